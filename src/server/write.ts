import 'server-only';
// The one way to change what an organisation's public pages show (docs/decisions/019-one-write-path.md).
// The write runs in a transaction; the notice to the other instances is queued inside it, so
// PostgreSQL delivers it exactly when the write commits; once committed, this process's caches are
// dropped before the caller gets its answer. A rolled-back write drops and announces nothing.
import { PgTransaction } from 'drizzle-orm/pg-core';
import { announceChange } from '@/server/cache/announce';
import { dropLocalCaches } from '@/server/cache/invalidate';
import { getDb, type Db, type Tx } from '@/server/db/client';

/** The database itself: a transaction handle has `rollback`, which this refuses at compile time. */
type NotATransaction = Db & { rollback?: never };

/**
 * Runs `write` in a transaction for one organisation and, after commit, drops that organisation's
 * cached pages, data and host answers on every instance. Creating an organisation or attaching a
 * host goes through here too (pick the new organisation's id first), so its hosts answer at once.
 */
export async function writeOrganization<T>(db: NotATransaction, organizationId: string, write: (tx: Tx) => Promise<T>): Promise<T> {
  // Inside someone else's transaction the caches would drop before that one commits, and a request
  // in between could cache the old content again: the write path must own the transaction.
  if (db instanceof PgTransaction) throw new Error('writeOrganization opens its own transaction: pass the database, not a transaction.');
  const result = await db.transaction(async (tx) => {
    const value = await write(tx);
    // Queued on the transaction: PostgreSQL sends it at commit and discards it on rollback.
    await announceChange(tx, organizationId);
    return value;
  });
  await dropLocalCaches(organizationId);
  return result;
}

/**
 * Drops an organisation's cached pages and data on every instance without writing anything: the
 * explicit "rebuild my site" of POST /api/revalidate, for changes made outside the application.
 */
export async function revalidateOrganization(organizationId: string): Promise<void> {
  await dropLocalCaches(organizationId);
  await announceChange(await getDb(), organizationId);
}
