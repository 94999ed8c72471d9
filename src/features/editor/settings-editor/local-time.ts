// Moments the modal stores as ISO times (a banner's countdown end, a promotion's end) as a
// date-and-time field shows and takes them: the browser's own wall-clock time; and a banner's
// dismissal duration as the site reads it (lib/banners.ts), in words of the editor's language.
import { parseDismissalDuration } from '@/lib/banners';
import { isDismissalDuration } from '@/schemas/organization-records';

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO time as a datetime-local value ("2025-07-01T18:30"), '' for none. */
export function toLocalInput(iso: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value (the browser's time) as an ISO time, '' for none or an incomplete one. */
export function fromLocalInput(value: string): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}

const UNITS = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
] as const;

/**
 * What the site makes of a dismissal duration, with its own parser: how long the banner stays
 * closed, in the largest whole unit ("7 days", "7 Tage"), and whether the text was readable at all
 * (the server's check: anything else is refused, and blank is the parser's one minute).
 */
export function dismissalMeaning(text: string, locale: string): { state: 'readable' | 'blank' | 'unreadable'; words: string } {
  const ms = parseDismissalDuration(text);
  const state = text.trim() === '' ? 'blank' : isDismissalDuration(text.trim()) ? 'readable' : 'unreadable';
  const [unit, size] = UNITS.find(([, length]) => ms % length === 0) ?? UNITS[UNITS.length - 1];
  return { state, words: new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(ms / size) };
}
