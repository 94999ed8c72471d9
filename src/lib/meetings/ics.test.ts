import { describe, expect, it } from 'vitest';
import { invitationCalendar, invitationContentType, type MeetingInvitation } from './ics';

const encoder = new TextEncoder();

/** A small invitation; each test changes what it is about. */
function invitation(overrides: Partial<MeetingInvitation> = {}): MeetingInvitation {
  return {
    uid: 'bk_123@acme.example',
    method: 'REQUEST',
    sequence: 0,
    stamp: new Date('2026-03-01T09:15:30Z'),
    start: new Date('2026-03-10T14:00:00Z'),
    end: new Date('2026-03-10T14:30:00Z'),
    summary: 'Intro call',
    description: 'Bring your questions.',
    url: 'https://meet.example/abc',
    organizer: { name: 'Ada Host', email: 'ada@acme.example' },
    attendees: [{ name: 'Ben Guest', email: 'ben@guest.example' }],
    product: 'Sitewright',
    ...overrides,
  };
}

/** RFC 5545 3.1 unfolding: a CRLF followed by one space is removed. */
function unfold(calendar: string): string {
  return calendar.replaceAll('\r\n ', '');
}

/** The logical lines of the file, unfolded, without the empty string after the last CRLF. */
function logicalLines(calendar: string): string[] {
  const lines = unfold(calendar).split('\r\n');
  expect(lines.pop()).toBe('');
  return lines;
}

/** The physical lines as written, without the empty string after the last CRLF. */
function physicalLines(calendar: string): string[] {
  const lines = calendar.split('\r\n');
  expect(lines.pop()).toBe('');
  return lines;
}

describe('invitationCalendar', () => {
  it('writes a small invitation exactly', () => {
    expect(logicalLines(invitationCalendar(invitation()))).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Sitewright//Meetings//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:REQUEST',
      'BEGIN:VEVENT',
      'UID:bk_123@acme.example',
      'SEQUENCE:0',
      'DTSTAMP:20260301T091530Z',
      'DTSTART:20260310T140000Z',
      'DTEND:20260310T143000Z',
      'SUMMARY:Intro call',
      'DESCRIPTION:Bring your questions.',
      'URL:https://meet.example/abc',
      'LOCATION:https://meet.example/abc',
      'ORGANIZER;CN=Ada Host:mailto:ada@acme.example',
      'ATTENDEE;CN=Ben Guest;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:ben@guest.example',
      'STATUS:CONFIRMED',
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      'TRIGGER:-PT10M',
      'DESCRIPTION:Intro call',
      'END:VALARM',
      'END:VEVENT',
      'END:VCALENDAR',
    ]);
  });

  it('ends every line, the last included, with CRLF and has no bare CR or LF', () => {
    const calendar = invitationCalendar(invitation({ description: 'One\r\ntwo\rthree\nfour' }));
    expect(calendar.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(calendar.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
  });

  it('leaves out DESCRIPTION, URL and LOCATION when they are not given', () => {
    const lines = logicalLines(invitationCalendar(invitation({ description: undefined, url: undefined })));
    expect(lines.filter((line) => /^(DESCRIPTION|URL|LOCATION)[:;]/.test(line))).toEqual([
      // Only the reminder's own description is left.
      'DESCRIPTION:Intro call',
    ]);
  });

  it('writes one ATTENDEE per guest, in order', () => {
    const lines = logicalLines(
      invitationCalendar(
        invitation({
          attendees: [
            { name: 'Ben Guest', email: 'ben@guest.example' },
            { name: 'Cleo', email: 'cleo@guest.example' },
          ],
        }),
      ),
    );
    expect(lines.filter((line) => line.startsWith('ATTENDEE'))).toEqual([
      'ATTENDEE;CN=Ben Guest;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:ben@guest.example',
      'ATTENDEE;CN=Cleo;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:cleo@guest.example',
    ]);
  });

  it('escapes TEXT values and quotes names, so user input cannot start a property', () => {
    const hostile = 'Smith, John; "Jr"\nEvil:PROP';
    const calendar = invitationCalendar(
      invitation({
        summary: hostile,
        description: `C:\\path\r\n${hostile}`,
        organizer: { name: hostile, email: 'ada@acme.example' },
        attendees: [{ name: hostile, email: 'ben@guest.example' }],
      }),
    );
    const lines = logicalLines(calendar);
    expect(lines).toContain('SUMMARY:Smith\\, John\\; "Jr"\\nEvil:PROP');
    expect(lines).toContain('DESCRIPTION:C:\\\\path\\nSmith\\, John\\; "Jr"\\nEvil:PROP');
    expect(lines).toContain('ORGANIZER;CN="Smith, John; JrEvil:PROP":mailto:ada@acme.example');
    expect(lines).toContain(
      'ATTENDEE;CN="Smith, John; JrEvil:PROP";ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:ben@guest.example',
    );
    // The reminder repeats the summary, escaped the same way.
    expect(lines.filter((line) => line === 'DESCRIPTION:Smith\\, John\\; "Jr"\\nEvil:PROP')).toHaveLength(1);
    expect(lines.some((line) => line.startsWith('Evil'))).toBe(false);
    expect(physicalLines(calendar).some((line) => line.startsWith('Evil'))).toBe(false);
  });

  it('removes control characters from names and text, and leaves names without specials unquoted', () => {
    const lines = logicalLines(
      invitationCalendar(
        invitation({
          summary: 'Tab\there\u0000\u0085\u007f',
          organizer: { name: ' Ada\u0007 Host\r\n', email: 'ada@acme.example' },
          attendees: [{ name: '"\n"', email: 'ben@guest.example' }],
        }),
      ),
    );
    expect(lines).toContain('SUMMARY:Tabhere');
    expect(lines).toContain('ORGANIZER;CN=Ada Host:mailto:ada@acme.example');
    // Nothing is left of this name, so CN is left out rather than written empty.
    expect(lines).toContain('ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:ben@guest.example');
  });

  it('keeps a link with control characters on its own line', () => {
    const lines = logicalLines(invitationCalendar(invitation({ url: 'https://meet.example/a,b\r\nX-EVIL:1' })));
    expect(lines).toContain('URL:https://meet.example/a,bX-EVIL:1');
    expect(lines).toContain('LOCATION:https://meet.example/a\\,bX-EVIL:1');
    expect(lines.some((line) => line.startsWith('X-EVIL'))).toBe(false);
  });

  it('folds long lines at 75 octets without breaking a UTF-8 character', () => {
    const pieces = ['Réunion ', 'déjà vu ', '会議 ', '🙂 ', 'plain ', 'a,b;c '];
    let summary = '';
    for (let i = 0; summary.length < 300; i++) summary += pieces[i % pieces.length];
    summary = summary.slice(0, 300);
    // Slicing by code units could leave half a surrogate pair at the end; keep whole characters.
    if (/[\ud800-\udbff]$/.test(summary)) summary = `${summary.slice(0, -1)}x`;
    expect(summary).toHaveLength(300);

    const calendar = invitationCalendar(invitation({ summary }));
    const physical = physicalLines(calendar);
    for (const line of physical) {
      expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
      // A lone surrogate would mean a character was split between two lines.
      expect(line).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
      expect(line.isWellFormed()).toBe(true);
    }
    // The summary really was folded, over several lines.
    const summaryStart = physical.findIndex((line) => line.startsWith('SUMMARY:'));
    expect(physical[summaryStart + 1].startsWith(' ')).toBe(true);
    expect(physical.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(4);

    // Written as bytes and read back, nothing is lost or replaced.
    const bytes = encoder.encode(calendar);
    expect(new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toBe(calendar);

    const escaped = summary.replaceAll(',', '\\,').replaceAll(';', '\\;');
    const lines = logicalLines(calendar);
    expect(lines).toContain(`SUMMARY:${escaped}`);
    // The reminder's copy folds and unfolds the same way.
    expect(lines).toContain(`DESCRIPTION:${escaped}`);
  });

  it('folds a line of exactly 75 octets not at all, and one of 76 once', () => {
    const at75 = 'x'.repeat(75 - 'SUMMARY:'.length);
    expect(physicalLines(invitationCalendar(invitation({ summary: at75 })))).toContain(`SUMMARY:${at75}`);

    const at76 = `${at75}y`;
    const physical = physicalLines(invitationCalendar(invitation({ summary: at76 })));
    const index = physical.indexOf(`SUMMARY:${at75}`);
    expect(index).toBeGreaterThan(-1);
    expect(physical[index + 1]).toBe(' y');
  });

  it('writes a cancellation with STATUS:CANCELLED and no reminder', () => {
    const calendar = invitationCalendar(invitation({ method: 'CANCEL', sequence: 2 }));
    const lines = logicalLines(calendar);
    expect(lines).toContain('METHOD:CANCEL');
    expect(lines).toContain('SEQUENCE:2');
    expect(lines).toContain('STATUS:CANCELLED');
    expect(lines).not.toContain('STATUS:CONFIRMED');
    expect(calendar).not.toContain('VALARM');
    expect(calendar).not.toContain('TRIGGER');
    expect(lines.slice(-3)).toEqual(['STATUS:CANCELLED', 'END:VEVENT', 'END:VCALENDAR']);
  });

  it('writes every date-time in UTC with a Z, whatever offset the Date was made with', () => {
    const lines = logicalLines(
      invitationCalendar(
        invitation({
          stamp: new Date('2026-12-31T23:59:59.999-01:00'),
          start: new Date('2027-01-01T09:05:07+09:00'),
          end: new Date('2027-01-01T01:00:00Z'),
        }),
      ),
    );
    expect(lines).toContain('DTSTAMP:20270101T005959Z');
    expect(lines).toContain('DTSTART:20270101T000507Z');
    expect(lines).toContain('DTEND:20270101T010000Z');
    for (const line of lines.filter((l) => /^DT(STAMP|START|END):/.test(l))) {
      expect(line).toMatch(/^DT(STAMP|START|END):\d{8}T\d{6}Z$/);
    }
  });

  it('refuses e-mail addresses that could break the file', () => {
    const bad = ['ben@guest.example\r\nX-EVIL:1', 'ben@guest.example\n', 'ben:x@guest.example', 'ben;x@guest.example', 'ben.guest.example', ''];
    for (const email of bad) {
      expect(() => invitationCalendar(invitation({ attendees: [{ name: 'Ben', email }] }))).toThrow(Error);
      expect(() => invitationCalendar(invitation({ organizer: { name: 'Ada', email } }))).toThrow(Error);
    }
  });

  it('refuses an invalid date, an end not after the start and a sequence that is not a whole number from 0', () => {
    expect(() => invitationCalendar(invitation({ stamp: new Date('nonsense') }))).toThrow(Error);
    expect(() => invitationCalendar(invitation({ start: new Date('nonsense') }))).toThrow(Error);
    expect(() => invitationCalendar(invitation({ end: new Date('2026-03-10T14:00:00Z') }))).toThrow(Error);
    expect(() => invitationCalendar(invitation({ sequence: -1 }))).toThrow(Error);
    expect(() => invitationCalendar(invitation({ sequence: 1.5 }))).toThrow(Error);
  });
});

describe('invitationContentType', () => {
  it('names the method in the MIME type', () => {
    expect(invitationContentType('REQUEST')).toBe('text/calendar; charset=utf-8; method=REQUEST');
    expect(invitationContentType('CANCEL')).toBe('text/calendar; charset=utf-8; method=CANCEL');
  });
});
