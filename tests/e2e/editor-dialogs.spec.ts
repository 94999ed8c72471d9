// What every editor's window does, whichever editor it is: Tab never leaves it for the page behind
// (from its last control it comes round to its first, Shift+Tab the other way), and a toast shown
// while it is open stays clear of the buttons in its header and footer. The phone's side of the
// same window is in editor-phone.spec.ts.
import type { Locator, Page } from '@playwright/test';
import { acceptCookies, expect, signInAs, siteUrl, test } from './support/fixtures';
import { tabRoundTrip, toastClearOfControls } from './support/editor-window';

test.describe('editor windows', () => {
  test.beforeEach(async ({ context }) => {
    await acceptCookies(context, 'brightstack');
  });

  async function open(page: Page, path: string, button: RegExp, dialogName: RegExp): Promise<Locator> {
    await signInAs(page, 'brightstack', 'admin');
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

  test('a toast shown while an editor is open keeps clear of its Undo, Redo, Close and footer buttons', async ({ page }) => {
    await signInAs(page, 'brightstack', 'admin');
    await page.goto(siteUrl('brightstack', '/about'));
    await page.getByRole('button', { name: 'Add a section to this page' }).click();
    const editor = page.getByRole('dialog', { name: /Create Section/ });
    const title = `Toast check ${Date.now()}`;
    await editor.getByLabel('Title', { exact: true }).fill(title);
    await editor.getByRole('button', { name: 'Create', exact: true }).click();
    const toast = page.getByTestId('toast').filter({ hasText: 'Section created successfully' });
    const frame = page.locator('[data-section-editor]');
    await expect(toast).toBeVisible();
    // The editor stays open after its first save, renamed.
    await expect(page.getByRole('dialog', { name: /Edit Section/ })).toBeVisible();
    await toastClearOfControls(frame, toast);

    // Put the page back as it was: the new section goes.
    await frame.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByLabel('Section title').fill(title);
    await confirm.getByRole('button', { name: 'Delete section' }).click();
    await expect(page.getByText('Section deleted successfully')).toBeVisible();
  });
});
