// Banners as visitors meet them (public spec §2, §4, §5, §9; docs/decisions/039): the seeded banners
// on the demo sites, the stack above the header, a guest's dismissal kept across reloads until its
// duration has passed (Playwright's clock, no sleeps), a signed-in dismissal kept on the server, the
// countdown ending in 'Sale Ended', the panel opened and closed, the 1 s debounced refetch after a
// client-side navigation, no banners on /login and /admin, and axe with banners shown and expanded.
import type { Page } from '@playwright/test';
import { acceptCookies, axeViolations, expect, installClock, newPerson, pauseClock, registerThroughApi, signInAs, siteUrl, test } from './support/fixtures';

const SITE = 'brightstack';
// Brightstack's seeded banners: the stacked promotion with its countdown, a bottom banner closable
// for five minutes, and a 'Book a demo' tab on /pricing that opens a 30 % panel.
const promotion = (page: Page) => page.locator('[data-banner-stack] [data-banner-id]');
const bottom = (page: Page) => page.locator('[data-banner-position="bottom"]');
const demoTab = (page: Page) => page.getByRole('button', { name: 'Book a demo', exact: true });

async function signInWith(page: Page, email: string, password: string): Promise<void> {
  const status = await page.evaluate(
    async (body) => (await fetch('/api/auth/sign-in/email', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).status,
    { email, password },
  );
  expect(status).toBe(200);
}

test.beforeEach(async ({ context }) => {
  for (const site of ['brightstack', 'harbour-law', 'sonnenklinik']) await acceptCookies(context, site);
});

test('the first paint keeps room for the top banners, so their arrival moves nothing', async ({ browser }) => {
  // Without scripts the page is its server HTML: the room is there before any banner is fetched.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(siteUrl(SITE, '/'));
  expect((await page.locator('header').first().boundingBox())?.y).toBe(56);
  await page.goto(siteUrl('harbour-law', '/about'));
  expect((await page.locator('[data-banner-room]').boundingBox())?.height).toBe(56);
  await context.close();
});

test('the seeded banners show on each demo site, the stack above a header moved down by 56 px', { tag: '@phone' }, async ({ page }) => {
  await page.goto(siteUrl(SITE, '/'));
  await expect(promotion(page)).toHaveCount(1);
  await expect(promotion(page)).toContainText('Business plan');
  await expect(promotion(page).getByRole('timer')).toBeVisible();
  await expect(bottom(page)).toContainText('OpenTelemetry');
  expect((await promotion(page).boundingBox())?.height).toBe(56);
  await expect.poll(async () => (await page.locator('header').first().boundingBox())?.y).toBe(56);

  await page.goto(siteUrl('harbour-law', '/'));
  await expect(page.locator('[data-banner-flow]')).toContainText('Business legal helpline');
  // No stack here: the header stays at the top.
  expect((await page.locator('header').first().boundingBox())?.y).toBe(0);
  await page.goto(siteUrl('harbour-law', '/services'));
  await expect(page.getByRole('button', { name: 'Free client guides', exact: true })).toBeVisible();
  // ...and on each practice page the Services menu leads to.
  await page.goto(siteUrl('harbour-law', '/family-law'));
  await expect(page.getByRole('button', { name: 'Free client guides', exact: true })).toBeVisible();

  await page.goto(siteUrl('sonnenklinik', '/'));
  await expect(page.locator('[data-banner-flow]')).toContainText('Grippeimpfung');
});

test('a guest dismisses a closed banner: it stays away across reloads and returns after its 5 minutes', async ({ page }) => {
  await installClock(page);
  await page.goto(siteUrl(SITE, '/'));
  await expect(bottom(page)).toBeVisible();
  await bottom(page).getByRole('button', { name: /^Dismiss: / }).click();
  await expect(bottom(page)).toHaveCount(0);
  // The permanent promotion has no dismiss button.
  await expect(promotion(page).getByRole('button', { name: /^Dismiss: / })).toHaveCount(0);

  await page.reload();
  await expect(promotion(page)).toBeVisible();
  await expect(bottom(page)).toHaveCount(0);

  await page.clock.fastForward('04:30');
  await page.reload();
  await expect(promotion(page)).toBeVisible();
  await expect(bottom(page)).toHaveCount(0);

  await page.clock.fastForward('00:31');
  await page.reload();
  await expect(bottom(page)).toBeVisible();
});

test('a signed-in dismissal is kept on the server: another browser of the same person does not see it', async ({ page, browser }) => {
  const person = newPerson('banner');
  await registerThroughApi(SITE, person);
  await page.goto(siteUrl(SITE, '/'));
  await signInWith(page, person.email, person.password);
  await page.reload();
  await expect(bottom(page)).toBeVisible();
  const saved = page.waitForResponse((r) => r.url().includes('/dismissals') && r.request().method() === 'POST');
  await bottom(page).getByRole('button', { name: /^Dismiss: / }).click();
  expect((await saved).status()).toBe(201);
  // Kept on the server, not in this browser.
  expect(await page.evaluate(() => window.localStorage.getItem('sw_banner_dismissals'))).toBeNull();

  const other = await browser.newContext();
  await acceptCookies(other, SITE);
  const second = await other.newPage();
  await second.goto(siteUrl(SITE, '/'));
  await expect(promotion(second)).toBeVisible();
  await expect(bottom(second)).toBeVisible(); // a guest there still sees it
  await signInWith(second, person.email, person.password);
  await second.reload();
  await expect(promotion(second)).toBeVisible();
  await expect(bottom(second)).toHaveCount(0);
  await other.close();
});

test('the countdown runs to Sale Ended', async ({ page }) => {
  // Brightstack's promotion ends at 09:00 UTC on 30 June 2027: begin 20 s before.
  await page.clock.install({ time: new Date('2027-06-30T08:59:40Z') });
  await page.goto(siteUrl(SITE, '/'));
  const timer = promotion(page).getByRole('timer');
  await expect(timer).toContainText(/\b\d\ds\b/);
  await pauseClock(page);
  await page.clock.runFor(25_000);
  await expect(promotion(page).locator('[data-banner-countdown="ended"]')).toHaveText('Sale Ended');
  await expect(timer).toHaveCount(0);
});

test('on a phone the countdown keeps its "Ends in" label, whole and inside the strip', { tag: '@phone' }, async ({ page }) => {
  // Two months before the end: the longest time the pill shows ("60d 09h 00m 00s").
  await page.clock.install({ time: new Date('2027-05-01T00:00:00Z') });
  await page.goto(siteUrl(SITE, '/'));
  const timer = promotion(page).getByRole('timer');
  const label = timer.locator('[data-banner-countdown-label]');
  await expect(label).toBeVisible();
  await expect(label).toHaveText('Ends in');
  await expect(timer).toContainText(/^Ends in\s*60d 0\dh \d\dm \d\ds$/);
  const strip = (await promotion(page).boundingBox())!;
  const pill = (await timer.boundingBox())!;
  const text = (await label.boundingBox())!;
  const width = page.viewportSize()!.width;
  // Nothing cut off: the label inside the pill, the pill inside the 56 px strip and the screen.
  expect(strip.height).toBe(56);
  expect(pill.x).toBeGreaterThanOrEqual(0);
  expect(pill.x + pill.width).toBeLessThanOrEqual(width);
  expect(pill.y).toBeGreaterThanOrEqual(strip.y);
  expect(pill.y + pill.height).toBeLessThanOrEqual(strip.y + strip.height);
  expect(text.x).toBeGreaterThanOrEqual(pill.x);
  expect(text.x + text.width).toBeLessThanOrEqual(pill.x + pill.width);
  expect(await label.evaluate((node) => node.scrollWidth <= node.clientWidth + 1)).toBe(true);
});

test('the countdown and labels speak the page language', async ({ page }) => {
  await page.goto(siteUrl(SITE, '/es'));
  await expect(promotion(page)).toContainText('Plan Business');
  await expect(promotion(page).getByRole('link', { name: 'Comparar planes' })).toBeVisible();
  await expect(bottom(page).getByRole('button', { name: /^Descartar: / })).toBeVisible();
});

test('a side tab expands into its panel, which closes with Escape and gives focus back', async ({ page }) => {
  await page.goto(siteUrl(SITE, '/pricing'));
  await demoTab(page).click();
  const panel = page.getByRole('dialog', { name: 'Book a demo' });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('See Brightstack on your own repository');
  await expect(panel).toHaveAttribute('data-banner-panel', 'right-30');
  const box = (await panel.boundingBox())!;
  expect(Math.round(box.x + box.width)).toBe(1280);
  expect(Math.round(box.width)).toBe(384); // 30 % of 1280
  expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(demoTab(page)).toBeFocused();
  await expect(demoTab(page)).toHaveAttribute('aria-expanded', 'false');
});

test('banners are fetched again 1 s after a client-side navigation', async ({ page }) => {
  // Client-side navigation is the React page's, which signed-in visitors get; an anonymous visitor's
  // links load a new document, whose banners come with it (the next test).
  await signInAs(page, SITE, 'customer');
  // The page notes, on its own clock, when its path changes and when it asks for banners. (A paused
  // test clock held the router's own timers too: the navigation then sometimes never committed.)
  await page.addInitScript(() => {
    const log: { kind: 'path' | 'banners'; at: number; url: string }[] = [];
    Object.assign(window, { bannerLog: log });
    const push = history.pushState.bind(history);
    history.pushState = (...args: Parameters<History['pushState']>) => {
      push(...args);
      log.push({ kind: 'path', at: performance.now(), url: location.pathname });
    };
    const send = window.fetch.bind(window);
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.includes('/api/banners?')) log.push({ kind: 'banners', at: performance.now(), url });
      return send(input, init);
    };
  });
  await page.goto(siteUrl(SITE, '/'));
  await expect(promotion(page)).toBeVisible();
  await expect(demoTab(page)).toHaveCount(0);
  // A header link navigates inside the app: no new document, only the path changes.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Pricing', exact: true }).first().click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(demoTab(page)).toBeVisible();
  type Entry = { kind: 'path' | 'banners'; at: number; url: string };
  const log = await page.evaluate(() => (window as unknown as { bannerLog: Entry[] }).bannerLog);
  const moved = log.find((entry) => entry.kind === 'path' && entry.url === '/pricing');
  expect(moved, JSON.stringify(log)).toBeDefined();
  // One fetch for the new path, once the path has been still for 1 s: not at once, not twice.
  const asked = log.filter((entry) => entry.kind === 'banners' && entry.at >= moved!.at);
  expect(asked, JSON.stringify(log)).toHaveLength(1);
  expect(asked[0]!.url).toContain('path=%2Fpricing');
  expect(asked[0]!.at - moved!.at).toBeGreaterThanOrEqual(1000);
  expect(asked[0]!.at - moved!.at).toBeLessThan(3000);
});

test("an anonymous visitor's link to another page brings that page's banners", async ({ page }) => {
  await page.goto(siteUrl(SITE, '/'));
  await expect(promotion(page)).toBeVisible();
  await expect(demoTab(page)).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Pricing', exact: true }).first().click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(demoTab(page)).toBeVisible();
});

test('no banners on /login or /admin, with or without a locale prefix', async ({ page }) => {
  for (const path of ['/login', '/es/login']) {
    await page.goto(siteUrl(SITE, path), { waitUntil: 'networkidle' });
    await expect(page.locator('[data-banner-id]')).toHaveCount(0);
  }
  await signInAs(page, SITE, 'admin');
  await page.goto(siteUrl(SITE, '/admin'), { waitUntil: 'networkidle' });
  await expect(page.locator('[data-banner-id]')).toHaveCount(0);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--sw-banner-stack'))).toBe('');
});

test('pages with banners shown break no WCAG A or AA rule', { tag: '@phone' }, async ({ page }) => {
  for (const [site, path] of [['brightstack', '/'], ['harbour-law', '/'], ['harbour-law', '/contact']] as const) {
    await page.goto(siteUrl(site, path));
    await expect(page.locator('[data-banner-id]').first()).toBeVisible();
    expect(await axeViolations(page, { include: '[data-banner-id]' }), `${site}${path}`).toEqual([]);
  }
  await page.goto(siteUrl('harbour-law', '/services'));
  await page.getByRole('button', { name: 'Free client guides', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Free client guides' })).toBeVisible();
  expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([]);
});

test.describe('in German', () => {
  test.use({ locale: 'de-DE' });

  test('a top strip expands into a panel over the lower half of the window', async ({ page }) => {
    await page.goto(siteUrl('sonnenklinik', '/'));
    const details = page.locator('[data-banner-flow]').getByRole('button', { name: 'Details anzeigen' });
    await details.click();
    const panel = page.getByRole('dialog', { name: /Grippeimpfung/ });
    await expect(panel).toContainText('Impfpass');
    await expect(panel).toHaveAttribute('data-banner-panel', 'bottom-half');
    const box = (await panel.boundingBox())!;
    expect(Math.round(box.y)).toBe(400);
    expect(Math.round(box.height)).toBe(400);
    // The page behind a modal panel is hidden from assistive technology, so find the button by CSS.
    await expect(page.locator('[data-banner-flow] button[aria-haspopup="dialog"]')).toHaveAttribute('aria-expanded', 'true');
    expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([]);
    await panel.getByRole('button', { name: 'Schließen' }).click();
    await expect(panel).toHaveCount(0);
    await expect(details).toBeFocused();
  });
});
