import 'server-only';
// The realtime bus (docs/decisions/081): a message is a row of realtime_messages, published in the
// writer's transaction together with a NOTIFY that carries only its id, so it reaches anyone exactly
// when, and only if, that transaction commits. Subscribers listen through one bus per process and
// database (hub.ts): on PostgreSQL a LISTEN connection of its own, on the embedded database PGlite's
// own LISTEN, which also delivers at commit.
import { sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { getDatabase, type DatabaseHandle, type Db, type DbOrTx, type Tx } from '@/server/db/client';
import { realtimeMessages } from '@/server/db/schema';
import { createRealtimeBus, REALTIME_CHANNEL, type RealtimeBus, type RealtimeMessage, type Subscription, type Unsubscribe } from './hub';

export { createRealtimeBus, realtimeListenerName, REALTIME_CHANNEL } from './hub';
export type { BusOptions, RealtimeBus, RealtimeMessage, Subscription, Unsubscribe } from './hub';

async function insertAndNotify(tx: Tx, { organizationId, topic, payload }: { organizationId: string; topic: string; payload: unknown }): Promise<bigint> {
  // Publishers of one topic take turns until commit, so ids become visible in the order they were
  // given: a reader that has delivered id n can never later find a smaller id committed.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`realtime:${organizationId}:${topic}`}, 0))`);
  const [row] = await tx.insert(realtimeMessages).values({ organizationId, topic, payload }).returning({ id: realtimeMessages.id });
  // Queued on the transaction: PostgreSQL sends it at commit and drops it on rollback.
  await tx.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${row!.id.toString()})`);
  return row!.id;
}

/**
 * Stores a message and announces it. Given a transaction, it joins it: subscribers hear of the
 * message when that transaction commits, never if it rolls back. Given the database, it commits at once.
 * Publishing to one topic holds a lock on it until commit: publish late in a long transaction.
 */
export async function publish(db: DbOrTx, message: { organizationId: string; topic: string; payload: unknown }): Promise<bigint> {
  if (db instanceof PgTransaction) return insertAndNotify(db as Tx, message);
  return (db as Db).transaction((tx) => insertAndNotify(tx, message));
}

type State = { buses: WeakMap<DatabaseHandle, Promise<RealtimeBus>> };
// On globalThis: the route bundles of one server process share one bus (and one LISTEN connection).
const state: State = ((globalThis as { __sitewrightRealtime?: State }).__sitewrightRealtime ??= { buses: new WeakMap() });

/** The bus of this process's database, started on first use and stopped when that database closes. */
export function processBus(): Promise<RealtimeBus> {
  return getDatabase().then((handle) => {
    let bus = state.buses.get(handle);
    if (!bus) {
      const started = createRealtimeBus({ db: handle.db, notices: handle.notices });
      bus = started;
      state.buses.set(handle, started);
      started.catch(() => {
        // The next subscriber tries again (a database that was briefly down at start).
        if (state.buses.get(handle) === started) state.buses.delete(handle);
      });
      handle.beforeClose(async () => {
        state.buses.delete(handle);
        await (await started.catch(() => null))?.close();
      });
    }
    return bus;
  });
}

/**
 * Listens to one organisation's topic on the process's bus: the stored messages after `after` first,
 * then each new one, in id order, each once. Resolves once the replay has been delivered.
 */
export async function subscribe(subscription: Subscription, onMessage: (message: RealtimeMessage) => void): Promise<Unsubscribe> {
  return (await processBus()).subscribe(subscription, onMessage);
}
