// Links that never break (issue 21 item 5; docs/decisions/069, "Links by id"): menu entries name the
// page or post they lead to by id, so the header, the footer and the site map follow it whatever
// the stored address says, and renaming a page carries through its menu entries and every link to
// it in the organisation's rich text, in the rename's transaction. Run on the demo organisations
// (harbour-law as A, brightstack as B).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PATCH as postPatch } from '@/app/api/posts/[slug]/route';
import { GET as siteMapGet } from '@/app/api/site-map/route';
import { headingSections, menuItems, metrics, posts, submenuItems, templateSections } from '@/server/db/schema';
import { clearAllMemo } from '@/server/cache/memo';
import { linkMenusToPages } from '@/server/content/page-links';
import { getSiteChrome, listMenu } from '@/server/site/queries';
import { writeOrganization } from '@/server/write';
import { visibleMenu } from '@/features/site-chrome/menu';
import { POST_MESSAGES, type PostView } from '@/schemas/post';
import type { SiteMapView } from '@/schemas/site-map';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases';
import { headersFor, type Who } from './caller';
import { demoPeople, type Person } from './people';

const A = 'harbour-law.localhost';
const MIGRATION = path.resolve('src/server/db/migrations/0013_page_links.sql');

/** The backfill statements of migration 0013 (its UPDATEs), as an existing database ran them. */
function backfillStatements(): string[] {
  return readFileSync(MIGRATION, 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
    .filter((statement) => /^UPDATE\b/i.test(statement));
}

describe.each(DATABASE_KINDS)('links by page id on %s', (kind) => {
  let database: TestDatabase;
  let orgA = '';
  let orgB = '';
  const who = {} as Record<Person, Who>;
  /** Rows a test added, taken away after it (sub-items go with their item). */
  const added = { posts: [] as string[], menuItems: [] as string[], sections: [] as string[], headings: [] as string[], metrics: [] as string[] };

  function patchPost(slug: string, body: unknown): Promise<Response> {
    const init = { method: 'PATCH', headers: headersFor(A, who.editor, true), body: JSON.stringify(body) };
    return postPatch(new Request(`http://${A}/api/posts/${slug}`, init), { params: Promise.resolve({ slug }) });
  }

  async function rename(from: string, to: string): Promise<PostView> {
    const response = await patchPost(from, { slug: to });
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as PostView;
  }

  async function siteMap(): Promise<SiteMapView> {
    const response = await siteMapGet(new Request(`http://${A}/api/site-map`, { headers: headersFor(A, who.admin) }), { params: Promise.resolve({}) });
    expect(response.status).toBe(200);
    return (await response.json()) as SiteMapView;
  }

  async function addPage(organizationId: string, slug: string, extra: Partial<typeof posts.$inferInsert> = {}): Promise<string> {
    const [row] = await database.db
      .insert(posts)
      .values({ organizationId, slug, title: `Page ${slug}`, displayAsBlogPost: false, order: 99, ...extra })
      .returning({ id: posts.id });
    added.posts.push(row.id);
    return row.id;
  }

  /** A menu item of the organisation, in neither menu unless told, with sub-items at the given addresses. */
  async function addMenuItem(
    organizationId: string,
    urlName: string,
    options: { pageId?: string; subItems?: { urlName: string; pageId?: string }[]; header?: boolean } = {},
  ): Promise<{ id: string; subIds: string[] }> {
    const [item] = await database.db
      .insert(menuItems)
      .values({ organizationId, displayName: `Link to ${urlName}`, urlName, pageId: options.pageId, order: 900, isDisplayed: options.header ?? false })
      .returning({ id: menuItems.id });
    added.menuItems.push(item.id);
    const subIds: string[] = [];
    for (const [position, sub] of (options.subItems ?? []).entries()) {
      const [row] = await database.db
        .insert(submenuItems)
        .values({ organizationId, menuItemId: item.id, name: `Sub ${position}`, urlName: sub.urlName, pageId: sub.pageId, order: position * 10 })
        .returning({ id: submenuItems.id });
      subIds.push(row.id);
    }
    return { id: item.id, subIds };
  }

  const itemRow = async (id: string) => (await database.db.select().from(menuItems).where(eq(menuItems.id, id)))[0];
  const subRow = async (id: string) => (await database.db.select().from(submenuItems).where(eq(submenuItems.id, id)))[0];
  const postRow = async (id: string) => (await database.db.select().from(posts).where(eq(posts.id, id)))[0];

  /** The header links of A's public site in a language, as the layout renders them. */
  async function headerLinks(locale: 'en' | 'es' = 'en'): Promise<Map<string, string>> {
    const { menu } = await getSiteChrome(database.db, { organizationId: orgA });
    const links = new Map<string, string>();
    for (const item of visibleMenu(menu, 'header', locale, 'en')) {
      links.set(item.id, item.href);
      for (const child of item.children) links.set(child.id, child.href);
    }
    return links;
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind, { seed: 'demo' });
    const people = await demoPeople(database.db);
    ({ orgA, orgB } = people);
    Object.assign(who, people.who);
  }, 300_000);
  afterAll(() => database?.dispose());
  afterEach(async () => {
    const { db } = database;
    if (added.menuItems.length) await db.delete(menuItems).where(inArray(menuItems.id, added.menuItems.splice(0)));
    if (added.sections.length) await db.delete(templateSections).where(inArray(templateSections.id, added.sections.splice(0)));
    if (added.headings.length) await db.delete(headingSections).where(inArray(headingSections.id, added.headings.splice(0)));
    if (added.metrics.length) await db.delete(metrics).where(inArray(metrics.id, added.metrics.splice(0)));
    if (added.posts.length) await db.delete(posts).where(inArray(posts.id, added.posts.splice(0)));
    // Rows changed behind the write path's back: the cached menus go with them.
    clearAllMemo();
  });

  it('links every seeded menu entry that leads to a page or post to its id, and nothing else', async () => {
    const idOf = async (organizationId: string, slug: string) =>
      (await database.db.select({ id: posts.id }).from(posts).where(and(eq(posts.organizationId, organizationId), eq(posts.slug, slug))))[0].id;
    const entries = async (organizationId: string) => [
      ...(await database.db.select({ urlName: menuItems.urlName, pageId: menuItems.pageId }).from(menuItems).where(eq(menuItems.organizationId, organizationId))),
      ...(await database.db.select({ urlName: submenuItems.urlName, pageId: submenuItems.pageId }).from(submenuItems).where(eq(submenuItems.organizationId, organizationId))),
    ];
    const a = new Map((await entries(orgA)).map((row) => [row.urlName, row.pageId]));
    for (const slug of ['about', 'services', 'pricing', 'contact', 'family-law', 'property-law', 'employment-law']) {
      expect(a.get(slug), slug).toBe(await idOf(orgA, slug));
    }
    // Home, the blog, the help centre and the account are the site's own; Immigration has no page yet.
    for (const address of ['', 'blog', 'help-center', 'account/profile', 'immigration-law']) expect(a.get(address), address).toBeNull();

    // Every demo site: an entry has an id exactly when its address is one of that site's records.
    const orgs = (await database.db.execute<{ id: string }>(sql`select id from organizations`)).rows;
    expect(orgs.length).toBe(3);
    let linked = 0;
    for (const { id } of orgs) {
      const records = await database.db.select({ id: posts.id, slug: posts.slug }).from(posts).where(eq(posts.organizationId, id));
      const slugOf = new Map(records.map((record) => [record.id, record.slug]));
      for (const entry of await entries(id)) {
        if (entry.pageId === null) continue;
        linked += 1;
        expect(entry.urlName, entry.urlName).toBe(slugOf.get(entry.pageId));
      }
    }
    expect(linked).toBeGreaterThanOrEqual(15);
  });

  it('backfills existing databases in migration 0013 exactly as the seed links them', async () => {
    const page = await addPage(orgA, 'links-backfill');
    const post = await addPage(orgA, 'links-backfill-post', { displayAsBlogPost: true });
    const shadowed = await addPage(orgA, 'basket', { displayAsBlogPost: true });
    const addresses = [
      'links-backfill', '/links-backfill', '/links-backfill/', '//links-backfill', '/links-backfill?ref=menu#top', 'links-backfill#team',
      '/es/links-backfill/?x=1', 'de/links-backfill', '/links-backfill-post', '/links-backfill/deeper', '/links-backfill-more',
      'https://example.com/links-backfill', 'mailto:links-backfill@example.com', '/es', 'basket', '/blog', '', ' ', 'es/',
    ];
    const expected = [page, page, page, page, page, page, page, page, post, null, null, null, null, null, null, null, null, null, null];
    const item = await addMenuItem(orgA, '/links-backfill', { subItems: addresses.map((urlName) => ({ urlName })) });
    // B's entry at A's page's address names nothing: B has no such page.
    const foreign = await addMenuItem(orgB, 'links-backfill');
    expect(shadowed).toBeTruthy();

    const linkedNow = async () => ({
      item: (await itemRow(item.id)).pageId,
      subs: await Promise.all(item.subIds.map(async (id) => (await subRow(id)).pageId)),
      foreign: (await itemRow(foreign.id)).pageId,
    });
    const want = { item: page, subs: expected, foreign: null };

    // The seed's function (TypeScript) ...
    await writeOrganization(database.db, orgA, (tx) => linkMenusToPages(tx, orgA));
    await writeOrganization(database.db, orgB, (tx) => linkMenusToPages(tx, orgB));
    expect(await linkedNow()).toEqual(want);

    // ... and the migration's SQL, on every organisation at once, agree, on the seeded entries too.
    const everyLink = async () => [
      ...(await database.db.select({ id: menuItems.id, pageId: menuItems.pageId }).from(menuItems).orderBy(menuItems.id)),
      ...(await database.db.select({ id: submenuItems.id, pageId: submenuItems.pageId }).from(submenuItems).orderBy(submenuItems.id)),
    ];
    const bySeedFunction = await everyLink();
    const statements = backfillStatements();
    expect(statements).toHaveLength(2);
    await database.db.update(menuItems).set({ pageId: null });
    await database.db.update(submenuItems).set({ pageId: null });
    expect((await everyLink()).every((row) => row.pageId === null)).toBe(true);
    for (const statement of statements) await database.db.execute(sql.raw(statement));
    expect(await linkedNow()).toEqual(want);
    expect(await everyLink()).toEqual(bySeedFunction);
    expect(bySeedFunction.filter((row) => row.pageId !== null).length).toBeGreaterThanOrEqual(25);
  });

  it('sends the header to a renamed page’s new address, its entries now naming it by id', async () => {
    const page = await addPage(orgA, 'links-team');
    const item = await addMenuItem(orgA, '/links-team#people', { header: true, subItems: [{ urlName: 'links-team' }, { urlName: '/es/links-team?x=1' }] });
    const other = await addMenuItem(orgA, 'links-team-blog', { header: true });
    const foreign = await addMenuItem(orgB, 'links-team');
    expect((await headerLinks()).get(item.id)).toBe('/links-team#people');

    await rename('links-team', 'links-crew');
    // The write path dropped the cached menu: the next page shows the new address.
    const links = await headerLinks();
    expect(links.get(item.id)).toBe('/links-crew#people');
    expect(links.get(item.subIds[0])).toBe('/links-crew');
    expect(links.get(other.id)).toBe('/links-team-blog');
    expect((await headerLinks('es')).get(item.subIds[0])).toBe('/es/links-crew');
    // Stored addresses follow too, and the entries without an id got one.
    expect(await itemRow(item.id)).toMatchObject({ urlName: '/links-crew#people', pageId: page });
    expect(await subRow(item.subIds[0])).toMatchObject({ urlName: 'links-crew', pageId: page });
    expect(await subRow(item.subIds[1])).toMatchObject({ urlName: '/es/links-crew?x=1', pageId: page });
    expect(await itemRow(other.id)).toMatchObject({ urlName: 'links-team-blog', pageId: null });
    expect(await itemRow(foreign.id)).toMatchObject({ urlName: 'links-team', pageId: null });
  });

  it('leaves an entry that names another page by id alone', async () => {
    const renamed = await addPage(orgA, 'links-left');
    const elsewhere = await addPage(orgA, 'links-elsewhere');
    const item = await addMenuItem(orgA, 'links-left', { pageId: elsewhere, header: true });
    await rename('links-left', 'links-right');
    expect(await itemRow(item.id)).toMatchObject({ urlName: 'links-left', pageId: elsewhere });
    // The id decides where it leads.
    expect((await headerLinks()).get(item.id)).toBe('/links-elsewhere');
    expect(renamed).toBeTruthy();
  });

  it('links an entry with a page id to the page’s current address however stale its own address is', async () => {
    const page = await addPage(orgA, 'links-current');
    const item = await addMenuItem(orgA, '/links-gone#team', {
      pageId: page,
      header: true,
      subItems: [
        { urlName: '/es/links-gone/?x=1', pageId: page },
        { urlName: 'https://example.com/somewhere', pageId: page },
        { urlName: 'links-current/', pageId: page },
        // Without an id the stored address is all there is.
        { urlName: '/links-gone' },
      ],
    });
    const links = await headerLinks();
    expect([links.get(item.id), ...item.subIds.map((id) => links.get(id))]).toEqual([
      '/links-current#team', '/es/links-current?x=1', '/links-current', '/links-current/', '/links-gone',
    ]);
    expect((await headerLinks('es')).get(item.id)).toBe('/es/links-current#team');

    // A renamed page is followed without its entries' addresses being rewritten first.
    await database.db.update(posts).set({ slug: 'links-moved' }).where(eq(posts.id, page));
    clearAllMemo();
    expect((await headerLinks()).get(item.id)).toBe('/links-moved#team');

    // A deleted page leaves its entries on their stored address.
    await database.db.delete(posts).where(eq(posts.id, page));
    clearAllMemo();
    expect(await itemRow(item.id)).toMatchObject({ pageId: null, urlName: '/links-gone#team' });
    expect((await headerLinks()).get(item.id)).toBe('/links-gone#team');
  });

  it('names the page or post an entry leads to by its id in the site map, else by its address', async () => {
    const page = await addPage(orgA, 'links-map-page', { title: 'Map page' });
    const post = await addPage(orgA, 'links-map-post', { title: 'Map post', displayAsBlogPost: true });
    const item = await addMenuItem(orgA, '/no-longer-here?from=menu', {
      pageId: page,
      subItems: [{ urlName: 'https://example.com/', pageId: post }, { urlName: 'links-map-post' }, { urlName: '/links-map-gone' }],
    });
    const view = await siteMap();
    const entry = view.menu.find((m) => m.id === item.id)!;
    expect(entry).toMatchObject({ url: '/links-map-page?from=menu', target: { kind: 'page', id: page, title: 'Map page' } });
    expect(entry.submenu.map(({ url, target }) => ({ url, target }))).toEqual([
      { url: '/links-map-post', target: { kind: 'post', id: post, title: 'Map post' } },
      // Without an id, the address is read as before.
      { url: '/links-map-post', target: { kind: 'post', id: post, title: 'Map post' } },
      { url: '/links-map-gone', target: { kind: 'path' } },
    ]);
    expect(view.pages.find((p) => p.id === page)!.in_menu).toBe(true);
  });

  it('rewrites links to a renamed page in the organisation’s rich text, and only those rows', async () => {
    await addPage(orgA, 'links-old');
    const body = [
      '<p><a href="/links-old">a</a> <a href="/links-old/">b</a> <a href="/links-old#fees">c</a> <a href="/links-old?x=1&amp;y=2">d</a>',
      '<a href="/es/links-old#f">e</a> <a href="/links-old-thing">f</a> <a href="/links-old/deeper">g</a>',
      '<a href="https://elsewhere.example/links-old">h</a> <a href="links-old">i</a> <a href="/blog/links-old">j</a></p>',
    ].join('');
    const rewritten = [
      '<p><a href="/links-new">a</a> <a href="/links-new/">b</a> <a href="/links-new#fees">c</a> <a href="/links-new?x=1&amp;y=2">d</a>',
      '<a href="/es/links-new#f">e</a> <a href="/links-old-thing">f</a> <a href="/links-old/deeper">g</a>',
      '<a href="https://elsewhere.example/links-old">h</a> <a href="links-old">i</a> <a href="/blog/links-old">j</a></p>',
    ].join('');
    const linking = await addPage(orgA, 'links-linking', {
      content: body,
      contentTranslation: { es: '<p><a href="/es/links-old">Ver</a></p>', de: '<p>Ohne Link</p>' },
    });
    const plain = await addPage(orgA, 'links-plain', { content: '<p><a href="/links-old-thing">Not this one</a></p>' });
    const theirs = await addPage(orgB, 'links-theirs', { content: body });
    const [section] = await database.db
      .insert(templateSections)
      .values({
        organizationId: orgA,
        urlPage: '/links-elsewhere',
        sectionDescription: '<p>See <a href="/links-old#team">the team</a>.</p>',
        sectionDescriptionTranslation: { es: '<p>Vea <a href="/es/links-old?tab=1#team">el equipo</a>.</p>', de: '<p>Kein Link</p>' },
      })
      .returning();
    const [translatedOnly] = await database.db
      .insert(templateSections)
      .values({ organizationId: orgA, urlPage: '/links-elsewhere', sectionDescription: '<p>Nothing here</p>', sectionDescriptionTranslation: { fr: '<p><a href="/fr/links-old">ici</a></p>' } })
      .returning();
    const [untouched] = await database.db
      .insert(templateSections)
      .values({ organizationId: orgA, urlPage: '/links-elsewhere', sectionDescription: '<p><a href="/links-older">Older</a></p>' })
      .returning();
    const [heading] = await database.db
      .insert(headingSections)
      .values({ organizationId: orgA, urlPage: '/links-elsewhere', name: 'Heading', descriptionText: '<p><a href="/links-old">More</a></p>' })
      .returning();
    const [metric] = await database.db
      .insert(metrics)
      .values({ organizationId: orgA, title: 'Metric', description: '<p>x</p>', descriptionTranslation: { de: '<p><a href="/de/links-old/">Mehr</a></p>' } })
      .returning();
    const [theirSection] = await database.db
      .insert(templateSections)
      .values({ organizationId: orgB, urlPage: '/links-elsewhere', sectionDescription: '<p>See <a href="/links-old#team">the team</a>.</p>' })
      .returning();
    added.sections.push(section.id, translatedOnly.id, untouched.id, theirSection.id);
    added.headings.push(heading.id);
    added.metrics.push(metric.id);
    const before = { linking: await postRow(linking), plain: await postRow(plain), theirs: await postRow(theirs) };

    await rename('links-old', 'links-new');

    const linkingAfter = await postRow(linking);
    expect(linkingAfter.content).toBe(rewritten);
    expect(linkingAfter.contentTranslation).toEqual({ es: '<p><a href="/es/links-new">Ver</a></p>', de: '<p>Ohne Link</p>' });
    expect(linkingAfter.version).toBe(before.linking.version + 1);
    expect(linkingAfter.updatedAt.getTime()).toBeGreaterThan(before.linking.updatedAt.getTime());
    expect(await postRow(plain)).toEqual(before.plain);
    // Another organisation's identical link is about its own page of that name.
    expect(await postRow(theirs)).toEqual(before.theirs);

    const sectionOf = async (id: string) => (await database.db.select().from(templateSections).where(eq(templateSections.id, id)))[0];
    expect(await sectionOf(section.id)).toMatchObject({
      sectionDescription: '<p>See <a href="/links-new#team">the team</a>.</p>',
      sectionDescriptionTranslation: { es: '<p>Vea <a href="/es/links-new?tab=1#team">el equipo</a>.</p>', de: '<p>Kein Link</p>' },
      version: section.version + 1,
    });
    expect(await sectionOf(translatedOnly.id)).toMatchObject({
      sectionDescription: '<p>Nothing here</p>',
      sectionDescriptionTranslation: { fr: '<p><a href="/fr/links-new">ici</a></p>' },
      version: translatedOnly.version + 1,
    });
    expect(await sectionOf(untouched.id)).toEqual(untouched);
    expect(await sectionOf(theirSection.id)).toEqual(theirSection);
    const headingAfter = (await database.db.select().from(headingSections).where(eq(headingSections.id, heading.id)))[0];
    expect(headingAfter).toMatchObject({ descriptionText: '<p><a href="/links-new">More</a></p>', version: heading.version + 1 });
    const metricAfter = (await database.db.select().from(metrics).where(eq(metrics.id, metric.id)))[0];
    expect(metricAfter).toMatchObject({ description: '<p>x</p>', descriptionTranslation: { de: '<p><a href="/de/links-new/">Mehr</a></p>' }, version: metric.version + 1 });
  });

  it('changes no menu entry and no link when the rename is refused', async () => {
    const first = await addPage(orgA, 'links-first', { content: '<p><a href="/links-first">Self</a></p>' });
    await addPage(orgA, 'links-second');
    const item = await addMenuItem(orgA, 'links-first');
    const [section] = await database.db
      .insert(templateSections)
      .values({ organizationId: orgA, urlPage: '/links-first', sectionDescription: '<p><a href="/links-first#a">A</a></p>' })
      .returning();
    added.sections.push(section.id);
    const before = { post: await postRow(first), item: await itemRow(item.id) };

    // The slug is taken ...
    const taken = await patchPost('links-first', { slug: 'links-second' });
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as { error: string }).error).toBe(POST_MESSAGES.slugTaken);
    // ... or the save was based on an old version: either way, nothing moved.
    const stale = await patchPost('links-first', { slug: 'links-third', version: before.post.version + 5 });
    expect(stale.status).toBe(409);

    expect(await postRow(first)).toEqual(before.post);
    expect(await itemRow(item.id)).toEqual(before.item);
    expect((await database.db.select().from(templateSections).where(eq(templateSections.id, section.id)))[0]).toEqual(section);
    const { menu } = await getSiteChrome(database.db, { organizationId: orgA });
    expect(menu.find((m) => m.id === item.id)!.urlName).toBe('links-first');
    expect((await listMenu(database.db, { organizationId: orgA })).find((m) => m.id === item.id)!.pageId).toBeNull();
  });
});
