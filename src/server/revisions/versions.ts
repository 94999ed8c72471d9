import 'server-only';
// Conflict-safe saves (docs/decisions/061). Every editable record has a `version` that each write
// raises by one in its own UPDATE (or DELETE), and a write that names the version it was based on
// carries it as a condition of that same statement: no row matched means someone saved first, and
// the write is refused with the record as it now is. Nothing is read and then compared, so two
// saves from the same version can never both pass.
import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ApiError } from '@/server/http/api';
import { VERSION_MESSAGES } from '@/schemas/version';

/** Who writes, and what the change was based on. */
export type Basis = {
  authorId: string;
  /** The version the writer loaded; none from a client that knows nothing of versions (the spec's). */
  version?: number;
  /** The revision this write brings back, when it is a restore. */
  restoredFrom?: string;
};

/** The `set` part every write of a versioned record adds: the next version. */
export function nextVersion(column: PgColumn): { version: SQL } {
  return { version: sql`${column} + 1` };
}

/** The statement's condition on the version the writer was based on; none when it named none. */
export function basedOn(column: PgColumn, version: number | undefined): SQL | undefined {
  return version === undefined ? undefined : eq(column, version);
}

/**
 * The 409 of a write based on an older version. `current` is the record as its GET answers it
 * (null when it no longer exists), so an editor can set the two versions side by side.
 */
export function versionConflict(sent: number | undefined, current: (Record<string, unknown> & { version: number }) | null): ApiError {
  return new ApiError(409, VERSION_MESSAGES.conflict, { sent_version: sent ?? null, current_version: current?.version ?? null }, { current });
}
