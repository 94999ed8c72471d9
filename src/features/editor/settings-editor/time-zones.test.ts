// The General tab's list of time zones: each zone with its offset at the moment, UTC always first,
// the rest by name, and a stored zone this browser does not list still shown as chosen.
import { describe, expect, it } from 'vitest';
import { isValidTimeZone } from '@/lib/meetings/slots';
import { DEFAULT_TIME_ZONE, timeZoneNames, timeZoneOptions, utcOffset, withTimeZone } from './time-zones';

const WINTER = new Date('2026-01-15T12:00:00Z');
const SUMMER = new Date('2026-07-15T12:00:00Z');

describe('a zone’s offset from UTC', () => {
  it('follows summer time, in hours and minutes either side of UTC', () => {
    expect(utcOffset('Europe/Dublin', WINTER)).toBe('UTC+00:00');
    expect(utcOffset('Europe/Dublin', SUMMER)).toBe('UTC+01:00');
    expect(utcOffset('America/New_York', WINTER)).toBe('UTC-05:00');
    expect(utcOffset('America/St_Johns', SUMMER)).toBe('UTC-02:30');
    expect(utcOffset('Asia/Kolkata', SUMMER)).toBe('UTC+05:30');
    expect(utcOffset('Asia/Kathmandu', WINTER)).toBe('UTC+05:45');
    expect(utcOffset('UTC', SUMMER)).toBe('UTC+00:00');
  });

  it('is the same to the minute whatever the seconds of the moment', () => {
    expect(utcOffset('Asia/Tokyo', new Date('2026-03-01T23:59:59.999Z'))).toBe('UTC+09:00');
  });

  it('says nothing of a zone Intl does not know', () => {
    expect(utcOffset('Mars/Olympus', WINTER)).toBeNull();
  });
});

describe('the list of zones', () => {
  it('holds UTC and every zone Intl lists, each one valid as the server checks it', () => {
    const names = timeZoneNames();
    expect(names[0]).toBe(DEFAULT_TIME_ZONE);
    expect(names).toEqual(expect.arrayContaining(['Europe/Dublin', 'America/New_York', 'Asia/Tokyo']));
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(isValidTimeZone(name), name).toBe(true);
  });

  it('names each zone with its offset, UTC first and the rest by name', () => {
    const options = timeZoneOptions(SUMMER, ['Europe/Dublin', 'America/New_York', 'UTC', 'Asia/Kolkata']);
    expect(options).toEqual([
      { value: 'UTC', label: 'UTC (UTC+00:00)' },
      { value: 'America/New_York', label: 'America/New_York (UTC-04:00)' },
      { value: 'Asia/Kolkata', label: 'Asia/Kolkata (UTC+05:30)' },
      { value: 'Europe/Dublin', label: 'Europe/Dublin (UTC+01:00)' },
    ]);
    expect(timeZoneOptions(WINTER).find((option) => option.value === 'Europe/Dublin')?.label).toBe('Europe/Dublin (UTC+00:00)');
  });

  it('adds the stored zone when the list lacks it, in its place, and leaves a listed one alone', () => {
    const options = timeZoneOptions(WINTER, ['UTC', 'Europe/Dublin', 'Europe/Paris']);
    expect(withTimeZone(options, 'Europe/Dublin', WINTER)).toBe(options);
    expect(withTimeZone(options, '', WINTER)).toBe(options);
    expect(withTimeZone(options, 'Europe/Kiev', WINTER).map((option) => option.label)).toEqual([
      'UTC (UTC+00:00)', 'Europe/Dublin (UTC+00:00)', 'Europe/Kiev (UTC+02:00)', 'Europe/Paris (UTC+01:00)',
    ]);
    // One no engine knows is still shown as chosen, without an offset; the checks then say why.
    expect(withTimeZone(options, 'Mars/Olympus', WINTER).at(-1)).toEqual({ value: 'Mars/Olympus', label: 'Mars/Olympus' });
  });
});
