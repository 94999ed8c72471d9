// The revision history of editable records (docs/decisions/061): listing one record's revisions,
// reading one, comparing two and restoring one. One file for the history panel (client) and
// /api/revisions (server). Pure: the editors bundle this file.
import { z } from 'zod';
import { UUID_PATTERN } from '@/lib/patterns';
import { versionBodySchema } from './version';

export const REVISION_MESSAGES = {
  notFound: 'Revision not found',
  entityRequired: 'Say which kind of record the history is for (entity)',
  entityUnknown: 'There is no history for this kind of record',
  idRequired: 'Send the id of the record',
  revisionIdRequired: 'Send the id of a revision',
  compareTo: 'Compare with the id of a revision, or with current',
  limit: 'limit is a whole number from 1 to 200',
  otherRecord: 'Both revisions must be of the same record',
  unrestorable: 'This revision can no longer be restored: it does not meet the rules records follow today',
  noPermission: 'You do not have permission to change this kind of record on this site.',
} as const;

export const REVISION_PAGE_SIZE = 50;
export const REVISION_PAGE_MAX = 200;

/** An id as the database writes it (lower case), so an upper-case copy still names the same row. */
const uuid = (message: string) => z.string(message).regex(UUID_PATTERN, message).transform((id) => id.toLowerCase());

/** GET /api/revisions?entity=section&id=…[&limit=50][&before=<revision id>]: newest first. */
export const revisionListQuerySchema = z.object({
  entity: z.string(REVISION_MESSAGES.entityRequired).trim().min(1, REVISION_MESSAGES.entityRequired),
  id: uuid(REVISION_MESSAGES.idRequired),
  limit: z
    .string()
    .regex(/^[0-9]{1,3}$/, REVISION_MESSAGES.limit)
    .transform(Number)
    .pipe(z.number().int().min(1, REVISION_MESSAGES.limit).max(REVISION_PAGE_MAX, REVISION_MESSAGES.limit))
    .optional(),
  /** The last revision of the page before: the next page holds the ones older than it. */
  before: uuid(REVISION_MESSAGES.revisionIdRequired).optional(),
});

/** GET /api/revisions/compare?from=<revision id>&to=<revision id | current>: `to` is the record as it now is when left out. */
export const revisionCompareQuerySchema = z.object({
  from: uuid(REVISION_MESSAGES.revisionIdRequired),
  to: z
    .string(REVISION_MESSAGES.compareTo)
    .refine((to) => to === 'current' || UUID_PATTERN.test(to), REVISION_MESSAGES.compareTo)
    .transform((to) => to.toLowerCase())
    .optional(),
});

/** POST /api/revisions/{id}/restore { version }: the version of the record the restore replaces. */
export const revisionRestoreSchema = versionBodySchema;

export type RevisionListQuery = z.infer<typeof revisionListQuerySchema>;
