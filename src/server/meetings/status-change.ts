import 'server-only';
// A booking's status changes (public-site spec §3 "Booking status", §7; issue 23 item 2; decision
// 079): checked against the status machine (src/lib/meetings/status.ts) for what the caller is to
// the booking, applied under the booking's row lock (two requests for the same move apply it once,
// the second finds it done), recorded with who and when, a cancelled booking's time freed, and the
// new status told to the booking's waiting room over the realtime bus once the move commits. The
// server's jobs move bookings the same way, as the system (the no-show check, decision 083).
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '@/server/db/client';
import { bookingEvents, bookings } from '@/server/db/schema';
import { ApiError } from '@/server/http/api';
import { publish } from '@/server/realtime/bus';
import { bookingTopic } from '@/server/realtime/topics';
import type { BookingStatus } from '@/lib/enums';
import { checkMove, type BookingActor } from '@/lib/meetings/status';
import { MEETING_MESSAGES, type BookingView } from '@/schemas/meetings';
import type { BookingStatusMessage } from '@/schemas/realtime';
import { releaseTime } from './blocks';
import { actorsOf, bookingFor, bookingView, findBooking, type BookingRow, type Viewer } from './bookings';

type Move = { organizationId: string; id: string; to: BookingStatus };
/** Columns a move may write beside its status: who never came, recorded with the system's cancellation. */
type AlsoSet = Partial<Pick<BookingRow, 'noShow'>>;

/**
 * The server's own jobs as the mover (decision 079's third actor, `system`): no person, so the
 * booking needs no guest or host to match, and only the system's moves are open to it.
 */
export const SYSTEM_VIEWER = { system: true } as const;
export type SystemViewer = typeof SYSTEM_VIEWER;
const isSystem = (viewer: Viewer | SystemViewer): viewer is SystemViewer => 'system' in viewer;

/** Why a move is refused, in words the waiting room acts on (spec §8: an error naming completed or cancelled closes it). */
function refusal(from: BookingStatus, to: BookingStatus): ApiError {
  if (from === 'completed') return new ApiError(409, MEETING_MESSAGES.completed, { status: [MEETING_MESSAGES.completed], current: from });
  if (from === 'cancelled') return new ApiError(409, MEETING_MESSAGES.cancelled, { status: [MEETING_MESSAGES.cancelled], current: from });
  const message = MEETING_MESSAGES.illegalMove.replace('{from}', from).replace('{to}', to);
  return new ApiError(409, message, { status: [message], current: from });
}

/** The columns a move sets beside the status: when the guest began waiting, when the call began and ended. */
function stamps(to: BookingStatus, now: Date): Partial<BookingRow> {
  if (to === 'waiting') return { waitingSince: now };
  if (to === 'in_progress') return { waitingSince: null, startedAt: now };
  if (to === 'completed') return { waitingSince: null, endedAt: now };
  return { waitingSince: null };
}

/** Applies one checked move inside a transaction that holds the booking's row. */
export async function applyMove(
  tx: Tx,
  { organizationId, row, to, actor, actorUserId, now = new Date(), also }: { organizationId: string; row: BookingRow; to: BookingStatus; actor: BookingActor; actorUserId: string | null; now?: Date; also?: AlsoSet },
) {
  await tx
    .update(bookings)
    .set({ ...also, status: to, ...stamps(to, now), updatedAt: now })
    .where(and(eq(bookings.organizationId, organizationId), eq(bookings.id, row.id)));
  await tx.insert(bookingEvents).values({ organizationId, bookingId: row.id, fromStatus: row.status, toStatus: to, actorUserId, actor });
  if (to === 'cancelled') await releaseTime(tx, { organizationId, bookingId: row.id });
  // Last, and in the move's transaction: heard only if the move commits.
  const message: BookingStatusMessage = { type: 'status', status: to, at: now.toISOString() };
  await publish(tx, { organizationId, topic: bookingTopic(row.id), payload: message });
}

/**
 * PUT /api/meetings/bookings/{id}: moves the booking for the caller. 404 when it is not the
 * organisation's, 403 when it is not the caller's or the move is not theirs to make, 409 when the
 * move does not exist from where the booking is. Asking for the status it has changes nothing.
 * The jobs move as SYSTEM_VIEWER; `also` decides, on the locked booking, columns written with the move.
 */
export async function changeBookingStatus(
  db: Db,
  { organizationId, id, to, viewer, also }: Move & { viewer: Viewer | SystemViewer; also?: (tx: Tx, row: BookingRow) => Promise<AlsoSet> },
): Promise<BookingView> {
  await db.transaction(async (tx) => {
    const { row } = isSystem(viewer) ? await systemBooking(tx, { organizationId, id }) : await bookingFor(tx, { organizationId, id, viewer, lock: true });
    const actors: BookingActor[] = isSystem(viewer) ? ['system'] : actorsOf(row, viewer);
    const checks = actors.map((actor) => ({ actor, check: checkMove(row.status, to, actor) }));
    if (checks.some(({ check }) => check === 'unchanged')) return;
    const allowed = checks.find(({ check }) => check === 'allowed');
    if (allowed) {
      const extra = also ? await also(tx, row) : undefined;
      return applyMove(tx, { organizationId, row, to, actor: allowed.actor, actorUserId: isSystem(viewer) ? null : viewer.userId, also: extra });
    }
    if (checks.some(({ check }) => check === 'forbidden')) {
      throw new ApiError(403, to === 'waiting' ? MEETING_MESSAGES.notGuest : MEETING_MESSAGES.notHost, { status: [to === 'waiting' ? MEETING_MESSAGES.notGuest : MEETING_MESSAGES.notHost] });
    }
    throw refusal(row.status, to);
  });
  const found = await findBooking(db, { organizationId, id });
  return bookingView(found!, isSystem(viewer) ? null : viewer);
}

/** The booking a job moves, locked until commit: 404 when the organisation has none with this id. */
async function systemBooking(tx: Tx, { organizationId, id }: { organizationId: string; id: string }) {
  const found = await findBooking(tx, { organizationId, id, lock: true });
  if (!found) throw new ApiError(404, MEETING_MESSAGES.bookingNotFound);
  return found;
}

/**
 * POST /api/meetings/waiting-room/leave: a waiting guest goes back to confirmed (spec §3). Leaving a
 * room the guest was not waiting in changes nothing; a completed or cancelled booking says so, which
 * closes the waiting room (spec §8).
 */
export async function leaveWaitingRoom(db: Db, { organizationId, id, viewer }: { organizationId: string; id: string; viewer: Viewer }): Promise<BookingView> {
  await db.transaction(async (tx) => {
    const { row } = await bookingFor(tx, { organizationId, id, viewer, lock: true });
    if (!actorsOf(row, viewer).includes('guest')) throw new ApiError(403, MEETING_MESSAGES.notGuest);
    if (row.status === 'completed' || row.status === 'cancelled') throw refusal(row.status, 'confirmed');
    if (row.status === 'waiting') await applyMove(tx, { organizationId, row, to: 'confirmed', actor: 'guest', actorUserId: viewer.userId });
  });
  return bookingView((await findBooking(db, { organizationId, id }))!, viewer);
}
