// The Site Map (editing-layer spec §2, §8): staff open it from the palette and see the site's menu
// entries (with the page each leads to), its pages (those no menu reaches marked), its posts and its
// document sets, each a link that leads there. A failed load says so and offers Retry.
import { pageApi } from './support/page-api';
import { acceptCookies, axeViolations, expect, signInAs, siteUrl, test } from './support/fixtures';

const SITE = 'brightstack';

test('the site map lists menus, pages, posts and sets as links; a page no menu reaches is marked, and Retry recovers a failed load', { tag: '@phone' }, async ({ page }) => {
  test.setTimeout(60_000);
  const stamp = Date.now().toString(36);
  await acceptCookies(page.context(), SITE);
  await signInAs(page, SITE, 'admin', '/about');
  const created = await pageApi<{ url: string; title: string }>(page, 'POST', '/api/pages', { title: `Map ${stamp}`, slug: `map-${stamp}` });
  await expect(page.getByRole('region', { name: 'Editing tools' })).toBeVisible();

  // The first load fails on the network: said, with Retry.
  await page.route('**/api/site-map', (route) => route.abort());
  await page.keyboard.press('Control+k');
  await page.getByRole('dialog', { name: 'Command palette' }).getByRole('combobox').fill('Site Map');
  await page.keyboard.press('Enter');
  const map = page.getByRole('dialog', { name: 'Site Map' });
  await expect(map.getByText('Failed to Load')).toBeVisible();
  expect(await axeViolations(page, { include: '[data-site-map]' })).toEqual([]);
  await page.unroute('**/api/site-map');
  await map.getByRole('button', { name: 'Retry' }).click();

  const menu = map.getByRole('region', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Pricing', exact: true })).toHaveAttribute('href', '/pricing');
  await expect(menu.getByText('Header').first()).toBeVisible();
  const pages = map.getByRole('region', { name: 'Pages' });
  const mine = pages.getByRole('listitem').filter({ hasText: `Map ${stamp}` });
  await expect(mine.getByText('Not in any menu')).toBeVisible();
  await expect(map.getByRole('region', { name: 'Blog posts' }).getByRole('link').first()).toBeVisible();
  await expect(map.getByRole('region', { name: 'Document sets' })).toBeVisible();
  expect(await axeViolations(page, { include: '[data-site-map]' })).toEqual([]);

  // A page whose address changes leaves a 308 from the old one, listed here and removable.
  const moved = await pageApi<{ slug: string }>(page, 'POST', '/api/pages', { title: `Moving ${stamp}`, slug: `moving-${stamp}` });
  await pageApi(page, 'PATCH', `/api/posts/${moved.slug}`, { slug: `moved-${stamp}` });
  await map.getByRole('button', { name: 'Close', exact: true }).click();
  const arrived = await page.goto(siteUrl(SITE, `/moving-${stamp}`));
  expect(page.url()).toBe(siteUrl(SITE, `/moved-${stamp}`));
  expect(await arrived?.request().redirectedFrom()?.response().then((response) => response?.status())).toBe(308);
  await page.goto(siteUrl(SITE, '/about'));
  await expect(page.getByRole('region', { name: 'Editing tools' })).toBeVisible();
  await page.keyboard.press('Control+k');
  await page.getByRole('dialog', { name: 'Command palette' }).getByRole('combobox').fill('Site Map');
  await page.keyboard.press('Enter');
  const redirect = map.locator(`[data-redirect="/moving-${stamp}"]`);
  await expect(redirect).toContainText(`/moved-${stamp}`);
  expect(await axeViolations(page, { include: '[data-site-map]' })).toEqual([]);
  await redirect.getByRole('button', { name: `Stop sending /moving-${stamp} on` }).click();
  await expect(page.getByText('Redirect removed')).toBeVisible();
  await expect(redirect).toHaveCount(0);

  // Each page opens in the post editor from here, in place of the map.
  await mine.getByRole('button', { name: `Edit Map ${stamp}` }).click();
  const editor = page.getByRole('dialog', { name: /Edit Page/ });
  await expect(editor.getByLabel('Title', { exact: true })).toHaveValue(`Map ${stamp}`);
  await expect(map).toBeHidden();
  await editor.getByRole('button', { name: 'Cancel' }).click();
  await expect(editor).toBeHidden();
  await page.keyboard.press('Control+k');
  await page.getByRole('dialog', { name: 'Command palette' }).getByRole('combobox').fill('Site Map');
  await page.keyboard.press('Enter');

  // A link leads to its page.
  await mine.getByRole('link', { name: `Map ${stamp}` }).click();
  await expect(page).toHaveURL(siteUrl(SITE, created.url));
  await expect(page.getByRole('heading', { level: 1, name: `Map ${stamp}` })).toBeVisible();
  // With its redirect removed, the old address is not found.
  expect((await page.goto(siteUrl(SITE, `/moving-${stamp}`)))?.status()).toBe(404);
});
