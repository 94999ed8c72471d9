import 'server-only';
// Who came to a booking's call (issue 23 item 6; docs/decisions/083): each person's first join token
// is noted on the booking (launch-video), and the guest also counts as come once they knocked in the
// waiting room. The no-show job reads it after the meeting's end.
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { bookingEvents, bookings } from '@/server/db/schema';
import type { BookingRow } from './bookings';

export type NoShow = 'guest' | 'host' | 'both';

/** Notes that the guest or the host got a join token, the first time only. */
export async function markJoined(db: DbOrTx, { organizationId, bookingId, role }: { organizationId: string; bookingId: string; role: 'guest' | 'host' }): Promise<void> {
  const column = role === 'guest' ? bookings.guestJoinedAt : bookings.hostJoinedAt;
  await db
    .update(bookings)
    .set(role === 'guest' ? { guestJoinedAt: new Date() } : { hostJoinedAt: new Date() })
    .where(and(eq(bookings.organizationId, organizationId), eq(bookings.id, bookingId), isNull(column)));
}

/** Whether each person came: the guest by a join token or a knock in the waiting room, the host by a join token. */
export async function attendance(db: DbOrTx, { organizationId, row }: { organizationId: string; row: BookingRow }): Promise<{ guest: boolean; host: boolean }> {
  let guest = row.guestJoinedAt !== null || row.status === 'waiting';
  if (!guest) {
    const [knocked] = await db
      .select({ id: bookingEvents.id })
      .from(bookingEvents)
      .where(and(eq(bookingEvents.organizationId, organizationId), eq(bookingEvents.bookingId, row.id), eq(bookingEvents.toStatus, 'waiting')))
      .limit(1);
    guest = Boolean(knocked);
  }
  return { guest, host: row.hostJoinedAt !== null };
}

/** Who never came; null when both did. */
export function absentees({ guest, host }: { guest: boolean; host: boolean }): NoShow | null {
  if (guest && host) return null;
  if (guest) return 'host';
  if (host) return 'guest';
  return 'both';
}
