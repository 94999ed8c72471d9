// A visitor's first look at the demo sites: each organisation on its own host, the 404 for hosts
// nobody owns, language prefixes, and the read APIs.
import { expect, siteUrl, test } from './support/fixtures';

test('two organisations render their own names on their own hosts', async ({ page }) => {
  await page.goto(siteUrl('harbour-law.localhost'));
  await expect(page).toHaveTitle(/Harbour & Finch/);
  await expect(page.getByRole('banner')).toContainText('Harbour & Finch');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.goto(siteUrl('brightstack.localhost'));
  await expect(page).toHaveTitle(/Brightstack/);
  await expect(page.locator('body')).not.toContainText('Harbour & Finch');
});

test('localhost serves the default demo organisation and custom domains serve theirs', async ({ page }) => {
  await page.goto(siteUrl('localhost'));
  await expect(page).toHaveTitle(/Harbour & Finch/);
  await page.goto(siteUrl('brightstack.test'));
  await expect(page).toHaveTitle(/Brightstack/);
});

test('an unknown host gets a 404 "site not found" page', async ({ page }) => {
  const response = await page.goto(siteUrl('nobody.localhost'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Site not found');
});

test('an unknown page of a known site gets its own 404 inside the site', async ({ page }) => {
  const response = await page.goto(siteUrl('harbour-law.localhost', '/no-such-page'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByRole('banner')).toContainText('Harbour & Finch');
});

test('/es/ serves Spanish and links keep the language', async ({ page }) => {
  await page.goto(siteUrl('harbour-law.localhost', '/es/'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.locator('footer')).toContainText('Todos los derechos reservados');
  const internal = page.locator('header nav a[href^="/"]').first();
  await expect(internal).toHaveAttribute('href', /^\/es(\/|$)/);
});

test('the default language has no prefix: /en/ on an English site goes to /', async ({ page }) => {
  await page.goto(siteUrl('harbour-law.localhost', '/en/about'));
  expect(new URL(page.url()).pathname).toBe('/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a site whose default language is German serves German unprefixed and English under /en', async ({ page }) => {
  await page.goto(siteUrl('sonnenklinik.localhost'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.goto(siteUrl('sonnenklinik.localhost', '/en/'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('an unknown two-letter prefix is just a path', async ({ page }) => {
  const response = await page.goto(siteUrl('harbour-law.localhost', '/xx/about'));
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the read APIs answer per organisation', async ({ page }) => {
  // Fetched from a page on each host, as the site's own scripts do (Node cannot resolve *.localhost).
  const get = (path: string) =>
    page.evaluate(async (url) => {
      const response = await fetch(url);
      return { status: response.status, body: await response.json() };
    }, path);
  await page.goto(siteUrl('brightstack.localhost', '/about'));
  const sections = await get('/api/template-sections?url_page=/home');
  expect(sections.status).toBe(200);
  expect(sections.body.length).toBeGreaterThan(0);
  expect(sections.body[0]).toHaveProperty('website_metric');
  const missing = await get('/api/template-sections');
  expect(missing.status).toBe(400);
  expect(missing.body).toMatchObject({ error: 'Pathname is undefined' });
  await page.goto(siteUrl('harbour-law.localhost', '/about'));
  const headings = await get('/api/template-heading-sections?url_page=/about');
  expect(headings.status).toBe(200);
  expect(headings.body.length).toBeGreaterThan(0);
  const harbourHome = await get('/api/template-sections?url_page=/home');
  const ids = new Set(sections.body.map((s: { id: string }) => s.id));
  expect(harbourHome.body.some((s: { id: string }) => ids.has(s.id))).toBe(false);
});
