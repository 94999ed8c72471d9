// The booking e-mails through the real booking route, a real database and a real SMTP server
// (issue 23 item 1; decision 080): a booking delivers one message to the guest, in the language of
// the page they booked from and with the time in their own zone, and one to the host, in the
// organisation's language and zone; each carries the join link on the organisation's configured
// address and a calendar invitation whose start is the booked instant and whose attendees are both.
// The outbox row keeps the invitation, so a retry after a refusal sends it again; a refusing mail
// server never fails the booking.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as bookingsPost } from '@/app/api/meetings/bookings/route';
import { bookings, meetingTypes, organizationSettings, outgoingEmails, rateLimits } from '@/server/db/schema';
import { retryEmail } from '@/server/mail/send';
import { setMailTransportUrl } from '@/server/mail/transport';
import { createOrganization } from '@/server/organizations/service';
import { ensureAccount } from '@/server/people/accounts';
import { saveProfile } from '@/server/account/profiles';
import { addDays, wallTimeToUtc, zonedParts } from '@/lib/meetings/slots';
import type { BookingView } from '@/schemas/meetings';
import { signIn } from '../support/auth';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases';
import { headersFor, type Who } from './caller';
import { decodedParts, startTestSmtp, type Received, type TestSmtp } from './mail-test-smtp';

const HOST = 'meet-mail.localhost';
const ORIGIN = 'http://meet-mail.test:3000';
const ZONE = 'Europe/Dublin';
const GUEST_ZONE = 'America/New_York';
const HOURS = { mon: [{ start: '09:00', end: '12:00' }], tue: [{ start: '09:00', end: '12:00' }], wed: [{ start: '09:00', end: '12:00' }], thu: [{ start: '09:00', end: '12:00' }], fri: [{ start: '09:00', end: '12:00' }] };
const GUEST = 'ada@mail.example';
const HOST_EMAIL = 'grace@mail.example';
const HOSTILE = '<img src=x onerror=alert(1)>';

/** The Monday at least a week ahead, as a date in the organisation's zone. */
function nextMonday(): string {
  let day = addDays(zonedParts(new Date(), ZONE).date, 7);
  while (zonedParts(wallTimeToUtc(day, '12:00', ZONE), ZONE).weekday !== 'mon') day = addDays(day, 1);
  return day;
}

/** RFC 5545's UTC form of an instant, written here without the module under test. */
function icsTime(iso: string): string {
  return new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z');
}

/** The time range as Intl writes it in a language and zone (what the message must say). */
function range(locale: string, startIso: string, minutes: number, timeZone: string): string {
  const start = new Date(startIso);
  const format = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short', timeZone });
  return format.formatRange(start, new Date(start.getTime() + minutes * 60_000));
}

/** The MIME parts of a raw message labelled text/calendar, with their headers and decoded content. */
function calendarParts(raw: string): { headers: string; content: string }[] {
  return raw
    .split(/\r?\n--[^\r\n]+\r?\n/)
    .map((part) => {
      const split = part.search(/\r?\n\r?\n/);
      return { headers: part.slice(0, split), body: part.slice(split).trim() };
    })
    .filter(({ headers }) => /^content-type:\s*text\/calendar/im.test(headers))
    .map(({ headers, body }) => {
      const base64 = /content-transfer-encoding:\s*base64/i.test(headers);
      const encoded = body.split(/\r?\n--/)[0];
      return { headers: headers.replace(/\r?\n[ \t]+/g, ' '), content: base64 ? Buffer.from(encoded.replace(/\s+/g, ''), 'base64').toString('utf8') : encoded };
    });
}

/** The content lines of an iCalendar text, folded lines joined again (RFC 5545 3.1). */
function icsLines(ics: string): string[] {
  return ics.replace(/\r\n[ \t]/g, '').split('\r\n').filter(Boolean);
}

describe.each(DATABASE_KINDS)('booking e-mails on %s', (kind) => {
  let database: TestDatabase;
  let smtp: TestSmtp;
  let orgId: string;
  let guest: Who;
  let typeId: string;
  const monday = nextMonday();
  const at = (time: string) => wallTimeToUtc(monday, time, ZONE).toISOString();

  /** Books from the German page, as the browser of a visitor in New York would. */
  const book = (time: string, extra: Record<string, unknown> = {}) =>
    bookingsPost(
      new Request(`http://${HOST}/api/meetings/bookings`, {
        method: 'POST',
        headers: { ...headersFor(HOST, guest, true), referer: `http://${HOST}/de/meetings` },
        body: JSON.stringify({ meeting_type_id: typeId, scheduled_at: at(time), time_zone: GUEST_ZONE, ...extra }),
      }),
      { params: Promise.resolve({}) },
    );
  const booked = async (time: string, extra: Record<string, unknown> = {}) => {
    const response = await book(time, extra);
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as BookingView;
  };
  const mailTo = (address: string): Received => {
    const found = smtp.received.filter((mail) => mail.to.includes(address));
    expect(found, `one message to ${address}`).toHaveLength(1);
    return found[0]!;
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    smtp = await startTestSmtp();
    orgId = (await createOrganization(database.db, { slug: 'meet-mail', name: 'Meet Mail', locales: ['en', 'de'], language: 'en', hosts: ['meet-mail.test'] })).id;
    await database.db.update(organizationSettings).set({ site: 'Harbour & Finch', timeZone: ZONE }).where(eq(organizationSettings.organizationId, orgId));
    const people = [
      { email: GUEST, name: 'Ada Lovelace', role: 'customer' as const },
      { email: HOST_EMAIL, name: 'Grace Hopper', role: 'admin' as const },
    ];
    const ids: string[] = [];
    for (const person of people) {
      const { userId } = await ensureAccount(database.db, { email: person.email, password: 'Passw0rdOK', name: person.name });
      await saveProfile(database.db, { organizationId: orgId, userId, username: person.email.split('@')[0], email: person.email, fullName: person.name, role: person.role });
      ids.push(userId);
    }
    guest = await signIn(HOST, GUEST, 'Passw0rdOK');
    [{ id: typeId }] = await database.db
      .insert(meetingTypes)
      .values({ organizationId: orgId, name: 'Erstberatung', durationMinutes: 60, hostUserId: ids[1], availability: HOURS })
      .returning({ id: meetingTypes.id });
  }, 300_000);
  beforeEach(async () => {
    await database.db.delete(outgoingEmails);
    await database.db.delete(bookings).where(eq(bookings.organizationId, orgId));
    await database.db.delete(rateLimits);
    smtp.received.length = 0;
  });
  afterEach(() => {
    setMailTransportUrl(undefined);
    smtp.refuse(false);
  });
  afterAll(async () => {
    setMailTransportUrl(undefined);
    await smtp.close();
    await database?.dispose();
  });

  it('sends the guest and the host each their message with the join link and the invitation', async () => {
    setMailTransportUrl(smtp.url);
    const booking = await booked('09:00', { notes: `Über die Verträge sprechen.\n${HOSTILE}` });
    expect(booking.scheduled_at).toBe(at('09:00'));
    expect(smtp.received).toHaveLength(2);

    // The guest: German (the page they booked from), New York time, the German join link.
    const toGuest = mailTo(GUEST);
    const guestBody = decodedParts(toGuest.raw);
    expect(guestBody).toContain('Ihr Termin ist gebucht');
    expect(guestBody).toContain('Hallo Ada Lovelace,');
    expect(guestBody).toContain(range('de', booking.scheduled_at, 60, GUEST_ZONE));
    expect(guestBody).toContain(GUEST_ZONE);
    expect(guestBody).toContain('Mit: Grace Hopper');
    expect(guestBody).toContain(`href="${ORIGIN}/de/account/meetings/${booking.id}"`);
    expect(guestBody).toContain('Die Kalendereinladung ist angehängt');
    expect(guestBody).not.toContain('Verträge');

    // The host: the organisation's language and zone, who booked, the notes as text.
    const toHost = mailTo(HOST_EMAIL);
    const hostBody = decodedParts(toHost.raw);
    expect(hostBody).toContain('New booking');
    expect(hostBody).toContain('Hello Grace Hopper,');
    expect(hostBody).toContain('Ada Lovelace has booked a meeting with you.');
    expect(hostBody).toContain(range('en', booking.scheduled_at, 60, ZONE));
    expect(hostBody).toContain('Über die Verträge sprechen.<br>&lt;img src=x onerror=alert(1)&gt;');
    expect(hostBody.slice(hostBody.indexOf('<!DOCTYPE html>'), hostBody.indexOf('</html>'))).not.toMatch(/<img src=x/i);
    expect(hostBody).toContain(`href="${ORIGIN}/account/meetings/${booking.id}"`);

    // Each carries one invitation: the booked instant in UTC, both people as attendees.
    for (const [mail, join] of [
      [toGuest, `${ORIGIN}/de/account/meetings/${booking.id}`],
      [toHost, `${ORIGIN}/account/meetings/${booking.id}`],
    ] as const) {
      const parts = calendarParts(mail.raw);
      expect(parts).toHaveLength(1);
      expect(parts[0]!.headers).toMatch(/text\/calendar; charset=utf-8; method=REQUEST/i);
      expect(parts[0]!.headers).toMatch(/filename="?meeting\.ics"?/);
      const lines = icsLines(parts[0]!.content);
      expect(lines).toContain('METHOD:REQUEST');
      expect(lines).toContain(`UID:${booking.id}@meet-mail.test`);
      expect(lines).toContain('SEQUENCE:0');
      expect(lines).toContain(`DTSTART:${icsTime(booking.scheduled_at)}`);
      expect(lines).toContain(`DTEND:${icsTime(booking.ends_at)}`);
      expect(lines).toContain(`URL:${join}`);
      expect(lines.find((line) => line.startsWith('ORGANIZER'))).toBe(`ORGANIZER;CN=Grace Hopper:mailto:${HOST_EMAIL}`);
      const attendees = lines.filter((line) => line.startsWith('ATTENDEE'));
      expect(attendees).toHaveLength(2);
      expect(attendees.some((line) => line.includes('CN=Ada Lovelace') && line.endsWith(`:mailto:${GUEST}`))).toBe(true);
      expect(attendees.some((line) => line.includes('CN=Grace Hopper') && line.endsWith(`:mailto:${HOST_EMAIL}`))).toBe(true);
    }

    const rows = await database.db.select().from(outgoingEmails).where(eq(outgoingEmails.organizationId, orgId));
    const byTemplate = Object.fromEntries(rows.map((row) => [row.template, row]));
    expect(byTemplate.booking_guest).toMatchObject({ locale: 'de', toAddress: GUEST, status: 'sent', attempts: 1, subject: 'Ihr Termin ist gebucht: Erstberatung' });
    expect(byTemplate.booking_host).toMatchObject({ locale: 'en', toAddress: HOST_EMAIL, status: 'sent', attempts: 1, subject: 'New booking: Erstberatung with Ada Lovelace' });
    for (const row of rows) {
      expect(row.attachments).toHaveLength(1);
      expect(row.attachments![0]).toMatchObject({ filename: 'meeting.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST' });
      expect(row.attachments![0]!.content).toContain(`DTSTART:${icsTime(booking.scheduled_at)}`);
    }
  });

  it('keeps the booking when the mail server refuses, and a retry sends the invitation again', async () => {
    setMailTransportUrl(smtp.url);
    smtp.refuse(true);
    const booking = await booked('10:00');
    const [stored] = await database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(stored).toMatchObject({ status: 'scheduled', customerLocale: 'de', customerTimeZone: GUEST_ZONE });
    expect(smtp.received).toHaveLength(0);

    const rows = await database.db.select().from(outgoingEmails).where(eq(outgoingEmails.organizationId, orgId));
    expect(rows.map((row) => row.status).sort()).toEqual(['failed', 'failed']);
    const guestRow = rows.find((row) => row.template === 'booking_guest')!;
    expect(guestRow.lastError).toMatch(/550|unavailable/i);
    expect(guestRow.attachments).toEqual([expect.objectContaining({ filename: 'meeting.ics', content: expect.stringContaining(`DTSTART:${icsTime(booking.scheduled_at)}`) })]);

    smtp.refuse(false);
    expect(await retryEmail(database.db, { organizationId: orgId, id: guestRow.id })).toEqual({ id: guestRow.id, status: 'sent' });
    const resent = mailTo(GUEST);
    expect(decodedParts(resent.raw)).toContain('Ihr Termin ist gebucht');
    const [invitation] = calendarParts(resent.raw);
    expect(invitation).toBeDefined();
    expect(icsLines(invitation!.content)).toContain(`DTSTART:${icsTime(booking.scheduled_at)}`);
    expect(icsLines(invitation!.content).filter((line) => line.startsWith('ATTENDEE'))).toHaveLength(2);
  });

  it('keeps both messages with their invitation in the outbox when no SMTP server is configured', async () => {
    setMailTransportUrl(null);
    const booking = await booked('11:00');
    const rows = await database.db.select().from(outgoingEmails).where(eq(outgoingEmails.organizationId, orgId));
    expect(rows.map((row) => [row.template, row.status, row.attempts]).sort()).toEqual([
      ['booking_guest', 'queued', 0],
      ['booking_host', 'queued', 0],
    ]);
    expect(rows.every((row) => row.attachments?.[0]?.content.includes(`UID:${booking.id}@meet-mail.test`))).toBe(true);
    expect(smtp.received).toHaveLength(0);
  });

  it('sends nothing when the booking is refused', async () => {
    setMailTransportUrl(smtp.url);
    await booked('09:00');
    smtp.received.length = 0;
    await database.db.delete(outgoingEmails);
    expect((await book('09:00')).status).toBe(409);
    expect((await book('13:00')).status).toBe(400);
    expect(smtp.received).toHaveLength(0);
    expect(await database.db.select().from(outgoingEmails).where(eq(outgoingEmails.organizationId, orgId))).toHaveLength(0);
  });
});
