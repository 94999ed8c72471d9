// The page layout manager (editing-layer spec §2, §7, §8): staff open it from the palette, see the
// page's sections with their kind, place and type, put them in a new order from the keyboard, and
// visitors see that order at their next request. It stands on the editor kit: Escape asks before
// the new order goes, a reload offers it back, and a layout someone else saved meanwhile is shown
// side by side. Each test works on a page of its own, so no other test's page moves under it.
import type { Browser, Page } from '@playwright/test';
import { journalEntries } from './support/journal';
import { acceptCookies, axeViolations, dndKeyboardReady, editorClosed, expect, signInAs, siteUrl, test } from './support/fixtures';
import { pageApi } from './support/page-api';

const SITE = 'brightstack';

type View = { url_page: string; version: number; sections: { id: string; type: string; title: string; order: number }[] };

const api = pageApi;

/** A page with two sections of cards and a heading between them; deleted afterwards. */
async function withPage(page: Page, run: (page: { path: string; titles: string[] }) => Promise<void>) {
  const stamp = Date.now().toString(36);
  const path = `/layout-${stamp}`;
  const titles = [`Alpha ${stamp}`, `Beta ${stamp}`, `Gamma ${stamp}`];
  const first = await api<{ id: string }>(page, 'POST', '/api/template-sections', { url_page: path, section_title: titles[0], section_description: 'First' });
  const heading = await api<{ id: string }>(page, 'POST', '/api/template-heading-sections', { url_page: path, name: titles[1], description_text: 'In between' });
  const last = await api<{ id: string }>(page, 'POST', '/api/template-sections', { url_page: path, section_title: titles[2], section_description: 'Last', section_type: 'faq' });
  try {
    await run({ path, titles });
  } finally {
    await api(page, 'DELETE', `/api/template-sections/${first.id}`);
    await api(page, 'DELETE', `/api/template-heading-sections/${heading.id}`);
    await api(page, 'DELETE', `/api/template-sections/${last.id}`);
  }
}

async function openManager(page: Page) {
  // The palette listens once the staff's tools are on the page.
  await expect(page.getByRole('region', { name: 'Editing tools' })).toBeVisible();
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await palette.getByRole('combobox').fill('Page Layout');
  await page.keyboard.press('Enter');
  const manager = page.getByRole('dialog', { name: /Page Layout/ });
  await expect(manager.locator('[data-layout-key]')).toHaveCount(3);
  return manager;
}

const titlesIn = (page: Page) => page.locator('[data-layout-editor] [data-layout-title]').allInnerTexts();

/** Moves a section with the keyboard, each key waiting for the announcement of the one before. */
async function moveUp(page: Page, title: string, steps: number, total: number) {
  await page.locator('[data-layout-editor]').getByRole('button', { name: `Move ${title}` }).focus();
  const live = page.locator('[id^="DndLiveRegion"]');
  await page.keyboard.press('Space');
  await expect(live).toContainText(`Picked up ${title}`);
  await dndKeyboardReady(page);
  for (let step = 1; step <= steps; step += 1) {
    await page.keyboard.press('ArrowUp');
    await expect(live).toContainText(`${title} moved to position ${total - step} of ${total}`);
  }
  await page.keyboard.press('Space');
  await expect(live).toContainText(`${title} dropped at position ${total - steps} of ${total}`);
}

/** The order in which a visitor's page shows the titles. */
async function publicOrder(browser: Browser, path: string, titles: string[]): Promise<string[]> {
  const context = await browser.newContext();
  await acceptCookies(context, SITE);
  const visitor = await context.newPage();
  await visitor.goto(siteUrl(SITE, path));
  // Each section opens with its title as a second-level heading (the page's own title is the first).
  const headings = await visitor.locator('main h2').allInnerTexts();
  await context.close();
  return headings.filter((heading) => titles.includes(heading));
}

test('staff reorder a page from the layout manager, and visitors see the new order', { tag: '@phone' }, async ({ page, browser }) => {
  test.setTimeout(60_000);
  await acceptCookies(page.context(), SITE);
  await signInAs(page, SITE, 'admin', '/about');
  await withPage(page, async ({ path, titles }) => {
    const [alpha, beta, gamma] = titles;
    await page.goto(siteUrl(SITE, path));
    const manager = await openManager(page);
    expect(await titlesIn(page)).toEqual(titles);
    await expect(manager.locator('[data-layout-counts]')).toHaveText(/Sections: 3.*Hero: 0.*Template: 2.*Heading: 1/);
    await expect(manager.locator('[data-layout-key]').nth(1)).toContainText('Heading');
    await expect(manager.locator('[data-layout-key]').nth(2)).toContainText('FAQ');
    await expect(manager.locator('[data-layout-key]').first()).toContainText('#1');
    expect(await axeViolations(page, { include: '[data-layout-editor]' })).toEqual([]);

    await moveUp(page, gamma, 2, 3);
    expect(await titlesIn(page)).toEqual([gamma, alpha, beta]);

    // Escape asks before the new order goes, and keeping it keeps it.
    await page.keyboard.press('Escape');
    const unsaved = page.getByRole('alertdialog', { name: 'Unsaved changes' });
    await unsaved.getByRole('button', { name: 'Keep editing' }).click();
    expect(await titlesIn(page)).toEqual([gamma, alpha, beta]);

    // A reload offers it back.
    await expect.poll(() => journalEntries(page)).toBeGreaterThan(0);
    await page.reload();
    await page.getByRole('button', { name: 'Restore' }).click();
    await expect.poll(() => titlesIn(page)).toEqual([gamma, alpha, beta]);

    await manager.getByRole('button', { name: 'Save Layout' }).click();
    await expect(page.getByText('Page layout saved')).toBeVisible();
    await editorClosed(page, manager);
    expect(await publicOrder(browser, path, titles)).toEqual([gamma, alpha, beta]);
    const saved = await api<View>(page, 'GET', `/api/page-layout?url_page=${path}`);
    expect(saved.sections.map((section) => section.title)).toEqual([gamma, alpha, beta]);
  });
});

test('a layout someone else saved meanwhile is shown side by side, and "Keep mine" wins', async ({ page, browser }) => {
  test.setTimeout(60_000);
  await acceptCookies(page.context(), SITE);
  await signInAs(page, SITE, 'admin', '/about');
  const other = await browser.newContext();
  await acceptCookies(other, SITE);
  const theirs = await other.newPage();
  await signInAs(theirs, SITE, 'editor', '/about');
  await withPage(page, async ({ path, titles }) => {
    const [alpha, beta, gamma] = titles;
    await page.goto(siteUrl(SITE, path));
    await openManager(page);

    // The editor, in another browser, puts the heading first and saves.
    const before = await api<View>(theirs, 'GET', `/api/page-layout?url_page=${path}`);
    const [first, second, third] = before.sections;
    await api(theirs, 'PUT', '/api/page-layout', { url_page: path, version: before.version, sections: [second, first, third].map((section, position) => ({ id: section.id, type: section.type, order: position * 10 })) });

    await moveUp(page, gamma, 2, 3);
    await page.locator('[data-layout-editor]').getByRole('button', { name: 'Save Layout' }).click();
    const view = page.getByRole('alertdialog', { name: "Someone else saved this page's layout" });
    await expect(view).toBeVisible();
    await expect(view.locator('[data-conflict-value="mine"]')).toHaveText(`1. ${gamma}\n2. ${alpha}\n3. ${beta}`);
    await expect(view.locator('[data-conflict-value="theirs"]')).toHaveText(`1. ${beta}\n2. ${alpha}\n3. ${gamma}`);
    expect(await axeViolations(page, { include: '[data-conflict-view]' })).toEqual([]);
    await view.getByRole('button', { name: 'Save with these choices' }).click();
    await expect(page.getByText('Page layout saved')).toBeVisible();
    const saved = await api<View>(theirs, 'GET', `/api/page-layout?url_page=${path}`);
    expect(saved.sections.map((section) => section.title)).toEqual([gamma, alpha, beta]);
  });
  await other.close();
});
