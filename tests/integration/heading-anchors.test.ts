// Heading anchors of a published post stay stable (issue 21 item 5; docs/decisions/070): when an
// editor renames a heading, the old #anchor keeps landing on it. The post writes record the old id
// as an alias of the new one (per language of the content), never as a chain; the public page puts
// a hidden, empty marker with the old id at the start of the heading; "On this page" lists only the
// current ids; and a post without aliases renders exactly as it did.
import { and, eq } from 'drizzle-orm';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as postsPost } from '@/app/api/posts/route';
import { PATCH as postPatch } from '@/app/api/posts/[slug]/route';
import { GET as revisionsGet } from '@/app/api/revisions/route';
import { POST as restorePost } from '@/app/api/revisions/[id]/restore/route';
import SitePage from '@/app/sites/[host]/[lang]/[...path]/page';
import { documentSets, organizationSettings, posts, redirects, revisions } from '@/server/db/schema';
import { clearAllMemo } from '@/server/cache/memo';
import { writeOrganization } from '@/server/write';
import type { RouteHandler } from '@/server/http/route';
import type { PostView } from '@/schemas/post';
import { isAnchorId, type PostAnchors } from '@/lib/heading-anchors';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases';
import { headersFor, type Who } from './caller';
import { freshPeople, type Person } from './people';

const A = 'anchors-a.localhost';

function call(handler: RouteHandler, method: string, url: string, who: Who, body?: unknown, params: Record<string, string> = {}) {
  const init = { method, headers: headersFor(A, who, body !== undefined), body: body === undefined ? undefined : JSON.stringify(body) };
  return handler(new Request(`http://${A}${url}`, init), { params: Promise.resolve(params) });
}

async function publicPage(slug: string, lang = 'default'): Promise<string> {
  clearAllMemo();
  const element = (await SitePage({ params: Promise.resolve({ host: A, lang, path: [slug] }) })) as ReactElement;
  return renderToStaticMarkup(element);
}

/** The alias markers a page carries, as [old id, the heading it sits in]. */
function markersOf(html: string): [string, string][] {
  return [...html.matchAll(/<h[1-6] id="([^"]+)"[^>]*>((?:<span id="[^"]+" aria-hidden="true"><\/span>)+)/g)].flatMap(([, heading, spans]) =>
    [...spans.matchAll(/id="([^"]+)"/g)].map(([, alias]) => [alias, heading] as [string, string]),
  );
}

/** The ids "On this page" links to. */
const tocLinks = (html: string) => [...new Set([...html.matchAll(/<a href="#([^"]+)"/g)].map(([, id]) => id))];

describe.each(DATABASE_KINDS)('stable heading anchors on %s', (kind) => {
  let database: TestDatabase;
  let orgA = '';
  const who = {} as Record<Person, Who>;

  async function ok<T = PostView>(pending: Promise<Response>, status = 200): Promise<T> {
    const response = await pending;
    expect(response.status, await response.clone().text()).toBe(status);
    return (await response.json()) as T;
  }
  const create = (body: unknown) => ok(call(postsPost, 'POST', '/api/posts', who.editor, body), 201);
  const patch = (post: PostView, body: Record<string, unknown>) =>
    ok(call(postPatch, 'PATCH', `/api/posts/${post.slug}`, who.editor, { ...body, version: post.version }, { slug: post.slug }));
  const anchorsOf = async (id: string): Promise<PostAnchors> =>
    (await database.db.select({ anchors: posts.anchors }).from(posts).where(and(eq(posts.organizationId, orgA), eq(posts.id, id))))[0].anchors;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const people = await freshPeople(database.db, { a: 'anchors-a', b: 'anchors-b' });
    orgA = people.orgA;
    Object.assign(who, people.who);
    await writeOrganization(database.db, orgA, (tx) => tx.update(organizationSettings).set({ supportedLocales: ['en', 'es'] }).where(eq(organizationSettings.organizationId, orgA)));
  });
  afterAll(() => database?.dispose());
  beforeEach(async () => {
    clearAllMemo();
    for (const table of [posts, redirects, revisions, documentSets]) await database.db.delete(table);
  });

  it('keeps the old anchor of a renamed heading on the heading, and lists only the new one', async () => {
    let post = await create({ title: 'Buying', content: '<h2>Intro</h2><p>a</p><h2>Fees</h2><p>b</p><h3>FAQ</h3><p>c</p>' });
    const first = await publicPage('buying');
    expect(markersOf(first)).toEqual([]);
    expect(tocLinks(first)).toEqual(['intro', 'fees', 'faq']);

    post = await patch(post, { content: '<h2>Intro</h2><p>a</p><h2>Costs and fees</h2><p>b</p><h3>FAQ</h3><p>c</p>' });
    expect(await anchorsOf(post.id)).toEqual({ default: [{ id: 'costs-and-fees', aliases: ['fees'] }] });
    const html = await publicPage('buying');
    expect(html).toContain('<h2 id="costs-and-fees"><span id="fees" aria-hidden="true"></span>Costs and fees</h2>');
    expect(tocLinks(html)).toEqual(['intro', 'costs-and-fees', 'faq']);
    // The editor's copy is untouched: the marker exists only on the public page.
    expect(post.content).not.toContain('span');
  });

  it('leads every old anchor straight to the current heading after two renames (no chain)', async () => {
    let post = await create({ title: 'Guide', content: '<h2>Fees</h2><p>x</p>' });
    post = await patch(post, { content: '<h2>Costs</h2><p>x</p>' });
    post = await patch(post, { content: '<h2>Prices</h2><p>x</p>' });
    expect(await anchorsOf(post.id)).toEqual({ default: [{ id: 'prices', aliases: ['fees', 'costs'] }] });
    const html = await publicPage('guide');
    expect(markersOf(html)).toEqual([['fees', 'prices'], ['costs', 'prices']]);
    expect(tocLinks(html)).toEqual(['prices']);
  });

  it('drops an alias when a real heading takes its id, and the aliases of a removed heading', async () => {
    let post = await create({ title: 'Taken', content: '<h2>Fees</h2><p>x</p><h2>Later</h2>' });
    post = await patch(post, { content: '<h2>Costs</h2><p>x</p><h2>Later</h2>' });
    post = await patch(post, { content: '<h2>Costs</h2><p>x</p><h2>Fees</h2><h2>Later</h2>' });
    expect(await anchorsOf(post.id)).toEqual({});
    const html = await publicPage('taken');
    expect(markersOf(html)).toEqual([]);
    expect(html.match(/id="fees"/g)).toHaveLength(1);
    post = await patch(post, { content: '<h2>Costs</h2><p>x</p><h2>Prices</h2><h2>Later</h2>' });
    expect(await anchorsOf(post.id)).toEqual({ default: [{ id: 'prices', aliases: ['fees'] }] });
    post = await patch(post, { content: '<h2>Costs</h2><p>x</p><h2>Later</h2>' });
    expect(await anchorsOf(post.id)).toEqual({});
  });

  it('records no aliases for a hidden post', async () => {
    let post = await create({ title: 'Draft', content: '<h2>Fees</h2>', display_config: { display_this_post: false } });
    post = await patch(post, { content: '<h2>Costs</h2>' });
    expect(await anchorsOf(post.id)).toEqual({});
    // Published later, it starts from the headings it has then.
    post = await patch(post, { display_config: { display_this_post: true } });
    post = await patch(post, { content: '<h2>Prices</h2>' });
    expect(await anchorsOf(post.id)).toEqual({ default: [{ id: 'prices', aliases: ['costs'] }] });
  });

  it('adds not a byte to a post without aliases', async () => {
    const post = await create({ title: 'Plain', content: '<h2>One</h2><p>a</p><h2>Two</h2>' });
    const before = await publicPage('plain');
    // Saves that rename nothing leave nothing behind.
    await patch(post, { content: '<h2>One</h2><p>a</p><h2>Two</h2>' });
    expect(await anchorsOf(post.id)).toEqual({});
    expect(await publicPage('plain')).toBe(before);
    expect(before).not.toContain('aria-hidden="true"></span>One');
    // Aliases of headings no longer in the body (written behind the write path's back) add nothing either.
    await writeOrganization(database.db, orgA, (tx) => tx.update(posts).set({ anchors: { default: [{ id: 'gone', aliases: ['old'] }] } }).where(eq(posts.id, post.id)));
    expect(await publicPage('plain')).toBe(before);
  });

  it('keeps the aliases of each language apart', async () => {
    let post = await create({ title: 'Moving', content: '<h2>Fees</h2>', content_translation: { es: '<h2>Tarifas</h2>' } });
    post = await patch(post, { content_translation: { es: '<h2>Costes</h2>' } });
    expect(await anchorsOf(post.id)).toEqual({ es: [{ id: 'costes', aliases: ['tarifas'] }] });
    expect(markersOf(await publicPage('moving', 'es'))).toEqual([['tarifas', 'costes']]);
    expect(markersOf(await publicPage('moving'))).toEqual([]);
    // Without its translation, Spanish shows the post's own content, with its own aliases.
    post = await patch(post, { content: '<h2>Costs</h2>', content_translation: {} });
    expect(await anchorsOf(post.id)).toEqual({ default: [{ id: 'costs', aliases: ['fees'] }] });
    expect(markersOf(await publicPage('moving', 'es'))).toEqual([['fees', 'costs']]);
  });

  it('treats a restored revision as a change of headings like any other', async () => {
    let post = await create({ title: 'Restore', content: '<h2>Fees</h2>' });
    post = await patch(post, { content: '<h2>Costs</h2>' });
    const history = await ok<{ revisions: { id: string; version: number }[] }>(call(revisionsGet, 'GET', `/api/revisions?entity=post&id=${post.id}`, who.editor));
    const oldest = history.revisions.at(-1)!;
    await ok(call(restorePost, 'POST', `/api/revisions/${oldest.id}/restore`, who.editor, { version: post.version }, { id: oldest.id }));
    // "fees" is a real heading again and "costs" leads to it.
    expect(await anchorsOf(post.id)).toEqual({ default: [{ id: 'fees', aliases: ['costs'] }] });
  });

  it('never writes an unsafe id, whatever the heading says', async () => {
    const long = 'Очень длинный заголовок '.repeat(20);
    const hostile = [
      '<h2>"&gt;&lt;img src=x onerror=alert(1)&gt; it\'s</h2>',
      '<h2 id="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">Stored id</h2>',
      `<h2>${long}</h2>`,
      '<h2>始めに «quoted»</h2>',
      '<h2><b onclick="x()">Bold</b> &amp; co</h2>',
    ].join('<p>x</p>');
    let post = await create({ title: 'Hostile', content: hostile });
    post = await patch(post, { content: hostile.replace(/<h2([^>]*)>/g, '<h2$1>Renamed ') });
    const stored = (await anchorsOf(post.id)).default ?? [];
    expect(stored.length).toBeGreaterThan(0);
    for (const entry of stored) for (const id of [entry.id, ...entry.aliases]) expect(isAnchorId(id), id).toBe(true);
    const html = await publicPage('hostile');
    // The words of the heading stay words: no element or handler comes out of them.
    expect(html).not.toMatch(/<script|<img|<[a-z][^>]*\son\w+=/i);
    for (const [alias, heading] of markersOf(html)) {
      expect(isAnchorId(alias), alias).toBe(true);
      expect(isAnchorId(heading), heading).toBe(true);
    }
    expect(markersOf(html).length).toBe(stored.reduce((n, e) => n + e.aliases.length, 0));
  });
});
