// The metric library API (editing-layer spec §3, §5, §7): admins and editors list the library with
// where each metric is used, create metrics, change them field by field as the cards send it (on
// every keystroke, so cheaply and with one revision per burst), and delete them, permanently only
// when asked. Another organisation's metrics are not found; nobody else may write.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GET as libraryGet, POST as metricPost } from '@/app/api/metrics/route';
import { DELETE as metricDelete, PATCH as metricPatch } from '@/app/api/metrics/[id]/route';
import { GET as sectionsGet } from '@/app/api/template-sections/route';
import { metrics, rateLimits, revisions, templateSectionMetrics, templateSections } from '@/server/db/schema';
import { clearAllMemo } from '@/server/cache/memo';
import { routeDeclaration, type RouteHandler } from '@/server/http/route';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases';
import { freshPeople } from './people';

const A = 'firm-a.localhost';
const XSS = JSON.parse(readFileSync(path.resolve('tests/fixtures/xss/dompurify-fixture-payloads.json'), 'utf8')) as { payload: string }[];

type Who = { cookie?: string; bearer?: string | null; origin?: string | null };
type Metric = Record<string, unknown> & { id: string; title: string; description: string; section_ids: string[]; section_count: number };

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

describe.each(DATABASE_KINDS)('the metric library API on %s', (kind) => {
  let database: TestDatabase;
  let orgA: string;
  let orgB: string;
  const who: Record<'admin' | 'editor' | 'customer' | 'adminB', Who & { userId?: string }> = { admin: {}, editor: {}, customer: {}, adminB: {} };
  let foreignMetric: string;
  let section: string;

  const list = (as: Who = who.admin) => send(libraryGet, 'GET', '/api/metrics', as);
  const create = (body: unknown, as: Who = who.admin) => send(metricPost, 'POST', '/api/metrics', as, body);
  const patch = (id: string, body: unknown, as: Who = who.admin) => send(metricPatch, 'PATCH', `/api/metrics/${id}`, as, body, { id });
  const remove = (id: string, query = '', as: Who = who.admin) => send(metricDelete, 'DELETE', `/api/metrics/${id}${query}`, as, undefined, { id });
  const publicMetrics = async () =>
    ((await (await send(sectionsGet, 'GET', '/api/template-sections?url_page=/team')).json()) as { website_metric: Metric[] }[])[0].website_metric;

  async function created(body: Record<string, unknown> = {}): Promise<Metric> {
    const response = await create({ title: 'Fast builds', description: '<p>Nine seconds.</p>', ...body });
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as Metric;
  }
  const place = (metricId: string, position = 0) => database.db.insert(templateSectionMetrics).values({ organizationId: orgA, sectionId: section, metricId, position });

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const people = await freshPeople(database.db, { a: 'firm-a', b: 'firm-b' });
    ({ orgA, orgB } = people);
    for (const person of ['admin', 'editor', 'customer', 'adminB'] as const) who[person] = { ...people.who[person], userId: people.userIds[person] };
    [{ id: foreignMetric }] = await database.db.insert(metrics).values({ organizationId: orgB, title: 'B metric', description: 'B' }).returning();
  });
  afterAll(() => database.dispose());
  beforeEach(async () => {
    // Rows are cleared behind the write path's back here, so the cached public reads go with them.
    clearAllMemo();
    await database.db.delete(metrics).where(eq(metrics.organizationId, orgA));
    await database.db.delete(templateSections).where(eq(templateSections.organizationId, orgA));
    await database.db.delete(revisions);
    await database.db.delete(rateLimits);
    [{ id: section }] = await database.db.insert(templateSections).values({ organizationId: orgA, urlPage: '/team', sectionTitle: 'Team' }).returning();
  });

  it('creates a metric with the spec defaults and lists the library with where each metric is used', async () => {
    const metric = await created({ organization_id: orgB });
    expect(metric).toMatchObject({ title: 'Fast builds', description: '<p>Nine seconds.</p>', image: null, is_card_type: false, is_title_displayed: true, is_image_rounded_full: false, background_color: null, is_gradient: false, gradient: null, organization_id: orgA });
    const unused = await created({ title: 'Unused', image: '/media/photo.webp', background_color: 'emerald-50' });
    expect(unused).toMatchObject({ image: '/media/photo.webp', background_color: 'emerald-50' });
    await place(metric.id);
    const response = await list(who.editor);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const library = (await response.json()) as Metric[];
    expect(library.map((m) => [m.title, m.section_count, m.section_ids])).toEqual([['Fast builds', 1, [section]], ['Unused', 0, []]]);
    expect(library.some((m) => m.id === foreignMetric)).toBe(false);
  });

  it('answers 400 with the spec’s messages for missing text and unsafe or unknown values', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, 'Title and description are required'],
      [{ description: '   ' }, 'Title and description are required'],
      [{ title: undefined }, 'Title and description are required'],
      [{ title: '<script>alert(1)</script>' }, 'Title and description are required'],
      [{ image: 'javascript:alert(1)' }, 'Please enter a valid URL'],
      [{ image: 'data:text/html;base64,PHNjcmlwdD4=' }, 'Please enter a valid URL'],
      [{ image: '//evil.example/x.png' }, 'Please enter a valid URL'],
      [{ image: '/\\evil.example/x.png' }, 'Please enter a valid URL'],
      [{ background_color: 'bg-[url(x)]' }, 'Please choose a colour from the list'],
    ];
    for (const [change, message] of cases) {
      const response = await create({ title: 'T', description: 'D', ...change });
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect(await response.json()).toMatchObject({ error: message, details: expect.any(Object) });
    }
    expect(await database.db.select().from(metrics).where(eq(metrics.organizationId, orgA))).toEqual([]);
  });

  it('changes one field at a time, and the page shows the change at once', async () => {
    const metric = await created();
    await place(metric.id);
    expect((await publicMetrics())[0].title).toBe('Fast builds');
    const steps: [Record<string, unknown>, Record<string, unknown>][] = [
      [{ title: 'Faster builds' }, { title: 'Faster builds', description: '<p>Nine seconds.</p>' }],
      [{ is_card_type: true }, { is_card_type: true }],
      [{ is_title_displayed: false }, { is_title_displayed: false }],
      [{ is_image_rounded_full: true }, { is_image_rounded_full: true }],
      [{ background_color: 'sky-100' }, { background_color: 'sky-100' }],
      [{ image: 'https://cdn.example/a.mp4' }, { image: 'https://cdn.example/a.mp4' }],
      [{ image: null }, { image: null }],
      [{ description: '<p>Eight <strong>seconds</strong>.</p>' }, { description: '<p>Eight <strong>seconds</strong>.</p>' }],
    ];
    for (const [body, expected] of steps) {
      const response = await patch(metric.id, body, who.editor);
      expect(response.status, JSON.stringify(body)).toBe(200);
      expect(await response.json()).toMatchObject(expected);
    }
    expect((await publicMetrics())[0]).toMatchObject({ title: 'Faster builds', is_card_type: true, image: null, description: '<p>Eight <strong>seconds</strong>.</p>' });
    for (const [body, message] of [
      [{}, 'Send at least one field to change'],
      [{ title: ' ' }, 'Title and description are required'],
      [{ image: 'vbscript:msgbox(1)' }, 'Please enter a valid URL'],
      [{ background_color: 'sky-1000' }, 'Please choose a colour from the list'],
    ] as const) {
      const refused = await patch(metric.id, body);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ error: message });
    }
  });

  it('keeps one revision per burst of edits by one person, with the state before it', async () => {
    const metric = await created();
    for (const title of ['F', 'Fa', 'Fas', 'Fast']) expect((await patch(metric.id, { title }, who.editor)).status).toBe(200);
    let kept = await database.db.select().from(revisions).where(eq(revisions.entityId, metric.id));
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ entityType: 'metric', organizationId: orgA, authorId: who.editor.userId, data: { title: 'Fast builds' } });
    await patch(metric.id, { is_card_type: true }, who.admin);
    kept = await database.db.select().from(revisions).where(eq(revisions.entityId, metric.id));
    expect(kept.map((row) => row.authorId).sort()).toEqual([who.admin.userId, who.editor.userId].sort());
  });

  it('gives the keystroke route a generous per-person limit, and answers 429 past it', async () => {
    expect(routeDeclaration(metricPatch)?.rateLimit).toMatchObject({ per: 'user', max: 600, windowSeconds: 60 });
    const metric = await created();
    await database.db.insert(rateLimits).values({ organizationId: orgA, bucket: `metric-patch:${who.editor.userId}`, hits: 600 });
    const refused = await patch(metric.id, { title: 'One more' }, who.editor);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await patch(metric.id, { title: 'Someone else' }, who.admin)).status).toBe(200);
  });

  it('deletes a metric in use only when forced, taking it out of its sections', async () => {
    const used = await created();
    const unused = await created({ title: 'Spare' });
    await place(used.id);
    const refused = await remove(used.id);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: expect.stringContaining('used in 1 section'), details: { section_ids: [section] } });
    expect((await remove(used.id, '?force=false')).status).toBe(409);
    const forced = await remove(used.id, '?force=true', who.editor);
    expect(forced.status).toBe(200);
    expect(await forced.json()).toEqual({ success: true, id: used.id, removed_from: [section] });
    expect(await publicMetrics()).toEqual([]);
    expect(await database.db.select().from(templateSections).where(eq(templateSections.id, section))).toHaveLength(1);
    expect((await remove(unused.id)).status).toBe(200);
    const kept = await database.db.select().from(revisions).where(and(eq(revisions.entityType, 'metric'), eq(revisions.entityId, used.id)));
    expect(kept[0].data).toMatchObject({ title: 'Fast builds', section_ids: [section] });
    expect((await remove(used.id, '?force=true')).status).toBe(404);
    expect((await remove(used.id, '?force=yes')).status).toBe(400);
  });

  it('sanitises titles and descriptions on create and on change', async () => {
    const payloads = XSS.map((fixture) => fixture.payload).filter((payload) => payload.length < 400 && /<(script|img|svg|a)\b/i.test(payload)).slice(0, 8);
    expect(payloads).toHaveLength(8);
    const metric = await created();
    for (const payload of payloads) {
      const made = await created({ title: `Card ${payload}`, description: `Text ${payload}` });
      const changed = (await (await patch(metric.id, { title: `Card ${payload}`, description: `Text ${payload}` })).json()) as Metric;
      for (const html of [made.title, made.description, changed.title, changed.description]) {
        expect(html).not.toMatch(/<(script|img|svg|iframe)\b/i);
        expect(html).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
        expect(html).not.toMatch(/href\s*=\s*["']?\s*javascript:/i);
      }
    }
  });

  it('lets only this organisation’s admins and editors in, and never touches another’s metrics', async () => {
    const metric = await created();
    for (const [as, status] of [[{}, 401], [who.customer, 403], [who.adminB, 403]] as const) {
      expect((await list(as)).status).toBe(status);
      expect((await create({ title: 'T', description: 'D' }, as)).status).toBe(status);
      expect((await patch(metric.id, { title: 'T' }, as)).status).toBe(status);
      expect((await remove(metric.id, '?force=true', as)).status).toBe(status);
    }
    expect((await patch(foreignMetric, { title: 'Mine now' })).status).toBe(404);
    expect((await remove(foreignMetric, '?force=true')).status).toBe(404);
    expect((await patch('not-a-uuid', { title: 'x' })).status).toBe(404);
    const [untouched] = await database.db.select().from(metrics).where(eq(metrics.id, foreignMetric));
    expect(untouched.title).toBe('B metric');
    const evil = { cookie: who.admin.cookie, origin: 'https://evil.example' };
    expect((await create({ title: 'T', description: 'D' }, evil)).status).toBe(403);
    expect((await patch(metric.id, { title: 'T' }, evil)).status).toBe(403);
    expect((await remove(metric.id, '', evil)).status).toBe(403);
    expect((await patch(metric.id, { title: 'By token' }, { bearer: who.editor.bearer, origin: null })).status).toBe(200);
  });
});
