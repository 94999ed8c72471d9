// The time zones the General tab offers for the organisation (meeting hours are read in its zone,
// and staff's e-mails give times in it): every IANA name the browser's Intl knows, each with its
// offset from UTC at the moment the list is made, "Europe/Dublin (UTC+01:00)" in summer. UTC, the
// default and no region's, comes first; the rest in the order of their names, so each region's
// zones stand together. Pure but for the clock it is given.
import type { Option } from './settings-controls';

export const DEFAULT_TIME_ZONE = 'UTC';

const pad = (value: number) => String(value).padStart(2, '0');

/** The zone's offset from UTC at `at`, "UTC+05:30", "UTC-03:00", "UTC+00:00"; null for a zone Intl does not know. */
export function utcOffset(timeZone: string, at: Date): string | null {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' }).formatToParts(at);
  } catch {
    return null;
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  // The wall clock there, read as if it were UTC, less the instant itself (both to the minute).
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  const minutes = Math.round((wall - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
  if (!Number.isFinite(minutes)) return null;
  const size = Math.abs(minutes);
  return `UTC${minutes < 0 ? '-' : '+'}${pad(Math.floor(size / 60))}:${pad(size % 60)}`;
}

const byName = (a: Option, b: Option) =>
  a.value === b.value ? 0 : a.value === DEFAULT_TIME_ZONE ? -1 : b.value === DEFAULT_TIME_ZONE ? 1 : a.value < b.value ? -1 : 1;

const option = (timeZone: string, at: Date): Option => {
  const offset = utcOffset(timeZone, at);
  return { value: timeZone, label: offset ? `${timeZone} (${offset})` : timeZone };
};

/** Every zone Intl lists, and UTC whether it lists it or not (some engines leave it out). */
export function timeZoneNames(): string[] {
  const listed = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([DEFAULT_TIME_ZONE, ...listed])];
}

/** The select's options, each with its offset at `at`: some four hundred formatters, so made once per list. */
export function timeZoneOptions(at: Date = new Date(), names: readonly string[] = timeZoneNames()): Option[] {
  return names.map((name) => option(name, at)).sort(byName);
}

/**
 * The options with the stored zone among them: one this browser does not list (an older name such as
 * 'Europe/Kiev', or one spelt in other letter case) is still shown as chosen, in its place by name.
 */
export function withTimeZone(options: Option[], current: string, at: Date = new Date()): Option[] {
  if (!current || options.some((entry) => entry.value === current)) return options;
  return [...options, option(current, at)].sort(byName);
}
