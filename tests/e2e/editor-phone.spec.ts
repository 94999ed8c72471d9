// The editing layer on a phone, where there is no Ctrl+K and no hover: the staff bar's buttons open
// the palette and the Create New menu, the section and hero editors fit the screen, and axe finds
// nothing in them, opened.
import type { Page } from '@playwright/test';
import { acceptCookies, axeViolations, expect, signInAs, siteUrl, test } from './support/fixtures';

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

test.describe('editing on a phone @phone', () => {
  test.beforeEach(async ({ page }) => {
    await acceptCookies(page.context(), 'brightstack');
    await signInAs(page, 'brightstack', 'admin', '/');
  });

  test('the staff bar opens the palette and Create New, and the section and heading editors fit', async ({ page }) => {
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
    await expect(page.getByRole('dialog', { name: /Create Section/ })).toBeVisible();
    await fitsTheScreen(page);
    expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([]);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog', { name: /Create Section/ })).toBeHidden();

    await bar.getByRole('button', { name: 'Create New' }).click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    expect(await axeViolations(page, { include: '[role="menu"]' })).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    // An existing section and a heading open from their edit buttons.
    await page.getByRole('button', { name: /^Edit section / }).first().click();
    await expect(page.locator('[data-section-editor]')).toBeVisible();
    await expect(page.locator('[data-section-editor] li[data-metric-id]').first()).toBeVisible();
    await fitsTheScreen(page);
    expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.locator('[data-section-editor]')).toHaveCount(0);
    await page.getByRole('button', { name: /^Edit heading/ }).first().click();
    await expect(page.locator('[data-heading-editor]')).toBeVisible();
    await fitsTheScreen(page);
    expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([]);
  });

  test('the hero editor fits the screen and passes axe', async ({ page }) => {
    await page.goto(siteUrl('brightstack', '/'));
    await page.getByRole('button', { name: /^Edit hero/ }).click();
    const editor = page.getByRole('dialog', { name: /Edit Hero Section/ });
    await expect(editor).toBeVisible();
    await expect(editor.locator('[data-hero-preview]')).toBeVisible();
    await fitsTheScreen(page);
    expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([]);
  });
});
