// Conflict-safe saves (docs/decisions/061): every editable record answers with its version, every
// write raises it, and a write based on an older version is refused with the record as it now is,
// so an editor never overwrites a colleague's save without seeing it. Spec clients, which send no
// version, keep working; a malformed version is the caller's mistake.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GET as sectionsGet, POST as sectionPost } from '@/app/api/template-sections/route';
import { DELETE as sectionDelete, PUT as sectionPut } from '@/app/api/template-sections/[id]/route';
import { POST as linkPost, PUT as linkPut } from '@/app/api/template-sections/[id]/metrics/route';
import { GET as headingsGet, POST as headingPost } from '@/app/api/template-heading-sections/route';
import { DELETE as headingDelete, PUT as headingPut } from '@/app/api/template-heading-sections/[id]/route';
import { DELETE as heroDelete, GET as heroGet, PUT as heroPut } from '@/app/api/hero/route';
import { GET as metricsGet, POST as metricPost } from '@/app/api/metrics/route';
import { DELETE as metricDelete, PATCH as metricPatch } from '@/app/api/metrics/[id]/route';
import { headingSections, heroes, metrics, rateLimits, revisions, templateSections } from '@/server/db/schema';
import { clearAllMemo } from '@/server/cache/memo';
import { VERSION_MESSAGES } from '@/schemas/version';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases';
import { answer, call, editingFixture, HOST_B, type EditingFixture, type Json } from './editing-fixture';

describe.each(DATABASE_KINDS)('versions and conflicts on %s', (kind) => {
  let database: TestDatabase;
  let f: EditingFixture;

  const sectionsOn = async (page: string) => (await answer(await call(sectionsGet, 'GET', `/api/template-sections?url_page=${page}&t=1`))).body as unknown as Json[];
  const putSection = (id: string, body: unknown, who = f.who.admin) => call(sectionPut, 'PUT', `/api/template-sections/${id}`, who, body, { id });
  const patchMetric = (id: string, body: unknown, who = f.who.admin) => call(metricPatch, 'PATCH', `/api/metrics/${id}`, who, body, { id });

  async function newSection(): Promise<Json> {
    const made = await answer(await call(sectionPost, 'POST', '/api/template-sections', f.who.admin, { section_title: 'Our services', url_page: '/services' }));
    expect(made.status).toBe(201);
    return made.body;
  }

  async function newMetric(): Promise<Json> {
    const made = await answer(await call(metricPost, 'POST', '/api/metrics', f.who.admin, { title: 'Fast builds', description: 'Minutes, not hours' }));
    expect(made.status).toBe(201);
    return made.body;
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

  it('answers every record with its version, and every write through the write path raises it by one', async () => {
    const section = await newSection();
    expect(section.version).toBe(1);
    expect((await sectionsOn('/services'))[0]).toMatchObject({ id: section.id, version: 1 });
    const metric = await newMetric();
    expect(metric.version).toBe(1);

    expect((await answer(await putSection(section.id, { grid_columns: 4 }))).body.version).toBe(2);
    const linked = await answer(await call(linkPost, 'POST', `/api/template-sections/${section.id}/metrics`, f.who.editor, { metric_id: metric.id, version: 2 }, { id: section.id }));
    expect(linked.status).toBe(201);
    expect(linked.body).toMatchObject({ version: 3, website_metric: [{ id: metric.id, version: 1 }] });
    const reordered = await call(linkPut, 'PUT', `/api/template-sections/${section.id}/metrics`, f.who.editor, { metric_ids: [metric.id], version: 3 }, { id: section.id });
    expect((await answer(reordered)).body.version).toBe(4);

    // The card's per-keystroke PATCH carries the card's own version.
    for (const [title, version] of [['F', 1], ['Fa', 2], ['Fas', 3]] as const) {
      const typed = await answer(await patchMetric(metric.id, { title, version }));
      expect(typed).toMatchObject({ status: 200, body: { title, version: version + 1 } });
    }
    const library = (await answer(await call(metricsGet, 'GET', '/api/metrics', f.who.editor))).body as unknown as Json[];
    expect(library[0]).toMatchObject({ id: metric.id, version: 4 });
  });

  it('refuses the second of two saves from the same version, with the first one’s values as current', async () => {
    const section = await newSection();
    const first = await answer(await putSection(section.id, { section_title: 'What we do', grid_columns: 2, version: 1 }, f.who.admin));
    expect(first).toMatchObject({ status: 200, body: { section_title: 'What we do', version: 2 } });

    const second = await answer(await putSection(section.id, { section_title: 'Services', version: 1 }, f.who.editor));
    expect(second.status).toBe(409);
    expect(second.body).toEqual({
      error: VERSION_MESSAGES.conflict,
      details: { sent_version: 1, current_version: 2 },
      current: (await sectionsOn('/services'))[0],
    });
    expect(second.body.current).toMatchObject({ section_title: 'What we do', grid_columns: 2, version: 2 });
    // Nothing of the refused save was kept: one revision, from the first save.
    expect(await database.db.select().from(revisions).where(eq(revisions.entityId, section.id))).toHaveLength(1);

    const again = await answer(await putSection(section.id, { section_title: 'Services', version: 2 }, f.who.editor));
    expect(again).toMatchObject({ status: 200, body: { section_title: 'Services', grid_columns: 2, version: 3 } });
  });

  it('lets exactly one of two simultaneous saves from the same version through', async () => {
    const section = await newSection();
    const answers = await Promise.all(['Left', 'Right'].map((title, i) => putSection(section.id, { section_title: title, version: 1 }, i ? f.who.editor : f.who.admin).then(answer)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const won = answers.find((a) => a.status === 200)!.body;
    const lost = answers.find((a) => a.status === 409)!.body;
    expect(lost.current).toMatchObject({ section_title: won.section_title, version: 2 });
    expect((await sectionsOn('/services'))[0]).toMatchObject({ section_title: won.section_title, version: 2 });
  });

  it('checks the version on heading sections, the hero, cards and deletes too', async () => {
    const heading = (await answer(await call(headingPost, 'POST', '/api/template-heading-sections', f.who.admin, { name: 'Family law', description_text: 'Advice', url_page: '/about' }))).body;
    expect(heading.version).toBe(1);
    const putHeading = (body: unknown, who = f.who.admin) => call(headingPut, 'PUT', `/api/template-heading-sections/${heading.id}`, who, body, { id: heading.id });
    expect((await answer(await putHeading({ name: 'Wills', version: 1 }))).body.version).toBe(2);
    const staleHeading = await answer(await putHeading({ name: 'Probate', version: 1 }, f.who.editor));
    const headingNow = ((await answer(await call(headingsGet, 'GET', '/api/template-heading-sections?url_page=/about&t=1'))).body as unknown as Json[])[0];
    expect(staleHeading).toEqual({ status: 409, body: { error: VERSION_MESSAGES.conflict, details: { sent_version: 1, current_version: 2 }, current: headingNow } });

    // A hero saved with a version that no longer exists is a conflict, never a new hero.
    const noHero = await answer(await call(heroPut, 'PUT', '/api/hero', f.who.admin, { title: 'Ship on Friday', version: 3 }));
    expect(noHero).toMatchObject({ status: 409, body: { current: null, details: { sent_version: 3, current_version: null } } });
    const hero = await answer(await call(heroPut, 'PUT', '/api/hero', f.who.admin, { title: 'Ship on Friday' }));
    expect(hero).toMatchObject({ status: 201, body: { version: 1 } });
    expect((await answer(await call(heroPut, 'PUT', '/api/hero', f.who.admin, { title: 'Ship on Monday', version: 1 }))).body.version).toBe(2);
    const staleHero = await answer(await call(heroPut, 'PUT', '/api/hero', f.who.editor, { title: 'Ship today', version: 1 }));
    expect(staleHero.status).toBe(409);
    expect(staleHero.body.current).toEqual((await answer(await call(heroGet, 'GET', '/api/hero', f.who.editor))).body);
    expect(staleHero.body.current).toMatchObject({ title: 'Ship on Monday', version: 2 });

    const metric = await newMetric();
    await patchMetric(metric.id, { title: 'Fast', version: 1 });
    const staleCard = await answer(await patchMetric(metric.id, { title: 'Slow', version: 1 }, f.who.editor));
    expect(staleCard).toMatchObject({ status: 409, body: { current: { id: metric.id, title: 'Fast', version: 2, section_ids: [], section_count: 0 } } });

    // A delete based on an older version deletes nothing; on the current one it goes through.
    const staleDelete = await answer(await call(headingDelete, 'DELETE', `/api/template-heading-sections/${heading.id}?version=1`, f.who.editor, undefined, { id: heading.id }));
    expect(staleDelete).toMatchObject({ status: 409, body: { current: { id: heading.id, version: 2 } } });
    expect(await database.db.select().from(headingSections).where(eq(headingSections.id, heading.id))).toHaveLength(1);
    expect((await call(headingDelete, 'DELETE', `/api/template-heading-sections/${heading.id}?version=2`, f.who.editor, undefined, { id: heading.id })).status).toBe(200);
    expect((await answer(await call(heroDelete, 'DELETE', '/api/hero?version=1', f.who.admin))).status).toBe(409);
    expect((await answer(await call(metricDelete, 'DELETE', `/api/metrics/${metric.id}?version=1`, f.who.admin, undefined, { id: metric.id }))).status).toBe(409);
    expect((await call(metricDelete, 'DELETE', `/api/metrics/${metric.id}?version=2`, f.who.admin, undefined, { id: metric.id })).status).toBe(200);
    const section = await newSection();
    expect((await call(sectionDelete, 'DELETE', `/api/template-sections/${section.id}?version=2`, f.who.admin, undefined, { id: section.id })).status).toBe(409);
    expect((await call(sectionDelete, 'DELETE', `/api/template-sections/${section.id}?version=1`, f.who.admin, undefined, { id: section.id })).status).toBe(200);
  });

  it('refuses a stale change to a section’s list of cards before anything else', async () => {
    const section = await newSection();
    const metric = await newMetric();
    await putSection(section.id, { grid_columns: 2 });
    const stale = await answer(await call(linkPost, 'POST', `/api/template-sections/${section.id}/metrics`, f.who.editor, { metric_id: metric.id, version: 1 }, { id: section.id }));
    expect(stale).toMatchObject({ status: 409, body: { current: { id: section.id, version: 2, website_metric: [] } } });
    expect((await sectionsOn('/services'))[0]).toMatchObject({ version: 2, website_metric: [] });
  });

  it('accepts a write without a version, as the spec’s clients send it', async () => {
    const section = await newSection();
    await putSection(section.id, { grid_columns: 2 });
    const blind = await answer(await putSection(section.id, { section_title: 'Last word' }, f.who.editor));
    expect(blind).toMatchObject({ status: 200, body: { section_title: 'Last word', grid_columns: 2, version: 3 } });
  });

  it('answers 400 with details for a malformed version, and changes nothing', async () => {
    const section = await newSection();
    const metric = await newMetric();
    for (const version of ['1', 0, -1, 1.5, null, 2 ** 31, true]) {
      const refused = await answer(await putSection(section.id, { section_title: 'Bad', version }));
      expect(refused.status, JSON.stringify(version)).toBe(400);
      expect(refused.body).toMatchObject({ error: VERSION_MESSAGES.invalid, details: { fieldErrors: { version: [VERSION_MESSAGES.invalid] } } });
    }
    expect((await answer(await patchMetric(metric.id, { version: 1 }))).status).toBe(400);
    for (const query of ['version=abc', 'version=0', 'version=1.0', 'version=', 'version=99999999999']) {
      const refused = await answer(await call(sectionDelete, 'DELETE', `/api/template-sections/${section.id}?${query}`, f.who.admin, undefined, { id: section.id }));
      expect(refused, query).toMatchObject({ status: 400, body: { error: VERSION_MESSAGES.invalid, details: expect.any(Object) } });
    }
    expect((await sectionsOn('/services'))[0]).toMatchObject({ section_title: 'Our services', version: 1 });
  });

  it('keeps another organisation out, whatever version it sends', async () => {
    const section = await newSection();
    const onA = await answer(await putSection(section.id, { section_title: 'Taken', version: 1 }, f.who.adminB));
    expect(onA.status).toBe(403);
    const onB = await answer(await call(sectionPut, 'PUT', `/api/template-sections/${section.id}`, f.who.adminB, { section_title: 'Taken', version: 1 }, { id: section.id }, HOST_B));
    expect(onB.status).toBe(404);
    expect(onB.body.current).toBeUndefined();
    expect((await answer(await putSection(section.id, { grid_columns: 5 }, f.who.customer))).status).toBe(403);
    expect((await sectionsOn('/services'))[0]).toMatchObject({ section_title: 'Our services', version: 1 });
  });
});
