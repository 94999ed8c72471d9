// The visitor's side of cookie consent (public spec §4, §8, §9; decisions 036-038): the notice 1.5 s
// after load, Reject all and Save settings recorded in the ledger and not asked again, the footer's
// privacy-settings button, the dialog's load errors with Close and reload, a YouTube embed held
// back until its category is accepted, the admin's ledger page, axe on each, and a phone's width.
import type { Page, Request } from '@playwright/test';
import { acceptCookies, axeViolations, expect, freezeClock, signInAs, siteUrl, test } from './support/fixtures';

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
    await acceptCookies(context, SITE);
    await page.goto(siteUrl(SITE, '/es/'));
    await page.getByRole('contentinfo').getByRole('button', { name: 'Configuración de privacidad' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Configuración de privacidad' })).toBeVisible();
    await expect(dialog(page).getByRole('tab', { name: 'Categorías' })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog(page).getByRole('link', { name: 'Política de cookies' })).toHaveAttribute('href', '/es/cookie-policy');
    await dialog(page).getByRole('button', { name: 'Cerrar' }).first().click();
    await expect(dialog(page)).toHaveCount(0);
    // Opened a second time, it is the same dialog again.
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
    await page.getByRole('contentinfo').getByRole('button', { name: 'Privacy settings' }).click();
    await expect(dialog(page).getByRole('alert')).toHaveText(EXACT.categories);
    await expect(dialog(page).getByRole('button', { name: 'Reload page' })).toBeVisible();
    await dialog(page).getByTestId('privacy-error').getByRole('button', { name: 'Close' }).click();
    await expect(dialog(page)).toHaveCount(0);
  });

  test('axe finds nothing in the notice and in both tabs of the dialog', async ({ page }) => {
    await freezeClock(page);
    await showNotice(page);
    await page.clock.resume(); // axe itself runs on timers
    expect(await axeViolations(page, { include: '[data-testid="cookie-notice"]' })).toEqual([]);
    await notice(page).getByRole('button', { name: 'Settings' }).click();
    await expect(dialog(page).getByRole('tab', { name: 'Categories' })).toBeVisible();
    expect(await axeViolations(page, { include: '[data-testid="privacy-dialog"]' })).toEqual([]);
    await dialog(page).getByRole('tab', { name: 'Services' }).click();
    await expect(dialog(page).getByRole('switch', { name: 'YouTube' })).toBeVisible();
    expect(await axeViolations(page, { include: '[data-testid="privacy-dialog"]' })).toEqual([]);
  });

  test('the dialog moves by its header, from the keyboard too', async ({ page, context }) => {
    await acceptCookies(context, SITE);
    await page.goto(siteUrl(SITE, '/'));
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
    await signInAs(page, SITE, 'customer', '/');
    const response = await page.goto(siteUrl(SITE, '/admin/consent'));
    expect(response?.status()).toBe(403);
  });

  test('the notice and the dialog fit a 390 px screen', { tag: '@phone' }, async ({ page, isMobile }) => {
    test.skip(!isMobile, 'a phone-width check');
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
});
