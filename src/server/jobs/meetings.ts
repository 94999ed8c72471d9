import 'server-only';
// The meetings' jobs (issue 23 item 6; docs/decisions/083). Each may run twice (a crash after its
// work, two instances), so each makes its effect once by a claim on the booking itself:
// - a reminder claims its `reminder_*_sent_at` column (only while still empty, the booking still
//   scheduled or confirmed, and its start still ahead) before it e-mails anyone;
// - the no-show check cancels through the status machine, under the booking's row lock, as the
//   system; a booking already cancelled is left alone, and who never came is recorded only once.
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { bookings } from '@/server/db/schema';
import { ApiError } from '@/server/http/api';
import { log } from '@/server/log';
import { absentees, attendance, type NoShow } from '@/server/meetings/attendance';
import { sendReminderMails } from '@/server/meetings/booking-mail';
import { findBooking } from '@/server/meetings/bookings';
import { changeBookingStatus, SYSTEM_VIEWER } from '@/server/meetings/status-change';
import type { BookingStatus } from '@/lib/enums';
import { REMINDER_LEADS, type ReminderLead } from './schedule';

type Which = { organizationId: string; bookingId: string };

/** A reminder goes only for a booking that will still happen: not waiting (the guest is there), not over. */
const REMINDED: BookingStatus[] = ['scheduled', 'confirmed'];
/** Statuses of a call that never started: the no-show check cancels these. */
const BEFORE_CALL: BookingStatus[] = ['scheduled', 'confirmed', 'waiting'];

const MINUTE = 60_000;

export type ReminderOutcome = 'sent' | 'skipped';

/** Sends one reminder of a booking, at most once whatever happens; 'skipped' when it is not (or no longer) due. */
export async function runReminder(db: Db, { organizationId, bookingId, lead }: Which & { lead: ReminderLead }): Promise<ReminderOutcome> {
  const column = lead === '24h' ? bookings.reminder24hSentAt : bookings.reminder10mSentAt;
  const [claimed] = await db
    .update(bookings)
    .set(lead === '24h' ? { reminder24hSentAt: sql`now()` } : { reminder10mSentAt: sql`now()` })
    .where(and(eq(bookings.organizationId, organizationId), eq(bookings.id, bookingId), isNull(column), inArray(bookings.status, REMINDED), gt(bookings.scheduledAt, sql`now()`)))
    .returning({ id: bookings.id });
  if (!claimed) {
    log.info({ organizationId, bookingId, lead }, 'Booking reminder skipped: already sent, or the booking is cancelled, under way or over');
    return 'skipped';
  }
  await sendReminderMails(db, { organizationId, bookingId, startsInMinutes: REMINDER_LEADS[lead] / MINUTE });
  return 'sent';
}

export type NoShowOutcome = { status: BookingStatus; noShow: NoShow | null } | null;

/**
 * After a meeting's end: a booking whose call never started is cancelled by the system, with who
 * never came ('guest' when the guest did not come, 'host' when only the guest did, 'both'); a call
 * that started has who never came recorded and its status left; a cancelled booking is left alone.
 * What the booking is afterwards; null when it is gone.
 */
export async function runNoShow(db: Db, { organizationId, bookingId }: Which): Promise<NoShowOutcome> {
  // Twice at most: a call that starts between the look and the lock is then handled as started.
  for (let pass = 0; pass < 2; pass += 1) {
    const found = await findBooking(db, { organizationId, id: bookingId });
    if (!found) return null;
    const { row } = found;
    if (row.status === 'cancelled') return { status: row.status, noShow: (row.noShow as NoShow | null) ?? null };
    if (BEFORE_CALL.includes(row.status)) {
      try {
        const view = await changeBookingStatus(db, {
          organizationId,
          id: bookingId,
          to: 'cancelled',
          viewer: SYSTEM_VIEWER,
          // Decided on the locked booking, so a knock just before the lock still counts.
          also: async (tx, locked) => ({ noShow: absentees(await attendance(tx, { organizationId, row: locked })) }),
        });
        log.info({ organizationId, bookingId, noShow: view.no_show }, 'Booking cancelled by the no-show check');
        return { status: view.status, noShow: view.no_show };
      } catch (error) {
        if (error instanceof ApiError && error.status === 409 && pass === 0) continue;
        throw error;
      }
    }
    // The call started (and may have ended): only who never came is noted, once.
    const noShow = absentees(await attendance(db, { organizationId, row }));
    if (noShow) {
      await db
        .update(bookings)
        .set({ noShow })
        .where(and(eq(bookings.organizationId, organizationId), eq(bookings.id, bookingId), isNull(bookings.noShow), inArray(bookings.status, ['in_progress', 'completed'])));
    }
    const after = await findBooking(db, { organizationId, id: bookingId });
    return after ? { status: after.row.status, noShow: (after.row.noShow as NoShow | null) ?? null } : null;
  }
  return null;
}
