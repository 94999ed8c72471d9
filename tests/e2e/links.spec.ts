// No visible link leads to a 404: every page of the three demo sites is read in two languages, every
// link on it is requested, and the pages of that language are read in turn. The admin's and the
// customer's pages are read the same way while signed in, since their menus and dashboards link to
// pages no visitor sees. This reads the server's HTML over HTTP (Node cannot resolve *.localhost, so
// the Host header names the site); the links drawn only by islands are collected in the browser.
import { request, type APIRequestContext } from '@playwright/test';
import { DEMO_LOGINS } from '../../src/server/seed/demo-logins';
import { expect, port, signInAs, siteUrl, test, type DemoSlug } from './support/fixtures';

type Site = { slug: DemoSlug; languages: [string, string] };

/** The default language (no prefix) and one more each site offers. */
const SITES: Site[] = [
  { slug: 'harbour-law', languages: ['', '/es'] },
  { slug: 'brightstack', languages: ['', '/de'] },
  { slug: 'sonnenklinik', languages: ['', '/en'] },
];

/** More pages than any demo site has in one language: a crawl that runs away is a bug of its own. */
const MAX_PAGES = 250;
const LOCALE_PREFIX = /^\/(en|es|fr|de|ru|pt|it|nl|pl|ja|zh)(?=\/|$)/;

const ANCHOR = /<a\b[^>]*?\shref="([^"]*)"/gi;

function decodeEntities(value: string): string {
  return value.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"');
}

/** The site-relative paths of the links in a page's HTML (other hosts, mail and phone links left out). */
function linksIn(html: string, from: string, host: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(ANCHOR)) {
    const raw = decodeEntities(match[1]);
    if (!raw || raw.startsWith('#') || /^(mailto|tel|javascript):/i.test(raw)) continue;
    const url = new URL(raw, `http://${host}${from}`);
    if (url.host !== host) continue;
    found.add(url.pathname + url.search);
  }
  return [...found];
}

/** True when a path belongs to the language the crawl started in ('' is the default, unprefixed one). */
function inLanguage(path: string, prefix: string): boolean {
  const match = path.match(LOCALE_PREFIX);
  return prefix ? match?.[0] === prefix : !match;
}

type Broken = { link: string; status: number; on: string };

async function crawl(api: APIRequestContext, host: string, starts: string[], prefix: string, within = (_path: string) => true) {
  const headers = { host };
  const status = new Map<string, number>();
  const broken: Broken[] = [];
  const queue = starts.map((path) => ({ path, on: '(start)' }));
  let pagesRead = 0;
  while (queue.length) {
    const { path, on } = queue.shift()!;
    if (status.has(path)) continue;
    const isApi = path.startsWith('/api/');
    const response = await api.get(path, { headers, maxRedirects: 0, failOnStatusCode: false });
    const code = response.status();
    let body = '';
    if (code >= 300 && code < 400) {
      // A redirect is fine when it lands on a page that exists: follow it as a link of the same page.
      const target = new URL(response.headers()['location'] ?? '/', `http://${host}${path}`);
      if (target.host === host) queue.unshift({ path: target.pathname + target.search, on: path });
    } else if (!isApi && code === 200 && (response.headers()['content-type'] ?? '').includes('text/html')) {
      body = await response.text();
    }
    status.set(path, code);
    if (code === 404 || code >= 500) broken.push({ link: path, status: code, on });
    if (!body || !inLanguage(path, prefix) || !within(path)) continue;
    pagesRead += 1;
    expect(pagesRead, `more than ${MAX_PAGES} pages on ${host}${prefix}`).toBeLessThanOrEqual(MAX_PAGES);
    for (const link of linksIn(body, path, host)) if (!status.has(link)) queue.push({ path: link, on: path });
  }
  return { broken, pagesRead, linksChecked: status.size };
}

async function apiFor(slug: DemoSlug, role?: 'admin' | 'customer'): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: `http://127.0.0.1:${port}` });
  if (role) {
    const login = DEMO_LOGINS.find((entry) => entry.slug === slug && entry.role === role)!;
    const signIn = await api.post('/api/auth/sign-in/email', {
      headers: { host: `${slug}.localhost:${port}`, origin: siteUrl(slug).replace(/\/$/, '') },
      data: { email: login.email, password: login.password },
    });
    expect(signIn.status(), await signIn.text()).toBe(200);
  }
  return api;
}

// A crawl of a whole site takes a while on a busy machine; it is one request at a time by design.
test.describe.configure({ timeout: 180_000 });

for (const site of SITES) {
  for (const prefix of site.languages) {
    test(`every link on ${site.slug}${prefix || ' (default language)'} leads to a page`, async () => {
      const api = await apiFor(site.slug);
      const host = `${site.slug}.localhost:${port}`;
      const result = await crawl(api, host, [`${prefix}/`], prefix);
      await api.dispose();
      expect(result.broken).toEqual([]);
      expect(result.pagesRead).toBeGreaterThan(5);
    });
  }

  test(`every link the admin and the customer of ${site.slug} see leads to a page`, async ({ page }) => {
    const host = `${site.slug}.localhost:${port}`;
    const signedIn = (path: string) => /^\/(admin|account)(\/|$)/.test(path.replace(LOCALE_PREFIX, ''));
    for (const role of ['admin', 'customer'] as const) {
      const api = await apiFor(site.slug, role);
      const result = await crawl(api, host, ['/admin', '/account'], '', signedIn);
      await api.dispose();
      expect(result.broken, role).toEqual([]);
    }

    // The profile menu is an island: its links exist only in the browser.
    await signInAs(page, site.slug, 'admin');
    await page.goto(siteUrl(site.slug, '/'));
    const account = page.getByRole('button', { name: /^(Account menu|Kontomenü)$/ });
    await account.click();
    const menuLinks = await page.locator(`#${await account.getAttribute('aria-controls')}`).locator('a[href]').evaluateAll((anchors) => anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect(menuLinks.length).toBeGreaterThan(3);
    const api = await apiFor(site.slug, 'admin');
    const result = await crawl(api, host, menuLinks, '', () => false);
    await api.dispose();
    expect(result.broken).toEqual([]);
  });
}
