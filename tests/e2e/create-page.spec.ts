// Create Page (editing-layer spec §2, §4, §5, §8, §9): staff open it from the palette's Empty Page,
// the slug follows the title until it is edited, each rule says the spec's words, a slug already
// taken is refused on its field, and after success the browser lands on the new page.
import { acceptCookies, axeViolations, expect, signInAs, siteUrl, test } from './support/fixtures';

const SITE = 'brightstack';

test('staff create a page: the slug follows the title, the rules speak, a taken slug is refused, and the browser lands on the page', { tag: '@phone' }, async ({ page }) => {
  test.setTimeout(60_000);
  const stamp = Date.now().toString(36);
  await acceptCookies(page.context(), SITE);
  await signInAs(page, SITE, 'admin', '/about');
  await expect(page.getByRole('region', { name: 'Editing tools' })).toBeVisible();
  await page.keyboard.press('Control+k');
  await page.getByRole('dialog', { name: 'Command palette' }).getByRole('combobox').fill('Empty Page');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /Create Page/ });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/[?&]editor=page\b/);
  expect(await axeViolations(page, { include: '[data-page-editor]' })).toEqual([]);

  const title = dialog.getByLabel('Page title');
  const slug = dialog.getByLabel('URL slug');
  await expect(title).toBeFocused();
  const create = dialog.getByRole('button', { name: 'Create Page' });
  await create.click();
  await expect(dialog.getByText('Page title is required')).toBeVisible();
  await expect(dialog.getByText('Page slug is required')).toBeVisible();
  expect(await axeViolations(page, { include: '[data-page-editor]' })).toEqual([]);

  // The slug follows the title until it is edited, then stays.
  await title.fill(`Our Team ${stamp}!`);
  await expect(slug).toHaveValue(`our-team-${stamp}`);
  await slug.fill('Our Team');
  await title.fill(`Our people ${stamp}`);
  await expect(slug).toHaveValue('Our Team');
  await create.click();
  await expect(dialog.getByText('Slug can only contain lowercase letters, numbers, and hyphens')).toBeVisible();

  // A slug another page or post has is refused on the field, with the spec's words.
  await slug.fill('getting-started');
  await create.click();
  await expect(dialog.getByText('Slug already exists')).toBeVisible();
  await expect(page.getByText('A page with this slug already exists')).toBeVisible();
  await expect(slug).toBeFocused();

  // The description's counter turns orange past 140 characters and stops at 160.
  const description = dialog.getByLabel('Meta description');
  const counter = dialog.locator('[data-description-count]');
  await description.fill('x'.repeat(140));
  await expect(counter).toHaveText('140/160');
  await expect(counter).not.toHaveClass(/text-orange/);
  await description.fill(`The people behind ${stamp}. `.padEnd(141, '.'));
  await expect(counter).toHaveText('141/160');
  await expect(counter).toHaveClass(/text-orange/);
  await description.fill('y'.repeat(200));
  await expect(counter).toHaveText('160/160');

  await slug.fill(`our-people-${stamp}`);
  await create.click();
  await expect(page.getByText('Page created')).toBeVisible();
  await expect(page).toHaveURL(siteUrl(SITE, `/our-people-${stamp}`));
  await expect(page.getByRole('heading', { level: 1, name: `Our people ${stamp}` })).toBeVisible();
  await expect(dialog).toBeHidden();
  // Staff can start building it at once.
  await expect(page.getByRole('button', { name: 'Add a section to this page' })).toBeVisible();
  // Back goes to where Create Page was opened from, without the editor.
  await page.goBack();
  await expect(page).toHaveURL(siteUrl(SITE, '/about'));
  await expect(dialog).toBeHidden();
});
