// The booking's status machine (public-site spec §3 "Booking status", §4; issue 23 item 2;
// docs/decisions/079): which status may follow which, and who may make each move. The server checks
// every change against it (src/server/meetings/status-change.ts); the waiting room and the admin's
// list read it to offer only moves that will be accepted. Pure: the browser bundles it.
//
// A booking starts `scheduled`. The host (or an admin) confirms it. Its guest enters the waiting
// room (`waiting`) and leaves it again by returning to `confirmed` (spec §3). The host starts the
// call (`in_progress`), which lets a waiting guest in, and the guest of a confirmed booking too,
// without knocking again. Leaving the call completes it. A booking is cancelled by its guest before
// the call, by its host (declining a waiting guest is a cancellation, spec §4 "cancelled
// (rejected)"), or by the system when nobody came. Completed and cancelled are final.
import type { BookingStatus } from '@/lib/enums';

/** Who moves a booking: its customer, its host (or an admin of its organisation), or the server's own jobs. */
export type BookingActor = 'guest' | 'host' | 'system';

const MOVES: Record<BookingStatus, Partial<Record<BookingStatus, readonly BookingActor[]>>> = {
  scheduled: { confirmed: ['host'], waiting: ['guest'], in_progress: ['host'], cancelled: ['guest', 'host', 'system'] },
  confirmed: { waiting: ['guest'], in_progress: ['host'], cancelled: ['guest', 'host', 'system'] },
  // A guest who closes the waiting room (or whose page the server stopped hearing) goes back to confirmed.
  waiting: { confirmed: ['guest', 'system'], in_progress: ['host'], cancelled: ['guest', 'host', 'system'] },
  // Whoever leaves the call ends it; the system ends a call everybody left without saying so.
  in_progress: { completed: ['guest', 'host', 'system'] },
  completed: {},
  cancelled: {},
};

/** Statuses nothing follows. */
export const FINAL_STATUSES: readonly BookingStatus[] = ['completed', 'cancelled'];

/** The answer to a requested move: allowed, already there (nothing to do), not a move that exists, or not this actor's to make. */
export type MoveCheck = 'allowed' | 'unchanged' | 'illegal' | 'forbidden';

/** Whether `actor` may move a booking from `from` to `to`. */
export function checkMove(from: BookingStatus, to: BookingStatus, actor: BookingActor): MoveCheck {
  if (from === to) return 'unchanged';
  const allowed = MOVES[from][to];
  if (!allowed) return 'illegal';
  return allowed.includes(actor) ? 'allowed' : 'forbidden';
}

/** Every status `actor` may move a booking in `from` to: what a page may offer. */
export function movesFor(from: BookingStatus, actor: BookingActor): BookingStatus[] {
  return (Object.entries(MOVES[from]) as [BookingStatus, readonly BookingActor[]][]).filter(([, actors]) => actors.includes(actor)).map(([to]) => to);
}

/** Statuses that close the guest's waiting room (spec §3): the call did not start, or is over. */
export const CLOSES_WAITING_ROOM: readonly BookingStatus[] = ['cancelled', 'confirmed', 'scheduled', 'completed'];

/** Statuses whose time is still held for the host: a cancelled booking frees its slot. */
export const HOLDS_SLOT: readonly BookingStatus[] = ['scheduled', 'confirmed', 'waiting', 'in_progress', 'completed'];
