import 'server-only';
// Join tokens for a booking's call (public-site spec §4, §7 `POST /api/meetings/launch-video`, §9:
// refreshed after 50 minutes; issue 23 item 5; decision 079): a JWT signed with a key derived from the
// server's secret, naming the room, the person and their role in the call. Only the booking's guest,
// its host or an admin gets one, and only once the call has started; the host may start it with the
// same call (`update_status`). Signalling checks the token, so whoever holds it needs nothing else.
import { jwtVerify, SignJWT } from 'jose';
import type { Db } from '@/server/db/client';
import { derivedKey } from '@/server/auth/secret';
import { ApiError } from '@/server/http/api';
import { MEETING_MESSAGES, type LaunchVideoView } from '@/schemas/meetings';
import { actorsOf, bookingFor, findBooking, type Viewer } from './bookings';
import { routeCall } from './sfu';
import { changeBookingStatus } from './status-change';
import { markJoined } from './attendance';

/** A token lives an hour; the call asks for a new one after 50 minutes (spec §9: 3,000,000 ms). */
export const TOKEN_LIFETIME_SECONDS = 60 * 60;
const ISSUER = 'sitewright-meetings';

export type CallClaims = { room: string; bookingId: string; organizationId: string; userId: string; role: 'host' | 'guest' };

const key = () => new Uint8Array(derivedKey('meeting-join-tokens'));

export async function signCallToken(claims: CallClaims, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const issued = Math.floor(now.getTime() / 1000);
  const token = await new SignJWT({ room: claims.room, booking: claims.bookingId, org: claims.organizationId, role: claims.role })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setSubject(claims.userId)
    .setIssuedAt(issued)
    .setExpirationTime(issued + TOKEN_LIFETIME_SECONDS)
    .sign(key());
  return { token, expiresAt: new Date((issued + TOKEN_LIFETIME_SECONDS) * 1000) };
}

/** The claims of a token this server signed and that has not expired; null for anything else. */
export async function verifyCallToken(token: string, now = new Date()): Promise<CallClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(), { issuer: ISSUER, algorithms: ['HS256'], currentDate: now });
    const { room, booking, org, role, sub } = payload as Record<string, unknown>;
    if (typeof room !== 'string' || typeof booking !== 'string' || typeof org !== 'string' || typeof sub !== 'string' || (role !== 'host' && role !== 'guest')) return null;
    return { room, bookingId: booking, organizationId: org, userId: sub, role };
  } catch {
    return null;
  }
}

/**
 * POST /api/meetings/launch-video: a fresh token for a call in progress. The host (or an admin)
 * asking with `update_status` starts the call first; anyone else is told the host has not started.
 */
export async function launchVideo(db: Db, { organizationId, id, viewer, start }: { organizationId: string; id: string; viewer: Viewer; start: boolean }): Promise<LaunchVideoView> {
  let found = await bookingFor(db, { organizationId, id, viewer });
  const actors = actorsOf(found.row, viewer);
  const role = actors.includes('host') ? 'host' : 'guest';
  if (found.row.status !== 'in_progress') {
    if (found.row.status === 'completed') throw new ApiError(409, MEETING_MESSAGES.completed);
    if (found.row.status === 'cancelled') throw new ApiError(409, MEETING_MESSAGES.cancelled);
    if (!(start && role === 'host')) throw new ApiError(409, MEETING_MESSAGES.notStarted);
    await changeBookingStatus(db, { organizationId, id, to: 'in_progress', viewer });
    found = (await findBooking(db, { organizationId, id }))!;
  }
  const room = found.row.roomName ?? `meet-${found.row.id}`;
  // Past four the room moves to the SFU, or the fifth is refused when there is none (decision 084).
  const video = await routeCall(db, { organizationId, booking: found.row, room, userId: viewer.userId, role });
  const { token, expiresAt } = await signCallToken({ room, bookingId: found.row.id, organizationId, userId: viewer.userId, role });
  await markJoined(db, { organizationId, bookingId: found.row.id, role });
  return { success: true, token, room_name: room, error: null, role, expires_at: expiresAt.toISOString(), ...video };
}
