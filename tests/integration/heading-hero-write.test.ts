// Heading sections and the hero as the editors write them (editing-layer spec §3–§5, §9; the hero
// calls are ours, docs/decisions/029-hero-api.md): the spec's messages, closed lists for every style
// value, safe addresses only, a revision of every previous state, the public read changed at once,
// and nobody but this organisation's admins and editors able to write.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GET as headingsGet, POST as headingPost } from '@/app/api/template-heading-sections/route';
import { DELETE as headingDelete, PUT as headingPut } from '@/app/api/template-heading-sections/[id]/route';
import { DELETE as heroDelete, GET as heroGet, PUT as heroPut } from '@/app/api/hero/route';
import { loadHero } from '@/server/content/page-sections';
import { headingSections, heroes, revisions, templateSections } from '@/server/db/schema';
import { clearAllMemo } from '@/server/cache/memo';
import type { RouteHandler } from '@/server/http/route';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases';
import { freshPeople } from './people';

const A = 'firm-a.localhost';
const XSS = JSON.parse(readFileSync(path.resolve('tests/fixtures/xss/owasp-filter-evasion.json'), 'utf8')) as string[];

type Who = { cookie?: string; bearer?: string | null; origin?: string | null };
type Json = Record<string, unknown> & { id: string };

function send(handler: RouteHandler, method: string, url: string, who: Who = {}, body?: unknown, params: Record<string, string> = {}) {
  const headers: Record<string, string> = { host: A };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (who.cookie) headers.cookie = who.cookie;
  if (who.bearer) headers.authorization = `Bearer ${who.bearer}`;
  const origin = who.origin === undefined ? `http://${A}` : who.origin;
  if (origin) headers.origin = origin;
  const init = { method, headers, body: body === undefined ? undefined : JSON.stringify(body) };
  return handler(new Request(`http://${A}${url}`, init), { params: Promise.resolve(params) });
}

const HEADING = { name: 'Family law', description_text: '<p>Clear advice.</p>', url_page: '/about' };
const HERO = {
  title: 'Ship on Friday',
  description: '<p>Previews for every pull request.</p>',
  title_style: { color: 'gray-900', size: { desktop: 'text-7xl', mobile: 'text-5xl' }, alignment: 'center', blockWidth: '4xl', blockColumns: 1, is_gradient: true, gradient: { from: 'blue-600', via: 'via-purple-600', to: 'pink-600' } },
  description_style: { color: 'slate-600', size: { desktop: 'text-xs', mobile: 'text-lg' }, weight: 'medium' },
  image_style: { position: 'right', fullPage: false, width: 880, height: null },
  background_style: { column: 2, color: 'white', is_gradient: false, gradient: null, seo_title: 'Since 1998' },
  button_style: { aboveDescription: false, isVideo: false, url: '/pricing', color: 'sky-600', gradient: {} },
};

describe.each(DATABASE_KINDS)('heading and hero writes on %s', (kind) => {
  let database: TestDatabase;
  let orgA: string;
  let orgB: string;
  const who: Record<'admin' | 'editor' | 'customer' | 'adminB', Who> = { admin: {}, editor: {}, customer: {}, adminB: {} };
  let foreignHeading: string;
  let foreignSection: string;

  const createHeading = (body: unknown, as: Who = who.admin) => send(headingPost, 'POST', '/api/template-heading-sections', as, body);
  const putHeading = (id: string, body: unknown, as: Who = who.admin) => send(headingPut, 'PUT', `/api/template-heading-sections/${id}`, as, body, { id });
  const deleteHeading = (id: string, as: Who = who.admin) => send(headingDelete, 'DELETE', `/api/template-heading-sections/${id}`, as, undefined, { id });
  const publicHeadings = async (page: string) => (await (await send(headingsGet, 'GET', `/api/template-heading-sections?url_page=${page}`)).json()) as Json[];
  const saveHero = (body: unknown, as: Who = who.admin) => send(heroPut, 'PUT', '/api/hero', as, body);

  async function heading(body: Record<string, unknown> = {}): Promise<Json> {
    const response = await createHeading({ ...HEADING, ...body });
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as Json;
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const people = await freshPeople(database.db, { a: 'firm-a', b: 'firm-b' });
    ({ orgA, orgB } = people);
    Object.assign(who, people.who);
    [{ id: foreignHeading }] = await database.db.insert(headingSections).values({ organizationId: orgB, urlPage: '/about', name: 'B heading' }).returning();
    [{ id: foreignSection }] = await database.db.insert(templateSections).values({ organizationId: orgB, urlPage: '/about', sectionTitle: 'B' }).returning();
    await database.db.insert(heroes).values({ organizationId: orgB, title: 'B hero' });
  });
  afterAll(() => database.dispose());
  beforeEach(async () => {
    // Rows are cleared behind the write path's back here, so the cached public reads go with them.
    clearAllMemo();
    for (const table of [headingSections, templateSections, heroes]) await database.db.delete(table).where(eq(table.organizationId, orgA));
    await database.db.delete(revisions);
  });

  it('creates a heading section with its defaults at the end of its page', async () => {
    await database.db.insert(templateSections).values({ organizationId: orgA, urlPage: '/about', layoutOrder: 20, sectionTitle: 'S' });
    const made = await heading({ url_page: '/de/about', button_text: 'Book a call', url: 'https://example.com/book', organization_id: orgB });
    expect(made).toMatchObject({
      name: 'Family law', description_text: '<p>Clear advice.</p>', button_text: 'Book a call', url: 'https://example.com/book', url_page: '/about', order: 30,
      image: null, image_first: false, is_included_templatesection: false, style_variant: 'default', text_style_variant: 'default', title_alignment: 'left',
      background_color: 'white', is_gradient: false, gradient: null, is_text_link: false, organization_id: orgA,
    });
    expect(Object.keys(made).sort()).toEqual(Object.keys((await publicHeadings('/about'))[0]).sort());
  });

  it('answers 400 with the spec’s messages, and refuses unsafe addresses and unknown styles', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: ' ' }, 'Please enter a heading name'],
      [{ name: '<script>alert(1)</script>' }, 'Please enter a heading name'],
      [{ description_text: '' }, 'Please enter a description text'],
      [{ url_page: '' }, 'Please enter a page URL (e.g., "/about" or "/")'],
      [{ url_page: undefined }, 'Please enter a page URL (e.g., "/about" or "/")'],
      [{ text_style_variant: 'magazine' }, 'Heading sections use the default, apple or codedharmony text style'],
      [{ title_alignment: 'justify' }, 'Title alignment is left, center or right'],
      [{ url: 'javascript:alert(1)' }, 'Please enter a valid URL'],
      [{ image: 'data:image/svg+xml,<svg onload=alert(1)>' }, 'Please enter a valid URL'],
      [{ button_text: '<img src=x onerror=alert(1)>' }, 'Please remove the HTML from this text'],
      [{ background_color: 'teal-500' }, 'Please choose a colour from the list'],
    ];
    for (const [change, message] of cases) {
      const response = await createHeading({ ...HEADING, ...change });
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect(await response.json()).toMatchObject({ error: message, details: expect.any(Object) });
    }
    expect((await createHeading({ ...HEADING, is_included_templatesection: true, template_section_id: foreignSection })).status).toBe(404);
    expect(await publicHeadings('/about')).toEqual([]);
  });

  it('updates, moves to the end of another page, keeps revisions, and the public read shows it at once', async () => {
    const made = await heading({ name: `Safe ${XSS[2]}`, description_text: XSS[5] });
    expect(made.name).toBe('Safe xxs link');
    expect(made.description_text).not.toMatch(/javascript:/i);
    expect((await publicHeadings('/about')).map((h) => h.id)).toEqual([made.id]);
    const [section] = await database.db.insert(templateSections).values({ organizationId: orgA, urlPage: '/team', layoutOrder: 70 }).returning();
    const response = await putHeading(made.id, { name: 'Moved', url_page: '/team', is_included_templatesection: true, template_section_id: section.id }, who.editor);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ name: 'Moved', url_page: '/team', order: 80, template_section_id: section.id, description_text: made.description_text });
    expect(await publicHeadings('/about')).toEqual([]);
    expect((await publicHeadings('/team')).map((h) => h.name)).toEqual(['Moved']);
    expect((await putHeading(made.id, { description_text: ' ' })).status).toBe(400);
    expect((await putHeading(made.id, { text_style_variant: 'apple' })).status).toBe(200);
    expect((await deleteHeading(made.id, who.editor)).status).toBe(200);
    expect(await publicHeadings('/team')).toEqual([]);
    const kept = await database.db.select().from(revisions).where(eq(revisions.entityId, made.id));
    expect(kept.map((row) => [row.entityType, row.data.name])).toEqual([
      ['heading_section', 'Safe xxs link'],
      ['heading_section', 'Moved'],
      ['heading_section', 'Moved'],
    ]);
    expect((await deleteHeading(made.id)).status).toBe(404);
  });

  it('creates the hero first on the home page, then replaces it, keeping a revision', async () => {
    expect(await (await send(heroGet, 'GET', '/api/hero', who.editor)).json()).toBeNull();
    expect(await loadHero(database.db, { organizationId: orgA })).toBeNull();
    await database.db.insert(templateSections).values({ organizationId: orgA, urlPage: '/home', layoutOrder: 0, sectionTitle: 'First' });
    const created = await saveHero(HERO, who.editor);
    expect(created.status).toBe(201);
    const hero = (await created.json()) as Json;
    expect(hero).toMatchObject({ title: 'Ship on Friday', button: 'Get Started', animation_element: '', image: null, url_page: '/home', order: -10, organization_id: orgA });
    expect(hero.title_style).toMatchObject({ gradient: { from: 'from-blue-600', via: 'via-purple-600', to: 'to-pink-600' } });
    expect(hero.button_style).toEqual({ aboveDescription: false, isVideo: false, url: '/pricing', color: 'sky-600' });
    expect(hero.image_style).toEqual({ position: 'right', fullPage: false, width: 880, height: null });
    expect((await loadHero(database.db, { organizationId: orgA }))?.title).toBe('Ship on Friday');
    const replaced = await saveHero({ ...HERO, title: 'Sleep on Saturday', button: 'Start free', animation_element: 'DotGrid', image: '/media/hero.webp' });
    expect(replaced.status).toBe(200);
    expect(await replaced.json()).toMatchObject({ id: hero.id, title: 'Sleep on Saturday', button: 'Start free', animation_element: 'DotGrid', order: -10 });
    expect((await loadHero(database.db, { organizationId: orgA }))?.title).toBe('Sleep on Saturday');
    expect(await (await send(heroGet, 'GET', '/api/hero', who.admin)).json()).toMatchObject({ id: hero.id, title: 'Sleep on Saturday' });
    const kept = await database.db.select().from(revisions).where(eq(revisions.entityId, hero.id));
    expect(kept.map((row) => [row.entityType, row.data.title])).toEqual([['hero', 'Ship on Friday']]);
    expect(await database.db.select().from(heroes).where(eq(heroes.organizationId, orgA))).toHaveLength(1);
  });

  it('refuses a hero without a title or with a style outside the closed lists', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, 'Title is required.'],
      [{ title: undefined }, 'Title is required.'],
      [{ title: '<script>alert(1)</script>' }, 'Title is required.'],
      [{ title_style: { size: { desktop: 'text-base' } } }, 'Please choose a text size from the list'],
      [{ description_style: { size: { mobile: 'text-8xl' } } }, 'Please choose a text size from the list'],
      [{ description_style: { weight: 'light' } }, 'Weight is normal, medium, semibold or bold'],
      [{ title_style: { alignment: 'justify' } }, 'Alignment is left, center or right'],
      [{ title_style: { blockWidth: '8xl' } }, 'Content width is 2xl to 7xl or full'],
      [{ background_style: { column: 4 } }, 'Column count is 1, 2 or 3'],
      [{ image_style: { width: '400px' } }, 'Image width and height are whole numbers of pixels, or empty for auto'],
      [{ image_style: { height: 12.5 } }, 'Image width and height are whole numbers of pixels, or empty for auto'],
      [{ animation_element: 'Confetti' }, 'Animation is none, DotGrid, LetterGlitch or MagicBento'],
      [{ title_style: { gradient: { from: 'from-blue-600', to: 'to-blue-1000' } } }, 'Please choose a colour from the list'],
      [{ title_style: { gradient: { from: 'to-blue-600', to: 'to-blue-700' } } }, 'Please choose a colour from the list'],
      [{ background_style: { gradient: { from: 'blue-50' } } }, 'A gradient needs a start and an end colour'],
      [{ button_style: { url: 'javascript:alert(1)' } }, 'Please enter a valid URL'],
      [{ image: 'vbscript:x' }, 'Please enter a valid URL'],
      [{ button: '<b>Go</b>' }, 'Please remove the HTML from this text'],
    ];
    for (const [change, message] of cases) {
      const response = await saveHero({ ...HERO, ...change });
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect(await response.json()).toMatchObject({ error: message, details: expect.any(Object) });
    }
    expect(await database.db.select().from(heroes).where(eq(heroes.organizationId, orgA))).toEqual([]);
    const sanitised = (await (await saveHero({ ...HERO, title: `Hello ${XSS[36]}${XSS[28]}`, description: XSS[34] })).json()) as Json;
    expect(sanitised.title).toBe('Hello');
    expect(sanitised.description).not.toMatch(/<(style|script)/i);
  });

  it('deletes the hero with a revision; a second delete finds none', async () => {
    const hero = (await (await saveHero(HERO)).json()) as Json;
    await loadHero(database.db, { organizationId: orgA });
    const response = await send(heroDelete, 'DELETE', '/api/hero', who.editor);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, id: hero.id });
    expect(await loadHero(database.db, { organizationId: orgA })).toBeNull();
    expect((await database.db.select().from(revisions).where(eq(revisions.entityId, hero.id))).map((row) => row.entityType)).toEqual(['hero']);
    const again = await send(heroDelete, 'DELETE', '/api/hero', who.admin);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ error: 'Hero not found' });
  });

  it('lets only this organisation’s admins and editors in, and never touches another’s', async () => {
    const made = await heading();
    for (const [as, status] of [[{}, 401], [who.customer, 403], [who.adminB, 403]] as const) {
      expect((await createHeading(HEADING, as)).status).toBe(status);
      expect((await putHeading(made.id, { name: 'X' }, as)).status).toBe(status);
      expect((await deleteHeading(made.id, as)).status).toBe(status);
      expect((await send(heroGet, 'GET', '/api/hero', as)).status).toBe(status);
      expect((await saveHero(HERO, as)).status).toBe(status);
      expect((await send(heroDelete, 'DELETE', '/api/hero', as)).status).toBe(status);
    }
    expect((await putHeading(foreignHeading, { name: 'Mine now' })).status).toBe(404);
    expect((await deleteHeading(foreignHeading)).status).toBe(404);
    expect((await putHeading(made.id, { template_section_id: foreignSection })).status).toBe(404);
    const [untouched] = await database.db.select().from(headingSections).where(eq(headingSections.id, foreignHeading));
    expect(untouched.name).toBe('B heading');
    const [heroB] = await database.db.select().from(heroes).where(eq(heroes.organizationId, orgB));
    expect(heroB.title).toBe('B hero');
    const evil = { cookie: who.admin.cookie, origin: 'https://evil.example' };
    expect((await createHeading(HEADING, evil)).status).toBe(403);
    expect((await putHeading(made.id, { name: 'X' }, evil)).status).toBe(403);
    expect((await saveHero(HERO, evil)).status).toBe(403);
    expect((await send(heroDelete, 'DELETE', '/api/hero', evil)).status).toBe(403);
    expect((await saveHero(HERO, { bearer: who.editor.bearer, origin: null })).status).toBe(201);
  });
});
