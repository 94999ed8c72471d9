// Inline editing on the hero editor's live preview, on Harbour & Finch (accent blue 800; a left-
// aligned text-6xl title beside a picture on the right): the hover menu and its 100 ms hide delay
// on the page's clock, the menu's alignment, size, weight and gradient changing the preview (and
// undone), the keyboard's way in and out, axe with the menu open, the title typed in place, and a
// change saved and seen by visitors; on a phone, taps and the phone size. The hero is put back as
// it was after every test that saves.
import { acceptCookies, axeViolations, expect, installClock, pauseClock, siteUrl, test } from './support/fixtures';
import { computedPx, dragBy, openHeroEditor, readHero, restoreHero } from './support/hero-editor';

test.describe('hero inline editing', () => {
  let original: Record<string, unknown> | null = null;

  test.beforeEach(async ({ context }) => {
    await acceptCookies(context, 'harbour-law');
  });

  test.afterEach(async ({ page }) => {
    if (original) await restoreHero(page, original);
    original = null;
  });

  test('pointing at the title shows its menu; it hides 100 ms after the pointer has left both', async ({ page }) => {
    await installClock(page);
    const { editor, preview } = await openHeroEditor(page, 'harbour-law');
    // The editor wears the site's accent, as the page's own modals do.
    expect(await editor.evaluate((node) => node.style.getPropertyValue('--accent'))).toBe('var(--color-blue-800)');

    const title = preview.locator('h1');
    const menu = page.getByRole('dialog', { name: 'Title tools' });
    await title.hover();
    await expect(menu).toBeVisible();
    await expect(preview.getByRole('slider', { name: 'Title size' })).toBeVisible();

    // From the title onto its menu: the crossing does not close it.
    await pauseClock(page);
    const box = (await menu.boundingBox())!;
    await page.mouse.move(box.x + 12, box.y + box.height - 6, { steps: 3 });
    await page.clock.runFor(500);
    await expect(menu).toBeVisible();

    // Away from both: still there at 99 ms, gone at 100 ms.
    await page.mouse.move(1200, 780);
    await page.clock.runFor(99);
    await expect(menu).toBeVisible();
    await page.clock.runFor(1);
    await expect(menu).toBeHidden();
    await expect(preview.getByRole('slider', { name: 'Title size' })).toHaveCount(0);
    await page.clock.resume();
  });

  test('the menus set alignment, size, weight and gradient on the preview, and undo takes them back', async ({ page }) => {
    await installClock(page);
    const { editor, preview } = await openHeroEditor(page, 'harbour-law');
    const title = preview.locator('h1');
    const description = preview.locator('[data-hero-part="description"] > div');
    await expect(title).toHaveCSS('text-align', 'left');
    expect(await computedPx(title, 'fontSize')).toBe(60);

    // Each change is made as a person would: point at the title, then use its menu.
    const titleMenu = page.getByRole('dialog', { name: 'Title tools' });
    await title.hover();
    await titleMenu.getByRole('radio', { name: 'Centre' }).click();
    await expect(title).toHaveCSS('text-align', 'center');
    await title.hover();
    await titleMenu.getByRole('combobox', { name: 'Size on desktop' }).click();
    // The size list takes the pointer from the page while it is open: the menu waits for the
    // choice, however long it takes (a second here), rather than hiding 100 ms later.
    await expect(page.getByRole('option', { name: '36 px', exact: true })).toBeVisible();
    await page.clock.runFor(1000);
    await page.getByRole('option', { name: '36 px', exact: true }).click();
    await expect(title).toHaveCSS('font-size', '36px');
    await title.hover();
    await titleMenu.getByRole('switch', { name: 'Gradient title' }).click();
    await expect(title.locator('span')).toHaveClass(/from-blue-600 via-purple-600 to-pink-600 bg-clip-text/);

    await description.hover();
    const descriptionMenu = page.getByRole('dialog', { name: 'Description tools' });
    await expect(titleMenu).toBeHidden();
    await expect(descriptionMenu.getByRole('radio', { name: 'Centre' })).toHaveAttribute('aria-checked', 'true');
    await descriptionMenu.getByRole('radio', { name: 'Bold', exact: true }).click();
    await expect(description).toHaveCSS('font-weight', '700');

    // The same working copy as the panels: undo steps back through the menu's changes.
    await editor.getByRole('button', { name: 'Undo' }).click();
    await expect(description).toHaveCSS('font-weight', '400');
    await editor.getByRole('button', { name: 'Undo' }).click();
    await expect(title.locator('span')).not.toHaveClass(/bg-clip-text/);
    await editor.getByRole('button', { name: 'Undo' }).click();
    await expect(title).toHaveCSS('font-size', '60px');
  });

  test('the keyboard reaches each part, moves into its menu and back out; axe finds nothing with the menu open', async ({ page }) => {
    const { editor } = await openHeroEditor(page, 'harbour-law');
    const frame = editor.getByRole('button', { name: 'Title tools' });
    const menu = page.getByRole('dialog', { name: 'Title tools' });
    await editor.getByLabel('Hero title', { exact: true }).focus();
    for (let i = 0; i < 8 && !(await frame.evaluate((node) => node === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(frame).toBeFocused();
    await expect(menu).toBeVisible();
    await expect(frame).toHaveAttribute('aria-expanded', 'true');

    await page.keyboard.press('Enter');
    await expect(menu.getByRole('radio', { name: 'Left' })).toBeFocused();
    expect(await axeViolations(page, { include: '[data-hero-menu]' })).toEqual([]);
    expect(await axeViolations(page, { include: '[data-hero-editor]' })).toEqual([]);

    // Tab out of either end of the menu comes back to the frame; Enter goes in again.
    await page.keyboard.press('Shift+Tab');
    await expect(frame).toBeFocused();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('radio', { name: 'Left' })).toBeFocused();

    // Escape closes the focused button's tooltip first, then the menu only: focus is back on the
    // frame, the editor stays.
    await expect(page.getByRole('tooltip', { name: 'Left' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(frame).toBeFocused();
    await expect(frame).toHaveAttribute('aria-expanded', 'false');
    await expect(editor).toBeVisible();

    // The size handle follows the frame and takes the arrow keys: 60 px, then 64, then back.
    await page.keyboard.press('Tab');
    const handle = editor.getByRole('slider', { name: 'Title size' });
    await expect(handle).toBeFocused();
    await expect(handle).toHaveAttribute('aria-valuetext', '60 px');
    await page.keyboard.press('ArrowUp');
    await expect(editor.locator('[data-hero-preview] h1')).toHaveCSS('font-size', '64px');
    await page.keyboard.press('ArrowDown');
    await expect(editor.locator('[data-hero-preview] h1')).toHaveCSS('font-size', '60px');
  });

  test('the title is typed in place, and a change made on the preview is what visitors get after saving', async ({ page }) => {
    const { editor, preview } = await openHeroEditor(page, 'harbour-law');
    original = await readHero(page);
    const title = preview.locator('h1');

    await title.dblclick();
    const inPlace = preview.getByRole('textbox', { name: 'Hero title' });
    await expect(inPlace).toBeFocused();
    await inPlace.fill('Plain answers, fixed fees');
    await expect(editor.getByLabel('Hero title', { exact: true }).first()).toHaveValue('Plain answers, fixed fees');
    await page.keyboard.press('Enter');
    await expect(inPlace).toHaveCount(0);
    await expect(title).toHaveText('Plain answers, fixed fees');
    await expect(editor).toBeVisible();
    // Typed in place, undone and redone like any other change.
    await editor.getByRole('button', { name: 'Undo' }).click();
    await expect(title).toHaveText(String(original.title));
    await editor.getByRole('button', { name: 'Redo' }).click();
    await expect(title).toHaveText('Plain answers, fixed fees');

    // A size off the list (88 px) and centred, then saved.
    await title.hover();
    await dragBy(page, preview.locator('[data-hero-handle="title-size"]'), 28, 0);
    await expect(title).toHaveCSS('font-size', '88px');
    await title.hover();
    await page.getByRole('dialog', { name: 'Title tools' }).getByRole('radio', { name: 'Centre' }).click();
    await editor.getByRole('button', { name: 'Save Changes' }).click();
    await expect(editor).toBeHidden();

    await page.goto(siteUrl('harbour-law', '/'));
    const publicTitle = page.locator('[data-edit-kind="hero"] h1');
    await expect(publicTitle).toHaveText('Plain answers, fixed fees');
    await expect(publicTitle).toHaveCSS('font-size', '88px');
    await expect(publicTitle).toHaveCSS('text-align', 'center');
  });

  test('on a phone a tap shows a part\'s menu, and its size is the phone size', { tag: '@phone-only' }, async ({ page }) => {
    const { preview } = await openHeroEditor(page, 'harbour-law');
    const title = preview.locator('h1');
    await expect(title).toHaveCSS('font-size', '36px');
    await title.tap();
    const menu = page.getByRole('dialog', { name: 'Title tools' });
    await expect(menu).toBeVisible();
    expect(await axeViolations(page, { include: '[data-hero-menu]' })).toEqual([]);
    await menu.getByRole('combobox', { name: 'Size on mobile' }).tap();
    await page.getByRole('option', { name: '30 px', exact: true }).tap();
    await expect(title).toHaveCSS('font-size', '30px');
    // A lifted finger is no "leave": the menu stays until another part (or elsewhere) is tapped.
    await expect(menu).toBeVisible();
    await preview.locator('[data-hero-part="description"] > div').tap();
    await expect(page.getByRole('dialog', { name: 'Description tools' })).toBeVisible();
    await expect(menu).toBeHidden();
  });
});
