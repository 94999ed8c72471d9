// The realtime routes of meetings (issue 23 item 5; docs/decisions/081), on both databases: a
// booking's waiting room hears its status changes as server-sent events (made through the PUT route),
// and picks up after Last-Event-ID; only the booking's guest, host or an admin may listen. A call's
// participants signal each other through the room's routes with their join token: an offer reaches
// the guest and not the host who sent it, a signal for one person reaches only them, and a forged,
// expired or other room's token is refused.
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as bookingEvents } from '@/app/api/meetings/bookings/[id]/events/route';
import { PUT as bookingPut } from '@/app/api/meetings/bookings/[id]/route';
import { GET as roomEvents } from '@/app/api/meetings/rooms/[room]/events/route';
import { POST as signalPost } from '@/app/api/meetings/rooms/[room]/signal/route';
import { bookings } from '@/server/db/schema';
import { NO_PERMISSION_MESSAGE, NO_SESSION_MESSAGE } from '@/server/http/api';
import type { RouteHandler } from '@/server/http/route';
import { signCallToken, TOKEN_LIFETIME_SECONDS } from '@/server/meetings/video-token';
import { MEETING_MESSAGES } from '@/schemas/meetings';
import { REALTIME_MESSAGES, SIGNAL_MAX_BODY_BYTES, type BookingStatusMessage, type SignalMessage } from '@/schemas/realtime';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases';
import { answered, headersFor, refusedWith, type Who } from './caller';
import { freshPeople, type Person } from './people';

const A = 'live-a.localhost';
const B = 'live-b.localhost';

type Event = { id?: string; data?: unknown; retry?: number; comment?: string };

/** Reads a server-sent event stream one event (or comment) at a time. */
function eventsOf(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const parse = (block: string): Event => {
    const event: Event = {};
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) event.comment = line.slice(1).trim();
      else if (line.startsWith('id: ')) event.id = line.slice(4);
      else if (line.startsWith('data: ')) event.data = JSON.parse(line.slice(6));
      else if (line.startsWith('retry: ')) event.retry = Number(line.slice(7));
    }
    return event;
  };
  return {
    /** The next event, or null once the stream has ended. */
    async next(): Promise<Event | null> {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          return parse(block);
        }
        const { done, value } = await reader.read();
        if (done) return null;
        buffer += decoder.decode(value, { stream: true });
      }
    },
  };
}

describe.each(DATABASE_KINDS)('meetings over the realtime bus on %s', (kind) => {
  let database: TestDatabase;
  let orgA = '';
  const who = {} as Record<Person, Who>;
  const ids = {} as Record<Person, string>;
  let booking = '';
  const room = `meet-${crypto.randomUUID()}`;
  const stops: AbortController[] = [];

  function call(handler: RouteHandler, method: string, url: string, as: Who, options: { body?: unknown; params?: Record<string, string>; host?: string; headers?: Record<string, string> } = {}) {
    const host = options.host ?? A;
    const stop = new AbortController();
    stops.push(stop);
    const headers = { ...headersFor(host, as, options.body !== undefined), ...options.headers };
    const body = options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    return handler(new Request(`http://${host}${url}`, { method, headers, body, signal: stop.signal }), { params: Promise.resolve(options.params ?? {}) });
  }
  const listen = (as: Who, headers: Record<string, string> = {}, host = A) => call(bookingEvents, 'GET', `/api/meetings/bookings/${booking}/events`, as, { params: { id: booking }, host, headers });
  const move = (as: Who, status: string) => answered(call(bookingPut, 'PUT', `/api/meetings/bookings/${booking}`, as, { body: { status }, params: { id: booking } }));
  const roomStream = (token: string, host = A, name = room) => call(roomEvents, 'GET', `/api/meetings/rooms/${name}/events?token=${encodeURIComponent(token)}`, {}, { params: { room: name }, host });
  const signal = (body: unknown, host = A, name = room) => call(signalPost, 'POST', `/api/meetings/rooms/${name}/signal`, {}, { body, params: { room: name }, host });
  const tokenFor = async (person: Person, role: 'host' | 'guest', claims: { room?: string; organizationId?: string } = {}, now?: Date) =>
    (await signCallToken({ room, bookingId: booking, organizationId: orgA, userId: ids[person], role, ...claims }, now)).token;

  /** An open stream that must answer 200 as text/event-stream, read past its retry line. */
  async function opened(pending: Promise<Response>) {
    const response = await pending;
    if (response.status !== 200) expect.fail(`${response.status}: ${await response.text()}`);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = eventsOf(response);
    expect(await events.next()).toEqual({ retry: 3000 });
    return events;
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const people = await freshPeople(database.db, { a: 'live-a', b: 'live-b' });
    orgA = people.orgA;
    Object.assign(who, people.who);
    Object.assign(ids, people.userIds);
    const [row] = await database.db
      .insert(bookings)
      .values({ organizationId: orgA, title: 'Consultation', customerUserId: ids.customer, customerName: 'customer', hostUserId: ids.admin, scheduledAt: new Date(Date.now() + 86_400_000), roomName: room })
      .returning({ id: bookings.id });
    booking = row!.id;
  }, 300_000);
  afterAll(async () => {
    for (const stop of stops) stop.abort();
    vi.useRealTimers();
    await database?.dispose();
  });

  it('streams the booking’s status changes to its guest and host, and replays after Last-Event-ID', async () => {
    const guest = await opened(listen(who.customer));
    const host = await opened(listen(who.admin));
    await move(who.admin, 'confirmed');
    const confirmed = await guest.next();
    expect(confirmed).toMatchObject({ id: expect.stringMatching(/^\d+$/), data: { type: 'status', status: 'confirmed' } });
    expect(Date.parse((confirmed!.data as BookingStatusMessage).at)).not.toBeNaN();
    expect(await host.next()).toEqual(confirmed);
    await move(who.customer, 'waiting');
    const waiting = await guest.next();
    expect(waiting).toMatchObject({ data: { type: 'status', status: 'waiting' } });
    expect(BigInt(waiting!.id!)).toBeGreaterThan(BigInt(confirmed!.id!));

    // A browser that lost the stream after "confirmed" reconnects and is given "waiting" at once.
    const again = await opened(listen(who.customer, { 'last-event-id': confirmed!.id! }));
    expect(await again.next()).toEqual(waiting);
    // And one that never saw anything gets both, in order.
    const fromStart = await opened(listen(who.admin, { 'last-event-id': '0' }));
    expect(await fromStart.next()).toEqual(confirmed);
    expect(await fromStart.next()).toEqual(waiting);
    await refusedWith(listen(who.customer, { 'last-event-id': 'yesterday' }), 400, REALTIME_MESSAGES.lastEventIdInvalid);
  });

  it('says it is still there every 15 seconds, and ends when the browser goes', async () => {
    const stop = new AbortController();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let response: Response;
    try {
      response = await bookingEvents(new Request(`http://${A}/api/meetings/bookings/${booking}/events`, { headers: headersFor(A, who.customer), signal: stop.signal }), { params: Promise.resolve({ id: booking }) });
      vi.advanceTimersByTime(15_000);
    } finally {
      vi.useRealTimers();
    }
    const events = eventsOf(response);
    expect(await events.next()).toEqual({ retry: 3000 });
    expect(await events.next()).toEqual({ comment: 'keep-alive' });
    stop.abort();
    expect(await events.next()).toBeNull();
  });

  it('refuses a third member, another organisation and nobody', async () => {
    await refusedWith(listen(who.editor), 403, MEETING_MESSAGES.notYours);
    await refusedWith(listen(who.adminB), 403, NO_PERMISSION_MESSAGE);
    await refusedWith(listen(who.adminB, {}, B), 404, MEETING_MESSAGES.bookingNotFound);
    await refusedWith(listen({}), 401, NO_SESSION_MESSAGE);
    await refusedWith(call(bookingEvents, 'GET', '/api/meetings/bookings/not-a-booking/events', who.admin, { params: { id: 'not-a-booking' } }), 404, MEETING_MESSAGES.bookingNotFound);
  });

  it('passes an offer from the host to the guest, not back to the host, and a signal for one person only to them', async () => {
    const hostToken = await tokenFor('admin', 'host');
    const guestToken = await tokenFor('customer', 'guest');
    const host = await opened(roomStream(hostToken));
    const guest = await opened(roomStream(guestToken));

    const offer = { type: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' };
    const sent = await answered<{ id: string }>(signal({ token: hostToken, kind: 'offer', data: offer }), 202);
    const heard = await guest.next();
    expect(heard).toEqual({ id: sent.id, data: { kind: 'offer', from: ids.admin, role: 'host', to: null, data: offer } satisfies SignalMessage });

    // The host's next event is the guest's answer: its own offer never came back.
    await answered(signal({ token: guestToken, to: ids.admin, kind: 'answer', data: { type: 'answer', sdp: 'v=0' } }), 202);
    expect(await host.next()).toMatchObject({ data: { kind: 'answer', from: ids.customer, role: 'guest', to: ids.admin } });

    // A candidate for someone else passes the guest by; the one for the guest arrives.
    await answered(signal({ token: hostToken, to: ids.editor, kind: 'candidate', data: { candidate: 'for someone else' } }), 202);
    await answered(signal({ token: hostToken, to: ids.customer, kind: 'candidate', data: { candidate: 'for the guest' } }), 202);
    expect(await guest.next()).toMatchObject({ data: { kind: 'candidate', to: ids.customer, data: { candidate: 'for the guest' } } });

    // A guest who reconnects after the offer is given what followed, still only what is theirs.
    const back = await opened(call(roomEvents, 'GET', `/api/meetings/rooms/${room}/events?token=${guestToken}`, {}, { params: { room }, headers: { 'last-event-id': sent.id } }));
    expect(await back.next()).toMatchObject({ data: { kind: 'candidate', data: { candidate: 'for the guest' } } });
  });

  it('refuses a forged, expired, other room’s or other organisation’s token, and bad signals', async () => {
    const hostToken = await tokenFor('admin', 'host');
    const forged = await new SignJWT({ room, booking, org: orgA, role: 'host' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('sitewright-meetings')
      .setSubject(ids.admin)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not the server’s secret, not even close to it'));
    const expired = await tokenFor('admin', 'host', {}, new Date(Date.now() - (TOKEN_LIFETIME_SECONDS + 60) * 1000));
    const otherRoom = await tokenFor('admin', 'host', { room: `meet-${crypto.randomUUID()}` });
    for (const token of [forged, expired, otherRoom, 'not.a.token']) {
      await refusedWith(roomStream(token), 403, REALTIME_MESSAGES.tokenInvalid);
      await refusedWith(signal({ token, kind: 'hello' }), 403, REALTIME_MESSAGES.tokenInvalid);
    }
    // A's token on B's site: the room is not B's.
    await refusedWith(roomStream(hostToken, B), 403, REALTIME_MESSAGES.tokenInvalid);
    await refusedWith(signal({ token: hostToken, kind: 'hello' }, B), 403, REALTIME_MESSAGES.tokenInvalid);
    // Right token, another room's address.
    await refusedWith(roomStream(hostToken, A, 'meet-elsewhere'), 403, REALTIME_MESSAGES.tokenInvalid);

    await refusedWith(call(roomEvents, 'GET', `/api/meetings/rooms/${room}/events`, {}, { params: { room } }), 400, REALTIME_MESSAGES.tokenRequired);
    const bad = await refusedWith(signal({ token: hostToken, kind: 'shout' }), 400, REALTIME_MESSAGES.kindInvalid);
    expect(bad.details).toBeDefined();
    await refusedWith(signal({ kind: 'hello' }), 400, REALTIME_MESSAGES.tokenRequired);
    await refusedWith(signal({ token: hostToken, kind: 'hello', extra: true }), 400);
    await refusedWith(signal({ token: hostToken, kind: 'offer', data: 'x'.repeat(SIGNAL_MAX_BODY_BYTES) }), 413);
  });
});
