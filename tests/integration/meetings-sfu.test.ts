// Calls past four people (issue 23 item 5; docs/decisions/084), through the real launch-video and
// signal routes with real sessions: the first four who say hello share the mesh; the fifth moves the
// room to the SFU (once, even when two arrive together), the mesh is told with a `move` signal on the
// room's stream, and everyone who asks again is sent there, the host keeping the host's rights (in
// our token, in LiveKit's grants, and on our signalling). Without an SFU the fifth is refused with
// 409 until someone leaves or is removed; a moved room stays moved. No LiveKit server runs here: its
// tokens are read back with the server SDK's own verifier. LiveKit's browser client is reached
// only by the meeting room's lazy import, so no other page loads it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { TokenVerifier } from 'livekit-server-sdk';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as launchPost } from '@/app/api/meetings/launch-video/route';
import { GET as roomEvents } from '@/app/api/meetings/rooms/[room]/events/route';
import { POST as signalPost } from '@/app/api/meetings/rooms/[room]/signal/route';
import { saveProfile } from '@/server/account/profiles';
import { bookings, realtimeMessages } from '@/server/db/schema';
import type { RouteHandler } from '@/server/http/route';
import { meshParticipants } from '@/server/meetings/sfu';
import { verifyCallToken } from '@/server/meetings/video-token';
import { ensureAccount } from '@/server/people/accounts';
import { roomTopic } from '@/server/realtime/topics';
import { MEETING_MESSAGES, type LaunchVideoView } from '@/schemas/meetings';
import { REALTIME_MESSAGES } from '@/schemas/realtime';
import { signIn } from '../support/auth';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases';
import { answered, headersFor, refusedWith, type Who } from './caller';
import { freshPeople } from './people';

const SFU = { LIVEKIT_URL: 'wss://sfu.example.test', LIVEKIT_API_KEY: 'APIsitewrighttest', LIVEKIT_API_SECRET: 'a-test-secret-long-enough-for-hs256' };
const livekit = vi.hoisted(() => ({ configured: true }));
// The process's configuration, with or without the SFU as each test needs.
vi.mock('@/config', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/config')>();
  return { ...actual, config: () => ({ ...actual.config(), ...(livekit.configured ? SFU : { LIVEKIT_URL: undefined, LIVEKIT_API_KEY: undefined, LIVEKIT_API_SECRET: undefined }) }) };
});

const A = 'sfu-a.localhost';
const verifier = new TokenVerifier(SFU.LIVEKIT_API_KEY, SFU.LIVEKIT_API_SECRET);

type Member = { id: string; who: Who };

describe.each(DATABASE_KINDS)('calls past four people on %s', (kind) => {
  let database: TestDatabase;
  let orgA = '';
  let host: Member;
  let guest: Member;
  /** Admins of the organisation: each may join any of its calls (as a host, like the booking's). */
  const admins: Member[] = [];
  let booking = '';
  let room = '';
  const stops: AbortController[] = [];

  function call(handler: RouteHandler, method: string, url: string, as: Who, body?: unknown, params: Record<string, string> = {}, headers: Record<string, string> = {}) {
    const stop = new AbortController();
    stops.push(stop);
    const init = { method, headers: { ...headersFor(A, as, body !== undefined), ...headers }, body: body === undefined ? undefined : JSON.stringify(body), signal: stop.signal };
    return handler(new Request(`http://${A}${url}`, init), { params: Promise.resolve(params) });
  }
  const launch = (as: Member) => call(launchPost, 'POST', '/api/meetings/launch-video', as.who, { booking_id: booking });
  const launched = (as: Member) => answered<LaunchVideoView>(launch(as));
  const signal = (token: string, kind: string, to: string | null = null, data: unknown = null) =>
    call(signalPost, 'POST', `/api/meetings/rooms/${room}/signal`, {}, { token, kind, to, data }, { room });
  /** What a browser does on opening the call: ask for it, then say hello to the room. */
  async function joinMesh(as: Member): Promise<LaunchVideoView> {
    const view = await launched(as);
    expect(view).toMatchObject({ provider: 'mesh', room_name: room });
    expect(view.sfu_token).toBeUndefined();
    await answered(signal(view.token!, 'hello'), 202);
    return view;
  }
  const moves = async () =>
    database.db
      .select({ payload: realtimeMessages.payload })
      .from(realtimeMessages)
      .where(and(eq(realtimeMessages.organizationId, orgA), eq(realtimeMessages.topic, roomTopic(room)), sql`${realtimeMessages.payload}->>'kind' = 'move'`));
  const provider = async () => (await database.db.select({ videoProvider: bookings.videoProvider }).from(bookings).where(eq(bookings.id, booking)))[0]!.videoProvider;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const people = await freshPeople(database.db, { a: 'sfu-a', b: 'sfu-b' });
    orgA = people.orgA;
    host = { id: people.userIds.admin, who: people.who.admin };
    guest = { id: people.userIds.customer, who: people.who.customer };
    for (const n of [2, 3, 4, 5]) {
      const email = `admin${n}@a.example`;
      const { userId } = await ensureAccount(database.db, { email, password: 'Passw0rdOK', name: `admin ${n}` });
      await saveProfile(database.db, { organizationId: orgA, userId, username: `admin${n}`, email, role: 'admin' });
      admins.push({ id: userId, who: await signIn(A, email, 'Passw0rdOK') });
    }
  }, 300_000);
  afterAll(async () => {
    for (const stop of stops) stop.abort();
    await database?.dispose();
  });
  beforeEach(async () => {
    livekit.configured = true;
    room = `meet-${crypto.randomUUID()}`;
    const [row] = await database.db
      .insert(bookings)
      .values({ organizationId: orgA, title: 'Team review', status: 'in_progress', customerUserId: guest.id, customerName: 'customer', hostUserId: host.id, scheduledAt: new Date(), startedAt: new Date(), roomName: room })
      .returning({ id: bookings.id });
    booking = row!.id;
  });

  it('keeps four in the mesh, moves the room to the SFU for the fifth, and tells the mesh once', async () => {
    const hostView = await joinMesh(host);
    for (const admin of admins.slice(0, 3)) await joinMesh(admin);
    expect(await provider()).toBeNull();

    // The guest is the fifth: a LiveKit token for this room, as a guest, and still our own token.
    const fifth = await launched(guest);
    expect(fifth).toMatchObject({ success: true, provider: 'sfu', sfu_url: SFU.LIVEKIT_URL, room_name: room, role: 'guest' });
    const grants = await verifier.verify(fifth.sfu_token!);
    expect(grants).toMatchObject({ sub: guest.id, name: 'customer', attributes: { role: 'guest' }, video: { room, roomJoin: true, canPublish: true, canSubscribe: true } });
    expect(grants.video?.roomAdmin).toBeUndefined();
    expect(grants.exp! - grants.nbf!).toBe(3600);
    expect(await verifyCallToken(fifth.token!)).toMatchObject({ room, userId: guest.id, role: 'guest' });
    expect(await provider()).toBe('sfu');

    // The mesh hears `move` on the room's stream (here the host's, from its start).
    const stream = await call(roomEvents, 'GET', `/api/meetings/rooms/${room}/events?token=${encodeURIComponent(hostView.token!)}`, {}, undefined, { room }, { 'last-event-id': '0' });
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    let text = '';
    while (!text.includes('"kind":"move"')) text += new TextDecoder().decode((await reader.read()).value);
    expect(text).toContain(`"from":"${guest.id}"`);
    await reader.cancel();

    // The host asks again on hearing it: the SFU, with the room's administration, and our token
    // still a host's, whose signals (removing someone) go through as before.
    const moved = await launched(host);
    expect(moved).toMatchObject({ provider: 'sfu', role: 'host' });
    expect((await verifier.verify(moved.sfu_token!)).video).toMatchObject({ room, roomJoin: true, roomAdmin: true });
    expect((await verifier.verify(moved.sfu_token!)).attributes).toEqual({ role: 'host' });
    expect(await verifyCallToken(moved.token!)).toMatchObject({ room, userId: host.id, role: 'host' });
    await answered(signal(moved.token!, 'bye', guest.id, { removed: true }), 202);

    // Asked again and again, the room moved once.
    await launched(guest);
    await launched(admins[0]!);
    expect(await moves()).toHaveLength(1);
    // A browser cannot send `move` itself.
    await refusedWith(signal(moved.token!, 'move'), 400, REALTIME_MESSAGES.kindInvalid);
  });

  it('moves the room once when two newcomers arrive together', async () => {
    await joinMesh(host);
    for (const admin of admins.slice(0, 3)) await joinMesh(admin);
    const [one, two] = await Promise.all([launched(guest), launched(admins[3]!)]);
    expect([one.provider, two.provider]).toEqual(['sfu', 'sfu']);
    expect(await moves()).toHaveLength(1);
  });

  it('refuses the fifth with 409 when no SFU is configured, and lets them in once someone leaves or is removed', async () => {
    livekit.configured = false;
    const hostView = await joinMesh(host);
    const views = [];
    for (const admin of admins.slice(0, 3)) views.push(await joinMesh(admin));
    await refusedWith(launch(guest), 409, MEETING_MESSAGES.callFull);
    expect(await provider()).toBeNull();
    // Those already in the call renew their token as usual.
    expect((await launched(admins[2]!)).provider).toBe('mesh');

    // One leaves: the guest gets in; the next newcomer is refused again.
    await answered(signal(views[2]!.token!, 'bye'), 202);
    await joinMesh(guest);
    await refusedWith(launch(admins[3]!), 409, MEETING_MESSAGES.callFull);
    // A guest can neither remove anyone nor end the call for the others (their browsers heed only
    // the host, and so does the count): their "end for everyone" is only their own leaving.
    const guestView = await launched(guest);
    await answered(signal(guestView.token!, 'bye', admins[0]!.id, { removed: true }), 202);
    expect((await meshParticipants(database.db, { organizationId: orgA, room })).size).toBe(4);
    await answered(signal(guestView.token!, 'bye', null, { ended: true }), 202);
    expect(await meshParticipants(database.db, { organizationId: orgA, room })).toEqual(new Set([host.id, admins[0]!.id, admins[1]!.id]));
    // The host removing someone frees a place.
    await joinMesh(guest);
    await answered(signal(hostView.token!, 'bye', admins[0]!.id, { removed: true }), 202);
    expect(await meshParticipants(database.db, { organizationId: orgA, room })).toEqual(new Set([host.id, admins[1]!.id, guest.id]));
    await joinMesh(admins[3]!);
    // The host ending the call for everyone empties it.
    await answered(signal(hostView.token!, 'bye', null, { ended: true }), 202);
    expect((await meshParticipants(database.db, { organizationId: orgA, room })).size).toBe(0);
  });

  it('keeps a moved room on the SFU when the mesh empties, and falls back to the mesh if the SFU is removed', async () => {
    const views = [await joinMesh(host)];
    for (const admin of admins.slice(0, 3)) views.push(await joinMesh(admin));
    expect((await launched(guest)).provider).toBe('sfu');
    for (const view of views) await answered(signal(view.token!, 'bye'), 202);
    expect((await meshParticipants(database.db, { organizationId: orgA, room })).size).toBe(0);
    // Nobody is in the mesh any more, yet the room stays where it went, without a second move.
    expect(await launched(admins[3]!)).toMatchObject({ provider: 'sfu', role: 'host' });
    expect(await moves()).toHaveLength(1);
    // An operator who took the SFU away: the room is a mesh again, for up to four.
    livekit.configured = false;
    expect((await launched(host)).provider).toBe('mesh');
  });
});

describe('where LiveKit is loaded', () => {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : /\.(ts|tsx|mts|mjs|js)$/.test(entry.name) ? [path.join(dir, entry.name)] : []));
  const files = walk('src').map((file) => ({ file: file.split(path.sep).join('/'), text: readFileSync(file, 'utf8') }));
  const naming = (pattern: RegExp) => files.filter(({ text }) => pattern.test(text)).map(({ file }) => file);

  it('brings the browser client in only through the meeting room’s lazy import, and the server SDK only on the server', () => {
    expect(naming(/['"]livekit-client['"]/)).toEqual(['src/features/meetings/sfu-call.tsx']);
    expect(naming(/['"](?:\.\/|@\/features\/meetings\/)sfu-call['"]/)).toEqual(['src/features/meetings/meeting-room.tsx']);
    const room = files.find(({ file }) => file === 'src/features/meetings/meeting-room.tsx')!.text;
    expect(room).toMatch(/lazy\(\(\) => import\('\.\/sfu-call'\)\)/);
    expect(room).not.toMatch(/from '\.\/sfu-call'/);
    expect(naming(/['"]livekit-server-sdk['"]/).every((file) => file.startsWith('src/server/'))).toBe(true);
  });
});
