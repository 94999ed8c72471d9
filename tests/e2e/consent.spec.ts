// The visitor's side of cookie consent (public spec §4, §8, §9; decisions 036-038): the notice 1.5 s
// after load, Reject all and Save settings recorded in the ledger and not asked again, the footer's
// privacy-settings button, the dialog's load errors with Close and reload, a YouTube embed held
// back until its category is accepted, the admin's ledger page, axe on each, and a phone's width.
// Every cookie and storage key a browser holds after browsing is one the dialog and the cookie
// policy list (decision 054), and the notice keeps clear of the help launcher on a phone.
import type { BrowserContext, Page, Request } from '@playwright/test';
import { acceptCookies, axeViolations, comeDownToFooter, expect, freezeClock, signInAs, siteUrl, test } from './support/fixtures';

const SITE = 'brightstack';
const EXACT = {
  categories: 'Failed to load categories. Please try again.',
  timeout: 'Loading timed out. Please try refreshing the page.',
};

const notice = (page: Page) => page.getByTestId('cookie-notice');
const dialog = (page: Page) => page.getByTestId('privacy-dialog');

/** Shows the notice: the page's clock is frozen (freezeClock), so it appears exactly when moved 1.5 s on. */
async function showNotice(page: Page, path = '/') {
  await page.goto(siteUrl(SITE, path));
  await page.clock.runFor(1499);
  await expect(notice(page)).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(notice(page)).toBeVisible();
}

type ConsentState = { services: string[]; current: boolean };
type Category = { id: string; essential: boolean; name: string; cookie_service: { id: string }[] };

/** What the server holds for this browser, asked from the page (so with its cookies). */
async function storedConsent(page: Page, organizationId: string): Promise<ConsentState> {
  return page.evaluate(async (id) => (await fetch(`/api/cookies/consent?organization_id=${id}`)).json(), organizationId);
}

async function catalogue(page: Page): Promise<Category[]> {
  return page.evaluate(async () => (await fetch('/api/cookies/categories')).json());
}

const servicesOf = (categories: Category[], keep: (c: Category) => boolean) => categories.filter(keep).flatMap((c) => c.cookie_service.map((s) => s.id)).sort();

/** The organisation id the page sent with its decision. */
const organizationOf = (request: Request) => (request.postDataJSON() as { organization_id: string }).organization_id;


/** Every cookie (of this site) and storage key the browser holds, and its IndexedDB databases. */
async function heldStorage(page: Page, context: BrowserContext): Promise<string[]> {
  const cookies = (await context.cookies(siteUrl(SITE))).map((cookie) => cookie.name);
  const inPage = await page.evaluate(async () => [
    ...Object.keys(window.localStorage),
    ...Object.keys(window.sessionStorage),
    ...(await window.indexedDB.databases()).map((database) => database.name ?? ''),
  ]);
  return [...new Set([...cookies, ...inPage])].sort();
}

/** The names the dialog's Services tab lists under the essential category. */
async function listedInDialog(page: Page): Promise<string[]> {
  await comeDownToFooter(page);

  await page.getByRole('contentinfo').getByRole('button', { name: 'Privacy settings' }).click();
  await dialog(page).getByRole('tab', { name: 'Services' }).click();
  const names = dialog(page).getByTestId('site-storage-name');
  await expect(names.first()).toBeVisible();
  const listed = await names.allTextContents();
  await dialog(page).getByRole('button', { name: 'Close' }).first().click();
  return listed.sort();
}

/**
 * Browses what sets storage: the notice answered, a banner dismissed, a plan in the basket, the
 * help widget opened, then signed in as the demo customer.
 */
async function browseEverything(page: Page, answer: 'Accept all' | 'Reject all') {
  await freezeClock(page);
  await showNotice(page);
  await notice(page).getByRole('button', { name: answer }).click();
  await expect(notice(page)).toHaveCount(0);
  await page.clock.resume();
  const bottomBanner = page.locator('[data-banner-position="bottom"]');
  await bottomBanner.getByRole('button', { name: /^Dismiss: / }).click();
  await expect(bottomBanner).toHaveCount(0);

  await page.goto(siteUrl(SITE, '/pricing'));
  const team = page.locator('[data-plan-id]').filter({ has: page.getByRole('heading', { name: 'Team', exact: true }) });
  await team.getByRole('button', { name: 'Add to basket' }).click();
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('sitewright.basket'))).not.toBeNull();
  await page.getByRole('button', { name: 'Help and support' }).click();
  await expect(page.getByRole('dialog', { name: 'Help' })).toBeVisible();

  await signInAs(page, SITE, 'customer');
  await page.goto(siteUrl(SITE, '/account'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(siteUrl(SITE, '/about'));
}

test.describe('cookie consent', () => {
  test('the notice appears 1.5 s after load; Reject all keeps only the essential services and it stays away after reload', async ({ page }) => {
    await freezeClock(page);
    await showNotice(page);
    await expect(notice(page).getByRole('heading', { name: 'Your privacy choices' })).toBeVisible();
    // Accept all and Reject all carry the same weight: the same size and the same colours.
    const [accept, reject] = [notice(page).getByRole('button', { name: 'Accept all' }), notice(page).getByRole('button', { name: 'Reject all' })];
    const look = (button: typeof accept) => button.evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color, getComputedStyle(el).fontWeight, el.getBoundingClientRect().height].join());
    expect(await look(accept)).toBe(await look(reject));

    const posted = page.waitForRequest((r) => r.url().endsWith('/api/cookies/consent') && r.method() === 'POST');
    await reject.click();
    await expect(notice(page)).toHaveCount(0);
    const organizationId = organizationOf(await posted);
    const categories = await catalogue(page);
    const state = await storedConsent(page, organizationId);
    expect(state.current).toBe(true);
    expect([...state.services].sort()).toEqual(servicesOf(categories, (c) => c.essential));
    expect(servicesOf(categories, (c) => c.essential).length).toBeGreaterThan(0);

    await page.reload();
    await page.clock.runFor(5000);
    await expect(notice(page)).toHaveCount(0);
  });

  test('Save settings records the essential services and the one category switched on', async ({ page }) => {
    await freezeClock(page);
    await showNotice(page);
    await notice(page).getByRole('button', { name: 'Settings' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Privacy settings' })).toBeVisible();
    const essential = dialog(page).getByRole('switch', { name: 'Essential' });
    await expect(essential).toBeChecked();
    await expect(essential).toBeDisabled();
    await dialog(page).getByRole('switch', { name: 'Analytics' }).click();
    await expect(dialog(page).getByRole('switch', { name: 'Analytics' })).toBeChecked();
    await expect(dialog(page).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy');
    await expect(dialog(page).getByRole('link', { name: 'Cookie policy' })).toHaveAttribute('href', '/cookie-policy');

    const posted = page.waitForRequest((r) => r.url().endsWith('/api/cookies/consent') && r.method() === 'POST');
    await dialog(page).getByRole('button', { name: 'Save settings' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(notice(page)).toHaveCount(0);
    const categories = await catalogue(page);
    const state = await storedConsent(page, organizationOf(await posted));
    expect([...state.services].sort()).toEqual(servicesOf(categories, (c) => c.essential || c.name === 'Analytics'));
  });

  test("the footer's privacy settings button opens the dialog, in the page's language", async ({ page, context }) => {
    // The English page's language suggestion comes 2 s after load; with the clock stopped it cannot
    // cover the footer in the middle of a click on a slow machine.
    await freezeClock(page);
    await acceptCookies(context, SITE);
    await page.goto(siteUrl(SITE, '/es/'));
    await comeDownToFooter(page);

    await page.getByRole('contentinfo').getByRole('button', { name: 'Configuración de privacidad' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Configuración de privacidad' })).toBeVisible();
    await expect(dialog(page).getByRole('tab', { name: 'Categorías' })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog(page).getByRole('link', { name: 'Política de cookies' })).toHaveAttribute('href', '/es/cookie-policy');
    await dialog(page).getByRole('button', { name: 'Cerrar' }).first().click();
    await expect(dialog(page)).toHaveCount(0);
    // Opened a second time, it is the same dialog again.
    await comeDownToFooter(page);

    await page.getByRole('contentinfo').getByRole('button', { name: 'Configuración de privacidad' }).click();
    await expect(dialog(page).getByRole('tab', { name: 'Servicios' })).toBeVisible();
  });

  test('a YouTube video stays behind its placeholder until External media is accepted, then plays without a reload', async ({ page }) => {
    // The player's own address never leaves this machine: the browser's request is answered here.
    await page.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>player</title>' }));
    await freezeClock(page);
    const html = await page.goto(siteUrl(SITE, '/services'));
    // The server's HTML is the placeholder for everyone.
    const body = (await html?.text()) ?? '';
    expect(body).toContain('data-media="embed-placeholder"');
    expect(body).not.toContain('<iframe');
    const placeholder = page.locator('[data-media="embed-placeholder"]');
    await expect(placeholder).toContainText('Video hosted by YouTube');
    await expect(placeholder).toContainText('External media');
    await expect(page.locator('iframe[data-media="embed"]')).toHaveCount(0);

    await placeholder.getByRole('button', { name: 'Accept “External media” and play' }).click();
    const player = page.locator('iframe[data-media="embed"]');
    await expect(player).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    await expect(placeholder).toHaveCount(0);

    // Recorded: the next view plays at once and asks nothing.
    await page.reload();
    await expect(page.locator('iframe[data-media="embed"]')).toHaveCount(1);
    await page.clock.runFor(5000);
    await expect(notice(page)).toHaveCount(0);
  });

  test('loading over 15 s shows the timeout with Close and a reload button', async ({ page, context }) => {
    await acceptCookies(context, SITE);
    // The browser's categories call never answers.
    await page.route('**/api/cookies/categories**', () => undefined);
    await freezeClock(page);
    await page.goto(siteUrl(SITE, '/'));
    await comeDownToFooter(page);

    await page.getByRole('contentinfo').getByRole('button', { name: 'Privacy settings' }).click();
    await expect(dialog(page).getByRole('status')).toHaveText('Loading cookie settings…');
    await page.clock.runFor(14_999);
    await expect(dialog(page).getByText(EXACT.timeout)).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(dialog(page).getByRole('alert')).toHaveText(EXACT.timeout);
    await expect(dialog(page).getByRole('button', { name: 'Close' }).last()).toBeVisible();
    const reloaded = page.waitForEvent('framenavigated');
    await dialog(page).getByRole('button', { name: 'Reload page' }).click();
    await reloaded;
    await expect(dialog(page)).toHaveCount(0);
  });

  test('a failed categories call shows the spec message; Close closes the dialog', async ({ page, context }) => {
    await acceptCookies(context, SITE);
    await page.route('**/api/cookies/categories**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"down"}' }));
    await page.goto(siteUrl(SITE, '/'));
    await comeDownToFooter(page);

    await page.getByRole('contentinfo').getByRole('button', { name: 'Privacy settings' }).click();
    await expect(dialog(page).getByRole('alert')).toHaveText(EXACT.categories);
    await expect(dialog(page).getByRole('button', { name: 'Reload page' })).toBeVisible();
    await dialog(page).getByTestId('privacy-error').getByRole('button', { name: 'Close' }).click();
    await expect(dialog(page)).toHaveCount(0);
  });

  test('axe finds nothing in the notice and in both tabs of the dialog', async ({ page }) => {
    // axe over a dialog is seconds of CPU: on a machine shared with builds the default 30 s is too tight.
    test.setTimeout(90_000);
    await freezeClock(page);
    await showNotice(page);
    await page.clock.resume(); // axe itself runs on timers
    expect(await axeViolations(page, { include: '[data-testid="cookie-notice"]' })).toEqual([]);
    await notice(page).getByRole('button', { name: 'Settings' }).click();
    // The dialog's code and the catalogue load on this first opening.
    await expect(dialog(page).getByRole('tab', { name: 'Categories' })).toBeVisible({ timeout: 15_000 });
    expect(await axeViolations(page, { include: '[data-testid="privacy-dialog"]' })).toEqual([]);
    await dialog(page).getByRole('tab', { name: 'Services' }).click();
    await expect(dialog(page).getByRole('switch', { name: 'YouTube' })).toBeVisible();
    expect(await axeViolations(page, { include: '[data-testid="privacy-dialog"]' })).toEqual([]);
  });

  test('the dialog moves by its header, from the keyboard too', async ({ page, context }) => {
    await acceptCookies(context, SITE);
    await page.goto(siteUrl(SITE, '/'));
    await comeDownToFooter(page);

    await page.getByRole('contentinfo').getByRole('button', { name: 'Privacy settings' }).click();
    await expect(dialog(page).getByRole('tab', { name: 'Categories' })).toBeVisible();
    const before = (await dialog(page).boundingBox())!;
    await dialog(page).getByRole('button', { name: 'Move dialog' }).focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => Math.round((await dialog(page).boundingBox())!.x)).toBe(Math.round(before.x - 48));
    const header = dialog(page).getByRole('heading', { name: 'Privacy settings' });
    const box = (await header.boundingBox())!;
    await page.mouse.move(box.x + 5, box.y + 5);
    await page.mouse.down();
    await page.mouse.move(box.x + 85, box.y + 45, { steps: 4 });
    await page.mouse.up();
    await expect.poll(async () => Math.round((await dialog(page).boundingBox())!.y)).toBe(Math.round(before.y + 40));
  });

  test("the admin's ledger lists the newest decisions with both downloads; customers may not see it", { tag: '@phone' }, async ({ page }) => {
    // axe over a dialog is seconds of CPU: on a machine shared with builds the default 30 s is too tight.
    test.setTimeout(90_000);
    await signInAs(page, SITE, 'admin', '/');
    // A decision of this admin's own, so the list has at least one row whatever ran before.
    await notice(page).getByRole('button', { name: 'Reject all' }).click();
    await expect(notice(page)).toHaveCount(0);
    await page.goto(siteUrl(SITE, '/admin'));
    await page.getByRole('link', { name: /Consent ledger/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Consent ledger' })).toBeVisible();
    await expect(page.getByTestId('consent-ledger-row').first()).toContainText('Signed-in user');
    await expect(page.getByTestId('consent-ledger-row').first()).toContainText('Refused');
    await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/admin/consent-records?format=csv');
    await expect(page.getByRole('link', { name: 'Download JSON' })).toHaveAttribute('href', /format=json/);
    const csv = await page.evaluate(async () => {
      const response = await fetch('/api/admin/consent-records?format=csv');
      return { status: response.status, head: (await response.text()).split('\r\n')[0] };
    });
    expect(csv).toEqual({ status: 200, head: expect.stringContaining('id,created_at,organization_id') });
    expect(await axeViolations(page)).toEqual([]);

    await page.evaluate(() => fetch('/api/auth/sign-out', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }));
    await signInAs(page, SITE, 'customer');
    const response = await page.goto(siteUrl(SITE, '/admin/consent'));
    expect(response?.status()).toBe(403);
  });

  test('the notice and the dialog fit a 390 px screen', { tag: '@phone-only' }, async ({ page }) => {
    await freezeClock(page);
    await showNotice(page);
    const fits = async (box: { x: number; width: number } | null) => {
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    };
    await fits(await notice(page).boundingBox());
    for (const name of ['Reject all', 'Accept all', 'Settings']) await fits(await notice(page).getByRole('button', { name }).boundingBox());
    await notice(page).getByRole('button', { name: 'Settings' }).click();
    await expect(dialog(page).getByRole('tab', { name: 'Services' })).toBeVisible();
    await fits(await dialog(page).boundingBox());
    await fits(await dialog(page).getByRole('button', { name: 'Save settings' }).boundingBox());
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  for (const answer of ['Accept all', 'Reject all'] as const) {
    test(`after ${answer}, every cookie and storage key the browser holds is listed, as essential, in the dialog and on the cookie policy`, async ({ page, context }) => {
      test.setTimeout(90_000);
      await browseEverything(page, answer);
      const held = await heldStorage(page, context);
      // What the browsing above must have left: sign-in, the decision, the basket, the banner.
      expect(held).toEqual(expect.arrayContaining(['better-auth.session_token', 'cookies_accepted', 'sw_visitor', 'sitewright.consent', 'sitewright.basket', 'sw_banner_dismissals']));
      const listed = await listedInDialog(page);
      // Everything the site itself stores is essential (listed under the essential category), so
      // after Reject all nothing else may be held either.
      for (const name of held) expect(listed, `${name} is held but not listed`).toContain(name);

      await page.goto(siteUrl(SITE, '/cookie-policy'));
      const onPolicy = await page.getByTestId('site-storage-table').getByTestId('site-storage-name').allTextContents();
      expect(onPolicy.sort()).toEqual(listed);
      const visitor = page.getByTestId('site-storage-table').getByRole('row', { name: /sw_visitor/ });
      await expect(visitor).toContainText('365 days');
      await expect(visitor).toContainText('prove the choice you made');
    });
  }

  test('the first layer of the notice links to the privacy and cookie policies, both pages that exist', async ({ page }) => {
    // axe over a dialog is seconds of CPU: on a machine shared with builds the default 30 s is too tight.
    test.setTimeout(90_000);
    await freezeClock(page);
    await showNotice(page);
    const links = { 'Privacy policy': '/privacy-policy', 'Cookie policy': '/cookie-policy' };
    for (const [name, href] of Object.entries(links)) {
      const link = notice(page).getByRole('link', { name });
      await expect(link).toHaveAttribute('href', href);
      // Asked from the page, which resolves the site's *.localhost name as a visitor's browser does.
      expect(await page.evaluate(async (path) => (await fetch(path)).status, href), href).toBe(200);
    }
    await page.clock.resume();
    expect(await axeViolations(page, { include: '[data-testid="cookie-notice"]' })).toEqual([]);
    await notice(page).getByRole('link', { name: 'Cookie policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cookie policy' })).toBeVisible();
    await expect(page.getByTestId('site-storage-table').getByRole('rowheader', { name: /cookies_accepted/ })).toBeVisible();
  });

  test('axe finds nothing in the Services tab with the site storage list', async ({ page, context }) => {
    // axe over a dialog is seconds of CPU: on a machine shared with builds the default 30 s is too tight.
    test.setTimeout(90_000);
    await acceptCookies(context, SITE);
    await page.goto(siteUrl(SITE, '/'));
    await comeDownToFooter(page);

    await page.getByRole('contentinfo').getByRole('button', { name: 'Privacy settings' }).click();
    await dialog(page).getByRole('tab', { name: 'Services' }).click();
    await expect(dialog(page).getByTestId('site-storage').getByText('sw_visitor', { exact: true })).toBeVisible();
    expect(await axeViolations(page, { include: '[data-testid="privacy-dialog"]' })).toEqual([]);
  });

  test('on a 390 px phone the notice leaves the help launcher uncovered and clickable', { tag: '@phone-only' }, async ({ page }) => {
    await freezeClock(page);
    await showNotice(page);
    const launcher = page.getByRole('button', { name: 'Help and support' });
    await expect(launcher).toBeVisible();
    const [card, button] = [(await notice(page).boundingBox())!, (await launcher.boundingBox())!];
    const apart = card.y + card.height <= button.y || button.y + button.height <= card.y || card.x + card.width <= button.x || button.x + button.width <= card.x;
    expect(apart, `notice ${JSON.stringify(card)} overlaps launcher ${JSON.stringify(button)}`).toBe(true);
    const onTop = await launcher.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return el.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
    });
    expect(onTop).toBe(true);
    await page.clock.resume();
    await launcher.click();
    await expect(page.getByRole('dialog', { name: 'Help' })).toBeVisible();
  });
});
