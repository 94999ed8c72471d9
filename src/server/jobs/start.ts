import 'server-only';
// Starts this process's job queue and its workers, once (docs/decisions/083): instrumentation calls
// startJobs() after the database has opened, and the test servers start the same way. The queue
// stops before its database closes (the handle's beforeClose), so a closing database never leaves a
// poller or a pg-boss connection behind to fail.
import { getDatabase, type DatabaseHandle } from '@/server/db/client';
import { log } from '@/server/log';
import { runMailRetry } from './mail';
import { runNoShow, runReminder } from './meetings';
import { createJobQueue, type JobQueue, type QueueOptions } from './queue';
import { runningJobs, setRunningJobs, type JobTimings } from './runtime';
import { DEFAULT_TIMINGS, JOB_NAMES, mailRetryJobSchema, noShowJobSchema, reminderJobSchema } from './schedule';

export type StartOptions = QueueOptions & Partial<JobTimings>;

type State = { starting?: Promise<JobQueue>; handle?: DatabaseHandle };
// On globalThis: the bundles of one server process share one queue.
const state: State = ((globalThis as { __sitewrightJobsStart?: State }).__sitewrightJobsStart ??= {});

/** The handlers, each reading its job's data with its schema (a malformed job fails, and is logged). */
async function registerWorkers(queue: JobQueue, handle: DatabaseHandle): Promise<void> {
  const { db } = handle;
  await queue.work(JOB_NAMES.reminder, async (job) => {
    const { bookingId, lead } = reminderJobSchema.parse(job.data);
    await runReminder(db, { organizationId: job.organizationId, bookingId, lead });
  });
  await queue.work(JOB_NAMES.noShow, async (job) => {
    const { bookingId } = noShowJobSchema.parse(job.data);
    await runNoShow(db, { organizationId: job.organizationId, bookingId });
  });
  await queue.work(JOB_NAMES.mailRetry, async (job) => {
    const { emailId, attempt } = mailRetryJobSchema.parse(job.data);
    await runMailRetry(db, { organizationId: job.organizationId, emailId, attempt });
  });
}

/**
 * Starts the queue of the process's database and its workers; calling it again changes nothing
 * (the options of the first call stay until stopJobs). Rejects when the queue cannot start.
 */
export function startJobs(options: StartOptions = {}): Promise<JobQueue> {
  state.starting ??= (async () => {
    const handle = await getDatabase();
    const queue = await createJobQueue(handle, options);
    try {
      await registerWorkers(queue, handle);
    } catch (error) {
      await queue.stop().catch((err: unknown) => log.error({ err }, 'Job queue could not be stopped after a failed start'));
      throw error;
    }
    state.handle = handle;
    setRunningJobs({
      queue,
      timings: { mailRetryDelaysMs: options.mailRetryDelaysMs ?? DEFAULT_TIMINGS.mailRetryDelaysMs, noShowGraceMs: options.noShowGraceMs ?? DEFAULT_TIMINGS.noShowGraceMs },
    });
    // Stopped before its database closes (a test's dispose, a server's shutdown), unless a later
    // start has moved the jobs to another database meanwhile.
    handle.beforeClose(async () => {
      if (state.handle === handle) await stopJobs();
    });
    log.info({ engine: queue.kind }, 'Job queue started');
    return queue;
  })().catch((error: unknown) => {
    state.starting = undefined;
    log.error({ err: error }, 'Job queue could not start');
    throw error;
  });
  return state.starting;
}

/** Stops the process's queue (running jobs finish first, within a bound); nothing when none runs. */
export async function stopJobs(): Promise<void> {
  const starting = state.starting;
  if (!starting) return;
  state.starting = undefined;
  state.handle = undefined;
  const queue = await starting.catch(() => null);
  if (!queue) return;
  if (runningJobs()?.queue === queue) setRunningJobs(undefined);
  try {
    await queue.stop();
  } catch (err) {
    log.error({ err }, 'Job queue did not stop cleanly');
  }
}
