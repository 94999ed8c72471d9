// The Site Map (editing-layer spec §2 "Site Map modal"): an organisation's admins and editors see
// its pages, blog posts, document sets and header and footer menu as one tree. A menu entry names
// the page or post its address leads to, read the way the header links it; a page no menu entry
// reaches says so; nothing of another organisation appears. Run on the demo organisations.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GET as siteMapGet } from '@/app/api/site-map/route';
import { documentSets, menuItems, posts, submenuItems } from '@/server/db/schema';
import { NO_PERMISSION_MESSAGE, NO_SESSION_MESSAGE } from '@/server/http/api';
import type { SiteMapMenuEntry, SiteMapView } from '@/schemas/site-map';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases';
import { headersFor, type Who } from './caller';
import { demoPeople, type Person } from './people';

const A = 'harbour-law.localhost';
const B = 'brightstack.localhost';

function getMap(who: Who, host = A, query = '', method = 'GET') {
  return siteMapGet(new Request(`http://${host}/api/site-map${query}`, { method, headers: headersFor(host, who) }), { params: Promise.resolve({}) });
}

describe.each(DATABASE_KINDS)('the site map on %s', (kind) => {
  let database: TestDatabase;
  let orgA = '';
  let orgB = '';
  const who = {} as Record<Person, Who>;
  /** Rows a test added, taken away after it. */
  const added = { posts: [] as string[], menuItems: [] as string[] };

  async function siteMap(as: Who = who.admin, host = A): Promise<SiteMapView> {
    const response = await getMap(as, host);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as SiteMapView;
  }

  /** A's post rows by slug, to compare ids with. */
  async function postIds(organizationId: string): Promise<Map<string, string>> {
    const rows = await database.db.select({ id: posts.id, slug: posts.slug }).from(posts).where(eq(posts.organizationId, organizationId));
    return new Map(rows.map((row) => [row.slug, row.id]));
  }

  async function addPage(organizationId: string, slug: string, title: string, extra: Partial<typeof posts.$inferInsert> = {}): Promise<string> {
    const [row] = await database.db
      .insert(posts)
      .values({ organizationId, slug, title, content: null, displayAsBlogPost: false, order: 99, ...extra })
      .returning({ id: posts.id });
    added.posts.push(row.id);
    return row.id;
  }

  /** A menu item of A with the given addresses as its sub-items, shown in neither menu. */
  async function addMenuItem(urlName: string, subItems: string[] = []): Promise<string> {
    const [item] = await database.db
      .insert(menuItems)
      .values({ organizationId: orgA, displayName: 'Site map check', urlName, order: 900, isDisplayed: false, isDisplayedOnFooter: false })
      .returning({ id: menuItems.id });
    added.menuItems.push(item.id);
    for (const [position, address] of subItems.entries()) {
      await database.db.insert(submenuItems).values({ organizationId: orgA, menuItemId: item.id, name: `Link ${position}`, urlName: address, order: position * 10 });
    }
    return item.id;
  }

  const entryNamed = (view: SiteMapView, name: string) => view.menu.find((item) => item.name === name)!;

  beforeAll(async () => {
    database = await createTestDatabase(kind, { seed: 'demo' });
    const people = await demoPeople(database.db);
    ({ orgA, orgB } = people);
    Object.assign(who, people.who);
  }, 300_000);
  afterAll(() => database?.dispose());
  afterEach(async () => {
    // Sub-items go with their menu item.
    if (added.menuItems.length) await database.db.delete(menuItems).where(inArray(menuItems.id, added.menuItems.splice(0)));
    if (added.posts.length) await database.db.delete(posts).where(inArray(posts.id, added.posts.splice(0)));
  });

  it('lists the seeded pages, blog posts, document sets and menu of the site, never cached', async () => {
    const response = await getMap(who.admin);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const view = (await response.json()) as SiteMapView;
    const ids = await postIds(orgA);
    expect(view.organization).toEqual({ id: orgA, name: 'Harbour & Finch Solicitors' });

    // Pages in their order, each at /{slug}; every seeded page has a menu entry.
    const pageSlugs = ['about', 'services', 'pricing', 'contact', 'family-law', 'property-law', 'employment-law'];
    expect(view.pages.map((page) => page.slug)).toEqual(pageSlugs);
    const { translation, ...about } = view.pages[0];
    expect(about).toEqual({ id: ids.get('about'), title: 'About Harbour & Finch', slug: 'about', url: '/about', visible: true, in_menu: true });
    // Each record says how far each language besides the default is translated (docs/decisions/077).
    // The team cards on /about carry people's names, which the seed leaves untranslated; the
    // "Profile" entry has no translation either. Everything else is in Spanish and German.
    expect(translation).toEqual({ es: 76, de: 76 });
    for (const entry of [...view.pages.slice(1), ...view.posts]) expect(entry.translation, entry.slug).toEqual({ es: 100, de: 100 });
    expect(view.menu_translation).toEqual({ es: 94, de: 94 });
    for (const page of view.pages) expect(page, page.slug).toMatchObject({ id: ids.get(page.slug), url: `/${page.slug}`, visible: true, in_menu: true });

    // Blog posts outside any set, newest first; the set's posts in their set order.
    expect(view.posts.map((post) => post.slug)).toEqual(['thursday-evening-appointments', 'made-redundant-three-things-to-check']);
    const dates = await database.db.select({ slug: posts.slug, createdOn: posts.createdOn }).from(posts).where(and(eq(posts.organizationId, orgA), inArray(posts.slug, view.posts.map((p) => p.slug))));
    const when = (slug: string) => dates.find((row) => row.slug === slug)!.createdOn.getTime();
    expect(when(view.posts[0].slug)).toBeGreaterThanOrEqual(when(view.posts[1].slug));
    const [set] = await database.db.select({ id: documentSets.id }).from(documentSets).where(and(eq(documentSets.organizationId, orgA), eq(documentSets.slug, 'client-guides')));
    expect(view.document_sets.map(({ posts: list, ...rest }) => ({ ...rest, posts: list.map((post) => post.slug) }))).toEqual([
      {
        id: set.id,
        slug: 'client-guides',
        title: 'Client guides',
        posts: ['buying-your-first-home-conveyancing-timeline', 'five-questions-before-making-a-will', 'what-to-bring-to-your-first-meeting'],
      },
    ]);
    expect(view.document_sets[0].posts[0]).toMatchObject({ id: ids.get('buying-your-first-home-conveyancing-timeline'), url: '/buying-your-first-home-conveyancing-timeline', visible: true });

    // The menu in its order, where each item shows, and its sub-items in their order.
    expect(view.menu.map(({ name, url, in_header, in_footer, visible }) => ({ name, url, in_header, in_footer, visible }))).toEqual([
      { name: 'Home', url: '/', in_header: true, in_footer: true, visible: true },
      { name: 'About', url: '/about', in_header: true, in_footer: true, visible: true },
      { name: 'Services', url: '/services', in_header: true, in_footer: true, visible: true },
      { name: 'Fees', url: '/pricing', in_header: true, in_footer: false, visible: true },
      { name: 'Insights', url: '/blog', in_header: true, in_footer: true, visible: true },
      { name: 'Contact', url: '/contact', in_header: true, in_footer: true, visible: true },
      { name: 'Profile', url: '/account/profile', in_header: true, in_footer: true, visible: true },
    ]);
    expect(entryNamed(view, 'About').submenu.map(({ name, url, visible }) => ({ name, url, visible }))).toEqual([{ name: 'Client guides', url: '/help-center', visible: true }]);
    expect(entryNamed(view, 'Services').submenu.map(({ name, url, visible }) => ({ name, url, visible }))).toEqual([
      { name: 'Family law', url: '/family-law', visible: true },
      { name: 'Property & conveyancing', url: '/property-law', visible: true },
      { name: 'Employment', url: '/employment-law', visible: true },
      // Hidden until the practice area launches.
      { name: 'Immigration', url: '/immigration-law', visible: false },
    ]);
    expect(entryNamed(view, 'Home').submenu).toEqual([]);
  });

  it('lists a page that sits in a document set once, under its set', async () => {
    const [set] = await database.db.select({ id: documentSets.id }).from(documentSets).where(and(eq(documentSets.organizationId, orgA), eq(documentSets.slug, 'client-guides')));
    const id = await addPage(orgA, 'guide-page-in-set', 'A page in the guides', { docSetId: set.id, docSetOrder: 99 });
    const view = await siteMap();
    expect(view.pages.map((page) => page.id)).not.toContain(id);
    expect(view.document_sets[0].posts.at(-1)).toMatchObject({ id, slug: 'guide-page-in-set' });
  });

  it('names the page a menu entry leads to, and the other paths as paths of the site', async () => {
    const view = await siteMap();
    const ids = await postIds(orgA);
    expect(entryNamed(view, 'About').target).toEqual({ kind: 'page', id: ids.get('about'), title: 'About Harbour & Finch' });
    expect(entryNamed(view, 'Fees').target).toEqual({ kind: 'page', id: ids.get('pricing'), title: 'Fees' });
    const services = entryNamed(view, 'Services').submenu;
    expect(services[0].target).toEqual({ kind: 'page', id: ids.get('family-law'), title: 'Family law' });
    // The home page, the blog, the help centre and the account are the site's own paths; the
    // hidden Immigration entry points at a page that does not exist yet.
    for (const name of ['Home', 'Insights', 'Profile']) expect(entryNamed(view, name).target, name).toEqual({ kind: 'path' });
    expect(entryNamed(view, 'About').submenu[0].target).toEqual({ kind: 'path' });
    expect(services[3].target).toEqual({ kind: 'path' });
  });

  it('marks a page no menu entry reaches, until one does, however its address is written', async () => {
    const id = await addPage(orgA, 'site-map-orphan', 'Orphan page');
    let page = (await siteMap()).pages.at(-1)!;
    expect(page).toEqual({ id, title: 'Orphan page', slug: 'site-map-orphan', url: '/site-map-orphan', visible: true, in_menu: false, translation: { es: 0, de: 0 } });

    // A hidden page keeps its place in the map, marked hidden.
    await database.db.update(posts).set({ displayThisPost: false }).where(eq(posts.id, id));
    expect((await siteMap()).pages.at(-1)).toMatchObject({ id, visible: false, in_menu: false });

    // A sub-item in Spanish, with a trailing slash, a query and a fragment, still leads to it.
    const item = await addMenuItem('', ['/es/site-map-orphan/?ref=menu#top']);
    const view = await siteMap();
    page = view.pages.find((p) => p.id === id)!;
    expect(page.in_menu).toBe(true);
    const entry = view.menu.find((m) => m.id === item)!;
    expect(entry).toMatchObject({ in_header: false, in_footer: false, visible: false, url: '/', target: { kind: 'path' } });
    expect(entry.submenu[0]).toMatchObject({ url: '/es/site-map-orphan/?ref=menu#top', visible: true, target: { kind: 'page', id, title: 'Orphan page' } });
  });

  it('tells addresses elsewhere, blog posts and other paths of the site apart', async () => {
    const ids = await postIds(orgA);
    // A post at a path the site answers itself is never reached there.
    await addPage(orgA, 'help-center', 'Shadowed', { displayAsBlogPost: true });
    const addresses = [
      'https://example.com/guide', 'HTTP://example.com', 'mailto:hello@harbourfinch.test', 'tel:+35315550148',
      'thursday-evening-appointments', '/what-to-bring-to-your-first-meeting',
      '/', '/no-such-page', '/services/family-law', 'help-center', '/es', '//example.com',
    ];
    const item = await addMenuItem('https://example.com/', addresses);
    const entry = (await siteMap()).menu.find((m) => m.id === item)!;
    expect(entry.target).toEqual({ kind: 'external' });
    expect(entry.url).toBe('https://example.com/');
    const shown = (e: SiteMapMenuEntry) => [e.url, e.target];
    expect(entry.submenu.map(shown)).toEqual([
      ['https://example.com/guide', { kind: 'external' }],
      ['HTTP://example.com', { kind: 'external' }],
      ['mailto:hello@harbourfinch.test', { kind: 'external' }],
      ['tel:+35315550148', { kind: 'external' }],
      ['/thursday-evening-appointments', { kind: 'post', id: ids.get('thursday-evening-appointments'), title: 'Thursday evening appointments' }],
      // A post of a document set is a post too.
      ['/what-to-bring-to-your-first-meeting', { kind: 'post', id: ids.get('what-to-bring-to-your-first-meeting'), title: expect.any(String) }],
      ['/', { kind: 'path' }],
      ['/no-such-page', { kind: 'path' }],
      ['/services/family-law', { kind: 'path' }],
      ['/help-center', { kind: 'path' }],
      ['/es', { kind: 'path' }],
      // Without a scheme the header links it as a path of the site, and so does the map.
      ['/example.com', { kind: 'path' }],
    ]);
  });

  it('shows each site only its own records', async () => {
    const theirs = await addPage(orgB, 'only-at-brightstack', 'Only at Brightstack');
    const mine = await siteMap();
    const text = JSON.stringify(mine);
    expect(text).not.toContain(theirs);
    expect(text).not.toContain('only-at-brightstack');
    const [bPosts, bMenu, bSets] = await Promise.all([
      database.db.select({ id: posts.id }).from(posts).where(eq(posts.organizationId, orgB)),
      database.db.select({ id: menuItems.id }).from(menuItems).where(eq(menuItems.organizationId, orgB)),
      database.db.select({ id: documentSets.id }).from(documentSets).where(eq(documentSets.organizationId, orgB)),
    ]);
    expect(bPosts.length + bMenu.length + bSets.length).toBeGreaterThan(3);
    for (const { id } of [...bPosts, ...bMenu, ...bSets]) expect(text).not.toContain(id);
    // A menu entry of A at B's page's address leads nowhere on A's site.
    const item = await addMenuItem('only-at-brightstack');
    expect((await siteMap()).menu.find((m) => m.id === item)!.target).toEqual({ kind: 'path' });

    // On B's own site, B's admin sees B's map with the page, and nothing of A.
    const bView = await siteMap(who.adminB, B);
    expect(bView.organization.id).toBe(orgB);
    expect(bView.pages.find((p) => p.id === theirs)).toMatchObject({ slug: 'only-at-brightstack', in_menu: false });
    expect(JSON.stringify(bView)).not.toContain(orgA);
  });

  it('lets admins and editors of the site in, and nobody else', async () => {
    const refusals: [Who, number, string][] = [
      [{}, 401, NO_SESSION_MESSAGE],
      [who.customer, 403, NO_PERMISSION_MESSAGE],
      // B's admin is nobody on A's site, by cookie or by token.
      [who.adminB, 403, NO_PERMISSION_MESSAGE],
      [{ bearer: who.adminB.bearer }, 403, NO_PERMISSION_MESSAGE],
    ];
    for (const [as, status, error] of refusals) {
      const response = await getMap(as);
      expect(response.status).toBe(status);
      expect(((await response.json()) as { error: string }).error).toBe(error);
    }
    const byEditor = await siteMap(who.editor);
    expect(byEditor.organization.id).toBe(orgA);
    expect(await siteMap({ bearer: who.editor.bearer })).toEqual(byEditor);
    expect(await siteMap()).toEqual(byEditor);
  });

  it('answers HEAD and a NUL byte in the query without a server error', async () => {
    const head = await getMap(who.admin, A, '', 'HEAD');
    expect(head.status).toBe(200);
    expect((await getMap({}, A, '', 'HEAD')).status).toBe(401);
    for (const query of ['?q=%00', '?organization_id=%00', '?%00=1']) {
      const response = await getMap(who.admin, A, query);
      expect(response.status, query).toBe(400);
    }
  });
});
