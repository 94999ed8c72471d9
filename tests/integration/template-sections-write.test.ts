// The template-section write API (editing-layer spec §3–§5, §7): an organisation's admins and editors
// create, change and delete sections and arrange the metrics in them, on the organisation of the
// Host header. Nobody else can, another organisation's ids are not found, every change keeps the
// previous state as a revision, and the public read shows the change at once.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GET as listGet, POST as createPost } from '@/app/api/template-sections/route';
import { DELETE as sectionDelete, PUT as sectionPut } from '@/app/api/template-sections/[id]/route';
import { DELETE as linkDelete, POST as linkPost, PUT as linkPut } from '@/app/api/template-sections/[id]/metrics/route';
import { headingSections, metrics, revisions, templateSectionMetrics, templateSections } from '@/server/db/schema';
import { clearAllMemo } from '@/server/cache/memo';
import type { RouteHandler } from '@/server/http/route';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases';
import { freshPeople } from './people';

const A = 'firm-a.localhost';
const B = 'firm-b.localhost';
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

/** Nothing in stored rich text that a browser would run (nothing at all is fine too). */
function expectInert(html: unknown) {
  if (html === null) return;
  expect(typeof html).toBe('string');
  expect(html).not.toMatch(/<(script|img|svg|style|iframe|body|input)\b/i);
  expect(html).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/(href|src)\s*=\s*["']?\s*(javascript|vbscript|data):/i);
}

describe.each(DATABASE_KINDS)('template-section writes on %s', (kind) => {
  let database: TestDatabase;
  let orgA: string;
  let orgB: string;
  const who: Record<'admin' | 'editor' | 'customer' | 'adminB', Who> = { admin: {}, editor: {}, customer: {}, adminB: {} };
  let foreignSection: string;
  let foreignMetric: string;
  let metricIds: string[];

  const create = (body: unknown, as: Who = who.admin) => send(createPost, 'POST', '/api/template-sections', as, body);
  const put = (id: string, body: unknown, as: Who = who.admin) => send(sectionPut, 'PUT', `/api/template-sections/${id}`, as, body, { id });
  const remove = (id: string, as: Who = who.admin) => send(sectionDelete, 'DELETE', `/api/template-sections/${id}`, as, undefined, { id });
  const addMetric = (id: string, metricId: string, as: Who = who.admin) => send(linkPost, 'POST', `/api/template-sections/${id}/metrics`, as, { metric_id: metricId }, { id });
  const dropMetric = (id: string, metricId: string, as: Who = who.admin) =>
    send(linkDelete, 'DELETE', `/api/template-sections/${id}/metrics?metric_id=${metricId}`, as, undefined, { id });
  const reorder = (id: string, ids: string[], as: Who = who.admin) => send(linkPut, 'PUT', `/api/template-sections/${id}/metrics`, as, { metric_ids: ids }, { id });
  const publicList = async (page: string) => (await (await send(listGet, 'GET', `/api/template-sections?url_page=${page}`)).json()) as Json[];

  async function created(body: Record<string, unknown> = {}): Promise<Json> {
    const response = await create({ section_title: 'Our services', url_page: '/services', ...body });
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as Json;
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const people = await freshPeople(database.db, { a: 'firm-a', b: 'firm-b' });
    ({ orgA, orgB } = people);
    Object.assign(who, people.who);
    [{ id: foreignSection }] = await database.db.insert(templateSections).values({ organizationId: orgB, urlPage: '/services', sectionTitle: 'B' }).returning();
    [{ id: foreignMetric }] = await database.db.insert(metrics).values({ organizationId: orgB, title: 'B metric', description: 'B' }).returning();
  });
  afterAll(() => database.dispose());
  beforeEach(async () => {
    // Rows are cleared behind the write path's back here, so the cached public reads go with them.
    clearAllMemo();
    await database.db.delete(templateSections).where(eq(templateSections.organizationId, orgA));
    await database.db.delete(headingSections).where(eq(headingSections.organizationId, orgA));
    await database.db.delete(metrics).where(eq(metrics.organizationId, orgA));
    await database.db.delete(revisions);
    const rows = await database.db
      .insert(metrics)
      .values(['One', 'Two', 'Three'].map((title) => ({ organizationId: orgA, title, description: `${title} text` })))
      .returning();
    metricIds = rows.map((row) => row.id);
  });

  it('creates a section with the spec defaults at the end of its page, on the host’s organisation', async () => {
    await database.db.insert(headingSections).values({ organizationId: orgA, urlPage: '/services', layoutOrder: 40, name: 'Heading' });
    const response = await create({ section_title: 'Our services', url_page: '/es/services/', organization_id: orgB, id: foreignSection });
    expect(response.status).toBe(201);
    const section = (await response.json()) as Json;
    expect(section).toMatchObject({
      section_title: 'Our services',
      section_type: 'general',
      background_color: 'white',
      grid_columns: 3,
      is_section_title_aligned_center: true,
      is_section_title_aligned_right: false,
      image_metrics_height: 'h-48',
      text_style_variant: 'default',
      is_gradient: false,
      gradient: null,
      url_page: '/services',
      order: 50,
      organization_id: orgA,
      website_metric: [],
    });
    expect(section.id).not.toBe(foreignSection);
    expect(Object.keys(section).sort()).toEqual(Object.keys((await publicList('/services'))[0]).sort());
    expect((await created({ url_page: '/services' })).order).toBe(60);
    expect((await created({ url_page: '/' })).url_page).toBe('/home');
  });

  it('derives the type from a legacy flag and stores the tokens and gradient it is given', async () => {
    const faq = await created({ section_title: null, is_faq_section: true });
    expect(faq.section_type).toBe('faq');
    const styled = await created({ grid_columns: 6, image_metrics_height: 'h-96', background_color: 'sky-50', is_gradient: true, gradient: { from: 'blue-400', via: null, to: 'emerald-200' } });
    expect(styled).toMatchObject({ grid_columns: 6, image_metrics_height: 'h-96', background_color: 'sky-50', gradient: { from: 'blue-400', to: 'emerald-200' } });
  });

  it('answers 400 with the spec’s message and details, and stores nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ section_title: '   ' }, 'Please enter a section title'],
      [{ section_title: '<p> </p>', section_type: 'general' }, 'Please enter a section title'],
      [{ section_title: '<script>alert(1)</script>' }, 'Please enter a section title'],
      [{ grid_columns: 7 }, 'Grid columns must be between 1 and 6'],
      [{ grid_columns: 0 }, 'Grid columns must be between 1 and 6'],
      [{ background_color: 'red-500' }, 'Please choose a colour from the list'],
      [{ gradient: { from: 'blue-400', to: 'url(x)' } }, 'Please choose a colour from the list'],
      [{ image_metrics_height: 'h-12' }, 'Please choose a metric image height from the list'],
      [{ url_page: undefined }, 'Please enter a page URL (e.g., "/about" or "/")'],
      [{ url_page: 'javascript:alert(1)' }, 'A page URL starts with "/" and uses letters, digits, "-", "_", "." or "/"'],
      [{ section_type: 'carousel' }, expect.any(String) as unknown as string],
    ];
    for (const [change, message] of cases) {
      const response = await create({ section_title: 'Title', url_page: '/services', ...change });
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect(await response.json()).toMatchObject({ error: message, details: expect.any(Object) });
    }
    const untitled = await create({ url_page: '/services', section_type: 'contact' });
    expect(untitled.status).toBe(201);
    expect(await database.db.select().from(templateSections).where(eq(templateSections.organizationId, orgA))).toHaveLength(1);
  });

  it('sanitises rich text on write', async () => {
    for (const payload of [0, 2, 5, 9, 14, 28, 34, 36].map((i) => XSS[i])) {
      const section = await created({ section_title: `Safe ${payload}`, section_description: payload, section_title_translation: { es: payload } });
      expectInert(section.section_title);
      expectInert(section.section_description);
      expectInert((section.section_title_translation as Record<string, string>).es);
      const [row] = await database.db.select().from(templateSections).where(eq(templateSections.id, section.id));
      expectInert(row.sectionTitle);
      expectInert(row.sectionDescription);
    }
  });

  it('updates the listed fields, ignores url_page, keeps a revision, and the public read shows it at once', async () => {
    const section = await created({ section_description: '<p>Before</p>' });
    expect((await publicList('/services')).map((s) => s.section_title)).toEqual(['Our services']);
    const response = await put(section.id, { section_title: 'What we do', grid_columns: 2, url_page: '/elsewhere', organization_id: orgB }, who.editor);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: section.id, section_title: 'What we do', grid_columns: 2, section_description: '<p>Before</p>', url_page: '/services', organization_id: orgA });
    expect((await publicList('/services')).map((s) => s.section_title)).toEqual(['What we do']);
    const kept = await database.db.select().from(revisions).where(eq(revisions.entityId, section.id));
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ organizationId: orgA, entityType: 'template_section', data: { section_title: 'Our services', grid_columns: 3, metric_ids: [] } });
  });

  it('refuses an update that leaves a general section without a title, and allows it for other types', async () => {
    const section = await created();
    const blank = await put(section.id, { section_title: '' });
    expect(blank.status).toBe(400);
    expect(await blank.json()).toMatchObject({ error: 'Please enter a section title', details: { fieldErrors: { section_title: ['Please enter a section title'] } } });
    expect((await put(section.id, { section_type: 'reviews', section_title: null })).status).toBe(200);
    expect((await put(section.id, { section_type: 'general' })).status).toBe(400);
    expect((await put(section.id, { background_color: 'purple-1000' })).status).toBe(400);
  });

  it('deletes a section: its metric places go, the metrics stay in the library', async () => {
    const section = await created();
    await addMetric(section.id, metricIds[0]);
    const response = await remove(section.id, who.editor);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, id: section.id });
    expect(await publicList('/services')).toEqual([]);
    expect(await database.db.select().from(templateSectionMetrics).where(eq(templateSectionMetrics.sectionId, section.id))).toEqual([]);
    expect(await database.db.select().from(metrics).where(eq(metrics.organizationId, orgA))).toHaveLength(3);
    const kept = await database.db.select().from(revisions).where(and(eq(revisions.entityId, section.id), eq(revisions.entityType, 'template_section')));
    expect(kept.at(-1)?.data).toMatchObject({ section_title: 'Our services', metric_ids: [metricIds[0]] });
    expect((await remove(section.id)).status).toBe(404);
  });

  it('adds metrics at the end, refuses a repeat or a foreign metric, removes one from the section only', async () => {
    const section = await created();
    for (const id of metricIds) expect((await addMetric(section.id, id)).status).toBe(201);
    const listed = (await publicList('/services'))[0].website_metric as Json[];
    expect(listed.map((m) => m.id)).toEqual(metricIds);
    const repeat = await addMetric(section.id, metricIds[1]);
    expect(repeat.status).toBe(409);
    expect(await repeat.json()).toEqual({ error: 'This metric is already in the section' });
    expect((await addMetric(section.id, foreignMetric)).status).toBe(404);
    expect((await addMetric(section.id, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await addMetric(section.id, 'not-an-id')).status).toBe(400);
    const removed = await dropMetric(section.id, metricIds[1]);
    expect(removed.status).toBe(200);
    expect(((await removed.json()) as { website_metric: Json[] }).website_metric.map((m) => m.id)).toEqual([metricIds[0], metricIds[2]]);
    expect(await database.db.select().from(metrics).where(eq(metrics.id, metricIds[1]))).toHaveLength(1);
    expect((await dropMetric(section.id, metricIds[1])).status).toBe(404);
    expect(await database.db.select().from(revisions).where(eq(revisions.entityId, section.id))).toHaveLength(4);
  });

  it('reorders only with exactly the section’s metrics, all positions in one go', async () => {
    const section = await created();
    for (const id of metricIds) await addMetric(section.id, id);
    const next = [metricIds[2], metricIds[0], metricIds[1]];
    const response = await reorder(section.id, next, who.editor);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { website_metric: Json[] }).website_metric.map((m) => m.id)).toEqual(next);
    expect(((await publicList('/services'))[0].website_metric as Json[]).map((m) => m.id)).toEqual(next);
    for (const wrong of [[metricIds[0], metricIds[1]], [...metricIds, foreignMetric], [metricIds[0], metricIds[0], metricIds[1]], []]) {
      const refused = await reorder(section.id, wrong);
      expect(refused.status, JSON.stringify(wrong)).toBe(400);
      expect(await refused.json()).toMatchObject({ error: expect.stringMatching(/exactly the metrics|only once/), details: expect.any(Object) });
    }
    expect(((await publicList('/services'))[0].website_metric as Json[]).map((m) => m.id)).toEqual(next);
  });

  it('lets only this organisation’s admins and editors write, and never touches another’s ids', async () => {
    const section = await created();
    const body = { section_title: 'X', url_page: '/services' };
    for (const [as, status] of [[{}, 401], [who.customer, 403], [who.adminB, 403]] as const) {
      expect((await create(body, as)).status).toBe(status);
      expect((await put(section.id, body, as)).status).toBe(status);
      expect((await remove(section.id, as)).status).toBe(status);
      expect((await addMetric(section.id, metricIds[0], as)).status).toBe(status);
      expect((await dropMetric(section.id, metricIds[0], as)).status).toBe(status);
      expect((await reorder(section.id, [], as)).status).toBe(status);
    }
    expect((await put(foreignSection, body)).status).toBe(404);
    expect((await remove(foreignSection)).status).toBe(404);
    expect((await addMetric(foreignSection, metricIds[0])).status).toBe(404);
    expect((await reorder(foreignSection, [])).status).toBe(404);
    const [untouched] = await database.db.select().from(templateSections).where(eq(templateSections.id, foreignSection));
    expect(untouched.sectionTitle).toBe('B');
    const evil = { cookie: who.admin.cookie, origin: 'https://evil.example' };
    expect((await create(body, evil)).status).toBe(403);
    expect((await put(section.id, body, evil)).status).toBe(403);
    expect((await remove(section.id, { cookie: who.admin.cookie, origin: `http://${B}` })).status).toBe(403);
    expect((await create(body, { bearer: who.editor.bearer, origin: null })).status).toBe(201);
  });
});
