// What every browser test shares: a `test` whose page.goto returns only once React has hydrated a
// site page (<html data-hydrated>, set by HydrationMark), so a click right after navigating reaches
// a live island instead of a plain link; the URL of a demo site; signing in as any demo role; the
// cookie notice kept out of the way; and axe limited to the WCAG A and AA rules.
import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { test as base, expect, request, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { DEMO_LOGINS, DEMO_ORGANIZATIONS } from '../../../src/server/seed/demo-logins';
import { workerPorts } from './ports';

/** This worker's site server (support/ports.ts). */
export const port = workerPorts().site;

export type DemoSlug = 'harbour-law' | 'brightstack' | 'sonnenklinik';
export type DemoRole = 'admin' | 'editor' | 'customer';

/**
 * The address of a page of a demo site: `siteUrl('brightstack', '/pricing')`. A name with a dot
 * (`harbourfinch.test`, `localhost`) is used as the host itself.
 */
export function siteUrl(site: DemoSlug | (string & {}), path = '/'): string {
  const host = site.includes('.') || site === 'localhost' ? site : `${site}.localhost`;
  return `http://${host}:${port}${path}`;
}

/** The demo organisation's name as its pages show it. */
export const organizationName = (slug: DemoSlug) => DEMO_ORGANIZATIONS.find((org) => org.slug === slug)!.name;

/**
 * After a keyboard pick-up in a dnd-kit list: its keyboard sensor starts listening from a zero-delay
 * timer queued at the pick-up, and it measures the list in an effect. A timer queued now runs after
 * that one, and two frames later the effect has run, so the next arrow key moves the item.
 */
export async function dndKeyboardReady(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(resolve)), 0)));
}

/** Waits until the current document's islands listen. Use after a click that loads a new document. */
export async function ready(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * Brings a visitor's page down to the end of its last section and waits for it to hold still, the
 * footer just below the screen (its islands still asleep). A visitor's sections are laid out only
 * once they come near the screen (content-visibility: auto, docs/decisions/048), so a jump from the
 * top to the footer moves the page under the pointer in the frames that follow, and a click aimed at
 * the footer could begin on its target and end beside it. Frames are counted by a ResizeObserver,
 * which a test's fake clock does not hold.
 */
/**
 * Waits for an editor to be closed for good: gone from the page, and its `?editor=` history entry
 * gone back over. A reload or a visit started before that back lands is cut short by it.
 */
export async function editorClosed(page: Page, editor: Locator): Promise<void> {
  await expect(editor).toBeHidden();
  await expect(page).not.toHaveURL(/[?&]editor=/);
}

export async function comeDownToFooter(page: Page): Promise<void> {
  const still = await page.evaluate(async () => {
    const frame = () =>
      new Promise<void>((resolve) => {
        const observer = new ResizeObserver(() => {
          observer.disconnect();
          resolve();
        });
        observer.observe(document.documentElement);
      });
    for (let tries = 0; tries < 20; tries += 1) {
      Array.from(document.querySelectorAll('main section[data-section-type]')).at(-1)?.scrollIntoView({ block: 'end' });
      const height = document.documentElement.scrollHeight;
      await frame();
      await frame();
      if (document.documentElement.scrollHeight === height) return true;
    }
    return false;
  });
  expect(still, 'the page still moved after 20 scrolls to its last section').toBe(true);
}

/**
 * Answers the cookie notice for a site in advance, so it never covers what a test clicks. The cookie
 * alone says "decided here": the page asks the server once, finds no recorded decision and applies
 * the essential services only, without showing the notice (docs/decisions/037). Embeds therefore
 * stay behind their placeholder; consent.spec.ts records real decisions.
 */
export async function acceptCookies(context: BrowserContext, site: DemoSlug | (string & {})): Promise<void> {
  await context.addCookies([{ name: 'cookies_accepted', value: 'true', url: siteUrl(site) }]);
}

/** The same for the three demo sites at once: for specs that browse them all and click near the bottom. */
export async function acceptCookiesOnDemoSites(context: BrowserContext): Promise<void> {
  for (const { slug } of DEMO_ORGANIZATIONS) await acceptCookies(context, slug);
}

/** Signs the page's context in as the demo admin or customer of a site (through the real sign-in API). */
export async function signInAs(page: Page, slug: DemoSlug, role: DemoRole, path?: string): Promise<void> {
  await signInOn(page, siteUrl(slug), port, slug, role);
  if (path) await page.goto(siteUrl(slug, path));
}

/**
 * The same on any server: `site` is the site's address as the browser uses it, `serverPort` where
 * the server listens on this machine (the tests of several instances start their own).
 */
export async function signInOn(page: Page, site: string, serverPort: number, slug: DemoSlug, role: DemoRole): Promise<void> {
  const login = DEMO_LOGINS.find((entry) => entry.slug === slug && entry.role === role);
  if (!login) throw new Error(`No demo ${role} on ${slug}`);
  // Through the sign-in API from outside the browser (Node cannot resolve *.localhost, so the Host
  // header names the site), with the site's own Origin; the session cookie it sets is handed to the
  // page's browser context. No page is loaded for it: a test goes where it means to, signed in.
  const api = await request.newContext({ baseURL: `http://127.0.0.1:${serverPort}` });
  try {
    const origin = new URL(site).origin;
    const response = await api.post('/api/auth/sign-in/email', {
      headers: { host: new URL(site).host, origin },
      data: { email: login.email, password: login.password },
    });
    expect(response.status(), await response.text()).toBe(200);
    const cookies = response.headersArray().filter((header) => header.name.toLowerCase() === 'set-cookie');
    expect(cookies.length).toBeGreaterThan(0);
    await page.context().addCookies(cookies.map((header) => browserCookie(header.value, `${origin}/`)));
  } finally {
    await api.dispose();
  }
}

/** A Set-Cookie header as a cookie of the browser context, for the site at `url`. */
function browserCookie(header: string, url: string) {
  const [pair, ...attributes] = header.split(';').map((part) => part.trim());
  const split = pair.indexOf('=');
  const cookie: Parameters<BrowserContext['addCookies']>[0][number] = { name: pair.slice(0, split), value: pair.slice(split + 1), url };
  for (const attribute of attributes) {
    const [key, value = ''] = attribute.split('=');
    const name = key.toLowerCase();
    if (name === 'httponly') cookie.httpOnly = true;
    else if (name === 'secure') cookie.secure = true;
    else if (name === 'samesite') cookie.sameSite = (value.charAt(0).toUpperCase() + value.slice(1).toLowerCase()) as 'Strict' | 'Lax' | 'None';
    else if (name === 'max-age') cookie.expires = Math.floor(Date.now() / 1000) + Number(value);
    else if (name === 'expires' && cookie.expires === undefined) cookie.expires = Math.floor(new Date(value).getTime() / 1000);
  }
  return cookie;
}

/** Signs the page's context out. */
export async function signOut(page: Page): Promise<void> {
  await page.evaluate(() => fetch('/api/auth/sign-out', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }));
}

export type Person = { username: string; email: string; password: string; fullName?: string };

/** A person no earlier run has registered (every run can use the same database again). */
export function newPerson(label: string): Person {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { username: `e2e_${label}_${stamp}`, email: `e2e-${label}-${stamp}@example.com`, password: 'Harbour2026x' };
}

/** Registers someone on a site outside the browser (Node cannot resolve *.localhost, so the Host header names the site). */
export async function registerThroughApi(slug: DemoSlug, person: Person): Promise<void> {
  const api = await request.newContext({ baseURL: `http://127.0.0.1:${port}` });
  const headers = { host: `${slug}.localhost:${port}`, origin: siteUrl(slug).replace(/\/$/, '') };
  const signUp = await api.post('/api/auth/sign-up/email', { headers, data: { email: person.email, password: person.password, name: person.username } });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const profile = await api.post('/api/profile', { headers, data: { username: person.username, ...(person.fullName ? { full_name: person.fullName } : {}) } });
  expect(profile.status(), await profile.text()).toBe(200);
  await api.dispose();
}

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Every violation of the WCAG 2.1 A and AA rules in the page (or in `include`), one line each.
 *
 * A page without frames (nearly every check) gets axe-core once and one `axe.run`, asked for
 * violations only. The Playwright wrapper is kept for a page with frames, since it loads axe into
 * each of them. Its default mode also gathers the results in a blank page it opens per check (in
 * Chromium's headless mode one more window and renderer), and it loads axe's 550 kB twice: 1.9 s a
 * check here, against 0.7 s this way (docs/decisions/058).
 */
export async function axeViolations(page: Page, options: { include?: string; exclude?: string } = {}): Promise<string[]> {
  if (page.frames().length > 1) return axeViolationsWithFrames(page, options);
  await page.evaluate(axe.source);
  return page.evaluate(
    async ({ include, exclude, tags }) => {
      const context: import('axe-core').ElementContext = include
        ? { include: [include], ...(exclude ? { exclude: [exclude] } : {}) }
        : exclude
          ? { exclude: [exclude] }
          : document;
      const { violations } = await window.axe.run(context, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
    },
    { include: options.include ?? null, exclude: options.exclude ?? null, tags: WCAG_TAGS },
  );
}

async function axeViolationsWithFrames(page: Page, options: { include?: string; exclude?: string }): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (options.include) builder.include(options.include);
  if (options.exclude) builder.exclude(options.exclude);
  const results = await builder.analyze();
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}

const CLOCK_START = new Date('2026-03-02T09:00:00Z');

/**
 * Stops the page's time before it loads: timers fire only when the test moves the clock with
 * page.clock.runFor, so "nothing after 1999 ms, something at 2000 ms" is exact, never a race.
 * For timers that start at load (the language suggestion, animations).
 */
export async function freezeClock(page: Page): Promise<void> {
  await page.clock.install({ time: CLOCK_START });
  await page.clock.pauseAt(new Date(CLOCK_START.getTime() + 1000));
}

/** Fakes the page's time but lets it flow, until pauseClock stops it. Call before the first goto. */
export async function installClock(page: Page): Promise<void> {
  await page.clock.install({ time: CLOCK_START });
}

/**
 * Stops the (installed) clock for timers that an action is about to start. Time still flows while
 * this call travels to the browser, so it stops a second ahead (timers already due then fire first).
 */
export async function pauseClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(new Date(now + 1000));
}

/** Makes page.goto return only once a site page is hydrated (the fixture does this for `page`). */
export function awaitHydrationOnGoto(page: Page): Page {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    const type = response?.headers()['content-type'] ?? '';
    if (type.includes('text/html')) await ready(page);
    return response;
  };
  return page;
}

export const test = base.extend({
  baseURL: async ({}, provide) => {
    await provide(`http://localhost:${port}`);
  },
  page: async ({ page }, provide) => {
    await provide(awaitHydrationOnGoto(page));
  },
});

export { expect };
