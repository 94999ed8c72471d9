// The page layout manager's calls (editing-layer spec §2 "Page layout manager", §3 "Page layout
// section", §7): GET /api/page-layout lists one page's hero, template and heading sections in their
// shared order; PUT /api/page-layout puts them in a new order, in steps of 10.
//
// Which page: the spec names only the organisation; the manager works on the page in view, named
// by `url_page` (the home page when left out). The organisation is the one of the Host header; an
// `organization_id` sent by the spec's clients must be that one (403 otherwise).
//
// The layout's `version` is a fingerprint of the page's order (a whole number from a hash of each
// section's kind, id and place), since the layout is not a record of its own: a PUT naming another
// version than the page's now is a 409 with the layout as it now is (`current`), like every other
// stale write (decision 061). Pure: the editors bundle this file.
//
// Each save that changes the order keeps the order before it as a revision (decision 067, History):
// `history_id` names the page's layout in GET /api/revisions?entity=layout&id=.
import { z } from 'zod';
import type { SectionType } from '@/lib/enums';
import { UUID_PATTERN } from '@/lib/patterns';
import { urlPageSchema } from './template-section';
import { versionSchema } from './version';

export const LAYOUT_KINDS = ['hero', 'template_section', 'heading_section'] as const;
export type LayoutKind = (typeof LAYOUT_KINDS)[number];

/** More sections than any page holds; a longer list is refused before it is read. */
export const MAX_LAYOUT_SECTIONS = 500;
/** Orders are stored in a PostgreSQL integer; steps of 10 leave room for a page of this size. */
export const MAX_LAYOUT_ORDER = 1_000_000;
export const PAGE_LAYOUT_MAX_BODY_BYTES = 64 * 1024;

export const PAGE_LAYOUT_MESSAGES = {
  sectionsRequired: 'sections must list the page sections in their new order',
  idInvalid: 'Each section needs its id',
  kindInvalid: `Each section's type must be one of ${LAYOUT_KINDS.join(', ')}`,
  orderInvalid: `Each order must be a whole number from 0 to ${MAX_LAYOUT_ORDER}`,
  repeated: 'A section is listed more than once',
  mismatch: 'The layout must list every section of the page exactly once',
  organizationInvalid: 'organization_id must be an organisation id',
  otherOrganization: 'This organisation is not the one of this site',
  notFound: 'Page layout not found',
} as const;

/** One section of the page, as the manager lists it (spec §3 "Page layout section"). */
export type PageLayoutSection = {
  id: string;
  type: LayoutKind;
  /** The section's title as its editor shows it; '' when it has none. */
  title: string;
  /** Its place on the page, from 0. */
  order: number;
  data: { section_type?: SectionType };
};

/**
 * What GET and PUT answer. `history_id` is the id the layout's revisions are kept under (a uuid the
 * server derives from the organisation and the page), what the history panel sends as `id`.
 */
export type PageLayoutView = { url_page: string; version: number; history_id: string; sections: PageLayoutSection[] };

const organizationId = z.string(PAGE_LAYOUT_MESSAGES.organizationInvalid).regex(UUID_PATTERN, PAGE_LAYOUT_MESSAGES.organizationInvalid).transform((id) => id.toLowerCase());

/** GET /api/page-layout?organization_id=&url_page= */
export const pageLayoutQuerySchema = z.object({
  organization_id: organizationId.optional(),
  url_page: urlPageSchema.optional(),
});

const layoutEntrySchema = z.object({
  id: z.string(PAGE_LAYOUT_MESSAGES.idInvalid).regex(UUID_PATTERN, PAGE_LAYOUT_MESSAGES.idInvalid).transform((id) => id.toLowerCase()),
  type: z.enum(LAYOUT_KINDS, PAGE_LAYOUT_MESSAGES.kindInvalid),
  order: z.number(PAGE_LAYOUT_MESSAGES.orderInvalid).int(PAGE_LAYOUT_MESSAGES.orderInvalid).min(0, PAGE_LAYOUT_MESSAGES.orderInvalid).max(MAX_LAYOUT_ORDER, PAGE_LAYOUT_MESSAGES.orderInvalid),
});

/** PUT /api/page-layout { organization_id?, url_page?, sections: [{ id, type, order }], version? } */
export const savePageLayoutSchema = z.object({
  organization_id: organizationId.optional(),
  url_page: urlPageSchema.optional(),
  sections: z
    .array(layoutEntrySchema, PAGE_LAYOUT_MESSAGES.sectionsRequired)
    .max(MAX_LAYOUT_SECTIONS)
    .refine((entries) => new Set(entries.map((entry) => `${entry.type}:${entry.id}`)).size === entries.length, PAGE_LAYOUT_MESSAGES.repeated),
  version: versionSchema.optional(),
});

export type SavePageLayoutInput = z.infer<typeof savePageLayoutSchema>;

/** A layout as its revisions keep it: the page and its sections' places from 0, nothing else. */
export type PageLayoutState = { url_page: string; sections: { id: string; type: LayoutKind; order: number }[] };

/** A kept layout read again before it is restored. */
export const pageLayoutStateSchema = z.object({
  url_page: urlPageSchema,
  sections: z.array(layoutEntrySchema, PAGE_LAYOUT_MESSAGES.sectionsRequired).max(MAX_LAYOUT_SECTIONS),
});

/** The order a section at `position` (from 0) is saved with: steps of 10 (spec §7, §9). */
export const layoutOrderAt = (position: number) => position * 10;
