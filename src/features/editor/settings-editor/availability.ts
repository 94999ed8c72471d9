// A meeting type's weekly availability (when it can be booked): for each weekday, time ranges in
// 24-hour wall-clock time. A range must start before it ends, and the ranges of one day must not
// overlap (one may start where the one before ends). Pure: the editor and its tests share it.
import { WEEKDAYS, type Availability, type TimeRange, type Weekday } from './settings-types';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export type RangeProblem = 'time' | 'order' | 'overlap';

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Each range's problem, by its place in the day's list; an empty object when the day is fine. */
export function dayProblems(ranges: readonly TimeRange[]): Record<number, RangeProblem> {
  const problems: Record<number, RangeProblem> = {};
  ranges.forEach((range, index) => {
    if (!TIME.test(range.start) || !TIME.test(range.end)) problems[index] = 'time';
    else if (minutes(range.start) >= minutes(range.end)) problems[index] = 'order';
  });
  // Overlaps among the ranges that are themselves fine, in time order: each against the latest end so far.
  const sound = ranges.map((range, index) => ({ range, index })).filter(({ index }) => !(index in problems));
  sound.sort((a, b) => minutes(a.range.start) - minutes(b.range.start));
  let latestEnd = -1;
  for (const { range, index } of sound) {
    if (minutes(range.start) < latestEnd) problems[index] = 'overlap';
    latestEnd = Math.max(latestEnd, minutes(range.end));
  }
  return problems;
}

/** Every problem of a week, as `day.index` → problem. */
export function availabilityProblems(week: Availability): Record<string, RangeProblem> {
  const out: Record<string, RangeProblem> = {};
  for (const day of WEEKDAYS) {
    for (const [index, problem] of Object.entries(dayProblems(week[day] ?? []))) out[`${day}.${index}`] = problem;
  }
  return out;
}

/** The week as it is saved: days without ranges left out, each day's ranges in time order. */
export function normalizeAvailability(week: Availability | null | undefined): Availability {
  const out: Availability = {};
  for (const day of WEEKDAYS) {
    const ranges = week?.[day];
    if (ranges?.length) out[day] = [...ranges].sort((a, b) => a.start.localeCompare(b.start)).map(({ start, end }) => ({ start, end }));
  }
  return out;
}

/** A new range for a day: an hour after the day's last one ends (09:00–17:00 for an empty day). */
export function nextRange(ranges: readonly TimeRange[]): TimeRange {
  if (!ranges.length) return { start: '09:00', end: '17:00' };
  const last = Math.max(...ranges.filter((range) => TIME.test(range.end)).map((range) => minutes(range.end)), 0);
  const start = Math.min(last + 60, 22 * 60);
  const clock = (total: number) => `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
  return { start: clock(start), end: clock(Math.min(start + 60, 23 * 60 + 59)) };
}

export type { Weekday };
