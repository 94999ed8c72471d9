// GET /api/template-sections and GET /api/template-heading-sections on the seeded demo content:
// the spec's shapes, per-organisation isolation, the 60 s cache and its `t` bypass, bad input.
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as getSections } from '@/app/api/template-sections/route';
import { GET as getHeadings } from '@/app/api/template-heading-sections/route';
import { organizations, templateSections } from '@/server/db/schema';
import { SECTION_TYPES } from '@/lib/enums';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases';

const noParams = { params: Promise.resolve({}) };
const request = (host: string, path: string) => new Request(`http://${host}${path}`, { headers: { host } });

type SectionJson = { id: string; section_title: string | null; section_type: string; organization_id: string; url_page: string; order: number; website_metric: { id: string; title: string }[] };

describe.each(DATABASE_KINDS)('read APIs on %s', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(kind, { seed: 'demo' });
  });
  afterAll(() => database.dispose());

  it('lists the sections of a page in layout order, each with its metrics', async () => {
    const response = await getSections(request('brightstack.localhost', '/api/template-sections?url_page=/home'), noParams);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    const sections = (await response.json()) as SectionJson[];
    expect(sections.length).toBeGreaterThan(1);
    const orders = sections.map((s) => s.order);
    expect([...orders].sort((a, b) => a - b)).toEqual(orders);
    for (const section of sections) {
      expect(section.url_page).toBe('/home');
      expect(SECTION_TYPES).toContain(section.section_type);
      expect(Array.isArray(section.website_metric)).toBe(true);
    }
    expect(sections.some((s) => s.website_metric.length > 0)).toBe(true);
  });

  it('never shows another organisation its sections', async () => {
    const harbour = (await (await getSections(request('harbour-law.localhost', '/api/template-sections?url_page=/home'), noParams)).json()) as SectionJson[];
    const bright = (await (await getSections(request('brightstack.localhost', '/api/template-sections?url_page=/home'), noParams)).json()) as SectionJson[];
    expect(new Set(harbour.map((s) => s.organization_id)).size).toBe(1);
    expect(new Set(bright.map((s) => s.organization_id)).size).toBe(1);
    expect(harbour[0].organization_id).not.toBe(bright[0].organization_id);
    const ids = new Set(harbour.map((s) => s.id));
    expect(bright.some((s) => ids.has(s.id))).toBe(false);
  });

  it('accepts the page path with or without a locale prefix, and / as the home page', async () => {
    const plain = (await (await getSections(request('harbour-law.localhost', '/api/template-sections?url_page=/about'), noParams)).json()) as SectionJson[];
    const prefixed = (await (await getSections(request('harbour-law.localhost', '/api/template-sections?url_page=/es/about'), noParams)).json()) as SectionJson[];
    expect(prefixed.map((s) => s.id)).toEqual(plain.map((s) => s.id));
    const home = (await (await getSections(request('harbour-law.localhost', '/api/template-sections?url_page=/'), noParams)).json()) as SectionJson[];
    expect(home.every((s) => s.url_page === '/home')).toBe(true);
  });

  it('caches per page for 60 s, and `t` bypasses the cache', async () => {
    const url = '/api/template-sections?url_page=/home';
    const first = (await (await getSections(request('harbour-law.localhost', url), noParams)).json()) as SectionJson[];
    const target = first.find((s) => s.section_title);
    expect(target).toBeTruthy();
    await database.db.update(templateSections).set({ sectionTitle: 'Changed behind the cache' }).where(eq(templateSections.id, target!.id));
    const cached = (await (await getSections(request('harbour-law.localhost', url), noParams)).json()) as SectionJson[];
    expect(cached.find((s) => s.id === target!.id)?.section_title).toBe(target!.section_title);
    const freshResponse = await getSections(request('harbour-law.localhost', `${url}&t=${Date.now()}`), noParams);
    expect(freshResponse.headers.get('cache-control')).toBe('no-store');
    const fresh = (await freshResponse.json()) as SectionJson[];
    expect(fresh.find((s) => s.id === target!.id)?.section_title).toBe('Changed behind the cache');
  });

  it('derives the type of a legacy section from its flags', async () => {
    const [legacy] = await database.db
      .select({ id: templateSections.id, urlPage: templateSections.urlPage, slug: organizations.slug, isFaq: templateSections.isFaqSection })
      .from(templateSections)
      .innerJoin(organizations, eq(organizations.id, templateSections.organizationId))
      .where(isNull(templateSections.sectionType))
      .limit(1);
    expect(legacy, 'the demo content has a legacy section').toBeTruthy();
    const host = `${legacy.slug}.localhost`;
    const listed = (await (await getSections(request(host, `/api/template-sections?url_page=${legacy.urlPage}&t=1`), noParams)).json()) as SectionJson[];
    const derived = listed.find((s) => s.id === legacy.id);
    expect(derived?.section_type).not.toBe('general');
  });

  it('answers 400 with the spec message when url_page is missing, and for a malformed one', async () => {
    const missing = await getSections(request('harbour-law.localhost', '/api/template-sections'), noParams);
    expect(missing.status).toBe(400);
    const body = await missing.json();
    expect(body.error).toBe('Pathname is undefined');
    expect(body.details).toBeTruthy();
    const bad = await getSections(request('harbour-law.localhost', '/api/template-sections?url_page=javascript:alert(1)'), noParams);
    expect(bad.status).toBe(400);
    expect((await getHeadings(request('harbour-law.localhost', '/api/template-heading-sections?url_page='), noParams)).status).toBe(400);
  });

  it('answers 404 on a host that is no site', async () => {
    const response = await getSections(request('nobody.localhost', '/api/template-sections?url_page=/home'), noParams);
    expect(response.status).toBe(404);
    expect((await response.json()).error).toBe('Site not found');
  });

  it('lists heading sections with their fields', async () => {
    const response = await getHeadings(request('harbour-law.localhost', '/api/template-heading-sections?url_page=/about'), noParams);
    expect(response.status).toBe(200);
    const headings = (await response.json()) as { name: string; description_text: string; url_page: string; style_variant: string }[];
    expect(headings.length).toBeGreaterThan(0);
    for (const heading of headings) {
      expect(heading.url_page).toBe('/about');
      expect(heading.name).toBeTruthy();
      expect(['default', 'clean']).toContain(heading.style_variant);
    }
  });
});
