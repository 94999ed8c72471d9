import 'server-only';
// The names of the bus's topics (docs/decisions/081). A topic is always read within one
// organisation, so these names need only be unique inside it.

/** A booking's status changes, for its waiting room: `{ type: 'status', status, at }`. */
export function bookingTopic(bookingId: string): string {
  return `booking:${bookingId}`;
}

/** A call's signalling between its participants (WebRTC offers, answers, candidates). */
export function roomTopic(roomName: string): string {
  return `room:${roomName}`;
}
