// The page layout manager's calls (editing-layer spec §2, §3, §7, §9): an organisation's admins and
// editors list one page's hero, template and heading sections in the order visitors see them, and
// save a new order. A save based on an older layout is refused with the layout as it now is, a list
// that is not exactly the page's sections changes nothing, visitors see a new order at once, and a
// section editor open elsewhere is not told its section changed. A save that changes the order keeps
// the one before it in the layout's history, which lists, compares and restores it like any other
// record's (decision 067, History). Run on the demo organisations.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GET as layoutGet, PUT as layoutPut } from '@/app/api/page-layout/route';
import { GET as sectionsGet } from '@/app/api/template-sections/route';
import { PUT as headingPut } from '@/app/api/template-heading-sections/[id]/route';
import { POST as sectionPost } from '@/app/api/template-sections/route';
import { DELETE as sectionDelete } from '@/app/api/template-sections/[id]/route';
import { GET as revisionsGet } from '@/app/api/revisions/route';
import { GET as revisionGet } from '@/app/api/revisions/[id]/route';
import { GET as compareGet } from '@/app/api/revisions/compare/route';
import { POST as restorePost } from '@/app/api/revisions/[id]/restore/route';
import { headingSections, heroes, revisions, templateSections } from '@/server/db/schema';
import { clearAllMemo } from '@/server/cache/memo';
import { NO_PERMISSION_MESSAGE, NO_SESSION_MESSAGE } from '@/server/http/api';
import type { RouteHandler } from '@/server/http/route';
import { MAX_LAYOUT_ORDER, MAX_LAYOUT_SECTIONS, PAGE_LAYOUT_MAX_BODY_BYTES, PAGE_LAYOUT_MESSAGES, layoutOrderAt, type PageLayoutView } from '@/schemas/page-layout';
import { VERSION_MESSAGES } from '@/schemas/version';
import { REVISION_MESSAGES } from '@/schemas/revision';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases';
import { headersFor, type Who } from './caller';
import { demoPeople, type Person } from './people';

const A = 'harbour-law.localhost';
const B = 'brightstack.localhost';
type Entry = { id: string; type: string; order: number };
type History = {
  entity: string;
  id: string;
  current: { version: number } | null;
  revisions: { id: string; entity_id: string; version: number; change: string; changed: string[]; author: { id: string } | null; restored_from: string | null }[];
};

function call(handler: RouteHandler, method: string, url: string, who: Who = {}, body?: unknown, host = A, params: Record<string, string> = {}) {
  const init = { method, headers: headersFor(host, who, body !== undefined), body: body === undefined ? undefined : JSON.stringify(body) };
  return handler(new Request(`http://${host}${url}`, init), { params: Promise.resolve(params) });
}

/** A PUT whose body is sent exactly as given (not JSON, or too long). */
function putRaw(body: string, who: Who) {
  return layoutPut(new Request(`http://${A}/api/page-layout`, { method: 'PUT', headers: headersFor(A, who, true), body }), { params: Promise.resolve({}) });
}

/** The order a manager would send for these sections: steps of 10 from 0 (spec §9). */
const entries = (sections: { id: string; type: string }[]): Entry[] => sections.map(({ id, type }, position) => ({ id, type, order: layoutOrderAt(position) }));

describe.each(DATABASE_KINDS)('the page layout manager on %s', (kind) => {
  let database: TestDatabase;
  let orgA = '';
  let orgB = '';
  const who = {} as Record<Person, Who>;
  /** A's sections as seeded: each row's page and place, put back before every test. */
  let seeded: { table: 'heroes' | 'template_sections' | 'heading_sections'; id: string; urlPage: string; layoutOrder: number }[] = [];

  const getLayout = (query = '', as: Who = who.admin, host = A) => call(layoutGet, 'GET', `/api/page-layout${query}`, as, undefined, host);
  const putLayout = (body: unknown, as: Who = who.admin, host = A) => call(layoutPut, 'PUT', '/api/page-layout', as, body, host);
  async function layout(query = ''): Promise<PageLayoutView> {
    const response = await getLayout(query);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as PageLayoutView;
  }

  /** Every row A's pages are made of, with what a layout save may and may not touch. */
  async function rowsOfA() {
    const result = await database.db.execute<{ kind: string; id: string; url_page: string; layout_order: number; version: number; updated_at: string }>(sql`
      select 'hero' as kind, id, url_page, layout_order, version, updated_at::text from heroes where organization_id = ${orgA}
      union all select 'template', id, url_page, layout_order, version, updated_at::text from template_sections where organization_id = ${orgA}
      union all select 'heading', id, url_page, layout_order, version, updated_at::text from heading_sections where organization_id = ${orgA}
      order by 1, 2`);
    return result.rows;
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind, { seed: 'demo' });
    const people = await demoPeople(database.db);
    ({ orgA, orgB } = people);
    Object.assign(who, people.who);
    const rows = await rowsOfA();
    seeded = rows.map((row) => ({ table: row.kind === 'hero' ? 'heroes' : row.kind === 'template' ? 'template_sections' : 'heading_sections', id: row.id, urlPage: row.url_page, layoutOrder: row.layout_order }));
  }, 300_000);
  afterAll(() => database?.dispose());
  beforeEach(async () => {
    // The seeded pages again, behind the write path's back, so the cached public reads go too.
    await database.db.delete(templateSections).where(and(eq(templateSections.organizationId, orgA), sql`${templateSections.id} not in (${sql.join(seeded.filter((r) => r.table === 'template_sections').map((r) => sql`${r.id}`), sql`, `)})`));
    for (const row of seeded) {
      await database.db.execute(sql`update ${sql.identifier(row.table)} set url_page = ${row.urlPage}, layout_order = ${row.layoutOrder} where id = ${row.id}`);
    }
    await database.db.delete(revisions).where(eq(revisions.organizationId, orgA));
    clearAllMemo();
  });

  it('lists the home page’s hero, template and heading sections in their order, with titles, types and a version', async () => {
    const response = await getLayout();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    const view = (await response.json()) as PageLayoutView;
    expect(view.url_page).toBe('/home');
    expect(view.sections.map(({ type, title, order, data }) => ({ type, title, order, data }))).toEqual([
      { type: 'hero', title: 'Legal advice you can actually follow', order: 0, data: {} },
      { type: 'template_section', title: 'What we help with', order: 1, data: { section_type: 'general' } },
      { type: 'template_section', title: 'What our clients say', order: 2, data: { section_type: 'reviews' } },
      { type: 'heading_section', title: 'Not sure which service you need? Ask us first.', order: 3, data: {} },
      { type: 'template_section', title: 'Recognised by', order: 4, data: { section_type: 'brand' } },
      { type: 'template_section', title: 'Insights from the firm', order: 5, data: { section_type: 'article_slider' } },
    ]);
    const [hero] = await database.db.select({ id: heroes.id }).from(heroes).where(eq(heroes.organizationId, orgA));
    expect(view.sections[0].id).toBe(hero.id);
    expect(Number.isInteger(view.version) && view.version >= 1 && view.version <= 2_147_483_647).toBe(true);
    // The same page, however it is named; and the same version while nothing moves.
    for (const query of ['?url_page=/home', '?url_page=/', '?url_page=/es/', `?organization_id=${orgA.toUpperCase()}`]) expect(await layout(query)).toEqual(view);
  });

  it('lists another page, where a legacy section’s type comes from its first flag', async () => {
    const view = await layout('?url_page=/about/');
    expect(view.url_page).toBe('/about');
    expect(view.sections.map(({ type, title, data }) => ({ type, title, data }))).toEqual([
      { type: 'heading_section', title: expect.stringMatching(/^A practice built on/), data: {} },
      { type: 'template_section', title: 'The people you will deal with', data: { section_type: 'general' } },
      { type: 'template_section', title: 'Questions about working with us', data: { section_type: 'faq' } },
    ]);
    expect((await layout('?url_page=/no-such-page')).sections).toEqual([]);
  });

  it('saves a new order in steps of 10, reads it back, and visitors see it at once', async () => {
    const before = await layout();
    // The public list is read (and cached) before the save: the save must drop that copy.
    const cachedBefore = (await (await call(sectionsGet, 'GET', '/api/template-sections?url_page=/home')).json()) as { section_title: string }[];
    expect(cachedBefore.map((s) => s.section_title)).toEqual(['What we help with', 'What our clients say', 'Recognised by', 'Insights from the firm']);
    const reversed = [...before.sections].reverse();
    const response = await putLayout({ organization_id: orgA, url_page: '/home', sections: entries(reversed), version: before.version });
    expect(response.status, await response.clone().text()).toBe(200);
    const saved = (await response.json()) as PageLayoutView;
    expect(saved.sections.map((s) => s.id)).toEqual(reversed.map((s) => s.id));
    expect(saved.sections.map((s) => s.order)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(saved.version).not.toBe(before.version);
    expect(await layout()).toEqual(saved);

    const stored = await rowsOfA();
    for (const [position, section] of reversed.entries()) expect(stored.find((row) => row.id === section.id)!.layout_order).toBe(position * 10);
    for (const query of ['?url_page=/home', '?url_page=/home&t=1']) {
      const list = (await (await call(sectionsGet, 'GET', `/api/template-sections${query}`)).json()) as { section_title: string; order: number }[];
      expect(list.map((s) => [s.section_title, s.order])).toEqual([['Insights from the firm', 0], ['Recognised by', 10], ['What our clients say', 30], ['What we help with', 40]]);
    }
  });

  it('leaves each section’s own version alone, so an editor open on one saves without a conflict', async () => {
    const before = await rowsOfA();
    const view = await layout();
    const moved = [view.sections[3], ...view.sections.filter((_, i) => i !== 3)];
    expect((await putLayout({ sections: entries(moved), version: view.version })).status).toBe(200);
    const after = await rowsOfA();
    expect(after.map((row) => [row.id, row.version])).toEqual(before.map((row) => [row.id, row.version]));
    // The layout keeps its order before the move; no section is given a revision.
    const kept = await database.db.select({ type: revisions.entityType }).from(revisions).where(eq(revisions.organizationId, orgA));
    expect(kept).toEqual([{ type: 'layout' }]);
    // The heading editor loaded its heading before the move and saves with that version.
    const heading = view.sections[3];
    const version = before.find((row) => row.id === heading.id)!.version;
    const edit = await call(headingPut, 'PUT', `/api/template-heading-sections/${heading.id}`, who.editor, { description_text: '<p>Call us.</p>', version }, A, { id: heading.id });
    expect(edit.status, await edit.clone().text()).toBe(200);
    expect((await layout()).sections[0].id).toBe(heading.id);
  });

  it('saves the order as it is without touching a row', async () => {
    const before = await rowsOfA();
    const view = await layout();
    const response = await putLayout({ sections: entries(view.sections), version: view.version });
    expect(response.status).toBe(200);
    expect(((await response.json()) as PageLayoutView).version).toBe(view.version);
    expect(await rowsOfA()).toEqual(before);
  });

  it('refuses a save based on an older layout with a 409 carrying the layout as it now is', async () => {
    const old = await layout();
    const first = await putLayout({ sections: entries([...old.sections].reverse()), version: old.version });
    expect(first.status).toBe(200);
    const now = (await first.json()) as PageLayoutView;
    const before = await rowsOfA();
    const stale = await putLayout({ sections: entries(old.sections), version: old.version }, who.editor);
    expect(stale.status).toBe(409);
    const body = (await stale.json()) as { error: string; details: unknown; current: PageLayoutView };
    expect(body.error).toBe(VERSION_MESSAGES.conflict);
    expect(body.details).toEqual({ sent_version: old.version, current_version: now.version });
    expect(body.current).toEqual(now);
    expect(await rowsOfA()).toEqual(before);
  });

  it('counts a section added since the layout was loaded as a change of the layout', async () => {
    const old = await layout('?url_page=/about');
    const created = await call(sectionPost, 'POST', '/api/template-sections', who.editor, { section_title: 'Our offices', url_page: '/about' });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const stale = await putLayout({ url_page: '/about', sections: entries(old.sections), version: old.version });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { current: PageLayoutView }).current.sections.at(-1)).toMatchObject({ id, type: 'template_section', title: 'Our offices' });
    // Without a version (the spec's clients), the list itself must still name the new section.
    const unversioned = await putLayout({ url_page: '/about', sections: entries(old.sections) });
    expect(unversioned.status).toBe(400);
    expect(await unversioned.json()).toEqual({ error: PAGE_LAYOUT_MESSAGES.mismatch, details: { missing: [{ id, type: 'template_section' }], unexpected: [] } });
  });

  it('lets only one of two saves from the same layout through', async () => {
    const view = await layout();
    const one = entries([...view.sections].reverse());
    const two = entries([view.sections[1], view.sections[0], ...view.sections.slice(2)]);
    const statuses = (await Promise.all([putLayout({ sections: one, version: view.version }), putLayout({ sections: two, version: view.version }, who.editor)])).map((r) => r.status);
    expect(statuses.sort()).toEqual([200, 409]);
  });

  it('answers 400 with the missing and unexpected sections when the list is not the page’s, and changes nothing', async () => {
    const view = await layout();
    const about = await layout('?url_page=/about');
    const [foreign] = await database.db.select({ id: templateSections.id }).from(templateSections).where(eq(templateSections.organizationId, orgB)).limit(1);
    const hero = view.sections[0];
    const cases: [Entry[], { missing: { id: string; type: string }[]; unexpected: { id: string; type: string }[] }][] = [
      [entries(view.sections.slice(1)), { missing: [{ id: hero.id, type: 'hero' }], unexpected: [] }],
      [entries([...view.sections, about.sections[1]]), { missing: [], unexpected: [{ id: about.sections[1].id, type: 'template_section' }] }],
      [entries([...view.sections.slice(1), { id: foreign.id, type: 'template_section' }]), { missing: [{ id: hero.id, type: 'hero' }], unexpected: [{ id: foreign.id, type: 'template_section' }] }],
      // The right id under the wrong kind names a section the page does not have.
      [entries([{ id: hero.id, type: 'heading_section' }, ...view.sections.slice(1)]), { missing: [{ id: hero.id, type: 'hero' }], unexpected: [{ id: hero.id, type: 'heading_section' }] }],
      [[], { missing: view.sections.map(({ id, type }) => ({ id, type })), unexpected: [] }],
    ];
    const before = await rowsOfA();
    for (const [sections, details] of cases) {
      for (const version of [undefined, view.version]) {
        const response = await putLayout({ sections, version });
        expect(response.status, JSON.stringify(sections)).toBe(400);
        expect(await response.json()).toEqual({ error: PAGE_LAYOUT_MESSAGES.mismatch, details });
      }
    }
    expect(await rowsOfA()).toEqual(before);
    expect(await layout()).toEqual(view);
  });

  it('answers 400, never 500, to malformed input, and changes nothing', async () => {
    const view = await layout();
    const good = entries(view.sections);
    const withFirst = (change: Record<string, unknown>) => [{ ...good[0], ...change }, ...good.slice(1)];
    const cases: [unknown, string][] = [
      [{ sections: [...good, good[2]] }, PAGE_LAYOUT_MESSAGES.repeated],
      [{ sections: [...good, { ...good[2], order: 990 }] }, PAGE_LAYOUT_MESSAGES.repeated],
      [{ sections: withFirst({ id: 'not-a-uuid' }) }, PAGE_LAYOUT_MESSAGES.idInvalid],
      [{ sections: withFirst({ id: 42 }) }, PAGE_LAYOUT_MESSAGES.idInvalid],
      [{ sections: withFirst({ type: 'footer' }) }, PAGE_LAYOUT_MESSAGES.kindInvalid],
      [{ sections: withFirst({ type: null }) }, PAGE_LAYOUT_MESSAGES.kindInvalid],
      [{ sections: withFirst({ order: -10 }) }, PAGE_LAYOUT_MESSAGES.orderInvalid],
      [{ sections: withFirst({ order: MAX_LAYOUT_ORDER + 1 }) }, PAGE_LAYOUT_MESSAGES.orderInvalid],
      [{ sections: withFirst({ order: 2 ** 40 }) }, PAGE_LAYOUT_MESSAGES.orderInvalid],
      [{ sections: withFirst({ order: 2.5 }) }, PAGE_LAYOUT_MESSAGES.orderInvalid],
      [{ sections: withFirst({ order: '10' }) }, PAGE_LAYOUT_MESSAGES.orderInvalid],
      [{ sections: withFirst({ order: undefined }) }, PAGE_LAYOUT_MESSAGES.orderInvalid],
      [{}, PAGE_LAYOUT_MESSAGES.sectionsRequired],
      [{ sections: 'hero' }, PAGE_LAYOUT_MESSAGES.sectionsRequired],
      [{ sections: good, version: 0 }, VERSION_MESSAGES.invalid],
      [{ sections: good, version: '1' }, VERSION_MESSAGES.invalid],
      [{ sections: good, version: 2 ** 31 }, VERSION_MESSAGES.invalid],
      [{ sections: good, organization_id: 'harbour-law' }, PAGE_LAYOUT_MESSAGES.organizationInvalid],
      [{ sections: good, url_page: 'home' }, ''],
      [{ sections: good, url_page: '/home\u0000' }, ''],
      [{ sections: Array.from({ length: MAX_LAYOUT_SECTIONS + 1 }, (_, i) => ({ ...good[0], order: i })) }, ''],
      [[good], ''],
    ];
    const before = await rowsOfA();
    for (const [body, message] of cases) {
      const response = await putLayout(body);
      expect(response.status, JSON.stringify(body).slice(0, 200)).toBe(400);
      const answer = (await response.json()) as { error: string; details: unknown };
      if (message) expect(answer.error).toBe(message);
      expect(answer.details).toBeDefined();
    }
    const notJson = await putRaw('{"sections": [', who.admin);
    expect(notJson.status).toBe(400);
    const tooLong = await putRaw(JSON.stringify({ sections: good, padding: 'x'.repeat(PAGE_LAYOUT_MAX_BODY_BYTES) }), who.admin);
    expect(tooLong.status).toBe(413);
    expect(await rowsOfA()).toEqual(before);

    for (const query of ['?url_page=%00', '?url_page=/home%00', '?url_page=home', '?organization_id=1', `?url_page=/${'a'.repeat(400)}`]) {
      expect((await getLayout(query)).status, query).toBe(400);
    }
  });

  it('lets admins and editors of the site in, and nobody else', async () => {
    const view = await layout();
    const body = { sections: entries([...view.sections].reverse()) };
    const refusals: [Who, number, string][] = [
      [{}, 401, NO_SESSION_MESSAGE],
      [who.customer, 403, NO_PERMISSION_MESSAGE],
      // B's admin is nobody on A's site, by cookie or by token.
      [who.adminB, 403, NO_PERMISSION_MESSAGE],
      [{ bearer: who.adminB.bearer }, 403, NO_PERMISSION_MESSAGE],
    ];
    const before = await rowsOfA();
    for (const [as, status, error] of refusals) {
      for (const response of [await getLayout('', as), await putLayout(body, as)]) {
        expect(response.status).toBe(status);
        expect(((await response.json()) as { error: string }).error).toBe(error);
      }
    }
    // A write from another site's page is refused before anything is read.
    expect((await putLayout(body, { ...who.admin, origin: 'https://evil.example' })).status).toBe(403);
    expect(await rowsOfA()).toEqual(before);

    expect((await getLayout('', who.editor)).status).toBe(200);
    expect((await getLayout('', { bearer: who.editor.bearer })).status).toBe(200);
    const saved = await putLayout(body, who.editor);
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as PageLayoutView).sections.map((s) => s.id)).toEqual([...view.sections].reverse().map((s) => s.id));
  });

  it('refuses to name another organisation, and shows each site only its own sections', async () => {
    const view = await layout();
    const before = await rowsOfA();
    for (const response of [
      await getLayout(`?organization_id=${orgB}`),
      await putLayout({ organization_id: orgB, sections: entries([...view.sections].reverse()) }),
      // B's admin on B's own site, naming A: still only B's organisation.
      await getLayout(`?organization_id=${orgA}`, who.adminB, B),
    ]) {
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: PAGE_LAYOUT_MESSAGES.otherOrganization, details: { organization_id: [PAGE_LAYOUT_MESSAGES.otherOrganization] } });
    }
    expect(await rowsOfA()).toEqual(before);

    // B's admin on B's site sees B's home page, and cannot move A's sections from there.
    const mine = (await (await getLayout('', who.adminB, B)).json()) as PageLayoutView;
    const ids = new Set([
      ...(await database.db.select({ id: heroes.id }).from(heroes).where(eq(heroes.organizationId, orgB))),
      ...(await database.db.select({ id: templateSections.id }).from(templateSections).where(and(eq(templateSections.organizationId, orgB), eq(templateSections.urlPage, '/home')))),
      ...(await database.db.select({ id: headingSections.id }).from(headingSections).where(and(eq(headingSections.organizationId, orgB), eq(headingSections.urlPage, '/home')))),
    ].map((row) => row.id));
    expect(mine.sections.length).toBeGreaterThan(0);
    expect(new Set(mine.sections.map((s) => s.id))).toEqual(ids);
    const theirs = await putLayout({ sections: entries(view.sections) }, who.adminB, B);
    expect(theirs.status).toBe(400);
    expect(((await theirs.json()) as { details: { unexpected: unknown[] } }).details.unexpected).toHaveLength(view.sections.length);
    expect(await rowsOfA()).toEqual(before);
  });

  // ---- History (decision 067) -------------------------------------------------------------------

  const history = (id: string, as: Who = who.editor, host = A) => call(revisionsGet, 'GET', `/api/revisions?entity=layout&id=${id}`, as, undefined, host);
  const restore = (revision: string, body: unknown, as: Who = who.editor, host = A) => call(restorePost, 'POST', `/api/revisions/${revision}/restore`, as, body, host, { id: revision });
  async function historyOf(id: string): Promise<History> {
    const response = await history(id);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as History;
  }
  async function saved(body: Record<string, unknown>, as: Who = who.admin): Promise<PageLayoutView> {
    const response = await putLayout(body, as);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as PageLayoutView;
  }
  /** What a layout revision keeps: the page and each section's place, nothing else. */
  const kept = (view: PageLayoutView) => ({ url_page: view.url_page, sections: view.sections.map(({ id, type, order }) => ({ id, type, order })) });
  const publicTitles = async () => ((await (await call(sectionsGet, 'GET', '/api/template-sections?url_page=/home')).json()) as { section_title: string }[]).map((s) => s.section_title);

  it('keeps the order before each save that changes it, and lists it in the layout’s history', async () => {
    const home = await layout();
    expect(home.history_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // One id per page of one organisation, however the page is named; another page or organisation has its own.
    expect((await layout('?url_page=/')).history_id).toBe(home.history_id);
    expect((await layout('?url_page=/about')).history_id).not.toBe(home.history_id);
    const theirs = (await (await getLayout('', who.adminB, B)).json()) as PageLayoutView;
    expect(theirs.url_page).toBe('/home');
    expect(theirs.history_id).not.toBe(home.history_id);
    expect(await historyOf(home.history_id)).toMatchObject({ entity: 'layout', id: home.history_id, current: { version: home.version }, revisions: [] });

    const reversed = await saved({ sections: entries([...home.sections].reverse()), version: home.version }, who.editor);
    // The same order again, even spaced otherwise, is not a change worth keeping.
    const respaced = reversed.sections.map(({ id, type }, position) => ({ id, type, order: position * 20 }));
    const same = await saved({ sections: respaced, version: reversed.version });
    expect(same.sections).toEqual(reversed.sections);
    const swapped = await saved({ sections: entries([same.sections[1], same.sections[0], ...same.sections.slice(2)]), version: same.version });

    const list = await historyOf(home.history_id);
    expect(list.current).toMatchObject({ version: swapped.version });
    expect(list.revisions).toMatchObject([
      { entity: 'layout', entity_id: home.history_id, version: 2, change: 'edit', changed: ['sections'], author: { id: expect.any(String) }, restored_from: null },
      { entity: 'layout', entity_id: home.history_id, version: 1, change: 'edit', changed: ['sections'], author: { id: expect.any(String) }, restored_from: null },
    ]);
    expect(list.revisions[0].author!.id).not.toBe(list.revisions[1].author!.id);
    const oldest = list.revisions[1];
    const read = await call(revisionGet, 'GET', `/api/revisions/${oldest.id}`, who.editor, undefined, A, { id: oldest.id });
    expect(((await read.json()) as { data: unknown }).data).toEqual(kept(home));
    const newest = await call(revisionGet, 'GET', `/api/revisions/${list.revisions[0].id}`, who.editor, undefined, A, { id: list.revisions[0].id });
    expect(((await newest.json()) as { data: unknown }).data).toEqual(kept(same));
  });

  it('compares a kept order with the layout now, and restores it as a new save that visitors see at once', async () => {
    const home = await layout();
    const reversed = await saved({ sections: entries([...home.sections].reverse()), version: home.version });
    const [revision] = (await historyOf(home.history_id)).revisions;
    const compared = await call(compareGet, 'GET', `/api/revisions/compare?from=${revision.id}&to=current`, who.editor, undefined, A);
    expect(await compared.json()).toEqual({
      entity: 'layout',
      entity_id: home.history_id,
      from: { id: revision.id, version: 1 },
      to: { id: null, version: reversed.version },
      changes: [{ field: 'sections', before: kept(home).sections, after: kept(reversed).sections }],
    });

    // A restore over a layout the editor has not seen is the usual 409 with the layout as it now is.
    const stale = await restore(revision.id, { version: home.version });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ error: VERSION_MESSAGES.conflict, details: { sent_version: home.version, current_version: reversed.version }, current: reversed });
    expect(await layout()).toEqual(reversed);

    expect(await publicTitles()).toEqual(['Insights from the firm', 'Recognised by', 'What our clients say', 'What we help with']);
    const response = await restore(revision.id, { version: reversed.version });
    expect(response.status, await response.clone().text()).toBe(200);
    const back = (await response.json()) as PageLayoutView;
    expect(back.sections.map((s) => s.id)).toEqual(home.sections.map((s) => s.id));
    expect(back.version).not.toBe(reversed.version);
    expect(await layout()).toEqual(back);
    expect(await publicTitles()).toEqual(['What we help with', 'What our clients say', 'Recognised by', 'Insights from the firm']);

    const after = await historyOf(home.history_id);
    expect(after.current).toMatchObject({ version: back.version });
    expect(after.revisions).toMatchObject([
      { version: 2, change: 'restore', restored_from: revision.id, changed: ['sections'] },
      { id: revision.id, version: 1, change: 'edit' },
    ]);
    // The version the restore replaced is spent.
    expect((await restore(revision.id, { version: reversed.version })).status).toBe(409);
  });

  it('restores a kept order without the sections deleted since, and with the ones added since after it', async () => {
    const create = async (title: string) => ((await (await call(sectionPost, 'POST', '/api/template-sections', who.editor, { section_title: title, url_page: '/about' })).json()) as { id: string }).id;
    const gone = await create('Our offices');
    const about = await layout('?url_page=/about');
    expect(about.sections.at(-1)!.id).toBe(gone);
    await saved({ url_page: '/about', sections: entries([...about.sections].reverse()), version: about.version });
    const [revision] = (await historyOf(about.history_id)).revisions;
    const deleted = await call(sectionDelete, 'DELETE', `/api/template-sections/${gone}`, who.editor, undefined, A, { id: gone });
    expect(deleted.status).toBe(200);
    const added = await create('Parking');
    const now = await layout('?url_page=/about');
    expect(now.sections.map((s) => s.id)).toEqual([...about.sections.slice(0, -1).reverse().map((s) => s.id), added]);

    const response = await restore(revision.id, { version: now.version });
    expect(response.status, await response.clone().text()).toBe(200);
    const back = (await response.json()) as PageLayoutView;
    expect(back.sections.map((s) => s.id)).toEqual([...about.sections.slice(0, -1).map((s) => s.id), added]);
    expect(back.sections.map((s) => s.order)).toEqual([0, 1, 2, 3]);
    expect(await layout('?url_page=/about')).toEqual(back);
  });

  it('opens the layout’s history to admins and editors only, and to no other organisation', async () => {
    const home = await layout();
    const reversed = await saved({ sections: entries([...home.sections].reverse()), version: home.version });
    const [revision] = (await historyOf(home.history_id)).revisions;
    const calls = (as: Who, host = A) => [
      history(home.history_id, as, host),
      call(revisionGet, 'GET', `/api/revisions/${revision.id}`, as, undefined, host, { id: revision.id }),
      call(compareGet, 'GET', `/api/revisions/compare?from=${revision.id}`, as, undefined, host),
      restore(revision.id, { version: reversed.version }, as, host),
    ];
    const refusals: [Who, number, string][] = [
      [{}, 401, NO_SESSION_MESSAGE],
      [who.customer, 403, NO_PERMISSION_MESSAGE],
      [who.adminB, 403, NO_PERMISSION_MESSAGE],
    ];
    for (const [as, status, error] of refusals) {
      for (const pending of calls(as)) {
        const response = await pending;
        expect(response.status).toBe(status);
        expect(((await response.json()) as { error: string }).error).toBe(error);
      }
    }
    // B's admin on B's own site, naming A's layout and its revision: neither exists there.
    const elsewhere = await Promise.all(calls(who.adminB, B).map(async (pending) => { const response = await pending; return [response.status, ((await response.json()) as { error: string }).error]; }));
    expect(elsewhere).toEqual([[404, PAGE_LAYOUT_MESSAGES.notFound], ...Array(3).fill([404, REVISION_MESSAGES.notFound])]);
    const theirs = (await (await getLayout('', who.adminB, B)).json()) as PageLayoutView;
    expect((await history(theirs.history_id, who.adminB, B)).status).toBe(200);
    // An id that names no page with sections or history here is not found either.
    const empty = await layout('?url_page=/no-such-page');
    for (const id of [empty.history_id, crypto.randomUUID()]) expect(await (await history(id)).json()).toMatchObject({ error: PAGE_LAYOUT_MESSAGES.notFound });
    expect((await history(home.history_id, who.admin)).status).toBe(200);
    expect(await layout()).toEqual(reversed);
    expect((await (await history(home.history_id)).json()) as History).toMatchObject({ revisions: [{ id: revision.id }] });
  });
});
