// The editing layer as the organisation's staff use it, and what visitors do not get: the staff bar
// and palette, a section created, given cards, reordered from the keyboard, undone, restored after
// a reload, and deleted; every dialog checked with axe.
import sharp from 'sharp';
import { acceptCookies, axeViolations, dndKeyboardReady, expect, signInAs, siteUrl, test } from './support/fixtures';
import { journalEntries } from './support/journal';

test.describe('editing layer', () => {
  test.beforeEach(async ({ context }) => {
    await acceptCookies(context, 'brightstack');
  });

  test('visitors and customers load none of the editor', async ({ page }) => {
    const editorCalls: string[] = [];
    page.on('request', (request) => request.url().includes('/api/editor/') && editorCalls.push(request.url()));
    await page.goto(siteUrl('brightstack', '/'));
    await signInAs(page, 'brightstack', 'customer');
    await page.goto(siteUrl('brightstack', '/'));
    await expect(page.getByRole('button', { name: /account|profile/i }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Editing tools' })).toHaveCount(0);
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('dialog', { name: 'Command palette' })).toHaveCount(0);
    expect(editorCalls).toEqual([]);
  });

  test('the palette lists, filters, clamps, remembers and runs commands', async ({ page }) => {
    await signInAs(page, 'brightstack', 'admin');
    await page.goto(siteUrl('brightstack', '/'));
    await expect(page.getByRole('region', { name: 'Editing tools' })).toBeVisible();
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await expect(palette).toBeVisible();
    for (const group of ['Content', 'Navigation', 'Pages', 'Products', 'Interactive', 'General']) await expect(palette.getByText(group, { exact: true })).toBeVisible();
    expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([]);

    const input = palette.getByRole('combobox');
    const selected = palette.locator('[cmdk-item][data-selected="true"]');
    await expect(selected).toContainText('Heading Section');
    await page.keyboard.press('ArrowUp');
    await expect(selected).toContainText('Heading Section');
    await page.keyboard.press('ArrowDown');
    await expect(selected).toContainText('Section');
    // A command's own label comes before another's keywords: "Banner" is the Banner command, not
    // Hero Section (which has "banner" among its keywords), and Enter runs Banner.
    await input.fill('Banner');
    await expect(selected).toHaveCount(1);
    await expect(selected.locator('.font-medium').first()).toHaveText('Banner');
    await expect(palette.locator('[cmdk-item]').first()).toContainText('Banner');
    await page.keyboard.press('Enter');
    await expect(palette).toBeHidden();
    // Banner opens Global Settings on its tab, a new banner started there.
    const settings = page.getByRole('dialog', { name: /Global Settings/ });
    await expect(settings.getByRole('tab', { name: 'Banners', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('dialog', { name: /Hero Section/ })).toHaveCount(0);
    // The new banner is started, its first field taking the typing; it is new work, so closing asks first.
    await expect(settings.getByLabel('Text', { exact: true })).toBeFocused();
    await settings.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Close', exact: true }).click();
    await expect(page.getByRole('dialog', { name: /Global Settings/ })).toHaveCount(0);
    await page.keyboard.press('Control+k');
    await expect(input).toHaveValue('');
    await input.fill('zzzz');
    await expect(palette.getByText('No commands found')).toBeVisible();
    await expect(palette.getByText('Try a different search term')).toBeVisible();
    await input.fill('global settings');
    await expect(selected).toContainText('Global Settings');
    await page.keyboard.press('Enter');
    await expect(palette).toBeHidden();
    await expect(settings.getByRole('tab', { name: 'General', exact: true })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Escape');
    await expect(settings).toBeHidden();

    // Escape closes and clears; the command just run comes first next time, across a reload.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Editing tools' })).toBeVisible();
    await page.keyboard.press('Control+k');
    await expect(palette.getByRole('combobox')).toHaveValue('');
    await expect(palette.locator('[cmdk-group]').first()).toContainText('Recent');
    await expect(palette.locator('[cmdk-group]').first()).toContainText('Global Settings');
    await page.keyboard.press('Escape');
    await expect(palette).toBeHidden();
  });

  test('staff create a section, give it cards, reorder, undo, and delete it', async ({ page }) => {
    await signInAs(page, 'brightstack', 'admin');
    await page.goto(siteUrl('brightstack', '/about'));
    await expect(page.getByRole('region', { name: 'Editing tools' })).toBeVisible();
    await page.keyboard.press('Control+Shift+S');
    await expect(page.getByRole('dialog', { name: /Create Section/ })).toBeVisible();
    // The same editor stays open after the first save, renamed Edit Section.
    const editor = page.locator('[data-section-editor]');
    await expect(editor.getByText('Save the section first, then add its cards.')).toBeVisible();
    expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([]);

    await editor.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(editor.getByText('Please enter a section title')).toBeVisible();
    const title = `Our numbers ${Date.now()}`;
    await editor.getByLabel('Title', { exact: true }).fill(title);
    const preview = editor.locator('[data-section-preview]');
    await expect(preview.getByRole('heading', { name: title })).toBeVisible();
    await editor.getByRole('tab', { name: 'Layout' }).click();
    await editor.getByRole('radio', { name: '2' }).click();
    await editor.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByText('Section created successfully')).toBeVisible();
    await expect(page.getByRole('dialog', { name: /Edit Section/ })).toBeVisible();

    // Two cards, created through the metric dialog.
    await editor.getByRole('tab', { name: 'Content' }).click();
    for (const [card, text] of [['Alpha', 'first card'], ['Beta', 'second card']]) {
      await editor.getByRole('button', { name: 'Create metric' }).click();
      const create = page.getByRole('dialog', { name: 'New metric' });
      await create.getByRole('button', { name: 'Create', exact: true }).click();
      await expect(create.getByText('Title and description are required')).toBeVisible();
      await create.getByLabel('Title').fill(card);
      await create.getByLabel('Description').fill(text);
      await create.getByRole('button', { name: 'Create', exact: true }).click();
      await expect(create).toBeHidden();
      await expect(preview.getByText(card, { exact: true })).toBeVisible();
    }

    // Keyboard reorder: Beta above Alpha, announced and saved.
    const handle = editor.getByRole('button', { name: 'Move card Beta' });
    await handle.focus();
    // Each key waits for the announcement of the one before: dnd-kit measures the list after pick-up.
    const live = page.locator('[id^="DndLiveRegion"]');
    await page.keyboard.press('Space');
    await expect(live).toContainText('Picked up card Beta');
    await dndKeyboardReady(page);
    await page.keyboard.press('ArrowUp');
    await expect(live).toContainText('Card Beta moved to position 1 of 2');
    await page.keyboard.press('Space');
    await expect(live).toContainText('Card Beta dropped at position 1 of 2');
    const firstCard = editor.locator('li[data-metric-id]').first().getByLabel('Card title');
    await expect(firstCard).toHaveValue('Beta');
    // The move was saved at once; undo moves it back (and saves that), redo again.
    await page.keyboard.press('Control+z');
    await expect(firstCard).toHaveValue('Alpha');
    await page.keyboard.press('Control+Shift+z');
    await expect(firstCard).toHaveValue('Beta');

    // Undo covers this editor's own changes: the two columns go back to three, and come back.
    const columns = editor.getByRole('tab', { name: 'Layout' });
    await columns.click();
    await editor.getByRole('radio', { name: '5' }).click();
    await expect(editor.getByRole('radio', { name: '5' })).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('Control+z');
    await expect(editor.getByRole('radio', { name: '2' })).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('Control+Shift+z');
    await expect(editor.getByRole('radio', { name: '5' })).toHaveAttribute('aria-checked', 'true');

    await editor.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Section updated successfully')).toBeVisible();
    // The cards added and moved here raised the section's version by this editor's own hand: the
    // save is not taken for one that someone else overtook (kit/own-writes.ts).
    await expect(page.getByText('Someone else had saved this section meanwhile', { exact: false })).toHaveCount(0);
    const onPage = page.locator('[data-edit-kind="template"]', { hasText: title });
    await expect(onPage).toBeVisible();
    await expect(onPage.locator('h3, p').filter({ hasText: /^Beta$/ }).first()).toBeVisible();

    // The new order was saved: a fresh page shows Beta first.
    await page.reload();
    const texts = await page.locator('[data-edit-kind="template"]', { hasText: title }).innerText();
    expect(texts.indexOf('Beta')).toBeLessThan(texts.indexOf('Alpha'));
    await page.evaluate((id) => fetch(`/api/template-sections/${id}`, { method: 'DELETE' }), await onPage.getAttribute('data-edit-id'));
  });

  test('deleting a section needs its exact title typed', async ({ page }) => {
    await signInAs(page, 'brightstack', 'admin', '/about');
    const title = `Short-lived ${Date.now()}`;
    await page.evaluate(async (sectionTitle) => {
      const response = await fetch('/api/template-sections', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ url_page: '/about', section_title: sectionTitle }),
      });
      if (!response.ok) throw new Error(`section not created: ${response.status}`);
    }, title);
    await page.reload();
    await page.locator('[data-edit-kind="template"]', { hasText: title }).getByRole('button', { name: `Edit section ${title}` }).click();
    const again = page.getByRole('dialog', { name: /Edit Section/ });
    await again.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('alertdialog');
    expect(await axeViolations(page, { include: '[role="alertdialog"]' })).toEqual([]);
    await expect(confirm.getByRole('button', { name: 'Delete section' })).toBeDisabled();
    await confirm.getByLabel('Section title').fill(title.slice(0, -1));
    await expect(confirm.getByRole('button', { name: 'Delete section' })).toBeDisabled();
    await confirm.getByLabel('Section title').fill(title);
    await confirm.getByRole('button', { name: 'Delete section' }).click();
    await expect(page.getByText('Section deleted successfully')).toBeVisible();
    await expect(page.locator('[data-edit-kind="template"]', { hasText: title })).toHaveCount(0);
  });

  test('an editor\'s unsaved work comes back after a reload', async ({ page }) => {
    await signInAs(page, 'brightstack', 'admin');
    await page.goto(siteUrl('brightstack', '/about'));
    await page.getByRole('button', { name: 'Add a section to this page' }).click();
    const editor = page.getByRole('dialog', { name: /Create Section/ });
    await editor.getByLabel('Title', { exact: true }).fill('Half-written section');
    // The journal is written shortly after the last change; wait until it is there, then reload.
    await expect
      .poll(() => journalEntries(page))
      .toBeGreaterThan(0);
    // The open editor is in the address: the reload opens it again, with the copy on offer.
    await page.reload();
    await expect(page.getByText('Unsaved changes found')).toBeVisible();
    await page.getByRole('button', { name: 'Restore' }).click();
    await expect(page.getByRole('dialog', { name: /Create Section/ }).getByLabel('Title', { exact: true })).toHaveValue('Half-written section');
    // The restored copy is unsaved work like any other: closing asks.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('alertdialog', { name: 'Unsaved changes' }).getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog', { name: /Create Section/ })).toBeHidden();
  });

  test('keystrokes typed right before a reload are offered back, every one', async ({ page }) => {
    await signInAs(page, 'brightstack', 'admin');
    await page.goto(siteUrl('brightstack', '/about'));
    await page.getByRole('button', { name: 'Add a section to this page' }).click();
    const title = page.getByRole('dialog', { name: /Create Section/ }).getByLabel('Title', { exact: true });
    await title.click();
    // 30 ms a key, and the reload right after the last one: no pause for the journal to catch up.
    await page.keyboard.type('Typed to the very end', { delay: 30 });
    await page.reload();
    await page.getByRole('button', { name: 'Restore' }).click();
    await expect(title).toHaveValue('Typed to the very end');
  });

  test('Escape, the close button and Cancel ask before unsaved changes go; the answer keeps them', async ({ page }) => {
    await signInAs(page, 'brightstack', 'admin');
    await page.goto(siteUrl('brightstack', '/about'));
    await page.getByRole('button', { name: 'Add a section to this page' }).click();
    const editor = page.getByRole('dialog', { name: /Create Section/ });
    const title = editor.getByLabel('Title', { exact: true });
    const unsaved = page.getByRole('alertdialog', { name: 'Unsaved changes' });
    // A clean editor closes at once.
    await editor.getByRole('button', { name: 'Cancel' }).click();
    await expect(editor).toBeHidden();
    await expect(unsaved).toHaveCount(0);

    await page.getByRole('button', { name: 'Add a section to this page' }).click();
    await title.fill('Not to be lost');
    const closers = [
      () => page.keyboard.press('Escape'),
      () => editor.getByRole('button', { name: 'Close', exact: true }).click(),
      () => editor.getByRole('button', { name: 'Cancel', exact: true }).click(),
    ];
    for (const close of closers) {
      await close();
      await expect(unsaved).toBeVisible();
      await expect(unsaved).toContainText('You have unsaved changes. Are you sure you want to close?');
      await unsaved.getByRole('button', { name: 'Keep editing' }).click();
      await expect(unsaved).toBeHidden();
      await expect(editor).toBeVisible();
      await expect(title).toHaveValue('Not to be lost');
    }
    await page.keyboard.press('Escape');
    expect(await axeViolations(page, { include: '[role="alertdialog"]' })).toEqual([]);
    await unsaved.getByRole('button', { name: 'Close' }).click();
    await expect(editor).toBeHidden();
    // Closed anyway, the copy stays on this device and is offered the next time.
    await page.getByRole('button', { name: 'Add a section to this page' }).click();
    await page.getByRole('button', { name: 'Restore' }).click();
    await expect(title).toHaveValue('Not to be lost');
  });

  test('the open editor is in the address: back closes it, asking when unsaved, and a link opens it', async ({ page }) => {
    await signInAs(page, 'brightstack', 'admin');
    await page.goto(siteUrl('brightstack', '/about'));
    const edit = page.getByRole('button', { name: /^Edit section / }).first();
    await edit.click();
    const editor = page.locator('[data-section-editor]');
    const title = editor.getByLabel('Title', { exact: true });
    await expect(title).not.toHaveValue('');
    // Once the section is in, its first field has the focus, not the header's History button.
    await expect(title).toBeFocused();
    await expect(page).toHaveURL(/[?&]editor=section(%3A|:)[0-9a-f-]{36}$/);
    const address = page.url();
    await page.goBack();
    await expect(editor).toHaveCount(0);
    await expect(page).toHaveURL(siteUrl('brightstack', '/about'));
    await page.goForward();
    await expect(title).not.toHaveValue('');
    await page.goBack();
    await expect(editor).toHaveCount(0);

    // With unsaved changes, back asks first; keeping on keeps the text and the address.
    await edit.click();
    await title.fill('Changed, not saved');
    await page.goBack();
    const unsaved = page.getByRole('alertdialog', { name: 'Unsaved changes' });
    await unsaved.getByRole('button', { name: 'Keep editing' }).click();
    await expect(title).toHaveValue('Changed, not saved');
    await expect(page).toHaveURL(address);
    await page.goBack();
    await unsaved.getByRole('button', { name: 'Close' }).click();
    await expect(editor).toHaveCount(0);
    await expect(page).not.toHaveURL(/editor=/);

    // A link naming the editor opens it on arrival (and offers the copy closed above).
    await page.goto(address);
    await expect(page.getByText('Unsaved changes found')).toBeVisible();
    await page.getByRole('button', { name: 'Discard' }).click();
    await expect(title).not.toHaveValue('Changed, not saved');
    await expect(title).not.toHaveValue('');
  });

  test('a card\'s image comes from the media library and is served in sizes and formats', async ({ page }) => {
    await signInAs(page, 'brightstack', 'admin');
    await page.goto(siteUrl('brightstack', '/about'));
    await page.getByRole('button', { name: 'Add a section to this page' }).click();
    const editor = page.locator('[data-section-editor]');
    const title = `Gallery ${Date.now()}`;
    await editor.getByLabel('Title', { exact: true }).fill(title);
    await editor.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByText('Section created successfully')).toBeVisible();
    await editor.getByRole('button', { name: 'Create metric' }).click();
    const create = page.getByRole('dialog', { name: 'New metric' });
    await create.getByLabel('Title').fill('Harbour');
    await create.getByLabel('Description').fill('A view of the harbour');
    await create.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(create).toBeHidden();

    await editor.getByRole('button', { name: 'Add image or video' }).click();
    await page.getByRole('button', { name: 'Choose from library' }).click();
    const library = page.getByRole('dialog', { name: 'Media library' });
    await expect(library).toBeVisible();
    const png = await sharp({ create: { width: 1400, height: 900, channels: 3, background: { r: 20, g: 120, b: 200 } } }).png().toBuffer();
    await library.getByLabel('File', { exact: true }).setInputFiles({ name: 'harbour.png', mimeType: 'image/png', buffer: png });
    await library.getByRole('textbox', { name: 'Alt text' }).fill('Boats in the harbour at dawn');
    await library.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByText('File uploaded')).toBeVisible();
    expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([]);
    await library.getByRole('button', { name: 'Use this file' }).click();
    await expect(library).toBeHidden();
    const previewImage = editor.locator('[data-section-preview] img[data-media="library-image"]');
    await expect(previewImage).toHaveAttribute('alt', 'Boats in the harbour at dawn');

    await editor.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Section updated successfully')).toBeVisible();
    const block = page.locator('[data-edit-kind="template"]', { hasText: title });
    const picture = block.locator('picture');
    await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute('srcset', /320w.*640w.*1280w/);
    await expect(picture.locator('img')).toHaveAttribute('width', '1400');
    await expect(picture.locator('img')).toHaveAttribute('alt', 'Boats in the harbour at dawn');
    const served = await page.evaluate(async (src) => {
      const response = await fetch(src);
      return { type: response.headers.get('content-type'), cache: response.headers.get('cache-control') };
    }, (await picture.locator('img').getAttribute('src')) as string);
    expect(served).toEqual({ type: 'image/webp', cache: 'public, max-age=31536000, immutable' });

    await block.getByRole('button', { name: `Edit section ${title}` }).click();
    await page.locator('[data-section-editor]').getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('alertdialog').getByLabel('Section title').fill(title);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete section' }).click();
    await expect(page.getByText('Section deleted successfully')).toBeVisible();
  });

  test('the preview of a section type that shows more than its cards fetches that data', async ({ page }) => {
    await signInAs(page, 'brightstack', 'admin');
    await page.goto(siteUrl('brightstack', '/about'));
    await page.getByRole('button', { name: 'Add a section to this page' }).click();
    const editor = page.locator('[data-section-editor]');
    await editor.getByLabel('Section type').selectOption({ label: 'Pricing Plans' });
    const preview = editor.locator('[data-section-preview]');
    for (const plan of ['Starter', 'Team', 'Business']) await expect(preview.getByRole('heading', { name: plan, exact: true })).toBeVisible();
    await editor.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('alertdialog', { name: 'Unsaved changes' }).getByRole('button', { name: 'Close' }).click();
    await expect(editor).toBeHidden();
  });
});
