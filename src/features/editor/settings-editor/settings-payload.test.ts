// The working copy from the organisation data and back: what counts as a change (the badge and
// Save), and what a save sends (changed fields by id, new records with keys, explicit deletions).
import { describe, expect, it } from 'vitest';
import { addRecord, moveRecord, newRecords, patchRecord, removeRecord } from './draft-edits';
import { draftFromData, type SettingsDraft } from './settings-draft';
import { IDS, organizationData } from './settings-fixture';
import { buildPayload, changesCookies, hasChanges } from './settings-payload';

const load = (locale = 'en') => draftFromData(organizationData(), locale);
const edit = (draft: SettingsDraft, patch: Partial<SettingsDraft>) => ({ ...draft, ...patch });

describe('the working copy', () => {
  it('takes every tab\'s records with their texts as typed: prices in major units, paths a line each', () => {
    const draft = load('de');
    expect(draft.general).toMatchObject({ name: 'Brightstack', supported_locales: ['en', 'de'], contact_email: 'hello@brightstack.test' });
    expect(draft.faqs.map((faq) => faq.key)).toEqual([IDS.faqA, IDS.faqB]);
    expect(draft.pricing_plans[0]).toMatchObject({ price: '12,50', product_key: IDS.product, currency: 'EUR' });
    expect(draft.banners[0]).toMatchObject({ text: 'Sale', icon: 'tag', background: 'sky-700', page_paths: '/pricing', dismissal_duration: '7 days' });
    expect(draft.meeting_types[0]).toMatchObject({ duration_minutes: '30', price: '', host_user_id: 'u1' });
    expect(draft.blog_posts[0]).toMatchObject({ id: IDS.post, version: 3, order: '0', help_center_order: '0' });
  });
});

describe('change detection', () => {
  it('sees nothing to save in the data as loaded', () => {
    const draft = load();
    expect(hasChanges(draft, draft, 'en')).toBe(false);
    expect(buildPayload(draft, draft, 7, 'en').body).toEqual({ version: 7 });
  });

  it('counts a value typed differently but meaning the same as no change', () => {
    const snapshot = load('de');
    const draft = patchRecord(snapshot, 'pricing_plans', IDS.plan, { price: '12,5' });
    expect(hasChanges(snapshot, edit(snapshot, draft), 'de')).toBe(false);
    const blankTranslation = patchRecord(snapshot, 'faqs', IDS.faqA, { question_translation: { de: 'Öffnungszeiten?', fr: '  ' } });
    expect(hasChanges(snapshot, edit(snapshot, blankTranslation), 'de')).toBe(false);
  });

  it('sees a change, and none again once it is undone by hand', () => {
    const snapshot = load();
    const changed = edit(snapshot, patchRecord(snapshot, 'faqs', IDS.faqB, { answer: 'No' }));
    expect(hasChanges(snapshot, changed, 'en')).toBe(true);
    const back = edit(changed, patchRecord(changed, 'faqs', IDS.faqB, { answer: 'Yes' }));
    expect(hasChanges(snapshot, back, 'en')).toBe(false);
  });
});

describe('the body of a save', () => {
  it('sends only the settings that changed, under the version it is based on', () => {
    const snapshot = load();
    const draft = edit(snapshot, { general: { ...snapshot.general, name: 'Brightstack Ltd', primary_shade: '700' } });
    expect(buildPayload(snapshot, draft, 7, 'en').body).toEqual({ version: 7, settings: { name: 'Brightstack Ltd', primary_shade: '700' } });
  });

  it('sends the time zone only when another one is chosen', () => {
    const snapshot = load();
    expect(snapshot.general.time_zone).toBe('Europe/Dublin');
    const named = edit(snapshot, { general: { ...snapshot.general, name: 'Brightstack Ltd' } });
    expect(buildPayload(snapshot, named, 7, 'en').body.settings).not.toHaveProperty('time_zone');
    const moved = edit(snapshot, { general: { ...snapshot.general, time_zone: 'America/New_York' } });
    expect(hasChanges(snapshot, moved, 'en')).toBe(true);
    expect(buildPayload(snapshot, moved, 7, 'en').body).toEqual({ version: 7, settings: { time_zone: 'America/New_York' } });
    const back = edit(moved, { general: { ...moved.general, time_zone: 'Europe/Dublin' } });
    expect(hasChanges(snapshot, back, 'en')).toBe(false);
  });

  it('updates a record by its id with its changed fields, and creates a new one whole with its key', () => {
    const snapshot = load();
    let draft = edit(snapshot, patchRecord(snapshot, 'faqs', IDS.faqA, { answer: 'Eight to six' }));
    const faq = { ...newRecords.faq(), question: 'Wheelchair access?', answer: 'Yes, everywhere' };
    draft = edit(draft, addRecord(draft, 'faqs', faq));
    const { body, refs } = buildPayload(snapshot, draft, 7, 'en');
    expect(body.faqs).toEqual([
      { id: IDS.faqA, answer: 'Eight to six' },
      { key: faq.key, question: 'Wheelchair access?', question_translation: {}, answer: 'Yes, everywhere', answer_translation: {}, category: null, is_displayed: true, order: 20 },
    ]);
    expect(refs.faqs).toEqual([IDS.faqA, faq.key]);
  });

  it('sends a new order for every record of a list that was reordered', () => {
    const snapshot = load();
    const draft = edit(snapshot, moveRecord(snapshot, 'faqs', IDS.faqB, IDS.faqA));
    expect(draft.faqs.map((faq) => faq.key)).toEqual([IDS.faqB, IDS.faqA]);
    expect(buildPayload(snapshot, draft, 7, 'en').body.faqs).toEqual([{ id: IDS.faqB, order: 0 }, { id: IDS.faqA, order: 10 }]);
  });

  it('deletes explicitly, list by list; a category takes its services with it', () => {
    const snapshot = load();
    let draft = edit(snapshot, removeRecord(snapshot, 'faqs', IDS.faqA));
    draft = edit(draft, removeRecord(draft, 'cookie_categories', IDS.category));
    const { body } = buildPayload(snapshot, draft, 7, 'en');
    expect(body.deleted).toEqual({ faqs: [IDS.faqA], cookie_categories: [IDS.category], cookie_services: [IDS.service] });
    expect(body.faqs).toBeUndefined();
    expect(changesCookies(body)).toBe(true);
  });

  it('lets a new plan name a new product, and a new service a new category, by key', () => {
    const snapshot = load();
    const product = { ...newRecords.product(), name: 'Edge', slug: 'edge' };
    let draft = edit(snapshot, addRecord(snapshot, 'products', product));
    const plan = { ...newRecords.plan(product.key, 'USD'), name: 'Starter', price: '9.99' };
    draft = edit(draft, addRecord(draft, 'pricing_plans', plan));
    const category = { ...newRecords.category(), name: 'Marketing' };
    draft = edit(draft, addRecord(draft, 'cookie_categories', category));
    const service = { ...newRecords.service(category.key), name: 'Ads' };
    draft = edit(draft, addRecord(draft, 'cookie_services', service));
    const { body } = buildPayload(snapshot, draft, 7, 'en');
    expect(body.products).toEqual([expect.objectContaining({ key: product.key, slug: 'edge', order: 10 })]);
    expect(body.pricing_plans).toEqual([expect.objectContaining({ key: plan.key, product_id: product.key, price: 999, currency: 'USD', currency_symbol: '$' })]);
    expect(body.cookie_categories).toEqual([expect.objectContaining({ key: category.key, name: 'Marketing' })]);
    expect(body.cookie_services).toEqual([expect.objectContaining({ key: service.key, category_id: category.key, active: true })]);
  });

  it('sends prices in minor units and the promotion price beside them', () => {
    const snapshot = load('de');
    const draft = edit(snapshot, patchRecord(snapshot, 'pricing_plans', IDS.plan, { price: '19,90', is_promotion: true, promotion_price: '14,9' }));
    expect(buildPayload(snapshot, draft, 7, 'de').body.pricing_plans).toEqual([{ id: IDS.plan, price: 1990, is_promotion: true, promotion_price: 1490 }]);
  });

  it('updates a post\'s display settings under the post\'s own version, and never creates or deletes posts', () => {
    const snapshot = load();
    const draft = edit(snapshot, patchRecord(snapshot, 'blog_posts', IDS.post, { is_displayed_first_page: true, order: '4' }));
    expect(buildPayload(snapshot, draft, 7, 'en').body.blog_posts).toEqual([{ id: IDS.post, version: 3, is_displayed_first_page: true, order: 4 }]);
    expect(buildPayload(snapshot, edit(snapshot, { blog_posts: [] }), 7, 'en').body).toEqual({ version: 7 });
  });

  it('sends a banner\'s content whole, its paths as a list and its week in order', () => {
    const snapshot = load();
    let draft = edit(snapshot, patchRecord(snapshot, 'banners', IDS.banner, { link_url: '/pricing', link_label: 'See prices', page_paths: '/pricing\n /blog/* \n' }));
    draft = edit(draft, patchRecord(draft, 'meeting_types', IDS.meeting, { availability: { tue: [{ start: '14:00', end: '15:00' }, { start: '09:00', end: '10:00' }] } }));
    const { body } = buildPayload(snapshot, draft, 7, 'en');
    expect(body.banners).toEqual([
      { id: IDS.banner, content: { text: 'Sale', text_translation: {}, icon: 'tag', link: { url: '/pricing', label: 'See prices', label_translation: {}, isExternal: false }, banner_background: 'sky-700' }, page_paths: ['/pricing', '/blog/*'] },
    ]);
    expect(body.meeting_types).toEqual([{ id: IDS.meeting, availability: { tue: [{ start: '09:00', end: '10:00' }, { start: '14:00', end: '15:00' }] } }]);
    expect(changesCookies(body)).toBe(false);
  });
});
