// Builds the iCalendar (RFC 5545) invitation attached to booking e-mails, so the host's and the
// guest's calendars show the meeting, move it when it is rescheduled and drop it when it is cancelled.
// What it follows from the RFC:
// - 3.1: content lines end with CRLF and are folded at 75 octets, a continuation line starting with
//   one space; a fold never splits a multi-byte UTF-8 character.
// - 3.2 / 3.1.1: parameter values (CN) are double-quoted when they hold ':', ';' or ','; a quoted
//   value cannot contain a double quote, so those are removed.
// - 3.3.11: TEXT values escape backslash, semicolon, comma and line breaks (written as '\n').
// - 3.3.5: every date-time is written in UTC, form #2 (YYYYMMDDTHHMMSSZ).
// Names, summaries and descriptions are user input: control characters are removed from every value,
// so nothing in them can end a line and start a property of its own.

/** Someone on the invitation: the host (organiser) or a guest (attendee). */
export type CalendarPerson = { name: string; email: string };

/** Everything an invitation says about one booking. */
export type MeetingInvitation = {
  /** Stable across updates of the same booking, e.g. `${bookingId}@${host}`. */
  uid: string;
  /** REQUEST for a new or moved meeting, CANCEL when it is cancelled. */
  method: 'REQUEST' | 'CANCEL';
  /** Raised by one on each update of the same uid (0 for the first). */
  sequence: number;
  /** When the invitation was made (DTSTAMP). */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  /** The join link: written as URL and as LOCATION. */
  url?: string;
  organizer: CalendarPerson;
  attendees: CalendarPerson[];
  /** PRODID's product part, e.g. 'Sitewright'. */
  product: string;
};

/** RFC 5545 3.1: a content line is at most 75 octets, not counting the CRLF. */
const MAX_LINE_OCTETS = 75;

/** How long before the start the reminder goes off (RFC 5545 3.3.6 duration). */
const ALARM_TRIGGER = '-PT10M';

const encoder = new TextEncoder();

/** C0 controls (tab and line feed included), DEL and the C1 controls. */
function isControl(codePoint: number): boolean {
  return codePoint < 0x20 || (codePoint >= 0x7f && codePoint <= 0x9f);
}

/** The text without control characters, except line feeds when `keepLineFeeds` is set. */
function withoutControls(text: string, keepLineFeeds = false): string {
  let result = '';
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    if (isControl(codePoint) && !(keepLineFeeds && char === '\n')) continue;
    result += char;
  }
  return result;
}

/**
 * RFC 5545 3.3.11: a TEXT value with backslash, semicolon and comma escaped and each line break
 * written as '\n'. Carriage returns are dropped (so CRLF counts as one break), as are other controls.
 */
function textValue(text: string): string {
  return withoutControls(text.replaceAll('\r', ''), true)
    .replaceAll('\\', '\\\\')
    .replaceAll(';', '\\;')
    .replaceAll(',', '\\,')
    .replaceAll('\n', '\\n');
}

/**
 * RFC 5545 3.2: a parameter value, double-quoted when it holds ':', ';' or ','. A quoted value cannot
 * hold a double quote and has no escape for one, so quotes are removed; so are control characters
 * and any spaces left at either end.
 */
function parameterValue(text: string): string {
  const cleaned = withoutControls(text).replaceAll('"', '').trim();
  return /[:;,]/.test(cleaned) ? `"${cleaned}"` : cleaned;
}

/**
 * The address as a mailto: URI. A backstop, not validation (callers validate first): an address that
 * could break the line or its property (a control character, ':' or ';') or has no '@' is refused.
 */
function mailto(email: string): string {
  if (!email.includes('@') || /[:;]/.test(email) || withoutControls(email) !== email) {
    throw new Error(`Cannot write this e-mail address into a calendar invitation: ${JSON.stringify(email)}`);
  }
  return `mailto:${email}`;
}

/** ORGANIZER or ATTENDEE: the name as CN (left out when nothing is left of it), then the address. */
function personLine(property: string, person: CalendarPerson, extraParameters: string[] = []): string {
  const name = parameterValue(person.name);
  const parameters = [...(name ? [`CN=${name}`] : []), ...extraParameters];
  return `${[property, ...parameters].join(';')}:${mailto(person.email)}`;
}

/** RFC 5545 3.3.5, form #2: the instant in UTC as YYYYMMDDTHHMMSSZ. */
function utcDateTime(date: Date, what: string): string {
  if (Number.isNaN(date.getTime())) throw new Error(`The invitation's ${what} is not a valid date.`);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return (
    `${pad(date.getUTCFullYear(), 4)}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`
  );
}

/**
 * RFC 5545 3.1: the line folded so no physical line passes 75 octets of UTF-8. Each continuation
 * starts with one space, which counts towards its 75. Folds fall between characters, never inside one.
 */
function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > MAX_LINE_OCTETS) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n');
}

/**
 * The invitation as an iCalendar file: CRLF line ends, lines folded at 75 octets, ending with CRLF.
 * A REQUEST carries STATUS:CONFIRMED and a display reminder ten minutes before the start; a CANCEL
 * carries STATUS:CANCELLED and no reminder. Throws when an e-mail address could not be written
 * safely, a date is invalid, the end is not after the start or the sequence is not a whole number ≥ 0.
 */
export function invitationCalendar(invitation: MeetingInvitation): string {
  const { method, sequence, start, end } = invitation;
  if (!Number.isSafeInteger(sequence) || sequence < 0) {
    throw new Error(`The invitation's sequence must be a whole number from 0: ${sequence}`);
  }
  if (start.getTime() >= end.getTime()) throw new Error("The invitation's end must be after its start.");

  const url = invitation.url === undefined ? '' : withoutControls(invitation.url).trim();
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${textValue(invitation.product)}//Meetings//EN`,
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    'BEGIN:VEVENT',
    `UID:${textValue(invitation.uid)}`,
    `SEQUENCE:${sequence}`,
    `DTSTAMP:${utcDateTime(invitation.stamp, 'stamp')}`,
    `DTSTART:${utcDateTime(start, 'start')}`,
    `DTEND:${utcDateTime(end, 'end')}`,
    `SUMMARY:${textValue(invitation.summary)}`,
    ...(invitation.description === undefined ? [] : [`DESCRIPTION:${textValue(invitation.description)}`]),
    // URL is a URI value (not escaped); LOCATION is TEXT, so the same link is escaped there.
    ...(url ? [`URL:${url}`, `LOCATION:${textValue(url)}`] : []),
    personLine('ORGANIZER', invitation.organizer),
    ...invitation.attendees.map((attendee) =>
      personLine('ATTENDEE', attendee, ['ROLE=REQ-PARTICIPANT', 'PARTSTAT=NEEDS-ACTION', 'RSVP=TRUE']),
    ),
    method === 'CANCEL' ? 'STATUS:CANCELLED' : 'STATUS:CONFIRMED',
    ...(method === 'REQUEST'
      ? [
          'BEGIN:VALARM',
          'ACTION:DISPLAY',
          `TRIGGER:${ALARM_TRIGGER}`,
          `DESCRIPTION:${textValue(invitation.summary)}`,
          'END:VALARM',
        ]
      : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map((line) => `${foldLine(line)}\r\n`).join('');
}

/** The MIME type to attach it with, including the method: 'text/calendar; charset=utf-8; method=REQUEST'. */
export function invitationContentType(method: MeetingInvitation['method']): string {
  return `text/calendar; charset=utf-8; method=${method}`;
}
