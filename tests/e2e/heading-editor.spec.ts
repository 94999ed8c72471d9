// The Heading Section editor as staff use it: opened from the palette and with Ctrl+Shift+H (only in
// edit mode), refusing what the server would refuse with the spec's messages, previewed live by the
// page's own component, created, edited, undone and redone, deleted after a confirmation, and
// unsaved work offered back after a reload; the editor and its confirmation checked with axe.
import { acceptCookies, axeViolations, expect, signInAs, siteUrl, test } from './support/fixtures';
import { journalEntries } from './support/journal';

test.describe('heading section editor', () => {
  test.beforeEach(async ({ context }) => {
    await acceptCookies(context, 'brightstack');
  });

  test('staff create a heading with a live preview, edit it, undo, and delete it', async ({ page }) => {
    // One journey through three saves and three page refreshes: on a busy machine it can outlast 30 s.
    test.slow();
    await signInAs(page, 'brightstack', 'admin');
    await page.goto(siteUrl('brightstack', '/about'));
    await expect(page.getByRole('region', { name: 'Editing tools' })).toBeVisible();

    // From the palette: "heading" finds the command, Enter opens the editor.
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await palette.getByRole('combobox').fill('heading');
    await expect(palette.locator('[cmdk-item][data-selected="true"]')).toContainText('Heading Section');
    await page.keyboard.press('Enter');
    const editor = page.getByRole('dialog', { name: /Create Heading Section/ });
    await expect(editor).toBeVisible();
    await expect(editor.getByLabel('Heading', { exact: true })).toBeFocused();
    expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([]);

    // Name and description are required, with the spec's words.
    const create = editor.getByRole('button', { name: 'Create', exact: true });
    await create.click();
    await expect(editor.getByText('Please enter a heading name')).toBeVisible();
    await expect(editor.getByText('Please enter a description text')).toBeVisible();
    const name = `Launch ${Date.now()}`;
    await editor.getByLabel('Heading', { exact: true }).fill(name);
    await editor.getByLabel('Second part (optional)').fill('faster');
    await editor.getByRole('textbox', { name: 'Description text' }).fill('Ship on Fridays without fear.');
    const preview = editor.locator('[data-heading-preview]');
    await expect(preview.getByRole('heading', { name: `${name} faster` })).toBeVisible();
    await expect(preview.getByText('Ship on Fridays without fear.')).toBeVisible();

    // A refused field brings its tab forward: the page address, then an unsafe link.
    await editor.getByRole('tab', { name: 'Layout' }).click();
    await editor.getByLabel('Page', { exact: true }).fill('');
    await editor.getByRole('tab', { name: 'Content' }).click();
    await create.click();
    await expect(editor.getByRole('tab', { name: 'Layout' })).toHaveAttribute('aria-selected', 'true');
    await expect(editor.getByText('Please enter a page URL (e.g., "/about" or "/")')).toBeVisible();
    await editor.getByLabel('Page', { exact: true }).fill('/about');
    await editor.getByRole('tab', { name: 'Button' }).click();
    await editor.getByLabel('Button or link text (optional)').fill('Talk to us');
    await editor.getByLabel('Link address').fill('javascript:alert(1)');
    await editor.getByRole('tab', { name: 'Look' }).click();
    await create.click();
    await expect(editor.getByRole('tab', { name: 'Button' })).toHaveAttribute('aria-selected', 'true');
    await expect(editor.getByText('Please enter a valid URL')).toBeVisible();
    await editor.getByLabel('Link address').fill('/contact');
    await expect(preview.getByRole('link', { name: 'Talk to us' })).toBeVisible();

    // A template section of the page can be shown below, drawn in the preview too.
    await editor.getByRole('tab', { name: 'Layout' }).click();
    const include = editor.getByRole('switch', { name: 'Show a template section below' });
    await include.click();
    await editor.getByLabel('Template section', { exact: true }).selectOption({ label: 'How we work' });
    await expect(preview.getByRole('heading', { name: 'How we work' })).toBeVisible();
    await include.click();
    await expect(preview.getByRole('heading', { name: 'How we work' })).toHaveCount(0);

    // Undo and redo from the keyboard.
    await editor.getByRole('tab', { name: 'Look' }).click();
    const gradient = editor.getByRole('radio', { name: 'Gradient', exact: true });
    const solid = editor.getByRole('radio', { name: 'Solid colour' });
    await gradient.click();
    await expect(gradient).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('Control+z');
    await expect(solid).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('Control+Shift+z');
    await expect(gradient).toHaveAttribute('aria-checked', 'true');

    await create.click();
    await expect(page.getByText('Heading section created successfully')).toBeVisible();
    await expect(editor).toBeHidden();
    const block = page.locator('[data-edit-kind="heading"]', { hasText: name });
    await expect(block.getByRole('heading', { name: `${name} faster` })).toBeVisible();
    await expect(block.getByRole('link', { name: 'Talk to us' })).toHaveAttribute('href', '/contact');

    // Edit: the saved values come back, a third part is added.
    await block.getByRole('button', { name: `Edit heading ${name} faster` }).click();
    const edit = page.getByRole('dialog', { name: /Edit Heading Section/ });
    await expect(edit.getByLabel('Heading', { exact: true })).toHaveValue(name);
    await edit.getByLabel('Third part (optional)').fill('together.');
    await edit.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Heading section updated successfully')).toBeVisible();
    await expect(block.getByRole('heading', { name: `${name} faster together.` })).toBeVisible();

    // Delete asks first; cancelling keeps it.
    await block.getByRole('button', { name: `Edit heading ${name} faster together.` }).click();
    await edit.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Heading Section' });
    await expect(confirm).toContainText(`"${name}"`);
    expect(await axeViolations(page, { include: '[role="alertdialog"]' })).toEqual([]);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await edit.getByRole('button', { name: 'Delete', exact: true }).click();
    await confirm.getByRole('button', { name: 'Delete heading section' }).click();
    await expect(page.getByText('Heading section deleted successfully')).toBeVisible();
    await expect(page.locator('[data-edit-kind="heading"]', { hasText: name })).toHaveCount(0);
  });

  test('Ctrl+Shift+H opens it in edit mode only, and unsaved work comes back after a reload', async ({ page }) => {
    await signInAs(page, 'brightstack', 'admin');
    await page.goto(siteUrl('brightstack', '/about'));
    const editMode = page.getByRole('switch', { name: 'Edit mode' });
    await editMode.click();
    await expect(editMode).toHaveAttribute('aria-checked', 'false');
    await page.keyboard.press('Control+Shift+H');
    // The palette opening after it proves the keys were handled; the editor did not open.
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('dialog', { name: 'Command palette' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: /Heading Section/ })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await editMode.click();
    await expect(editMode).toHaveAttribute('aria-checked', 'true');

    await page.keyboard.press('Control+Shift+H');
    const editor = page.getByRole('dialog', { name: /Create Heading Section/ });
    await expect(editor).toBeVisible();
    // A new heading belongs to the page it was opened on.
    await editor.getByRole('tab', { name: 'Layout' }).click();
    await expect(editor.getByLabel('Page', { exact: true })).toHaveValue('/about');
    await editor.getByRole('tab', { name: 'Content' }).click();
    await editor.getByLabel('Heading', { exact: true }).fill('Half-written heading');
    // The journal is written shortly after the last change; wait until it is there, then reload.
    await expect
      .poll(() => journalEntries(page))
      .toBeGreaterThan(0);
    // The open editor is in the address: the reload opens it again, with the copy on offer.
    await page.reload();
    await expect(editor.getByText('Unsaved changes found')).toBeVisible();
    await editor.getByRole('button', { name: 'Restore' }).click();
    await expect(editor.getByLabel('Heading', { exact: true })).toHaveValue('Half-written heading');
    // Unsaved, so closing asks; closed anyway, the copy stays journalled for next time.
    await editor.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('alertdialog', { name: 'Unsaved changes' }).getByRole('button', { name: 'Close' }).click();
    await expect(editor).toBeHidden();
  });
});
