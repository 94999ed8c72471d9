// The editing layer on a phone, where there is no Ctrl+K and no hover: the staff bar's buttons open
// the palette and the Create New menu; the section, heading and hero editors fill the screen with
// their panels inside, nothing of the page (help button, bottom banner) over their actions, toasts
// clear of their buttons, and axe finds nothing in them, opened. Tagged @phone-only: at the
// desktop's width the editors are windows, and editor.spec.ts, hero-editor.spec.ts,
// heading-editor.spec.ts and editor-dialogs.spec.ts check them there (axe, focus, toasts).
import type { Locator, Page } from '@playwright/test';
import { acceptCookies, axeViolations, expect, signInAs, siteUrl, test } from './support/fixtures';
import { overlaps, settledBox, toastClearOfControls } from './support/editor-window';

/** Nothing on the page is wider than the screen, and the open dialog lies within it. */
async function fitsTheScreen(page: Page) {
  const sizes = await page.evaluate(() => {
    const dialog = document.querySelector('[role="dialog"]')?.getBoundingClientRect();
    return { page: document.documentElement.scrollWidth, screen: window.innerWidth, left: dialog?.left ?? 0, right: dialog?.right ?? 0 };
  });
  expect(sizes.page).toBeLessThanOrEqual(sizes.screen);
  expect(sizes.left).toBeGreaterThanOrEqual(0);
  expect(sizes.right).toBeLessThanOrEqual(sizes.screen);
}

/** Below the md breakpoint an editor takes the whole screen; wider, it is a window inside it. */
async function fillsTheScreenWhenNarrow(page: Page, dialog: Locator) {
  const screen = await page.evaluate(() => ({ width: window.innerWidth, height: window.innerHeight }));
  const box = await settledBox(dialog);
  if (screen.width >= 768) {
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(screen.width);
    return;
  }
  expect(Math.abs(box.x)).toBeLessThan(1);
  expect(Math.abs(box.y)).toBeLessThan(1);
  expect(Math.abs(box.width - screen.width)).toBeLessThan(1);
  expect(Math.abs(box.height - screen.height)).toBeLessThan(1);
}

/**
 * The page's floating things are hidden while an editor is open, and each of the editor's footer
 * buttons is what a tap at its middle reaches.
 */
async function footerUncovered(page: Page, dialog: Locator) {
  await expect(page.locator('[data-help-launcher]')).toBeHidden();
  await expect(page.locator('[data-banner-bottom]')).toBeHidden();
  const buttons = dialog.locator(':scope > footer button');
  expect(await buttons.count()).toBeGreaterThanOrEqual(2);
  for (const button of await buttons.all()) {
    const reached = await button.evaluate((node) => {
      const box = node.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && node.contains(hit);
    });
    expect(reached, `something covers ${await button.innerText()}`).toBe(true);
  }
}

test.describe('editing on a phone @phone-only', () => {
  test.beforeEach(async ({ page }) => {
    await acceptCookies(page.context(), 'brightstack');
    await signInAs(page, 'brightstack', 'admin');
  });

  test('the staff bar opens the palette and Create New, and both fit and pass axe', async ({ page }) => {
    await page.goto(siteUrl('brightstack', '/about'));
    const bar = page.getByRole('region', { name: 'Editing tools' });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('switch', { name: 'Edit mode' })).toBeVisible();

    await bar.getByRole('button', { name: 'Commands' }).click();
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await expect(palette).toBeVisible();
    await fitsTheScreen(page);
    expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([]);
    await palette.getByRole('combobox').fill('Section');
    await palette.getByRole('option', { name: /^Section\b/ }).click();
    const create = page.getByRole('dialog', { name: /Create Section/ });
    await expect(create).toBeVisible();
    await fitsTheScreen(page);
    await fillsTheScreenWhenNarrow(page, create);
    await footerUncovered(page, create);
    expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([]);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog', { name: /Create Section/ })).toBeHidden();

    await bar.getByRole('button', { name: 'Create New' }).click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    expect(await axeViolations(page, { include: '[role="menu"]' })).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  test('an existing section and a heading open from their edit buttons, fit and pass axe', async ({ page }) => {
    await page.goto(siteUrl('brightstack', '/about'));
    await page.getByRole('button', { name: /^Edit section / }).first().click();
    const section = page.locator('[data-section-editor]');
    await expect(section).toBeVisible();
    await expect(page.locator('[data-section-editor] li[data-metric-id]').first()).toBeVisible();
    await fitsTheScreen(page);
    await fillsTheScreenWhenNarrow(page, section);
    await footerUncovered(page, section);
    expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.locator('[data-section-editor]')).toHaveCount(0);
    // Closed, the page's own things come back.
    await expect(page.locator('[data-help-launcher]')).toBeVisible();
    await page.getByRole('button', { name: /^Edit heading/ }).first().click();
    const heading = page.locator('[data-heading-editor]');
    await expect(heading).toBeVisible();
    await fitsTheScreen(page);
    await fillsTheScreenWhenNarrow(page, heading);
    await footerUncovered(page, heading);
    expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([]);
  });

  test('the hero editor fits the screen and passes axe', async ({ page }) => {
    // Two axe runs over the hero editor and five panels: on a busy machine it can outlast 30 s.
    test.slow();
    await page.goto(siteUrl('brightstack', '/'));
    await page.getByRole('button', { name: /^Edit hero/ }).click();
    const editor = page.getByRole('dialog', { name: /Edit Hero Section/ });
    await expect(editor).toBeVisible();
    await expect(editor.locator('[data-hero-preview]')).toBeVisible();
    await fitsTheScreen(page);
    await fillsTheScreenWhenNarrow(page, editor);
    // Home has the site's bottom banner: hidden with the help button while the editor is open.
    await footerUncovered(page, editor);
    expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([]);

    // Each toolbar panel opens inside the editor, the Title panel (the longest) among them.
    const dialogBox = await settledBox(editor);
    for (const name of ['Image Style', 'Layout', 'Title', 'Description', 'Button']) {
      await editor.getByRole('toolbar').getByRole('button', { name, exact: true }).click();
      const panel = page.getByRole('dialog', { name, exact: true });
      await expect(panel).toBeVisible();
      const box = await settledBox(panel);
      expect(box.x, `${name} panel`).toBeGreaterThanOrEqual(dialogBox.x);
      expect(box.y, `${name} panel`).toBeGreaterThanOrEqual(dialogBox.y);
      expect(box.x + box.width, `${name} panel`).toBeLessThanOrEqual(dialogBox.x + dialogBox.width);
      expect(box.y + box.height, `${name} panel`).toBeLessThanOrEqual(dialogBox.y + dialogBox.height);
      // axe is slow over the whole editor: once, with the panel the review found outside the dialog.
      if (name === 'Title') expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
    }
  });

  test('a toast shown while an editor is open stays clear of its buttons', async ({ page }) => {
    await page.goto(siteUrl('brightstack', '/about'));
    await page.getByRole('button', { name: 'Add a section to this page' }).click();
    const editor = page.locator('[data-section-editor]');
    const title = `Phone toast ${Date.now()}`;
    await editor.getByLabel('Title', { exact: true }).fill(title);
    await editor.getByRole('button', { name: 'Create', exact: true }).click();
    const toast = page.getByTestId('toast').filter({ hasText: 'Section created successfully' });
    await expect(toast).toBeVisible();
    await expect(page.getByRole('dialog', { name: /Edit Section/ })).toBeVisible();
    await toastClearOfControls(editor, toast);
    // And inside the screen.
    const box = await settledBox(toast);
    const screen = page.viewportSize()!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(screen.width);
    expect(overlaps(box, { x: 0, y: 0, width: screen.width, height: screen.height })).toBe(true);

    await editor.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByLabel('Section title').fill(title);
    await confirm.getByRole('button', { name: 'Delete section' }).click();
    await expect(page.getByText('Section deleted successfully')).toBeVisible();
  });
});
