import 'server-only';
// What is scheduled, and when (docs/decisions/083): a booking's two reminders and its no-show check,
// sent once the booking has committed, and the next delivery of an e-mail the mail server refused.
// Each job has a singleton key naming what it is for, so scheduling the same thing twice stores it
// once. The jobs themselves are in meetings.ts and mail.ts.
import { z } from 'zod';
import type { DbOrTx } from '@/server/db/client';
import { log } from '@/server/log';
import { enqueue, runningJobs, type JobTimings } from './runtime';

export const JOB_NAMES = {
  reminder: 'meetings.reminder',
  noShow: 'meetings.no-show',
  mailRetry: 'mail.retry',
} as const;

const MINUTE = 60_000;

/** The reminders, by how long before the meeting they go out. */
export const REMINDER_LEADS = { '24h': 24 * 60 * MINUTE, '10m': 10 * MINUTE } as const;
export type ReminderLead = keyof typeof REMINDER_LEADS;

/** Who never came is marked this long after the meeting's end: a call may start a little late. */
export const NO_SHOW_GRACE_MS = 15 * MINUTE;
/** A refused e-mail is delivered again after 1, 5 and 30 minutes; then it waits in the outbox for an admin. */
export const MAIL_RETRY_DELAYS_MS: readonly number[] = [1 * MINUTE, 5 * MINUTE, 30 * MINUTE];

export const DEFAULT_TIMINGS: JobTimings = { mailRetryDelaysMs: MAIL_RETRY_DELAYS_MS, noShowGraceMs: NO_SHOW_GRACE_MS };

export const reminderJobSchema = z.object({ bookingId: z.uuid(), lead: z.enum(['24h', '10m']) });
export const noShowJobSchema = z.object({ bookingId: z.uuid() });
export const mailRetryJobSchema = z.object({ emailId: z.uuid(), attempt: z.number().int().min(1) });

export type ReminderJob = z.infer<typeof reminderJobSchema>;
export type NoShowJob = z.infer<typeof noShowJobSchema>;
export type MailRetryJob = z.infer<typeof mailRetryJobSchema>;

const timings = () => runningJobs()?.timings ?? DEFAULT_TIMINGS;

/**
 * After a booking has committed: a reminder 24 hours and 10 minutes before it (each only while that
 * moment is still ahead) and the no-show check after its end. Never throws.
 */
export async function scheduleBookingJobs(
  { organizationId, bookingId, scheduledAt, durationMinutes }: { organizationId: string; bookingId: string; scheduledAt: Date; durationMinutes: number },
  now = new Date(),
): Promise<void> {
  try {
    const sends: Promise<string | null>[] = [];
    for (const lead of Object.keys(REMINDER_LEADS) as ReminderLead[]) {
      const at = new Date(scheduledAt.getTime() - REMINDER_LEADS[lead]);
      if (at.getTime() <= now.getTime()) continue;
      const data: ReminderJob = { bookingId, lead };
      sends.push(enqueue(JOB_NAMES.reminder, { organizationId, data, startAfter: at, singletonKey: `reminder:${bookingId}:${lead}` }));
    }
    const end = scheduledAt.getTime() + durationMinutes * MINUTE;
    const data: NoShowJob = { bookingId };
    sends.push(enqueue(JOB_NAMES.noShow, { organizationId, data, startAfter: new Date(end + timings().noShowGraceMs), singletonKey: `no-show:${bookingId}` }));
    await Promise.all(sends);
  } catch (err) {
    log.error({ err, organizationId, bookingId }, 'Booking jobs could not be scheduled');
  }
}

/**
 * After delivery attempt `attempt` of a stored e-mail failed: its next delivery, after the delay for
 * that attempt, or nothing once the retries are spent (the admins can still send it from the outbox).
 * `db` is where the failure was recorded, so a job sent from a transaction joins it. Never throws.
 */
export async function scheduleMailRetry(db: DbOrTx, { organizationId, emailId, attempt }: { organizationId: string; emailId: string; attempt: number }): Promise<void> {
  const delays = timings().mailRetryDelaysMs;
  const delay = delays[attempt - 1];
  if (delay === undefined) {
    log.warn({ organizationId, emailId, attempts: attempt }, 'E-mail delivery failed after every retry; it stays in the outbox');
    return;
  }
  const data: MailRetryJob = { emailId, attempt: attempt + 1 };
  await enqueue(JOB_NAMES.mailRetry, { organizationId, data, db, startAfter: new Date(Date.now() + delay), singletonKey: `mail:${emailId}:${attempt + 1}` });
}
