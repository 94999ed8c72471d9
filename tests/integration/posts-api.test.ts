// The post editor's API (editing-layer spec §2 "Post editor", §3 "Post", §5, §7; docs/decisions/069):
// staff create and change posts with POST /api/posts and PATCH /api/posts/{slug}, read one for the
// editor with GET /api/posts/{slug}, and pick a document set from GET /api/document-sets. Content is
// cut down to the public page's allowlist before it is stored; every save raises the post's version
// and keeps the state it replaced; and a published post whose slug changes leaves its old address
// answering 308 to the new one, with no chain of redirects ever forming.
import { eq } from 'drizzle-orm';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as postsPost } from '@/app/api/posts/route';
import { GET as postGet, PATCH as postPatch } from '@/app/api/posts/[slug]/route';
import { GET as docSetsGet } from '@/app/api/document-sets/route';
import { GET as redirectsGet } from '@/app/api/redirects/route';
import { DELETE as redirectDelete } from '@/app/api/redirects/[id]/route';
import { POST as pagesPost } from '@/app/api/pages/route';
import { POST as sectionPost } from '@/app/api/template-sections/route';
import { GET as revisionsGet } from '@/app/api/revisions/route';
import { POST as restorePost } from '@/app/api/revisions/[id]/restore/route';
import SitePage from '@/app/sites/[host]/[lang]/[...path]/page';
import { documentSets, menuItems, organizationSettings, posts, redirects, revisions, submenuItems, templateSections } from '@/server/db/schema';
import { clearAllMemo } from '@/server/cache/memo';
import { writeOrganization } from '@/server/write';
import { NO_PERMISSION_MESSAGE, NO_SESSION_MESSAGE } from '@/server/http/api';
import type { RouteHandler } from '@/server/http/route';
import { POST_LIMITS, POST_MAX_BODY_BYTES, POST_MESSAGES, type PostView, type RedirectView } from '@/schemas/post';
import { PAGE_MESSAGES } from '@/schemas/page';
import { VERSION_MESSAGES } from '@/schemas/version';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases';
import { headersFor, type Who } from './caller';
import { freshPeople, type Person } from './people';

const A = 'press-a.localhost';
const B = 'press-b.localhost';
type Answer = { error: string; details?: Record<string, unknown>; current?: PostView | null };

function call(handler: RouteHandler, method: string, url: string, who: Who, body?: unknown, params: Record<string, string> = {}, host = A) {
  const init = { method, headers: headersFor(host, who, body !== undefined), body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body) };
  return handler(new Request(`http://${host}${url}`, init), { params: Promise.resolve(params) });
}

/** What a visitor gets at /{segments} in a language ('default' is the site's own): the page, or what Next throws. */
async function publicPage(host: string, segments: string[], lang = 'default'): Promise<string> {
  const element = (await SitePage({ params: Promise.resolve({ host, lang, path: segments }) })) as ReactElement;
  return renderToStaticMarkup(element);
}

/** Where a visitor at /{segments} is sent permanently (Next's permanentRedirect throws a 308 digest). */
async function movedTo(host: string, segments: string[], lang = 'default'): Promise<string> {
  const error = (await publicPage(host, segments, lang).then(() => null, (thrown: unknown) => thrown)) as { digest?: string } | null;
  const match = /^NEXT_REDIRECT;\w+;([^;]+);308;/.exec(error?.digest ?? '');
  if (!match) throw new Error(`no permanent redirect at /${segments.join('/')}: ${error?.digest ?? 'the page answered'}`);
  return match[1];
}

describe.each(DATABASE_KINDS)('the post editor API on %s', (kind) => {
  let database: TestDatabase;
  let orgA = '';
  let orgB = '';
  const who = {} as Record<Person, Who>;
  const userIds = {} as Record<Person, string>;

  const create = (body: unknown, as: Who = who.editor, host = A) => call(postsPost, 'POST', '/api/posts', as, body, {}, host);
  const patch = (slug: string, body: unknown, as: Who = who.editor, host = A) => call(postPatch, 'PATCH', `/api/posts/${slug}`, as, body, { slug }, host);
  const read = (slug: string, as: Who = who.editor, host = A) => call(postGet, 'GET', `/api/posts/${slug}`, as, undefined, { slug }, host);
  const listRedirects = async (as: Who = who.editor) => (await (await call(redirectsGet, 'GET', '/api/redirects', as)).json()) as RedirectView[];
  const rowsOf = (organizationId: string) => database.db.select().from(posts).where(eq(posts.organizationId, organizationId)).orderBy(posts.slug);

  async function ok<T = PostView>(pending: Promise<Response>, status = 200): Promise<T> {
    const response = await pending;
    expect(response.status, await response.clone().text()).toBe(status);
    return (await response.json()) as T;
  }

  async function refused(pending: Promise<Response>, status: number, error: string): Promise<Answer> {
    const response = await pending;
    const body = (await response.json()) as Answer;
    expect({ status: response.status, error: body.error }).toEqual({ status, error });
    return body;
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const people = await freshPeople(database.db, { a: 'press-a', b: 'press-b' });
    ({ orgA, orgB } = people);
    Object.assign(who, people.who);
    Object.assign(userIds, people.userIds);
    // A's site is also in Spanish, under /es.
    await writeOrganization(database.db, orgA, (tx) => tx.update(organizationSettings).set({ supportedLocales: ['en', 'es'] }).where(eq(organizationSettings.organizationId, orgA)));
  });
  afterAll(() => database?.dispose());
  beforeEach(async () => {
    // Rows are cleared behind the write path's back here, so the cached public reads go with them.
    clearAllMemo();
    for (const table of [posts, redirects, revisions, documentSets, templateSections]) await database.db.delete(table);
  });

  it('creates a post with a slug made from its title, its content cut down to the public page’s allowlist', async () => {
    const content = '<h1>Top</h1><h2 id="x">Why</h2><h3>How</h3><h5>Small</h5><p onclick="x()">Text <img src="x" onerror="alert(1)"></p><script>alert(1)</script><iframe src="https://evil.example"></iframe><a href="javascript:alert(1)">link</a>';
    const post = await ok(create({
      title: '  Don’t Panic: Our_First Post! ',
      description: '<strong>Short</strong><script>x</script>',
      content,
      content_translation: { es: '<h2>Por qué</h2><script>alert(1)</script>' },
      title_translation: { es: '<b>No</b> entres en pánico' },
      metadescription_for_page: 'Read this first.',
      author_name: 'Ada',
      created_on: '2026-03-01T10:00:00Z',
      display_config: { is_help_center: true, help_center_order: 3, type: 'minimal', is_numbered: true },
      organization_config: { order: 4, subsection: 'Basics' },
      media_config: { main_photo: 'https://images.example/photo.jpg' },
    }), 201);
    expect(post).toMatchObject({
      version: 1,
      slug: 'dont-panic-our-first-post',
      url: '/dont-panic-our-first-post',
      title: 'Don’t Panic: Our_First Post!',
      title_translation: { es: 'No entres en pánico' },
      description: '<strong>Short</strong>',
      metadescription_for_page: 'Read this first.',
      author_name: 'Ada',
      created_on: '2026-03-01T10:00:00.000Z',
      display_config: { display_this_post: true, display_as_blog_post: true, is_help_center: true, help_center_order: 3, type: 'minimal', is_numbered: true, is_displayed_first_page: false },
      organization_config: { order: 4, subsection: 'Basics', doc_set: null, doc_set_order: 0, doc_set_title: null, section_id: null },
      author_config: { author_id: userIds.editor, is_with_author: false, is_company_author: false },
      media_config: { main_photo: 'https://images.example/photo.jpg' },
    });
    for (const tag of ['<h1>Top</h1>', '<h2 id="x">Why</h2>', '<h3>How</h3>', '<h5>Small</h5>']) expect(post.content).toContain(tag);
    expect(post.content).not.toMatch(/script|iframe|onerror|onclick|javascript:/);
    expect(post.content_translation.es).toBe('<h2>Por qué</h2>');
    // The editor reads back what was stored, and visitors see it.
    expect(await ok(read(post.slug))).toEqual(post);
    const html = await publicPage(A, [post.slug]);
    expect(html).toContain('Why');
    expect(html).not.toContain('alert(1)');
    // A landing post keeps its headings too.
    const landing = await ok(create({ title: 'Launch', content: '<h1>Big</h1><h2>Smaller</h2>', display_config: { type: 'landing' } }), 201);
    expect(landing.content).toBe('<h1>Big</h1><h2>Smaller</h2>');
    expect((await rowsOf(orgB))).toEqual([]);
  });

  it('puts a post in an existing document set or a new one, and lists the sets by title', async () => {
    await database.db.insert(documentSets).values([{ organizationId: orgA, slug: 'guides', title: 'User guides' }, { organizationId: orgB, slug: 'theirs', title: 'Theirs' }]);
    const inExisting = await ok(create({ title: 'Install', display_config: { type: 'doc_set' }, organization_config: { doc_set: 'guides', doc_set_order: 2 } }), 201);
    expect(inExisting.organization_config).toMatchObject({ doc_set: 'guides', doc_set_title: 'User guides', doc_set_order: 2 });
    const inNew = await ok(create({ title: 'Billing FAQ', display_config: { type: 'doc_set' }, organization_config: { doc_set: 'custom', doc_set_title: 'Account & Billing' } }), 201);
    expect(inNew.organization_config).toMatchObject({ doc_set: 'account-billing', doc_set_title: 'Account & Billing' });
    // The same name again is the same set.
    const again = await ok(create({ title: 'Refunds', display_config: { type: 'doc_set' }, organization_config: { doc_set_title: 'Account & Billing' } }), 201);
    expect(again.organization_config.doc_set).toBe('account-billing');
    expect(await ok(call(docSetsGet, 'GET', '/api/document-sets', who.editor))).toEqual([
      { slug: 'account-billing', title: 'Account & Billing' },
      { slug: 'guides', title: 'User guides' },
    ]);
    expect(await ok(call(docSetsGet, 'GET', `/api/document-sets?organization_id=${orgA}`, who.admin))).toHaveLength(2);
    await refused(call(docSetsGet, 'GET', `/api/document-sets?organization_id=${orgB}`, who.admin), 403, POST_MESSAGES.otherOrganization);
    await refused(call(docSetsGet, 'GET', '/api/document-sets?organization_id=nope', who.admin), 400, POST_MESSAGES.organizationInvalid);
    // Another organisation's set is no set here; a doc_set post needs one.
    await refused(create({ title: 'X', display_config: { type: 'doc_set' }, organization_config: { doc_set: 'theirs' } }), 400, POST_MESSAGES.docSetNotFound);
    await refused(create({ title: 'X', display_config: { type: 'doc_set' } }), 400, POST_MESSAGES.docSetRequired);
    await refused(create({ title: 'X', display_config: { type: 'doc_set' }, organization_config: { doc_set: ' ', doc_set_title: ' ' } }), 400, POST_MESSAGES.docSetRequired);
    await refused(patch(inExisting.slug, { organization_config: { doc_set: null } }), 400, POST_MESSAGES.docSetRequired);
    await refused(patch(inExisting.slug, { organization_config: { doc_set_title: '!!!' } }), 400, POST_MESSAGES.docSetRequired);
  });

  it('takes an author of the organisation only', async () => {
    expect((await ok(create({ title: 'By the admin', author_config: { author_id: userIds.admin, is_with_author: true } }), 201)).author_config).toEqual({
      author_id: userIds.admin, is_with_author: true, is_company_author: false,
    });
    const bad = await refused(create({ title: 'By B', author_config: { author_id: userIds.adminB } }), 400, POST_MESSAGES.authorNotFound);
    expect(bad.details).toEqual({ author_id: [POST_MESSAGES.authorNotFound] });
    await refused(create({ title: 'By nobody', author_config: { author_id: 'no-such-person' } }), 400, POST_MESSAGES.authorNotFound);
    expect((await ok(create({ title: 'Anonymous', author_config: { author_id: null } }), 201)).author_config.author_id).toBeNull();
  });

  it('saves with a version, refuses a stale one with the post as it now is, and accepts a save without one', async () => {
    const post = await ok(create({ title: 'Draft', description: 'One' }), 201);
    const first = await ok(patch(post.slug, { title: 'Draft 2', version: 1 }));
    expect(first).toMatchObject({ title: 'Draft 2', description: 'One', version: 2 });
    const stale = await refused(patch(post.slug, { description: 'Two', version: 1 }, who.admin), 409, VERSION_MESSAGES.conflict);
    expect(stale.details).toEqual({ sent_version: 1, current_version: 2 });
    expect(stale.current).toEqual(await ok(read(post.slug)));
    expect(await ok(patch(post.slug, { description: 'Two' }, who.admin))).toMatchObject({ title: 'Draft 2', description: 'Two', version: 3 });
    await refused(patch(post.slug, { version: 0 }), 400, VERSION_MESSAGES.invalid);
    await refused(patch(post.slug, { version: '3' }), 400, VERSION_MESSAGES.invalid);
    await refused(patch('no-such-post', { title: 'X' }), 404, POST_MESSAGES.notFound);
    await refused(read('no-such-post'), 404, POST_MESSAGES.notFound);
    await refused(read('Not_A_Slug'), 404, POST_MESSAGES.notFound);
  });

  it('answers the old address of a published post with 308 to the new one, in the same language, and keeps no chain', async () => {
    const post = await ok(create({ title: 'Pricing' }), 201);
    await expect(publicPage(A, ['pricing'])).resolves.toContain('Pricing');
    await ok(patch('pricing', { slug: 'plans', version: 1 }));
    expect(await movedTo(A, ['pricing'])).toBe('/plans');
    expect(await movedTo(A, ['pricing'], 'es')).toBe('/es/plans');
    await expect(publicPage(A, ['plans'])).resolves.toContain('Pricing');

    // Renamed again: both old addresses lead straight to the newest.
    await ok(patch('plans', { slug: 'prices' }));
    expect(await movedTo(A, ['pricing'])).toBe('/prices');
    expect(await movedTo(A, ['plans'])).toBe('/prices');
    // Back to a name it had: that address is the post's again, never a redirect to itself.
    await ok(patch('prices', { slug: 'pricing' }));
    await expect(publicPage(A, ['pricing'])).resolves.toContain('Pricing');
    const list = await listRedirects();
    expect(list.map((r) => [r.from_path, r.to_path]).sort()).toEqual([['/plans', '/pricing'], ['/prices', '/pricing']]);
    expect((await ok(read('pricing'))).id).toBe(post.id);

    // A new page taking a moved address makes it a page again.
    await ok(call(pagesPost, 'POST', '/api/pages', who.editor, { title: 'Plans', slug: 'plans' }), 201);
    await expect(publicPage(A, ['plans'])).resolves.toContain('Plans');
    // So does a post created or renamed onto one.
    await ok(create({ title: 'Prices' }), 201);
    expect(await listRedirects()).toEqual([]);
    // Another organisation's visitors are not sent anywhere.
    await expect(publicPage(B, ['pricing'])).rejects.toMatchObject({ digest: 'NEXT_HTTP_ERROR_FALLBACK;404' });
  });

  it('moves a page’s sections with it, and leaves no redirect for a hidden post', async () => {
    await ok(call(pagesPost, 'POST', '/api/pages', who.editor, { title: 'Team', slug: 'team' }), 201);
    expect((await call(sectionPost, 'POST', '/api/template-sections', who.editor, { section_title: 'Meet us', url_page: '/team' })).status).toBe(201);
    await ok(patch('team', { slug: 'people' }));
    expect(await publicPage(A, ['people'])).toContain('Meet us');
    expect(await movedTo(A, ['team'])).toBe('/people');

    await ok(create({ title: 'Secret', display_config: { display_this_post: false } }), 201);
    await ok(patch('secret', { slug: 'still-secret' }));
    expect((await listRedirects()).map((r) => r.from_path)).toEqual(['/team']);
    await expect(publicPage(A, ['secret'])).rejects.toMatchObject({ digest: 'NEXT_HTTP_ERROR_FALLBACK;404' });
  });

  it('points the menu entries that led to a renamed page at its new address, in this organisation only', async () => {
    await ok(call(pagesPost, 'POST', '/api/pages', who.editor, { title: 'Careers', slug: 'careers' }), 201);
    const [item] = await database.db.insert(menuItems).values({ organizationId: orgA, displayName: 'Jobs', urlName: '/careers#open-roles' }).returning();
    const [other] = await database.db.insert(menuItems).values({ organizationId: orgA, displayName: 'Careers blog', urlName: 'careers-blog' }).returning();
    await database.db.insert(submenuItems).values({ organizationId: orgA, menuItemId: item.id, name: 'All roles', urlName: 'careers' });
    const [foreign] = await database.db.insert(menuItems).values({ organizationId: orgB, displayName: 'B jobs', urlName: 'careers' }).returning();
    try {
      await ok(patch('careers', { slug: 'jobs' }));
      const names = async (table: typeof menuItems | typeof submenuItems, organizationId: string) =>
        (await database.db.select({ urlName: table.urlName }).from(table).where(eq(table.organizationId, organizationId))).map((row) => row.urlName).sort();
      expect(await names(menuItems, orgA)).toEqual(['/jobs#open-roles', 'careers-blog']);
      expect(await names(submenuItems, orgA)).toEqual(['jobs']);
      expect(await names(menuItems, orgB)).toEqual(['careers']);
      expect(other.urlName).toBe('careers-blog');
    } finally {
      await database.db.delete(submenuItems).where(eq(submenuItems.menuItemId, item.id));
      for (const id of [item.id, other.id, foreign.id]) await database.db.delete(menuItems).where(eq(menuItems.id, id));
    }
  });

  it('lists redirects for staff and lets them remove one', async () => {
    await ok(create({ title: 'Old name' }), 201);
    await ok(patch('old-name', { slug: 'new-name' }));
    const [redirect] = await listRedirects(who.admin);
    expect(redirect).toEqual({ id: expect.any(String), from_path: '/old-name', to_path: '/new-name', created_at: expect.any(String) });
    await refused(call(redirectsGet, 'GET', '/api/redirects', who.customer), 403, NO_PERMISSION_MESSAGE);
    await refused(call(redirectDelete, 'DELETE', `/api/redirects/${redirect.id}`, who.adminB, undefined, { id: redirect.id }), 403, NO_PERMISSION_MESSAGE);
    await refused(call(redirectDelete, 'DELETE', `/api/redirects/${redirect.id}`, who.adminB, undefined, { id: redirect.id }, B), 404, POST_MESSAGES.redirectNotFound);
    await refused(call(redirectDelete, 'DELETE', '/api/redirects/nope', who.editor, undefined, { id: 'nope' }), 404, POST_MESSAGES.redirectNotFound);
    expect(await ok(call(redirectDelete, 'DELETE', `/api/redirects/${redirect.id}`, who.editor, undefined, { id: redirect.id }))).toEqual({ success: true, id: redirect.id });
    expect(await listRedirects()).toEqual([]);
    await expect(publicPage(A, ['old-name'])).rejects.toMatchObject({ digest: 'NEXT_HTTP_ERROR_FALLBACK;404' });
  });

  it('keeps each save as a revision, and restores one as a new save that follows the redirect rule', async () => {
    const post = await ok(create({ title: 'Hello', content: '<p>First</p>' }), 201);
    await ok(patch('hello', { content: '<p>Second</p>', version: 1 }));
    await ok(patch('hello', { slug: 'hello-world', title: 'Hello world', version: 2 }, who.admin));
    const history = await ok<{ revisions: { id: string; version: number; changed: string[]; author: { name: string } }[] }>(
      call(revisionsGet, 'GET', `/api/revisions?entity=post&id=${post.id}`, who.editor),
    );
    expect(history.revisions.map((r) => [r.version, r.changed])).toEqual([[2, ['slug', 'title']], [1, ['content']]]);
    // Bring back the first state: the old slug and content, as a new save.
    const oldest = history.revisions[1];
    const restored = await ok(call(restorePost, 'POST', `/api/revisions/${oldest.id}/restore`, who.editor, { version: 3 }, { id: oldest.id }));
    expect(restored).toMatchObject({ slug: 'hello', title: 'Hello', content: '<p>First</p>', version: 4 });
    expect(await movedTo(A, ['hello-world'])).toBe('/hello');
    expect((await listRedirects()).map((r) => [r.from_path, r.to_path])).toEqual([['/hello-world', '/hello']]);
    // A restore over a save it has not seen is refused.
    await refused(call(restorePost, 'POST', `/api/revisions/${oldest.id}/restore`, who.editor, { version: 3 }, { id: oldest.id }), 409, VERSION_MESSAGES.conflict);
    // Customers and other organisations see no history.
    await refused(call(revisionsGet, 'GET', `/api/revisions?entity=post&id=${post.id}`, who.customer), 403, NO_PERMISSION_MESSAGE);
    await refused(call(revisionsGet, 'GET', `/api/revisions?entity=post&id=${post.id}`, who.adminB, undefined, {}, B), 404, POST_MESSAGES.notFound);
  });

  it('answers each invalid field with the spec’s message and writes nothing', async () => {
    await ok(create({ title: 'Taken' }), 201);
    const cases: [unknown, number, string][] = [
      [{}, 400, POST_MESSAGES.titleRequired],
      [{ title: '   ' }, 400, POST_MESSAGES.titleRequired],
      [{ title: '<b></b>' }, 400, POST_MESSAGES.titleRequired],
      [{ title: 't'.repeat(POST_LIMITS.title + 1) }, 400, POST_MESSAGES.titleTooLong],
      [{ title: '!!!' }, 400, POST_MESSAGES.slugUnderivable],
      [{ title: 'X', slug: '' }, 400, POST_MESSAGES.slugRequired],
      [{ title: 'X', slug: 'Not Valid' }, 400, PAGE_MESSAGES.slugInvalid],
      [{ title: 'X', slug: 's'.repeat(POST_LIMITS.slug + 1) }, 400, POST_MESSAGES.slugTooLong],
      [{ title: 'X', slug: 'blog' }, 400, PAGE_MESSAGES.slugReserved],
      [{ title: 'Taken' }, 409, POST_MESSAGES.slugTaken],
      [{ title: 'X', slug: 'taken' }, 409, POST_MESSAGES.slugTaken],
      [{ title: 'X', metadescription_for_page: 'm'.repeat(POST_LIMITS.metaDescription + 1) }, 400, POST_MESSAGES.metaDescriptionTooLong],
      [{ title: 'X', content: 'c'.repeat(POST_LIMITS.content + 1) }, 400, POST_MESSAGES.contentTooLong],
      [{ title: 'X', organization_config: { order: -1 } }, 400, POST_MESSAGES.orderInvalid],
      [{ title: 'X', organization_config: { doc_set_order: 1.5 } }, 400, POST_MESSAGES.orderInvalid],
      [{ title: 'X', display_config: { help_center_order: '2' } }, 400, POST_MESSAGES.orderInvalid],
      [{ title: 'X', display_config: { type: 'video' } }, 400, POST_MESSAGES.typeInvalid],
      [{ title: 'X', created_on: 'yesterday' }, 400, POST_MESSAGES.createdOnInvalid],
      [{ title: 'X', organization_config: { section_id: 'abc' } }, 400, POST_MESSAGES.sectionInvalid],
    ];
    for (const [body, status, message] of cases) {
      const answer = await refused(create(body), status, message);
      expect(answer.details, JSON.stringify(body).slice(0, 80)).toBeDefined();
    }
    const taken = await refused(patch('taken', { slug: 'blog' }), 400, PAGE_MESSAGES.slugReserved);
    expect(taken.details).toEqual({ slug: [PAGE_MESSAGES.slugReserved] });
    await refused(patch('taken', { title: '' }), 400, POST_MESSAGES.titleRequired);
    // At the limits, all is well.
    const longest = await ok(create({ title: 't'.repeat(POST_LIMITS.title), metadescription_for_page: 'm'.repeat(POST_LIMITS.metaDescription) }), 201);
    expect(longest.slug).toHaveLength(POST_LIMITS.slug);
    expect((await rowsOf(orgA)).map((p) => p.slug)).toEqual(['taken', longest.slug]);
  });

  it('never answers a hostile body with a server error', async () => {
    const raw = (body: string) => call(postsPost, 'POST', '/api/posts', who.editor, body);
    expect((await create({ title: 'Hi\u0000' })).status).toBe(400);
    expect((await create({ title: 'Hi', content: 'x\u0000' })).status).toBe(400);
    expect((await raw('{"title": ')).status).toBe(400);
    expect((await raw('title=Hi')).status).toBe(400);
    expect((await raw('[{"title": "Hi"}]')).status).toBe(400);
    expect((await raw(JSON.stringify({ title: 'Hi', content: 'x'.repeat(POST_MAX_BODY_BYTES) }))).status).toBe(413);
    expect((await create({ title: { text: 'Hi' }, slug: ['hi'] })).status).toBe(400);
    expect((await create({ title: 'Hi', display_config: 'yes', author_config: [1] })).status).toBe(400);
    expect((await create({ title: 'Hi', title_translation: { xx: 'Hi' } })).status).toBe(400);
    expect((await create({ title: 'Hi', media_config: { main_photo: 'javascript:alert(1)' } })).status).toBe(400);
    expect((await patch('hi', 'not json')).status).toBe(400);
    expect(await rowsOf(orgA)).toEqual([]);
  });

  it('lets admins and editors of the site in, and nobody else', async () => {
    const body = { title: 'Careers' };
    await refused(create(body, {}), 401, NO_SESSION_MESSAGE);
    await refused(create(body, who.customer), 403, NO_PERMISSION_MESSAGE);
    await refused(create(body, who.adminB), 403, NO_PERMISSION_MESSAGE);
    await refused(create(body, { bearer: who.adminB.bearer }), 403, NO_PERMISSION_MESSAGE);
    expect(await rowsOf(orgA)).toEqual([]);
    await ok(create(body, { bearer: who.editor.bearer }), 201);
    await refused(read('careers', {}), 401, NO_SESSION_MESSAGE);
    await refused(read('careers', who.customer), 403, NO_PERMISSION_MESSAGE);
    await refused(patch('careers', { title: 'Jobs' }, who.customer), 403, NO_PERMISSION_MESSAGE);
    await refused(patch('careers', { title: 'Jobs' }, who.adminB), 403, NO_PERMISSION_MESSAGE);
    // On B's own host, A's post is nobody's.
    await refused(read('careers', who.adminB, B), 404, POST_MESSAGES.notFound);
    await refused(patch('careers', { title: 'Jobs' }, who.adminB, B), 404, POST_MESSAGES.notFound);
    await refused(call(docSetsGet, 'GET', '/api/document-sets', who.customer), 403, NO_PERMISSION_MESSAGE);
    expect(await ok(patch('careers', { title: 'Jobs' }, who.admin))).toMatchObject({ title: 'Jobs', version: 2 });
    expect((await rowsOf(orgA)).map((p) => p.title)).toEqual(['Jobs']);
  });
});
