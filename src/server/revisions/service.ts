import 'server-only';
// The revision history of editable records (docs/decisions/061): one record's revisions with who
// replaced each state, when, and which fields that save changed; one revision; two compared field
// by field; and a restore, which is a save like any other (a new revision and version, caches
// dropped, the version checked). Every call needs the permission that writes the kind of record.
import type { Db, DbOrTx } from '@/server/db/client';
import { writeOrganization } from '@/server/write';
import { ApiError } from '@/server/http/api';
import { allows } from '@/lib/permissions';
import type { Role } from '@/lib/enums';
import { changedFields, fieldChanges, type FieldChange } from '@/lib/field-changes';
import { REVISION_MESSAGES, REVISION_PAGE_SIZE, type RevisionListQuery } from '@/schemas/revision';
import type { HistoryEntity } from './entity';
import { historyEntity, historyEntityOfType, type HistoryEntityName } from './registry';
import { revisionById, revisionsOf, type RevisionRow } from './queries';

type Caller = { organizationId: string; role: Role };

/** What the save that replaced a state did: an edit, a restore of another revision, or a delete. */
export type RevisionChange = 'edit' | 'restore' | 'delete';

export type RevisionSummary = {
  id: string;
  entity: HistoryEntityName;
  entity_id: string;
  /** The version of the record this revision is (null: kept before records had versions). */
  version: number | null;
  /** When the state was replaced, and by whom (null: an account deleted since). */
  created_at: Date;
  author: { id: string; name: string | null } | null;
  restored_from: string | null;
};

export type RevisionListItem = RevisionSummary & { change: RevisionChange; changed: string[] };

function mayWrite(role: Role, entity: HistoryEntity): void {
  if (!allows(role, entity.permission)) throw new ApiError(403, REVISION_MESSAGES.noPermission);
}

function summary(row: RevisionRow, name: HistoryEntityName): RevisionSummary {
  return {
    id: row.id,
    entity: name,
    entity_id: row.entityId,
    version: row.version,
    created_at: row.createdAt,
    author: row.authorId ? { id: row.authorId, name: row.authorName } : null,
    restored_from: row.restoredFrom,
  };
}

/** A revision of this organisation that the caller may see, with the kind of record it keeps. */
async function visibleRevision(db: DbOrTx, { organizationId, role }: Caller, id: string) {
  const row = await revisionById(db, { organizationId, id });
  const found = row && historyEntityOfType(row.entityType);
  if (!row || !found) throw new ApiError(404, REVISION_MESSAGES.notFound);
  mayWrite(role, found.entity);
  return { row, ...found };
}

/**
 * One record's revisions, newest first, a page at a time (`next_before` asks for the next one).
 * Each says which fields the save that replaced it changed: it is compared with the state after it,
 * the next newer revision or the record as it now is.
 */
export async function listRevisions(db: DbOrTx, caller: Caller & { query: RevisionListQuery }) {
  const { organizationId, role, query } = caller;
  const { name, entity } = historyEntity(query.entity);
  mayWrite(role, entity);
  const current = await entity.load(db, { organizationId, id: query.id });
  let newer: Record<string, unknown> | null = current?.state ?? null;
  if (query.before) {
    const cursor = await revisionById(db, { organizationId, id: query.before });
    if (!cursor || cursor.entityType !== entity.type || cursor.entityId !== query.id) {
      throw new ApiError(400, REVISION_MESSAGES.otherRecord, { before: [REVISION_MESSAGES.otherRecord] });
    }
    newer = cursor.data;
  }
  const limit = query.limit ?? REVISION_PAGE_SIZE;
  const rows = await revisionsOf(db, { organizationId, entityType: entity.type, entityId: query.id, before: query.before, limit: limit + 1 });
  if (!current && rows.length === 0 && !query.before) throw new ApiError(404, entity.notFound);
  const page = rows.slice(0, limit);
  const revisions: RevisionListItem[] = page.map((row, index) => {
    const after = index === 0 ? newer : page[index - 1]!.data;
    // Only the newest state of a record that is gone has nothing after it: its save was the delete.
    if (after === null) return { ...summary(row, name), change: 'delete', changed: [] };
    return { ...summary(row, name), change: row.restoredFrom ? 'restore' : 'edit', changed: changedFields(row.data, after, entity.bookkeeping) };
  });
  return {
    entity: name,
    id: query.id,
    current: current ? { version: current.version, updated_at: current.updatedAt } : null,
    revisions,
    next_before: rows.length > limit ? page[page.length - 1]!.id : null,
  };
}

/** One revision with the state it kept. */
export async function readRevision(db: DbOrTx, caller: Caller & { id: string }) {
  const { row, name } = await visibleRevision(db, caller, caller.id);
  return { ...summary(row, name), data: row.data };
}

type CompareSide = { id: string | null; version: number | null };

/** Two states of one record, field by field: only the fields that differ, before and after. `to` null is the record as it now is. */
export async function compareRevisions(
  db: DbOrTx,
  caller: Caller & { from: string; to: string | null },
): Promise<{ entity: HistoryEntityName; entity_id: string; from: CompareSide; to: CompareSide; changes: FieldChange[] }> {
  const { organizationId } = caller;
  const { row: from, name, entity } = await visibleRevision(db, caller, caller.from);
  let after: Record<string, unknown>;
  let to: CompareSide;
  if (caller.to === null) {
    const current = await entity.load(db, { organizationId, id: from.entityId });
    if (!current) throw new ApiError(404, entity.notFound);
    after = current.state;
    to = { id: null, version: current.version };
  } else {
    const other = await revisionById(db, { organizationId, id: caller.to });
    if (!other) throw new ApiError(404, REVISION_MESSAGES.notFound);
    if (other.entityType !== from.entityType || other.entityId !== from.entityId) throw new ApiError(400, REVISION_MESSAGES.otherRecord, { to: [REVISION_MESSAGES.otherRecord] });
    after = other.data;
    to = { id: other.id, version: other.version };
  }
  return { entity: name, entity_id: from.entityId, from: { id: from.id, version: from.version }, to, changes: fieldChanges(from.data, after, entity.bookkeeping) };
}

/**
 * Brings a revision back through the one write path with the record's own change, replacing the
 * version the editor saw (`version`): a newer save since is a 409 with the record as it now is.
 * Answers the record as its GET does, with its new version.
 */
export async function restoreRevision(db: Db, caller: Caller & { id: string; authorId: string; version: number }) {
  const { organizationId, authorId, version } = caller;
  const { row, entity } = await visibleRevision(db, caller, caller.id);
  return writeOrganization(db, organizationId, (tx) => entity.restore(tx, { organizationId, id: row.entityId, data: row.data, authorId, version, restoredFrom: row.id }));
}
