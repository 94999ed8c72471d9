// What the browser tests of the editors' windows share (editor-dialogs.spec.ts on a desktop,
// editor-phone.spec.ts on a phone): Tab going round inside a window, a toast kept clear of its
// buttons, and boxes compared once they have stopped moving.
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

export type Box = { x: number; y: number; width: number; height: number };

/** The element's box once two readings a frame apart agree (toasts and dialogs slide in). */
export async function settledBox(element: Locator): Promise<Box> {
  let previous: Box | null = null;
  for (let reading = 0; reading < 40; reading++) {
    const box = await element.boundingBox();
    if (box && previous && ['x', 'y', 'width', 'height'].every((key) => Math.abs(box[key as keyof Box] - previous![key as keyof Box]) < 0.5)) return box;
    previous = box;
    await element.page().evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }
  throw new Error('The element kept moving');
}

export function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Whether `element` contains the focused element. */
const holdsFocus = (element: Locator) => element.evaluate((node) => node.contains(document.activeElement));
const focusedText = (page: Page) => page.evaluate(() => {
  const focused = document.activeElement;
  return focused ? `${focused.tagName.toLowerCase()} "${focused.getAttribute('aria-label') ?? focused.textContent?.trim().slice(0, 40) ?? ''}"` : 'nothing';
});

/**
 * From the dialog's last control, Tab comes round to its first and Shift+Tab goes back; then Tab
 * walks every stop of the dialog, each of them inside it, until the last control comes back.
 */
export async function tabRoundTrip(page: Page, dialog: Locator, last: Locator): Promise<void> {
  await last.focus();
  await expect(last).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await holdsFocus(dialog), `Tab from the last control went to ${await focusedText(page)}`).toBe(true);
  await expect(last).not.toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(last).toBeFocused();
  for (let step = 1; step <= 250; step++) {
    await page.keyboard.press('Tab');
    expect(await holdsFocus(dialog), `Tab ${step} went to ${await focusedText(page)}, outside the dialog`).toBe(true);
    if (await last.evaluate((node) => node === document.activeElement)) return;
  }
  throw new Error('Tab did not come back to the last control within 250 steps');
}

/** The toast's box touches none of the buttons of the dialog's header and footer (Undo, Redo, Close, Delete, Cancel, Save...). */
export async function toastClearOfControls(dialog: Locator, toast: Locator): Promise<void> {
  const toastBox = await settledBox(toast);
  const buttons = dialog.locator(':scope > header button, :scope > footer button');
  const count = await buttons.count();
  expect(count).toBeGreaterThanOrEqual(4);
  for (const name of ['Undo', 'Redo', 'Close']) await expect(dialog.locator(':scope > header').getByRole('button', { name, exact: true })).toBeVisible();
  for (let index = 0; index < count; index++) {
    const button = buttons.nth(index);
    const box = await button.boundingBox();
    if (!box) continue;
    const name = (await button.getAttribute('aria-label')) ?? (await button.innerText());
    expect(overlaps(toastBox, box), `the toast ${JSON.stringify(toastBox)} covers "${name}" ${JSON.stringify(box)}`).toBe(false);
  }
}
