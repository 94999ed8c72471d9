// The home page hero as a visitor meets it on the three demo sites: one h1, a button to the
// configured address in the page's language, the SEO badge, the hero image as an eager,
// preloaded, size-reserved LCP, and the decorative animations (present only where configured,
// begun only after the page's largest paint, still when the visitor prefers reduced motion,
// paused off screen and in a hidden tab).
import { type Page, type Response } from '@playwright/test';
import { acceptCookiesOnDemoSites, expect, installClock, pauseClock, ready, siteUrl, test } from './support/fixtures';

const hero = (page: Page) => page.locator('section[aria-labelledby^="hero-title-"]');
const canvas = (page: Page) => hero(page).locator('[data-hero-animation] canvas[data-hero-canvas="ready"]');
const snapshot = (page: Page) => canvas(page).evaluate((node) => (node as HTMLCanvasElement).toDataURL());

test.beforeEach(() => test.setTimeout(90_000));

// The cookie notice (1.5 s after load) would sit over the lower part of the screen: answered in advance.
test.beforeEach(async ({ context }) => acceptCookiesOnDemoSites(context));

const homes = [
  { host: 'harbour-law.localhost', path: '/', title: 'Legal advice you can actually follow', button: 'Book a free first call', href: '/contact' },
  { host: 'harbour-law.localhost', path: '/es/', title: 'Asesoramiento legal que realmente se entiende', button: 'Reserve una primera llamada gratuita', href: '/es/contact' },
  { host: 'brightstack.localhost', path: '/', title: 'Ship on Friday. Sleep on Saturday.', button: 'Start free', href: '/pricing' },
  { host: 'brightstack.localhost', path: '/es/', title: 'Publica el viernes. Duerme el sábado.', button: 'Empieza gratis', href: '/es/pricing' },
  { host: 'sonnenklinik.localhost', path: '/', title: 'Ihre Hausarztpraxis am Sonnenhang', button: 'Termin vereinbaren', href: '/kontakt' },
  { host: 'sonnenklinik.localhost', path: '/en/', title: 'Your family doctors at Sonnenhang', button: 'Book an appointment', href: '/en/kontakt' },
];

for (const home of homes) {
  test(`${home.host}${home.path}: the hero title is the only h1 and the button keeps the language`, async ({ page }) => {
    await page.goto(siteUrl(home.host, home.path), { timeout: 60_000 });
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(hero(page).getByRole('heading', { level: 1 })).toHaveText(home.title);
    await expect(hero(page).getByRole('link', { name: home.button, exact: true })).toHaveAttribute('href', home.href);
  });
}

test('the SEO badge links to the blog with the translated Explore label', async ({ page }) => {
  await page.goto(siteUrl('harbour-law.localhost'), { timeout: 60_000 });
  const badge = hero(page).getByRole('link', { name: /^Explore\s+Solicitors in Dublin since 1998/ });
  await expect(badge).toHaveAttribute('href', '/blog');
  await page.goto(siteUrl('harbour-law.localhost', '/es/'));
  await expect(hero(page).getByRole('link', { name: /^Explorar\s+Abogados en Dublín desde 1998/ })).toHaveAttribute('href', '/es/blog');
  // A hero without an SEO title has no badge.
  await page.goto(siteUrl('brightstack.localhost'));
  await expect(hero(page).getByRole('link', { name: /^Explore/ })).toHaveCount(0);
});

test('the hero image is the eager, high-priority, preloaded LCP with its size reserved', async ({ page }) => {
  for (const host of ['harbour-law.localhost', 'brightstack.localhost', 'sonnenklinik.localhost']) {
    const response = await page.goto(siteUrl(host), { timeout: 60_000 });
    const image = hero(page).locator('img').first();
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    // Asked for before the body is read: in the answer's Link header or a preload in the head.
    const src = (await image.getAttribute('src'))!;
    const inHead = await page.locator(`head link[rel="preload"][as="image"][href="${src}"]`).count();
    const header = response?.headers().link ?? '';
    expect(inHead > 0 || header.includes(`<${src}>; rel=preload; as="image"; fetchpriority="high"`), `${host}: ${src} preloaded`).toBe(true);
    const box = await image.evaluate((node: HTMLImageElement) => ({
      width: Number(node.getAttribute('width')),
      height: Number(node.getAttribute('height')),
      shown: node.getBoundingClientRect().toJSON() as DOMRect,
    }));
    expect(box.width).toBeGreaterThan(0);
    expect(box.height).toBeGreaterThan(0);
    // The box on screen has the declared proportions, so it was reserved before the file arrived.
    expect(box.shown.width / box.shown.height).toBeCloseTo(box.width / box.height, 1);
  }
});

test('an animation loads only where the hero names one', async ({ page }) => {
  const bodies: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') bodies.push(await response.text().catch(() => ''));
  });
  await page.goto(siteUrl('brightstack.localhost'), { timeout: 60_000 });
  await expect(hero(page).locator('[data-hero-animation="DotGrid"]')).toHaveAttribute('aria-hidden', 'true');
  await expect(canvas(page)).toHaveAttribute('data-motion', 'animated');
  await expect.poll(() => bodies.some((body) => body.includes('heroCanvas'))).toBe(true);

  bodies.length = 0;
  await page.goto(siteUrl('harbour-law.localhost'), { timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await expect(hero(page).locator('[data-hero-animation], canvas')).toHaveCount(0);
  expect(bodies.length).toBeGreaterThan(0);
  expect(bodies.filter((body) => body.includes('heroCanvas'))).toEqual([]);
});

test('DotGrid reacts to a click and settles again', async ({ page }) => {
  await page.goto(siteUrl('brightstack.localhost'), { timeout: 60_000 });
  await expect(canvas(page)).toHaveAttribute('data-running', 'false');
  const before = await snapshot(page);
  const box = (await hero(page).boundingBox())!;
  // The first dot sits 40 px in from the corner; a click beside it sends it flying.
  await page.mouse.click(box.x + 90, box.y + 90);
  await expect(canvas(page)).toHaveAttribute('data-running', 'true');
  // The click starts the loop at once; the first moved frame is drawn on the next animation frame.
  await expect.poll(() => snapshot(page)).not.toBe(before);
  await expect(canvas(page)).toHaveAttribute('data-running', 'false', { timeout: 5_000 });
});

test('MagicBento moves on screen and pauses off screen', async ({ page }) => {
  await installClock(page);
  await page.goto(siteUrl('sonnenklinik.localhost'), { timeout: 60_000 });
  await expect(canvas(page)).toHaveAttribute('data-running', 'true');
  // From here on only the test moves time: 400 ms of animation frames, exactly.
  await pauseClock(page);
  const first = await snapshot(page);
  await page.clock.runFor(400);
  expect(await snapshot(page)).not.toBe(first);
  await page.locator('footer').scrollIntoViewIfNeeded();
  await expect(canvas(page)).toHaveAttribute('data-running', 'false');
});

test('the animation waits until the hero picture, the largest paint, is on screen', async ({ page }) => {
  // Every script response is kept as it arrives; their bodies are read when the test asks, so that a
  // body still on its way is waited for rather than missed.
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  const effects = async () => {
    const bodies = await Promise.all(scripts.map(async (response) => ({ url: response.url(), body: await response.text().catch(() => '') })));
    return bodies.filter(({ body }) => body.includes('heroCanvas')).map(({ url }) => url);
  };
  // The hero picture is held back, so the page cannot finish loading or paint its largest element.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/demo/sonnenklinik/hero.svg', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(siteUrl('sonnenklinik.localhost'), { timeout: 60_000, waitUntil: 'commit' });
  await ready(page);
  await expect(hero(page).getByRole('heading', { level: 1 })).toBeVisible();
  // The page's scripts have run and gone idle twice, with the words painted: still no animation.
  await page.evaluate(() => new Promise((done) => requestIdleCallback(() => requestIdleCallback(done))));
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  await expect(hero(page).locator('[data-hero-animation] canvas')).toHaveCount(0);
  expect(await effects()).toEqual([]);

  release();
  await expect(canvas(page)).toHaveAttribute('data-running', 'true', { timeout: 15_000 });
  expect((await effects()).length).toBeGreaterThan(0);
});

test('a hidden tab runs no animation; it starts when the tab comes to the front', async ({ page }) => {
  // The tab is reported hidden until the test shows it; the browser itself keeps painting.
  await page.addInitScript(() => {
    let state: DocumentVisibilityState = 'hidden';
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => state === 'hidden' });
    Object.assign(window, {
      showTab(visible: boolean) {
        state = visible ? 'visible' : 'hidden';
        document.dispatchEvent(new Event('visibilitychange'));
      },
    });
  });
  const showTab = (visible: boolean) => page.evaluate((v) => (window as unknown as { showTab(v: boolean): void }).showTab(v), visible);
  await page.goto(siteUrl('sonnenklinik.localhost'), { timeout: 60_000 });
  await expect(canvas(page)).toHaveAttribute('data-running', 'false');
  await showTab(true);
  await expect(canvas(page)).toHaveAttribute('data-running', 'true');
  await showTab(false);
  await expect(canvas(page)).toHaveAttribute('data-running', 'false');
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const host of ['brightstack.localhost', 'sonnenklinik.localhost']) {
    test(`${host}: the animation is a still picture`, async ({ page }) => {
      await installClock(page);
      await page.goto(siteUrl(host), { timeout: 60_000 });
      await expect(canvas(page)).toHaveAttribute('data-motion', 'reduced');
      await expect(canvas(page)).toHaveAttribute('data-running', 'false');
      await pauseClock(page);
      const first = await snapshot(page);
      const box = (await hero(page).boundingBox())!;
      await page.mouse.move(box.x + 60, box.y + 60);
      await page.mouse.click(box.x + 90, box.y + 90);
      await page.clock.runFor(500);
      expect(await snapshot(page)).toBe(first);
      await expect(canvas(page)).toHaveAttribute('data-running', 'false');
    });
  }
});
