// The site's own cookies and storage keys are disclosed (decision 054): every cookie the server sets
// (sign-in, a consent decision, the help widget's visitor id) is in lib/site-storage.ts, the
// categories call lists all of them under the essential category with purpose, lifetime and reason
// in the asked language, and a module that starts writing browser storage fails here until the
// list says what it writes.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as categoriesGet } from '@/app/api/cookies/categories/route';
import { POST as consentPost } from '@/app/api/cookies/consent/route';
import { cookieCategories, cookieServices } from '@/server/db/schema';
import { createOrganization } from '@/server/organizations/service';
import { ensureAccount } from '@/server/people/accounts';
import { saveProfile } from '@/server/account/profiles';
import { getTranslator } from '@/lib/i18n/messages';
import { SITE_STORAGE, siteStorageNames } from '@/lib/site-storage';
import type { CookieCategoryResponse } from '@/schemas/consent';
import { signIn } from '../support/auth';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases';

const HOST = 'consent-storage.localhost';
const ROOT = path.resolve(__dirname, '../..');
const names = (setCookies: string[]) => setCookies.map((cookie) => cookie.split('=')[0].trim());

function get(url: string) {
  return categoriesGet(new Request(`http://${HOST}${url}`, { headers: { host: HOST } }), { params: Promise.resolve({}) });
}

describe.each(DATABASE_KINDS)("the site's own cookies and storage on %s", (kind) => {
  let database: TestDatabase;
  let organizationId: string;
  let essential: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    organizationId = (await createOrganization(database.db, { slug: 'consent-storage', name: 'Consent Storage' })).id;
    essential = (await database.db.insert(cookieCategories).values({ organizationId, name: 'Essential', order: 0 }).returning())[0].id;
    const analytics = (await database.db.insert(cookieCategories).values({ organizationId, name: 'Analytics', order: 1 }).returning())[0].id;
    await database.db.insert(cookieServices).values([
      { organizationId, categoryId: essential, name: 'Session cookie' },
      { organizationId, categoryId: analytics, name: 'Matomo' },
    ]);
    const { userId } = await ensureAccount(database.db, { email: 'customer@consent-storage.example', password: 'Passw0rdOK', name: 'Customer' });
    await saveProfile(database.db, { organizationId, userId, username: 'storage-customer', email: 'customer@consent-storage.example', role: 'customer' });
  });
  afterAll(() => database.dispose());

  it('lists every cookie that signing in and a consent decision set', async () => {
    const { cookie } = await signIn(HOST, 'customer@consent-storage.example', 'Passw0rdOK');
    const decision = await consentPost(
      new Request(`http://${HOST}/api/cookies/consent`, {
        method: 'POST',
        headers: { host: HOST, origin: `http://${HOST}`, 'content-type': 'application/json' },
        body: JSON.stringify({ consent_given: false, services: [], organization_id: organizationId }),
      }),
      { params: Promise.resolve({}) },
    );
    expect(decision.status).toBe(201);
    const set = [...names(cookie.split('; ')), ...names(decision.headers.getSetCookie())];
    expect(set).toEqual(expect.arrayContaining(['better-auth.session_token', 'cookies_accepted', 'sw_visitor']));
    for (const name of set) expect(siteStorageNames('cookie'), `${name} is set but not disclosed`).toContain(name);
  });

  it('gives the essential category every key with its purpose, lifetime and reason, in the asked language', async () => {
    const english: CookieCategoryResponse[] = await (await get('/api/cookies/categories?locale=en')).json();
    const [first, second] = english;
    expect(first.id).toBe(essential);
    expect(second.site_storage).toBeUndefined();
    expect(first.site_storage?.map((item) => item.name)).toEqual(SITE_STORAGE.map((item) => item.name));
    for (const item of first.site_storage ?? []) {
      expect(item.purpose.length, item.name).toBeGreaterThan(10);
      expect(item.reason.length, item.name).toBeGreaterThan(10);
      expect(item.lifetime.length, item.name).toBeGreaterThan(3);
    }
    const byName = Object.fromEntries((first.site_storage ?? []).map((item) => [item.name, item]));
    expect(byName.cookies_accepted).toMatchObject({ kind: 'cookie', kind_label: 'Cookie', lifetime: '365 days', staff_only: false });
    expect(byName.sw_visitor).toMatchObject({ kind: 'cookie', lifetime: '365 days', reason: 'The site must be able to prove the choice you made; the number says nothing else about you.' });
    expect(byName['better-auth.session_token'].lifetime).toBe('30 days');
    expect(byName['sitewright:help-widget']).toMatchObject({ kind: 'sessionStorage', lifetime: 'Until the tab is closed' });
    expect(byName['keyval-store']).toMatchObject({ kind: 'indexedDB', staff_only: true });

    const german: CookieCategoryResponse[] = await (await get('/api/cookies/categories?locale=de')).json();
    const visitor = german[0].site_storage?.find((item) => item.name === 'sw_visitor');
    expect(visitor).toMatchObject({ kind_label: 'Cookie', lifetime: '365 Tage', purpose: getTranslator('de')('consent.storePurposeVisitor') });
    expect(visitor?.purpose).not.toBe(byName.sw_visitor.purpose);
  });
});

/** Every source file under src, tests left out. */
function sources(dir = path.join(ROOT, 'src')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** What writes to a browser: storage setters, document.cookie, Set-Cookie headers, IndexedDB. */
const WRITES = /\.setItem\(|document\.cookie\s*=|['"]set-cookie['"]|from ['"]idb-keyval['"]|indexedDB\.open\(|cookies\(\)\.set\(/i;

/**
 * The modules known to write browser storage. One more here is fine once SITE_STORAGE lists what
 * it writes (and the cookie policy therefore shows it).
 */
const KNOWN_WRITERS = [
  'src/features/banners/guest-dismissals.ts',
  'src/features/basket/basket-provider.tsx',
  'src/features/basket/stored-basket.ts',
  'src/features/consent/stored-choice.ts',
  'src/features/editor/palette/recent-commands.ts',
  'src/features/editor/post-editor/use-local-draft.ts',
  'src/features/editor/shared/use-journal.ts',
  'src/features/help-widget/api.ts',
  'src/features/help-widget/help-launcher.tsx',
  'src/features/language/locale-choice.ts',
  'src/lib/auth/return-address.ts',
  'src/server/auth/origin.ts',
  'src/server/consent/http.ts',
  'src/server/help/http.ts',
];

describe('the list of storage keys follows the code', () => {
  const files = sources().map((file) => ({ file: path.relative(ROOT, file).split(path.sep).join('/'), text: readFileSync(file, 'utf8') }));

  it('knows every module that writes cookies or browser storage', () => {
    const writers = files.filter(({ text }) => WRITES.test(text)).map(({ file }) => file);
    expect(writers.sort()).toEqual([...KNOWN_WRITERS].sort());
  });

  it('names keys the code really uses', () => {
    const code = files.filter(({ file }) => file !== 'src/lib/site-storage.ts').map(({ text }) => text).join('\n');
    // Named by the libraries that write them: Better Auth's cookie prefix and idb-keyval's default database.
    const libraryNames = new Set(['better-auth.session_token', 'keyval-store']);
    for (const item of SITE_STORAGE.filter((entry) => !libraryNames.has(entry.name))) {
      expect(code.includes(`'${item.name}'`), `${item.name} appears nowhere in the code`).toBe(true);
    }
    expect(readFileSync(path.join(ROOT, 'node_modules/idb-keyval/dist/index.js'), 'utf8')).toContain("'keyval-store'");
  });
});
