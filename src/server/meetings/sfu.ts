import 'server-only';
// Calls past four participants (issue 23 item 5; docs/decisions/084). A call starts as the app's own
// WebRTC mesh (decision 082), where each browser sends its camera to every other one; the person who
// would be the fifth moves the room to an existing SFU instead, a LiveKit server named by URL and
// keys, and the room stays there for the rest of the meeting. Who is in the mesh is read from the
// room's own signalling on the realtime bus: everyone who said hello and has not said bye since.
// The SFU's tokens are made with LiveKit's server SDK; our own join token still carries the room's
// signalling and the host's rights.
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { AccessToken } from 'livekit-server-sdk';
import { config } from '@/config';
import type { Db, DbOrTx } from '@/server/db/client';
import { bookings, profiles, realtimeMessages, user } from '@/server/db/schema';
import { ApiError } from '@/server/http/api';
import { publish } from '@/server/realtime/bus';
import { roomTopic } from '@/server/realtime/topics';
import { MEETING_MESSAGES } from '@/schemas/meetings';
import type { SignalMessage } from '@/schemas/realtime';

/** The mesh's size: past it every browser would upload its camera too many times over. */
export const MESH_LIMIT = 4;
/** As long as our own join token (video-token.ts); the page asks for both again after 50 minutes. */
export const SFU_TOKEN_LIFETIME_SECONDS = 60 * 60;
/**
 * How far back the room's hellos count. The bus keeps an hour of messages, and a browser in the
 * mesh says hello again with each token renewal (every 50 minutes), so a participant is never older.
 */
const PRESENCE_WINDOW_SECONDS = 60 * 60;

export type SfuSettings = { url: string; apiKey: string; apiSecret: string };
type Role = 'host' | 'guest';
export type CallRoute = { provider: 'mesh' } | { provider: 'sfu'; sfu_url: string; sfu_token: string };

/** The LiveKit server from the configuration; null unless its URL, key and secret are all set. */
export function sfuSettings(): SfuSettings | null {
  const { LIVEKIT_URL: url, LIVEKIT_API_KEY: apiKey, LIVEKIT_API_SECRET: apiSecret } = config();
  return url && apiKey && apiSecret ? { url, apiKey, apiSecret } : null;
}

export function sfuConfigured(): boolean {
  return sfuSettings() !== null;
}

/**
 * A LiveKit token for one person in one room, an hour long: they may join that room only, publish
 * their camera and microphone and receive the others'. The host may also administer the room.
 * Their role rides as an attribute, which they cannot change themselves (no metadata grant).
 */
export async function sfuToken({ room, identity, name, role }: { room: string; identity: string; name: string; role: Role }, settings: SfuSettings | null = sfuSettings()): Promise<string> {
  if (!settings) throw new Error('No SFU is configured: set LIVEKIT_URL, LIVEKIT_API_KEY and LIVEKIT_API_SECRET');
  const token = new AccessToken(settings.apiKey, settings.apiSecret, { identity, name, ttl: SFU_TOKEN_LIFETIME_SECONDS, attributes: { role } });
  // Nothing of ours travels on LiveKit's data channel: the room's signals stay on our own bus.
  token.addGrant({ room, roomJoin: true, canPublish: true, canSubscribe: true, canPublishData: false, ...(role === 'host' ? { roomAdmin: true } : {}) });
  return token.toJwt();
}

/**
 * The user ids in the room's mesh now: each who said hello (to everyone, or in answer to a
 * newcomer) in the last hour and has not left since, by their own bye, the host's removal, or the
 * host ending the call for everyone (browsers heed only a host's, so does this count). A page that
 * went without a word (a crash, a lost network) stays counted until its hello is an hour old.
 */
export async function meshParticipants(db: DbOrTx, { organizationId, room }: { organizationId: string; room: string }): Promise<Set<string>> {
  const rows = await db
    .select({ payload: realtimeMessages.payload })
    .from(realtimeMessages)
    .where(
      and(
        eq(realtimeMessages.organizationId, organizationId),
        eq(realtimeMessages.topic, roomTopic(room)),
        gt(realtimeMessages.createdAt, sql`now() - make_interval(secs => ${PRESENCE_WINDOW_SECONDS})`),
        sql`${realtimeMessages.payload}->>'kind' in ('hello', 'bye')`,
      ),
    )
    .orderBy(asc(realtimeMessages.id));
  const present = new Set<string>();
  for (const { payload } of rows) {
    const signal = payload as Partial<SignalMessage> | null;
    if (!signal || typeof signal.from !== 'string') continue;
    const data = (signal.data && typeof signal.data === 'object' && !Array.isArray(signal.data) ? signal.data : {}) as Record<string, unknown>;
    const byHost = signal.role === 'host';
    if (signal.kind === 'hello') present.add(signal.from);
    else if (byHost && data.ended) present.clear();
    else if (byHost && data.removed && typeof signal.to === 'string') present.delete(signal.to);
    else if (!signal.to) present.delete(signal.from);
  }
  return present;
}

/** The name the others see on the SFU: the person's name in this organisation, or their account's. */
async function participantName(db: DbOrTx, { organizationId, userId }: { organizationId: string; userId: string }): Promise<string> {
  const [row] = await db
    .select({ fullName: profiles.fullName, accountName: user.name })
    .from(user)
    .leftJoin(profiles, and(eq(profiles.userId, user.id), eq(profiles.organizationId, organizationId)))
    .where(eq(user.id, userId))
    .limit(1);
  return row?.fullName || row?.accountName || '';
}

/**
 * Marks the booking's room as moved (once: of two requests racing, one changes the row) and, in the
 * same transaction, tells the mesh: each participant asks launch-video again and is sent to the SFU.
 */
async function moveRoom(db: Db, { organizationId, bookingId, room, userId, role }: { organizationId: string; bookingId: string; room: string; userId: string; role: Role }): Promise<void> {
  await db.transaction(async (tx) => {
    const moved = await tx
      .update(bookings)
      .set({ videoProvider: 'sfu' })
      .where(and(eq(bookings.organizationId, organizationId), eq(bookings.id, bookingId), isNull(bookings.videoProvider)))
      .returning({ id: bookings.id });
    if (moved.length === 0) return;
    const signal: SignalMessage = { kind: 'move', from: userId, role, to: null, data: { provider: 'sfu' } };
    await publish(tx, { organizationId, topic: roomTopic(room), payload: signal });
  });
}

/**
 * Where this person's call runs. A room already moved stays on the SFU. Otherwise the mesh takes
 * them while it has fewer than four others, or when they are one of them already (a token renewed,
 * a page reloaded); the fifth moves the room to the SFU, or is refused (409) when there is none.
 * A room moved while an SFU was configured and asked for after it was removed is a mesh again.
 */
export async function routeCall(
  db: Db,
  { organizationId, booking, room, userId, role }: { organizationId: string; booking: { id: string; videoProvider: string | null }; room: string; userId: string; role: Role },
): Promise<CallRoute> {
  const settings = sfuSettings();
  if (booking.videoProvider !== 'sfu' || !settings) {
    const present = await meshParticipants(db, { organizationId, room });
    if (present.has(userId) || present.size < MESH_LIMIT) return { provider: 'mesh' };
    if (!settings) throw new ApiError(409, MEETING_MESSAGES.callFull);
    await moveRoom(db, { organizationId, bookingId: booking.id, room, userId, role });
  }
  const name = await participantName(db, { organizationId, userId });
  return { provider: 'sfu', sfu_url: settings.url, sfu_token: await sfuToken({ room, identity: userId, name, role }, settings) };
}
