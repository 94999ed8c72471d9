import 'server-only';
// One process's listening end of the realtime bus (docs/decisions/081). It hears the ids that
// publish() announces, through a PostgreSQL connection of its own (kept with reconnect and backoff,
// listener.ts) or the embedded database's LISTEN, and wakes the subscribers of each id's topic. A
// subscriber reads its topic by id range from the last id it delivered, one read at a time: on
// subscribing (the replay), on each notice, and after listening resumes, so nothing is lost,
// repeated or reordered. It also deletes messages older than an hour, once a minute.
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { DatabaseHandle, Db } from '@/server/db/client';
import { realtimeMessages } from '@/server/db/schema';
import { log as serverLog } from '@/server/log';
import { createListener, type ListenerLog } from './listener';

export const REALTIME_CHANNEL = 'sitewright_realtime';

export type RealtimeMessage = { id: bigint; organizationId: string; topic: string; payload: unknown; createdAt: Date };
export type Subscription = {
  organizationId: string;
  topic: string;
  /** Replay the stored messages after this id first; without it, only what is published from now on. */
  after?: bigint | string;
  /** Told when the bus itself stops (its database closes): nothing more will come. */
  onEnd?: () => void;
};
export type Unsubscribe = () => void;
export type RealtimeBus = {
  subscribe: (subscription: Subscription, onMessage: (message: RealtimeMessage) => void) => Promise<Unsubscribe>;
  close: () => Promise<void>;
};

export type BusOptions = {
  db: Db;
  notices: DatabaseHandle['notices'];
  /** Names the LISTEN connection on PostgreSQL (see realtimeListenerName). */
  name?: string;
  log?: ListenerLog;
  backoff?: { initialMs: number; maxMs: number };
  onReconnect?: () => void;
  onRetryFailed?: (attempt: number) => void;
  /** Messages older than this are deleted, checked this often (an hour, every minute). */
  retention?: { maxAgeSeconds: number; everyMs: number };
};

const PAGE = 200;
const READ_RETRY_MS = 1000;
const DEFAULT_RETENTION = { maxAgeSeconds: 60 * 60, everyMs: 60_000 };
/**
 * Retries of a lost LISTEN connection: the first within half a second, then doubling, but never more
 * than 2 s apart (the listener's general ceiling is 30 s). While the bus is away a call's signals and a
 * waiting room's status changes wait in the table, and a restart or failover of PostgreSQL takes a few
 * seconds: with a 30 s ceiling, the retry after a 3 s outage could come 4 to 8 s after the database is
 * back, past the 5 s in which a call must recover (issue 23 item 7; docs/decisions/085). The price is one
 * connection attempt per instance every 1 to 2 s during a long outage, refused at once while the server
 * is down: nothing next to the requests the same instance makes meanwhile.
 */
const BUS_BACKOFF = { initialMs: 500, maxMs: 2000 };

/** The application_name of a bus's LISTEN connection, for pg_stat_activity. */
export function realtimeListenerName(name: string): string {
  return `sitewright-realtime-${name}`.slice(0, 63);
}

type Sub = {
  organizationId: string;
  topic: string;
  onMessage: (message: RealtimeMessage) => void;
  onEnd?: () => void;
  /** The last id delivered (or skipped as "before the subscription"); null until it is known. */
  last: bigint | null;
  /** Something may have arrived since the last read. */
  dirty: boolean;
  /** A read is under way: a notice only marks the subscription dirty, and the read goes on. */
  draining: boolean;
  closed: boolean;
};

const keyOf = (organizationId: string, topic: string) => `${organizationId}\n${topic}`;

/** A bus over one database; the process's own comes from processBus(), tests make their own. */
export async function createRealtimeBus(options: BusOptions): Promise<RealtimeBus> {
  const { db } = options;
  const log = options.log ?? { warn: (line: string) => serverLog.warn(line), error: (line: string) => serverLog.error(line) };
  const subs = new Map<string, Set<Sub>>();
  const noticed = new Set<bigint>();
  let flushing = false;
  let closed = false;

  async function latestId(sub: Sub): Promise<bigint> {
    const [row] = await db
      .select({ id: realtimeMessages.id })
      .from(realtimeMessages)
      .where(and(eq(realtimeMessages.organizationId, sub.organizationId), eq(realtimeMessages.topic, sub.topic)))
      .orderBy(desc(realtimeMessages.id))
      .limit(1);
    return row?.id ?? 0n;
  }

  /** Reads and delivers the subscription's messages after its last id until nothing new is left. */
  async function drain(sub: Sub): Promise<void> {
    while (sub.dirty && !sub.closed) {
      sub.dirty = false;
      if (sub.last === null) sub.last = await latestId(sub);
      const rows = await db
        .select()
        .from(realtimeMessages)
        .where(and(eq(realtimeMessages.organizationId, sub.organizationId), eq(realtimeMessages.topic, sub.topic), gt(realtimeMessages.id, sub.last)))
        .orderBy(asc(realtimeMessages.id))
        .limit(PAGE);
      for (const row of rows) {
        if (sub.closed) return;
        if (row.id <= sub.last) continue;
        sub.last = row.id;
        try {
          sub.onMessage(row);
        } catch (error) {
          log.error(`Realtime bus: a subscriber of ${sub.topic} failed on message ${row.id}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      if (rows.length === PAGE) sub.dirty = true;
    }
  }

  /** Makes the subscription read again: at once, or after the read under way (never two at a time). */
  function wake(sub: Sub): void {
    sub.dirty = true;
    if (sub.draining || sub.closed) return;
    sub.draining = true;
    drain(sub)
      .catch((error: unknown) => {
        if (sub.closed) return;
        log.warn(`Realtime bus: could not read ${sub.topic} (${error instanceof Error ? error.message : String(error)}); trying again.`);
        setTimeout(() => wake(sub), READ_RETRY_MS).unref();
      })
      .finally(() => {
        sub.draining = false;
        if (sub.dirty && !sub.closed) wake(sub);
      });
  }

  function wakeAll(): void {
    for (const set of subs.values()) for (const sub of set) wake(sub);
  }

  /** The ids noticed since the last flush, looked up once, each waking the subscribers of its topic. */
  async function flush(): Promise<void> {
    flushing = false;
    const ids = [...noticed];
    noticed.clear();
    if (subs.size === 0 || ids.length === 0) return;
    try {
      const rows = await db
        .select({ id: realtimeMessages.id, organizationId: realtimeMessages.organizationId, topic: realtimeMessages.topic })
        .from(realtimeMessages)
        .where(inArray(realtimeMessages.id, ids));
      for (const row of rows) {
        for (const sub of subs.get(keyOf(row.organizationId, row.topic)) ?? []) if (sub.last === null || row.id > sub.last) wake(sub);
      }
    } catch {
      // Not knowing whose messages they were, everyone looks.
      wakeAll();
    }
  }

  function onNotice(payload: string): void {
    if (closed || !/^\d{1,18}$/.test(payload)) return;
    noticed.add(BigInt(payload));
    if (flushing) return;
    flushing = true;
    // Notices that arrive together (a burst of candidates) are looked up together.
    setImmediate(() => void flush());
  }

  const retention = options.retention ?? DEFAULT_RETENTION;
  async function prune(): Promise<void> {
    await db.delete(realtimeMessages).where(lt(realtimeMessages.createdAt, sql`now() - make_interval(secs => ${retention.maxAgeSeconds})`));
  }
  const pruning = setInterval(() => prune().catch((error: unknown) => log.warn(`Realtime bus: could not delete old messages (${error instanceof Error ? error.message : String(error)})`)), retention.everyMs);
  pruning.unref();

  let stopListening: () => Promise<void>;
  try {
    if (options.notices.kind === 'postgres') {
      const listener = await createListener({
        url: options.notices.url,
        channel: REALTIME_CHANNEL,
        name: realtimeListenerName(options.name ?? randomUUID()),
        label: 'Realtime bus',
        onNotice,
        onReconnect: () => {
          // Whatever was published while nobody listened is in the table: every subscriber reads on from its last id.
          wakeAll();
          options.onReconnect?.();
        },
        onRetryFailed: options.onRetryFailed,
        log,
        backoff: options.backoff ?? BUS_BACKOFF,
      });
      stopListening = listener.close;
    } else {
      stopListening = await options.notices.listen(REALTIME_CHANNEL, onNotice);
    }
  } catch (error) {
    clearInterval(pruning);
    throw error;
  }

  function remove(sub: Sub): void {
    sub.closed = true;
    const key = keyOf(sub.organizationId, sub.topic);
    const set = subs.get(key);
    set?.delete(sub);
    if (set?.size === 0) subs.delete(key);
  }

  return {
    async subscribe({ organizationId, topic, after, onEnd }, onMessage) {
      if (closed) throw new Error('The realtime bus is closed');
      if (after !== undefined && !/^\d{1,18}$/.test(after.toString())) throw new TypeError(`Not a message id: ${after}`);
      const sub: Sub = { organizationId, topic, onMessage, onEnd, last: after === undefined ? null : BigInt(after), dirty: true, draining: true, closed: false };
      const key = keyOf(organizationId, topic);
      // Registered before the replay is read: a notice meanwhile marks it to read again, never lost.
      subs.set(key, (subs.get(key) ?? new Set()).add(sub));
      try {
        await drain(sub);
      } catch (error) {
        remove(sub);
        throw error;
      }
      sub.draining = false;
      if (sub.dirty) wake(sub);
      return () => remove(sub);
    },
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(pruning);
      const ended = [...subs.values()].flatMap((set) => [...set]);
      subs.clear();
      for (const sub of ended) sub.closed = true;
      await stopListening().catch(() => {});
      for (const sub of ended) sub.onEnd?.();
    },
  };
}
