// What travels on the realtime bus to browsers (docs/decisions/081): a booking's status changes for
// its waiting room, and the signalling of a call between its participants, with the request shapes
// of the routes that stream and send them. The messages are the English texts the API answers with.
import { z } from 'zod';
import type { BookingStatus } from '@/lib/enums';

/** A call's signals are SDP offers and answers and ICE candidates: a few KiB, well under this. */
export const SIGNAL_MAX_BODY_BYTES = 64 * 1024;
/** How often a stream says it is still there, so proxies keep it open (a comment line). */
export const HEARTBEAT_MS = 15_000;
/** How long a browser waits before it reconnects a dropped stream (the stream's `retry:`). */
export const RECONNECT_MS = 3000;

export const SIGNAL_KINDS = ['offer', 'answer', 'candidate', 'hello', 'bye', 'restart'] as const;
export type SignalKind = (typeof SIGNAL_KINDS)[number];
/**
 * Signals only the server sends, never accepted from a browser: `move` tells the mesh that the room
 * has moved to the SFU (docs/decisions/084), so each participant asks launch-video again and switches.
 */
export const SERVER_SIGNAL_KINDS = ['move'] as const;
export type ServerSignalKind = (typeof SERVER_SIGNAL_KINDS)[number];

export const REALTIME_MESSAGES = {
  tokenRequired: 'Send the call’s join token (token)',
  tokenInvalid: 'This join token is not valid for this call. Ask for a new one.',
  kindInvalid: `A signal is one of: ${SIGNAL_KINDS.join(', ')}`,
  recipientInvalid: 'Say whom the signal is for by their user id, or send it to everyone (to: null)',
  lastEventIdInvalid: 'Last-Event-ID must be the id of a message this stream sent',
} as const;

/** The SDP, the candidate, or nothing: passed on as sent. */
const signalData = z.json();
export type SignalData = z.infer<typeof signalData>;

const token = z.string(REALTIME_MESSAGES.tokenRequired).min(1, REALTIME_MESSAGES.tokenRequired).max(4096, REALTIME_MESSAGES.tokenInvalid);

/** POST /api/meetings/rooms/{room}/signal: one signal to everyone else in the room, or to one of them. */
export const signalSchema = z.strictObject({
  token,
  to: z.string(REALTIME_MESSAGES.recipientInvalid).min(1, REALTIME_MESSAGES.recipientInvalid).max(200, REALTIME_MESSAGES.recipientInvalid).nullable().optional(),
  kind: z.enum(SIGNAL_KINDS, REALTIME_MESSAGES.kindInvalid),
  data: signalData.optional(),
});
export type SignalInput = z.infer<typeof signalSchema>;

/** GET /api/meetings/rooms/{room}/events?token=: an EventSource cannot send headers, so the token rides in the address. */
export const roomEventsQuerySchema = z.object({ token });

/** A signal as the room's stream delivers it: who sent it (their user id and role) and for whom. */
export type SignalMessage = {
  kind: SignalKind | ServerSignalKind;
  from: string;
  role: 'host' | 'guest';
  /** One participant's user id, or null for everyone in the room but the sender. */
  to: string | null;
  data: SignalData | null;
};

/** A booking's stream: its status changed (the waiting room reacts as to its 3 s poll). */
export type BookingStatusMessage = { type: 'status'; status: BookingStatus; at: string };
