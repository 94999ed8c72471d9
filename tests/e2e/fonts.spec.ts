// Fonts on a phone (docs/decisions/046-fonts-on-a-phone.md): a home page fetches only the face of its
// header and hero before it has loaded; a section in another voice gets its faces when it comes
// near, in the real face and without moving anything; a latin page never fetches another script's
// faces, and scripts off leave every section readable in its fallback.
import type { Page } from '@playwright/test';
import { expect, siteUrl, test } from './support/fixtures';

/** The font files the page has asked for so far, by file name, and when (ms after navigation start). */
async function fontsRequested(page: Page): Promise<{ file: string; start: number }[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.woff2'))
      .map((entry) => ({ file: entry.name.split('/').pop() ?? '', start: entry.startTime })),
  );
}

/** Two frames: an intersection observer has run, and any face it asked for is known to document.fonts. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    await document.fonts.ready;
  });
}

/** The layout shifts of the page, summed from the start (the CLS a visitor who never clicks would get). */
async function watchShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const sum = { value: 0 };
    Object.assign(window, { layoutShift: sum });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) sum.value += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function scrollToTheEnd(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 400) {
    await page.mouse.wheel(0, 400);
    await settle(page);
  }
}

test.describe('fonts on a phone', { tag: '@phone' }, () => {
  test.beforeEach(({ isMobile }) => test.skip(!isMobile, 'what is above the fold depends on the 390 px phone'));

  // The jump lands inside the services section, itself waiting for its faces: it keeps its fallback
  // while on screen (decision 057), and the magazine section ahead gets its faces off screen.
  test('the home page loads Inter only, and a section its own faces once it comes near', async ({ page }) => {
    await watchShifts(page);
    await page.goto(siteUrl('harbour-law'));
    const loadedAt = await page.evaluate(() => performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming);
    const beforeLoad = (await fontsRequested(page)).filter((font) => font.start < loadedAt.loadEventStart);
    expect(beforeLoad.map((font) => font.file)).toEqual([expect.stringMatching(/^inter_latin_wght_normal/)]);

    const magazine = page.locator('section[data-text-style="magazine"]').first();
    const title = magazine.locator('h2');
    await settle(page);
    await expect(magazine).not.toHaveAttribute('data-face-near');
    expect((await fontsRequested(page)).map((font) => font.file).join(' ')).not.toContain('newsreader');
    expect(await title.evaluate((node) => getComputedStyle(node).fontFamily)).toMatch(/^"?newsreaderLatin Fallback/);

    await magazine.evaluate((node) => window.scrollTo(0, node.getBoundingClientRect().top + window.scrollY - 1.5 * window.innerHeight));
    await expect(magazine).toHaveAttribute('data-face-near', '');
    await settle(page);
    const files = (await fontsRequested(page)).map((font) => font.file);
    expect(files).toContainEqual(expect.stringMatching(/^newsreader_latin_700_italic/));
    expect(await title.evaluate((node) => getComputedStyle(node).fontFamily)).toMatch(/^newsreaderLatinExt, sourceSerif4Cyrillic, newsreaderLatin,/);
    expect(await page.evaluate(() => document.fonts.check('italic 700 48px newsreaderLatin', 'Newsreader'))).toBe(true);
    // The section the jump landed in was on screen when its turn came: still in its fallback, and
    // given its faces once it has left the screen.
    const services = page.locator('section.face-wait', { has: page.getByText('Wills & probate') });
    await expect(services).toBeInViewport();
    await expect(services).not.toHaveAttribute('data-face-near');
    await magazine.scrollIntoViewIfNeeded();
    await expect(services).toHaveAttribute('data-face-near', '');
    await settle(page);
    expect(await page.evaluate(() => (window as unknown as { layoutShift: { value: number } }).layoutShift.value)).toBeLessThanOrEqual(0.01);
  });

  for (const site of ['harbour-law', 'brightstack', 'sonnenklinik'] as const) {
    test(`${site}: scrolling the home page through shifts nothing and fetches no other script's faces`, async ({ page }) => {
      await watchShifts(page);
      await page.goto(siteUrl(site));
      await scrollToTheEnd(page);
      const waiting = await page.locator('.face-wait:not([data-face-near])').count();
      expect(waiting, 'every section was reached').toBe(0);
      const files = (await fontsRequested(page)).map((font) => font.file);
      expect(files.filter((file) => /latin_ext|cyrillic/.test(file))).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { layoutShift: { value: number } }).layoutShift.value)).toBeLessThanOrEqual(0.01);
    });
  }

  test('Cyrillic text fetches the Cyrillic face, and only then', async ({ page }) => {
    await page.goto(siteUrl('harbour-law'));
    expect((await fontsRequested(page)).map((font) => font.file).join(' ')).not.toContain('cyrillic');
    await page.locator('h1').evaluate((node) => { node.textContent = 'Юридическая помощь'; });
    await settle(page);
    expect((await fontsRequested(page)).map((font) => font.file)).toContainEqual(expect.stringMatching(/^inter_cyrillic_wght_normal/));
  });

  test('without scripts every section reads in its fallback and no other face is fetched', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, isMobile: true });
    const page = await context.newPage();
    await page.goto(siteUrl('harbour-law'));
    await page.locator('section[data-text-style="magazine"]').first().scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.evaluate(() => document.fonts.ready);
    const title = page.locator('section[data-text-style="magazine"] h2').first();
    await expect(title).toBeVisible();
    expect(await title.evaluate((node) => getComputedStyle(node).fontFamily)).toMatch(/^"?newsreaderLatin Fallback/);
    const files = (await fontsRequested(page)).map((font) => font.file);
    expect(files.every((file) => file.startsWith('inter_latin_wght_normal')), files.join(' ')).toBe(true);
    await context.close();
  });
});
