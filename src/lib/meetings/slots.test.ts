import { describe, expect, it } from 'vitest';
import {
  addDays,
  BLOCK_MINUTES,
  freeSlots,
  isFreeSlot,
  isValidTimeZone,
  occupiedBlocks,
  WEEKDAYS,
  wallTimeToUtc,
  zonedParts,
  type TimeRange,
  type WeeklyAvailability,
} from './slots';

const utc = (iso: string) => new Date(iso);
const isoList = (dates: Date[]) => dates.map((date) => date.toISOString());
// Calendar of 2027 used below: 1 January is a Friday, so 10 January is a Sunday and 11 January a Monday.
// Europe/Dublin: GMT in winter, IST (+01:00) from 01:00 UTC on the last Sunday of March (28 March) to
// 01:00 UTC on the last Sunday of October (31 October).
// America/New_York: EST (-05:00), EDT (-04:00) from the second Sunday of March (14 March, 02:00 local)
// to the first Sunday of November (7 November, 02:00 local).
const LONG_AGO = utc('2026-01-01T00:00:00Z');

describe('WEEKDAYS', () => {
  it('lists the days from Monday to Sunday', () => {
    expect(WEEKDAYS).toEqual(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']);
  });
});

describe('isValidTimeZone', () => {
  it('knows IANA names', () => {
    for (const zone of ['Europe/Dublin', 'America/New_York', 'Asia/Kolkata', 'Australia/Sydney', 'UTC', 'Etc/GMT+5']) {
      expect(isValidTimeZone(zone)).toBe(true);
    }
  });

  it('refuses anything else', () => {
    for (const zone of ['', ' ', 'Mars/Base', 'Europe/Nowhere', '+01:00', '-05:00', 'Europe/Dublin/']) {
      expect(isValidTimeZone(zone)).toBe(false);
    }
    expect(isValidTimeZone(undefined as unknown as string)).toBe(false);
    expect(isValidTimeZone(42 as unknown as string)).toBe(false);
  });
});

describe('zonedParts', () => {
  it('reads late Sunday evening in New York while it is already Monday in UTC', () => {
    // 2027-01-11 03:30 UTC (a Monday) - 5 h = 2027-01-10 22:30 EST, a Sunday; 22 × 60 + 30 = 1350 minutes.
    expect(zonedParts(utc('2027-01-11T03:30:00Z'), 'America/New_York')).toEqual({ date: '2027-01-10', time: '22:30', weekday: 'sun', minutes: 1350 });
    expect(zonedParts(utc('2027-01-11T03:30:00Z'), 'UTC')).toEqual({ date: '2027-01-11', time: '03:30', weekday: 'mon', minutes: 210 });
  });

  it('counts the half-hour offset of Asia/Kolkata', () => {
    // 10:15 UTC + 5:30 = 15:45, 945 minutes; 1 June 2027 is 151 days after Friday 1 January, 151 = 21 × 7 + 4: a Tuesday.
    expect(zonedParts(utc('2027-06-01T10:15:00Z'), 'Asia/Kolkata')).toEqual({ date: '2027-06-01', time: '15:45', weekday: 'tue', minutes: 945 });
    // 20:00 UTC + 5:30 = 01:30 the next day (a Wednesday), 90 minutes.
    expect(zonedParts(utc('2027-06-01T20:00:00Z'), 'Asia/Kolkata')).toEqual({ date: '2027-06-02', time: '01:30', weekday: 'wed', minutes: 90 });
  });

  it('reads midnight as 00:00, not 24:00', () => {
    expect(zonedParts(utc('2027-01-11T00:00:00Z'), 'Europe/Dublin')).toEqual({ date: '2027-01-11', time: '00:00', weekday: 'mon', minutes: 0 });
  });

  it('throws on an unknown zone or an invalid date', () => {
    expect(() => zonedParts(utc('2027-01-11T00:00:00Z'), 'Mars/Base')).toThrow(RangeError);
    expect(() => zonedParts(new Date(NaN), 'UTC')).toThrow(RangeError);
  });
});

describe('wallTimeToUtc', () => {
  it('converts ordinary winter and summer times', () => {
    // Dublin: GMT (+0) in January, IST (+1) in July.
    expect(wallTimeToUtc('2027-01-15', '09:00', 'Europe/Dublin').toISOString()).toBe('2027-01-15T09:00:00.000Z');
    expect(wallTimeToUtc('2027-07-15', '09:00', 'Europe/Dublin').toISOString()).toBe('2027-07-15T08:00:00.000Z');
    // New York: EST (-5) in January, EDT (-4) in July.
    expect(wallTimeToUtc('2027-01-15', '09:00', 'America/New_York').toISOString()).toBe('2027-01-15T14:00:00.000Z');
    expect(wallTimeToUtc('2027-07-15', '09:00', 'America/New_York').toISOString()).toBe('2027-07-15T13:00:00.000Z');
    // Kolkata: +5:30 all year, 09:00 - 5:30 = 03:30.
    expect(wallTimeToUtc('2027-07-15', '09:00', 'Asia/Kolkata').toISOString()).toBe('2027-07-15T03:30:00.000Z');
  });

  it('moves a time skipped in spring forward by the gap', () => {
    // Dublin 2027-03-28: at 01:00 UTC the clock jumps from 01:00 GMT to 02:00 IST. 01:30 does not exist:
    // it becomes 02:30 IST = 01:30 UTC.
    expect(wallTimeToUtc('2027-03-28', '01:30', 'Europe/Dublin').toISOString()).toBe('2027-03-28T01:30:00.000Z');
    // The first skipped minute, 01:00, becomes 02:00 IST = 01:00 UTC, as does 02:00 itself; 00:59 GMT is still 00:59 UTC.
    expect(wallTimeToUtc('2027-03-28', '01:00', 'Europe/Dublin').toISOString()).toBe('2027-03-28T01:00:00.000Z');
    expect(wallTimeToUtc('2027-03-28', '02:00', 'Europe/Dublin').toISOString()).toBe('2027-03-28T01:00:00.000Z');
    expect(wallTimeToUtc('2027-03-28', '00:59', 'Europe/Dublin').toISOString()).toBe('2027-03-28T00:59:00.000Z');
    // New York 2027-03-14: 02:00 EST jumps to 03:00 EDT. 02:30 becomes 03:30 EDT = 07:30 UTC.
    expect(wallTimeToUtc('2027-03-14', '02:30', 'America/New_York').toISOString()).toBe('2027-03-14T07:30:00.000Z');
  });

  it('takes the earlier of a time that happens twice in autumn', () => {
    // Dublin 2027-10-31: at 01:00 UTC the clock goes back from 02:00 IST to 01:00 GMT. 01:30 is first
    // 01:30 IST = 00:30 UTC, then 01:30 GMT = 01:30 UTC.
    expect(wallTimeToUtc('2027-10-31', '01:30', 'Europe/Dublin').toISOString()).toBe('2027-10-31T00:30:00.000Z');
    expect(wallTimeToUtc('2027-10-31', '01:00', 'Europe/Dublin').toISOString()).toBe('2027-10-31T00:00:00.000Z');
    // 02:00 happens once, in GMT.
    expect(wallTimeToUtc('2027-10-31', '02:00', 'Europe/Dublin').toISOString()).toBe('2027-10-31T02:00:00.000Z');
    // New York 2027-11-07: 02:00 EDT goes back to 01:00 EST. 01:30 EDT = 05:30 UTC (01:30 EST would be 06:30).
    expect(wallTimeToUtc('2027-11-07', '01:30', 'America/New_York').toISOString()).toBe('2027-11-07T05:30:00.000Z');
  });

  it("reads '24:00' as the next day's midnight", () => {
    expect(wallTimeToUtc('2027-01-15', '24:00', 'Europe/Dublin').toISOString()).toBe('2027-01-16T00:00:00.000Z');
    expect(wallTimeToUtc('2027-01-15', '24:00', 'Europe/Dublin')).toEqual(wallTimeToUtc('2027-01-16', '00:00', 'Europe/Dublin'));
    // New Year's Eve, midnight EST = 05:00 UTC, in the next year.
    expect(wallTimeToUtc('2027-12-31', '24:00', 'America/New_York').toISOString()).toBe('2028-01-01T05:00:00.000Z');
  });

  it('handles the southern hemisphere (Australia/Sydney)', () => {
    // January is summer: AEDT (+11). 09:00 - 11 h = 22:00 UTC the day before.
    expect(wallTimeToUtc('2027-01-15', '09:00', 'Australia/Sydney').toISOString()).toBe('2027-01-14T22:00:00.000Z');
    // July is winter: AEST (+10). 09:00 - 10 h = 23:00 UTC the day before.
    expect(wallTimeToUtc('2027-07-15', '09:00', 'Australia/Sydney').toISOString()).toBe('2027-07-14T23:00:00.000Z');
    // First Sunday of April 2027 is 4 April: at 03:00 AEDT (16:00 UTC on 3 April) the clock goes back to 02:00 AEST.
    // 02:30 happens twice: 02:30 AEDT = 15:30 UTC (taken), 02:30 AEST = 16:30 UTC.
    expect(wallTimeToUtc('2027-04-04', '02:30', 'Australia/Sydney').toISOString()).toBe('2027-04-03T15:30:00.000Z');
    // 03:00 happens once, in AEST: 17:00 UTC.
    expect(wallTimeToUtc('2027-04-04', '03:00', 'Australia/Sydney').toISOString()).toBe('2027-04-03T17:00:00.000Z');
    // First Sunday of October 2027 is 3 October: 02:00 AEST jumps to 03:00 AEDT. 02:30 becomes 03:30 AEDT = 16:30 UTC on 2 October.
    expect(wallTimeToUtc('2027-10-03', '02:30', 'Australia/Sydney').toISOString()).toBe('2027-10-02T16:30:00.000Z');
  });

  it('throws on a malformed date, time or zone', () => {
    expect(() => wallTimeToUtc('2027-02-30', '09:00', 'UTC')).toThrow(RangeError);
    expect(() => wallTimeToUtc('2027-1-5', '09:00', 'UTC')).toThrow(RangeError);
    expect(() => wallTimeToUtc('2027-01-05', '9:00', 'UTC')).toThrow(RangeError);
    expect(() => wallTimeToUtc('2027-01-05', '24:30', 'UTC')).toThrow(RangeError);
    expect(() => wallTimeToUtc('2027-01-05', '10:60', 'UTC')).toThrow(RangeError);
    expect(() => wallTimeToUtc('2027-01-05', '09:00', 'Mars/Base')).toThrow(RangeError);
  });
});

describe('addDays', () => {
  it('adds and subtracts calendar days across months, years and leap days', () => {
    expect(addDays('2027-03-28', 1)).toBe('2027-03-29');
    expect(addDays('2027-03-28', 0)).toBe('2027-03-28');
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(addDays('2027-01-01', 365)).toBe('2028-01-01');
  });

  it('throws on a malformed date or a fractional number of days', () => {
    expect(() => addDays('2027-13-01', 1)).toThrow(RangeError);
    expect(() => addDays('2027-03-28', 0.5)).toThrow(RangeError);
  });
});

describe('freeSlots', () => {
  // 60-minute meetings every 60 minutes (the default step would be 30).
  const dublinSundayMorning = {
    availability: { sun: [{ start: '09:00', end: '12:00' }] },
    durationMinutes: 60,
    stepMinutes: 60,
    timeZone: 'Europe/Dublin',
    busy: [],
    now: LONG_AGO,
  };
  const dublinSundayNight = { ...dublinSundayMorning, availability: { sun: [{ start: '00:00', end: '04:00' }] } };

  it('keeps the wall-clock times across the spring change', () => {
    // Sunday before the change (GMT): 09:00, 10:00, 11:00 local = UTC.
    expect(isoList(freeSlots({ ...dublinSundayMorning, from: utc('2027-03-21T00:00:00Z'), to: utc('2027-03-22T00:00:00Z') }))).toEqual([
      '2027-03-21T09:00:00.000Z',
      '2027-03-21T10:00:00.000Z',
      '2027-03-21T11:00:00.000Z',
    ]);
    // Day of the change (IST from 01:00 UTC): 09:00, 10:00, 11:00 local = 08:00, 09:00, 10:00 UTC.
    expect(isoList(freeSlots({ ...dublinSundayMorning, from: utc('2027-03-28T00:00:00Z'), to: utc('2027-03-29T00:00:00Z') }))).toEqual([
      '2027-03-28T08:00:00.000Z',
      '2027-03-28T09:00:00.000Z',
      '2027-03-28T10:00:00.000Z',
    ]);
  });

  it('keeps the wall-clock times across the autumn change', () => {
    // Sunday before the change (IST): 09:00, 10:00, 11:00 local = 08:00, 09:00, 10:00 UTC.
    expect(isoList(freeSlots({ ...dublinSundayMorning, from: utc('2027-10-24T00:00:00Z'), to: utc('2027-10-25T00:00:00Z') }))).toEqual([
      '2027-10-24T08:00:00.000Z',
      '2027-10-24T09:00:00.000Z',
      '2027-10-24T10:00:00.000Z',
    ]);
    // Day of the change (GMT from 01:00 UTC): 09:00, 10:00, 11:00 local = UTC.
    expect(isoList(freeSlots({ ...dublinSundayMorning, from: utc('2027-10-31T00:00:00Z'), to: utc('2027-11-01T00:00:00Z') }))).toEqual([
      '2027-10-31T09:00:00.000Z',
      '2027-10-31T10:00:00.000Z',
      '2027-10-31T11:00:00.000Z',
    ]);
  });

  it('steps real minutes through a range that spans a change at night', () => {
    // An ordinary Sunday: 00:00–04:00 GMT is four hours, four hourly slots.
    expect(isoList(freeSlots({ ...dublinSundayNight, from: utc('2027-03-21T00:00:00Z'), to: utc('2027-03-22T00:00:00Z') }))).toEqual([
      '2027-03-21T00:00:00.000Z',
      '2027-03-21T01:00:00.000Z',
      '2027-03-21T02:00:00.000Z',
      '2027-03-21T03:00:00.000Z',
    ]);
    // Spring: 00:00 GMT = 00:00 UTC to 04:00 IST = 03:00 UTC is three real hours: one slot fewer
    // (00:00 GMT, 02:00 IST, 03:00 IST).
    expect(isoList(freeSlots({ ...dublinSundayNight, from: utc('2027-03-28T00:00:00Z'), to: utc('2027-03-29T00:00:00Z') }))).toEqual([
      '2027-03-28T00:00:00.000Z',
      '2027-03-28T01:00:00.000Z',
      '2027-03-28T02:00:00.000Z',
    ]);
    // Autumn: 00:00 IST = 23:00 UTC on Saturday to 04:00 GMT = 04:00 UTC is five real hours: one slot more
    // (00:00 IST, 01:00 IST, 01:00 GMT, 02:00 GMT, 03:00 GMT).
    expect(isoList(freeSlots({ ...dublinSundayNight, from: utc('2027-10-30T22:00:00Z'), to: utc('2027-11-01T00:00:00Z') }))).toEqual([
      '2027-10-30T23:00:00.000Z',
      '2027-10-31T00:00:00.000Z',
      '2027-10-31T01:00:00.000Z',
      '2027-10-31T02:00:00.000Z',
      '2027-10-31T03:00:00.000Z',
    ]);
  });

  // Monday 11 January 2027 in Dublin (GMT, so local = UTC), open 09:00–12:00, hourly 60-minute slots: 09:00, 10:00, 11:00.
  const dublinMonday = {
    availability: { mon: [{ start: '09:00', end: '12:00' }] },
    durationMinutes: 60,
    stepMinutes: 60,
    timeZone: 'Europe/Dublin',
    now: LONG_AGO,
  };
  const monday = { from: utc('2027-01-11T00:00:00Z'), to: utc('2027-01-12T00:00:00Z') };
  const busy = (start: string, end: string) => ({ start: utc(start), end: utc(end) });

  it('offers every slot when nothing is busy', () => {
    expect(isoList(freeSlots({ ...dublinMonday, ...monday, busy: [] }))).toEqual([
      '2027-01-11T09:00:00.000Z',
      '2027-01-11T10:00:00.000Z',
      '2027-01-11T11:00:00.000Z',
    ]);
  });

  it('leaves out slots that overlap a busy time, but not those that only touch one', () => {
    // [10:30, 11:00) overlaps the 10:00 slot [10:00, 11:00) and touches the 11:00 slot, which stays.
    expect(isoList(freeSlots({ ...dublinMonday, ...monday, busy: [busy('2027-01-11T10:30:00Z', '2027-01-11T11:00:00Z')] }))).toEqual([
      '2027-01-11T09:00:00.000Z',
      '2027-01-11T11:00:00.000Z',
    ]);
    // [08:00, 09:00) ends where the 09:00 slot starts, [12:00, 13:00) starts where the 11:00 slot ends: nothing is lost.
    const touching = [busy('2027-01-11T08:00:00Z', '2027-01-11T09:00:00Z'), busy('2027-01-11T12:00:00Z', '2027-01-11T13:00:00Z')];
    expect(freeSlots({ ...dublinMonday, ...monday, busy: touching })).toHaveLength(3);
    // One minute of overlap is enough: [11:59, 12:30) takes the 11:00 slot; unsorted, overlapping busy times work too.
    const messy = [
      busy('2027-01-11T11:59:00Z', '2027-01-11T12:30:00Z'),
      busy('2027-01-11T08:30:00Z', '2027-01-11T09:01:00Z'),
      busy('2027-01-11T08:45:00Z', '2027-01-11T09:30:00Z'),
    ];
    expect(isoList(freeSlots({ ...dublinMonday, ...monday, busy: messy }))).toEqual(['2027-01-11T10:00:00.000Z']);
  });

  it('starts no slot before now + the minimum notice', () => {
    // now 08:00, 60 minutes' notice by default: earliest 09:00, which is still offered (>=).
    expect(freeSlots({ ...dublinMonday, ...monday, busy: [], now: utc('2027-01-11T08:00:00Z') })).toHaveLength(3);
    // now 08:30: earliest 09:30, so 09:00 goes.
    expect(isoList(freeSlots({ ...dublinMonday, ...monday, busy: [], now: utc('2027-01-11T08:30:00Z') }))).toEqual([
      '2027-01-11T10:00:00.000Z',
      '2027-01-11T11:00:00.000Z',
    ]);
    // No notice at all: a slot starting right now is offered.
    expect(isoList(freeSlots({ ...dublinMonday, ...monday, busy: [], now: utc('2027-01-11T10:00:00Z'), minNoticeMinutes: 0 }))).toEqual([
      '2027-01-11T10:00:00.000Z',
      '2027-01-11T11:00:00.000Z',
    ]);
    // A day's notice: now Sunday 10:00 leaves nothing on Monday before 10:00.
    expect(isoList(freeSlots({ ...dublinMonday, ...monday, busy: [], now: utc('2027-01-10T10:00:00Z'), minNoticeMinutes: 24 * 60 }))).toEqual([
      '2027-01-11T10:00:00.000Z',
      '2027-01-11T11:00:00.000Z',
    ]);
  });

  it('returns only starts within [from, to)', () => {
    // from 10:00 is included, to 11:00 is not.
    const inWindow = (from: string, to: string) => freeSlots({ ...dublinMonday, busy: [], from: utc(from), to: utc(to) });
    expect(isoList(inWindow('2027-01-11T10:00:00Z', '2027-01-11T11:00:00Z'))).toEqual(['2027-01-11T10:00:00.000Z']);
    // A slot that starts inside [from, to) is offered even when it ends after `to`.
    expect(isoList(inWindow('2027-01-11T10:30:00Z', '2027-01-11T11:30:00Z'))).toEqual(['2027-01-11T11:00:00.000Z']);
    // An empty or reversed window has nothing.
    expect(inWindow('2027-01-11T10:00:00Z', '2027-01-11T10:00:00Z')).toEqual([]);
    expect(inWindow('2027-01-12T00:00:00Z', '2027-01-11T00:00:00Z')).toEqual([]);
  });

  it('steps by the duration, at most 30 minutes, by default', () => {
    // 45 minutes in 09:00–11:00, step min(45, 30) = 30: 09:00, 09:30, 10:00 (ends 10:45); 10:30 would end 11:15 > 11:00.
    const query = { availability: { mon: [{ start: '09:00', end: '11:00' }] }, timeZone: 'Europe/Dublin', busy: [], now: LONG_AGO, ...monday };
    expect(isoList(freeSlots({ ...query, durationMinutes: 45 }))).toEqual(['2027-01-11T09:00:00.000Z', '2027-01-11T09:30:00.000Z', '2027-01-11T10:00:00.000Z']);
    // 20 minutes, step 20: 09:00, 09:20, …, 10:40 (ends 11:00) = 6 slots.
    expect(isoList(freeSlots({ ...query, durationMinutes: 20 }))).toEqual([
      '2027-01-11T09:00:00.000Z',
      '2027-01-11T09:20:00.000Z',
      '2027-01-11T09:40:00.000Z',
      '2027-01-11T10:00:00.000Z',
      '2027-01-11T10:20:00.000Z',
      '2027-01-11T10:40:00.000Z',
    ]);
    // An explicit step of 15 for 45 minutes in 09:00–10:00: 09:00, 09:15 (ends 10:00); 09:30 ends 10:15.
    const early = { ...query, availability: { mon: [{ start: '09:00', end: '10:00' }] } };
    expect(isoList(freeSlots({ ...early, durationMinutes: 45, stepMinutes: 15 }))).toEqual(['2027-01-11T09:00:00.000Z', '2027-01-11T09:15:00.000Z']);
    // A step of 90 for 30 minutes in 09:00–11:00: 09:00, 10:30 (ends 11:00).
    expect(isoList(freeSlots({ ...query, durationMinutes: 30, stepMinutes: 90 }))).toEqual(['2027-01-11T09:00:00.000Z', '2027-01-11T10:30:00.000Z']);
  });

  it('ignores malformed ranges without throwing', () => {
    const ranges = [
      { start: '9:00', end: '10:00' },
      { start: '10:00', end: '09:00' },
      { start: '10:00', end: '10:00' },
      { start: '10:60', end: '11:00' },
      { start: '25:00', end: '26:00' },
      { start: '23:00', end: '24:30' },
      { start: 'noon', end: 'later' },
      { start: '10:00' },
      null,
      { start: '13:00', end: '14:00' },
      { start: '23:00', end: '24:00' },
    ] as unknown as TimeRange[];
    // Only 13:00–14:00 and 23:00–24:00 are kept: one hourly slot each.
    expect(isoList(freeSlots({ ...dublinMonday, ...monday, availability: { mon: ranges }, busy: [] }))).toEqual([
      '2027-01-11T13:00:00.000Z',
      '2027-01-11T23:00:00.000Z',
    ]);
    expect(freeSlots({ ...dublinMonday, ...monday, availability: { mon: 'all day' } as unknown as WeeklyAvailability, busy: [] })).toEqual([]);
  });

  it('chooses the weekday in the zone, not in UTC', () => {
    // New York, Sunday 21:00–22:00 EST = Monday 02:00–03:00 UTC: found in a window that holds only UTC Monday.
    // 60 minutes fit once in the hour (21:30, a step of 30 later, would end at 22:30).
    const newYork = { availability: { sun: [{ start: '21:00', end: '22:00' }] }, durationMinutes: 60, timeZone: 'America/New_York', busy: [], now: LONG_AGO };
    expect(isoList(freeSlots({ ...newYork, ...monday }))).toEqual(['2027-01-11T02:00:00.000Z']);
    // Monday 00:00–05:00 UTC is still Sunday 19:00–24:00 in New York: Monday's hours 00:00–03:00 give nothing there
    // (they start at 05:00 UTC), though they would if the weekday and times were read in UTC.
    const earlyMonday = { from: utc('2027-01-11T00:00:00Z'), to: utc('2027-01-11T05:00:00Z') };
    expect(freeSlots({ ...newYork, ...earlyMonday, availability: { mon: [{ start: '00:00', end: '03:00' }] } })).toEqual([]);
    // Tokyo (+9), Monday 07:00–08:00 JST = Sunday 22:00–23:00 UTC.
    const tokyo = { availability: { mon: [{ start: '07:00', end: '08:00' }] }, durationMinutes: 60, timeZone: 'Asia/Tokyo', busy: [], now: LONG_AGO };
    expect(isoList(freeSlots({ ...tokyo, from: utc('2027-01-10T00:00:00Z'), to: utc('2027-01-12T00:00:00Z') }))).toEqual(['2027-01-10T22:00:00.000Z']);
  });

  it('returns starts sorted and without duplicates', () => {
    // Overlapping ranges listed latest first on Monday and Tuesday: 11:00–13:00 gives 11:00, 12:00; 09:00–12:00
    // gives 09:00, 10:00, 11:00. Together: 09:00, 10:00, 11:00, 12:00 each day.
    const ranges = [
      { start: '11:00', end: '13:00' },
      { start: '09:00', end: '12:00' },
    ];
    const availability = { tue: ranges, mon: ranges };
    const slots = freeSlots({ ...dublinMonday, availability, busy: [], from: utc('2027-01-11T00:00:00Z'), to: utc('2027-01-13T00:00:00Z') });
    expect(isoList(slots)).toEqual([
      '2027-01-11T09:00:00.000Z',
      '2027-01-11T10:00:00.000Z',
      '2027-01-11T11:00:00.000Z',
      '2027-01-11T12:00:00.000Z',
      '2027-01-12T09:00:00.000Z',
      '2027-01-12T10:00:00.000Z',
      '2027-01-12T11:00:00.000Z',
      '2027-01-12T12:00:00.000Z',
    ]);
  });

  it('throws on an unknown zone or a duration that is not a positive whole number of minutes', () => {
    expect(() => freeSlots({ ...dublinMonday, ...monday, busy: [], timeZone: 'Mars/Base' })).toThrow(RangeError);
    expect(() => freeSlots({ ...dublinMonday, ...monday, busy: [], durationMinutes: 0 })).toThrow(RangeError);
    expect(() => freeSlots({ ...dublinMonday, ...monday, busy: [], stepMinutes: -5 })).toThrow(RangeError);
  });
});

describe('isFreeSlot', () => {
  const query = {
    availability: { mon: [{ start: '09:00', end: '12:00' }], sun: [{ start: '09:00', end: '12:00' }] },
    durationMinutes: 60,
    stepMinutes: 60,
    timeZone: 'Europe/Dublin',
    busy: [],
    now: LONG_AGO,
  };

  it('accepts a start that freeSlots offers', () => {
    expect(isFreeSlot({ ...query, start: utc('2027-01-11T10:00:00Z') })).toBe(true);
    // 09:00 IST on the day of the spring change is 08:00 UTC.
    expect(isFreeSlot({ ...query, start: utc('2027-03-28T08:00:00Z') })).toBe(true);
  });

  it('refuses a start off the grid, a busy one and a past one', () => {
    // 10:15 is not on the hourly grid from 09:00; on the spring change day the grid is 08:00, 09:00, 10:00 UTC, so 09:30 UTC is off it.
    expect(isFreeSlot({ ...query, start: utc('2027-01-11T10:15:00Z') })).toBe(false);
    expect(isFreeSlot({ ...query, start: utc('2027-03-28T09:30:00Z') })).toBe(false);
    // 11:00 would end at 12:00; 12:00 would end after closing.
    expect(isFreeSlot({ ...query, start: utc('2027-01-11T12:00:00Z') })).toBe(false);
    const busy = [{ start: utc('2027-01-11T10:30:00Z'), end: utc('2027-01-11T10:45:00Z') }];
    expect(isFreeSlot({ ...query, start: utc('2027-01-11T10:00:00Z'), busy })).toBe(false);
    expect(isFreeSlot({ ...query, start: utc('2027-01-11T11:00:00Z'), busy })).toBe(true);
    // now 10:30: 10:00 has passed; 11:00 is within the 60 minutes' notice; nothing is left that day.
    expect(isFreeSlot({ ...query, start: utc('2027-01-11T10:00:00Z'), now: utc('2027-01-11T10:30:00Z') })).toBe(false);
    expect(isFreeSlot({ ...query, start: utc('2027-01-11T11:00:00Z'), now: utc('2027-01-11T10:30:00Z') })).toBe(false);
    // Tuesday has no opening hours.
    expect(isFreeSlot({ ...query, start: utc('2027-01-12T10:00:00Z') })).toBe(false);
  });
});

describe('occupiedBlocks', () => {
  it('has blocks of 5 minutes', () => {
    expect(BLOCK_MINUTES).toBe(5);
  });

  it('covers a meeting with the blocks it touches', () => {
    // 10:00 + 30 minutes = 10:30: blocks 10:00, 10:05, 10:10, 10:15, 10:20, 10:25.
    expect(isoList(occupiedBlocks(utc('2027-01-11T10:00:00Z'), 30))).toEqual([
      '2027-01-11T10:00:00.000Z',
      '2027-01-11T10:05:00.000Z',
      '2027-01-11T10:10:00.000Z',
      '2027-01-11T10:15:00.000Z',
      '2027-01-11T10:20:00.000Z',
      '2027-01-11T10:25:00.000Z',
    ]);
    // 10:02 + 10 minutes = 10:12: from 10:00 (floored) to 10:15 (rounded up), blocks 10:00, 10:05, 10:10.
    expect(isoList(occupiedBlocks(utc('2027-01-11T10:02:00Z'), 10))).toEqual([
      '2027-01-11T10:00:00.000Z',
      '2027-01-11T10:05:00.000Z',
      '2027-01-11T10:10:00.000Z',
    ]);
    // 10:05 + 5 minutes is exactly one block.
    expect(isoList(occupiedBlocks(utc('2027-01-11T10:05:00Z'), 5))).toEqual(['2027-01-11T10:05:00.000Z']);
  });

  it('gives meetings that touch no shared block, and overlapping ones a shared one', () => {
    const first = isoList(occupiedBlocks(utc('2027-01-11T10:00:00Z'), 30));
    const touching = isoList(occupiedBlocks(utc('2027-01-11T10:30:00Z'), 30));
    const overlapping = isoList(occupiedBlocks(utc('2027-01-11T10:25:00Z'), 30));
    expect(first.filter((block) => touching.includes(block))).toEqual([]);
    expect(first.filter((block) => overlapping.includes(block))).toEqual(['2027-01-11T10:25:00.000Z']);
  });

  it('throws on an invalid date or a duration that is not positive', () => {
    expect(() => occupiedBlocks(new Date(NaN), 30)).toThrow(RangeError);
    expect(() => occupiedBlocks(utc('2027-01-11T10:00:00Z'), 0)).toThrow(RangeError);
  });
});
