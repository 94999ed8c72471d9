// What the hero editor's browser tests share: opening the editor from the hero's edit button,
// dragging a handle with the mouse, reading a drawn size, and putting the hero record back exactly
// as it was (other tests read the demo heroes).
import type { Locator, Page } from '@playwright/test';
import { expect, signInAs, siteUrl, type DemoSlug } from './fixtures';

/** Signs in as the site's admin, opens its home page and the hero editor; returns the dialog and its preview. */
export async function openHeroEditor(page: Page, slug: DemoSlug) {
  await signInAs(page, slug, 'admin', '/');
  await page.goto(siteUrl(slug, '/'));
  await page.getByRole('button', { name: /^Edit hero:/ }).click();
  const editor = page.getByRole('dialog', { name: /Edit Hero Section/ });
  await expect(editor.getByLabel('Hero title', { exact: true }).first()).not.toHaveValue('');
  return { editor, preview: editor.locator('[data-hero-preview]') };
}

/** Presses the mouse on the middle of `handle`, moves it by (dx, dy) in a few steps and lets go. */
export async function dragBy(page: Page, handle: Locator, dx: number, dy: number): Promise<void> {
  const box = await handle.boundingBox();
  if (!box) throw new Error('The handle is not on screen');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 4 });
  await page.mouse.up();
}

/** A CSS length the browser computed for an element, in whole pixels. */
export async function computedPx(element: Locator, property: 'fontSize' | 'width' | 'height'): Promise<number> {
  return element.evaluate((node, name) => Math.round(parseFloat(getComputedStyle(node)[name])), property);
}

type HeroRecord = Record<string, unknown>;

/** The organisation's hero as GET /api/hero answers it (the page must be signed in as staff). */
export async function readHero(page: Page): Promise<HeroRecord> {
  return page.evaluate(async () => (await fetch('/api/hero', { cache: 'no-store' })).json() as Promise<Record<string, unknown>>);
}

/** Saves a hero record read earlier back through PUT /api/hero. */
export async function restoreHero(page: Page, hero: HeroRecord): Promise<void> {
  // Put back whatever was saved since, as a client that knows no versions does (decision 061):
  // the version read at the start is no longer the current one.
  const { version: _version, ...record } = hero as HeroRecord & { version?: number };
  const status = await page.evaluate(async (body) => {
    const response = await fetch('/api/hero', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return response.status;
  }, record);
  expect(status).toBe(200);
}
