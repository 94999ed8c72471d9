// Dates and amounts of the account area, written for the page's language through use-intl's
// formatter (the tickets dialog, an island loaded on demand, uses these too).
import { getFormatter } from '@/lib/i18n/format';

type DateInput = Date | string;

const asDate = (value: DateInput) => (typeof value === 'string' ? new Date(value) : value);

export function formatDate(value: DateInput, locale: string): string {
  return getFormatter(locale).dateTime(asDate(value), { dateStyle: 'long' });
}

/** A moment as a date and a time; in `timeZone` (the organisation's, for a meeting) with the zone named. */
export function formatDateTime(value: DateInput, locale: string, timeZone?: string): string {
  return getFormatter(locale).dateTime(asDate(value), timeZone ? { dateStyle: 'medium', timeStyle: 'short', timeZone } : { dateStyle: 'medium', timeStyle: 'short' }) + (timeZone ? ` (${zoneName(value, locale, timeZone)})` : '');
}

/** The zone's short name at that moment ("GMT+1", "EST"), as the language writes it. */
function zoneName(value: DateInput, locale: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' }).formatToParts(asDate(value));
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/**
 * "in 12 days", "tomorrow", "vor 3 Tagen": whole days between now and `value`. Intl directly: use-intl's
 * relativeTime writes "in 1 day" where people say "tomorrow" (it only uses numeric: 'auto' for seconds).
 */
export function relativeDays(value: DateInput, locale: string, now = new Date()): string {
  const days = Math.round((asDate(value).getTime() - now.getTime()) / 86_400_000);
  return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(days, 'day');
}

export function formatNumber(value: number, locale: string): string {
  return getFormatter(locale).number(value);
}
