// Create Page (editing-layer spec §2, §3 "Page", §4, §5, §8, §9): an organisation's admins and editors
// create a page at /{slug} with POST /api/pages. It lands at the end of the organisation's pages, on
// the organisation of the Host header only; a slug already used by a page or post of the
// organisation is refused with the spec's words on the slug field, even when two editors press
// Create at the same moment; an address the site answers itself is refused; and visitors see the
// new page at once: its title as the page's heading, then the sections stored under its path.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as pagesPost } from '@/app/api/pages/route';
import { POST as sectionPost } from '@/app/api/template-sections/route';
import SitePage from '@/app/sites/[host]/[lang]/[...path]/page';
import { posts, templateSections } from '@/server/db/schema';
import { clearAllMemo } from '@/server/cache/memo';
import { NO_PERMISSION_MESSAGE, NO_SESSION_MESSAGE } from '@/server/http/api';
import type { RouteHandler } from '@/server/http/route';
import { getPostBySlug } from '@/server/site/queries';
import { PAGE_MAX_BODY_BYTES } from '@/server/content/pages';
import { LOCALES } from '@/lib/i18n/locales';
import { PAGE_LIMITS, PAGE_MESSAGES, PAGE_SLUG_PATTERN, type PageView } from '@/schemas/page';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases';
import { headersFor, type Who } from './caller';
import { freshPeople, type Person } from './people';

const A = 'studio-a.localhost';
const B = 'studio-b.localhost';
type Answer = { error: string; details?: Record<string, unknown> };

function call(handler: RouteHandler, url: string, who: Who, body: unknown, host = A) {
  const init = { method: 'POST', headers: headersFor(host, who, true), body: JSON.stringify(body) };
  return handler(new Request(`http://${host}${url}`, init), { params: Promise.resolve({}) });
}

/** What a visitor of the site's default language gets at /{segments}: the page's own HTML. */
async function publicPage(host: string, segments: string[]): Promise<string> {
  const element = (await SitePage({ params: Promise.resolve({ host, lang: 'default', path: segments }) })) as ReactElement;
  return renderToStaticMarkup(element);
}

describe.each(DATABASE_KINDS)('creating a page on %s', (kind) => {
  let database: TestDatabase;
  let orgA = '';
  let orgB = '';
  const who = {} as Record<Person, Who>;
  const userIds = {} as Record<Person, string>;

  const create = (body: unknown, as: Who = who.admin, host = A) => call(pagesPost, '/api/pages', as, body, host);
  const postRaw = (body: string, as: Who = who.admin) =>
    pagesPost(new Request(`http://${A}/api/pages`, { method: 'POST', headers: headersFor(A, as, true), body }), { params: Promise.resolve({}) });
  const postsOf = (organizationId: string) => database.db.select().from(posts).where(eq(posts.organizationId, organizationId)).orderBy(posts.slug);

  async function created(body: Record<string, unknown>, as: Who = who.admin, host = A): Promise<PageView> {
    const response = await create(body, as, host);
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as PageView;
  }

  /** A record of the organisation made some other way (the seed, the post editor). */
  async function stored(organizationId: string, slug: string, values: Partial<typeof posts.$inferInsert> = {}) {
    await database.db.insert(posts).values({ organizationId, slug, title: slug, ...values });
  }

  async function expectRefused(response: Response, status: number, error: string) {
    expect(response.status).toBe(status);
    const answer = (await response.json()) as Answer;
    expect(answer.error).toBe(error);
    return answer;
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const people = await freshPeople(database.db, { a: 'studio-a', b: 'studio-b' });
    ({ orgA, orgB } = people);
    Object.assign(who, people.who);
    Object.assign(userIds, people.userIds);
  });
  afterAll(() => database?.dispose());
  beforeEach(async () => {
    // Rows are cleared behind the write path's back here, so the cached public reads go with them.
    clearAllMemo();
    await database.db.delete(posts);
    await database.db.delete(templateSections);
  });

  it('creates a displayed page after the organisation’s last page, on the Host’s organisation, readable by slug', async () => {
    await stored(orgA, 'about', { displayAsBlogPost: false, order: 3 });
    await stored(orgA, 'contact', { displayAsBlogPost: false, order: 7, displayThisPost: false });
    // Blog posts are not pages: their order says nothing about where the next page goes.
    await stored(orgA, 'our-news', { displayAsBlogPost: true, order: 50 });
    await stored(orgB, 'their-page', { displayAsBlogPost: false, order: 90 });

    const page = await created({ title: '  Our team ', slug: 'our-team', description: ' The people behind the studio. ', organization_id: orgB }, who.editor);
    expect(page).toEqual({ id: expect.any(String), title: 'Our team', slug: 'our-team', description: 'The people behind the studio.', order: 8, url: '/our-team' });

    const row = await getPostBySlug(database.db, { organizationId: orgA, slug: 'our-team' });
    expect(row).toMatchObject({
      id: page.id,
      organizationId: orgA,
      title: 'Our team',
      description: 'The people behind the studio.',
      content: null,
      metadescriptionForPage: 'The people behind the studio.',
      displayThisPost: true,
      displayAsBlogPost: false,
      type: 'default',
      order: 8,
      authorId: userIds.editor,
    });
    expect(await getPostBySlug(database.db, { organizationId: orgB, slug: 'our-team' })).toBeNull();
    expect((await postsOf(orgB)).map((p) => p.slug)).toEqual(['their-page']);

    // The next one comes after it; a description left empty is none.
    expect(await created({ title: 'Pricing', slug: 'pricing', description: '' })).toMatchObject({ order: 9, description: null });
    expect((await getPostBySlug(database.db, { organizationId: orgA, slug: 'pricing' }))?.metadescriptionForPage).toBeNull();
  });

  it('gives an organisation’s first page the order 0, and counts only that organisation’s pages', async () => {
    await stored(orgA, 'about', { displayAsBlogPost: false, order: 12 });
    await stored(orgB, 'our-news', { displayAsBlogPost: true, order: 4 });
    expect(await created({ title: 'Services', slug: 'services' }, who.adminB, B)).toMatchObject({ order: 0, description: null, url: '/services' });
    // The same slug on another organisation is no clash.
    expect(await created({ title: 'Services', slug: 'services' })).toMatchObject({ order: 13 });
  });

  it('shows the new page to visitors at once: its title as the heading, no blog furniture, then its sections', async () => {
    // Before it exists, the address is not found (Next's notFound()).
    await expect(publicPage(A, ['our-team'])).rejects.toMatchObject({ digest: 'NEXT_HTTP_ERROR_FALLBACK;404' });
    await created({ title: 'Our team', slug: 'our-team', description: 'The people behind the studio.' });

    const empty = await publicPage(A, ['our-team']);
    expect(empty.match(/<h1\b[^>]*>([^<]*)<\/h1>/g)).toEqual([expect.stringContaining('>Our team</h1>')]);
    expect(empty).toContain('The people behind the studio.');
    // No byline, date, reading time, contents or way back to the blog: a page is not a blog post.
    expect(empty).not.toMatch(/<time\b|On this page|href="\/blog"/);
    // The section list is there even when empty: the editing layer puts "Add a section to this page" in it.
    expect(empty).toMatch(/<div data-url-page="\/our-team"><\/div>/);

    const section = await call(sectionPost, '/api/template-sections', who.editor, { section_title: 'Meet the team', url_page: '/our-team' });
    expect(section.status, await section.clone().text()).toBe(201);
    const full = await publicPage(A, ['our-team']);
    expect(full.indexOf('Meet the team')).toBeGreaterThan(full.indexOf('>Our team</h1>'));
    expect(full).toMatch(/<div data-url-page="\/our-team"><div data-edit-kind="template"/);
  });

  it('refuses a slug already used by a page or a post of the organisation, with the message on the slug field', async () => {
    await created({ title: 'About us', slug: 'about' });
    await stored(orgA, 'latest-news', { displayAsBlogPost: true });
    await stored(orgA, 'old-offer', { displayAsBlogPost: true, displayThisPost: false });
    for (const slug of ['about', 'latest-news', 'old-offer']) {
      const answer = await expectRefused(await create({ title: 'Another', slug }, who.editor), 409, PAGE_MESSAGES.slugTaken);
      expect(answer.details).toEqual({ slug: [PAGE_MESSAGES.slugTakenField] });
    }
    expect((await postsOf(orgA)).map((p) => p.slug)).toEqual(['about', 'latest-news', 'old-offer']);
  });

  it('refuses every address the site answers itself', async () => {
    const routes = readdirSync(path.resolve('src/app/sites/[host]/[lang]'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('['))
      .map((entry) => entry.name);
    expect(routes).toEqual(expect.arrayContaining(['admin', 'account', 'basket', 'blog', 'login', 'robots.txt', 'sitemap.xml']));
    for (const slug of [...routes, 'api', 'home', ...LOCALES]) {
      const response = await create({ title: 'Taken by the site', slug });
      expect(response.status, slug).toBe(400);
      const answer = (await response.json()) as Answer;
      // A route's name that is no slug at all (robots.txt) is already refused by the slug's form.
      if (PAGE_SLUG_PATTERN.test(slug)) {
        expect(answer.error, slug).toBe(PAGE_MESSAGES.slugReserved);
        expect(answer.details).toEqual({ slug: [PAGE_MESSAGES.slugReserved] });
      } else expect(answer.error, slug).toBe(PAGE_MESSAGES.slugInvalid);
    }
    // A slug that merely starts like one is fine.
    expect(await created({ title: 'Blog guidelines', slug: 'blog-guidelines' })).toMatchObject({ url: '/blog-guidelines' });
    expect((await postsOf(orgA)).map((p) => p.slug)).toEqual(['blog-guidelines']);
  });

  it('answers each invalid field with the spec’s message and writes nothing', async () => {
    const cases: [unknown, string][] = [
      [{ slug: 'about' }, PAGE_MESSAGES.titleRequired],
      [{ title: '   ', slug: 'about' }, PAGE_MESSAGES.titleRequired],
      [{ title: null, slug: 'about' }, PAGE_MESSAGES.titleRequired],
      [{ title: '<b></b>', slug: 'about' }, PAGE_MESSAGES.titleRequired],
      [{ title: 'x'.repeat(PAGE_LIMITS.title + 1), slug: 'about' }, PAGE_MESSAGES.titleTooLong],
      [{ title: 'About' }, PAGE_MESSAGES.slugRequired],
      [{ title: 'About', slug: '' }, PAGE_MESSAGES.slugRequired],
      [{ title: 'About', slug: '  ' }, PAGE_MESSAGES.slugRequired],
      [{ title: 'About', slug: 'About Us' }, PAGE_MESSAGES.slugInvalid],
      [{ title: 'About', slug: 'about-us/team' }, PAGE_MESSAGES.slugInvalid],
      [{ title: 'About', slug: 'über' }, PAGE_MESSAGES.slugInvalid],
      [{ title: 'About', slug: 'a_b' }, PAGE_MESSAGES.slugInvalid],
      [{ title: 'About', slug: 'About' }, PAGE_MESSAGES.slugInvalid],
      [{ title: 'About', slug: 'x'.repeat(PAGE_LIMITS.slug + 1) }, PAGE_MESSAGES.slugTooLong],
      [{ title: 'About', slug: 'about', description: 'x'.repeat(PAGE_LIMITS.description + 1) }, PAGE_MESSAGES.descriptionTooLong],
    ];
    for (const [body, message] of cases) {
      const answer = await expectRefused(await create(body), 400, message);
      expect(answer.details, JSON.stringify(body).slice(0, 80)).toBeDefined();
    }
    // At the limits, all is well.
    const longest = { title: 't'.repeat(PAGE_LIMITS.title), slug: 's'.repeat(PAGE_LIMITS.slug), description: 'd'.repeat(PAGE_LIMITS.description) };
    expect(await created(longest)).toMatchObject(longest);
    expect(await postsOf(orgA)).toHaveLength(1);
  });

  it('never answers a hostile body with a server error', async () => {
    expect((await create({ title: 'About\u0000', slug: 'about' })).status).toBe(400);
    expect((await create({ title: 'About', slug: 'about', description: 'x\u0000' })).status).toBe(400);
    expect((await postRaw('{"title": "About", "slug": ')).status).toBe(400);
    expect((await postRaw('title=About&slug=about')).status).toBe(400);
    expect((await postRaw('[{"title": "About", "slug": "about"}]')).status).toBe(400);
    expect((await postRaw(JSON.stringify({ title: 'About', slug: 'about', padding: 'x'.repeat(PAGE_MAX_BODY_BYTES) }))).status).toBe(413);
    expect((await create({ title: { text: 'About' }, slug: ['about'] })).status).toBe(400);
    expect(await postsOf(orgA)).toEqual([]);
  });

  it('lets one of two editors creating the same slug at once have it, and the other hears it is taken', async () => {
    const responses = await Promise.all([create({ title: 'Team', slug: 'team' }, who.editor), create({ title: 'The team', slug: 'team' })]);
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409]);
    const refused = responses.find((r) => r.status === 409)!;
    expect(((await refused.json()) as Answer).details).toEqual({ slug: [PAGE_MESSAGES.slugTakenField] });
    expect((await postsOf(orgA)).map((p) => p.slug)).toEqual(['team']);
  });

  it('gives two pages created at once their own places', async () => {
    await stored(orgA, 'about', { displayAsBlogPost: false, order: 4 });
    const pages = await Promise.all(['one', 'two', 'three'].map((slug, i) => created({ title: slug, slug }, i % 2 ? who.editor : who.admin)));
    expect(pages.map((p) => p.order).sort()).toEqual([5, 6, 7]);
  });

  it.skipIf(kind === 'pglite')('answers a slug taken by a write that commits in between with the same 409', async () => {
    // Another writer holds a new "race" post uncommitted: the slug check cannot see it, so the
    // create reaches the unique index, which waits for that writer and then refuses.
    let pending: Promise<Response> | undefined;
    await database.db.transaction(async (tx) => {
      await tx.insert(posts).values({ organizationId: orgA, slug: 'race', title: 'Race' });
      pending = create({ title: 'Another race', slug: 'race' });
      for (let tries = 0; ; tries++) {
        const { rows } = await database.db.execute<{ n: number }>(
          sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if (rows[0].n > 0) break;
        expect(tries, 'the create waits on the unique index').toBeLessThan(5_000);
      }
    });
    const answer = await expectRefused(await pending!, 409, PAGE_MESSAGES.slugTaken);
    expect(answer.details).toEqual({ slug: [PAGE_MESSAGES.slugTakenField] });
    expect((await postsOf(orgA)).map((p) => p.title)).toEqual(['Race']);
  });

  it('lets admins and editors of the site in, and nobody else', async () => {
    const body = { title: 'Careers', slug: 'careers' };
    await expectRefused(await create(body, {}), 401, NO_SESSION_MESSAGE);
    await expectRefused(await create(body, who.customer), 403, NO_PERMISSION_MESSAGE);
    await expectRefused(await create(body, who.adminB), 403, NO_PERMISSION_MESSAGE);
    await expectRefused(await create(body, { bearer: who.adminB.bearer }), 403, NO_PERMISSION_MESSAGE);
    expect(await postsOf(orgA)).toEqual([]);
    expect(await postsOf(orgB)).toEqual([]);
    expect(await created(body, { bearer: who.editor.bearer })).toMatchObject({ slug: 'careers', order: 0 });
    expect(await created({ title: 'Jobs', slug: 'jobs' }, who.admin)).toMatchObject({ slug: 'jobs', order: 1 });
    const rows = await database.db.select({ slug: posts.slug }).from(posts).where(and(eq(posts.organizationId, orgA), eq(posts.displayAsBlogPost, false)));
    expect(rows.map((r) => r.slug).sort()).toEqual(['careers', 'jobs']);
  });
});
