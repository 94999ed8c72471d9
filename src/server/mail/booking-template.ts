import 'server-only';
// The booking e-mails' own parts (docs/decisions/080): the meeting's details as label and value rows,
// with its time written in the recipient's language and time zone, the zone named twice (its short
// name after the time, its IANA name on a row of its own) so nobody has to guess which clock is meant.
// Titles, names and notes come from people, so every value is escaped like the rest of a message.
import { getFormatter } from '@/lib/i18n/format';
import type { Translator } from '@/lib/i18n/messages';
import type { UiLocale } from '@/lib/i18n/locales';
import { isValidTimeZone } from '@/lib/meetings/slots';

/** What a booking e-mail is written from; `timeZone` is the recipient's own. */
export type BookingMail = {
  title: string;
  start: Date | string;
  end: Date | string;
  /** The IANA zone the recipient reads the time in (the guest's own, or the organisation's for the host). */
  timeZone: string;
  /** The booking's page on the organisation's own address. */
  joinUrl: string;
  guestName: string;
  /** The host's name; null for a meeting type without a host (the site's name is said instead). */
  hostName: string | null;
  /** What the guest wrote when booking; shown to the host only. */
  notes?: string | null;
  /** For a reminder: how many minutes before the start it is sent ("starts in 24 hours"). */
  startsInMinutes?: number;
};

/** Who a booking e-mail goes to. */
export type BookingAudience = 'guest' | 'host';

/** The booking's facts as rows of label and value, already in the recipient's language. */
export type BookingDetailsBlock = { kind: 'details'; rows: { label: string; value: string }[] };

const MAX_NOTES = 2000;

/** A single line of text: no control characters, spaces squeezed, bounded in length. */
function oneLine(value: string | null | undefined, max = 200): string {
  return (value ?? '').replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, max);
}

/** Notes keep their line breaks (as \n) and lose every other control character. */
function multiLine(value: string | null | undefined): string {
  return (value ?? '')
    .replace(/\r\n?/g, '\n')
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .slice(0, MAX_NOTES);
}

function asDate(value: Date | string): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new Error('A booking e-mail needs a valid start and end');
  return date;
}

/** The zone to write in: the one given when Intl knows it, else UTC (which is then what is named). */
export function bookingZone(timeZone: string | null | undefined): string {
  return timeZone && isValidTimeZone(timeZone) ? timeZone : 'UTC';
}

/**
 * The meeting's date and time from start to end, e.g. "Monday, March 1, 2027, 4:00 – 5:00 AM EST"
 * or "Montag, 1. März 2027, 09:00–10:00 Uhr GMT+0", in the language and zone given.
 */
export function bookingWhen(booking: Pick<BookingMail, 'start' | 'end'>, locale: UiLocale, timeZone: string): string {
  return getFormatter(locale).dateTimeRange(asDate(booking.start), asDate(booking.end), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone: bookingZone(timeZone),
  });
}

/** The meeting's facts for one reader: what, when, the zone, and with whom (the guest's notes for the host). */
function detailRows(booking: BookingMail, audience: BookingAudience, t: Translator, locale: UiLocale, site: string): BookingDetailsBlock {
  const zone = bookingZone(booking.timeZone);
  const rows = [
    { label: t('mail.bookingWhat'), value: oneLine(booking.title) || site },
    { label: t('mail.bookingWhen'), value: bookingWhen(booking, locale, zone) },
    { label: t('mail.bookingTimeZone'), value: zone },
  ];
  if (audience === 'guest') {
    rows.push({ label: t('mail.bookingWith'), value: oneLine(booking.hostName, 100) || site });
    return { kind: 'details', rows };
  }
  rows.push({ label: t('mail.bookingGuest'), value: oneLine(booking.guestName, 100) });
  const notes = multiLine(booking.notes);
  if (notes) rows.push({ label: t('mail.bookingNotes'), value: notes });
  return { kind: 'details', rows };
}

/** The subject, heading and introduction of one booking e-mail, and the rows of its details. */
export function bookingParts(booking: BookingMail, audience: BookingAudience, t: Translator, locale: UiLocale, site: string) {
  const title = oneLine(booking.title) || site;
  const guest = oneLine(booking.guestName, 100);
  const details = detailRows(booking, audience, t, locale, site);
  if (audience === 'guest') {
    return { subject: t('mail.bookingGuestSubject', { title }), heading: t('mail.bookingGuestHeading'), intro: t('mail.bookingGuestIntro', { site }), details };
  }
  return { subject: t('mail.bookingHostSubject', { title, guest }), heading: t('mail.bookingHostHeading'), intro: t('mail.bookingHostIntro', { guest }), details };
}

/**
 * How long before the start a reminder goes, in the reader's language: "in 24 hours", "dans 10
 * minutes", "10 分後". Whole hours are said in hours, anything shorter in minutes.
 */
export function reminderLead(minutes: number, locale: UiLocale): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
  return minutes >= 60 && minutes % 60 === 0 ? format.format(minutes / 60, 'hour') : format.format(Math.max(1, Math.round(minutes)), 'minute');
}

/** A reminder's subject, heading and introduction ("Your meeting starts in 10 minutes"), and the same details. */
export function reminderParts(booking: BookingMail, audience: BookingAudience, t: Translator, locale: UiLocale, site: string) {
  const title = oneLine(booking.title) || site;
  const startsIn = reminderLead(booking.startsInMinutes ?? 0, locale);
  const intro = audience === 'guest' ? t('mail.bookingReminderGuestIntro', { site }) : t('mail.bookingReminderHostIntro', { guest: oneLine(booking.guestName, 100) });
  return { subject: t('mail.bookingReminderSubject', { title, startsIn }), heading: t('mail.bookingReminderHeading', { startsIn }), intro, details: detailRows(booking, audience, t, locale, site) };
}

type Escape = (value: string) => string;

/** Label and value rows as a two-column table, inline styles only; a value's line breaks are kept. */
export function bookingDetailsHtml(block: BookingDetailsBlock, font: string, escape: Escape): string {
  const rows = block.rows
    .map(
      (row) =>
        `<tr><th scope="row" align="left" valign="top" style="padding:6px 12px 6px 0;font-family:${font};font-size:14px;font-weight:600;line-height:20px;color:#6b7280;text-align:left;vertical-align:top;white-space:nowrap;">${escape(row.label)}</th><td valign="top" style="padding:6px 0;font-family:${font};font-size:15px;line-height:22px;color:#111827;vertical-align:top;">${escape(row.value).replace(/\n/g, '<br>')}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 20px;border-collapse:collapse;">${rows}</table>`;
}

/** The rows as "Label: value" lines; the lines of a longer value are indented under its label. */
export function bookingDetailsText(block: BookingDetailsBlock): string {
  return block.rows.map((row) => (row.value.includes('\n') ? `${row.label}:\n${row.value.replace(/^/gm, '  ')}` : `${row.label}: ${row.value}`)).join('\n');
}
