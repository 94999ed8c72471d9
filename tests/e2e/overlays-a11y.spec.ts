// Every menu and dialog of the public site, opened, checked by axe against the WCAG A and AA rules,
// on the desktop and (where the thing exists there) on the phone: the header's navigation panel,
// language menu and phone menu, the account menu, the tickets dialog and the language suggestion.
// The sign-in dialog has its own check in auth.spec.ts.
import { acceptCookies, axeViolations, expect, freezeClock, signInAs, siteUrl, test } from './support/fixtures';

test('the opened header menus break no WCAG A or AA rule', { tag: '@phone' }, async ({ page, isMobile }) => {
  await page.goto(siteUrl('harbour-law', '/about'));
  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    expect(await axeViolations(page, { include: 'header' })).toEqual([]);
    return;
  }
  const services = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Services' });
  await services.click();
  await expect(services).toHaveAttribute('aria-expanded', 'true');
  expect(await axeViolations(page, { include: 'header' })).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(services).toHaveAttribute('aria-expanded', 'false');
  await page.getByRole('button', { name: 'Change language' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  expect(await axeViolations(page, { include: 'header' })).toEqual([]);
});

test('the account menu and the tickets dialog, opened, break no WCAG A or AA rule', { tag: '@phone' }, async ({ page, isMobile }) => {
  // Each viewport signs in on its own organisation, so the two never share a rate-limit bucket.
  const slug = isMobile ? 'brightstack' : 'harbour-law';
  await signInAs(page, slug, 'admin');
  await page.goto(siteUrl(slug, '/about'));
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  expect(await axeViolations(page, { include: 'header' })).toEqual([]);
  await page.getByRole('menuitem', { name: 'Contact' }).click();
  await expect(page.getByRole('dialog', { name: 'Contact support' })).toBeVisible();
  expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([]);
});

test.describe('in Spanish', () => {
  test.use({ locale: 'es-ES' });

  test('the language suggestion, opened, breaks no WCAG A or AA rule', { tag: '@phone' }, async ({ page, context }) => {
    await freezeClock(page);
    await acceptCookies(context, 'harbour-law');
    await page.goto(siteUrl('harbour-law', '/about'));
    await page.clock.runFor(2000);
    await expect(page.getByTestId('language-suggestion')).toBeVisible();
    await page.clock.resume(); // axe itself runs on timers
    expect(await axeViolations(page, { include: '[data-testid="language-suggestion"]' })).toEqual([]);
  });
});
