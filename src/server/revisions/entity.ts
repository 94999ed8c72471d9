import 'server-only';
// What the revision history needs to know about one kind of record (docs/decisions/061). Each area
// describes its own records (src/server/sections/history.ts, src/server/hero/history.ts) and the
// registry (./registry.ts) names them; the history API itself knows no record by name.
import { flattenError, safeParse, type $ZodType, type output } from 'zod/v4/core';
import type { DbOrTx, Tx } from '@/server/db/client';
import { ApiError } from '@/server/http/api';
import type { Permission } from '@/lib/permissions';
import { REVISION_MESSAGES } from '@/schemas/revision';
import type { RevisionEntityType } from './record';
import type { Basis } from './versions';

export type RecordScope = { organizationId: string; id: string };

/** A record as it now is: as its GET answers it, and in the shape its revisions keep. */
export type CurrentRecord = {
  version: number;
  updatedAt: Date;
  record: { version: number } & Record<string, unknown>;
  state: Record<string, unknown>;
};

export type HistoryEntity = {
  /** The `entity_type` its revisions are stored under. */
  type: RevisionEntityType;
  /** Reading and restoring its history takes the permission that writes it. */
  permission: Permission;
  /** The answer when the record does not exist (any more, or on this organisation). */
  notFound: string;
  /** Fields of a state that are bookkeeping rather than content: never listed as changed. */
  bookkeeping: readonly string[];
  /** The record as it now is; null when it does not exist. */
  load(db: DbOrTx, scope: RecordScope): Promise<CurrentRecord | null>;
  /**
   * Writes a revision's state back with the area's own change, inside the write path's transaction
   * (so: a new version and a new revision, the version checked, caches dropped after commit), and
   * answers the record as its GET does.
   */
  restore(tx: Tx, args: RecordScope & Required<Basis> & { data: Record<string, unknown> }): Promise<Record<string, unknown>>;
};

/** Bookkeeping every record has: its id, organisation, version and place on its page. */
export const BOOKKEEPING = ['id', 'organization_id', 'version', 'order'] as const;

/**
 * A kept state read again by today's rules (the schema the record's own write uses), without its
 * bookkeeping: a state that no longer passes cannot come back as it was, and says why (422).
 */
export function restorableInput<S extends $ZodType>(schema: S, data: Record<string, unknown>, bookkeeping: readonly string[]): output<S> {
  const fields = Object.fromEntries(Object.entries(data).filter(([field]) => !bookkeeping.includes(field)));
  const result = safeParse(schema, fields);
  if (!result.success) throw new ApiError(422, REVISION_MESSAGES.unrestorable, flattenError(result.error));
  return result.data as output<S>;
}

type Stored<V> = { row: { version: number; updatedAt: Date }; view: V };

type ViewHistory<S extends $ZodType, V> = Pick<HistoryEntity, 'type' | 'permission' | 'notFound' | 'bookkeeping'> & {
  /** The record with its row (version, when saved) and its view (as its GET answers it); null when it does not exist. */
  read(db: DbOrTx, scope: RecordScope): Promise<Stored<V> | null>;
  /** The view as its revisions keep it (without bookkeeping). */
  state(view: V): Record<string, unknown>;
  /** The schema the record's own change takes. */
  schema: S;
  /** A kept state made right for today before it is written back (an author or page gone since). */
  prepare?(tx: Tx, organizationId: string, input: output<S>): Promise<output<S>>;
  /** The record's own change, inside the write path's transaction, answering its view. */
  change(tx: Tx, args: RecordScope & Required<Basis> & { input: output<S> }): Promise<V>;
};

/**
 * The history of a record whose area reads it as a row and a view and changes it through one
 * function (posts, menu entries, settings): loading is the read, restoring is the change with the
 * kept state read again by today's rules.
 */
export function viewHistory<S extends $ZodType, V extends { version: number } & Record<string, unknown>>(spec: ViewHistory<S, V>): HistoryEntity {
  return {
    type: spec.type,
    permission: spec.permission,
    notFound: spec.notFound,
    bookkeeping: spec.bookkeeping,
    async load(db, scope) {
      const found = await spec.read(db, scope);
      return found && { version: found.row.version, updatedAt: found.row.updatedAt, record: found.view, state: spec.state(found.view) };
    },
    async restore(tx, { data, ...args }) {
      const input = restorableInput(spec.schema, data, spec.bookkeeping);
      return spec.change(tx, { ...args, input: spec.prepare ? await spec.prepare(tx, args.organizationId, input) : input });
    },
  };
}
