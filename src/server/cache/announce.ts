import 'server-only';
// The message that tells every instance an organisation changed: a PostgreSQL NOTIFY on one
// channel, "{sender instance}:{organisation id}". Sent on the writing transaction's own connection,
// so PostgreSQL delivers it only if, and once, the write commits. On the embedded database nobody
// else listens, and pg_notify is a harmless no-op there.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';

export const CHANNEL = 'sitewright_invalidate';

type Identity = { instanceId: string };
// On globalThis: the route bundles that send and the instrumentation bundle that listens must
// agree on who "this instance" is, or an instance would drop its caches twice for its own writes.
const identity: Identity = ((globalThis as { __sitewrightInstance?: Identity }).__sitewrightInstance ??= { instanceId: randomUUID() });

/** This process's name on the channel; its listener ignores its own messages. */
export function instanceId(): string {
  return identity.instanceId;
}

/** Queues the notice on `db` (inside a transaction: delivered at commit, dropped on rollback). */
export async function announceChange(db: DbOrTx, organizationId: string, from: string = instanceId()): Promise<void> {
  await db.execute(sql`select pg_notify(${CHANNEL}, ${`${from}:${organizationId}`})`);
}

/** The sender and organisation of a notice; null for anything this version did not send. */
export function readAnnouncement(payload: string | undefined): { from: string; organizationId: string } | null {
  const separator = payload?.lastIndexOf(':') ?? -1;
  if (!payload || separator <= 0 || separator === payload.length - 1) return null;
  return { from: payload.slice(0, separator), organizationId: payload.slice(separator + 1) };
}
