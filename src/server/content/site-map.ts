import 'server-only';
// The Site Map (editing-layer spec §2 "Site Map modal"): an organisation's pages, blog posts,
// document sets and menu as one tree, for staff. Each menu entry says which page or post it leads
// to: the one it names by id (docs/decisions/069, "Links by id"), or else the one its address
// reaches, read the way the header and footer link it (src/lib/menu-links.ts) and the way the public
// site then finds a page (/{slug}, src/app/sites/[host]/[lang]/[...path]/page.tsx), so a page that
// no menu entry reaches shows as such. Each page, post and the menu say how far each offered
// language is translated (docs/decisions/077: missing translations only). Always read fresh: staff
// look at it after editing.
import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { documentSets, posts } from '@/server/db/schema';
import { listMenu } from '@/server/site/queries';
import { recordAt } from '@/server/content/page-links';
import { pageTexts, translatedShare, type TranslatedText } from '@/server/translations/page-texts';
import { urlPageFor, type Locale } from '@/lib/i18n/locales';
import { isExternalAddress, menuAddress } from '@/lib/menu-links';
import { plainText } from '@/lib/sanitize';
import type { SiteMapDocument, SiteMapMenuEntry, SiteMapPage, SiteMapTarget, SiteMapTranslation, SiteMapView } from '@/schemas/site-map';

type DocumentRow = { id: string; slug: string; title: string; displayThisPost: boolean };
type Documents = { bySlug: Map<string, SiteMapTarget>; byId: Map<string, SiteMapTarget> };

const documentColumns = { id: posts.id, slug: posts.slug, title: posts.title, displayThisPost: posts.displayThisPost };

/** A record's share translated per language: its own texts and those of the sections on its path. */
type Translation = (row: DocumentRow) => SiteMapTranslation;

function document(row: DocumentRow, translation: Translation): SiteMapDocument {
  return { id: row.id, title: plainText(row.title), slug: row.slug, url: `/${row.slug}`, visible: row.displayThisPost, translation: translation(row) };
}

/**
 * Where an entry leads: the page or post it names by id, else what its stored `url_name` reaches.
 * A path of the site reaches a page or post when its one segment is that record's slug, unless the
 * site answers that segment itself (/blog, /help-center, ...), since visitors then never see the
 * record there.
 */
function targetOf(urlName: string, pageId: string | null, documents: Documents): SiteMapTarget {
  const linked = pageId === null ? undefined : documents.byId.get(pageId);
  if (linked) return linked;
  if (urlName.trim() === '') return { kind: 'path' };
  if (isExternalAddress(urlName)) return { kind: 'external' };
  return recordAt(urlName, documents.bySlug) ?? { kind: 'path' };
}

type MenuRow = { id: string; urlName: string; pageId: string | null };

function menuEntry(row: MenuRow, name: string, visible: boolean, documents: Documents): SiteMapMenuEntry {
  // A blank address leads home, as the header links it. An entry with a page id already carries
  // that page's current address (listMenu).
  const url = menuAddress(row.urlName.trim());
  return { id: row.id, name: plainText(name), url, visible, target: targetOf(row.urlName, row.pageId, documents) };
}

export async function readSiteMap(
  db: DbOrTx,
  { organizationId, organizationName, locales }: { organizationId: string; organizationName: string; locales: readonly Locale[] },
): Promise<SiteMapView> {
  const [pageRows, postRows, setRows, setPostRows, menu, postTexts, sectionTexts] = await Promise.all([
    db
      .select({ ...documentColumns, docSetId: posts.docSetId })
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
    // Every record's own texts once, for the records listed above (some more than once).
    db
      .select({
        id: posts.id,
        title: posts.title,
        titleTranslation: posts.titleTranslation,
        description: posts.description,
        descriptionTranslation: posts.descriptionTranslation,
        content: posts.content,
        contentTranslation: posts.contentTranslation,
      })
      .from(posts)
      .where(eq(posts.organizationId, organizationId)),
    pageTexts(db, { organizationId }),
  ]);

  const ownTexts = new Map(
    postTexts.map((row): [string, TranslatedText[]] => [
      row.id,
      [
        { base: row.title, translations: row.titleTranslation },
        { base: row.description, translations: row.descriptionTranslation },
        { base: row.content, translations: row.contentTranslation },
      ],
    ]),
  );
  const translation: Translation = (row) =>
    translatedShare([...(ownTexts.get(row.id) ?? []), ...(sectionTexts.get(urlPageFor(`/${row.slug}`)) ?? [])], locales);
  const menuTexts = menu.flatMap((item): TranslatedText[] => [
    { base: item.displayName, translations: item.displayNameTranslation },
    { base: item.description, translations: item.descriptionTranslation },
    ...item.submenu.flatMap((sub) => [
      { base: sub.name, translations: sub.nameTranslation },
      { base: sub.description, translations: sub.descriptionTranslation },
    ]),
  ]);

  const targets = [
    ...pageRows.map((row) => ({ slug: row.slug, target: { kind: 'page', id: row.id, title: plainText(row.title) } as const })),
    ...postRows.map((row) => ({ slug: row.slug, target: { kind: 'post', id: row.id, title: plainText(row.title) } as const })),
  ];
  const documents: Documents = {
    bySlug: new Map(targets.map(({ slug, target }) => [slug, target])),
    byId: new Map(targets.map(({ target }) => [target.id, target])),
  };

  const reached = new Set<string>();
  const items = menu.map((item) => {
    const entry = menuEntry(item, item.displayName, item.isDisplayed || item.isDisplayedOnFooter, documents);
    const submenu = item.submenu.map((sub) => menuEntry(sub, sub.name, sub.isDisplayed !== false, documents));
    for (const { target } of [entry, ...submenu]) if (target.kind === 'page') reached.add(target.id);
    return { ...entry, in_header: item.isDisplayed, in_footer: item.isDisplayedOnFooter, submenu };
  });

  const setIds = new Set(setRows.map((set) => set.id));
  // A page or post listed under its set (whose navigation reaches it) is not listed again.
  const inNoSet = (row: { docSetId: string | null }) => row.docSetId === null || !setIds.has(row.docSetId);
  const pages: SiteMapPage[] = pageRows.filter(inNoSet).map((row) => ({ ...document(row, translation), in_menu: reached.has(row.id) }));
  return {
    organization: { id: organizationId, name: organizationName },
    menu: items,
    menu_translation: translatedShare(menuTexts, locales),
    pages,
    posts: postRows.filter(inNoSet).map((row) => document(row, translation)),
    document_sets: setRows.map((set) => ({
      id: set.id,
      slug: set.slug,
      title: plainText(set.title),
      posts: setPostRows.filter((row) => row.docSetId === set.id).map((row) => document(row, translation)),
    })),
  };
}
