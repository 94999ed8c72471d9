import 'server-only';
// Bookings (public-site spec §3 "Booking", §7; issue 23 items 1, 2; docs/decisions/079): a signed-in
// visitor books a free slot of a meeting type, and the booking is read by the three people it
// concerns: its guest, its host and the organisation's admins. A booking is checked against the
// slots the meeting type offers (its hours in the organisation's time zone, the host's other
// bookings) and holds the host's time in the same transaction, so two overlapping bookings are
// never both stored, however close together they arrive.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, lt, ne, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '@/server/db/client';
import { bookingBlocks, bookingEvents, bookings, meetingTypes, organizationSettings, profiles, user } from '@/server/db/schema';
import { ApiError } from '@/server/http/api';
import { scheduleBookingJobs } from '@/server/jobs/schedule';
import { publish } from '@/server/realtime/bus';
import { bookingTopic } from '@/server/realtime/topics';
import type { BookingStatus, Role } from '@/lib/enums';
import { BLOCK_MINUTES, isFreeSlot, type Interval } from '@/lib/meetings/slots';
import { movesFor, type BookingActor } from '@/lib/meetings/status';
import { MEETING_MESSAGES, type BookingView, type CreateBookingInput } from '@/schemas/meetings';
import type { BookingStatusMessage } from '@/schemas/realtime';
import { holdTime, holderOf } from './blocks';
import { sendBookingMails } from './booking-mail';

type Scope = { organizationId: string };
export type Viewer = { userId: string; role: Role };
export type BookingRow = typeof bookings.$inferSelect;
type Found = { row: BookingRow; durationMinutes: number; meetingTypeName: string | null; hostName: string | null; timeZone: string };

const MINUTE = 60_000;
/** Booked at least this long ahead, so the host can see it coming. */
export const MIN_NOTICE_MINUTES = 60;

/** The organisation's time zone (UTC until one is set). */
export async function organizationTimeZone(db: DbOrTx, { organizationId }: Scope): Promise<string> {
  const [row] = await db.select({ timeZone: organizationSettings.timeZone }).from(organizationSettings).where(eq(organizationSettings.organizationId, organizationId));
  return row?.timeZone ?? 'UTC';
}

/** What the caller is to a booking: its guest, its host (an admin counts as one), or nothing. */
export function actorsOf(row: Pick<BookingRow, 'customerUserId' | 'hostUserId'>, viewer: Viewer): BookingActor[] {
  const actors: BookingActor[] = [];
  if (row.hostUserId === viewer.userId || viewer.role === 'admin') actors.push('host');
  if (row.customerUserId === viewer.userId) actors.push('guest');
  return actors;
}

export function bookingView(found: Found, viewer: Viewer | null): BookingView {
  const { row } = found;
  const actors = viewer ? actorsOf(row, viewer) : [];
  const moves = [...new Set(actors.flatMap((actor) => movesFor(row.status, actor)))];
  return {
    id: row.id,
    status: row.status,
    title: row.title,
    meeting_type: { id: row.meetingTypeId, name: found.meetingTypeName ?? row.title, duration_minutes: found.durationMinutes },
    customer_name: row.customerName,
    scheduled_at: row.scheduledAt.toISOString(),
    ends_at: new Date(row.scheduledAt.getTime() + found.durationMinutes * MINUTE).toISOString(),
    waiting_since: row.waitingSince?.toISOString() ?? null,
    host_user_id: row.hostUserId,
    host_name: found.hostName,
    time_zone: found.timeZone,
    no_show: (row.noShow as BookingView['no_show']) ?? null,
    host_busy: false,
    you: { guest: actors.includes('guest'), host: actors.includes('host'), moves },
  };
}

const hostProfile = alias(profiles, 'host_profile');
const hostUser = alias(user, 'host_user');

/** Bookings of the organisation with their meeting type and host's name; `lock` holds the rows until commit. */
async function findBookings(db: DbOrTx, { organizationId, where, lock, limit }: Scope & { where?: SQL; lock?: boolean; limit?: number }): Promise<Found[]> {
  const query = db
    .select({
      row: bookings,
      duration: meetingTypes.durationMinutes,
      typeName: meetingTypes.name,
      hostFullName: hostProfile.fullName,
      hostAccountName: hostUser.name,
      timeZone: organizationSettings.timeZone,
    })
    .from(bookings)
    .leftJoin(meetingTypes, and(eq(meetingTypes.id, bookings.meetingTypeId), eq(meetingTypes.organizationId, bookings.organizationId)))
    .leftJoin(hostProfile, and(eq(hostProfile.organizationId, bookings.organizationId), eq(hostProfile.userId, bookings.hostUserId)))
    .leftJoin(hostUser, eq(hostUser.id, bookings.hostUserId))
    .leftJoin(organizationSettings, eq(organizationSettings.organizationId, bookings.organizationId))
    .where(and(eq(bookings.organizationId, organizationId), where))
    .orderBy(asc(bookings.scheduledAt), asc(bookings.id))
    .limit(limit ?? 500);
  const rows = lock ? await query.for('update', { of: bookings }) : await query;
  return rows.map((r) => ({
    row: r.row,
    durationMinutes: r.duration ?? 30,
    meetingTypeName: r.typeName,
    hostName: r.hostFullName || r.hostAccountName || null,
    timeZone: r.timeZone ?? 'UTC',
  }));
}

/** One booking of the organisation; null when it has none with this id. */
export async function findBooking(db: DbOrTx, { organizationId, id, lock }: Scope & { id: string; lock?: boolean }): Promise<Found | null> {
  const [found] = await findBookings(db, { organizationId, where: eq(bookings.id, id), lock, limit: 1 });
  return found ?? null;
}

/** A booking the caller may see (its guest, its host, an admin): 404 when it is not the organisation's, 403 when it is not theirs. */
export async function bookingFor(db: DbOrTx, { organizationId, id, viewer, lock }: Scope & { id: string; viewer: Viewer; lock?: boolean }): Promise<Found> {
  const found = await findBooking(db, { organizationId, id, lock });
  if (!found) throw new ApiError(404, MEETING_MESSAGES.bookingNotFound);
  if (actorsOf(found.row, viewer).length === 0) throw new ApiError(403, MEETING_MESSAGES.notYours);
  return found;
}

/** GET /api/meetings/bookings/{id} */
export async function readBooking(db: DbOrTx, args: Scope & { id: string; viewer: Viewer }): Promise<BookingView> {
  const found = await bookingFor(db, args);
  return { ...bookingView(found, args.viewer), host_busy: await hostInAnotherCall(db, { organizationId: args.organizationId, row: found.row }) };
}

/**
 * Whether the booking's host is in another call of the organisation right now: a waiting guest is
 * told so (issue 23 item 3), rather than wondering why nobody comes. Only while this booking waits
 * for its call to start.
 */
async function hostInAnotherCall(db: DbOrTx, { organizationId, row }: Scope & { row: BookingRow }): Promise<boolean> {
  if (!row.hostUserId || !['scheduled', 'confirmed', 'waiting'].includes(row.status)) return false;
  const [other] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.organizationId, organizationId), eq(bookings.hostUserId, row.hostUserId), eq(bookings.status, 'in_progress'), ne(bookings.id, row.id)))
    .limit(1);
  return Boolean(other);
}

/**
 * GET /api/meetings/bookings: `mine` (booked as guest, the default), `hosting` (hosted by the
 * caller) or `all` (admins: the organisation's), soonest first.
 */
export async function listBookings(db: DbOrTx, { organizationId, viewer, scope = 'mine', status }: Scope & { viewer: Viewer; scope?: 'mine' | 'hosting' | 'all'; status?: BookingStatus }) {
  if (scope === 'all' && viewer.role !== 'admin') throw new ApiError(403, MEETING_MESSAGES.notHost);
  const whose = scope === 'mine' ? eq(bookings.customerUserId, viewer.userId) : scope === 'hosting' ? eq(bookings.hostUserId, viewer.userId) : undefined;
  const found = await findBookings(db, { organizationId, where: and(whose, status ? eq(bookings.status, status) : undefined) });
  return { bookings: found.map((entry) => bookingView(entry, viewer)) };
}

/** The host's held time around a moment: what a slot must not overlap. */
export async function busyTimes(db: DbOrTx, { organizationId, holder, from, to }: Scope & { holder: string; from: Date; to: Date }): Promise<Interval[]> {
  const rows = await db
    .select({ start: bookingBlocks.blockStart })
    .from(bookingBlocks)
    .where(and(eq(bookingBlocks.organizationId, organizationId), eq(bookingBlocks.holder, holder), gt(bookingBlocks.blockStart, new Date(from.getTime() - BLOCK_MINUTES * MINUTE)), lt(bookingBlocks.blockStart, to)));
  return rows.map(({ start }) => ({ start, end: new Date(start.getTime() + BLOCK_MINUTES * MINUTE) }));
}

/** An active meeting type of the organisation, with its host; 404 otherwise. */
export async function bookableType(db: DbOrTx, { organizationId, id }: Scope & { id: string }) {
  const [type] = await db
    .select()
    .from(meetingTypes)
    .where(and(eq(meetingTypes.organizationId, organizationId), eq(meetingTypes.id, id), eq(meetingTypes.isActive, true)));
  if (!type) throw new ApiError(404, MEETING_MESSAGES.meetingTypeNotFound, { meeting_type_id: [MEETING_MESSAGES.meetingTypeNotFound] });
  return type;
}

/** The guest's name as the organisation knows them: their profile's full name, else their account's. */
async function guestOf(db: DbOrTx, { organizationId, userId }: Scope & { userId: string }) {
  const [row] = await db
    .select({ fullName: profiles.fullName, name: user.name, email: user.email })
    .from(user)
    .leftJoin(profiles, and(eq(profiles.userId, user.id), eq(profiles.organizationId, organizationId)))
    .where(eq(user.id, userId));
  return { name: row?.fullName || row?.name || '', email: row?.email ?? null };
}

type Create = Scope & { viewer: Viewer; input: CreateBookingInput; locale: string; now?: Date };

/**
 * POST /api/meetings/bookings: the slot must be one the meeting type offers now; the booking is
 * `scheduled`, its creation recorded (and published on its realtime topic), and the host's time
 * held, all in one transaction. Then its
 * guest and host are e-mailed with the invitation (booking-mail.ts), which never fails the booking.
 */
export async function createBooking(db: Db, { organizationId, viewer, input, locale, now = new Date() }: Create): Promise<BookingView> {
  const type = await bookableType(db, { organizationId, id: input.meeting_type_id });
  const start = new Date(input.scheduled_at);
  const timeZone = await organizationTimeZone(db, { organizationId });
  const holder = holderOf(type.hostUserId, type.id);
  const end = new Date(start.getTime() + type.durationMinutes * MINUTE);
  const busy = await busyTimes(db, { organizationId, holder, from: start, to: end });
  const free = isFreeSlot({ availability: type.availability, durationMinutes: type.durationMinutes, timeZone, busy, now, minNoticeMinutes: MIN_NOTICE_MINUTES, start });
  // A time taken meanwhile is said as taken; one the type never offers as not free.
  if (!free) {
    const offered = busy.length > 0 && isFreeSlot({ availability: type.availability, durationMinutes: type.durationMinutes, timeZone, busy: [], now, minNoticeMinutes: MIN_NOTICE_MINUTES, start });
    const message = offered ? MEETING_MESSAGES.slotTaken : MEETING_MESSAGES.slotUnavailable;
    throw new ApiError(offered ? 409 : 400, message, { scheduled_at: [message] });
  }
  const guest = await guestOf(db, { organizationId, userId: viewer.userId });
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(bookings)
      .values({
        organizationId,
        meetingTypeId: type.id,
        title: type.name,
        status: 'scheduled',
        customerUserId: viewer.userId,
        customerName: guest.name,
        customerEmail: guest.email,
        hostUserId: type.hostUserId,
        scheduledAt: start,
        roomName: `meet-${randomBytes(12).toString('base64url')}`,
        notes: input.notes || null,
        customerLocale: locale,
        customerTimeZone: input.time_zone ?? timeZone,
      })
      .returning({ id: bookings.id });
    await holdTime(tx, { organizationId, holder, bookingId: row!.id, start, durationMinutes: type.durationMinutes });
    await tx.insert(bookingEvents).values({ organizationId, bookingId: row!.id, fromStatus: null, toStatus: 'scheduled', actorUserId: viewer.userId, actor: 'guest' });
    const message: BookingStatusMessage = { type: 'status', status: 'scheduled', at: now.toISOString() };
    await publish(tx, { organizationId, topic: bookingTopic(row!.id), payload: message });
    return row!.id;
  });
  // The booking has committed: its e-mails cannot undo it, and their failures stay in the outbox.
  await sendBookingMails(db, { organizationId, bookingId: id });
  // Its reminders and its no-show check (docs/decisions/083), stored now so they survive a restart.
  await scheduleBookingJobs({ organizationId, bookingId: id, scheduledAt: start, durationMinutes: type.durationMinutes });
  return readBooking(db, { organizationId, id, viewer });
}

/** The events of a booking, oldest first: every move with who made it and when. */
export async function bookingEventsOf(db: DbOrTx, { organizationId, bookingId }: Scope & { bookingId: string }) {
  return db
    .select({ from: bookingEvents.fromStatus, to: bookingEvents.toStatus, actor: bookingEvents.actor, actorUserId: bookingEvents.actorUserId, at: bookingEvents.createdAt })
    .from(bookingEvents)
    .where(and(eq(bookingEvents.organizationId, organizationId), eq(bookingEvents.bookingId, bookingId)))
    .orderBy(asc(bookingEvents.createdAt), asc(bookingEvents.id));
}

