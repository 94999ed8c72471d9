import 'server-only';
// Where the assistant's sources live on the site: a post at its own address, a FAQ on the page that
// shows the FAQ section (the help centre when no page has one). Addresses carry the locale prefix.
import { and, asc, eq, or } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { templateSections } from '@/server/db/schema';
import { memo } from '@/server/cache/memo';
import { localizePath, type Locale } from '@/lib/i18n/locales';

/** The path (no prefix) of the first page showing the FAQ section, or the help centre. */
export function faqPagePath(db: DbOrTx, organizationId: string): Promise<string> {
  return memo(organizationId, 'assistant:faq-page', 60_000, async () => {
    const [row] = await db
      .select({ urlPage: templateSections.urlPage })
      .from(templateSections)
      .where(and(eq(templateSections.organizationId, organizationId), or(eq(templateSections.sectionType, 'faq'), eq(templateSections.isFaqSection, true))))
      .orderBy(asc(templateSections.urlPage), asc(templateSections.layoutOrder))
      .limit(1);
    if (!row) return '/help-center';
    // Sections of the home page are stored under '/home', which is not an address (decision 027).
    return row.urlPage === '/home' ? '/' : row.urlPage;
  });
}

export function postPath(slug: string): string {
  return `/${slug}`;
}

export function localHref(path: string, locale: Locale, defaultLocale: Locale): string {
  return localizePath(path, locale, defaultLocale);
}
