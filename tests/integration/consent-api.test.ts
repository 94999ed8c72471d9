// The cookie consent calls (public spec §4, §7, §9): the categories list in the visitor's language,
// a decision recorded for an anonymous browser (with its own visitor cookie) or a bearer caller,
// essential services always included, the cookies_accepted cookie, every bad input refused without
// a row written, and a new policy revision once a service changes, so the visitor is asked again.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GET as categoriesGet } from '@/app/api/cookies/categories/route';
import { GET as consentGet, POST as consentPost } from '@/app/api/cookies/consent/route';
import { consentRecords, cookieCategories, cookieServices, rateLimits } from '@/server/db/schema';
import { clearAllMemo } from '@/server/cache/memo';
import type { RouteHandler } from '@/server/http/route';
import { createOrganization } from '@/server/organizations/service';
import { ensureAccount } from '@/server/people/accounts';
import { saveProfile } from '@/server/account/profiles';
import { signIn } from '../support/auth';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases';

const A = 'consent-a.localhost';
const B = 'consent-b.localhost';
type Call = { cookie?: string; bearer?: string | null; origin?: string; headers?: Record<string, string>; raw?: string };

function send(handler: RouteHandler, method: string, url: string, call: Call = {}, body?: unknown) {
  const headers: Record<string, string> = { host: A, ...call.headers };
  if (body !== undefined || call.raw !== undefined) headers['content-type'] = 'application/json';
  if (call.cookie) headers.cookie = call.cookie;
  if (call.bearer) headers.authorization = `Bearer ${call.bearer}`;
  if (call.origin) headers.origin = call.origin;
  const payload = call.raw ?? (body === undefined ? undefined : JSON.stringify(body));
  return handler(new Request(`http://${headers.host}${url}`, { method, headers, body: payload }), { params: Promise.resolve({}) });
}
const pair = (setCookie: string) => setCookie.split(';')[0];

describe.each(DATABASE_KINDS)('the cookie consent API on %s', (kind) => {
  let database: TestDatabase;
  let orgA: string;
  let orgB: string;
  const ids = { session: '', matomo: '', retired: '', foreign: '', essential: '', analytics: '' };
  let customer: { cookie: string; bearer: string | null; userId: string };

  const rows = () => database.db.select().from(consentRecords).where(eq(consentRecords.organizationId, orgA));
  const decide = (body: unknown, call: Call = {}) => send(consentPost, 'POST', '/api/cookies/consent', call, body);
  const state = (call: Call = {}, org = orgA) => send(consentGet, 'GET', `/api/cookies/consent?organization_id=${org}`, call);

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    orgA = (await createOrganization(database.db, { slug: 'consent-a', name: 'Consent A' })).id;
    orgB = (await createOrganization(database.db, { slug: 'consent-b', name: 'Consent B' })).id;
    const category = async (organizationId: string, name: string, order: number, extra = {}) =>
      (await database.db.insert(cookieCategories).values({ organizationId, name, order, description: `${name} cookies`, ...extra }).returning())[0].id;
    const service = async (organizationId: string, categoryId: string, name: string, extra = {}) =>
      (await database.db.insert(cookieServices).values({ organizationId, categoryId, name, description: `${name} service`, ...extra }).returning())[0].id;
    // Inserted in reverse order: the answer must follow `order`, not insertion.
    ids.analytics = await category(orgA, 'Analytics', 1, { nameTranslation: { es: 'Analítica' }, descriptionTranslation: { en: 'Counting visits', es: 'Contar visitas' } });
    ids.essential = await category(orgA, 'ESSENTIAL', 0);
    ids.session = await service(orgA, ids.essential, 'Session cookie', { nameTranslation: { es: 'Cookie de sesión' } });
    ids.matomo = await service(orgA, ids.analytics, 'Matomo');
    ids.retired = await service(orgA, ids.analytics, 'Old tracker', { active: false });
    ids.foreign = await service(orgB, await category(orgB, 'Essential', 0), 'B session');
    const { userId } = await ensureAccount(database.db, { email: 'customer@consent-a.example', password: 'Passw0rdOK', name: 'Customer' });
    await saveProfile(database.db, { organizationId: orgA, userId, username: 'customer', email: 'customer@consent-a.example', role: 'customer' });
    customer = { ...(await signIn(A, 'customer@consent-a.example', 'Passw0rdOK')), userId };
  });
  afterAll(() => database.dispose());
  beforeEach(async () => {
    await database.db.delete(rateLimits);
  });

  it('lists the categories in order with their active services, in the asked language, cacheable', async () => {
    const response = await send(categoriesGet, 'GET', '/api/cookies/categories');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    const categories = await response.json();
    expect(categories).toEqual([
      { id: ids.essential, name: 'ESSENTIAL', description: 'ESSENTIAL cookies', description_en: 'ESSENTIAL cookies', essential: true, cookie_service: [{ id: ids.session, name: 'Session cookie', description: 'Session cookie service', active: true }], site_storage: expect.any(Array) },
      { id: ids.analytics, name: 'Analytics', description: 'Analytics cookies', description_en: 'Counting visits', essential: false, cookie_service: [{ id: ids.matomo, name: 'Matomo', description: 'Matomo service', active: true }] },
    ]);
    const spanish = await (await send(categoriesGet, 'GET', '/api/cookies/categories?locale=es')).json();
    expect(spanish.map((c: { name: string }) => c.name)).toEqual(['ESSENTIAL', 'Analítica']);
    expect(spanish[0].cookie_service[0].name).toBe('Cookie de sesión');
    expect(spanish[1].description).toBe('Contar visitas');
    // No French text kept: the base text.
    expect((await (await send(categoriesGet, 'GET', '/api/cookies/categories?locale=fr')).json())[1].name).toBe('Analytics');
    expect((await send(categoriesGet, 'GET', '/api/cookies/categories?locale=xx')).status).toBe(400);
    const other = await (await send(categoriesGet, 'GET', '/api/cookies/categories', { headers: { host: B } })).json();
    expect(other.map((c: { name: string }) => c.name)).toEqual(['Essential']);
  });

  it('records an anonymous decision with the essential services, sets both cookies, and answers it back', async () => {
    const before = (await rows()).length;
    const response = await decide(
      { consent_given: true, services: [ids.matomo.toUpperCase()], organization_id: orgA },
      { headers: { 'accept-language': 'xx-YY, de-CH;q=0.9, fr;q=0.8', 'user-agent': `Browser ${'x'.repeat(2000)}` } },
    );
    expect(response.status, await response.clone().text()).toBe(201);
    const record = await response.json();
    expect(record).toMatchObject({ organization_id: orgA, user_id: null, consent_given: true, locale: 'de', categories: [ids.essential, ids.analytics] });
    expect([...record.services].sort()).toEqual([ids.session, ids.matomo].sort());
    expect(record).not.toHaveProperty('ip_hash');
    expect(record).not.toHaveProperty('visitor_id');
    const cookies = response.headers.getSetCookie();
    const accepted = cookies.find((c) => c.startsWith('cookies_accepted='))!;
    expect(accepted).toBe('cookies_accepted=true; Max-Age=31536000; Path=/; SameSite=Lax');
    const visitor = cookies.find((c) => c.startsWith('sw_visitor='))!;
    expect(visitor).toMatch(/^sw_visitor=[A-Za-z0-9_-]{24}; Max-Age=31536000; Path=\/; SameSite=Lax; HttpOnly$/);
    const all = await rows();
    expect(all.length).toBe(before + 1);
    const stored = all.find((r) => r.id === record.id)!;
    expect(stored.visitorId).toBe(pair(visitor).split('=')[1]);
    expect(stored.userAgent?.length).toBe(512);

    const answer = await state({ cookie: pair(visitor) });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(await answer.json()).toMatchObject({ services: record.services, consent_given: true, policy_revision: record.policy_revision, current: true });
    expect(await (await state()).json()).toMatchObject({ services: [], consent_given: false, policy_revision: null, current: false });

    // The same browser again: same visitor, no new id, and the newest decision wins.
    const again = await decide({ consent_given: false, services: [ids.matomo], organization_id: orgA }, { cookie: pair(visitor), origin: `http://${A}` });
    expect(again.status).toBe(201);
    expect(again.headers.getSetCookie().some((c) => c.startsWith('sw_visitor='))).toBe(false);
    expect((await again.json()).services).toEqual([ids.session]);
    expect(await (await state({ cookie: pair(visitor) })).json()).toMatchObject({ services: [ids.session], consent_given: false, current: true });
    // A cookie-carrying write from another site's page is refused.
    expect((await decide({ consent_given: true, services: [], organization_id: orgA }, { cookie: pair(visitor), origin: 'http://evil.example' })).status).toBe(403);
  });

  it('adds Secure to the cookies only when the visitor came over HTTPS', async () => {
    const response = await consentPost(
      new Request(`https://${A}/api/cookies/consent`, { method: 'POST', headers: { host: A, 'content-type': 'application/json' }, body: JSON.stringify({ consent_given: true, services: [], organization_id: orgA }) }),
    );
    expect(response.status).toBe(201);
    for (const cookie of response.headers.getSetCookie()) expect(cookie).toMatch(/; Secure$/);
  });

  it('records a bearer caller as the person, and reads it back for them only', async () => {
    const response = await decide({ consent_given: true, services: [ids.matomo], organization_id: orgA, locale: 'es' }, { bearer: customer.bearer });
    expect(response.status, await response.clone().text()).toBe(201);
    expect(await response.json()).toMatchObject({ user_id: customer.userId, locale: 'es' });
    expect(response.headers.getSetCookie().some((c) => c.startsWith('sw_visitor='))).toBe(false);
    expect((await state({ bearer: customer.bearer }).then((r) => r.json())).services.sort()).toEqual([ids.session, ids.matomo].sort());
    expect((await state({ cookie: customer.cookie }).then((r) => r.json())).consent_given).toBe(true);
    expect((await state({ bearer: customer.bearer }, orgB)).status).toBe(403);
  });

  it('refuses bad input with 4xx and writes nothing', async () => {
    const before = (await rows()).length;
    const good = { consent_given: true, services: [ids.matomo], organization_id: orgA };
    const cases: [Call, unknown, number, string?][] = [
      [{ raw: 'not json' }, undefined, 400],
      [{ raw: JSON.stringify({ ...good, services: ['x'.repeat(20_000)] }) }, undefined, 413],
      [{}, { ...good, services: [`${ids.matomo}\u0000`] }, 400],
      [{}, { ...good, services: [ids.retired] }, 400, 'Unknown cookie service'],
      [{}, { ...good, services: [ids.foreign] }, 400, 'Unknown cookie service'],
      [{}, { ...good, services: ['not-a-uuid'] }, 400],
      [{}, { ...good, services: 'all' }, 400],
      [{}, { ...good, consent_given: 'yes' }, 400],
      [{}, { ...good, locale: 'xx' }, 400],
      [{}, { consent_given: true, services: [] }, 400, 'Organization ID not found'],
      [{}, { ...good, organization_id: orgB }, 403],
    ];
    for (const [call, body, status, message] of cases) {
      const response = await decide(body, call);
      expect(response.status, JSON.stringify(body ?? call.raw?.slice(0, 40))).toBe(status);
      const json = await response.json();
      if (message) expect(json.error).toBe(message);
      if (status === 400) expect(json.details).toBeTruthy();
    }
    const unknown = await (await decide({ ...good, services: [ids.foreign] })).json();
    expect(unknown.details.fieldErrors.services[0]).toContain(ids.foreign);
    expect((await rows()).length).toBe(before);
    expect((await state({}, orgB)).status).toBe(403);
    expect((await send(consentGet, 'GET', '/api/cookies/consent')).status).toBe(400);
  });

  it('makes a new policy revision when a service changes, so the decision is no longer current', async () => {
    const first = await decide({ consent_given: true, services: [], organization_id: orgA });
    const visitor = first.headers.getSetCookie().map(pair).find((c) => c.startsWith('sw_visitor='))!;
    const { policy_revision: answered } = await first.json();
    expect(await (await state({ cookie: visitor })).json()).toMatchObject({ current: true, current_policy_revision: answered });
    await database.db.update(cookieServices).set({ description: 'Now also measures scrolling' }).where(eq(cookieServices.id, ids.matomo));
    // Changed behind the write path's back here, so its cached reads go with it.
    clearAllMemo();
    const now = await (await state({ cookie: visitor })).json();
    expect(now).toMatchObject({ current: false, policy_revision: answered });
    expect(now.current_policy_revision).not.toBe(answered);
    // Moving a category is not a new policy.
    await database.db.update(cookieCategories).set({ order: 5 }).where(eq(cookieCategories.id, ids.analytics));
    clearAllMemo();
    expect((await (await state({ cookie: visitor })).json()).current_policy_revision).toBe(now.current_policy_revision);
    const second = await decide({ consent_given: true, services: [], organization_id: orgA }, { cookie: visitor, origin: `http://${A}` });
    expect((await second.json()).policy_revision).toBe(now.current_policy_revision);
    expect(await (await state({ cookie: visitor })).json()).toMatchObject({ current: true });
  });

  it('limits how often one address records decisions', async () => {
    const from = { headers: { 'x-sitewright-client-ip': '198.51.100.9' } };
    for (let i = 0; i < 30; i += 1) expect((await decide({ consent_given: true, services: [], organization_id: orgA }, from)).status).toBe(201);
    const refused = await decide({ consent_given: true, services: [], organization_id: orgA }, from);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
  });
});
