// The organisation settings API (editing-layer spec §3 "Organisation data", "Header style", "Footer
// style", §7 `/api/organizations/{orgId}`, §9; docs/decisions/073): an organisation's admins read its
// settings data for the Global Settings modal, a tab at a time or whole, with no secret and nobody's
// personal data in it, and save the settings and the header and footer styles, checked against the
// closed token lists. A save based on older settings is refused with the settings as they now are,
// each save is kept as a revision that can be restored, and visitors see a new header at once.
// Run on the demo organisations.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GET as orgGet, PUT as orgPut } from '@/app/api/organizations/[orgId]/route';
import { GET as sectionGet } from '@/app/api/organizations/[orgId]/sections/[section]/route';
import { GET as revisionsGet } from '@/app/api/revisions/route';
import { POST as restorePost } from '@/app/api/revisions/[id]/restore/route';
import { consentRecords, organizations, organizationSettings, revisions } from '@/server/db/schema';
import { clearAllMemo } from '@/server/cache/memo';
import { getSiteChrome } from '@/server/site/queries';
import { NO_PERMISSION_MESSAGE, NO_SESSION_MESSAGE } from '@/server/http/api';
import type { RouteHandler } from '@/server/http/route';
import { parseFooterStyle, parseHeaderStyle } from '@/lib/header-style';
import { SETTINGS_LIMITS, SETTINGS_MAX_BODY_BYTES, SETTINGS_MESSAGES, SETTINGS_SECTIONS, type SettingsView } from '@/schemas/organization-settings';
import { RECORD_MESSAGES } from '@/schemas/organization-records';
import { CONTENT_MESSAGES } from '@/schemas/template-section';
import { VERSION_MESSAGES } from '@/schemas/version';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases';
import { headersFor, type Who } from './caller';
import { demoPeople, type Person } from './people';

const A = 'harbour-law.localhost';
const B = 'brightstack.localhost';
type Answer = { error: string; details?: { formErrors?: string[]; fieldErrors?: Record<string, string[]> } & Record<string, unknown>; current?: OrganizationData | null };
type OrganizationData = Record<string, unknown> & {
  organization: { id: string; name: string; base_url: string; base_url_local: string; type: string };
  settings: SettingsView;
  cookie_consent_records: { id: string; signed_in: boolean }[];
  cookie_consent_records_next_before: string | null;
};

function call(handler: RouteHandler, method: string, url: string, who: Who, body?: unknown, params: Record<string, string> = {}, host = A) {
  const init = { method, headers: headersFor(host, who, body !== undefined), body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body) };
  return handler(new Request(`http://${host}${url}`, init), { params: Promise.resolve(params) });
}

/** Every key anywhere in a JSON value, nested objects and lists included. */
function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keysOf(item, into);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      into.add(key);
      keysOf(inner, into);
    }
  }
  return into;
}

/**
 * Key names that would carry a secret or a person's data; `contact_email` is the organisation's own
 * public address, and `host_user_id` names a staff member among `meeting_hosts` (by name only).
 */
const FORBIDDEN_KEY = /password|token|secret|api_?key|smtp|hash|^ip$|ip_|user_agent|visitor|user_id|customer|^email$|_email$|session|credential/i;
const ALLOWED_KEYS = new Set(['contact_email', 'host_user_id']);

describe.each(DATABASE_KINDS)('the organisation settings API on %s', (kind) => {
  let database: TestDatabase;
  let orgA = '';
  let orgB = '';
  const who = {} as Record<Person, Who>;
  let seededSettings: typeof organizationSettings.$inferSelect;
  let seededName = '';

  const get = (as: Who = who.admin, orgId = orgA, host = A, query = '') => call(orgGet, 'GET', `/api/organizations/${orgId}${query}`, as, undefined, { orgId }, host);
  const put = (body: unknown, as: Who = who.admin, orgId = orgA, host = A) => call(orgPut, 'PUT', `/api/organizations/${orgId}`, as, body, { orgId }, host);
  const tab = (section: string, as: Who = who.admin, orgId = orgA, query = '') =>
    call(sectionGet, 'GET', `/api/organizations/${orgId}/sections/${section}${query}`, as, undefined, { orgId, section });

  async function ok<T = OrganizationData>(pending: Promise<Response>, status = 200): Promise<T> {
    const response = await pending;
    expect(response.status, await response.clone().text()).toBe(status);
    return (await response.json()) as T;
  }

  async function refused(pending: Promise<Response>, status: number, error?: string): Promise<Answer> {
    const response = await pending;
    const body = (await response.json()) as Answer;
    expect(response.status, JSON.stringify(body).slice(0, 300)).toBe(status);
    if (error !== undefined) expect(body.error).toBe(error);
    return body;
  }

  const settingsRow = async () => (await database.db.select().from(organizationSettings).where(eq(organizationSettings.organizationId, orgA)))[0]!;
  const saved = (body: unknown, as: Who = who.admin) => ok<{ settings: SettingsView }>(put(body, as)).then((answer) => answer.settings);

  beforeAll(async () => {
    database = await createTestDatabase(kind, { seed: 'demo' });
    const people = await demoPeople(database.db);
    ({ orgA, orgB } = people);
    Object.assign(who, people.who);
    seededSettings = await settingsRow();
    seededName = (await database.db.select().from(organizations).where(eq(organizations.id, orgA)))[0]!.name;
  }, 300_000);
  afterAll(() => database?.dispose());
  beforeEach(async () => {
    // A's settings as seeded, behind the write path's back, so the cached chrome goes with them.
    await database.db.update(organizationSettings).set({ ...seededSettings, version: 1 }).where(eq(organizationSettings.organizationId, orgA));
    await database.db.update(organizations).set({ name: seededName }).where(eq(organizations.id, orgA));
    await database.db.delete(revisions).where(eq(revisions.organizationId, orgA));
    clearAllMemo();
  });

  it('gives the admin the organisation data in the spec’s shape, the styles read as the public site reads them', async () => {
    const response = await get();
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const data = (await response.json()) as OrganizationData;
    expect(Object.keys(data)).toEqual(expect.arrayContaining([
      'organization', 'settings', 'website_hero', 'menu_items', 'submenu_items', 'blog_posts', 'products', 'pricing_plans', 'features', 'faqs',
      'banners', 'cookie_categories', 'cookie_services', 'cookie_consent_records', 'cookie_consent_records_next_before', 'meeting_types',
    ]));
    expect(data.organization).toEqual({ id: orgA, name: seededName, base_url: expect.stringMatching(/^https?:\/\//), base_url_local: expect.stringMatching(/^http:\/\/harbour-law\.localhost/), type: expect.any(String) });
    expect(data.settings).toMatchObject({ version: 1, name: seededName, language: 'en', time_zone: 'Europe/Dublin', supported_locales: ['en', 'es', 'de'], font_family: expect.any(String) });
    // The stored styles, normalised with the §9 defaults filled in (the seed stores no gradient, no footer width).
    expect(data.settings.header_style).toEqual({
      type: 'default', background: 'white', color: 'gray-700', color_hover: 'blue-800', menu_width: '7xl', menu_items_are_text: true, logo_height: 'h-12',
      is_gradient: false, gradient: { from: 'gray-900', via: 'gray-800', to: 'gray-700' },
    });
    expect(data.settings.footer_style).toEqual({ type: 'default', background: 'slate-900', color: 'gray-400', color_hover: 'white', is_gradient: false, gradient: null });
    expect((data.menu_items as unknown[]).length).toBeGreaterThan(0);
    expect((data.blog_posts as Record<string, unknown>[])[0]).toHaveProperty('display_this_post');
    expect((data.blog_posts as Record<string, unknown>[])[0]).not.toHaveProperty('content');
    expect(data.website_hero).toMatchObject({ organization_id: orgA });
    for (const list of ['products', 'pricing_plans', 'features', 'faqs', 'banners', 'cookie_categories', 'cookie_services']) {
      for (const row of data[list] as Record<string, unknown>[]) expect(row, list).not.toHaveProperty('organization_id', orgB);
    }
  });

  it('answers nothing secret and nobody’s personal data', async () => {
    // A signed-in person's decision, with the address hash and browser the ledger keeps.
    const [customer] = (await database.db.execute<{ id: string }>(sql`select user_id as id from profiles where organization_id = ${orgA} and role = 'customer' limit 1`)).rows;
    await database.db.insert(consentRecords).values({ organizationId: orgA, userId: customer!.id, visitorId: 'v-secret-visitor', consentGiven: true, policyRevision: '1', userAgent: 'SecretBrowser/1.0', ipHash: 'secret-ip-hash' });
    const text = await (await get()).text();
    const forbidden = [...keysOf(JSON.parse(text))].filter((key) => FORBIDDEN_KEY.test(key) && !ALLOWED_KEYS.has(key));
    expect(forbidden).toEqual([]);
    const people = (await database.db.execute<{ email: string }>(sql`select u.email from "user" u join profiles p on p.user_id = u.id where p.organization_id = ${orgA}`)).rows;
    expect(people.length).toBeGreaterThan(0);
    for (const { email } of people) expect(text).not.toContain(email);
    for (const secret of ['v-secret-visitor', 'SecretBrowser', 'secret-ip-hash', customer!.id]) expect(text).not.toContain(secret);
    const { cookie_consent_records: records } = JSON.parse(text) as OrganizationData;
    expect(records[0]).toEqual({ id: expect.any(String), created_at: expect.any(String), consent_given: true, categories: [], services: [], policy_revision: '1', signed_in: true });
  });

  it('pages the consent records, the newest first', async () => {
    const before = Number((await database.db.execute<{ n: number }>(sql`select count(*)::int as n from consent_records where organization_id = ${orgA}`)).rows[0]!.n);
    const base = Date.now() - 60_000;
    await database.db.insert(consentRecords).values(
      Array.from({ length: SETTINGS_LIMITS.consentPage + 5 }, (_, i) => ({ organizationId: orgA, visitorId: `v-page-${i}`, consentGiven: i % 2 === 0, policyRevision: '1', createdAt: new Date(base + i * 1000) })),
    );
    const total = before + SETTINGS_LIMITS.consentPage + 5;
    const first = await ok(get());
    expect(first.cookie_consent_records).toHaveLength(SETTINGS_LIMITS.consentPage);
    expect(first.cookie_consent_records_next_before).toBe(first.cookie_consent_records.at(-1)!.id);
    const seen = first.cookie_consent_records.map((r) => r.id);
    let cursor = first.cookie_consent_records_next_before;
    while (cursor) {
      const next = await ok<OrganizationData>(tab('cookies', who.admin, orgA, `?before=${cursor}`));
      seen.push(...next.cookie_consent_records.map((r) => r.id));
      cursor = next.cookie_consent_records_next_before;
    }
    expect(new Set(seen).size).toBe(total);
    expect(seen).toHaveLength(total);
    await refused(get(who.admin, orgA, A, '?before=not-an-id'), 400, SETTINGS_MESSAGES.beforeInvalid);
  });

  it('reloads one tab at a time, and knows no other tab', async () => {
    const whole = await ok(get());
    const expected: Record<string, string[]> = {
      general: ['organization', 'settings'],
      hero: ['website_hero'],
      products: ['products', 'pricing_plans'],
      features: ['features'],
      faqs: ['faqs'],
      banners: ['banners'],
      menu: ['menu_items', 'submenu_items'],
      blog: ['blog_posts'],
      cookies: ['cookie_categories', 'cookie_services', 'cookie_consent_records', 'cookie_consent_records_next_before'],
      'meeting-types': ['meeting_types', 'meeting_hosts'],
    };
    expect(Object.keys(expected).sort()).toEqual([...SETTINGS_SECTIONS].sort());
    for (const [section, keys] of Object.entries(expected)) {
      const response = await tab(section);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const piece = (await response.json()) as Record<string, unknown>;
      expect(Object.keys(piece).sort(), section).toEqual([...keys].sort());
      for (const key of keys) expect(piece[key], `${section}.${key}`).toEqual(whole[key]);
    }
    await refused(tab('secrets'), 404, SETTINGS_MESSAGES.sectionNotFound);
    await refused(tab('general', who.editor), 403, NO_PERMISSION_MESSAGE);
    await refused(tab('general', who.admin, orgB), 403, SETTINGS_MESSAGES.otherOrganization);
  });

  it('lets only the site’s admins in: settings are not content', async () => {
    await refused(get({}), 401, NO_SESSION_MESSAGE);
    await refused(get(who.customer), 403, NO_PERMISSION_MESSAGE);
    await refused(get(who.editor), 403, NO_PERMISSION_MESSAGE);
    await refused(put({ settings: { name: 'Editor was here' } }, who.editor), 403, NO_PERMISSION_MESSAGE);
    await refused(put({ settings: { name: 'Nobody' } }, {}), 401, NO_SESSION_MESSAGE);
    // B's admin is nobody on A's host, and on B's own host A's id is not that site's.
    await refused(get(who.adminB), 403, NO_PERMISSION_MESSAGE);
    await refused(get(who.adminB, orgA, B), 403, SETTINGS_MESSAGES.otherOrganization);
    await refused(put({ settings: { name: 'Taken over' } }, who.adminB, orgA, B), 403, SETTINGS_MESSAGES.otherOrganization);
    // A's admin may not name B either, nor something that is no id.
    await refused(get(who.admin, orgB), 403, SETTINGS_MESSAGES.otherOrganization);
    await refused(get(who.admin, 'harbour-law'), 404, SETTINGS_MESSAGES.organizationNotFound);
    expect(await ok(get(who.admin, orgA.toUpperCase()))).toHaveProperty('organization.id', orgA);
    expect((await settingsRow()).version).toBe(1);
    const [bName] = (await database.db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, orgB)));
    expect(bName!.name).not.toBe('Taken over');
  });

  it('saves a header style that visitors see at their next request, and a footer layout by its alias', async () => {
    // The public chrome is read (and cached) first, as a visitor's request would.
    expect(parseHeaderStyle((await getSiteChrome(database.db, { organizationId: orgA })).settings?.headerStyle).type).toBe('default');
    const settings = await saved({ settings: { header_style: { type: 'mini', background: 'sky-600', color: 'white', menu_width: '5xl', logo_height: 'h-10' }, footer_style: { type: 'Grid', background: 'blue-950' } }, version: 1 });
    expect(settings.version).toBe(2);
    expect(settings.header_style).toEqual({ type: 'mini', background: 'sky-600', color: 'white', color_hover: 'gray-900', menu_width: '5xl', menu_items_are_text: true, logo_height: 'h-10', is_gradient: false, gradient: { from: 'gray-900', via: 'gray-800', to: 'gray-700' } });
    expect(settings.footer_style).toMatchObject({ type: 'grid', background: 'blue-950' });
    // The sent style replaced the stored one whole: the seed's hover colour is gone.
    expect((await settingsRow()).headerStyle).toEqual({ type: 'mini', background: 'sky-600', color: 'white', menu_width: '5xl', logo_height: 'h-10' });
    const chrome = await getSiteChrome(database.db, { organizationId: orgA });
    expect(parseHeaderStyle(chrome.settings?.headerStyle)).toMatchObject({ type: 'mini', background: 'sky-600', menuWidth: '5xl', logoHeight: 'h-10' });
    expect(parseFooterStyle(chrome.settings?.footerStyle)).toMatchObject({ type: 'grid', layout: 'grid', background: 'blue-950' });
    // A gradient header, and the general fields beside it.
    const next = await saved({ settings: { name: 'Harbour & Finch LLP', font_family: seededSettings.fontFamily, supported_locales: ['en', 'de'], language: 'de', header_style: { type: 'ring_card_mini', is_gradient: true, gradient: { from: 'blue-600', to: 'emerald-500' } } }, version: 2 });
    expect(next).toMatchObject({ version: 3, name: 'Harbour & Finch LLP', supported_locales: ['en', 'de'], language: 'de', header_style: { type: 'ring_card_mini', is_gradient: true, gradient: { from: 'blue-600', to: 'emerald-500' } } });
    expect((await ok(get())).organization.name).toBe('Harbour & Finch LLP');
    // A save without a version is accepted, as the spec's clients send it.
    expect((await saved({ settings: { with_language_switch: false } })).version).toBe(4);
  });

  it('saves the time zone meeting hours are read in, kept in the history, and refuses one Intl does not know', async () => {
    const settings = await saved({ settings: { time_zone: 'America/New_York' }, version: 1 });
    expect(settings).toMatchObject({ version: 2, time_zone: 'America/New_York' });
    expect((await settingsRow()).timeZone).toBe('America/New_York');
    expect((await ok(get())).settings.time_zone).toBe('America/New_York');
    expect((await ok<{ settings: SettingsView }>(tab('general'))).settings.time_zone).toBe('America/New_York');
    // The zone it replaced is kept like any other setting, and comes back with a restore.
    type History = { revisions: { id: string; version: number; changed: string[] }[] };
    const [kept] = (await ok<History>(call(revisionsGet, 'GET', `/api/revisions?entity=settings&id=${orgA}`, who.admin))).revisions;
    expect(kept).toMatchObject({ version: 1, changed: ['time_zone'] });
    expect(await ok<SettingsView>(call(restorePost, 'POST', `/api/revisions/${kept!.id}/restore`, who.admin, { version: 2 }, { id: kept!.id }))).toMatchObject({ version: 3, time_zone: 'Europe/Dublin' });
    // An offset, a made-up zone, anything but a name: refused on the field, nothing written.
    for (const time_zone of ['Mars/Olympus', '+01:00', '', 'UTC'.repeat(30), 3600, null]) {
      const answer = await refused(put({ settings: { time_zone } }), 400, SETTINGS_MESSAGES.timeZoneInvalid);
      expect(answer.details?.fieldErrors?.['settings.time_zone'], String(time_zone)).toEqual([SETTINGS_MESSAGES.timeZoneInvalid]);
    }
    expect(await ok(get())).toMatchObject({ settings: { version: 3, time_zone: 'Europe/Dublin' } });
  });

  it('refuses styles outside the closed lists, each with its message and details, and writes nothing', async () => {
    const cases: [unknown, string][] = [
      [{ header_style: { type: 'huge' } }, SETTINGS_MESSAGES.headerType],
      [{ header_style: { type: 'mini', background: 'red-500' } }, CONTENT_MESSAGES.colorUnknown],
      [{ header_style: { type: 'mini', color_hover: 'bg-white' } }, CONTENT_MESSAGES.colorUnknown],
      [{ header_style: { type: 'mini', menu_width: '8xl' } }, SETTINGS_MESSAGES.menuWidth],
      [{ header_style: { type: 'mini', menu_width: 1024 } }, SETTINGS_MESSAGES.menuWidth],
      [{ header_style: { type: 'mini', logo_height: 'h-14' } }, SETTINGS_MESSAGES.logoHeight],
      [{ header_style: { type: 'mini', menu_items_are_text: 'yes' } }, SETTINGS_MESSAGES.flagInvalid],
      [{ header_style: { type: 'mini', gradient: { from: 'blue-600', to: 'chartreuse' } } }, CONTENT_MESSAGES.colorUnknown],
      [{ header_style: { type: 'mini', shadow: 'xl' } }, SETTINGS_MESSAGES.unknownKey(['shadow'])],
      [{ header_style: 'mini' }, SETTINGS_MESSAGES.styleInvalid],
      [{ footer_style: { type: 'ring_card_mini' } }, SETTINGS_MESSAGES.footerType],
      [{ footer_style: { type: 'default', background: 'gray-1000' } }, CONTENT_MESSAGES.colorUnknown],
      [{ font_family: 'Comic Sans' }, SETTINGS_MESSAGES.fontFamily],
      [{ supported_locales: [] }, SETTINGS_MESSAGES.localesRequired],
      [{ supported_locales: ['en', 'xx'] }, SETTINGS_MESSAGES.localeUnknown],
      [{ supported_locales: ['en', 'en'] }, SETTINGS_MESSAGES.localeRepeated],
      [{ primary_color: 'teal' }, SETTINGS_MESSAGES.colorFamily],
      [{ primary_shade: '650' }, SETTINGS_MESSAGES.shade],
      [{ contact_email: 'not an address' }, SETTINGS_MESSAGES.emailInvalid],
      [{ name: '   ' }, SETTINGS_MESSAGES.nameRequired],
      [{ name: '<b>Bold</b>' }, CONTENT_MESSAGES.labelHtml],
      [{ image: 'javascript:alert(1)' }, CONTENT_MESSAGES.urlInvalid],
      [{ cookie_policy_revision: '9' }, SETTINGS_MESSAGES.unknownKey(['cookie_policy_revision'])],
    ];
    for (const [settings, message] of cases) {
      const answer = await refused(put({ settings }), 400, message);
      expect(answer.details, JSON.stringify(settings)).toBeDefined();
    }
    const row = await settingsRow();
    expect(row.version).toBe(1);
    expect(row.headerStyle).toEqual(seededSettings.headerStyle);
  });

  it('refuses what other editors save, by name, and a default language the site does not offer', async () => {
    const hero = await refused(put({ settings: {}, website_hero: {} }), 400, SETTINGS_MESSAGES.unknownKey(['website_hero']));
    expect(hero.error).toContain('/api/hero');
    await refused(put({ settings: { name: 'X' }, menu_items: [], submenu_items: [] }), 400, SETTINGS_MESSAGES.unknownKey(['menu_items', 'submenu_items']));
    await refused(put({ settings: { name: 'X' }, admin: true }), 400, SETTINGS_MESSAGES.unknownKey(['admin']));
    await refused(put({ version: 1 }), 400, RECORD_MESSAGES.nothingToSave);
    await refused(put({ settings: [] }), 400, SETTINGS_MESSAGES.notAnObject);
    await refused(put({ settings: 'mini' }), 400, SETTINGS_MESSAGES.notAnObject);
    // Both in the body, and the language alone against the languages stored (en, es, de).
    const both = await refused(put({ settings: { supported_locales: ['en', 'es'], language: 'fr' } }), 400, SETTINGS_MESSAGES.languageNotOffered);
    // Each refusal is listed under its full path.
    expect(both.details?.fieldErrors?.['settings.language']).toEqual([SETTINGS_MESSAGES.languageNotOffered]);
    const alone = await refused(put({ settings: { language: 'fr' } }), 400, SETTINGS_MESSAGES.languageNotOffered);
    expect(alone.details).toEqual({ language: [SETTINGS_MESSAGES.languageNotOffered] });
    await refused(put({ settings: { supported_locales: ['es', 'de'] } }), 400, SETTINGS_MESSAGES.languageNotOffered);
    expect((await settingsRow()).version).toBe(1);
    expect(await database.db.select().from(revisions).where(eq(revisions.organizationId, orgA))).toEqual([]);
  });

  it('refuses a save based on older settings with the settings as they now are', async () => {
    await saved({ settings: { header_style: { type: 'fixed' } }, version: 1 });
    const stale = await refused(put({ settings: { header_style: { type: 'transparent' } }, version: 1 }), 409, VERSION_MESSAGES.conflict);
    expect(stale.details).toEqual({ sent_version: 1, current_version: 2 });
    // The organisation data as GET answers it, for the modal's three-way merge.
    expect(stale.current).toEqual(await ok(get()));
    expect(stale.current?.settings.header_style.type).toBe('fixed');
    await refused(put({ settings: {}, version: 0 }), 400, VERSION_MESSAGES.invalid);
    await refused(put({ settings: {}, version: '2' }), 400, VERSION_MESSAGES.invalid);
  });

  it('keeps each save as a revision, restorable through the history API', async () => {
    await saved({ settings: { header_style: { type: 'mini' }, name: 'Renamed' }, version: 1 });
    await saved({ settings: { footer_style: { type: 'compact' } }, version: 2 });
    type History = { current: { version: number }; revisions: { id: string; version: number; changed: string[] }[] };
    const history = await ok<History>(call(revisionsGet, 'GET', `/api/revisions?entity=settings&id=${orgA}`, who.admin));
    expect(history.current.version).toBe(3);
    expect(history.revisions.map((r) => [r.version, r.changed])).toEqual([[2, ['footer_style']], [1, ['header_style', 'name']]]);
    // The seeded state comes back as a new save, and visitors see its header again.
    await getSiteChrome(database.db, { organizationId: orgA });
    const oldest = history.revisions[1]!;
    const restored = await ok<SettingsView>(call(restorePost, 'POST', `/api/revisions/${oldest.id}/restore`, who.admin, { version: 3 }, { id: oldest.id }));
    expect(restored).toMatchObject({ version: 4, name: seededName, header_style: { type: 'default', color_hover: 'blue-800' }, footer_style: { type: 'default' } });
    expect(parseHeaderStyle((await getSiteChrome(database.db, { organizationId: orgA })).settings?.headerStyle).type).toBe('default');
    expect((await ok(get())).organization.name).toBe(seededName);
    await refused(call(restorePost, 'POST', `/api/revisions/${oldest.id}/restore`, who.admin, { version: 3 }, { id: oldest.id }), 409, VERSION_MESSAGES.conflict);
    // Editors may use the history of content, not of settings; B's admin sees none of A's.
    const revisionMessage = (await refused(call(revisionsGet, 'GET', `/api/revisions?entity=settings&id=${orgA}`, who.editor), 403)).error;
    expect(revisionMessage).not.toBe(NO_SESSION_MESSAGE);
    await refused(call(restorePost, 'POST', `/api/revisions/${oldest.id}/restore`, who.editor, { version: 4 }, { id: oldest.id }), 403);
    await refused(call(revisionsGet, 'GET', `/api/revisions?entity=settings&id=${orgA}`, who.adminB, undefined, {}, B), 404, SETTINGS_MESSAGES.organizationNotFound);
  });

  it('keeps the header’s and the footer’s style in histories of their own, and restores a style alone', async () => {
    await saved({ settings: { header_style: { type: 'mini', color: 'sky-700' } }, version: 1 });
    await saved({ settings: { name: 'Renamed meanwhile' }, version: 2 });
    await saved({ settings: { header_style: { type: 'fixed' }, footer_style: { type: 'grid' } }, version: 3 });
    type History = { current: { version: number }; revisions: { id: string; version: number; changed: string[] }[] };
    const history = (entity: string, as: Who = who.admin, orgId = orgA, host = A) =>
      call(revisionsGet, 'GET', `/api/revisions?entity=${entity}&id=${orgId}`, as, undefined, {}, host);
    const header = await ok<History>(history('header-style'));
    // Only the saves that changed the header's style, each with the settings of the style it changed.
    expect(header.current.version).toBe(4);
    expect(header.revisions.map((r) => [r.version, r.changed])).toEqual([[3, ['color', 'type']], [1, ['color', 'color_hover', 'type']]]);
    const footer = await ok<History>(history('footer-style'));
    expect(footer.revisions.map((r) => [r.version, r.changed])).toEqual([[3, ['background', 'type']]]);

    // Bringing back the mini header keeps the name saved since and the footer's grid.
    const mini = header.revisions[0]!;
    const restored = await ok<Record<string, unknown>>(call(restorePost, 'POST', `/api/revisions/${mini.id}/restore`, who.admin, { version: 4 }, { id: mini.id }));
    expect(restored).toMatchObject({ version: 5, type: 'mini', color: 'sky-700' });
    const now = await ok(get());
    expect(now.organization.name).toBe('Renamed meanwhile');
    expect(now.settings.footer_style.type).toBe('grid');
    expect(parseHeaderStyle((await getSiteChrome(database.db, { organizationId: orgA })).settings?.headerStyle)).toMatchObject({ type: 'mini', color: 'sky-700' });
    // The restore is a save of its own in both histories, and a stale one is refused.
    expect((await ok<History>(history('header-style'))).revisions[0]).toMatchObject({ version: 4, changed: ['color', 'type'] });
    expect((await ok<History>(history('settings'))).revisions).toHaveLength(4);
    await refused(call(restorePost, 'POST', `/api/revisions/${mini.id}/restore`, who.admin, { version: 4 }, { id: mini.id }), 409, VERSION_MESSAGES.conflict);
    // Styles are settings: admins only, and only their own organisation's.
    await refused(history('header-style', who.editor), 403);
    await refused(call(restorePost, 'POST', `/api/revisions/${mini.id}/restore`, who.editor, { version: 5 }, { id: mini.id }), 403);
    await refused(history('footer-style', who.adminB, orgA, B), 404, SETTINGS_MESSAGES.organizationNotFound);
    await refused(call(restorePost, 'POST', `/api/revisions/${mini.id}/restore`, who.adminB, { version: 5 }, { id: mini.id }, B), 404);
  });

  it('never answers a hostile body with a server error', async () => {
    const raw = (body: string) => call(orgPut, 'PUT', `/api/organizations/${orgA}`, who.admin, body, { orgId: orgA });
    expect((await put({ settings: { name: 'Hi\u0000' } })).status).toBe(400);
    expect((await put({ settings: { header_style: { type: 'mini\u0000' } } })).status).toBe(400);
    expect((await raw('{"settings": ')).status).toBe(400);
    expect((await raw('[{"settings": {}}]')).status).toBe(400);
    expect((await raw('settings=1')).status).toBe(400);
    expect((await raw(JSON.stringify({ settings: { privacy_policy: 'x'.repeat(SETTINGS_MAX_BODY_BYTES) } }))).status).toBe(413);
    expect((await put({ settings: { privacy_policy: 'p'.repeat(SETTINGS_LIMITS.policy + 1) } })).status).toBe(400);
    expect((await call(orgGet, 'GET', `/api/organizations/${orgA}?before=%00`, who.admin, undefined, { orgId: orgA })).status).toBe(400);
    expect((await settingsRow()).version).toBe(1);
  });

  it('keeps policies to the public page’s allowlist', async () => {
    const settings = await saved({ settings: { privacy_policy: '<p onclick="x()">Ours</p><script>alert(1)</script>', cookie_policy_translation: { es: '<p>Sí</p><iframe src="https://evil.example"></iframe>' } } });
    expect(settings.privacy_policy).toBe('<p>Ours</p>');
    expect(settings.cookie_policy_translation.es).toBe('<p>Sí</p>');
  });
});
