// Create Page (editing-layer spec §2 "Create Page modal", §3 "Page", §4, §5, §8, §9): a page is a
// record of the posts table with no content of its own (the sections under its path are its
// content), shown at /{slug}. POST /api/pages { title, slug, description? } creates one at the end
// of the organisation's pages (order = highest + 1). Pure: the editors bundle this file.
import { z } from 'zod';

export const PAGE_LIMITS = { title: 200, slug: 100, description: 160, descriptionWarnAbove: 140 } as const;

/** A slug: lowercase letters, digits and hyphens (spec §5). */
export const PAGE_SLUG_PATTERN = /^[a-z0-9-]+$/;

export const PAGE_MESSAGES = {
  titleRequired: 'Page title is required',
  titleTooLong: `Page title must be at most ${PAGE_LIMITS.title} characters`,
  slugRequired: 'Page slug is required',
  slugInvalid: 'Slug can only contain lowercase letters, numbers, and hyphens',
  slugTooLong: `Page slug must be at most ${PAGE_LIMITS.slug} characters`,
  /** A path the site itself answers (the blog, the account area...): no page may take it. */
  slugReserved: 'This address is used by the site itself. Choose another slug.',
  slugTaken: 'A page with this slug already exists',
  slugTakenField: 'Slug already exists',
  descriptionTooLong: `Meta description must be at most ${PAGE_LIMITS.description} characters`,
  createFailed: 'Failed to create page. Please try again.',
} as const;

/**
 * The slug a title suggests until the slug is edited: lowercase, accents dropped, anything but
 * letters and digits turned to single hyphens, none at either end.
 */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, PAGE_LIMITS.slug)
    .replace(/-+$/, '');
}

/** POST /api/pages */
export const createPageSchema = z.object({
  title: z.string(PAGE_MESSAGES.titleRequired).trim().min(1, PAGE_MESSAGES.titleRequired).max(PAGE_LIMITS.title, PAGE_MESSAGES.titleTooLong),
  slug: z
    .string(PAGE_MESSAGES.slugRequired)
    .trim()
    .min(1, PAGE_MESSAGES.slugRequired)
    .max(PAGE_LIMITS.slug, PAGE_MESSAGES.slugTooLong)
    .regex(PAGE_SLUG_PATTERN, PAGE_MESSAGES.slugInvalid),
  description: z
    .string()
    .trim()
    .max(PAGE_LIMITS.description, PAGE_MESSAGES.descriptionTooLong)
    .nullish()
    .transform((value) => value || null),
});

export type CreatePageInput = z.infer<typeof createPageSchema>;

/** What POST /api/pages answers (201). */
export type PageView = { id: string; title: string; slug: string; description: string | null; order: number; url: string };
