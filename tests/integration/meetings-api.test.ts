// The meetings API (public-site spec §3 "Booking", §4, §7; issue 23 items 1, 2, 4; decision 079):
// meeting types and their free slots in the organisation's time zone, a booking by a signed-in
// visitor that holds the host's time (two requests racing for one slot: one wins), the status
// machine with each role (guest, host, admin, a third member, another organisation, nobody), the
// waiting room's leave, and join tokens only for a call that has started.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GET as typesGet } from '@/app/api/meetings/meeting-types/route';
import { GET as slotsGet } from '@/app/api/meetings/meeting-types/[id]/slots/route';
import { GET as bookingsGet, POST as bookingsPost } from '@/app/api/meetings/bookings/route';
import { GET as bookingGet, PUT as bookingPut } from '@/app/api/meetings/bookings/[id]/route';
import { POST as leavePost } from '@/app/api/meetings/waiting-room/leave/route';
import { POST as launchPost } from '@/app/api/meetings/launch-video/route';
import { bookingBlocks, bookingEvents, bookings, meetingTypes, organizationSettings } from '@/server/db/schema';
import { verifyCallToken } from '@/server/meetings/video-token';
import type { RouteHandler } from '@/server/http/route';
import { addDays, wallTimeToUtc, zonedParts } from '@/lib/meetings/slots';
import { MEETING_MESSAGES, type BookingView, type LaunchVideoView, type SlotsView } from '@/schemas/meetings';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases';
import { answered, headersFor, refusedWith, type Who } from './caller';
import { freshPeople, type Person } from './people';

const A = 'meet-a.localhost';
const B = 'meet-b.localhost';
const ZONE = 'Europe/Dublin';
const HOURS = { mon: [{ start: '09:00', end: '12:00' }], tue: [{ start: '09:00', end: '12:00' }], wed: [{ start: '09:00', end: '12:00' }], thu: [{ start: '09:00', end: '12:00' }], fri: [{ start: '09:00', end: '12:00' }] };

function call(handler: RouteHandler, method: string, url: string, who: Who, body?: unknown, params: Record<string, string> = {}, host = A) {
  const init = { method, headers: headersFor(host, who, body !== undefined), body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body) };
  return handler(new Request(`http://${host}${url}`, init), { params: Promise.resolve(params) });
}

/** The Monday at least a week ahead, as a date in the organisation's zone. */
function nextMonday(): string {
  let day = addDays(zonedParts(new Date(), ZONE).date, 7);
  while (zonedParts(wallTimeToUtc(day, '12:00', ZONE), ZONE).weekday !== 'mon') day = addDays(day, 1);
  return day;
}

describe.each(DATABASE_KINDS)('the meetings API on %s', (kind) => {
  let database: TestDatabase;
  let orgA = '';
  const who = {} as Record<Person, Who>;
  const ids = {} as Record<Person, string>;
  let hourLong = '';
  let halfHour = '';
  const monday = nextMonday();
  const at = (time: string, day = monday) => wallTimeToUtc(day, time, ZONE).toISOString();

  const ok = answered;
  const refused = refusedWith;
  const book = (as: Who, body: unknown) => call(bookingsPost, 'POST', '/api/meetings/bookings', as, body);
  const move = (as: Who, id: string, status: string) => call(bookingPut, 'PUT', `/api/meetings/bookings/${id}`, as, { status }, { id });
  const read = (as: Who, id: string, host = A) => call(bookingGet, 'GET', `/api/meetings/bookings/${id}`, as, undefined, { id }, host);
  const slots = (type: string, from: string, to: string) => call(slotsGet, 'GET', `/api/meetings/meeting-types/${type}/slots?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`, {}, undefined, { id: type });
  const scheduled = (as: Who, time: string, type = hourLong) => ok<BookingView>(book(as, { meeting_type_id: type, scheduled_at: at(time) }), 201);

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const people = await freshPeople(database.db, { a: 'meet-a', b: 'meet-b' });
    orgA = people.orgA;
    Object.assign(who, people.who);
    Object.assign(ids, people.userIds);
    await database.db.update(organizationSettings).set({ timeZone: ZONE }).where(eq(organizationSettings.organizationId, orgA));
    const types = await database.db
      .insert(meetingTypes)
      .values([
        { organizationId: orgA, name: 'Consultation', durationMinutes: 60, hostUserId: people.userIds.admin, availability: HOURS, order: 0 },
        { organizationId: orgA, name: 'Quick call', durationMinutes: 30, hostUserId: people.userIds.admin, availability: HOURS, order: 1 },
        { organizationId: orgA, name: 'Retired', durationMinutes: 30, availability: HOURS, isActive: false, order: 2 },
      ])
      .returning();
    [hourLong, halfHour] = [types[0]!.id, types[1]!.id];
  }, 300_000);
  afterAll(() => database?.dispose());
  beforeEach(async () => {
    await database.db.delete(bookings).where(eq(bookings.organizationId, orgA));
  });

  it('lists the bookable meeting types to anyone, and their free slots in the organisation’s zone', async () => {
    const { meeting_types } = await ok<{ meeting_types: { id: string; name: string; bookable: boolean; host_name: string | null }[] }>(call(typesGet, 'GET', '/api/meetings/meeting-types', {}));
    expect(meeting_types.map((type) => type.name)).toEqual(['Consultation', 'Quick call']);
    expect(meeting_types[0]).toMatchObject({ bookable: true, host_name: 'admin' });
    // A whole week: weekday mornings only, each start read at 09:00, 10:00 or 11:00 in Dublin.
    const week = await ok<SlotsView>(slots(hourLong, at('00:00'), at('00:00', addDays(monday, 7))));
    expect(week.time_zone).toBe(ZONE);
    expect(week.slots.length).toBeGreaterThan(0);
    const local = week.slots.map((slot) => zonedParts(new Date(slot), ZONE));
    expect(new Set(local.map((part) => part.weekday))).toEqual(new Set(['mon', 'tue', 'wed', 'thu', 'fri']));
    expect(new Set(local.map((part) => part.time))).toEqual(new Set(['09:00', '09:30', '10:00', '10:30', '11:00']));
    await refused(slots(hourLong, at('00:00'), at('00:00', addDays(monday, 90))), 400, MEETING_MESSAGES.windowInvalid);
    await refused(slots('not-a-uuid', at('00:00'), at('12:00')), 404, MEETING_MESSAGES.meetingTypeNotFound);
    await refused(slots(crypto.randomUUID(), at('00:00'), at('12:00')), 404, MEETING_MESSAGES.meetingTypeNotFound);
  });

  it('books a free slot for a signed-in member, holds the host’s time, and refuses the rest', async () => {
    const booking = await scheduled(who.customer, '10:00');
    expect(booking).toMatchObject({ status: 'scheduled', title: 'Consultation', customer_name: 'customer', host_user_id: ids.admin, time_zone: ZONE, you: { guest: true, host: false } });
    expect(booking.scheduled_at).toBe(at('10:00'));
    expect(booking.you.moves.sort()).toEqual(['cancelled', 'waiting']);
    // The slot and those overlapping it are gone, for both meeting types of the same host.
    const day = await ok<SlotsView>(slots(halfHour, at('00:00'), at('23:59')));
    expect(day.slots).not.toContain(at('10:00'));
    expect(day.slots).not.toContain(at('10:30'));
    expect(day.slots).toContain(at('09:30'));
    expect(day.slots).toContain(at('11:00'));
    await refused(book(who.editor, { meeting_type_id: halfHour, scheduled_at: at('10:30') }), 409, MEETING_MESSAGES.slotTaken);
    // Times the meeting type never offers, and bad input, each with its message.
    await refused(book(who.editor, { meeting_type_id: hourLong, scheduled_at: at('13:00') }), 400, MEETING_MESSAGES.slotUnavailable);
    await refused(book(who.editor, { meeting_type_id: hourLong, scheduled_at: at('09:10') }), 400, MEETING_MESSAGES.slotUnavailable);
    await refused(book(who.editor, { meeting_type_id: hourLong, scheduled_at: new Date(Date.now() - 86_400_000).toISOString() }), 400, MEETING_MESSAGES.slotUnavailable);
    await refused(book(who.editor, { scheduled_at: at('09:00') }), 400, MEETING_MESSAGES.meetingTypeRequired);
    await refused(book(who.editor, { meeting_type_id: hourLong, scheduled_at: 'next tuesday' }), 400, MEETING_MESSAGES.startInvalid);
    await refused(book(who.editor, { meeting_type_id: hourLong, scheduled_at: at('09:00'), time_zone: 'Mars/Olympus' }), 400, MEETING_MESSAGES.timeZoneInvalid);
    await refused(book(who.editor, { meeting_type_id: hourLong, scheduled_at: at('09:00'), notes: 'a\u0000b' }), 400);
    await refused(book(who.editor, { meeting_type_id: hourLong, scheduled_at: at('09:00'), status: 'in_progress' }), 400);
    const retired = (await database.db.select().from(meetingTypes).where(and(eq(meetingTypes.organizationId, orgA), eq(meetingTypes.name, 'Retired'))))[0]!;
    await refused(book(who.editor, { meeting_type_id: retired.id, scheduled_at: at('09:00') }), 404, MEETING_MESSAGES.meetingTypeNotFound);
    // Nobody, and another organisation's admin, cannot book here.
    await refused(book({}, { meeting_type_id: hourLong, scheduled_at: at('09:00') }), 401);
    await refused(book(who.adminB, { meeting_type_id: hourLong, scheduled_at: at('09:00') }), 403);
    expect(await database.db.select().from(bookings).where(eq(bookings.organizationId, orgA))).toHaveLength(1);
  });

  it('stores one of two bookings racing for the same time, and one of two overlapping ones', async () => {
    const same = await Promise.all([book(who.customer, { meeting_type_id: hourLong, scheduled_at: at('09:00') }), book(who.editor, { meeting_type_id: hourLong, scheduled_at: at('09:00') })]);
    expect(same.map((response) => response.status).sort()).toEqual([201, 409]);
    const overlapping = await Promise.all([
      book(who.customer, { meeting_type_id: hourLong, scheduled_at: at('10:00', addDays(monday, 1)) }),
      book(who.editor, { meeting_type_id: halfHour, scheduled_at: at('10:30', addDays(monday, 1)) }),
    ]);
    expect(overlapping.map((response) => response.status).sort()).toEqual([201, 409]);
    const loser = overlapping.find((response) => response.status === 409)!;
    expect(((await loser.json()) as { error: string }).error).toBe(MEETING_MESSAGES.slotTaken);
    expect(await database.db.select().from(bookings).where(eq(bookings.organizationId, orgA))).toHaveLength(2);
  });

  it('shows a booking to its guest, its host and admins only', async () => {
    const booking = await scheduled(who.customer, '09:00');
    expect((await ok<BookingView>(read(who.customer, booking.id))).status).toBe('scheduled');
    expect((await ok<BookingView>(read(who.admin, booking.id))).you).toMatchObject({ host: true, guest: false });
    await refused(read(who.editor, booking.id), 403, MEETING_MESSAGES.notYours);
    await refused(read({}, booking.id), 401);
    await refused(read(who.adminB, booking.id), 403);
    await refused(read(who.adminB, booking.id, B), 404, MEETING_MESSAGES.bookingNotFound);
    await refused(read(who.customer, 'nope'), 404, MEETING_MESSAGES.bookingNotFound);
    // Lists: the guest's own, the host's, and all for an admin; a non-admin cannot ask for all.
    const list = (as: Who, query = '') => ok<{ bookings: BookingView[] }>(call(bookingsGet, 'GET', `/api/meetings/bookings${query}`, as));
    expect((await list(who.customer)).bookings.map((entry) => entry.id)).toEqual([booking.id]);
    expect((await list(who.editor)).bookings).toEqual([]);
    expect((await list(who.admin, '?scope=hosting')).bookings.map((entry) => entry.id)).toEqual([booking.id]);
    expect((await list(who.admin, '?scope=all&status=scheduled')).bookings).toHaveLength(1);
    await refused(call(bookingsGet, 'GET', '/api/meetings/bookings?scope=all', who.customer), 403, MEETING_MESSAGES.notHost);
    await refused(call(bookingsGet, 'GET', '/api/meetings/bookings?status=lost', who.customer), 400);
  });

  it('moves a booking only as the status machine lets each person, and records every move', async () => {
    const booking = await scheduled(who.customer, '11:00');
    // The guest cannot confirm their own booking; a third member cannot touch it.
    await refused(move(who.customer, booking.id, 'confirmed'), 403, MEETING_MESSAGES.notHost);
    await refused(move(who.editor, booking.id, 'confirmed'), 403, MEETING_MESSAGES.notYours);
    await refused(move(who.adminB, booking.id, 'confirmed'), 403);
    expect((await ok<BookingView>(move(who.admin, booking.id, 'confirmed'))).status).toBe('confirmed');
    // Asking again changes nothing.
    expect((await ok<BookingView>(move(who.admin, booking.id, 'confirmed'))).status).toBe('confirmed');
    const waiting = await ok<BookingView>(move(who.customer, booking.id, 'waiting'));
    expect(waiting.status).toBe('waiting');
    expect(waiting.waiting_since).not.toBeNull();
    // Leaving the waiting room returns it to confirmed.
    const left = await ok<BookingView>(call(leavePost, 'POST', '/api/meetings/waiting-room/leave', who.customer, { booking_id: booking.id }));
    expect(left).toMatchObject({ status: 'confirmed', waiting_since: null });
    await refused(call(leavePost, 'POST', '/api/meetings/waiting-room/leave', who.admin, { booking_id: booking.id }), 403, MEETING_MESSAGES.notGuest);
    await refused(call(leavePost, 'POST', '/api/meetings/waiting-room/leave', who.customer, { booking_id: 'x' }), 400, MEETING_MESSAGES.bookingInvalid);
    await ok(move(who.customer, booking.id, 'waiting'));
    expect((await ok<BookingView>(move(who.admin, booking.id, 'in_progress'))).status).toBe('in_progress');
    // No way back from the call; leaving it completes it, and nothing moves after that.
    await refused(move(who.customer, booking.id, 'confirmed'), 409, 'A booking cannot move from in_progress to confirmed');
    expect((await ok<BookingView>(move(who.customer, booking.id, 'completed'))).status).toBe('completed');
    await refused(move(who.admin, booking.id, 'in_progress'), 409, MEETING_MESSAGES.completed);
    await refused(call(leavePost, 'POST', '/api/meetings/waiting-room/leave', who.customer, { booking_id: booking.id }), 409, MEETING_MESSAGES.completed);
    await refused(move(who.admin, booking.id, 'finished'), 400, MEETING_MESSAGES.statusInvalid);
    await refused(call(bookingPut, 'PUT', `/api/meetings/bookings/${booking.id}`, who.admin, '{"status":', { id: booking.id }), 400);
    const events = await database.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, booking.id)).orderBy(bookingEvents.createdAt);
    expect(events.map((event) => [event.fromStatus, event.toStatus, event.actor])).toEqual([
      [null, 'scheduled', 'guest'],
      ['scheduled', 'confirmed', 'host'],
      ['confirmed', 'waiting', 'guest'],
      ['waiting', 'confirmed', 'guest'],
      ['confirmed', 'waiting', 'guest'],
      ['waiting', 'in_progress', 'host'],
      ['in_progress', 'completed', 'guest'],
    ]);
  });

  it('applies one of two identical moves racing, and a cancellation frees the time', async () => {
    const booking = await scheduled(who.customer, '09:00');
    const raced = await Promise.all([move(who.admin, booking.id, 'in_progress'), move(who.admin, booking.id, 'in_progress')]);
    expect(raced.map((response) => response.status)).toEqual([200, 200]);
    expect(await database.db.select().from(bookingEvents).where(and(eq(bookingEvents.bookingId, booking.id), eq(bookingEvents.toStatus, 'in_progress')))).toHaveLength(1);
    const other = await scheduled(who.customer, '11:00');
    expect((await ok<BookingView>(move(who.customer, other.id, 'cancelled'))).status).toBe('cancelled');
    expect(await database.db.select().from(bookingBlocks).where(eq(bookingBlocks.bookingId, other.id))).toEqual([]);
    // The freed time can be booked again, by someone else.
    await scheduled(who.editor, '11:00');
  });

  it('tells a waiting guest that the host is in another call, and only while it lasts', async () => {
    const first = await scheduled(who.editor, '09:00');
    const second = await scheduled(who.customer, '11:00', halfHour);
    await ok(move(who.customer, second.id, 'waiting'));
    expect((await ok<BookingView>(read(who.customer, second.id))).host_busy).toBe(false);
    await ok(move(who.admin, first.id, 'in_progress'));
    expect((await ok<BookingView>(read(who.customer, second.id))).host_busy).toBe(true);
    // The call in progress is not "another call" for itself.
    expect((await ok<BookingView>(read(who.editor, first.id))).host_busy).toBe(false);
    await ok(move(who.admin, first.id, 'completed'));
    expect((await ok<BookingView>(read(who.customer, second.id))).host_busy).toBe(false);
  });

  it('gives a join token only once the host has started the call, to its guest, host or an admin', async () => {
    const booking = await scheduled(who.customer, '10:00');
    const launch = (as: Who, body: unknown) => call(launchPost, 'POST', '/api/meetings/launch-video', as, body);
    await refused(launch(who.customer, { booking_id: booking.id, update_status: true }), 409, MEETING_MESSAGES.notStarted);
    await refused(launch(who.editor, { booking_id: booking.id }), 403, MEETING_MESSAGES.notYours);
    await refused(launch(who.adminB, { booking_id: booking.id }), 403);
    await refused(launch({}, { booking_id: booking.id }), 401);
    // The host starts it with the same call, by bearer token as the spec's clients do.
    const host = await ok<LaunchVideoView>(launch({ bearer: who.admin.bearer, origin: null }, { booking_id: booking.id, update_status: true }));
    expect(host).toMatchObject({ success: true, error: null, role: 'host' });
    expect((await ok<BookingView>(read(who.customer, booking.id))).status).toBe('in_progress');
    const guest = await ok<LaunchVideoView>(launch(who.customer, { booking_id: booking.id, update_status: false }));
    expect(guest.room_name).toBe(host.room_name);
    const claims = await verifyCallToken(guest.token!);
    expect(claims).toEqual({ room: host.room_name, bookingId: booking.id, organizationId: orgA, userId: ids.customer, role: 'guest' });
    expect(await verifyCallToken(`${guest.token!.slice(0, -2)}xx`)).toBeNull();
    // An hour later the token is worth nothing.
    expect(await verifyCallToken(guest.token!, new Date(Date.now() + 61 * 60_000))).toBeNull();
    await refused(launch(who.customer, { booking_id: booking.id, update_status: 'yes' }), 400);
    await ok(move(who.admin, booking.id, 'completed'));
    await refused(launch(who.admin, { booking_id: booking.id, update_status: true }), 409, MEETING_MESSAGES.completed);
  });
});
