// Who wrote a post and when, as the byline shows it.
import { getFormatter } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';

type AuthorFields = { authorName: string | null; isWithAuthor: boolean; isCompanyAuthor: boolean };

/**
 * The author to show: the organisation itself for a company post, else the stored author name.
 * A post names an author when it asks to (is_with_author) or simply has an author name.
 */
export function authorFor(post: AuthorFields, siteName: string): string | null {
  const name = post.authorName?.trim() || null;
  if (!post.isWithAuthor && !name) return null;
  if (post.isCompanyAuthor) return siteName;
  return name;
}

/** A date in the page's language; stored dates are UTC days, so they are shown in UTC. */
export function formatPostDate(date: Date, locale: Locale): string {
  return getFormatter(locale).dateTime(date, { dateStyle: 'long', timeZone: 'UTC' });
}
