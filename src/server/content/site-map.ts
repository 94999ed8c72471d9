import 'server-only';
// The Site Map (editing-layer spec §2 "Site Map modal"): an organisation's pages, blog posts,
// document sets and menu as one tree, for staff. Each menu entry says which page or post its
// address leads to, read the way the header and footer link it (src/lib/menu-links.ts) and the way
// the public site then finds a page (/{slug}, src/app/sites/[host]/[lang]/[...path]/page.tsx), so a
// page that no menu entry reaches shows as such. Always read fresh: staff look at it after editing.
import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { documentSets, posts } from '@/server/db/schema';
import { listMenu } from '@/server/site/queries';
import { RESERVED_PAGE_SLUGS } from '@/server/content/pages';
import { splitLocalePrefix } from '@/lib/i18n/locales';
import { isExternalAddress, menuAddress } from '@/lib/menu-links';
import { plainText } from '@/lib/sanitize';
import type { SiteMapDocument, SiteMapMenuEntry, SiteMapPage, SiteMapTarget, SiteMapView } from '@/schemas/site-map';

type DocumentRow = { id: string; slug: string; title: string; displayThisPost: boolean };
type Documents = { pages: Map<string, DocumentRow>; posts: Map<string, DocumentRow> };

const documentColumns = { id: posts.id, slug: posts.slug, title: posts.title, displayThisPost: posts.displayThisPost };

function document(row: DocumentRow): SiteMapDocument {
  return { id: row.id, title: plainText(row.title), slug: row.slug, url: `/${row.slug}`, visible: row.displayThisPost };
}

/** The one slug a path of the site names, or null when it names none (the home page, a deeper path). */
function slugOf(address: string): string | null {
  const path = address.split(/[?#]/, 1)[0];
  const bare = splitLocalePrefix(path).rest.replace(/^\/+|\/+$/g, '');
  if (bare === '' || bare.includes('/')) return null;
  try {
    // The public site looks a page up by its decoded segment, so /caf%C3%A9 reaches "café".
    return decodeURIComponent(bare);
  } catch {
    return null;
  }
}

/**
 * Where a stored `url_name` leads. A path of the site reaches a page or post when its one segment
 * is that record's slug, unless the site answers that segment itself (/blog, /help-center, ...),
 * since visitors then never see the record there.
 */
function targetOf(urlName: string, documents: Documents): SiteMapTarget {
  if (urlName.trim() === '') return { kind: 'path' };
  if (isExternalAddress(urlName)) return { kind: 'external' };
  const slug = slugOf(menuAddress(urlName));
  if (slug === null || RESERVED_PAGE_SLUGS.has(slug)) return { kind: 'path' };
  const page = documents.pages.get(slug);
  if (page) return { kind: 'page', id: page.id, title: plainText(page.title) };
  const post = documents.posts.get(slug);
  if (post) return { kind: 'post', id: post.id, title: plainText(post.title) };
  return { kind: 'path' };
}

function menuEntry(id: string, name: string, urlName: string, visible: boolean, documents: Documents): SiteMapMenuEntry {
  // A blank address leads home, as the header links it.
  const url = menuAddress(urlName.trim());
  return { id, name: plainText(name), url, visible, target: targetOf(urlName, documents) };
}

export async function readSiteMap(
  db: DbOrTx,
  { organizationId, organizationName }: { organizationId: string; organizationName: string },
): Promise<SiteMapView> {
  const [pageRows, postRows, setRows, setPostRows, menu] = await Promise.all([
    db
      .select(documentColumns)
      .from(posts)
      .where(and(eq(posts.organizationId, organizationId), eq(posts.displayAsBlogPost, false)))
      .orderBy(asc(posts.order), asc(posts.title), asc(posts.id)),
    db
      .select({ ...documentColumns, docSetId: posts.docSetId })
      .from(posts)
      .where(and(eq(posts.organizationId, organizationId), eq(posts.displayAsBlogPost, true)))
      .orderBy(desc(posts.createdOn), asc(posts.title), asc(posts.id)),
    db
      .select({ id: documentSets.id, slug: documentSets.slug, title: documentSets.title })
      .from(documentSets)
      .where(eq(documentSets.organizationId, organizationId))
      .orderBy(asc(documentSets.title), asc(documentSets.slug)),
    // Every record of a set, page or post, as the set's public navigation lists it.
    db
      .select({ ...documentColumns, docSetId: posts.docSetId })
      .from(posts)
      .where(and(eq(posts.organizationId, organizationId), isNotNull(posts.docSetId)))
      .orderBy(asc(posts.docSetOrder), asc(posts.title), asc(posts.id)),
    listMenu(db, { organizationId }),
  ]);

  const documents: Documents = {
    pages: new Map(pageRows.map((row) => [row.slug, row])),
    posts: new Map(postRows.map((row) => [row.slug, row])),
  };

  const reached = new Set<string>();
  const items = menu.map((item) => {
    const entry = menuEntry(item.id, item.displayName, item.urlName, item.isDisplayed || item.isDisplayedOnFooter, documents);
    const submenu = item.submenu.map((sub) => menuEntry(sub.id, sub.name, sub.urlName, sub.isDisplayed !== false, documents));
    for (const { target } of [entry, ...submenu]) if (target.kind === 'page') reached.add(target.id);
    return { ...entry, in_header: item.isDisplayed, in_footer: item.isDisplayedOnFooter, submenu };
  });

  const pages: SiteMapPage[] = pageRows.map((row) => ({ ...document(row), in_menu: reached.has(row.id) }));
  const setIds = new Set(setRows.map((set) => set.id));
  return {
    organization: { id: organizationId, name: organizationName },
    menu: items,
    pages,
    // A post listed under its set is not listed again among the blog's.
    posts: postRows.filter((row) => row.docSetId === null || !setIds.has(row.docSetId)).map(document),
    document_sets: setRows.map((set) => ({
      id: set.id,
      slug: set.slug,
      title: plainText(set.title),
      posts: setPostRows.filter((row) => row.docSetId === set.id).map(document),
    })),
  };
}
