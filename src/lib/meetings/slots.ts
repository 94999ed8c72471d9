// Meeting booking: the free slots of a meeting type, computed from its weekly opening hours, which are
// wall-clock times in the organisation's time zone, while bookings and slots are stored as UTC instants.
// Pure (no I/O, no date library): Intl.DateTimeFormat does the time zone arithmetic, so the same code
// runs in the browser (to show the slots) and on the server (to check a booking against them).

export type Weekday = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';
/** Opening hours of one day, "HH:MM" 24 h wall-clock times (end may be "24:00"). */
export type TimeRange = { start: string; end: string };
export type WeeklyAvailability = Partial<Record<Weekday, TimeRange[]>>;
export type Interval = { start: Date; end: Date };

export const WEEKDAYS: readonly Weekday[] = Object.freeze(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const);

/** The length of one block of occupied time in minutes (see occupiedBlocks). */
export const BLOCK_MINUTES = 5;

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^(\d{2}):(\d{2})$/;

// One formatter per zone: building one is far slower than using it. Only valid zones get here, but a
// name's letter case is free ('europe/dublin' works too), so the cache is emptied rather than let grow.
const formatters = new Map<string, Intl.DateTimeFormat>();
const MAX_FORMATTERS = 64;

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    if (!isValidTimeZone(timeZone)) throw new RangeError(`Unknown time zone: ${JSON.stringify(timeZone)}`);
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    if (formatters.size >= MAX_FORMATTERS) formatters.clear();
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether Intl knows this IANA time zone name (e.g. 'Europe/Dublin'); false for '', 'Mars/Base', etc. */
export function isValidTimeZone(timeZone: string): boolean {
  // Newer engines also take offsets such as '+01:00', older ones do not: refuse them everywhere, so the
  // browser and the server agree on what is valid. Every IANA name starts with a letter.
  if (typeof timeZone !== 'string' || !/^[A-Za-z]/.test(timeZone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** Days since 1970-01-01 of a calendar date, or null when it is not a real 'YYYY-MM-DD' date. */
function dayNumber(date: string): number | null {
  const match = typeof date === 'string' ? DATE_PATTERN.exec(date) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const ms = utcMs(year, month, day, 0, 0, 0);
  // 2027-02-30 would roll over into March: such a date does not exist.
  return new Date(ms).getUTCDate() === day ? Math.round(ms / DAY_MS) : null;
}

/** Date.UTC without its quirk of reading years 0–99 as 1900–1999. */
function utcMs(year: number, month: number, day: number, hour: number, minute: number, second: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, 0);
  return date.getTime();
}

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

/** The 'YYYY-MM-DD' of a number of days since 1970-01-01. */
function dateOfDayNumber(days: number): string {
  const date = new Date(days * DAY_MS);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** The weekday of a number of days since 1970-01-01 (a Thursday). */
function weekdayOfDayNumber(days: number): Weekday {
  return WEEKDAYS[(((days + 3) % 7) + 7) % 7];
}

/** Minutes since midnight of an 'HH:MM' time from 00:00 to 24:00, or null when it is not one. */
function parseTime(time: unknown): number | null {
  const match = typeof time === 'string' ? TIME_PATTERN.exec(time) : null;
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) return null;
  return hours * 60 + minutes;
}

/** The wall clock of an instant in a zone, read as if it were UTC (milliseconds, whole seconds). */
function wallClockMs(instantMs: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instantMs)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  // Some engines write midnight as 24 even with hourCycle 'h23'.
  return utcMs(parts.year, parts.month, parts.day, parts.hour % 24, parts.minute, parts.second);
}

/** The zone's offset from UTC at an instant, in milliseconds (+01:00 is 3 600 000). */
function offsetMs(instantMs: number, timeZone: string): number {
  const wholeSecond = Math.floor(instantMs / 1000) * 1000;
  return wallClockMs(wholeSecond, timeZone) - wholeSecond;
}

function checkInstant(instant: Date, name: string): number {
  const ms = instant instanceof Date ? instant.getTime() : NaN;
  if (Number.isNaN(ms)) throw new RangeError(`${name} is not a valid date`);
  return ms;
}

/** The wall clock of an instant in a zone: date 'YYYY-MM-DD', time 'HH:MM', weekday, minutes since midnight. */
export function zonedParts(instant: Date, timeZone: string): { date: string; time: string; weekday: Weekday; minutes: number } {
  const wall = wallClockMs(checkInstant(instant, 'instant'), timeZone);
  const days = Math.floor(wall / DAY_MS);
  const minutes = Math.floor((wall - days * DAY_MS) / MINUTE_MS);
  return { date: dateOfDayNumber(days), time: `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`, weekday: weekdayOfDayNumber(days), minutes };
}

/**
 * The instant at which a wall clock in `timeZone` shows `date` ('YYYY-MM-DD') at `time` ('HH:MM', '24:00' = next day's 00:00).
 * Like Temporal's 'compatible' disambiguation: a time skipped by a forward change (spring) is moved forward by the gap
 * (a skipped 01:30 local becomes 02:30 local); a time that happens twice (autumn) is the earlier of the two.
 * Throws a RangeError for a malformed date or time or an unknown zone.
 */
export function wallTimeToUtc(date: string, time: string, timeZone: string): Date {
  const days = dayNumber(date);
  const minutes = parseTime(time);
  if (days === null) throw new RangeError(`Not a 'YYYY-MM-DD' date: ${JSON.stringify(date)}`);
  if (minutes === null) throw new RangeError(`Not an 'HH:MM' time: ${JSON.stringify(time)}`);
  const wall = days * DAY_MS + minutes * MINUTE_MS;
  // The offsets a day either side hold the one before and the one after any change near this time
  // (zones change at most once within two days). Each offset that maps back to this wall clock gives
  // an instant that shows it: none in a gap, two in an overlap.
  const before = offsetMs(wall - DAY_MS, timeZone);
  const after = offsetMs(wall + DAY_MS, timeZone);
  const candidates = [...new Set([before, after])].map((offset) => wall - offset).filter((instant) => offsetMs(instant, timeZone) === wall - instant);
  if (candidates.length > 0) return new Date(Math.min(...candidates));
  // In a gap, the offset from before the change moves the time forward by the length of the gap.
  return new Date(wall - before);
}

/** Adds days to a 'YYYY-MM-DD' calendar date (no time zone involved). */
export function addDays(date: string, days: number): string {
  const start = dayNumber(date);
  if (start === null) throw new RangeError(`Not a 'YYYY-MM-DD' date: ${JSON.stringify(date)}`);
  if (!Number.isInteger(days)) throw new RangeError(`Not a whole number of days: ${days}`);
  return dateOfDayNumber(start + days);
}

type SlotQuery = {
  availability: WeeklyAvailability;
  durationMinutes: number;
  timeZone: string;
  /** Times already taken (other bookings of the same host), any order, may overlap. */
  busy: Interval[];
  /** Now: no slot starts earlier than now + minNoticeMinutes. */
  now: Date;
  minNoticeMinutes?: number; // default 60
  /** Distance between two slot starts within a range, in real minutes; default: the duration, but at most 30. */
  stepMinutes?: number;
};

function positiveWholeMinutes(value: number, name: string): number {
  if (!Number.isInteger(value) || value <= 0) throw new RangeError(`${name} must be a positive whole number of minutes, not ${value}`);
  return value;
}

/**
 * Free slot starts (UTC Dates, ascending, no duplicates) whose start lies in [from, to).
 * For each calendar day (in the zone) overlapping [from, to), for each of that weekday's ranges: the range opens at
 * wallTimeToUtc(day, start) and closes at wallTimeToUtc(day, end); slots start at the opening and every stepMinutes
 * after it (real elapsed minutes), and a slot is offered when start + duration <= closing, start >= now + minNotice,
 * and [start, start + duration) overlaps no busy interval (touching ends do not overlap).
 * Ranges that are malformed (not HH:MM, end <= start, minutes not 00-59, hours > 24) are ignored, never thrown on.
 * Throws a RangeError for an unknown zone, invalid dates, or a duration, step or notice that is not a whole number of minutes.
 */
export function freeSlots(query: SlotQuery & { from: Date; to: Date }): Date[] {
  const { availability, timeZone } = query;
  if (!isValidTimeZone(timeZone)) throw new RangeError(`Unknown time zone: ${JSON.stringify(timeZone)}`);
  const durationMs = positiveWholeMinutes(query.durationMinutes, 'durationMinutes') * MINUTE_MS;
  const stepMs = positiveWholeMinutes(query.stepMinutes ?? Math.min(query.durationMinutes, 30), 'stepMinutes') * MINUTE_MS;
  const notice = query.minNoticeMinutes ?? 60;
  if (!Number.isInteger(notice) || notice < 0) throw new RangeError(`minNoticeMinutes must be a whole number of minutes >= 0, not ${notice}`);
  const fromMs = checkInstant(query.from, 'from');
  const toMs = checkInstant(query.to, 'to');
  const earliestMs = checkInstant(query.now, 'now') + notice * MINUTE_MS;
  if (fromMs >= toMs) return [];

  const busy = (query.busy ?? [])
    .map((interval) => ({ start: interval.start.getTime(), end: interval.end.getTime() }))
    .filter((interval) => interval.start < interval.end);
  const isBusy = (start: number) => busy.some((interval) => interval.start < start + durationMs && start < interval.end);

  // The days the zone's wall clock shows within [from, to), plus one either side: a range's times can
  // fall outside its own day around a change at midnight. Starts outside [from, to) are dropped below.
  const firstDay = Math.floor(wallClockMs(fromMs, timeZone) / DAY_MS) - 1;
  const lastDay = Math.floor(wallClockMs(toMs - 1, timeZone) / DAY_MS) + 1;
  const starts = new Set<number>();
  for (let day = firstDay; day <= lastDay; day++) {
    const date = dateOfDayNumber(day);
    const ranges = availability?.[weekdayOfDayNumber(day)];
    if (!Array.isArray(ranges)) continue;
    for (const range of ranges) {
      const open = parseTime(range?.start);
      const close = parseTime(range?.end);
      if (open === null || close === null || close <= open) continue;
      const openingMs = wallTimeToUtc(date, range.start, timeZone).getTime();
      const closingMs = wallTimeToUtc(date, range.end, timeZone).getTime();
      for (let start = openingMs; start + durationMs <= closingMs; start += stepMs) {
        if (start < fromMs || start >= toMs || start < earliestMs || isBusy(start)) continue;
        starts.add(start);
      }
    }
  }
  return [...starts].sort((a, b) => a - b).map((ms) => new Date(ms));
}

/** Whether `start` is one of the free slots freeSlots would offer for that day (the server checks a booking with it). */
export function isFreeSlot(query: SlotQuery & { start: Date }): boolean {
  const { start, ...rest } = query;
  const startMs = checkInstant(start, 'start');
  return freeSlots({ ...rest, from: start, to: new Date(startMs + 1) }).some((slot) => slot.getTime() === startMs);
}

/**
 * The fixed 5-minute blocks of UTC time a meeting occupies, as their start instants: from `start` floored to a multiple of 5 minutes
 * since the epoch, up to (not including) start + duration rounded up to a multiple of 5. The database keeps one row per block
 * and host with a unique index, so two overlapping bookings can never both be stored.
 */
export function occupiedBlocks(start: Date, durationMinutes: number): Date[] {
  const startMs = checkInstant(start, 'start');
  if (!Number.isFinite(durationMinutes) || durationMinutes <= 0) throw new RangeError(`durationMinutes must be positive, not ${durationMinutes}`);
  const blockMs = BLOCK_MINUTES * MINUTE_MS;
  const first = Math.floor(startMs / blockMs) * blockMs;
  const end = Math.ceil((startMs + durationMinutes * MINUTE_MS) / blockMs) * blockMs;
  const blocks: Date[] = [];
  for (let block = first; block < end; block += blockMs) blocks.push(new Date(block));
  return blocks;
}
