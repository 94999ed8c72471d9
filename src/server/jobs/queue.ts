import 'server-only';
// The job queue (docs/decisions/083): work that must happen later, or again, whether or not anyone is
// looking: a reminder a day before a meeting, marking who never came to it, sending a refused e-mail
// again. One interface with two engines chosen by the database, as the realtime bus chooses its
// listener: pg-boss on PostgreSQL (its own tables, shared by every instance), and an in-process
// poller over `scheduled_jobs` on the embedded database, which only one process ever opens. Either
// way a job is stored before `send` returns, so it survives a restart, and one claimed job runs in one
// place at a time. A job may still run twice (a crash after its work, before its completion was
// recorded), so every handler makes its effect once by a claim on the data it changes.
import { createHash } from 'node:crypto';
import type { DatabaseHandle, DbOrTx } from '@/server/db/client';
import { log } from '@/server/log';

/** What a job carries besides its organisation: plain JSON. */
export type JobData = Record<string, unknown>;

export type QueuedJob<T extends JobData = JobData> = { id: string; organizationId: string; data: T };

export type JobHandler<T extends JobData = JobData> = (job: QueuedJob<T>) => Promise<void>;

export type SendOptions<T extends JobData = JobData> = {
  organizationId: string;
  data: T;
  /** Not before this moment; now when left out. */
  startAfter?: Date;
  /**
   * At most one job of this name and organisation with this key is kept (waiting, running, or
   * finished within KEEP_FINISHED_DAYS): a second send answers null and stores nothing.
   */
  singletonKey?: string;
  /**
   * Where the embedded queue writes the job: the caller's transaction, so a job sent from inside one
   * neither waits for it (the embedded database has one connection) nor outlives its rollback.
   * pg-boss writes through its own connections and ignores it.
   */
  db?: DbOrTx;
};

export interface JobQueue {
  readonly kind: 'pg-boss' | 'embedded';
  /** Stores a job; its id, or null when a job with the same singleton key is already kept. */
  send<T extends JobData>(name: string, options: SendOptions<T>): Promise<string | null>;
  /** Runs `handler` for each due job of `name`; a handler that throws has its job retried later. */
  work<T extends JobData>(name: string, handler: JobHandler<T>): Promise<void>;
  /** Stops taking jobs, waits (bounded) for the ones running, and releases the connections. */
  stop(): Promise<void>;
}

/** Attempts of a job whose handler throws, the first included. */
export const DEFAULT_MAX_ATTEMPTS = 3;
/** How long a running job is held before another worker may take it back (its worker died). */
export const LOCK_SECONDS = 10 * 60;
/** Finished jobs are kept this long (their singleton keys stay taken), then deleted. */
export const KEEP_FINISHED_DAYS = 7;
/** How long `stop` waits for running jobs before it lets go of them (they are retried after their lock). */
export const STOP_TIMEOUT_MS = 10_000;

/** Timing a test (or an operator) may change; the defaults suit production. */
export type QueueOptions = {
  /** The shortest pause between two looks for due jobs (pg-boss: its polling interval, at least 500 ms). */
  pollIntervalMs?: number;
  /** The first retry of a failed job waits this long; each further one twice as long as the one before. */
  retryDelaySeconds?: number;
  /** Names this process's connection for pg_stat_activity. */
  name?: string;
};

export const DEFAULT_POLL_MS = 1000;
export const DEFAULT_RETRY_DELAY_SECONDS = 30;

export type JobLog = Pick<typeof log, 'error' | 'warn' | 'info' | 'debug'>;

/**
 * A stable job id for a singleton key: the same organisation, name and key always give the same id,
 * so pg-boss refuses the second insert by its primary key, whatever the queue's policy.
 */
export function singletonJobId(organizationId: string, name: string, key: string): string {
  const hex = createHash('sha256').update(JSON.stringify([organizationId, name, key])).digest('hex').slice(0, 32).split('');
  // Marked as a name-based UUID (version 8, RFC 9562 variant), so it can never equal a random one.
  hex[12] = '8';
  hex[16] = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** The wait before attempt `attempt + 1` of a job that failed `attempt` times. */
export function retryDelaySeconds(attempt: number, baseSeconds = DEFAULT_RETRY_DELAY_SECONDS): number {
  return baseSeconds * 2 ** Math.max(0, attempt - 1);
}

/** The queue for a database: pg-boss on PostgreSQL, the embedded poller on PGlite. */
export async function createJobQueue(handle: Pick<DatabaseHandle, 'db' | 'kind' | 'notices'>, options: QueueOptions = {}): Promise<JobQueue> {
  if (handle.notices.kind === 'postgres') {
    const { createBossQueue } = await import('./boss');
    return createBossQueue({ url: handle.notices.url, ...options });
  }
  const { createEmbeddedQueue } = await import('./embedded');
  return createEmbeddedQueue({ db: handle.db, ...options });
}
