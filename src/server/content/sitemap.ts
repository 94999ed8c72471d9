import 'server-only';
// Every public address of an organisation, for sitemap.xml: the home page, each displayed page and
// post, paths built from sections alone, the blog, the help centre and the published policies.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { headingSections, organizationSettings, posts, templateSections } from '@/server/db/schema';
import { memo } from '@/server/cache/memo';

export type SitemapPath = { path: string; lastModified: Date | null };

/** Paths served by their own routes, which a post with the same slug can never reach. */
export const RESERVED_PATHS = ['/blog', '/help-center', '/privacy-policy', '/cookie-policy'];

const hasText = (base: string | null, translations: Partial<Record<string, string>>) =>
  Boolean(base?.trim()) || Object.values(translations).some((value) => typeof value === 'string' && value.trim() !== '');

export function listSitemapPaths(db: DbOrTx, { organizationId }: { organizationId: string }): Promise<SitemapPath[]> {
  return memo(organizationId, 'content:sitemap', 60_000, async () => {
    const [postRows, templatePages, headingPages, [settings]] = await Promise.all([
      db
        .select({ slug: posts.slug, updatedAt: posts.updatedAt, isBlog: posts.displayAsBlogPost, isHelp: posts.isHelpCenter })
        .from(posts)
        .where(and(eq(posts.organizationId, organizationId), eq(posts.displayThisPost, true)))
        .orderBy(posts.order, posts.slug),
      db
        .select({ urlPage: templateSections.urlPage, updatedAt: sql<Date | string | null>`max(${templateSections.updatedAt})` })
        .from(templateSections)
        .where(and(eq(templateSections.organizationId, organizationId), ne(templateSections.urlPage, '/home')))
        .groupBy(templateSections.urlPage),
      db
        .select({ urlPage: headingSections.urlPage, updatedAt: sql<Date | string | null>`max(${headingSections.updatedAt})` })
        .from(headingSections)
        .where(and(eq(headingSections.organizationId, organizationId), ne(headingSections.urlPage, '/home')))
        .groupBy(headingSections.urlPage),
      db.select().from(organizationSettings).where(eq(organizationSettings.organizationId, organizationId)).limit(1),
    ]);
    const paths = new Map<string, Date | null>([['/', null]]);
    const add = (path: string, lastModified: Date | null) => {
      if (!path.startsWith('/') || path === '/home') return;
      const known = paths.get(path);
      paths.set(path, known && lastModified ? (known > lastModified ? known : lastModified) : known ?? lastModified);
    };
    const latest = (rows: { updatedAt: Date }[]) => rows.reduce<Date | null>((a, r) => (!a || r.updatedAt > a ? r.updatedAt : a), null);
    for (const row of postRows) if (!RESERVED_PATHS.includes(`/${row.slug}`)) add(`/${row.slug}`, row.updatedAt);
    for (const row of [...templatePages, ...headingPages]) add(row.urlPage, toDate(row.updatedAt));
    const blog = postRows.filter((row) => row.isBlog);
    if (blog.length > 0) add('/blog', latest(blog));
    const help = postRows.filter((row) => row.isHelp);
    if (help.length > 0) add('/help-center', latest(help));
    if (settings && hasText(settings.privacyPolicy, settings.privacyPolicyTranslation)) add('/privacy-policy', settings.updatedAt);
    if (settings && hasText(settings.cookiePolicy, settings.cookiePolicyTranslation)) add('/cookie-policy', settings.updatedAt);
    return [...paths].map(([path, lastModified]) => ({ path, lastModified }));
  });
}

/** Aggregates come back from the driver as strings on some databases. */
function toDate(value: Date | string | null): Date | null {
  if (value === null) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
