// The hero editor's drag handles and its movable window, on Harbour & Finch (a text-6xl title, a
// 520×400 picture on the right): the title's size moves in steps of 4 px between 12 and 120 px by
// mouse and keyboard and one drag is one undo step; the picture's sides stop at 50 px and its
// handles go when it becomes the background; the window follows its header and stays on screen.
// Nothing here is saved.
import { acceptCookies, expect, test } from './support/fixtures';
import { computedPx, dragBy, openHeroEditor } from './support/hero-editor';

test.describe('hero editor handles', () => {
  test.beforeEach(async ({ context }) => {
    await acceptCookies(context, 'harbour-law');
  });

  test('the title size handle steps by 4 px within 12 to 120 px, from the mouse and the keyboard', async ({ page }) => {
    const { editor, preview } = await openHeroEditor(page, 'harbour-law');
    const title = preview.locator('h1');
    const handle = preview.getByRole('slider', { name: 'Title size' });
    await title.hover();
    await expect(handle).toHaveAttribute('aria-valuenow', '60');

    // 60 + 10 px of drag lands on the grid at 72 px; one drag is one undo step.
    await dragBy(page, handle, 10, 3);
    await expect(title).toHaveCSS('font-size', '72px');
    await editor.getByRole('button', { name: 'Undo' }).click();
    await expect(title).toHaveCSS('font-size', '60px');

    const steps = async (moves: readonly (readonly [number, number, number])[]) => {
      for (const [dx, dy, expected] of moves) {
        await title.hover();
        await dragBy(page, handle, dx, dy);
        const size = await computedPx(title, 'fontSize');
        expect(size).toBe(expected);
        expect(size % 4).toBe(0);
      }
    };
    await steps([[0, -22, 40], [0, 150, 120]]);
    // A 120 px title runs below the preview's fold, and its handle with it: undo the last drag.
    await editor.getByRole('button', { name: 'Undo' }).click();
    await expect(title).toHaveCSS('font-size', '40px');
    await steps([[-300, 40, 12], [17, 0, 28]]);

    await title.hover();
    await handle.focus();
    await page.keyboard.press('End');
    await expect(title).toHaveCSS('font-size', '120px');
    await page.keyboard.press('ArrowLeft');
    await expect(title).toHaveCSS('font-size', '116px');
    await page.keyboard.press('Home');
    await expect(title).toHaveCSS('font-size', '12px');
    await expect(handle).toHaveAttribute('aria-valuetext', '12 px');
  });

  test('the image handles stop at 50 px a side, work from the keyboard, and go when the image is the background', async ({ page }) => {
    // A window tall enough for the whole 382 px picture and its handles in the preview: on an
    // 800 px one the dialog's footer lies over the bottom handle.
    await page.setViewportSize({ width: 1280, height: 1000 });
    const { editor, preview } = await openHeroEditor(page, 'harbour-law');
    const image = preview.locator('[data-hero-part="image"]');
    await image.scrollIntoViewIfNeeded();
    await image.hover();
    const width = preview.getByRole('slider', { name: 'Image width' });
    const height = preview.getByRole('slider', { name: 'Image height' });
    await expect(width).toBeVisible();

    await dragBy(page, width, -1000, 0);
    await expect.poll(() => computedPx(image, 'width')).toBe(50);
    // The pointer let go beside the narrowed picture; pointing at it again brings its handles back.
    await image.hover();
    await expect(width).toHaveAttribute('aria-valuenow', '50');
    // In the middle of the preview: at its edge the dialog's footer lies over the handle.
    await image.evaluate((node) => node.scrollIntoView({ block: 'center' }));
    await image.hover();
    // The handles follow the picture once it has been measured again after the change (a resize
    // observer, on a later frame): press the height handle only when it sits on the bottom edge.
    await expect.poll(async () => {
      const [handle, picture] = [await height.boundingBox(), await image.boundingBox()];
      if (!handle || !picture) return false;
      const [x, y] = [handle.x + handle.width / 2, handle.y + handle.height / 2];
      const onEdge = Math.abs(x - (picture.x + picture.width / 2)) < 3 && Math.abs(y - (picture.y + picture.height)) < 3;
      // And nothing (the image's menu, say) lies over it where the mouse will press.
      const onTop = await height.evaluate((node, point) => node.contains(document.elementFromPoint(point.x, point.y)), { x, y });
      return onEdge && onTop;
    }).toBe(true);
    await dragBy(page, height, 0, -((await height.boundingBox())!.y - 10));
    await expect.poll(() => computedPx(image, 'height')).toBe(50);

    await image.hover();
    await width.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => computedPx(image, 'width')).toBe(60);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => computedPx(image, 'width')).toBe(50);

    // Spec §4: a background image has no resize handles.
    await image.hover();
    await page.getByRole('dialog', { name: 'Image tools' }).getByRole('radio', { name: 'Background' }).click();
    await expect(editor.locator('[data-hero-handle]')).toHaveCount(0);
    await expect(image).toHaveCount(0);
  });

  test('the window moves by its header and its move button, and stays on screen', async ({ page }) => {
    const { editor } = await openHeroEditor(page, 'harbour-law');
    const start = (await editor.boundingBox())!;
    const heading = editor.getByRole('heading', { name: /^Edit Hero Section/ });
    await dragBy(page, heading, -30, 20);
    await expect.poll(async () => (await editor.boundingBox())!.x).toBeCloseTo(start.x - 30, 0);
    expect((await editor.boundingBox())!.y).toBeCloseTo(start.y + 20, 0);

    // Towards the corner, further than there is room: it stops where its edges meet the screen's.
    const viewport = page.viewportSize()!;
    const grip = (await heading.boundingBox())!;
    await dragBy(page, heading, viewport.width - 4 - (grip.x + grip.width / 2), viewport.height - 4 - (grip.y + grip.height / 2));
    const moved = (await editor.boundingBox())!;
    expect(moved.x + moved.width).toBeCloseTo(viewport.width, 0);
    expect(moved.y + moved.height).toBeCloseTo(viewport.height, 0);

    const mover = editor.getByRole('button', { name: 'Move window' });
    await mover.focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => (await editor.boundingBox())!.x).toBeCloseTo(moved.x - 16, 0);

    // Full screen has nowhere to move to: it fills the window, and the move button goes.
    await editor.getByRole('button', { name: 'Full screen' }).click();
    await expect(mover).toHaveCount(0);
    await expect.poll(async () => (await editor.boundingBox())!.x).toBe(0);
  });
});
