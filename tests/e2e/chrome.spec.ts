// The site chrome as a visitor meets it: the header's menus (mouse, keyboard, phone), its scroll
// behaviour, switching languages, breadcrumbs, the three footer layouts, the basket badge, the
// language suggestion and the signed-in profile menu.
import { type Page } from '@playwright/test';
import { acceptCookies, expect, freezeClock, installClock, pauseClock, ready, siteUrl, test } from './support/fixtures';

const AUTH_HOST = process.env.CHROME_AUTH_HOST ?? 'harbour-law';
const HARBOUR = 'harbour-law';

test.setTimeout(90_000);

/** The desktop menu bar (the phone menu has a navigation of the same name). */
const desktopNav = (page: Page) => page.locator('header nav').first();

test.describe('desktop menu', () => {
  test.skip(({ isMobile }) => isMobile, 'the desktop menu shows from 768 px');

  test('a dropdown opens on hover and closes 300 ms after the pointer leaves', async ({ page }) => {
    await installClock(page);
    await page.goto(siteUrl(HARBOUR));
    const services = desktopNav(page).getByRole('button', { name: 'Services' });
    await services.hover();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await services.getAttribute('aria-controls')}`);
    await expect(panel).toBeVisible();
    // Three sub-items: the wide grid, with pictures and descriptions.
    await expect(panel).toHaveAttribute('data-panel', 'wide');
    await expect(panel.locator('img')).toHaveCount(3);
    await expect(panel).toContainText('Separation, divorce, custody');
    await expect(panel).not.toContainText('Immigration');

    await pauseClock(page);
    await page.mouse.move(640, 700);
    await page.clock.runFor(299);
    await expect(panel).toBeVisible();
    await page.clock.runFor(1);
    await expect(panel).toBeHidden();
    await page.clock.resume();

    // One sub-item: the narrow list.
    const about = desktopNav(page).getByRole('button', { name: 'About' });
    await about.hover();
    const aboutPanel = page.locator(`#${await about.getAttribute('aria-controls')}`);
    await expect(aboutPanel).toHaveAttribute('data-panel', 'narrow');
    await expect(aboutPanel.getByRole('link', { name: /Client guides/ })).toBeVisible();
  });

  test('a dropdown opens and closes on click', async ({ page }) => {
    await page.goto(siteUrl(HARBOUR));
    const services = desktopNav(page).getByRole('button', { name: 'Services' });
    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await services.click();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(services).toHaveAttribute('aria-expanded', 'false');
  });

  test('the menu works from the keyboard', async ({ page }) => {
    await page.goto(siteUrl(HARBOUR));
    const services = desktopNav(page).getByRole('button', { name: 'Services' });
    await services.focus();
    await page.keyboard.press('ArrowDown');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Overview' }).first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.locator(':focus')).toContainText('Family law');
    await page.keyboard.press('Escape');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(services).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(desktopNav(page).getByRole('link', { name: 'Fees' })).toBeFocused();
    // Radix moves focus along the bar on the next task, so each step waits for it to land.
    await page.keyboard.press('ArrowLeft');
    await expect(services).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    // Tabbing out of the panel closes it.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
  });
});

test('the phone menu is a hamburger with "{n} option(s)" accordions', { tag: '@phone-only' }, async ({ page }) => {
  await page.goto(siteUrl(HARBOUR));
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  const menu = page.locator('#mobile-menu');
  await expect(menu).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  const about = menu.getByRole('button', { name: /About/ });
  const services = menu.getByRole('button', { name: /Services/ });
  await expect(about).toContainText('1 option');
  await expect(services).toContainText('3 options');
  // 'not-an-icon' is stored for Insights: it shows the map icon.
  await expect(menu.getByRole('link', { name: 'Insights' }).locator('svg[data-icon="map"]')).toHaveCount(1);
  await expect(menu.getByRole('link', { name: 'Contact' }).locator('svg[data-icon="mail"]')).toHaveCount(1);
  await expect(menu.getByRole('link', { name: /Family law/ })).toBeHidden();
  await services.click();
  await expect(services).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link', { name: /Family law/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
});

test('the header hides on scroll down past 100 px and comes back on scroll up', async ({ page }) => {
  await page.goto(siteUrl(HARBOUR));
  const header = page.getByRole('banner');
  const scrollTo = (y: number) => page.evaluate((top) => window.scrollTo(0, top), y);
  await expect(header).toHaveAttribute('data-hidden', 'false');
  expect((await header.boundingBox())?.height).toBeCloseTo(64, 0);
  await scrollTo(60);
  await expect(header).toHaveAttribute('data-hidden', 'false');
  await scrollTo(500);
  await expect(header).toHaveAttribute('data-hidden', 'true');
  await expect(header).toHaveAttribute('data-solid', 'true');
  await scrollTo(400);
  await expect(header).toHaveAttribute('data-hidden', 'false');
});

test('the transparent header lies over the hero and turns solid after 10% of the window', async ({ page }) => {
  await page.goto(siteUrl('brightstack'));
  const header = page.getByRole('banner');
  await expect(header).toHaveAttribute('data-header-type', 'transparent');
  const bar = header.locator(':scope > div');
  await expect(bar).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  const tenth = await page.evaluate(() => window.innerHeight * 0.1);
  await page.evaluate((y) => window.scrollTo(0, y + 20), tenth);
  await expect(header).toHaveAttribute('data-solid', 'true');
  await expect(bar).not.toHaveCSS('background-image', 'none');
});

test('switching the language keeps the page: /about → /es/about → /de/about → /about', { tag: '@phone' }, async ({ page, isMobile }) => {
  await page.goto(siteUrl(HARBOUR, '/about'));
  const choose = async (name: string) => {
    await ready(page);
    const opener = isMobile
      ? page.getByRole('button', { name: /menu|menú|Menü/i }).first()
      : page.getByRole('button', { name: /Change language|Cambiar idioma|Sprache wechseln/ });
    const link = (isMobile ? page.locator('#mobile-menu') : page.getByRole('banner')).getByRole(isMobile ? 'link' : 'menuitem', { name });
    await opener.click();
    await expect(link).toBeVisible();
    await link.click();
  };
  await choose('Español');
  await expect(page).toHaveURL(/\/es\/about$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await choose('Deutsch');
  await expect(page).toHaveURL(/\/de\/about$/);
  await choose('English');
  await expect(page).toHaveURL(/:\d+\/about$/);
  expect(await page.evaluate(() => localStorage.getItem('sitewright.locale'))).toBe('en');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'locale');
  expect(cookie?.value).toBe('en');
  expect(cookie?.sameSite).toBe('Lax');
});

test('the default language is marked in the header language menu', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the header language menu shows from 768 px');
  await page.goto(siteUrl('sonnenklinik', '/en/'));
  await page.getByRole('button', { name: /Change language/ }).click();
  await expect(page.getByRole('banner').getByRole('menuitem', { name: /Deutsch/ })).toContainText('(default)');
  await expect(page.getByRole('banner').getByRole('menuitem', { name: /Deutsch/ })).toHaveAttribute('href', '/');
  await expect(page.getByRole('banner').getByRole('menuitem', { name: /Español/ })).toHaveAttribute('href', '/es');
});

test('the language switcher works from the keyboard and keeps the query and the hash', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the header language menu shows from 768 px');
  await page.goto(siteUrl(HARBOUR, '/about?ref=news#team'));
  const button = page.getByRole('button', { name: 'Change language' });
  await button.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const items = menu.getByRole('menuitem');
  await expect(items.first()).toBeFocused();
  // Radix moves focus between items on the next task: each step waits for it before the next key.
  const spanish = (await items.allTextContents()).findIndex((name) => name.includes('Español'));
  expect(spanish).toBeGreaterThan(0);
  for (let index = 1; index <= spanish; index += 1) {
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(index)).toBeFocused();
  }
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('End');
  await expect(items.last()).toBeFocused();
  await page.keyboard.press('Home');
  await expect(items.first()).toBeFocused();
  await items.nth(spanish).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/es\/about\?ref=news#team$/);
});

test('breadcrumbs show on every page but home, keep the language and use the trade’s words', async ({ page }) => {
  await page.goto(siteUrl(HARBOUR));
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);

  await page.goto(siteUrl(HARBOUR, '/es/about'));
  const crumbs = page.getByRole('navigation', { name: 'Ruta de navegación' });
  await expect(crumbs.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/es');
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText('About');

  await page.goto(siteUrl(HARBOUR, '/blog'));
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]')).toHaveText('Legal insights');

  await page.goto(siteUrl('sonnenklinik', '/blog'));
  await expect(page.getByRole('navigation', { name: 'Brotkrümelnavigation' })).toContainText('Gesundheitstipps');

  // A page that does not exist gets no trail to itself.
  await page.goto(siteUrl(HARBOUR, '/no-such-page'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeHidden();
});

test('each demo site shows its footer layout', async ({ page }) => {
  await page.goto(siteUrl(HARBOUR));
  const footer = page.getByRole('contentinfo');
  await expect(footer).toHaveAttribute('data-footer-layout', 'default');
  await expect(footer).not.toContainText('Profile');
  await expect(footer.getByRole('button', { name: 'Privacy settings' })).toBeVisible();
  // Read before the button opens the privacy dialog, which hides the page behind it from the
  // accessibility tree (and so from getByRole).
  await expect(footer).toContainText(`© ${new Date().getUTCFullYear()} Harbour & Finch Solicitors`);
  // The button asks for the dialog by an event: heard once its island has woken, however long that takes.
  await page.evaluate(() => {
    window.addEventListener('sitewright:open-privacy-settings', () => Object.assign(window, { privacyAsked: true }), { once: true });
    (document.querySelector('footer button') as HTMLButtonElement).click();
  });
  await expect.poll(() => page.evaluate(() => (window as { privacyAsked?: boolean }).privacyAsked === true)).toBe(true);

  await page.goto(siteUrl('brightstack'));
  await expect(page.getByRole('contentinfo')).toHaveAttribute('data-footer-layout', 'grid');

  // Stored as the legacy string 'light', which reads as the compact footer.
  await page.goto(siteUrl('sonnenklinik'));
  const compact = page.getByRole('contentinfo');
  await expect(compact).toHaveAttribute('data-footer-layout', 'compact');
  await expect(compact.getByRole('button', { name: 'Datenschutzeinstellungen' })).toBeVisible();
});

test('the basket badge appears when the basket holds items', async ({ page }) => {
  await page.goto(siteUrl(HARBOUR));
  const basket = page.getByRole('banner').getByRole('link', { name: /^Basket/ });
  await expect(basket).toHaveAttribute('href', '/basket');
  await expect(page.getByTestId('basket-count')).toHaveCount(0);
  await page.evaluate(() =>
    localStorage.setItem(
      'sitewright.basket',
      JSON.stringify([{ plan: { id: 'p1', name: 'Will', price: 25000, currency: 'EUR', currency_symbol: '€' }, quantity: 2 }]),
    ),
  );
  await page.reload();
  await expect(page.getByTestId('basket-count')).toHaveText('2');
  await expect(basket).toHaveAttribute('aria-label', 'Basket, 2 items');
});

test.describe('language suggestion', () => {
  test.use({ locale: 'es-ES' });

  test('offers the browser language 2 s after load once cookies are answered; Switch goes there', async ({ page, context }) => {
    await freezeClock(page);
    await page.goto(siteUrl(HARBOUR, '/about'));
    // The cookie notice is unanswered: the 2 s pass and nothing is offered.
    await page.clock.runFor(5000);
    await expect(page.getByTestId('language-suggestion')).toHaveCount(0);
    await acceptCookies(context, HARBOUR);
    await page.reload();
    await ready(page);
    await page.clock.runFor(1999);
    await expect(page.getByTestId('language-suggestion')).toHaveCount(0);
    await page.clock.runFor(1);
    const dialog = page.getByRole('dialog', { name: '¿Ver este sitio en Español?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cambiar a Español' }).click();
    await expect(page).toHaveURL(/\/es\/about$/);
    expect(await page.evaluate(() => localStorage.getItem('sitewright.locale'))).toBe('es');
  });

  test('Keep current stores the choice and the suggestion does not come back', async ({ page, context }) => {
    await freezeClock(page);
    await acceptCookies(context, HARBOUR);
    await page.goto(siteUrl(HARBOUR, '/about'));
    await page.clock.runFor(2000);
    const dialog = page.getByTestId('language-suggestion');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Seguir en English' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/:\d+\/about$/);
    await page.reload();
    await ready(page);
    await page.clock.runFor(5000);
    await expect(page.getByTestId('language-suggestion')).toHaveCount(0);
  });
});

test('guests get a sign-in link; a signed-in admin gets the profile menu with the admin entries', async ({ page }) => {
  await page.goto(siteUrl(AUTH_HOST, '/es/about'));
  await expect(page.getByRole('link', { name: 'Iniciar sesión' }).first()).toHaveAttribute('href', '/es/login');
  const status = await page.evaluate(async () => {
    const response = await fetch('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@harbour-law.example', password: 'DemoAdmin123' }),
    });
    return { status: response.status, body: await response.text() };
  });
  expect(status.status, status.body).toBe(200);
  await page.goto(siteUrl(AUTH_HOST, '/about'));
  const account = page.getByRole('button', { name: 'Account menu' });
  await account.click();
  const menu = page.locator(`#${await account.getAttribute('aria-controls')}`);
  for (const name of ['Account', 'Contact', 'Dashboard', 'Tickets', 'Meetings', 'AI Agents']) {
    await expect(menu.getByRole('menuitem', { name, exact: true })).toBeVisible();
  }
  await expect(menu.getByRole('menuitem', { name: 'AI Agents' })).toHaveAttribute('href', '/admin/ai/management');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await account.click();
  await menu.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
});
