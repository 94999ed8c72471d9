import 'server-only';
// The job queue on PostgreSQL (docs/decisions/083): pg-boss, in its own schema of the application's
// database, shared by every instance. pg-boss takes each job with SKIP LOCKED, so of several
// instances one runs it; it retries a failed job with a doubling delay and takes back a job whose
// worker died once its expiry passes. A queue must exist before jobs are sent to it or worked, so
// each name's queue is created (if missing) on first use. Singleton keys become the job's id
// (queue.ts singletonJobId): a second send of the same key is refused by the primary key.
import PgBoss from 'pg-boss';
import { log as serverLog } from '@/server/log';
import {
  DEFAULT_MAX_ATTEMPTS,
  DEFAULT_POLL_MS,
  DEFAULT_RETRY_DELAY_SECONDS,
  KEEP_FINISHED_DAYS,
  LOCK_SECONDS,
  singletonJobId,
  STOP_TIMEOUT_MS,
  type JobData,
  type JobHandler,
  type JobLog,
  type JobQueue,
  type QueueOptions,
} from './queue';

/** pg-boss's tables live here, beside (never inside) the application's schema. */
export const BOSS_SCHEMA = 'pgboss';
/** pg-boss refuses to poll more often than this. */
const MIN_POLL_SECONDS = 0.5;

export type BossOptions = QueueOptions & { url: string; log?: JobLog };

/** What pg-boss stores as a job's data: the organisation beside the job's own data. */
type Envelope = { organizationId: string; data: JobData };

/** The application_name of the queue's connections, for pg_stat_activity. */
export function jobsConnectionName(name: string): string {
  return `sitewright-jobs-${name}`.slice(0, 63);
}

/**
 * Instances that start together create the same queues at the same moment, and PostgreSQL may pick
 * one of them as a deadlock's victim (40P01) or refuse a twin row (23505): the creation is tried
 * again after a short, random pause, and the other instance's queue is then found in place.
 */
async function createdDespiteRaces(create: () => Promise<void>, attempts = 5): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await create();
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (attempt >= attempts || (code !== '40P01' && code !== '23505')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200 * attempt));
    }
  }
}

export async function createBossQueue(options: BossOptions): Promise<JobQueue> {
  const log = options.log ?? serverLog;
  const pollingIntervalSeconds = Math.max(MIN_POLL_SECONDS, (options.pollIntervalMs ?? DEFAULT_POLL_MS) / 1000);
  const boss = new PgBoss({
    connectionString: options.url,
    schema: BOSS_SCHEMA,
    application_name: jobsConnectionName(options.name ?? String(process.pid)),
    max: 4,
    // No cron schedules: every job here is sent for a moment of its own.
    schedule: false,
    // Maintenance expires the jobs of dead workers and archives finished ones.
    supervise: true,
    archiveCompletedAfterSeconds: KEEP_FINISHED_DAYS * 24 * 60 * 60,
  });
  // Without a listener an 'error' event would end the process; pg-boss reports its own retries here.
  boss.on('error', (err) => log.error({ err }, 'Job queue (pg-boss) reported an error'));
  await boss.start();

  const queues = new Map<string, Promise<void>>();
  const retryDelay = options.retryDelaySeconds ?? DEFAULT_RETRY_DELAY_SECONDS;
  /** The queue of a name, created once per process (creating an existing one changes nothing). */
  function queueOf(name: string): Promise<void> {
    let ready = queues.get(name);
    if (!ready) {
      const create = () =>
        boss.createQueue(name, {
          name,
          policy: 'standard',
          retryLimit: DEFAULT_MAX_ATTEMPTS - 1,
          retryDelay,
          retryBackoff: true,
          expireInSeconds: LOCK_SECONDS,
        });
      ready = createdDespiteRaces(create);
      ready.catch(() => queues.delete(name));
      queues.set(name, ready);
    }
    return ready;
  }

  const workers = new Map<string, string>();
  let stopped = false;

  return {
    kind: 'pg-boss',
    async send(name, { organizationId, data, startAfter, singletonKey }) {
      if (stopped) throw new Error('The job queue has stopped');
      await queueOf(name);
      const envelope: Envelope = { organizationId, data };
      const id = await boss.send(name, envelope, {
        ...(singletonKey ? { id: singletonJobId(organizationId, name, singletonKey), singletonKey } : {}),
        ...(startAfter ? { startAfter } : {}),
      });
      // A job due now is fetched at once by this process's worker rather than at its next poll.
      const worker = workers.get(name);
      if (id && worker && (!startAfter || startAfter.getTime() <= Date.now())) boss.notifyWorker(worker);
      return id;
    },
    async work(name, handler) {
      if (stopped) throw new Error('The job queue has stopped');
      if (workers.has(name)) throw new Error(`A worker for ${name} is already registered`);
      await queueOf(name);
      const run = handler as JobHandler;
      const id = await boss.work<Envelope>(name, { pollingIntervalSeconds, batchSize: 1, includeMetadata: true }, async (jobs) => {
        for (const job of jobs) {
          try {
            await run({ id: job.id, organizationId: job.data.organizationId, data: job.data.data });
          } catch (err) {
            // pg-boss records the failure and retries the job while attempts remain; the log says why.
            const context = { err, job: name, jobId: job.id, organizationId: job.data.organizationId, attempt: job.retryCount + 1 };
            if (job.retryCount >= job.retryLimit) log.error(context, 'Job failed for good');
            else log.warn(context, 'Job failed; it will be tried again');
            throw err;
          }
        }
      });
      workers.set(name, id);
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      // Waits for running jobs (bounded), then closes pg-boss's own connections.
      await boss.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS });
    },
  };
}
