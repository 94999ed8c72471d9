// Translation status (issue 22 item 3; docs/decisions/077): for each language the site offers besides
// its default one, staff see which translatable fields of a record are not translated yet, which
// translations are stale (the default text changed after they were written, read from the
// revision history) until they are written again or said to be still right, and each language's
// share done. Menu entries carry their translations through the menu API, and the Site Map gives
// each page, post and the menu its share translated. Customers, visitors and other organisations
// get nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GET as statusGet } from '@/app/api/translations/route';
import { POST as reviewPost } from '@/app/api/translations/reviews/route';
import { POST as postsPost } from '@/app/api/posts/route';
import { PATCH as postPatch } from '@/app/api/posts/[slug]/route';
import { POST as sectionPost } from '@/app/api/template-sections/route';
import { POST as linkPost } from '@/app/api/template-sections/[id]/metrics/route';
import { POST as metricPost } from '@/app/api/metrics/route';
import { PATCH as metricPatch } from '@/app/api/metrics/[id]/route';
import { GET as menuGet, POST as menuPost } from '@/app/api/menu-items/route';
import { PUT as menuPut } from '@/app/api/menu-items/[id]/route';
import { POST as subPost } from '@/app/api/submenu-items/route';
import { PUT as subPut } from '@/app/api/submenu-items/[id]/route';
import { GET as siteMapGet } from '@/app/api/site-map/route';
import {
  faqs, headingSections, heroes, menuItems, metrics, organizationSettings, posts, rateLimits, revisions, templateSectionMetrics, templateSections, translationReviews,
} from '@/server/db/schema';
import { clearAllMemo } from '@/server/cache/memo';
import { writeOrganization } from '@/server/write';
import { NO_PERMISSION_MESSAGE, NO_SESSION_MESSAGE } from '@/server/http/api';
import { TRANSLATION_MESSAGES, type TranslationStatus } from '@/schemas/translations';
import { MENU_MESSAGES, type MenuItemView, type MenuView, type SubmenuItemView } from '@/schemas/menu-items';
import { SETTINGS_MESSAGES } from '@/schemas/organization-settings';
import { POST_MESSAGES } from '@/schemas/post';
import { REVISION_MESSAGES } from '@/schemas/revision';
import type { SiteMapView } from '@/schemas/site-map';
import type { Who } from './caller';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases';
import { answer, call, editingFixture, HOST_B, type EditingFixture, type Json } from './editing-fixture';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe.each(DATABASE_KINDS)('translation status on %s', (kind) => {
  let database: TestDatabase;
  let f: EditingFixture;

  const status = (query: string, who: Who = f.who.editor, host?: string) => call(statusGet, 'GET', `/api/translations?${query}`, who, undefined, {}, host);
  const review = (body: unknown, who: Who = f.who.editor, host?: string) => call(reviewPost, 'POST', '/api/translations/reviews', who, body, {}, host);
  const patchPost = (slug: string, body: unknown, who: Who = f.who.editor) => call(postPatch, 'PATCH', `/api/posts/${slug}`, who, body, { slug });

  async function ok<T = TranslationStatus>(pending: Promise<Response>, expected = 200): Promise<T> {
    const response = await pending;
    expect(response.status, await response.clone().text()).toBe(expected);
    return (await response.json()) as T;
  }

  async function refused(pending: Promise<Response>, expected: number, error: string) {
    const { status: got, body } = await answer(await pending);
    expect({ status: got, error: body.error }).toEqual({ status: expected, error });
    return body as Json & { details?: Record<string, unknown> };
  }

  /** A post written by the admin with its Spanish title, then retitled in English by the editor. */
  async function retitledPost(): Promise<Json & { slug: string }> {
    const post = await ok<Json & { slug: string }>(
      call(postsPost, 'POST', '/api/posts', f.who.admin, { title: 'Opening hours', title_translation: { es: 'Horario' }, description: 'We open at nine.' }),
      201,
    );
    await ok(patchPost(post.slug, { title: 'Our opening hours', version: 1 }));
    return post;
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    f = await editingFixture(database.db);
    // A's site is in English, Spanish and German; B's in English only.
    await writeOrganization(database.db, f.orgA, (tx) =>
      tx.update(organizationSettings).set({ language: 'en', supportedLocales: ['en', 'es', 'de'] }).where(eq(organizationSettings.organizationId, f.orgA)),
    );
  });
  afterAll(() => database?.dispose());
  beforeEach(async () => {
    clearAllMemo();
    for (const table of [posts, templateSections, metrics, headingSections, heroes, menuItems, faqs, translationReviews]) await database.db.delete(table).where(eq(table.organizationId, f.orgA));
    await database.db.delete(revisions);
    await database.db.delete(rateLimits);
  });

  it('marks a translation stale when the default text changed after it, until it is reviewed or written again', async () => {
    const post = await retitledPost();
    const query = `entity=post&id=${post.id}`;
    const first = await ok(status(query));
    expect(first).toEqual({
      default_locale: 'en',
      locales: ['es', 'de'],
      // The content is blank in English: nothing to translate, not counted.
      fields: { description: { es: 'missing', de: 'missing' }, title: { es: 'stale', de: 'missing' } },
      completeness: { es: 0, de: 0 },
    });

    // "Still right": the editor reviews the Spanish title; the answer is the new status.
    const reviewed = await ok(review({ entity: 'post', id: post.id, field: 'title', locale: 'es' }));
    expect(reviewed.fields.title).toEqual({ es: 'done', de: 'missing' });
    expect(reviewed.completeness).toEqual({ es: 50, de: 0 });
    expect(await ok(status(query))).toEqual(reviewed);
    // Reviewing again is the same review, moved to now.
    await ok(review({ entity: 'post', id: post.id, field: 'title', locale: 'es' }, f.who.admin));
    const kept = await database.db.select().from(translationReviews).where(eq(translationReviews.entityId, post.id));
    expect(kept).toMatchObject([{ organizationId: f.orgA, entityType: 'post', field: 'title', locale: 'es', reviewedBy: f.userIds.admin }]);

    // A new change of the English title makes it stale again; writing the Spanish one clears it.
    await ok(patchPost(post.slug, { title: 'When we are open' }));
    expect((await ok(status(query))).fields.title).toEqual({ es: 'stale', de: 'missing' });
    await ok(patchPost(post.slug, { title_translation: { es: 'Cuándo abrimos', de: '' } }, f.who.admin));
    const rewritten = await ok(status(query));
    // A blank translation is a missing one.
    expect(rewritten.fields).toEqual({ description: { es: 'missing', de: 'missing' }, title: { es: 'done', de: 'missing' } });
    await ok(patchPost(post.slug, { description_translation: { es: 'Abrimos a las nueve.', de: 'Wir öffnen um neun.' } }));
    expect((await ok(status(query))).completeness).toEqual({ es: 100, de: 50 });
  });

  it('counts a section’s cards from their own histories, and a review of a card holds wherever the card is asked about', async () => {
    const section = await ok<Json>(
      call(sectionPost, 'POST', '/api/template-sections', f.who.admin, { section_title: 'Services', section_title_translation: { es: 'Servicios', de: 'Leistungen' }, url_page: '/services' }),
      201,
    );
    const metric = await ok<Json>(
      call(metricPost, 'POST', '/api/metrics', f.who.admin, { title: 'Wills', title_translation: { es: 'Testamentos' }, description: 'Made simple', description_translation: { es: 'Fácil' } }),
      201,
    );
    await ok(call(linkPost, 'POST', `/api/template-sections/${section.id}/metrics`, f.who.admin, { metric_id: metric.id }, { id: section.id }), 201);
    await ok(call(metricPatch, 'PATCH', `/api/metrics/${metric.id}`, f.who.editor, { title: 'Wills and probate' }, { id: metric.id }));

    const card = `metrics.${metric.id}`;
    const query = `entity=section&id=${section.id}`;
    expect(await ok(status(query))).toEqual({
      default_locale: 'en',
      locales: ['es', 'de'],
      fields: {
        section_title: { es: 'done', de: 'done' },
        [`${card}.title`]: { es: 'stale', de: 'missing' },
        [`${card}.description`]: { es: 'done', de: 'missing' },
      },
      completeness: { es: 66, de: 33 },
    });
    // The card read as a metric of the library says the same.
    expect((await ok(status(`entity=metric&id=${metric.id}`))).fields).toEqual({ title: { es: 'stale', de: 'missing' }, description: { es: 'done', de: 'missing' } });

    const reviewed = await ok(review({ entity: 'section', id: section.id, field: `${card}.title`, locale: 'es' }));
    expect(reviewed.fields[`${card}.title`]).toEqual({ es: 'done', de: 'missing' });
    expect(reviewed.completeness).toEqual({ es: 100, de: 33 });
    expect((await ok(status(`entity=metric&id=${metric.id}`))).fields.title).toEqual({ es: 'done', de: 'missing' });
    const [row] = await database.db.select().from(translationReviews).where(eq(translationReviews.organizationId, f.orgA));
    expect(row).toMatchObject({ entityType: 'metric', entityId: metric.id, field: 'title', locale: 'es' });
  });

  it('reads the rows of a settings tab by id, for admins only', async () => {
    const [faq] = await database.db
      .insert(faqs)
      .values({ organizationId: f.orgA, question: 'Do you work weekends?', questionTranslation: { es: '¿Trabajan los fines de semana?' }, answer: 'No.', answerTranslation: { es: 'No.' } })
      .returning();
    // The tab as it was kept before a save changed the English question.
    const before = { id: faq.id, question: 'Do you open weekends?', question_translation: { es: '¿Trabajan los fines de semana?' }, answer: 'No.', answer_translation: { es: 'No.' } };
    await database.db.insert(revisions).values({ organizationId: f.orgA, entityType: 'settings_faqs', entityId: f.orgA, data: { faqs: [before] }, version: 1, authorId: f.userIds.admin });

    const answered = await ok(status(`entity=settings-faqs&id=${f.orgA}`, f.who.admin));
    expect(answered.fields).toEqual({ [`faqs.${faq.id}.question`]: { es: 'stale', de: 'missing' }, [`faqs.${faq.id}.answer`]: { es: 'done', de: 'missing' } });
    const reviewed = await ok(review({ entity: 'settings-faqs', id: f.orgA, field: `faqs.${faq.id}.question`, locale: 'es' }, f.who.admin));
    expect(reviewed.fields[`faqs.${faq.id}.question`]).toEqual({ es: 'done', de: 'missing' });

    // Settings are an admin's: the editor is refused, after the wall (which lets staff through).
    await refused(status(`entity=settings-faqs&id=${f.orgA}`), 403, TRANSLATION_MESSAGES.noPermission);
    await refused(status(`entity=settings&id=${f.orgA}`), 403, TRANSLATION_MESSAGES.noPermission);
    await refused(review({ entity: 'settings', id: f.orgA, field: 'site_description', locale: 'es' }), 403, TRANSLATION_MESSAGES.noPermission);
    expect((await ok(status(`entity=settings&id=${f.orgA}`, f.who.admin))).locales).toEqual(['es', 'de']);
  });

  it('carries menu translations through the menu API, and counts them in the Site Map', async () => {
    const item = await ok<MenuItemView>(
      call(menuPost, 'POST', '/api/menu-items', f.who.editor, { display_name: 'About', display_name_translation: { es: 'Sobre nosotros' }, description: 'Who we are', description_translation: { es: '  ' } }),
      201,
    );
    expect(item).toMatchObject({ display_name_translation: { es: 'Sobre nosotros' }, description_translation: { es: '' } });
    const sub = await ok<SubmenuItemView>(
      call(subPost, 'POST', '/api/submenu-items', f.who.editor, { menu_item_id: item.id, name: 'Team', name_translation: { es: 'Equipo', de: 'Team' } }),
      201,
    );
    expect(sub).toMatchObject({ name_translation: { es: 'Equipo', de: 'Team' }, description_translation: {} });
    const listed = await ok<MenuView>(call(menuGet, 'GET', '/api/menu-items', f.who.editor));
    expect(listed.menu_items[0]).toMatchObject({ display_name_translation: { es: 'Sobre nosotros' }, website_submenuitem: [{ name_translation: { es: 'Equipo', de: 'Team' } }] });

    // Plain text within the base field's limits, in the product's languages only.
    for (const bad of [{ es: '<b>Sobre</b>' }, { es: 'x'.repeat(101) }, { xx: 'Über' }, { es: 7 }]) {
      const { status: got } = await answer(await call(menuPut, 'PUT', `/api/menu-items/${item.id}`, f.who.editor, { display_name_translation: bad }, { id: item.id }));
      expect(got, JSON.stringify(bad)).toBe(400);
    }
    expect((await answer(await call(subPut, 'PUT', `/api/submenu-items/${sub.id}`, f.who.editor, { description_translation: { es: '<script>' } }, { id: sub.id }))).status).toBe(400);

    // Texts: About (es), Who we are (none), Team (es, de); the sub-item's blank description is not counted.
    const map = await ok<SiteMapView>(call(siteMapGet, 'GET', '/api/site-map', f.who.editor));
    expect(map.menu_translation).toEqual({ es: 66, de: 33 });

    // A translation changed through PUT is kept in the entry's revisions and read by the status.
    await ok(call(menuPut, 'PUT', `/api/menu-items/${item.id}`, f.who.editor, { display_name: 'About us', version: 1 }, { id: item.id }));
    const itemStatus = await ok(status(`entity=menu-item&id=${item.id}`));
    expect(itemStatus.fields).toEqual({ description: { es: 'missing', de: 'missing' }, display_name: { es: 'stale', de: 'missing' } });
    await ok(call(menuPut, 'PUT', `/api/menu-items/${item.id}`, f.who.editor, { display_name_translation: { es: 'Sobre nosotros', de: 'Über uns' }, version: 2 }, { id: item.id }));
    expect((await ok(status(`entity=menu-item&id=${item.id}`))).fields.display_name).toEqual({ es: 'stale', de: 'done' });
    expect((await ok(status(`entity=submenu-item&id=${sub.id}`))).completeness).toEqual({ es: 100, de: 100 });
    expect((await ok<SiteMapView>(call(siteMapGet, 'GET', '/api/site-map', f.who.editor))).menu_translation).toEqual({ es: 66, de: 66 });
  });

  it('gives each page and post of the Site Map its share translated, with the sections on its path', async () => {
    const page = async (slug: string, values: Partial<typeof posts.$inferInsert>) =>
      (await database.db.insert(posts).values({ organizationId: f.orgA, slug, displayAsBlogPost: false, title: slug, ...values }).returning())[0];
    const services = await page('services', { title: 'Services', titleTranslation: { es: 'Servicios' }, content: '<p>What we do</p>', contentTranslation: { es: '<p></p>' } });
    const [section] = await database.db
      .insert(templateSections)
      .values({ organizationId: f.orgA, urlPage: '/services', sectionTitle: 'Our work', sectionTitleTranslation: { es: 'Nuestro trabajo', de: 'Unsere Arbeit' } })
      .returning();
    const [card] = await database.db.insert(metrics).values({ organizationId: f.orgA, title: 'Wills', titleTranslation: { es: 'Testamentos' }, description: 'Simple' }).returning();
    await database.db.insert(templateSectionMetrics).values({ organizationId: f.orgA, sectionId: section.id, metricId: card.id });
    await database.db.insert(headingSections).values({ organizationId: f.orgA, urlPage: '/services', name: 'Talk to us', nameTranslation: { de: 'Sprechen Sie mit uns' } });
    const home = await page('home', { title: 'Home', titleTranslation: { es: 'Inicio' } });
    await database.db.insert(heroes).values({ organizationId: f.orgA, title: 'Welcome', titleTranslation: { es: 'Bienvenido', de: 'Willkommen' }, button: 'Get Started' });
    const blog = await page('news', { title: 'News', displayAsBlogPost: true });
    // Another organisation's section on the same path counts for nothing here.
    await database.db.insert(templateSections).values({ organizationId: f.orgB, urlPage: '/services', sectionTitle: 'Elsewhere' });

    const map = await ok<SiteMapView>(call(siteMapGet, 'GET', '/api/site-map', f.who.editor));
    const of = (id: string) => [...map.pages, ...map.posts].find((entry) => entry.id === id)?.translation;
    // Services: its title and content, the section's title, the card's title and description, the heading's name.
    expect(of(services.id)).toEqual({ es: 50, de: 33 });
    // Home: its title, the hero's title and button.
    expect(of(home.id)).toEqual({ es: 66, de: 33 });
    expect(of(blog.id)).toEqual({ es: 0, de: 0 });
    expect(map.menu_translation).toEqual({ es: 100, de: 100 });

    // B offers no other language: no figures at all.
    const mapB = await ok<SiteMapView>(call(siteMapGet, 'GET', '/api/site-map', f.who.adminB, undefined, {}, HOST_B));
    expect(mapB.menu_translation).toEqual({});
  });

  it('refuses bad input with 400 naming it', async () => {
    const post = await retitledPost();
    expect((await refused(status(`entity=page-of-nothing&id=${post.id}`), 400, REVISION_MESSAGES.entityUnknown)).details).toHaveProperty('entity');
    expect((await refused(status('entity=post&id=not-an-id'), 400, TRANSLATION_MESSAGES.idRequired)).details).toMatchObject({ fieldErrors: { id: [TRANSLATION_MESSAGES.idRequired] } });
    await refused(status(`id=${post.id}`), 400, TRANSLATION_MESSAGES.entityRequired);
    expect((await answer(await status(`entity=post%00&id=${post.id}`))).status).toBe(400);

    const base = { entity: 'post', id: post.id, field: 'title', locale: 'es' };
    // French is a language of the product, but not of this site; English is its default.
    expect((await refused(review({ ...base, locale: 'fr' }), 400, TRANSLATION_MESSAGES.localeNotOffered)).details).toEqual({ locale: [TRANSLATION_MESSAGES.localeNotOffered] });
    await refused(review({ ...base, locale: 'en' }), 400, TRANSLATION_MESSAGES.localeNotOffered);
    await refused(review({ ...base, locale: 'klingon' }), 400, TRANSLATION_MESSAGES.localeNotOffered);
    expect((await refused(review({ ...base, field: 'slug' }), 400, TRANSLATION_MESSAGES.fieldUnknown)).details).toEqual({ field: [TRANSLATION_MESSAGES.fieldUnknown] });
    await refused(review({ ...base, field: 'title_translation' }), 400, TRANSLATION_MESSAGES.fieldUnknown);
    await refused(review({ ...base, field: '' }), 400, TRANSLATION_MESSAGES.fieldRequired);
    await refused(review({ ...base, entity: 'nothing' }), 400, REVISION_MESSAGES.entityUnknown);
    expect((await answer(await review({ ...base, field: 'title\u0000' }))).status).toBe(400);
    expect(await database.db.select().from(translationReviews)).toEqual([]);
  });

  it('answers staff only, and never another organisation’s record', async () => {
    const post = await retitledPost();
    const query = `entity=post&id=${post.id}`;
    await refused(status(query, {}), 401, NO_SESSION_MESSAGE);
    await refused(review({ entity: 'post', id: post.id, field: 'title', locale: 'es' }, {}), 401, NO_SESSION_MESSAGE);
    await refused(status(query, f.who.customer), 403, NO_PERMISSION_MESSAGE);
    await refused(review({ entity: 'post', id: post.id, field: 'title', locale: 'es' }, f.who.customer), 403, NO_PERMISSION_MESSAGE);
    // B's admin on A's host holds no role there; on B's own host, A's record does not exist.
    await refused(status(query, f.who.adminB), 403, NO_PERMISSION_MESSAGE);
    await refused(status(query, f.who.adminB, HOST_B), 404, POST_MESSAGES.notFound);
    await refused(review({ entity: 'post', id: post.id, field: 'title', locale: 'es' }, f.who.adminB, HOST_B), 404, POST_MESSAGES.notFound);
    await refused(status(`entity=menu-item&id=${MISSING_ID}`), 404, MENU_MESSAGES.menuItemNotFound);
    await refused(status(`entity=settings&id=${f.orgB}`, f.who.admin), 404, SETTINGS_MESSAGES.organizationNotFound);
    expect(await database.db.select().from(translationReviews)).toEqual([]);

    // The editor reads and reviews a section.
    const section = await ok<Json>(call(sectionPost, 'POST', '/api/template-sections', f.who.editor, { section_title: 'Team', section_title_translation: { es: 'Equipo' }, url_page: '/team' }), 201);
    expect((await ok(status(`entity=section&id=${section.id}`))).fields).toEqual({ section_title: { es: 'done', de: 'missing' } });
    await ok(review({ entity: 'section', id: section.id, field: 'section_title', locale: 'de' }));
  });
});
