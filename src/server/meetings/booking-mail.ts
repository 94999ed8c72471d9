import 'server-only';
// The booking e-mails (issue 23 item 1; docs/decisions/080): once a booking's transaction has
// committed, its guest and its host each get a message in their own language with the time in their
// own zone, the join link on the organisation's own address and a calendar invitation (.ics). Like the
// order confirmation, they go through the one mail path (outbox row, SMTP when configured) and a
// failure never undoes the booking: it is kept in the outbox, retried by the mail job, and logged.
// The reminders before the meeting (docs/decisions/083) are written from the same facts.
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/server/db/client';
import { bookings, meetingTypes, organizationSettings, profiles, user, type MailAttachment } from '@/server/db/schema';
import { log } from '@/server/log';
import { bookingZone } from '@/server/mail/booking-template';
import { sendTemplateEmail, type SendResult } from '@/server/mail/send';
import { senderFor } from '@/server/mail/transport';
import { siteOrigin } from '@/server/site/origin';
import { loadTenant } from '@/server/tenancy/resolve';
import { isLocale, localizePath, type Locale } from '@/lib/i18n/locales';
import { invitationCalendar, invitationContentType, type CalendarPerson } from '@/lib/meetings/ics';

/** What was done for each recipient: the outbox answer, or null when nothing could be sent or recorded. */
export type BookingMailResults = { guest: SendResult | null; host: SendResult | null };

type Which = { organizationId: string; bookingId: string };

const MINUTE = 60_000;
/** The invitation's file name in both messages. */
export const INVITATION_FILENAME = 'meeting.ics';

const hostProfile = alias(profiles, 'host_profile');
const hostUser = alias(user, 'host_user');

/** The booking with what its messages say: its length, its host, and the organisation's settings. */
async function loadBooking(db: DbOrTx, { organizationId, bookingId }: Which) {
  const [found] = await db
    .select({
      row: bookings,
      duration: meetingTypes.durationMinutes,
      hostEmail: hostUser.email,
      hostAccountName: hostUser.name,
      hostFullName: hostProfile.fullName,
      timeZone: organizationSettings.timeZone,
      site: organizationSettings.site,
      contactEmail: organizationSettings.contactEmail,
    })
    .from(bookings)
    .leftJoin(meetingTypes, and(eq(meetingTypes.id, bookings.meetingTypeId), eq(meetingTypes.organizationId, bookings.organizationId)))
    .leftJoin(hostUser, eq(hostUser.id, bookings.hostUserId))
    .leftJoin(hostProfile, and(eq(hostProfile.organizationId, bookings.organizationId), eq(hostProfile.userId, bookings.hostUserId)))
    .leftJoin(organizationSettings, eq(organizationSettings.organizationId, bookings.organizationId))
    .where(and(eq(bookings.organizationId, organizationId), eq(bookings.id, bookingId)))
    .limit(1);
  return found ?? null;
}

/** The invitation as an attachment; null (and logged) when it cannot be written, so the message still goes. */
function invitationFile(context: Which, build: () => string): MailAttachment | null {
  try {
    return { filename: INVITATION_FILENAME, contentType: invitationContentType('REQUEST'), content: build() };
  } catch (err) {
    log.warn({ err, ...context }, 'Booking invitation could not be written; the e-mail goes without it');
    return null;
  }
}

/** Sends one message; a failure is logged (the outbox keeps it), an exception is caught. */
async function sendOne(db: DbOrTx, context: Which & { audience: 'guest' | 'host' }, send: () => Promise<SendResult>): Promise<SendResult | null> {
  try {
    const result = await send();
    if (result.status === 'failed') log.error({ emailId: result.id, reason: result.error, ...context }, 'Booking e-mail failed');
    return result;
  } catch (err) {
    // Not even the outbox row could be written: the booking stands all the same.
    log.error({ err, ...context }, 'Booking e-mail could not be recorded');
    return null;
  }
}

/** A booking with everything its messages say, ready to write for either reader; null when it or its organisation is gone. */
async function prepare(db: DbOrTx, which: Which) {
  const [found, tenant, origin] = await Promise.all([loadBooking(db, which), loadTenant(db, { id: which.organizationId }), siteOrigin(db, which.organizationId)]);
  if (!found || !tenant) return null;
  const { row } = found;
  const siteName = found.site?.trim() || tenant.name;
  const defaultLocale = tenant.defaultLocale;
  const organizationZone = bookingZone(found.timeZone);
  const start = row.scheduledAt;
  const end = new Date(start.getTime() + (found.duration ?? 30) * MINUTE);
  const hostName = found.hostFullName?.trim() || found.hostAccountName?.trim() || null;
  // The host is whoever hosts the meeting type; without one, the organisation's contact address
  // receives the host's message, and the invitation is organised by it (or by the sending address).
  const contactEmail = found.contactEmail?.trim() || null;
  const hostAddress = found.hostEmail ?? contactEmail;
  const guestAddress = row.customerEmail?.trim() || null;
  /** The booking's page in a language, on the organisation's own address (never a request's Host). */
  const joinUrlFor = (locale: Locale) => (origin ? `${origin}${localizePath(`/account/meetings/${row.id}`, locale, defaultLocale)}` : '');
  const booking = { title: row.title, start, end, guestName: row.customerName, hostName, notes: row.notes };
  const guestLocale: Locale = row.customerLocale && isLocale(row.customerLocale) ? row.customerLocale : defaultLocale;
  return {
    found,
    row,
    origin,
    siteName,
    contactEmail,
    start,
    end,
    hostName,
    booking,
    joinUrlFor,
    /** The guest reads in the language and zone they booked in. */
    guest: { address: guestAddress, locale: guestLocale, zone: bookingZone(row.customerTimeZone ?? organizationZone), userId: row.customerUserId ?? undefined, name: row.customerName || undefined },
    /** The host reads in the organisation's default language and zone. */
    host: {
      address: hostAddress,
      locale: defaultLocale,
      zone: organizationZone,
      userId: row.hostUserId && found.hostEmail ? row.hostUserId : undefined,
      name: (found.hostEmail && hostName) || undefined,
    },
  };
}

/**
 * Writes and sends the guest's and the host's e-mail of a booking, each with the invitation attached.
 * The host's message goes to the host's account address, or to the organisation's contact address for
 * a meeting type without a host; a recipient without an address gets nothing. Never throws.
 */
export async function sendBookingMails(db: DbOrTx, which: Which): Promise<BookingMailResults> {
  const none: BookingMailResults = { guest: null, host: null };
  try {
    const mail = await prepare(db, which);
    if (!mail) {
      log.warn(which, 'Booking e-mails not sent: the booking or its organisation is gone');
      return none;
    }
    const { found, row, origin, siteName, contactEmail, start, end, hostName, booking, joinUrlFor, guest: reader, host: hostReader } = mail;
    const organizer: CalendarPerson = found.hostEmail
      ? { name: hostName ?? siteName, email: found.hostEmail }
      : { name: siteName, email: contactEmail ?? senderFor(siteName).address };
    // Both people attend; a host booking their own meeting type is listed once.
    const attendees: CalendarPerson[] = [
      ...(reader.address ? [{ name: row.customerName, email: reader.address }] : []),
      ...(hostReader.address ? [{ name: hostName ?? siteName, email: hostReader.address }] : []),
    ].filter((person, index, all) => all.findIndex((other) => other.email.toLowerCase() === person.email.toLowerCase()) === index);
    const uidHost = origin ? new URL(origin).hostname : 'sitewright';
    const invitationFor = (summary: string, url: string, description?: string) =>
      invitationFile(which, () =>
        invitationCalendar({
          uid: `${row.id}@${uidHost}`,
          method: 'REQUEST',
          sequence: 0,
          stamp: row.createdAt,
          start,
          end,
          summary,
          ...(description ? { description } : {}),
          ...(url ? { url } : {}),
          organizer,
          attendees,
          product: 'Sitewright',
        }),
      );

    const guestAddress = reader.address;
    const guestJoin = joinUrlFor(reader.locale);
    const guestMail = guestAddress
      ? sendOne(db, { ...which, audience: 'guest' }, () => {
          const file = invitationFor(`${row.title} (${siteName})`, guestJoin);
          return sendTemplateEmail(db, {
            organizationId: which.organizationId,
            template: 'booking_guest',
            to: guestAddress,
            locale: reader.locale,
            ...(reader.userId ? { userId: reader.userId } : {}),
            data: { name: reader.name, booking: { ...booking, timeZone: reader.zone, joinUrl: guestJoin } },
            ...(file ? { attachments: [file] } : {}),
          });
        })
      : Promise.resolve(null);

    const hostAddress = hostReader.address;
    const hostJoin = joinUrlFor(hostReader.locale);
    const hostMail = hostAddress
      ? sendOne(db, { ...which, audience: 'host' }, () => {
          const file = invitationFor(`${row.title} (${row.customerName || siteName})`, hostJoin, row.notes ?? undefined);
          return sendTemplateEmail(db, {
            organizationId: which.organizationId,
            template: 'booking_host',
            to: hostAddress,
            locale: hostReader.locale,
            ...(hostReader.userId ? { userId: hostReader.userId } : {}),
            data: { name: hostReader.name, booking: { ...booking, timeZone: hostReader.zone, joinUrl: hostJoin } },
            ...(file ? { attachments: [file] } : {}),
          });
        })
      : Promise.resolve(null);

    // Both at once, so the booking's answer waits for one SMTP round, as an order's does.
    const [guest, host] = await Promise.all([guestMail, hostMail]);
    return { guest, host };
  } catch (err) {
    log.error({ err, ...which }, 'Booking e-mails could not be prepared');
    return none;
  }
}

/**
 * A reminder to the guest and the host that the meeting starts in `startsInMinutes` (the reminder
 * job, docs/decisions/083): each in their own language and zone, with the join link, without the
 * invitation the booking's message already brought. Never throws.
 */
export async function sendReminderMails(db: DbOrTx, which: Which & { startsInMinutes: number }): Promise<BookingMailResults> {
  const none: BookingMailResults = { guest: null, host: null };
  const context = { organizationId: which.organizationId, bookingId: which.bookingId };
  try {
    const mail = await prepare(db, context);
    if (!mail) {
      log.warn(context, 'Booking reminders not sent: the booking or its organisation is gone');
      return none;
    }
    const send = (audience: 'guest' | 'host') => {
      const reader = mail[audience];
      const to = reader.address;
      if (!to) return Promise.resolve(null);
      const joinUrl = mail.joinUrlFor(reader.locale);
      return sendOne(db, { ...context, audience }, () =>
        sendTemplateEmail(db, {
          organizationId: which.organizationId,
          template: audience === 'guest' ? 'booking_reminder_guest' : 'booking_reminder_host',
          to,
          locale: reader.locale,
          ...(reader.userId ? { userId: reader.userId } : {}),
          data: { name: reader.name, booking: { ...mail.booking, timeZone: reader.zone, joinUrl, startsInMinutes: which.startsInMinutes } },
        }),
      );
    };
    const [guest, host] = await Promise.all([send('guest'), send('host')]);
    return { guest, host };
  } catch (err) {
    log.error({ err, ...context }, 'Booking reminders could not be prepared');
    return none;
  }
}
