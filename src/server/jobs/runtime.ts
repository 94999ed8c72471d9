import 'server-only';
// The process's running job queue (started by start.ts), for the code that sends jobs: the booking
// service, the mail path. Kept on globalThis, as the database and the realtime bus are, so every
// bundle of one server process sends to the one queue. Sending while no queue runs (a script, a test
// that does not start the jobs) stores nothing and says so in the log.
import { log } from '@/server/log';
import type { JobData, JobQueue, SendOptions } from './queue';

/** Timings the jobs use, changed by tests so nothing waits for real minutes. */
export type JobTimings = {
  /** The e-mail retries' delays after the first, second, … failed delivery; their count is the number of retries. */
  mailRetryDelaysMs: readonly number[];
  /** How long after a meeting's end who never came is marked. */
  noShowGraceMs: number;
};

export type RunningJobs = { queue: JobQueue; timings: JobTimings };

type State = { running?: RunningJobs };
const state: State = ((globalThis as { __sitewrightJobs?: State }).__sitewrightJobs ??= {});

/** The queue this process runs, if it has been started. */
export function runningJobs(): RunningJobs | undefined {
  return state.running;
}

/** Set by start.ts when the queue has started and cleared when it stops. */
export function setRunningJobs(running: RunningJobs | undefined): void {
  state.running = running;
}

/**
 * Sends a job to the process's queue: its id, null when its singleton key is taken or no queue runs.
 * Never throws: a job that cannot be stored is logged, and what it was for carries on without it.
 */
export async function enqueue<T extends JobData>(name: string, options: SendOptions<T>): Promise<string | null> {
  const running = state.running;
  const context = { job: name, organizationId: options.organizationId, singletonKey: options.singletonKey };
  if (!running) {
    log.warn(context, 'Job not scheduled: this process runs no job queue');
    return null;
  }
  try {
    return await running.queue.send(name, options);
  } catch (err) {
    log.error({ err, ...context }, 'Job could not be scheduled');
    return null;
  }
}
