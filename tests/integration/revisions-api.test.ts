// The revision history (docs/decisions/061): an organisation's admins and editors list one record's
// revisions (who replaced each state, when, which fields that save changed), read one, compare two
// field by field, and restore one as a new save that visitors see at once and that honours the
// version check. Customers, visitors and other organisations get nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GET as sectionsGet, POST as sectionPost } from '@/app/api/template-sections/route';
import { DELETE as sectionDelete, PUT as sectionPut } from '@/app/api/template-sections/[id]/route';
import { POST as linkPost, PUT as linkPut } from '@/app/api/template-sections/[id]/metrics/route';
import { GET as headingsGet, POST as headingPost } from '@/app/api/template-heading-sections/route';
import { PUT as headingPut } from '@/app/api/template-heading-sections/[id]/route';
import { PUT as heroPut } from '@/app/api/hero/route';
import { POST as metricPost } from '@/app/api/metrics/route';
import { DELETE as metricDelete, PATCH as metricPatch } from '@/app/api/metrics/[id]/route';
import { GET as listGet } from '@/app/api/revisions/route';
import { GET as readGet } from '@/app/api/revisions/[id]/route';
import { GET as compareGet } from '@/app/api/revisions/compare/route';
import { POST as restorePost } from '@/app/api/revisions/[id]/restore/route';
import { loadHero } from '@/server/content/page-sections';
import { headingSections, heroes, metrics, rateLimits, revisions, templateSections } from '@/server/db/schema';
import { clearAllMemo } from '@/server/cache/memo';
import { NO_PERMISSION_MESSAGE, NO_SESSION_MESSAGE } from '@/server/http/api';
import { REVISION_MESSAGES } from '@/schemas/revision';
import { VERSION_MESSAGES } from '@/schemas/version';
import type { Who } from './caller';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases';
import { answer, call, editingFixture, FULL_NAMES, HOST_B, type EditingFixture, type Json } from './editing-fixture';

type Item = Json & { version: number | null; change: string; changed: string[]; author: { id: string; name: string } | null; restored_from: string | null };
type List = { entity: string; id: string; current: { version: number } | null; revisions: Item[]; next_before: string | null };

describe.each(DATABASE_KINDS)('the revisions API on %s', (kind) => {
  let database: TestDatabase;
  let f: EditingFixture;

  const list = (query: string, who: Who = f.who.editor, host?: string) => call(listGet, 'GET', `/api/revisions?${query}`, who, undefined, {}, host);
  const read = (id: string, who: Who = f.who.editor, host?: string) => call(readGet, 'GET', `/api/revisions/${id}`, who, undefined, { id }, host);
  const compare = (query: string, who: Who = f.who.editor, host?: string) => call(compareGet, 'GET', `/api/revisions/compare?${query}`, who, undefined, {}, host);
  const restore = (id: string, body: unknown, who: Who = f.who.editor, host?: string) => call(restorePost, 'POST', `/api/revisions/${id}/restore`, who, body, { id }, host);
  const historyOf = async (entity: string, id: string) => (await answer(await list(`entity=${entity}&id=${id}`))).body as unknown as List;
  const putSection = (id: string, body: unknown, who: Who = f.who.admin) => call(sectionPut, 'PUT', `/api/template-sections/${id}`, who, body, { id });
  const publicSections = async (page: string) => (await answer(await call(sectionsGet, 'GET', `/api/template-sections?url_page=${page}`))).body as unknown as Json[];

  /** A section saved three times: by the admin (title), by the editor (description and columns). */
  async function editedSection(): Promise<{ section: Json; history: List }> {
    const section = (await answer(await call(sectionPost, 'POST', '/api/template-sections', f.who.admin, { section_title: 'Our services', url_page: '/services' }))).body;
    expect((await putSection(section.id, { section_title: 'What we do', version: 1 }, f.who.admin)).status).toBe(200);
    expect((await putSection(section.id, { section_description: '<p>All of it.</p>', grid_columns: 2, version: 2 }, f.who.editor)).status).toBe(200);
    return { section, history: await historyOf('section', section.id) };
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    f = await editingFixture(database.db);
  });
  afterAll(() => database.dispose());
  beforeEach(async () => {
    clearAllMemo();
    for (const table of [templateSections, headingSections, heroes, metrics]) await database.db.delete(table).where(eq(table.organizationId, f.orgA));
    await database.db.delete(revisions);
    await database.db.delete(rateLimits);
  });

  it('lists a record’s revisions newest first: who replaced each state, when, and what that save changed', async () => {
    const { section, history } = await editedSection();
    expect(history).toMatchObject({ entity: 'section', id: section.id, current: { version: 3 }, next_before: null });
    expect(history.revisions).toMatchObject([
      { entity: 'section', entity_id: section.id, version: 2, change: 'edit', changed: ['grid_columns', 'section_description'], author: { id: f.userIds.editor, name: FULL_NAMES.editor }, restored_from: null },
      { entity: 'section', entity_id: section.id, version: 1, change: 'edit', changed: ['section_title'], author: { id: f.userIds.admin, name: FULL_NAMES.admin } },
    ]);
    expect(Date.parse(String(history.revisions[0].created_at))).toBeGreaterThanOrEqual(Date.parse(String(history.revisions[1].created_at)));

    // A page at a time; the next page's first entry is still compared with the state after it.
    const first = (await answer(await list(`entity=section&id=${section.id}&limit=1`))).body as unknown as List;
    expect(first.revisions.map((r) => r.version)).toEqual([2]);
    const second = (await answer(await list(`entity=section&id=${section.id}&limit=1&before=${first.next_before}`))).body as unknown as List;
    expect(second).toMatchObject({ revisions: [{ version: 1, changed: ['section_title'] }], next_before: null });
  });

  it('reads one revision with the whole state it kept, and compares any two field by field', async () => {
    const { section, history } = await editedSection();
    const [newer, older] = history.revisions;
    const one = await answer(await read(older.id));
    expect(one).toMatchObject({ status: 200, body: { id: older.id, entity: 'section', entity_id: section.id, version: 1, author: { name: FULL_NAMES.admin } } });
    expect(one.body.data).toMatchObject({ section_title: 'Our services', section_description: null, grid_columns: 3, metric_ids: [] });

    const sinceFirst = await answer(await compare(`from=${older.id}&to=current`));
    expect(sinceFirst.body).toEqual({
      entity: 'section',
      entity_id: section.id,
      from: { id: older.id, version: 1 },
      to: { id: null, version: 3 },
      changes: [
        { field: 'grid_columns', before: 3, after: 2 },
        { field: 'section_description', before: null, after: '<p>All of it.</p>' },
        { field: 'section_title', before: 'Our services', after: 'What we do' },
      ],
    });
    expect((await answer(await compare(`from=${older.id}`))).body).toEqual(sinceFirst.body);
    const backwards = await answer(await compare(`from=${newer.id}&to=${older.id}`));
    expect(backwards.body).toMatchObject({ from: { version: 2 }, to: { id: older.id, version: 1 }, changes: [{ field: 'section_title', before: 'What we do', after: 'Our services' }] });
  });

  it('restores a revision as a new save: a new version and revision, and the public read shows it at once', async () => {
    const { section, history } = await editedSection();
    const older = history.revisions[1];
    expect((await publicSections('/services'))[0]).toMatchObject({ section_title: 'What we do' });

    const restored = await answer(await restore(older.id, { version: 3 }));
    expect(restored).toMatchObject({ status: 200, body: { id: section.id, section_title: 'Our services', section_description: null, grid_columns: 3, version: 4 } });
    expect((await publicSections('/services'))[0]).toMatchObject({ section_title: 'Our services', grid_columns: 3, version: 4 });

    const after = await historyOf('section', section.id);
    expect(after.current).toMatchObject({ version: 4 });
    expect(after.revisions[0]).toMatchObject({
      version: 3, change: 'restore', restored_from: older.id, author: { id: f.userIds.editor },
      changed: ['grid_columns', 'section_description', 'section_title'],
    });
  });

  it('refuses a restore over a save the editor has not seen (409), and one without a usable version (400)', async () => {
    const { section, history } = await editedSection();
    const older = history.revisions[1];
    const stale = await answer(await restore(older.id, { version: 2 }));
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: VERSION_MESSAGES.conflict, details: { sent_version: 2, current_version: 3 }, current: { id: section.id, section_title: 'What we do', version: 3 } });
    expect(stale.body.current).toEqual((await publicSections('/services'))[0]);

    expect(await answer(await restore(older.id, {}))).toMatchObject({ status: 400, body: { error: VERSION_MESSAGES.required, details: expect.any(Object) } });
    expect(await answer(await restore(older.id, { version: '3' }))).toMatchObject({ status: 400, body: { error: VERSION_MESSAGES.invalid } });
    expect((await answer(await restore(older.id, { version: 0 }))).status).toBe(400);
    expect((await historyOf('section', section.id)).current).toMatchObject({ version: 3 });
  });

  it('brings back a section’s cards in their order, without one deleted from the library since', async () => {
    const section = (await answer(await call(sectionPost, 'POST', '/api/template-sections', f.who.admin, { section_title: 'Cards', url_page: '/services' }))).body;
    const ids: string[] = [];
    for (const title of ['One', 'Two', 'Three']) {
      const metric = (await answer(await call(metricPost, 'POST', '/api/metrics', f.who.admin, { title, description: `${title} text` }))).body;
      ids.push(metric.id);
      await call(linkPost, 'POST', `/api/template-sections/${section.id}/metrics`, f.who.admin, { metric_id: metric.id }, { id: section.id });
    }
    await call(linkPut, 'PUT', `/api/template-sections/${section.id}/metrics`, f.who.admin, { metric_ids: [ids[2], ids[0], ids[1]] }, { id: section.id });
    const [beforeReorder] = (await historyOf('section', section.id)).revisions;
    expect(beforeReorder).toMatchObject({ version: 4, changed: ['metric_ids'] });
    // Deleting a card for good changes the sections it was in: their versions go up.
    await call(metricDelete, 'DELETE', `/api/metrics/${ids[1]}?force=true`, f.who.admin, undefined, { id: ids[1] });
    expect((await restore(beforeReorder.id, { version: 5 })).status).toBe(409);

    const restored = await answer(await restore(beforeReorder.id, { version: 6 }));
    expect(restored.status).toBe(200);
    expect((restored.body.website_metric as Json[]).map((m) => m.id)).toEqual([ids[0], ids[2]]);
  });

  it('restores heading sections, the hero and cards the same way, each shown to visitors at once', async () => {
    const heading = (await answer(await call(headingPost, 'POST', '/api/template-heading-sections', f.who.admin, { name: 'Family law', description_text: 'Advice', url_page: '/about' }))).body;
    await call(headingPut, 'PUT', `/api/template-heading-sections/${heading.id}`, f.who.admin, { name: 'Wills', url_page: '/team' }, { id: heading.id });
    const [headingRevision] = (await historyOf('heading', heading.id)).revisions;
    expect(headingRevision).toMatchObject({ version: 1, changed: ['name', 'url_page'] });
    expect(await answer(await restore(headingRevision.id, { version: 2 }))).toMatchObject({ status: 200, body: { name: 'Family law', url_page: '/about', version: 3 } });
    const visible = (await answer(await call(headingsGet, 'GET', '/api/template-heading-sections?url_page=/about'))).body as unknown as Json[];
    expect(visible.map((h) => h.name)).toEqual(['Family law']);

    const hero = (await answer(await call(heroPut, 'PUT', '/api/hero', f.who.admin, { title: 'Ship on Friday', title_style: { color: 'sky-600' } }))).body;
    expect((await loadHero(database.db, { organizationId: f.orgA }))?.title).toBe('Ship on Friday');
    await call(heroPut, 'PUT', '/api/hero', f.who.admin, { title: 'Ship on Monday', version: 1 });
    expect((await loadHero(database.db, { organizationId: f.orgA }))?.title).toBe('Ship on Monday');
    const [heroRevision] = (await historyOf('hero', hero.id)).revisions;
    expect(heroRevision).toMatchObject({ version: 1, changed: ['title', 'title_style'] });
    expect(await answer(await restore(heroRevision.id, { version: 2 }))).toMatchObject({ status: 200, body: { title: 'Ship on Friday', title_style: { color: 'sky-600' }, version: 3 } });
    expect((await loadHero(database.db, { organizationId: f.orgA }))?.title).toBe('Ship on Friday');

    // Typing on a card keeps one revision per burst: the text before it.
    const metric = (await answer(await call(metricPost, 'POST', '/api/metrics', f.who.editor, { title: 'Fast', description: 'Builds' }))).body;
    for (const title of ['Fas', 'Fa', 'Slow']) await call(metricPatch, 'PATCH', `/api/metrics/${metric.id}`, f.who.editor, { title }, { id: metric.id });
    const cardHistory = await historyOf('metric', metric.id);
    expect(cardHistory).toMatchObject({ current: { version: 4 }, revisions: [{ version: 1, changed: ['title'] }] });
    expect(await answer(await restore(cardHistory.revisions[0].id, { version: 4 }))).toMatchObject({ status: 200, body: { title: 'Fast', version: 5, section_count: 0 } });
  });

  it('shows a deleted record’s last state as a delete, and restores nothing over it', async () => {
    const { section } = await editedSection();
    expect((await call(sectionDelete, 'DELETE', `/api/template-sections/${section.id}?version=3`, f.who.admin, undefined, { id: section.id })).status).toBe(200);
    const history = await historyOf('section', section.id);
    expect(history).toMatchObject({ current: null });
    expect(history.revisions.map((r) => [r.version, r.change])).toEqual([[3, 'delete'], [2, 'edit'], [1, 'edit']]);
    expect(await answer(await restore(history.revisions[1].id, { version: 3 }))).toMatchObject({ status: 404, body: { error: 'Section not found' } });
    expect((await answer(await compare(`from=${history.revisions[1].id}`))).status).toBe(404);
  });

  it('answers 400 or 404 for bad input, with the error and its details', async () => {
    const { section, history } = await editedSection();
    const heading = (await answer(await call(headingPost, 'POST', '/api/template-heading-sections', f.who.admin, { name: 'H', description_text: 'T', url_page: '/about' }))).body;
    await call(headingPut, 'PUT', `/api/template-heading-sections/${heading.id}`, f.who.admin, { name: 'H2' }, { id: heading.id });
    const [headingRevision] = (await historyOf('heading', heading.id)).revisions;
    const bad: [Promise<Response>, number, string][] = [
      [list(`id=${section.id}`), 400, REVISION_MESSAGES.entityRequired],
      [list(`entity=menu&id=${section.id}`), 400, REVISION_MESSAGES.entityUnknown],
      [list('entity=section&id=nope'), 400, REVISION_MESSAGES.idRequired],
      [list(`entity=section&id=${section.id}&limit=0`), 400, REVISION_MESSAGES.limit],
      [list(`entity=section&id=${section.id}&limit=ten`), 400, REVISION_MESSAGES.limit],
      [list(`entity=section&id=${section.id}&before=${headingRevision.id}`), 400, REVISION_MESSAGES.otherRecord],
      [list(`entity=section&id=${crypto.randomUUID()}`), 404, 'Section not found'],
      [list(`entity=heading&id=${section.id}`), 404, 'Heading section not found'],
      [compare('to=current'), 400, REVISION_MESSAGES.revisionIdRequired],
      [compare(`from=${history.revisions[0].id}&to=yesterday`), 400, REVISION_MESSAGES.compareTo],
      [compare(`from=${history.revisions[0].id}&to=${headingRevision.id}`), 400, REVISION_MESSAGES.otherRecord],
      [compare(`from=${crypto.randomUUID()}`), 404, REVISION_MESSAGES.notFound],
      [read('not-a-revision'), 404, REVISION_MESSAGES.notFound],
      [read(crypto.randomUUID()), 404, REVISION_MESSAGES.notFound],
      [restore(crypto.randomUUID(), { version: 1 }), 404, REVISION_MESSAGES.notFound],
    ];
    for (const [pending, status, error] of bad) {
      const response = await answer(await pending);
      expect(response, error).toMatchObject({ status, body: { error } });
      if (status === 400) expect(response.body.details, error).toEqual(expect.any(Object));
    }
  });

  it('is for the organisation’s staff only: customers, visitors and other organisations get nothing', async () => {
    const { section, history } = await editedSection();
    const revision = history.revisions[1];
    const before = await database.db.select().from(revisions).where(eq(revisions.entityId, section.id));
    const calls = (who: Who, host?: string) => [
      list(`entity=section&id=${section.id}`, who, host),
      read(revision.id, who, host),
      compare(`from=${revision.id}`, who, host),
      restore(revision.id, { version: 3 }, who, host),
    ];
    for (const [who, status, error] of [[f.who.customer, 403, NO_PERMISSION_MESSAGE], [{}, 401, NO_SESSION_MESSAGE], [f.who.adminB, 403, NO_PERMISSION_MESSAGE]] as const) {
      for (const pending of calls(who)) expect(await answer(await pending)).toMatchObject({ status, body: { error } });
    }
    // B's admin on B's own site, naming A's records and revisions: none of them exists there.
    for (const pending of calls(f.who.adminB, HOST_B)) expect((await pending).status).toBe(404);
    expect(await database.db.select().from(revisions).where(eq(revisions.entityId, section.id))).toEqual(before);
    expect((await publicSections('/services'))[0]).toMatchObject({ section_title: 'What we do', version: 3 });
  });
});
