// Small helpers the per-organisation data files share.

/** The public address of a demo image shipped in public/demo/<slug>/ (no network at run time). */
export function demoImage(slug: string, file: string): string {
  return `/demo/${slug}/${file}`;
}

/** A fixed instant in UTC, so every seeded database carries the same dates. */
export function utc(isoDate: string): Date {
  return new Date(`${isoDate}T09:00:00.000Z`);
}
