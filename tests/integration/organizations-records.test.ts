// The Global Settings tabs' records through PUT /api/organizations/{orgId} (editing-layer spec §2, §3
// "Organisation data", §7; docs/decisions/074): an organisation's admins create, change, reorder and
// delete FAQs, features, banners, products with their plans, cookie categories with their services,
// meeting types, and the Blog tab's display settings, all in one transaction; the organisation data
// has one version; each tab keeps a history that can be restored; visitors see the change at once,
// and a visitor who decided on cookies is asked again when the catalogue changes. Run on the demo
// organisations (harbour-law as A, brightstack as B).
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHtmlCache } from '../../front/html-cache.mjs';
import { GET as orgGet, PUT as orgPut } from '@/app/api/organizations/[orgId]/route';
import { GET as sectionGet } from '@/app/api/organizations/[orgId]/sections/[section]/route';
import { GET as revisionsGet } from '@/app/api/revisions/route';
import { POST as restorePost } from '@/app/api/revisions/[id]/restore/route';
import { GET as consentGet, POST as consentPost } from '@/app/api/cookies/consent/route';
import { faqs, posts, pricingPlans, rateLimits, revisions } from '@/server/db/schema';
import { bannersForPage } from '@/server/banners/service';
import { listDisplayedFaqs, listDisplayedPlans } from '@/server/commerce/queries';
import { connectHtmlCache } from '@/server/cache/html-cache-bridge';
import { NO_PERMISSION_MESSAGE, NO_SESSION_MESSAGE } from '@/server/http/api';
import type { RouteHandler } from '@/server/http/route';
import { RECORD_LIMITS, RECORD_MESSAGES } from '@/schemas/organization-records';
import { SETTINGS_MAX_BODY_BYTES, SETTINGS_MESSAGES, type SettingsView } from '@/schemas/organization-settings';
import { CONTENT_MESSAGES } from '@/schemas/template-section';
import { VERSION_MESSAGES } from '@/schemas/version';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases';
import { headersFor, type Who } from './caller';
import { demoPeople, type Person } from './people';

const A = 'harbour-law.localhost';
const B = 'brightstack.localhost';
type Row = Record<string, unknown> & { id: string };
type Data = Record<string, Row[]> & { settings: SettingsView; meeting_hosts: { id: string; name: string }[] };
type Refusal = { error: string; details?: { formErrors?: string[]; fieldErrors?: Record<string, string[]> } & Record<string, unknown>; current?: Data };

function call(handler: RouteHandler, method: string, url: string, who: Who, body?: unknown, params: Record<string, string> = {}, host = A, headers: Record<string, string> = {}) {
  const init = { method, headers: { ...headersFor(host, who, body !== undefined), ...headers }, body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body) };
  return handler(new Request(`http://${host}${url}`, init), { params: Promise.resolve(params) });
}

/** A row as a save may send it back: without the timestamps GET adds. */
const bare = ({ created_at: _created, updated_at: _updated, ...row }: Row) => row;

describe.each(DATABASE_KINDS)('the Global Settings records on %s', (kind) => {
  let database: TestDatabase;
  let orgA = '';
  let orgB = '';
  const who = {} as Record<Person, Who>;

  const get = (as: Who = who.admin) => call(orgGet, 'GET', `/api/organizations/${orgA}`, as, undefined, { orgId: orgA });
  const put = (body: unknown, as: Who = who.admin, orgId = orgA, host = A) => call(orgPut, 'PUT', `/api/organizations/${orgId}`, as, body, { orgId }, host);
  const history = (entity: string) => call(revisionsGet, 'GET', `/api/revisions?entity=${entity}&id=${orgA}`, who.admin);
  const restore = (id: string, version: number) => call(restorePost, 'POST', `/api/revisions/${id}/restore`, who.admin, { version }, { id });

  async function ok<T = Data>(pending: Promise<Response>, status = 200): Promise<T> {
    const response = await pending;
    expect(response.status, (await response.clone().text()).slice(0, 600)).toBe(status);
    return (await response.json()) as T;
  }

  async function refused(pending: Promise<Response>, status: number, error?: string): Promise<Refusal> {
    const response = await pending;
    const body = (await response.json()) as Refusal;
    expect(response.status, JSON.stringify(body).slice(0, 400)).toBe(status);
    if (error !== undefined) expect(body.error).toBe(error);
    return body;
  }

  const data = () => ok(get());
  const version = async () => (await data()).settings.version;
  /** Saves `body` based on the current version; answers the organisation data and checks it went up by one. */
  async function save(body: Record<string, unknown>): Promise<Data> {
    const before = await version();
    const saved = await ok(put({ ...body, version: before }));
    expect(saved.settings.version).toBe(before + 1);
    return saved;
  }
  const byId = (list: Row[], id: string) => list.find((row) => row.id === id);
  /** Every row of A and B in the tables a save may touch, to prove a refused save wrote nothing. */
  const fingerprint = async () =>
    (await database.db.execute<{ f: string }>(sql`select md5(string_agg(t::text, '|' order by t::text)) as f from (
      select row_to_json(x)::text as t from faqs x union all select row_to_json(x)::text from features x union all select row_to_json(x)::text from banners x
      union all select row_to_json(x)::text from products x union all select row_to_json(x)::text from pricing_plans x union all select row_to_json(x)::text from cookie_categories x
      union all select row_to_json(x)::text from cookie_services x union all select row_to_json(x)::text from meeting_types x union all select row_to_json(x)::text from posts x
      union all select row_to_json(x)::text from organization_settings x union all select row_to_json(x)::text from revisions x) s`)).rows[0]!.f;
  const staff = async (role: string, organizationId = orgA) =>
    (await database.db.execute<{ id: string; email: string }>(sql`select p.user_id as id, u.email from profiles p join "user" u on u.id = p.user_id where p.organization_id = ${organizationId} and p.role = ${role} limit 1`)).rows[0]!;

  beforeAll(async () => {
    database = await createTestDatabase(kind, { seed: 'demo' });
    const people = await demoPeople(database.db);
    ({ orgA, orgB } = people);
    Object.assign(who, people.who);
  }, 300_000);
  afterAll(() => database?.dispose());

  it('takes back every record exactly as GET answered it, and a save that changes nothing raises nothing', async () => {
    const before = await data();
    const lists = ['products', 'pricing_plans', 'features', 'faqs', 'banners', 'cookie_categories', 'cookie_services', 'meeting_types'];
    const answer = await ok(put({ version: before.settings.version, ...Object.fromEntries(lists.map((list) => [list, before[list]!.map(bare)])) }));
    expect(answer.settings.version).toBe(before.settings.version);
    for (const list of lists) expect(answer[list]!.map(bare), list).toEqual(before[list]!.map(bare));
    expect(await database.db.select().from(revisions).where(eq(revisions.organizationId, orgA))).toEqual([]);
  });

  const CASES: Record<string, { create: (n: number) => Record<string, unknown>; change: Record<string, unknown>; ordered: boolean }> = {
    faqs: { create: (n) => ({ question: `Can I call on Sundays (${n})?`, answer: '<p>Yes, <strong>by appointment</strong>.</p>', category: 'Visits' }), change: { answer: '<p>Only on Saturdays.</p>' }, ordered: true },
    features: { create: (n) => ({ name: `Fixed fees ${n}`, description: 'No surprises.', icon_name: 'scale' }), change: { description: 'Agreed up front.' }, ordered: true },
    banners: { create: (n) => ({ content: { text: `Open day ${n}`, link: { url: '/contact', label: 'Book' } }, page_paths: ['/', '/blog/*'], dismissal_duration: '7 days', type: 'closed' }), change: { is_enabled: false, dismissal_duration: '1 minute' }, ordered: false },
    products: { create: (n) => ({ name: `Estate planning ${n}`, slug: `estate-planning-${n}` }), change: { description: 'Wills and trusts.' }, ordered: true },
    pricing_plans: { create: (n) => ({ name: `Consult ${n}`, price: 15_000, currency: 'EUR', currency_symbol: '€', recurring_interval: 'one_time', features: [{ text: 'One hour', included: true }] }), change: { is_promotion: true, promotion_price: 12_000, promotion_ends_at: '2030-01-01T00:00:00Z' }, ordered: true },
    cookie_categories: { create: (n) => ({ name: `Marketing ${n}`, description: 'Advertising' }), change: { description: 'Advertising partners' }, ordered: true },
    meeting_types: { create: (n) => ({ name: `First call ${n}`, duration_minutes: 20, price: 0 }), change: { duration_minutes: 45, availability: { mon: [{ start: '09:00', end: '12:00' }, { start: '13:00', end: '17:00' }], fri: [] } }, ordered: true },
  };

  for (const [list, { create, change, ordered }] of Object.entries(CASES)) {
    it(`creates, changes, reorders and deletes ${list}`, async () => {
      const count = (await data())[list]!.length;
      const created = await save({ [list]: [create(1), create(2)].map((record) => (ordered ? { ...record, order: 900 } : record)) });
      expect(created[list]).toHaveLength(count + 2);
      const [first, second] = created[list]!.slice(-2) as [Row, Row];
      expect(first).toMatchObject(Object.fromEntries(Object.entries(create(1)).filter(([field]) => field !== 'answer' && field !== 'content')));
      // Only the fields sent change.
      const changed = await save({ [list]: [{ id: first.id, ...change }] });
      expect(bare(byId(changed[list]!, first.id)!)).toEqual({ ...bare(first), ...change, ...(change.promotion_ends_at ? { promotion_ends_at: '2030-01-01T00:00:00.000Z' } : {}) });
      expect(byId(changed[list]!, second.id)).toEqual(second);
      if (ordered) {
        const moved = await save({ [list]: [{ id: first.id, order: 902 }, { id: second.id, order: 901 }] });
        const ids = moved[list]!.map((row) => row.id);
        expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
      }
      const gone = await save({ deleted: { [list]: [first.id, second.id] } });
      expect(gone[list]).toHaveLength(count);
      expect(byId(gone[list]!, first.id)).toBeUndefined();
    });
  }

  it('creates a service in a category, and deleting the category deletes its services', async () => {
    const made = await save({ cookie_categories: [{ key: 'ads', name: 'Ads' }], cookie_services: [{ name: 'Pixel', category_id: 'ads', description: 'Counts conversions' }] });
    const category = made.cookie_categories!.find((c) => c.name === 'Ads')!;
    const service = made.cookie_services!.find((s) => s.name === 'Pixel')!;
    expect(service).toMatchObject({ category_id: category.id, active: true, description: 'Counts conversions' });
    const changed = await save({ cookie_services: [{ id: service.id, active: false }] });
    expect(byId(changed.cookie_services!, service.id)).toMatchObject({ active: false });
    const gone = await save({ deleted: { cookie_categories: [category.id] } });
    expect(byId(gone.cookie_services!, service.id)).toBeUndefined();
  });

  it('links a new plan to a new product by its key in one save; deleting the product keeps the plan without one', async () => {
    const made = await save({
      products: [{ key: 'retainer', name: 'Retainer', slug: 'retainer' }],
      pricing_plans: [{ name: 'Monthly retainer', price: 90_000, product_id: 'retainer', is_promotion: true, promotion_price: 80_000 }],
    });
    const product = made.products!.find((p) => p.slug === 'retainer')!;
    const plan = made.pricing_plans!.find((p) => p.name === 'Monthly retainer')!;
    expect(plan).toMatchObject({ product_id: product.id, price: 90_000, currency: 'USD', recurring_interval: 'month', promotion_price: 80_000 });
    // Its slug is taken now, by an existing product or a second new one.
    const taken = await refused(put({ products: [{ name: 'Again', slug: 'retainer' }] }), 400, RECORD_MESSAGES.slugTaken);
    expect(taken.details?.fieldErrors).toEqual({ 'products.0.slug': [RECORD_MESSAGES.slugTaken] });
    const gone = await save({ deleted: { products: [product.id] } });
    expect(byId(gone.pricing_plans!, plan.id)).toMatchObject({ product_id: null });
    await save({ deleted: { pricing_plans: [plan.id] } });
  });

  it('refuses a save based on another version with the organisation data as it now is', async () => {
    const now = await version();
    const stale = await refused(put({ version: now - 1, faqs: [{ question: 'Stale?', answer: 'Yes' }] }), 409, VERSION_MESSAGES.conflict);
    expect(stale.details).toEqual({ sent_version: now - 1, current_version: now });
    expect(stale.current).toEqual(await data());
    expect(stale.current!.faqs!.some((faq) => faq.question === 'Stale?')).toBe(false);
    // Without a version nothing is checked, as the spec's clients save.
    expect((await ok(put({ faqs: [{ question: 'Unchecked?', answer: 'Yes' }] }))).settings.version).toBe(now + 1);
    await database.db.delete(faqs).where(and(eq(faqs.organizationId, orgA), eq(faqs.question, 'Unchecked?')));
  });

  it('saves a post’s display settings with its own version, and refuses a stale one with everything rolled back', async () => {
    const post = (await data()).blog_posts![0]!;
    const saved = await save({ blog_posts: [{ id: post.id, version: post.version, display_as_blog_post: !post.display_as_blog_post, order: 7 }] });
    const after = byId(saved.blog_posts!, post.id)!;
    expect(after).toMatchObject({ version: (post.version as number) + 1, display_as_blog_post: !post.display_as_blog_post, order: 7 });
    const before = await fingerprint();
    const stale = await refused(put({ version: saved.settings.version, faqs: [{ question: 'Rolled back?', answer: 'Yes' }], blog_posts: [{ id: post.id, version: post.version, is_help_center: true }] }), 409, VERSION_MESSAGES.conflict);
    expect(stale.details).toMatchObject({ sent_version: post.version, current_version: after.version, post_id: post.id, path: 'blog_posts.0.version' });
    expect(stale.current).toEqual(await data());
    expect(await fingerprint()).toBe(before);
    await refused(put({ blog_posts: [{ id: post.id, is_help_center: true }] }), 400, RECORD_MESSAGES.postVersionRequired);
    await save({ blog_posts: [{ id: post.id, version: after.version, display_as_blog_post: post.display_as_blog_post, order: post.order }] });
  });

  it('refuses another organisation’s ids, and leaves its rows alone when asked to delete them', async () => {
    const [foreignFaq] = await database.db.select().from(faqs).where(eq(faqs.organizationId, orgB)).limit(1);
    const [foreignPlan] = await database.db.select().from(pricingPlans).where(eq(pricingPlans.organizationId, orgB)).limit(1);
    const [foreignPost] = await database.db.select().from(posts).where(eq(posts.organizationId, orgB)).limit(1);
    const own = (await data()).faqs![0]!;
    const before = await fingerprint();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ faqs: [{ question: 'New one', answer: 'Made' }, { id: foreignFaq!.id, question: 'Taken over' }] }, 'faqs.1.id', RECORD_MESSAGES.notFound],
      [{ faqs: [{ id: own.id, question: 'Changed' }], pricing_plans: [{ name: 'Mine', price: 1, product_id: foreignPlan!.productId }] }, 'pricing_plans.0.product_id', RECORD_MESSAGES.productUnknown],
      [{ blog_posts: [{ id: foreignPost!.id, version: foreignPost!.version, display_this_post: false }] }, 'blog_posts.0.id', RECORD_MESSAGES.notFound],
      [{ faqs: [{ id: crypto.randomUUID(), question: 'Nobody' }] }, 'faqs.0.id', RECORD_MESSAGES.notFound],
    ];
    for (const [body, path, message] of cases) {
      const answer = await refused(put(body), 400, message);
      expect(answer.details?.fieldErrors?.[path], path).toEqual([message]);
    }
    expect(await fingerprint()).toBe(before);
    // Deleting B's FAQ from A's save: a no-op, as for an id that is gone.
    await ok(put({ deleted: { faqs: [foreignFaq!.id, crypto.randomUUID()] } }));
    expect(await database.db.select().from(faqs).where(eq(faqs.id, foreignFaq!.id))).toHaveLength(1);
  });

  it('refuses bad input with its message under the field’s path, and never a server error', async () => {
    const before = await fingerprint();
    const category = (await data()).cookie_categories![0]!;
    const cases: [unknown, string, string][] = [
      [{ features: [{ name: '   ' }] }, 'features.0.name', RECORD_MESSAGES.nameRequired],
      [{ features: [{ description: 'No name' }] }, 'features.0.name', RECORD_MESSAGES.nameRequired],
      [{ faqs: [{ question: 'Q?' }] }, 'faqs.0.answer', RECORD_MESSAGES.answerRequired],
      [{ faqs: [{ question: 'Q?', answer: '<script>alert(1)</script>' }] }, 'faqs.0.answer', RECORD_MESSAGES.answerRequired],
      [{ pricing_plans: [{ name: 'Neg', price: -1 }] }, 'pricing_plans.0.price', RECORD_MESSAGES.priceInvalid],
      [{ pricing_plans: [{ name: 'Big', price: RECORD_LIMITS.price + 1 }] }, 'pricing_plans.0.price', RECORD_MESSAGES.priceInvalid],
      [{ pricing_plans: [{ name: 'Promo', price: 100, is_promotion: true, promotion_price: 100 }] }, 'pricing_plans.0.promotion_price', RECORD_MESSAGES.promotionNotLower],
      [{ pricing_plans: [{ name: 'Cur', price: 100, currency: 'usd' }] }, 'pricing_plans.0.currency', RECORD_MESSAGES.currencyInvalid],
      [{ pricing_plans: [{ name: 'Int', price: 100, recurring_interval: 'weekly' }] }, 'pricing_plans.0.recurring_interval', RECORD_MESSAGES.intervalInvalid],
      [{ pricing_plans: [{ name: 'Date', price: 100, promotion_ends_at: 'soon' }] }, 'pricing_plans.0.promotion_ends_at', RECORD_MESSAGES.dateInvalid],
      [{ pricing_plans: [{ name: 'Orphan', price: 100, product_id: 'nope' }] }, 'pricing_plans.0.product_id', RECORD_MESSAGES.productUnknown],
      [{ banners: [{ dismissal_duration: 'a while' }] }, 'banners.0.dismissal_duration', RECORD_MESSAGES.dismissalInvalid],
      [{ banners: [{ dismissal_duration: '0 days' }] }, 'banners.0.dismissal_duration', RECORD_MESSAGES.dismissalInvalid],
      [{ banners: [{ content: { link: { url: 'javascript:alert(1)', label: 'Go' } } }] }, 'banners.0.content.link.url', CONTENT_MESSAGES.urlInvalid],
      [{ banners: [{ content: 'Hello' }] }, 'banners.0.content', RECORD_MESSAGES.contentInvalid],
      [{ banners: [{ position: 'middle' }] }, 'banners.0.position', RECORD_MESSAGES.positionInvalid],
      [{ banners: [{ page_paths: ['pricing'] }] }, 'banners.0.page_paths.0', RECORD_MESSAGES.pagePathInvalid],
      [{ products: [{ name: 'Slug', slug: 'Not OK' }] }, 'products.0.slug', RECORD_MESSAGES.slugInvalid],
      [{ faqs: [{ question: 'Q', answer: 'A', order: -1 }] }, 'faqs.0.order', RECORD_MESSAGES.orderInvalid],
      [{ faqs: [{ question: 'Q', answer: 'A', question_translation: { xx: 'Q' } }] }, 'faqs.0.question_translation', ''],
      [{ faqs: [{ question: 'Q', answer: 'A', created_at: 'now' }] }, 'faqs.0', RECORD_MESSAGES.unknownField(['created_at'])],
      [{ faqs: [{ question: 'Q', answer: 'A', key: 'k' }, { question: 'R', answer: 'B', key: 'k' }] }, 'faqs.1.key', RECORD_MESSAGES.keyRepeated],
      [{ cookie_services: [{ name: 'S' }] }, 'cookie_services.0.category_id', RECORD_MESSAGES.categoryRequired],
      [{ cookie_services: [{ name: 'S', category_id: category.id }], deleted: { cookie_categories: [category.id] } }, 'cookie_services.0.category_id', RECORD_MESSAGES.parentDeleted],
      [{ meeting_types: [{ name: 'M', duration_minutes: 2 }] }, 'meeting_types.0.duration_minutes', RECORD_MESSAGES.durationInvalid],
      [{ meeting_types: [{ name: 'M', duration_minutes: 30, availability: { mon: [{ start: '09:00', end: '12:00' }, { start: '11:00', end: '13:00' }] } }] }, 'meeting_types.0.availability.mon', RECORD_MESSAGES.rangesOverlap],
      [{ meeting_types: [{ name: 'M', duration_minutes: 30, availability: { mon: [{ start: '17:00', end: '09:00' }] } }] }, 'meeting_types.0.availability.mon.0.end', RECORD_MESSAGES.rangeBackwards],
      [{ meeting_types: [{ name: 'M', duration_minutes: 30, availability: { someday: [] } }] }, 'meeting_types.0.availability', RECORD_MESSAGES.unknownField(['someday'])],
      [{ faqs: [], hero: {} }, '', SETTINGS_MESSAGES.unknownKey(['hero'])],
      [{}, '', RECORD_MESSAGES.nothingToSave],
    ];
    for (const [body, path, message] of cases) {
      const answer = await refused(put(body), 400);
      const errors = path === '' ? answer.details?.formErrors : answer.details?.fieldErrors?.[path];
      expect(errors, `${JSON.stringify(body)} → ${JSON.stringify(answer.details)}`).toBeDefined();
      if (message) expect(errors).toContain(message);
    }
    expect((await put({ faqs: [{ question: 'Nul\u0000', answer: 'A' }] })).status).toBe(400);
    const raw = (text: string) => call(orgPut, 'PUT', `/api/organizations/${orgA}`, who.admin, text, { orgId: orgA });
    expect((await raw(JSON.stringify({ faqs: [{ question: 'Big', answer: 'x'.repeat(SETTINGS_MAX_BODY_BYTES) }] }))).status).toBe(413);
    expect((await put({ faqs: Array.from({ length: RECORD_LIMITS.perList + 1 }, () => ({ question: 'Q', answer: 'A' })) })).status).toBe(400);
    expect(await fingerprint()).toBe(before);
  });

  it('stores rich text cut to the public site’s allowlist and plain fields as text', async () => {
    const saved = await save({
      faqs: [{ question: 'Safe?', answer: '<p onclick="x()">Yes<script>alert(1)</script> <a href="javascript:alert(1)">really</a></p>' }],
      banners: [{ content: { text: 'Sale', customContent: '<em>now</em><img src=x onerror=alert(1)>', banner_background: 'bg-sky-700' }, landing_content: '<h2>Deal</h2><iframe src="https://evil.example"></iframe>' }],
    });
    const faq = saved.faqs!.find((f) => f.question === 'Safe?')!;
    expect(faq.answer).toBe('<p>Yes <a>really</a></p>');
    const banner = saved.banners!.at(-1)!;
    expect(banner.content).toEqual({ text: 'Sale', customContent: '<em>now</em>', banner_background: 'sky-700' });
    expect(banner.landing_content).toBe('<h2>Deal</h2>');
    await refused(put({ features: [{ name: '<b>Bold</b>' }] }), 400, CONTENT_MESSAGES.labelHtml);
    await save({ deleted: { faqs: [faq.id], banners: [banner.id] } });
  });

  it('lets only this site’s admins save', async () => {
    const body = { faqs: [{ question: 'Who?', answer: 'Me' }] };
    const before = await fingerprint();
    await refused(put(body, who.editor), 403, NO_PERMISSION_MESSAGE);
    await refused(put(body, who.customer), 403, NO_PERMISSION_MESSAGE);
    await refused(put(body, {}), 401, NO_SESSION_MESSAGE);
    await refused(put(body, who.adminB), 403, NO_PERMISSION_MESSAGE);
    await refused(put(body, who.adminB, orgA, B), 403, SETTINGS_MESSAGES.otherOrganization);
    expect(await fingerprint()).toBe(before);
  });

  it('names the staff who can host by name only, and refuses a host who is not staff', async () => {
    const tab = await ok<Data>(call(sectionGet, 'GET', `/api/organizations/${orgA}/sections/meeting-types`, who.admin, undefined, { orgId: orgA, section: 'meeting-types' }));
    const editor = await staff('editor');
    const customer = await staff('customer');
    const admin = await staff('admin');
    expect(tab.meeting_hosts.map((h) => h.id).sort()).toEqual(expect.arrayContaining([editor.id, admin.id]));
    expect(tab.meeting_hosts.map((h) => h.id)).not.toContain(customer.id);
    for (const host of tab.meeting_hosts) expect(Object.keys(host).sort()).toEqual(['id', 'name']);
    const text = JSON.stringify(tab);
    for (const { email } of [editor, customer, admin]) expect(text).not.toContain(email);
    const bAdmin = await staff('admin', orgB);
    for (const host of [customer.id, bAdmin.id, 'nobody']) {
      const answer = await refused(put({ meeting_types: [{ name: 'Call', duration_minutes: 30, host_user_id: host }] }), 400, RECORD_MESSAGES.hostNotStaff);
      expect(answer.details?.fieldErrors?.['meeting_types.0.host_user_id']).toEqual([RECORD_MESSAGES.hostNotStaff]);
    }
    const saved = await save({ meeting_types: [{ name: 'Hosted call', duration_minutes: 30, host_user_id: editor.id, availability: { tue: [{ start: '10:00', end: '11:30' }] } }] });
    const made = saved.meeting_types!.find((m) => m.name === 'Hosted call')!;
    expect(made).toMatchObject({ host_user_id: editor.id, availability: { tue: [{ start: '10:00', end: '11:30' }] } });
    await save({ deleted: { meeting_types: [made.id] } });
  });

  it('asks a visitor who decided on cookies again once the catalogue changes', async () => {
    await database.db.delete(rateLimits);
    const consent = (method: string, cookie?: string, body?: unknown) =>
      call(method === 'GET' ? consentGet : consentPost, method, `/api/cookies/consent${method === 'GET' ? `?organization_id=${orgA}` : ''}`, { cookie, origin: null }, body);
    const decided = await consent('POST', undefined, { consent_given: true, services: [], organization_id: orgA });
    expect(decided.status).toBe(201);
    const visitor = decided.headers.getSetCookie().find((c) => c.startsWith('sw_visitor='))!.split(';')[0]!;
    expect(await (await consent('GET', visitor)).json()).toMatchObject({ current: true });
    const category = (await data()).cookie_categories![0]!;
    const saved = await save({ cookie_services: [{ name: 'Heatmaps', category_id: category.id }] });
    const state = (await (await consent('GET', visitor)).json()) as { current: boolean; current_policy_revision: string };
    expect(state.current).toBe(false);
    expect(saved.settings.cookie_policy_revision).toBe(state.current_policy_revision);
    await save({ deleted: { cookie_services: [saved.cookie_services!.find((s) => s.name === 'Heatmaps')!.id] } });
  });

  it('drops the public banners, FAQs, plans and every cached page of the site at once', async () => {
    const cache = createHtmlCache();
    (globalThis as { __sitewrightHtmlCache?: unknown }).__sitewrightHtmlCache = cache;
    connectHtmlCache();
    const page = { status: 200, headers: {}, body: Buffer.from('<p>old</p>'), tags: [`org-${orgA}`] };
    for (const path of ['/', '/faq', '/features', '/pricing']) cache.set(A, path, page, cache.generation);
    const banners = () => bannersForPage(database.db, { organizationId: orgA, path: '/', locale: 'en', userId: null });
    const before = { banners: (await banners()).length, faqs: (await listDisplayedFaqs(database.db, { organizationId: orgA })).length, plans: (await listDisplayedPlans(database.db, { organizationId: orgA })).length };
    const saved = await save({
      banners: [{ content: { text: 'Fresh banner' } }],
      faqs: [{ question: 'Fresh?', answer: 'Yes' }],
      features: [{ name: 'Fresh feature' }],
      pricing_plans: [{ name: 'Fresh plan', price: 100 }],
    });
    expect((await banners()).map((b) => b.content.text)).toContain('Fresh banner');
    expect(await listDisplayedFaqs(database.db, { organizationId: orgA })).toHaveLength(before.faqs + 1);
    expect(await listDisplayedPlans(database.db, { organizationId: orgA })).toHaveLength(before.plans + 1);
    for (const path of ['/', '/faq', '/features', '/pricing']) expect(cache.get(A, path), path).toBeUndefined();
    await save({ deleted: { banners: [saved.banners!.at(-1)!.id], faqs: [saved.faqs!.find((f) => f.question === 'Fresh?')!.id], features: [saved.features!.find((f) => f.name === 'Fresh feature')!.id], pricing_plans: [saved.pricing_plans!.find((p) => p.name === 'Fresh plan')!.id] } });
    expect(await banners()).toHaveLength(before.banners);
  });

  type History = { current: { version: number }; revisions: { id: string; version: number; changed: string[]; change: string }[] };

  it('keeps one history per tab and restores a tab’s list, a deleted FAQ with its id', async () => {
    await database.db.delete(revisions).where(eq(revisions.organizationId, orgA));
    const start = await data();
    const doomed = start.faqs![0]!;
    const v = start.settings.version;
    // One save touching two tabs keeps one revision of each, with the version it replaced.
    await save({ faqs: [{ id: doomed.id, question: 'Renamed first' }], features: [{ name: 'Counted' }] });
    await save({ deleted: { faqs: [doomed.id] } });
    const faqHistory = await ok<History>(history('settings-faqs'));
    expect(faqHistory.current.version).toBe(v + 2);
    expect(faqHistory.revisions.map((r) => [r.version, r.changed])).toEqual([[v + 1, ['faqs']], [v, ['faqs']]]);
    expect((await ok<History>(history('settings-features'))).revisions.map((r) => r.version)).toEqual([v]);
    // The state before the rename brings the FAQ back, with its id, as a new save.
    const restored = await ok<Record<string, unknown> & { version: number; faqs: Row[] }>(restore(faqHistory.revisions[1]!.id, v + 2));
    expect(restored.version).toBe(v + 3);
    expect(restored.faqs.map(bare)).toEqual(start.faqs!.map(bare));
    expect((await data()).faqs!.map(bare)).toEqual(start.faqs!.map(bare));
    const after = await ok<History>(history('settings-faqs'));
    expect(after.revisions[0]).toMatchObject({ version: v + 2, change: 'restore' });
    await refused(restore(faqHistory.revisions[1]!.id, v + 2), 409, VERSION_MESSAGES.conflict);
    // The feature added is undone by the features tab's own history.
    const featureRevision = (await ok<History>(history('settings-features'))).revisions[0]!;
    const back = await ok<Record<string, unknown> & { features: Row[] }>(restore(featureRevision.id, v + 3));
    expect(back.features.map(bare)).toEqual(start.features!.map(bare));
  });

  it('records and restores every tab, products with their plans and cookies with their services', async () => {
    const start = await data();
    const helper = await staff('editor');
    await save({
      products: [{ key: 'p', name: 'Tab product', slug: 'tab-product' }],
      pricing_plans: [{ name: 'Tab plan', price: 500, product_id: 'p' }],
      banners: [{ content: { text: 'Tab banner' } }],
      cookie_categories: [{ key: 'c', name: 'Tab category' }],
      cookie_services: [{ name: 'Tab service', category_id: 'c' }],
      meeting_types: [{ name: 'Tab meeting', duration_minutes: 15, host_user_id: helper.id }],
    });
    for (const [entity, lists] of [
      ['settings-products', ['products', 'pricing_plans']],
      ['settings-banners', ['banners']],
      ['settings-cookies', ['cookie_categories', 'cookie_services']],
      ['settings-meeting-types', ['meeting_types']],
    ] as const) {
      const found = await ok<History>(history(entity));
      const latest = found.revisions[0]!;
      const answer = await ok<Record<string, Row[]> & { version: number }>(restore(latest.id, found.current.version));
      for (const list of lists) expect(answer[list]!.map(bare), `${entity} ${list}`).toEqual(start[list]!.map(bare));
    }
    await refused(call(revisionsGet, 'GET', `/api/revisions?entity=settings-faqs&id=${orgA}`, who.editor), 403);
    await refused(call(revisionsGet, 'GET', `/api/revisions?entity=settings-faqs&id=${orgB}`, who.admin), 404, SETTINGS_MESSAGES.organizationNotFound);
  });
});
