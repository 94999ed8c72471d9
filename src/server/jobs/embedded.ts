import 'server-only';
// The embedded database's job queue (docs/decisions/083): jobs are rows of `scheduled_jobs`, and one
// poller per process takes the due ones. Taking a job is one statement that moves it to 'active',
// holds it until `locked_until` and counts the attempt, on a row picked with SKIP LOCKED, so two
// pollers can never take the same job. A job whose lock ran out while 'active' was taken by a
// worker that died: it is taken again (a crash costs one attempt). A handler that throws sends its
// job back to 'created' with a doubling delay until its attempts are spent, then to 'failed'.
// Between looks the poller sleeps until the next job is due, at least pollIntervalMs and at most
// MAX_SLEEP_MS (a job sent by another connection is noticed by then). The table is a tenant table
// under row-level security; the queue works on the owner's connection, as every platform task does.
import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { scheduledJobs } from '@/server/db/schema';
import { log as serverLog } from '@/server/log';
import {
  DEFAULT_MAX_ATTEMPTS,
  DEFAULT_POLL_MS,
  DEFAULT_RETRY_DELAY_SECONDS,
  KEEP_FINISHED_DAYS,
  LOCK_SECONDS,
  retryDelaySeconds,
  STOP_TIMEOUT_MS,
  type JobData,
  type JobHandler,
  type JobLog,
  type JobQueue,
  type QueueOptions,
} from './queue';

/** The longest sleep between two looks: a job another connection sent is run at most this late. */
export const MAX_SLEEP_MS = 30_000;
/** Jobs run one after another; after this many the poller lets other work in before going on. */
const BATCH = 20;
/** Finished rows older than KEEP_FINISHED_DAYS are deleted about this often. */
const PRUNE_EVERY_MS = 60 * 60_000;

export type EmbeddedOptions = QueueOptions & { db: Db; log?: JobLog; maxSleepMs?: number; lockSeconds?: number };

type Row = typeof scheduledJobs.$inferSelect;

function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\s+/g, ' ').trim().slice(0, 1000) || 'Unknown error';
}

export async function createEmbeddedQueue(options: EmbeddedOptions): Promise<JobQueue> {
  const { db } = options;
  const log = options.log ?? serverLog;
  const minSleep = Math.max(10, options.pollIntervalMs ?? DEFAULT_POLL_MS);
  const maxSleep = Math.max(minSleep, options.maxSleepMs ?? MAX_SLEEP_MS);
  const lockSeconds = options.lockSeconds ?? LOCK_SECONDS;
  const retryBase = options.retryDelaySeconds ?? DEFAULT_RETRY_DELAY_SECONDS;
  const handlers = new Map<string, JobHandler>();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  /** When the armed timer fires (ms since epoch), so an earlier job can bring it forward. */
  let wakeAt = Infinity;
  let running: Promise<void> | null = null;
  let again = false;
  let lastPrune = 0;

  const names = () => [...handlers.keys()];

  /** Jobs whose worker died on their last attempt: nobody will run them again. */
  async function failAbandoned(): Promise<void> {
    await db
      .update(scheduledJobs)
      .set({ state: 'failed', lockedUntil: null, completedAt: sql`now()`, lastError: sql`coalesce(${scheduledJobs.lastError}, 'The worker stopped while running it')` })
      .where(
        and(
          inArray(scheduledJobs.name, names()),
          eq(scheduledJobs.state, 'active'),
          lt(scheduledJobs.lockedUntil, sql`now()`),
          sql`${scheduledJobs.attempts} >= ${scheduledJobs.maxAttempts}`,
        ),
      );
  }

  /** Takes the next due job (or one whose worker died), holding it and counting the attempt. */
  async function claim(): Promise<Row | null> {
    const due = sql`(
      select ${scheduledJobs.id} from ${scheduledJobs}
      where ${inArray(scheduledJobs.name, names())}
        and ${scheduledJobs.startAfter} <= now()
        and (${scheduledJobs.state} = 'created'
          or (${scheduledJobs.state} = 'active' and ${scheduledJobs.lockedUntil} < now() and ${scheduledJobs.attempts} < ${scheduledJobs.maxAttempts}))
      order by ${scheduledJobs.startAfter}, ${scheduledJobs.createdAt}
      limit 1
      for update skip locked
    )`;
    const [row] = await db
      .update(scheduledJobs)
      .set({ state: 'active', lockedUntil: sql`now() + make_interval(secs => ${lockSeconds})`, attempts: sql`${scheduledJobs.attempts} + 1` })
      .where(eq(scheduledJobs.id, due))
      .returning();
    return row ?? null;
  }

  /** Records the outcome of one attempt, only if the job is still this attempt's (not taken back meanwhile). */
  async function settle(row: Row, error: unknown): Promise<void> {
    const ours = and(eq(scheduledJobs.id, row.id), eq(scheduledJobs.state, 'active'), eq(scheduledJobs.attempts, row.attempts));
    if (error === undefined) {
      await db.update(scheduledJobs).set({ state: 'completed', lockedUntil: null, completedAt: sql`now()` }).where(ours);
      return;
    }
    const reason = reasonOf(error);
    if (row.attempts < row.maxAttempts) {
      const delay = retryDelaySeconds(row.attempts, retryBase);
      log.warn({ err: error, job: row.name, jobId: row.id, organizationId: row.organizationId, attempt: row.attempts, retryInSeconds: delay }, 'Job failed; it will be tried again');
      await db
        .update(scheduledJobs)
        .set({ state: 'created', lockedUntil: null, lastError: reason, startAfter: sql`now() + make_interval(secs => ${delay})` })
        .where(ours);
      return;
    }
    log.error({ err: error, job: row.name, jobId: row.id, organizationId: row.organizationId, attempts: row.attempts }, 'Job failed for good');
    await db.update(scheduledJobs).set({ state: 'failed', lockedUntil: null, lastError: reason, completedAt: sql`now()` }).where(ours);
  }

  async function runOne(row: Row): Promise<void> {
    const handler = handlers.get(row.name);
    let failure: unknown = undefined;
    try {
      if (!handler) throw new Error(`No worker for ${row.name}`);
      await handler({ id: row.id, organizationId: row.organizationId, data: row.data as JobData });
    } catch (error) {
      failure = error ?? new Error('The job failed');
    }
    await settle(row, failure);
  }

  /** How long until the next job is due or a held job's lock runs out, within the sleep bounds. */
  async function nextSleep(): Promise<number> {
    const result = await db.execute<{ ms: number | string | null }>(sql`
      select extract(epoch from (min(case when ${scheduledJobs.state} = 'created' then ${scheduledJobs.startAfter} else ${scheduledJobs.lockedUntil} end) - now())) * 1000 as ms
      from ${scheduledJobs}
      where ${inArray(scheduledJobs.name, names())} and ${scheduledJobs.state} in ('created', 'active')`);
    const ms = result.rows[0]?.ms;
    if (ms === null || ms === undefined) return maxSleep;
    return Math.min(maxSleep, Math.max(minSleep, Math.ceil(Number(ms))));
  }

  async function prune(): Promise<void> {
    if (Date.now() - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = Date.now();
    await db
      .delete(scheduledJobs)
      .where(and(or(eq(scheduledJobs.state, 'completed'), eq(scheduledJobs.state, 'failed')), lt(scheduledJobs.completedAt, sql`now() - make_interval(days => ${KEEP_FINISHED_DAYS})`)));
  }

  /** One look: every due job in turn, then a sleep until the next. */
  async function look(): Promise<void> {
    let sleep = maxSleep;
    try {
      if (handlers.size > 0) {
        await failAbandoned();
        let done = 0;
        for (let row = await claim(); row; row = done < BATCH && !stopped ? await claim() : null) {
          await runOne(row);
          done += 1;
        }
        sleep = done >= BATCH ? 0 : await nextSleep();
      }
      await prune();
    } catch (err) {
      if (stopped) return;
      // The database may be gone for a moment (or closing): look again later rather than give up.
      log.warn({ err }, 'Job queue: could not look for due jobs; trying again');
      sleep = maxSleep;
    }
    arm(sleep);
  }

  function arm(ms: number): void {
    if (stopped) return;
    const at = Date.now() + ms;
    if (timer && at >= wakeAt) return;
    clearTimeout(timer);
    wakeAt = at;
    timer = setTimeout(wake, ms);
    // The queue never keeps a process alive on its own.
    timer.unref();
  }

  function wake(): void {
    clearTimeout(timer);
    timer = undefined;
    wakeAt = Infinity;
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = look().finally(() => {
      running = null;
      if (again && !stopped) {
        again = false;
        wake();
      }
    });
  }

  return {
    kind: 'embedded',
    async send(name, { organizationId, data, startAfter, singletonKey, db: through }) {
      if (stopped) throw new Error('The job queue has stopped');
      const [row] = await (through ?? db)
        .insert(scheduledJobs)
        .values({ organizationId, name, data, singletonKey: singletonKey ?? null, startAfter: startAfter ?? sql`now()`, maxAttempts: DEFAULT_MAX_ATTEMPTS })
        .onConflictDoNothing({ target: [scheduledJobs.organizationId, scheduledJobs.name, scheduledJobs.singletonKey] })
        .returning({ id: scheduledJobs.id });
      // A job of this process's own is looked for when it is due, not at the next regular look.
      if (row && handlers.has(name)) arm(Math.max(0, (startAfter?.getTime() ?? Date.now()) - Date.now()) + 5);
      return row?.id ?? null;
    },
    async work(name, handler) {
      if (stopped) throw new Error('The job queue has stopped');
      if (handlers.has(name)) throw new Error(`A worker for ${name} is already registered`);
      handlers.set(name, handler as JobHandler);
      arm(0);
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      clearTimeout(timer);
      if (running) {
        // A handler that hangs is let go: its job is taken again once its lock runs out.
        let timeout: NodeJS.Timeout | undefined;
        await Promise.race([running, new Promise<void>((resolve) => (timeout = setTimeout(resolve, STOP_TIMEOUT_MS).unref()))]);
        clearTimeout(timeout);
      }
    },
  };
}
