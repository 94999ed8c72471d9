// The banner calls (public spec §3, §4, §5; docs/decisions/039): a page's banners for a guest and
// for a signed-in person (cookie or bearer), targeting, translations, sanitised rich text, switched
// off and ended banners left out, a dismissal kept per person until its duration runs out, another
// site's banner refused, and bad input answered 4xx without a row written.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GET as bannersGet } from '@/app/api/banners/route';
import { POST as dismissPost } from '@/app/api/banners/[id]/dismissals/route';
import { bannerDismissals, banners, rateLimits } from '@/server/db/schema';
import { clearAllMemo } from '@/server/cache/memo';
import { bannersForPage, dismissBanner } from '@/server/banners/service';
import type { RouteHandler } from '@/server/http/route';
import { createOrganization } from '@/server/organizations/service';
import { ensureAccount } from '@/server/people/accounts';
import { saveProfile } from '@/server/account/profiles';
import { BANNER_MESSAGES, type BannerResponse, type BannersResponse } from '@/schemas/banners';
import { signIn } from '../support/auth';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases';

const A = 'banners-a.localhost';
const B = 'banners-b.localhost';
const DAY = 86_400_000;
type Call = { cookie?: string; bearer?: string | null; origin?: string; host?: string; raw?: string; method?: string; headers?: Record<string, string> };

function send(handler: RouteHandler, url: string, call: Call = {}, params: Record<string, string> = {}, body?: unknown) {
  const headers: Record<string, string> = { host: call.host ?? A, ...call.headers };
  const payload = call.raw ?? (body === undefined ? undefined : JSON.stringify(body));
  if (payload !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
  if (call.cookie) headers.cookie = call.cookie;
  if (call.bearer) headers.authorization = `Bearer ${call.bearer}`;
  if (call.origin) headers.origin = call.origin;
  const method = call.method ?? (handler === bannersGet ? 'GET' : 'POST');
  return handler(new Request(`http://${headers.host}${url}`, { method, headers, body: payload }), { params: Promise.resolve(params) });
}

describe.each(DATABASE_KINDS)('the banner API on %s', (kind) => {
  let database: TestDatabase;
  let orgA: string;
  const ids = { everywhere: '', pricing: '', blog: '', closed: '', disabled: '', ended: '', foreign: '' };
  let alice: { cookie: string; bearer: string | null; userId: string };
  let bob: { cookie: string; bearer: string | null; userId: string };

  const list = async (path: string, call: Call = {}, locale?: string) => {
    const response = await send(bannersGet, `/api/banners?path=${encodeURIComponent(path)}${locale ? `&locale=${locale}` : ''}`, call);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as BannersResponse;
  };
  const idsOf = (answer: BannersResponse) => answer.banners.map((b) => b.id);
  const dismiss = (id: string, call: Call = {}, body: unknown = {}) => send(dismissPost, `/api/banners/${id}/dismissals`, call, { id }, body);
  const dismissals = () => database.db.select().from(bannerDismissals).where(eq(bannerDismissals.organizationId, orgA));

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    orgA = (await createOrganization(database.db, { slug: 'banners-a', name: 'Banners A' })).id;
    const orgB = (await createOrganization(database.db, { slug: 'banners-b', name: 'Banners B' })).id;
    const add = async (organizationId: string, values: Partial<typeof banners.$inferInsert>) =>
      (await database.db.insert(banners).values({ organizationId, content: { text: 'Hello' }, ...values }).returning())[0].id;
    ids.everywhere = await add(orgA, {
      content: {
        text: 'Spring sale',
        text_translation: { es: 'Rebajas de primavera', fr: '  ' },
        link: { url: '/pricing', label: 'See plans', label_translation: { es: 'Ver planes' } },
        customContent: '<p onclick="alert(1)">Save <strong>20%</strong><script>alert(2)</script></p>',
        banner_background: 'bg-sky-700',
      },
      landingContent: '<p>Details</p><img src=x onerror=alert(3)><a href="javascript:alert(4)">x</a>',
      landingContentTranslation: { es: '<p>Detalles</p>' },
      isFixedAboveNavbar: true,
      endDatePromotion: new Date(Date.now() + 30 * DAY),
      endDatePromotionIsDisplayed: true,
    });
    ids.pricing = await add(orgA, { pagePaths: ['/pricing'], position: 'right', openState: 'right-30', content: { text: 'Book a demo', link: { url: 'javascript:alert(1)', label: 'x' } } });
    ids.blog = await add(orgA, { pagePaths: ['/blog/*'], position: 'bottom' });
    ids.closed = await add(orgA, { type: 'closed', dismissalDuration: '7 days', position: 'bottom', pagePaths: ['/', '/contact'] });
    ids.disabled = await add(orgA, { isEnabled: false, type: 'closed' });
    ids.ended = await add(orgA, { endDatePromotion: new Date(Date.now() - 1000), type: 'closed' });
    ids.foreign = await add(orgB, { type: 'closed' });
    const person = async (email: string) => {
      const { userId } = await ensureAccount(database.db, { email, password: 'Passw0rdOK', name: email });
      await saveProfile(database.db, { organizationId: orgA, userId, username: email.split('@')[0], email, role: 'customer' });
      return { ...(await signIn(A, email, 'Passw0rdOK')), userId };
    };
    alice = await person('alice@banners-a.example');
    bob = await person('bob@banners-a.example');
  });
  afterAll(() => database.dispose());
  beforeEach(async () => {
    await database.db.delete(rateLimits);
    clearAllMemo();
  });

  it('gives a guest the banners of the page: targeted, enabled, not ended, private', async () => {
    const response = await send(bannersGet, '/api/banners?path=/');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const home = (await response.json()) as BannersResponse;
    expect(home.signed_in).toBe(false);
    expect(idsOf(home)).toEqual([ids.everywhere, ids.closed]);
    expect(idsOf(await list('/pricing'))).toEqual([ids.everywhere, ids.pricing]);
    expect(idsOf(await list('/es/pricing/'))).toEqual([ids.everywhere, ids.pricing]);
    expect(idsOf(await list('/blog/a-post'))).toEqual([ids.everywhere, ids.blog]);
    expect(idsOf(await list('/contact'))).toEqual([ids.everywhere, ids.closed]);
    expect(idsOf(await list('/about'))).toEqual([ids.everywhere]);
    // No path is the home page.
    expect(idsOf((await (await send(bannersGet, '/api/banners')).json()) as BannersResponse)).toEqual([ids.everywhere, ids.closed]);
    // The other site sees only its own.
    expect(idsOf(await list('/', { host: B }))).toEqual([ids.foreign]);
  });

  it('shows nothing on the routes the spec keeps free of banners', async () => {
    for (const path of ['/login', '/es/admin', '/admin/tickets', '/help-center', '/account/edupro/', '/reset-password']) {
      expect(idsOf(await list(path)), path).toEqual([]);
    }
  });

  it('answers texts in the asked language and rich text sanitised', async () => {
    const english = (await list('/')).banners[0] as BannerResponse;
    expect(english).toMatchObject({
      position: 'top',
      type: 'permanent',
      openState: 'full',
      is_fixed_above_navbar: true,
      dismissal_ms: 60_000,
      end_date_promotion_is_displayed: true,
      content: { text: 'Spring sale', link: { url: '/pricing', label: 'See plans', isExternal: false }, banner_background: 'sky-700' },
    });
    expect(english.content.customContent).toBe('<p>Save <strong>20%</strong></p>');
    expect(english.landing_content).toBe('<p>Details</p><img src="x" /><a>x</a>');
    expect(english.landing_content).toContain('<p>Details</p>');
    const spanish = (await list('/', {}, 'es')).banners[0];
    expect(spanish.content.text).toBe('Rebajas de primavera');
    expect(spanish.content.link?.label).toBe('Ver planes');
    expect(spanish.landing_content).toBe('<p>Detalles</p>');
    // A blank translation reads the base text.
    expect((await list('/', {}, 'fr')).banners[0].content.text).toBe('Spring sale');
    // A link to javascript: is dropped, the banner kept.
    const pricing = (await list('/pricing')).banners.find((b) => b.id === ids.pricing)!;
    expect(pricing.content.link).toBeNull();
    expect(pricing.dismissal_ms).toBe(60_000);
    expect((await list('/')).banners[1].dismissal_ms).toBe(7 * DAY);
  });

  it('keeps a signed-in dismissal on the server, per person, until its duration runs out', async () => {
    expect((await list('/', { cookie: alice.cookie })).signed_in).toBe(true);
    expect((await list('/', { bearer: bob.bearer })).signed_in).toBe(true);
    const response = await dismiss(ids.closed, { cookie: alice.cookie, origin: `http://${A}` });
    expect(response.status, await response.clone().text()).toBe(201);
    const body = await response.json();
    expect(body.banner_id).toBe(ids.closed);
    const until = Date.parse(body.dismissed_until);
    expect(Math.abs(until - (Date.now() + 7 * DAY))).toBeLessThan(10_000);

    expect(idsOf(await list('/', { cookie: alice.cookie }))).toEqual([ids.everywhere]);
    expect(idsOf(await list('/', { bearer: alice.bearer }))).toEqual([ids.everywhere]);
    // Bob and guests still see it.
    expect(idsOf(await list('/', { cookie: bob.cookie }))).toEqual([ids.everywhere, ids.closed]);
    expect(idsOf(await list('/'))).toEqual([ids.everywhere, ids.closed]);
    // After the seven days it is back.
    expect((await bannersForPage(database.db, { organizationId: orgA, path: '/', locale: 'en', userId: alice.userId, now: new Date(until + 1) })).map((b) => b.id)).toEqual([
      ids.everywhere,
      ids.closed,
    ]);

    // A bearer caller carries no ambient credential: no Origin needed. Dismissing again moves the end.
    const later = new Date(Date.now() + DAY);
    const again = await dismissBanner(database.db, { organizationId: orgA, bannerId: ids.closed, userId: alice.userId, now: later });
    expect(Date.parse(again.dismissed_until)).toBe(later.getTime() + 7 * DAY);
    expect((await dismiss(ids.closed, { bearer: bob.bearer })).status).toBe(201);
    const rows = await dismissals();
    expect(rows.map((r) => r.userId).sort()).toEqual([alice.userId, bob.userId].sort());
  });

  it('refuses a dismissal without a session, from another site, or of a banner that cannot be dismissed', async () => {
    const before = (await dismissals()).length;
    expect((await dismiss(ids.closed)).status).toBe(401);
    expect((await dismiss(ids.closed, { cookie: 'better-auth.session_token=forged' , origin: `http://${A}` })).status).toBe(401);
    // A cookie write from another site's page.
    const crossSite = await dismiss(ids.closed, { cookie: alice.cookie, origin: 'http://evil.example' });
    expect(crossSite.status).toBe(403);
    expect((await crossSite.json()).error).toBe('Cross-site request refused');
    // Another site's banner is nobody's here, the same answer as an unknown one.
    const foreign = await dismiss(ids.foreign, { bearer: alice.bearer });
    expect(foreign.status).toBe(404);
    expect((await foreign.json()).error).toBe(BANNER_MESSAGES.notFound);
    expect((await dismiss(ids.disabled, { bearer: alice.bearer })).status).toBe(404);
    expect((await dismiss('00000000-0000-4000-8000-000000000000', { bearer: alice.bearer })).status).toBe(404);
    expect((await dismiss('not-a-uuid', { bearer: alice.bearer })).status).toBe(404);
    const permanent = await dismiss(ids.everywhere, { bearer: alice.bearer });
    expect(permanent.status).toBe(409);
    expect((await permanent.json()).error).toBe('Only banners of type closed can be dismissed');
    expect((await dismissals()).length).toBe(before);
  });

  it('answers bad input with a 4xx and writes nothing', async () => {
    const before = (await dismissals()).length;
    const bearer = { bearer: alice.bearer };
    // Wrong types and extra fields: the duration is the banner's, never the caller's.
    for (const body of [[], 'x', 5, null, { dismissal_duration: '100 years' }, { user_id: bob.userId }]) {
      const response = await dismiss(ids.closed, bearer, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toHaveProperty('error');
    }
    expect((await dismiss(ids.closed, { ...bearer, raw: '{"a":"\\u0000"}' })).status).toBe(400);
    expect((await dismiss(ids.closed, { ...bearer, raw: '{not json' })).status).toBe(400);
    expect((await dismiss(ids.closed, { ...bearer, raw: `{"pad":"${'x'.repeat(4096)}"}` })).status).toBe(413);
    expect((await dismiss(ids.closed, { ...bearer, raw: 'a=b', headers: { 'content-type': 'text/plain' } })).status).toBe(415);
    const nul = await send(dismissPost, `/api/banners/${ids.closed}%00/dismissals`, bearer, { id: `${ids.closed}\u0000` }, {});
    expect(nul.status).toBe(400);
    expect((await dismissals()).length).toBe(before);

    for (const query of ['path=pricing', 'path=%00', 'path=/a%ZZ', `path=/${'a'.repeat(600)}`, 'path=/&locale=xx']) {
      const response = await send(bannersGet, `/api/banners?${query}`);
      expect(response.status, query).toBe(400);
      expect(await response.json()).toHaveProperty('details');
    }
  });

  it('answers HEAD like GET without a body', async () => {
    const response = await send(bannersGet, '/api/banners?path=/', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });
});
