import 'server-only';
// Create Page (editing-layer spec §2, §3 "Page", §4, §5, §9): a page is a record of the posts table
// with no content of its own, shown at /{slug} above the sections stored under that path. It goes
// through the one write path, so the new address answers on every instance at once.
import { and, eq, max, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/server/db/client';
import { posts } from '@/server/db/schema';
import { ApiError } from '@/server/http/api';
import { richText, titleText } from '@/server/sections/content-text';
import { writeOrganization } from '@/server/write';
import { claimPath, pathOfSlug } from './redirects';
import { LOCALES } from '@/lib/i18n/locales';
import { PAGE_MESSAGES, type CreatePageInput, type PageView } from '@/schemas/page';

/** What POST /api/pages reads at most: the three short fields, with room for escaped characters. */
export const PAGE_MAX_BODY_BYTES = 8 * 1024;

/**
 * First path segments the site answers itself, which a page at /{slug} would never be reached on:
 * the routes beside the catch-all in src/app/sites/[host]/[lang]/, the API and Next's own files,
 * the internal prefix every page is rewritten under, the demo files, '/home' (where the home
 * page's sections are stored; it redirects to '/') and the language prefixes ('/es' is the Spanish
 * home page, not a page called "es").
 */
export const RESERVED_PAGE_SLUGS: ReadonlySet<string> = new Set([
  'account', 'admin', 'basket', 'blog', 'cookie-policy', 'help-center', 'login', 'meetings', 'privacy-policy', 'register',
  'reset-password', 'signup', 'robots.txt', 'sitemap.xml',
  'api', '_next', '_islands', 'sites', 'demo', 'home',
  ...LOCALES,
]);

const POSTS_SLUG_INDEX = 'posts_org_slug_key';

export function slugTaken(): ApiError {
  return new ApiError(409, PAGE_MESSAGES.slugTaken, { slug: [PAGE_MESSAGES.slugTakenField] });
}

/** True for the unique index refusing a slug: a post made some other way took it in between. */
export function isSlugClash(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const { code, constraint, message } = current as { code?: string; constraint?: string; message?: string };
    if (code === '23505' && (constraint === POSTS_SLUG_INDEX || String(message).includes(POSTS_SLUG_INDEX))) return true;
  }
  return false;
}

/**
 * Holds, until the transaction ends, the right to add pages to one organisation: two pages created
 * at the same moment would otherwise both pass the slug check and read the same last order.
 */
async function lockPages(tx: Tx, organizationId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`pages:${organizationId}`}, 0))`);
}

/**
 * Takes a slug for a page or post (`exceptId`: the record renaming itself), with the organisation's
 * pages locked until commit: any other record of the organisation counts, blog posts and hidden ones
 * too, since they share /{slug}. An address that had moved away is a record again: its redirect goes
 * (decision 069).
 */
export async function claimSlug(tx: Tx, { organizationId, slug, exceptId, taken }: { organizationId: string; slug: string; exceptId?: string; taken: () => ApiError }): Promise<void> {
  await lockPages(tx, organizationId);
  const [clash] = await tx
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.organizationId, organizationId), eq(posts.slug, slug), exceptId ? ne(posts.id, exceptId) : undefined))
    .limit(1);
  if (clash) throw taken();
  await claimPath(tx, { organizationId, path: pathOfSlug(slug) });
}

/** The order after the organisation's last page (blog posts have an order of their own), 0 for the first. */
async function nextPageOrder(tx: Tx, organizationId: string): Promise<number> {
  const [row] = await tx
    .select({ last: max(posts.order) })
    .from(posts)
    .where(and(eq(posts.organizationId, organizationId), eq(posts.displayAsBlogPost, false)));
  return row?.last == null ? 0 : row.last + 1;
}

export function pageView(row: Pick<typeof posts.$inferSelect, 'id' | 'title' | 'slug' | 'description' | 'order'>): PageView {
  return { id: row.id, title: row.title, slug: row.slug, description: row.description, order: row.order, url: `/${row.slug}` };
}

/** A new, displayed page at the end of the organisation's pages; its slug must be free. */
export async function createPage(
  db: Db,
  { organizationId, authorId, input }: { organizationId: string; authorId: string | null; input: CreatePageInput },
): Promise<PageView> {
  // Titles are plain text (a title of nothing but markup is no title); descriptions are rich text.
  const title = titleText(input.title);
  if (!title) throw new ApiError(400, PAGE_MESSAGES.titleRequired, { title: [PAGE_MESSAGES.titleRequired] });
  if (RESERVED_PAGE_SLUGS.has(input.slug)) throw new ApiError(400, PAGE_MESSAGES.slugReserved, { slug: [PAGE_MESSAGES.slugReserved] });
  const description = input.description === null ? null : richText(input.description) || null;
  try {
    return await writeOrganization(db, organizationId, async (tx) => {
      await claimSlug(tx, { organizationId, slug: input.slug, taken: slugTaken });
      const order = await nextPageOrder(tx, organizationId);
      const [row] = await tx
        .insert(posts)
        .values({
          organizationId,
          title,
          slug: input.slug,
          description,
          content: null,
          metadescriptionForPage: description,
          displayThisPost: true,
          displayAsBlogPost: false,
          type: 'default',
          order,
          authorId,
        })
        .returning();
      return pageView(row);
    });
  } catch (error) {
    if (isSlugClash(error)) throw slugTaken();
    throw error;
  }
}
