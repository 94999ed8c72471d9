// Anonymous visitors read public pages without React's client runtime: server HTML with islands
// woken by a Preact bundle (docs/decisions/044). Staff on the same pages keep the React page with
// the editing layer. The islands' behaviour is proven by the specs of each feature; this one holds
// the budget and the split.
import type { BrowserContext, Page } from '@playwright/test';
import { acceptCookies, comeDownToFooter, expect, signInAs, siteUrl, test } from './support/fixtures';

/** Script bytes as sent, compressed (the budget counts bodies; headers depend on the protocol), by URL. */
function countScripts(page: Page): Map<string, number> {
  const scripts = new Map<string, number>();
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const sizes = await request.sizes();
    scripts.set(request.url(), sizes.responseBodySize);
  });
  return scripts;
}

const PAGES = [
  ['harbour-law', '/'],
  ['brightstack', '/'],
  ['sonnenklinik', '/'],
  ['harbour-law', '/buying-your-first-home-conveyancing-timeline'],
] as const;

for (const [site, path] of PAGES) {
  test(`an anonymous visitor of ${site}${path} loads no React runtime and at most 30 kB of script @phone`, async ({ page }) => {
    const scripts = countScripts(page);
    const response = await page.goto(siteUrl(site, path));
    const html = (await response!.text()) ?? '';
    expect(html).not.toContain('self.__next_f');
    expect(html).not.toMatch(/\/_next\/static\/chunks\/[^"]+\.js/);
    // Everything the page fetches without being touched counts: the cookie notice's island comes
    // 1.5 s after load, a hero's animation after the largest paint. A quiet network alone is no
    // proof (on a fast machine it comes before the notice's timer), so wait for both to be there.
    await expect(page.getByTestId('cookie-notice')).toBeVisible();
    if (await page.locator('[data-hero-animation]').count()) {
      await expect(page.locator('[data-hero-animation] canvas[data-hero-canvas="ready"]')).toBeAttached();
    }
    await page.waitForLoadState('networkidle');
    const urls = [...scripts.keys()];
    expect(urls.filter((url) => url.includes('/_next/'))).toEqual([]);
    expect(urls.some((url) => url.includes('/_islands/runtime-'))).toBe(true);
    const total = [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0);
    expect(total, urls.join('\n')).toBeLessThanOrEqual(30 * 1024);
  });
}

test('the licences of the bundled packages are one file the runtime names, not a comment per module', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/_islands/runtime-')) scripts.push(response.url());
  });
  await page.goto(siteUrl('harbour-law', '/'));
  await expect.poll(() => scripts.length).toBe(1);
  const fetched = (url: string) =>
    page.evaluate(async (address) => {
      const response = await fetch(address);
      return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
    }, url);
  const runtime = await fetched(scripts[0]);
  expect(runtime.text.startsWith('/*! Licences of the packages bundled here: /_islands/licenses.txt */')).toBe(true);
  expect(runtime.text).not.toContain('@license');
  const licences = await fetched('/_islands/licenses.txt');
  expect(licences.status).toBe(200);
  expect(licences.type).toBe('text/plain; charset=utf-8');
  for (const name of ['preact', 'lucide-react', 'sonner']) expect(licences.text).toMatch(new RegExp(`^${name} \\d+\\.\\d+\\.\\d+ \\((MIT|ISC)\\)$`, 'm'));
  expect(licences.text).toContain('Permission to use, copy, modify');
});

test('a click on a sleeping island is not lost: the footer privacy settings open at once', async ({ page, context }) => {
  await acceptCookies(context, 'harbour-law');
  await page.goto(siteUrl('harbour-law', '/'));
  // The footer of the long home page is far below the first screen: its island sleeps until used.
  const footerIsland = page.locator('sw-island[data-island="privacy-settings-button"]');
  await comeDownToFooter(page);
  await expect(footerIsland).not.toHaveAttribute('data-awake');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Privacy settings' }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Privacy settings' })).toBeVisible();
});

test('a press on an island whose code arrives while the button is held down still ends in a click', async ({ page, context }) => {
  await acceptCookies(context, 'brightstack');
  await page.goto(siteUrl('brightstack', '/pricing'));
  const card = page.locator('[data-plan-id]').first();
  const island = card.locator('sw-island[data-island="add-to-basket"]');
  // The plans are below the first screen: their islands sleep, their code not yet fetched.
  await expect(island).not.toHaveAttribute('data-awake');
  let settle = () => {};
  const held = new Promise<void>((resolve) => (settle = resolve));
  let asked = false;
  await page.route(/\/_islands\/c-[^/]+\.js$/, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  const button = card.getByRole('button', { name: 'Add to basket' });
  // In view, the plan's island starts waking and asks for its code, which is held.
  await button.scrollIntoViewIfNeeded();
  await expect.poll(() => asked).toBe(true);
  const box = (await button.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  // The code arrives while the button is held down: the island must not swap its HTML under the press.
  settle();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await button.boundingBox()).toEqual(box);
  await page.mouse.up();
  await expect(card.getByRole('button', { name: 'Added to basket' })).toBeVisible();
  await expect(page.getByTestId('basket-count')).toHaveText('1');
});

/**
 * A harbour-law home page of its own (the fixture's page.goto would wait for the runtime held back
 * here), whose islands runtime is held until `settle()`: then answered, or failed as a phone that
 * lost its connection. Returns once the page has asked for it; `afterPaint` says whether it asked
 * after the first contentful paint. Not until `load`: a script added before the load event holds it.
 */
async function withRuntimeHeld(context: BrowserContext, outcome: 'arrives' | 'fails' = 'arrives') {
  await acceptCookies(context, 'harbour-law');
  const page = await context.newPage();
  let settle = () => {};
  const held = new Promise<void>((resolve) => (settle = resolve));
  let afterPaint: boolean | null = null;
  await page.route('**/_islands/runtime-*.js', async (route) => {
    // Only the home page's request is measured; a later page (a link followed) gets the same outcome
    // without a question to a page that may be closing with the test.
    if (afterPaint === null) afterPaint = await page.evaluate(() => performance.getEntriesByType('paint').some((entry) => entry.name === 'first-contentful-paint'));
    await held;
    await (outcome === 'arrives' ? route.continue() : route.abort());
  });
  await page.goto(siteUrl('harbour-law', '/'), { waitUntil: 'domcontentloaded' });
  await expect.poll(() => afterPaint).not.toBeNull();
  return { page, settle, afterPaint: afterPaint as boolean | null };
}

test('the runtime comes after the largest paint, and a click made before it arrives is kept for it', async ({ context }) => {
  const { page, settle, afterPaint } = await withRuntimeHeld(context);
  expect(afterPaint).toBe(true);
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  await comeDownToFooter(page);
  await page.getByRole('contentinfo').getByRole('button', { name: 'Privacy settings' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  settle();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Privacy settings' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
});

test("a click in the header before the runtime arrives reaches the island it was meant for, inside the header's own", async ({ context }) => {
  const { page, settle } = await withRuntimeHeld(context);
  // The person icon's link sits in the profile menu's island, itself in the header's, both asleep
  // (and the header's holds copies of its parts that are gone once it wakes).
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  settle();
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
});

test('a link in an island clicked before the runtime arrives still leads where it points when the runtime cannot be fetched', async ({ context }) => {
  const { page, settle } = await withRuntimeHeld(context, 'fails');
  const link = page.locator('sw-island').getByRole('link', { name: 'Fees' }).first();
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/[a-z]/);
  // A listener on the link itself hears a click only if the loader let it through.
  await link.evaluate((node) => node.addEventListener('click', () => Object.assign(window, { linkHeard: true })));
  await link.click();
  // Held for the runtime, which may open it in place...
  expect(await page.evaluate(() => (window as { linkHeard?: boolean }).linkHeard)).toBeUndefined();
  settle();
  // ...and given back to the page when the runtime cannot come.
  await expect(page).toHaveURL(siteUrl('harbour-law', href!));
  // The page followed may still be asking for the runtime while the test ends.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('a public link the pointer rests on is prefetched by the inline speculation rules, which the CSP allows', async ({ page }) => {
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  await page.goto(siteUrl('harbour-law', '/'));
  const prefetched = page.waitForRequest((request) => request.headers()['sec-purpose']?.startsWith('prefetch') === true);
  const link = page.getByRole('main').locator('a[href="/blog"]').first();
  await link.hover();
  expect(new URL((await prefetched).url()).pathname).toBe('/blog');
  expect(blocked).toEqual([]);
});

test('sections far down are laid out as they come near, and a link to a heading in one lands on it @phone', async ({ page }) => {
  await page.goto(siteUrl('harbour-law', '/'));
  const last = page.locator('main section[data-section-type]').last();
  expect(await last.evaluate((node) => getComputedStyle(node).contentVisibility)).toBe('auto');
  const id = await last.locator('h2[id]').first().getAttribute('id');
  await page.goto(siteUrl('harbour-law', `/#${id}`));
  await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
});

test('staff lay out every section: the editing layer measures them', async ({ page }) => {
  await signInAs(page, 'harbour-law', 'admin');
  await page.goto(siteUrl('harbour-law', '/'));
  expect(await page.locator('main section[data-section-type]').last().evaluate((node) => getComputedStyle(node).contentVisibility)).toBe('visible');
});

test('staff get the React page with the editing layer on the same address', async ({ page }) => {
  await signInAs(page, 'harbour-law', 'admin');
  const scripts = countScripts(page);
  await page.goto(siteUrl('harbour-law', '/'));
  await expect(page.getByRole('region', { name: 'Editing tools' })).toBeVisible();
  expect([...scripts.keys()].some((url) => url.includes('/_next/static/chunks/'))).toBe(true);
  expect([...scripts.keys()].some((url) => url.includes('/_islands/'))).toBe(false);
});
