// What every editor's window does, whichever editor it is: Tab never leaves it for the page behind
// (from its last control it comes round to its first, Shift+Tab the other way).
import type { Locator, Page } from '@playwright/test';
import { acceptCookies, expect, signInAs, siteUrl, test } from './support/fixtures';
import { tabRoundTrip } from './support/editor-window';

test.describe('editor windows', () => {
  test.beforeEach(async ({ context }) => {
    await acceptCookies(context, 'brightstack');
  });

  async function open(page: Page, path: string, button: RegExp, dialogName: RegExp): Promise<Locator> {
    await signInAs(page, 'brightstack', 'admin', path);
    await page.goto(siteUrl('brightstack', path));
    await page.getByRole('button', { name: button }).first().click();
    const dialog = page.getByRole('dialog', { name: dialogName });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  test('Tab stays inside the hero editor, from Save Changes round to the first control and back', async ({ page }) => {
    const editor = await open(page, '/', /^Edit hero:/, /Edit Hero Section/);
    await expect(editor.getByLabel('Hero title', { exact: true })).not.toHaveValue('');
    // Point at the preview first: its hover menu is a popover of its own, which is what used to let Tab out.
    await editor.locator('[data-hero-preview] h1').hover();
    await expect(page.locator('[data-hero-menu="title"]')).toBeVisible();
    await tabRoundTrip(page, editor, editor.getByRole('button', { name: 'Save Changes' }));
  });

  test('Tab stays inside the section and heading editors', async ({ page }) => {
    const section = await open(page, '/about', /^Edit section /, /Edit Section/);
    await expect(section.locator('li[data-metric-id]').first()).toBeVisible();
    await tabRoundTrip(page, section, section.getByRole('button', { name: 'Update', exact: true }));
    await page.keyboard.press('Escape');
    await expect(section).toBeHidden();

    await page.getByRole('button', { name: /^Edit heading/ }).first().click();
    const heading = page.getByRole('dialog', { name: /Edit Heading Section/ });
    await expect(heading.getByLabel('Heading', { exact: true })).not.toHaveValue('');
    await tabRoundTrip(page, heading, heading.getByRole('button', { name: 'Update', exact: true }));
  });
});
