import 'server-only';
// Reading kept revisions, each with the display name of the person whose save replaced it: their
// full name on this organisation, else their account's name, else their username here.
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { profiles, revisions, user } from '@/server/db/schema';

export type RevisionRow = {
  id: string;
  entityType: string;
  entityId: string;
  data: Record<string, unknown>;
  version: number | null;
  authorId: string | null;
  authorName: string | null;
  restoredFrom: string | null;
  createdAt: Date;
};

function selectRevisions(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      id: revisions.id,
      entityType: revisions.entityType,
      entityId: revisions.entityId,
      data: revisions.data,
      version: revisions.version,
      authorId: revisions.authorId,
      authorName: sql<string | null>`coalesce(nullif(${profiles.fullName}, ''), ${user.name}, ${profiles.username})`,
      restoredFrom: revisions.restoredFrom,
      createdAt: revisions.createdAt,
    })
    .from(revisions)
    .leftJoin(profiles, and(eq(profiles.organizationId, revisions.organizationId), eq(profiles.userId, revisions.authorId)))
    .leftJoin(user, eq(user.id, revisions.authorId))
    .where(where);
}

export async function revisionById(db: DbOrTx, { organizationId, id }: { organizationId: string; id: string }): Promise<RevisionRow | null> {
  const [row] = await selectRevisions(db, and(eq(revisions.organizationId, organizationId), eq(revisions.id, id)));
  return row ?? null;
}

/**
 * One record's revisions, newest first: by the version each kept (one per version, written under
 * the record's lock, so this is the order of the saves), then by time for those kept before records
 * had versions, which are all older. `before` (a revision of the same record) starts after it.
 */
export async function revisionsOf(
  db: DbOrTx,
  { organizationId, entityType, entityId, before, limit }: { organizationId: string; entityType: string; entityId: string; before?: string; limit: number },
): Promise<RevisionRow[]> {
  const order = sql`(coalesce(${revisions.version}, 0), ${revisions.createdAt}, ${revisions.id})`;
  const older = before
    ? sql`${order} < (select coalesce(version, 0), created_at, id from revisions where organization_id = ${organizationId} and id = ${before})`
    : undefined;
  return selectRevisions(db, and(eq(revisions.organizationId, organizationId), eq(revisions.entityType, entityType), eq(revisions.entityId, entityId), older))
    .orderBy(sql`coalesce(${revisions.version}, 0) desc`, desc(revisions.createdAt), desc(revisions.id))
    .limit(limit);
}

/** A kept state and when the save that replaced it was made, in microseconds since the epoch (as text: more than a double holds). */
export type KeptState = { entityId: string; data: Record<string, unknown>; replacedAt: string };

/**
 * Every kept state of these records of one kind, oldest first: the order revisionsOf reads
 * backwards, so that each state is followed by the one its save made (the last by the record as it
 * now is). Times to the microsecond, so a save and a review a moment apart never tie.
 */
export async function keptStates(
  db: DbOrTx,
  { organizationId, entityType, entityIds }: { organizationId: string; entityType: string; entityIds: string[] },
): Promise<KeptState[]> {
  if (entityIds.length === 0) return [];
  return db
    .select({ entityId: revisions.entityId, data: revisions.data, replacedAt: sql<string>`(extract(epoch from ${revisions.createdAt}) * 1000000)::bigint::text` })
    .from(revisions)
    .where(and(eq(revisions.organizationId, organizationId), eq(revisions.entityType, entityType), inArray(revisions.entityId, entityIds)))
    .orderBy(sql`coalesce(${revisions.version}, 0)`, asc(revisions.createdAt), asc(revisions.id));
}
