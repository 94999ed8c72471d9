// The Hero Section editor as staff use it on Brightstack's home page: opened from the hero's edit
// button, previewed live by the public hero, one toolbar panel open at a time, the title gradient
// switched back on with the spec's defaults, the required title, the delete confirmation's words
// (cancelled: other tests read this hero), a save seen after a refresh, and the title put back;
// unsaved work offered back after a reload, restored or thrown away.
import sharp from 'sharp';
import { acceptCookies, axeViolations, editorClosed, expect, signInAs, siteUrl, test } from './support/fixtures';
import { openHeroEditor, readHero, restoreHero } from './support/hero-editor';
import { journalEntries } from './support/journal';

test.describe('hero section editor', () => {
  test.beforeEach(async ({ context }) => {
    await acceptCookies(context, 'brightstack');
  });

  test('staff edit the hero with a live preview, save it and put it back', async ({ page }) => {
    // Two saves and three page loads: on a busy machine it can outlast 30 s.
    test.slow();
    await signInAs(page, 'brightstack', 'admin');
    await page.goto(siteUrl('brightstack', '/'));
    await expect(page.getByRole('region', { name: 'Editing tools' })).toBeVisible();
    const pageTitle = page.locator('[data-edit-kind="hero"] h1');

    await page.getByRole('button', { name: /^Edit hero:/ }).click();
    const editor = page.getByRole('dialog', { name: /Edit Hero Section/ });
    await expect(editor).toBeVisible();
    const heading = editor.getByRole('heading', { name: /^Edit Hero Section/ });
    await expect(heading).toBeVisible();
    await expect(heading.locator('span')).toHaveText('Edit');
    const titleInput = editor.getByLabel('Hero title');
    await expect(titleInput).not.toHaveValue('');
    const original = await titleInput.inputValue();
    expect(original).toBe('Ship on Friday. Sleep on Saturday.');
    expect(await axeViolations(page, { include: '[data-hero-editor]' })).toEqual([]);

    // The title is required: blank, Save is disabled and leaving the field says why.
    const save = editor.getByRole('button', { name: 'Save Changes' });
    await titleInput.fill('   ');
    await expect(titleInput).toHaveAttribute('placeholder', 'Enter hero title... (required)');
    await expect(save).toBeDisabled();
    await titleInput.blur();
    await expect(editor.getByText('Title is required.')).toBeVisible();

    // The preview is the public hero, drawn from what is typed.
    const changed = `Ship faster ${Date.now()}`;
    await titleInput.fill(changed);
    const preview = editor.locator('[data-hero-preview]');
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(changed);
    await expect(editor.getByText('Title is required.')).toBeHidden();

    // One panel at a time.
    await editor.getByRole('button', { name: 'Layout', exact: true }).click();
    await expect(page.locator('[data-hero-panel="layout"]')).toBeVisible();
    await editor.getByRole('button', { name: 'Title', exact: true }).click();
    await expect(page.locator('[data-hero-panel="title"]')).toBeVisible();
    await expect(page.locator('[data-hero-panel="layout"]')).toHaveCount(0);
    expect(await axeViolations(page, { include: '[data-hero-panel="title"]' })).toEqual([]);

    // The seeded title is a gradient: off gives a solid colour, on again fills the spec's defaults.
    const gradient = page.locator('[data-hero-panel="title"]').getByRole('switch', { name: 'Gradient title' });
    const previewTitle = preview.locator('h1 > span');
    await expect(gradient).toBeChecked();
    await gradient.click();
    await expect(previewTitle).not.toHaveClass(/bg-clip-text/);
    await gradient.click();
    await expect(previewTitle).toHaveClass(/from-blue-600 via-purple-600 to-pink-600 bg-clip-text/);
    await page.keyboard.press('Escape');
    await expect(page.locator('[data-hero-panel="title"]')).toHaveCount(0);
    await expect(editor).toBeVisible();

    // Delete asks first, in the spec's words; Cancel keeps the hero.
    await editor.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Hero Section' });
    await expect(confirm).toContainText('Are you sure you want to delete this hero section? This action cannot be undone.');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();

    // Saving: the PUT is held until 'Saving...' has been seen, then let through.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/hero', async (route) => {
      if (route.request().method() === 'PUT') await held;
      await route.continue();
    });
    await save.click();
    await expect(editor.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await expect(editor.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    release();
    await expect(page.getByText('Hero section saved')).toBeVisible();
    await editorClosed(page, editor);
    await page.reload();
    await expect(pageTitle).toHaveText(changed);

    // Put the seeded title back exactly: other tests read it.
    await page.getByRole('button', { name: /^Edit hero:/ }).click();
    await expect(editor.getByLabel('Hero title')).toHaveValue(changed);
    await editor.getByLabel('Hero title').fill(original);
    await editor.getByRole('button', { name: 'Save Changes' }).click();
    await editorClosed(page, editor);
    await page.reload();
    await expect(pageTitle).toHaveText(original);
  });

  test('unsaved work comes back after a reload, and Discard throws it away', async ({ page }) => {
    const { editor } = await openHeroEditor(page, 'brightstack');
    const title = editor.getByLabel('Hero title', { exact: true }).first();
    const original = await title.inputValue();
    await title.fill('Half-written hero');
    await expect.poll(() => journalEntries(page)).toBeGreaterThan(0);

    const banner = editor.getByText('Unsaved changes found');
    // The open editor is in the address: a reload opens it again, with the copy on offer.
    const reopen = async () => {
      await page.reload();
      await expect(banner).toBeVisible();
    };
    await reopen();
    await editor.getByRole('button', { name: 'Restore', exact: true }).click();
    await expect(banner).toBeHidden();
    await expect(title).toHaveValue('Half-written hero');

    // Nothing was saved, so the copy is offered again; thrown away, the saved hero stays.
    await reopen();
    await expect(title).toHaveValue(original);
    await editor.getByRole('button', { name: 'Discard', exact: true }).click();
    await expect(banner).toBeHidden();
    await expect(title).toHaveValue(original);
    await expect.poll(() => journalEntries(page)).toBe(0);
  });

  test('a picture from the media library is drawn from its AVIF and WebP widths, in the preview and on the page', async ({ page }) => {
    test.slow();
    const { editor, preview } = await openHeroEditor(page, 'brightstack');
    const before = await readHero(page);
    try {
      await editor.getByRole('button', { name: 'Image', exact: true }).click();
      await page.getByRole('button', { name: 'Choose from library' }).click();
      const library = page.getByRole('dialog', { name: 'Media library' });
      const png = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: 240, g: 170, b: 40 } } }).png().toBuffer();
      await library.getByLabel('File', { exact: true }).setInputFiles({ name: 'launch.png', mimeType: 'image/png', buffer: png });
      await library.getByRole('textbox', { name: 'Alt text' }).fill('The launch dashboard at a glance');
      await library.getByRole('button', { name: 'Upload' }).click();
      await expect(page.getByText('File uploaded')).toBeVisible();
      await library.getByRole('button', { name: 'Use this file' }).click();
      await expect(library).toBeHidden();
      await expect(preview.locator('img[data-media="library-image"]')).toHaveAttribute('alt', 'The launch dashboard at a glance');

      await editor.getByRole('button', { name: 'Save Changes' }).click();
      await editorClosed(page, editor);
      await page.reload();
      const picture = page.locator('[data-edit-kind="hero"] picture');
      await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute('srcset', /320w.*640w.*1280w/);
      await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute('sizes', /./);
      await expect(picture.locator('img')).toHaveAttribute('fetchpriority', 'high');
      await expect(picture.locator('img')).toHaveAttribute('alt', 'The launch dashboard at a glance');
    } finally {
      await restoreHero(page, before);
    }
  });
});
