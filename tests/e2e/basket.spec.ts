// The basket and checkout as visitors meet them on Brightstack (plans in US dollars): a plan added
// on the pricing page is saved 300 ms after the last change and survives a reload; the basket page
// prices it from the server, changes quantities, writes totals the way English and German do, and
// drops a plan the site no longer offers; a signed-in customer turns it into an order, confirmed by
// e-mail, that shows in /account and to the admin, who marks it paid; a guest is sent to sign in and comes back to the basket.
import type { Page } from '@playwright/test';
import { acceptCookies, axeViolations, expect, installClock, pauseClock, ready, signInAs, siteUrl, test } from './support/fixtures';
import { waitForMail } from './support/mail';

const SITE = 'brightstack';
const STORAGE_KEY = 'sitewright.basket';
const GHOST_ID = '00000000-0000-4000-8000-00000000dead';

const stored = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEY);

/** The id of a plan on the pricing page, by its name. */
async function planId(page: Page, name: string): Promise<string> {
  const id = await page.locator('[data-plan-id]').filter({ has: page.getByRole('heading', { name, exact: true }) }).getAttribute('data-plan-id');
  if (!id) throw new Error(`No plan ${name}`);
  return id;
}

/** A basket in this browser's storage, as an earlier visit would have left it (with its stale prices). */
async function storeBasket(page: Page, items: { id: string; name: string; price: number; quantity: number }[]) {
  const value = items.map(({ id, name, price, quantity }) => ({ plan: { id, name, price, is_promotion: false, promotion_price: null, currency: 'USD', currency_symbol: '$' }, quantity }));
  await page.evaluate(([key, json]) => window.localStorage.setItem(key, json), [STORAGE_KEY, JSON.stringify(value)] as const);
}

test.beforeEach(async ({ context }) => {
  await acceptCookies(context, SITE);
});

test('a plan added to the basket is saved after 300 ms, survives a reload and becomes an order the customer sees in /account', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signInAs(page, SITE, 'customer');
  await installClock(page);
  await page.goto(siteUrl(SITE, '/pricing'));
  const team = await planId(page, 'Team');
  await pauseClock(page);

  const card = page.locator(`[data-plan-id="${team}"]`);
  await card.getByRole('button', { name: 'Add to basket' }).click();
  await card.getByRole('button', { name: 'Added to basket' }).click();
  await expect(page.getByTestId('basket-count')).toHaveText('2');
  // Nothing is written until 300 ms after the last change, then the basket is.
  await page.clock.runFor(299);
  expect(await stored(page)).toBeNull();
  await page.clock.runFor(1);
  expect(JSON.parse((await stored(page)) ?? '[]')).toMatchObject([{ plan: { id: team }, quantity: 2 }]);
  await page.clock.resume();

  await page.reload();
  await ready(page);
  // The reload keeps the scroll position down at the plans, where the header has slid away: back up.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByTestId('basket-count')).toHaveText('2');
  await page.getByRole('link', { name: 'Basket, 2 items' }).click();
  await expect(page).toHaveURL(siteUrl(SITE, '/basket'));
  const line = page.getByTestId('basket-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('Team');
  await expect(page.getByTestId('basket-total')).toHaveText('$98');

  // The connection drops on the first try: the retry of the same basket sends the same
  // Idempotency-Key, so had the first reached the server, the retry would get that order back
  // (decision 053; the server's side is in tests/integration/order-idempotency.test.ts).
  const keys: string[] = [];
  await page.route('**/api/orders', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    return keys.length > 1 ? route.continue() : route.abort('connectionreset');
  });
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Your order could not be placed.')).toBeVisible();
  await page.getByRole('button', { name: 'Place order' }).click();
  const confirmation = page.getByTestId('order-confirmation');
  await expect(confirmation.getByRole('heading', { name: 'Thank you, your order is placed' })).toBeFocused();
  await expect(page.getByTestId('order-total')).toHaveText('$98');
  await expect(confirmation).toContainText('We will e-mail an invoice to customer@brightstack.example. Please pay it within 14 days');
  const number = ((await page.getByTestId('order-number').textContent()) ?? '').replace('Order number ', '');
  expect(number).toMatch(/^[0-9A-F]{8}$/);
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(keys[1]).toBe(keys[0]);
  await page.unroute('**/api/orders');
  expect(await axeViolations(page, { include: 'main' })).toEqual([]);
  // The promised e-mail arrives: the order, its total, the terms and a way to the account.
  const mail = await waitForMail('customer@brightstack.example', number);
  expect(mail.text).toContain('2 × Team: $49 each, $98');
  expect(mail.text).toContain('Total: $98');
  expect(mail.text).toContain('within 14 days');
  // Built on the organisation's configured address (its stored domain, else its .localhost name).
  expect(mail.html).toMatch(/href="http:\/\/brightstack\.(test|localhost):\d+\/account"/);
  // The basket is emptied: the badge goes, and so does the stored basket after its debounce.
  await expect(page.getByTestId('basket-count')).toHaveCount(0);
  await expect.poll(() => stored(page)).toBe('[]');

  await confirmation.getByRole('link', { name: 'See your orders in your account' }).click();
  const order = page.locator('#orders li').filter({ hasText: `Order ${number}` });
  await expect(order).toContainText('2 × Team');
  await expect(order).toContainText('Pending');
  await expect(order).toContainText('$98');

  // The organisation's admin sees it too.
  const adminContext = await browser.newContext();
  await acceptCookies(adminContext, SITE);
  const admin = await adminContext.newPage();
  await signInAs(admin, SITE, 'admin');
  await admin.goto(siteUrl(SITE, '/admin'));
  await admin.getByRole('link', { name: 'Orders' }).first().click();
  await expect(admin).toHaveURL(siteUrl(SITE, '/admin/orders'));
  const listed = admin.getByTestId('admin-order').filter({ hasText: `Order ${number}` });
  await expect(listed).toContainText('customer@brightstack.example');
  await expect(listed).toContainText('2 × Team');
  expect(await axeViolations(admin, { include: 'main' })).toEqual([]);
  // The invoice is settled: the admin marks the order paid.
  await listed.getByRole('button', { name: 'Mark as paid' }).click();
  await expect(listed).toContainText('Paid');
  await expect(listed.getByRole('button', { name: 'Mark as paid' })).toHaveCount(0);
  await adminContext.close();
  await page.reload();
  await expect(page.locator('#orders li').filter({ hasText: `Order ${number}` })).toContainText('Paid');
});

test('a guest pressing checkout signs in and comes back to the basket', async ({ page }) => {
  await page.goto(siteUrl(SITE, '/pricing'));
  const team = await planId(page, 'Team');
  await storeBasket(page, [{ id: team, name: 'Team', price: 4900, quantity: 1 }]);
  await page.goto(siteUrl(SITE, '/basket'));
  await page.getByRole('link', { name: 'Sign in to check out' }).click();
  await expect(page).toHaveURL(siteUrl(SITE, '/login?redirectTo=%2Fbasket'));
  await ready(page);
  const form = page.locator('main form');
  await form.getByLabel('Email').fill('customer@brightstack.example');
  await form.getByLabel('Password', { exact: true }).fill('DemoCustomer123');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(siteUrl(SITE, '/basket'));
  await expect(page.getByTestId('basket-line')).toContainText('Team');
  await expect(page.getByRole('button', { name: 'Place order' })).toBeEnabled();
});

test("the basket shows the server's prices, changes quantities, drops a plan no longer offered, and writes totals in English and German", async ({ page }) => {
  await page.goto(siteUrl(SITE, '/basket'));
  await expect(page.getByTestId('basket-empty')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse plans' })).toHaveAttribute('href', '/pricing');
  expect(await axeViolations(page, { include: 'main' })).toEqual([]);

  await page.goto(siteUrl(SITE, '/pricing'));
  const team = await planId(page, 'Team');
  const business = await planId(page, 'Business');
  // Stale prices and a plan that is gone: the page must trust neither.
  await storeBasket(page, [
    { id: team, name: 'Team', price: 1, quantity: 1 },
    { id: GHOST_ID, name: 'Ghost plan', price: 100, quantity: 1 },
    { id: business, name: 'Business', price: 1, quantity: 1 },
  ]);
  await page.goto(siteUrl(SITE, '/basket'));
  await expect(page.getByTestId('basket-dropped')).toHaveText('Ghost plan is no longer offered and was removed from your basket.');
  const lines = page.getByTestId('basket-line');
  await expect(lines).toHaveCount(2);
  const teamLine = lines.filter({ hasText: 'Team' });
  const businessLine = lines.filter({ hasText: 'Business' });
  await expect(teamLine.locator('[data-price="unit"]')).toHaveText('$49');
  // A running promotion: the sale price, with the regular one struck through.
  await expect(businessLine.locator('s[data-price="regular"]')).toHaveText('Regular price: $199');
  await expect(businessLine.locator('[data-price="unit"]')).toHaveText('Sale price: $149');
  await expect(page.getByTestId('basket-total')).toHaveText('$198');
  expect(await axeViolations(page, { include: 'main' })).toEqual([]);

  await teamLine.getByRole('spinbutton', { name: 'Quantity of Team' }).fill('3');
  await expect(teamLine.getByTestId('line-total')).toHaveText('Subtotal: $147');
  await teamLine.getByRole('button', { name: 'Increase the quantity of Team' }).click();
  await teamLine.getByRole('button', { name: 'Increase the quantity of Team' }).click();
  await teamLine.getByRole('button', { name: 'Decrease the quantity of Team' }).click();
  await expect(teamLine.getByRole('spinbutton', { name: 'Quantity of Team' })).toHaveValue('4');
  await expect(page.getByTestId('basket-total')).toHaveText('$345');
  await expect(page.getByRole('heading', { name: '5 items' })).toBeVisible();
  await expect.poll(async () => JSON.parse((await stored(page)) ?? '[]').map((i: { quantity: number }) => i.quantity)).toEqual([4, 1]);

  // The same basket in German: German labels, German number forms.
  await page.goto(siteUrl(SITE, '/de/basket'));
  await expect(page.getByRole('heading', { level: 1, name: 'Ihr Warenkorb' })).toBeVisible();
  await expect(page.getByTestId('basket-total')).toHaveText('345 $');
  await expect(lines.filter({ hasText: 'Team' }).getByTestId('line-total')).toHaveText('Zwischensumme: 196 $');
  await expect(page.getByRole('heading', { name: '5 Artikel' })).toBeVisible();

  // 0 removes a line; the remove button and Empty basket do the rest.
  const quantity = lines.filter({ hasText: 'Business' }).getByRole('spinbutton');
  await quantity.fill('0');
  await quantity.press('Enter');
  await expect(lines).toHaveCount(1);
  // Leaving within the 300 ms still keeps the change: the basket is written as the page goes.
  await page.goto(siteUrl(SITE, '/basket'));
  await expect(lines).toHaveCount(1);
  await page.getByRole('button', { name: 'Remove Team from the basket' }).click();
  await expect(page.getByTestId('basket-empty')).toBeVisible();
  await expect(page.getByTestId('basket-count')).toHaveCount(0);
});

test('a site without plans offers its home page from the empty basket', async ({ context, page }) => {
  await acceptCookies(context, 'sonnenklinik');
  await page.goto(siteUrl('sonnenklinik', '/basket'));
  await expect(page.getByRole('heading', { level: 1, name: 'Ihr Warenkorb' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zurück zur Startseite' })).toHaveAttribute('href', '/');
});

test('the basket page fits a 390 px phone @phone-only', async ({ page }) => {
  await page.goto(siteUrl(SITE, '/pricing'));
  const business = await planId(page, 'Business');
  await storeBasket(page, [{ id: business, name: 'Business', price: 19900, quantity: 12 }]);
  await page.goto(siteUrl(SITE, '/basket'));
  await expect(page.getByTestId('basket-line')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Increase the quantity of Business' })).toBeInViewport();
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.screen);
  for (const testId of ['basket-line', 'basket-total']) {
    const box = await page.getByTestId(testId).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390, testId).toBe(true);
  }
  expect(await axeViolations(page, { include: 'main' })).toEqual([]);
});
