// Small helpers the per-organisation data files share.
import type { WeeklyAvailability } from '@/lib/meetings/slots';

/** The public address of a demo image shipped in public/demo/<slug>/ (no network at run time). */
export function demoImage(slug: string, file: string): string {
  return `/demo/${slug}/${file}`;
}

/** A fixed instant in UTC, so every seeded database carries the same dates. */
export function utc(isoDate: string): Date {
  return new Date(`${isoDate}T09:00:00.000Z`);
}

/** The demo meeting types' opening hours, in the organisation's time zone: weekday mornings and afternoons. */
export const OFFICE_HOURS: WeeklyAvailability = Object.fromEntries(
  (['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => [day, [{ start: '09:00', end: '12:00' }, { start: '13:00', end: '17:00' }]]),
);
