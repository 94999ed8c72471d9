// Posts, the blog, the help centre, the policy pages and per-site SEO, as a visitor (and a crawler)
// sees them on the demo sites.
import { type Page } from '@playwright/test';
import { acceptCookiesOnDemoSites, axeViolations, expect, port, siteUrl, test } from './support/fixtures';

const origin = (host: string) => `http://${host}:${port}`;

test.setTimeout(90_000);

// The cookie notice (1.5 s after load) would sit over the lower part of the screen: answered in advance.
test.beforeEach(async ({ context }) => acceptCookiesOnDemoSites(context));

async function open(page: Page, url: string) {
  const response = await page.goto(url, { timeout: 60_000 });
  expect(response?.status()).toBe(200);
  await expect(page.locator('h1')).toHaveCount(1);
}

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024;

/** The "On this page" list the visitor can see: the sidebar on wide screens, the collapsible one on phones. */
async function tableOfContents(page: Page) {
  if (isMobile(page)) {
    const details = page.locator('details', { has: page.locator('summary', { hasText: 'On this page' }) });
    if ((await details.getAttribute('open')) === null) await details.locator('summary').click();
  }
  const toc = page.getByRole('navigation', { name: 'On this page' });
  await expect(toc).toBeVisible();
  return toc;
}

test('a blog post shows its title, author, date, sanitised body and a working "On this page" list', { tag: '@phone' }, async ({ page }) => {
  await open(page, siteUrl('brightstack.localhost', '/nine-second-rollbacks'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How we made rollbacks take nine seconds');
  const article = page.locator('article').first();
  await expect(article).toContainText('By Nadia Brennan');
  await expect(article.locator('time')).toHaveText('Published on February 10, 2026');
  await expect(article.locator('time')).toHaveAttribute('datetime', /^2026-02-10T/);
  await expect(page.getByRole('heading', { level: 2, name: 'Keep every release' })).toHaveAttribute('id', 'immutable-releases');
  await expect(article.locator('script, iframe')).toHaveCount(0);
  const photo = article.locator('img').first();
  await expect(photo).toHaveAttribute('width', /\d+/);
  await expect(photo).toHaveAttribute('height', /\d+/);

  const toc = await tableOfContents(page);
  await expect(toc.getByRole('link')).toHaveText([
    'How we made rollbacks take nine seconds',
    'Keep every release',
    'What it costs us',
    'Make the switch a routing change',
    'What is next',
  ]);
  await expect(toc.locator('a[aria-current]')).toHaveAttribute('href', '#nine-second-rollbacks');

  // Scrolling a heading up to the top makes it the active entry.
  await page.evaluate(() => document.getElementById('routing-switch')?.scrollIntoView({ block: 'start' }));
  await expect(toc.locator('a[aria-current="location"]')).toHaveAttribute('href', '#routing-switch');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(toc.locator('a[aria-current="location"]')).toHaveAttribute('href', '#nine-second-rollbacks');

  // A link jumps to its heading and marks it.
  const list = await tableOfContents(page);
  await list.getByRole('link', { name: 'What it costs us' }).click();
  await expect(page).toHaveURL(/#storage-cost$/);
  await expect
    .poll(async () => page.evaluate(() => Math.round(document.getElementById('storage-cost')?.getBoundingClientRect().top ?? -1)))
    .toBeLessThanOrEqual(120);
  await expect(page.locator('#storage-cost')).toBeFocused();
});

test('a document-set post lists its set in order and links to the previous and next article', { tag: '@phone' }, async ({ page }) => {
  await open(page, siteUrl('harbour-law.localhost', '/five-questions-before-making-a-will'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Five questions to answer before you make a will');
  if (isMobile(page)) await page.locator('summary', { hasText: 'Client guides' }).click();
  const set = page.getByRole('navigation', { name: 'Articles in this guide' }).first();
  await expect(set.getByRole('link')).toHaveText([
    /1\.\s*Buying your first home/,
    /2\.\s*Five questions/,
    /3\.\s*What to bring/,
  ]);
  await expect(set.locator('a[aria-current="page"]')).toContainText('Five questions');
  await expect(page.locator('a[rel="prev"]')).toContainText('Buying your first home: the conveyancing timeline');
  await page.locator('a[rel="next"]').click();
  await expect(page).toHaveURL(/\/what-to-bring-to-your-first-meeting$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What to bring to your first meeting');
  await expect(page.locator('a[rel="next"]')).toHaveCount(0);
});

test('the privacy and cookie policies show the organisation text, the cookie table and translations', async ({ page }) => {
  await open(page, siteUrl('harbour-law.localhost', '/privacy-policy'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
  await expect(page.locator('main')).toContainText('is the controller of the personal data');

  await open(page, siteUrl('harbour-law.localhost', '/cookie-policy'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cookie policy');
  await expect(page.locator('main')).toContainText('This site sets a small number of cookies.');
  const essential = page.locator('table', { has: page.locator('caption', { hasText: 'Essential' }) });
  await expect(essential.getByRole('rowheader', { name: 'Session cookie' })).toBeVisible();
  await expect(essential.getByRole('rowheader', { name: 'Language preference' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Plausible Analytics' })).toBeVisible();
  await expect(page.getByText('Always active')).toBeVisible();

  await open(page, siteUrl('harbour-law.localhost', '/es/cookie-policy'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Política de cookies');
  await expect(page.locator('main')).toContainText('Este sitio utiliza pocas cookies.');
  await expect(page.getByRole('rowheader', { name: 'Plausible Analytics' })).toBeVisible();
});

test('the help centre groups articles by document set and its search filters them', async ({ page }) => {
  await open(page, siteUrl('brightstack.localhost', '/help-center'));
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([/Getting started/, /Observability guides/]);
  const articles = page.getByRole('heading', { level: 3 });
  await expect(articles).toHaveText(['Getting started with Brightstack', 'Connecting a custom domain', 'OpenTelemetry by default']);

  const search = page.getByRole('searchbox', { name: 'Search help articles' });
  await search.fill('domain');
  await expect(articles).toHaveText(['Connecting a custom domain']);
  await expect(page.getByRole('status')).toHaveText('Showing 1 of 3 articles');
  await expect(page).toHaveURL(/\?q=domain$/);
  await search.fill('no such thing');
  await expect(articles).toHaveCount(0);
  await expect(page.getByRole('status')).toHaveText('No articles match “no such thing”.');
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(articles).toHaveCount(3);

  // The address carries the search, so a shared link (or a visit without JavaScript) is filtered on the server.
  await open(page, siteUrl('brightstack.localhost', '/help-center?q=telemetry'));
  await expect(articles).toHaveText(['OpenTelemetry by default']);
  await articles.first().click();
  await expect(page).toHaveURL(/\/opentelemetry-by-default$/, { timeout: 30_000 });
});

test('the blog lists displayed posts newest first with author and date', async ({ page }) => {
  await open(page, siteUrl('harbour-law.localhost', '/blog'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Insights');
  const titles = page.getByRole('heading', { level: 2 });
  await expect(titles).toHaveText([
    'Thursday evening appointments',
    'What to bring to your first meeting',
    'Made redundant? Check these three things first',
    'Five questions to answer before you make a will',
    'Buying your first home: the conveyancing timeline',
  ]);
  const first = page.locator('article').first();
  await expect(first).toContainText('September 15, 2026');
  await expect(first).toContainText('By Harbour & Finch Solicitors');

  await open(page, siteUrl('harbour-law.localhost', '/es/blog'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Artículos');
  await expect(page.locator('article').first()).toContainText('15 de septiembre de 2026');
  await page.getByRole('link', { name: 'Citas los jueves por la tarde' }).click();
  await expect(page).toHaveURL(/\/es\/thursday-evening-appointments$/, { timeout: 30_000 });
});

test('Spanish pages name their canonical URL and every language version', async ({ page }) => {
  const host = 'harbour-law.localhost';
  for (const path of ['/buying-your-first-home-conveyancing-timeline', '/about', '/help-center', '/blog', '/privacy-policy', '/cookie-policy']) {
    await open(page, siteUrl(host, `/es${path}`));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin(host)}/es${path}`);
    for (const [lang, prefix] of [['en', ''], ['es', '/es'], ['de', '/de'], ['x-default', '']]) {
      await expect(page.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute('href', `${origin(host)}${prefix}${path}`);
    }
  }
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'es_ES');
  await open(page, siteUrl(host, '/es/buying-your-first-home-conveyancing-timeline'));
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', `${origin(host)}/demo/harbour-law/article-home.svg`);
  await open(page, siteUrl(host, '/es'));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin(host)}/es`);
});

test('sitemap.xml lists every page in every language of the host, and robots.txt points at it', async ({ page }) => {
  const host = 'harbour-law.localhost';
  await page.goto(siteUrl(host, '/about'), { timeout: 60_000 });
  const get = (path: string) =>
    page.evaluate(async (url) => {
      const response = await fetch(url);
      return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
    }, path);
  const sitemap = await get('/sitemap.xml');
  expect(sitemap.status).toBe(200);
  expect(sitemap.type).toContain('application/xml');
  for (const prefix of ['', '/es', '/de']) {
    expect(sitemap.body).toContain(`<loc>${origin(host)}${prefix}/buying-your-first-home-conveyancing-timeline</loc>`);
    expect(sitemap.body).toContain(`<loc>${origin(host)}${prefix}/help-center</loc>`);
  }
  expect(sitemap.body).toContain(`<xhtml:link rel="alternate" hreflang="es" href="${origin(host)}/es/about"/>`);
  expect(sitemap.body).not.toContain('brightstack');

  const robots = await get('/robots.txt');
  expect(robots.status).toBe(200);
  expect(robots.body).toContain('User-agent: *');
  expect(robots.body).toContain(`Sitemap: ${origin(host)}/sitemap.xml`);

  await page.goto(siteUrl('brightstack.localhost', '/about'), { timeout: 60_000 });
  expect((await get('/sitemap.xml')).body).toContain(`<loc>${origin('brightstack.localhost')}/fr/nine-second-rollbacks</loc>`);
});

test('the content pages break no WCAG A or AA rule', async ({ page }) => {
  for (const url of [
    siteUrl('brightstack.localhost', '/nine-second-rollbacks'),
    siteUrl('harbour-law.localhost', '/five-questions-before-making-a-will'),
    siteUrl('harbour-law.localhost', '/blog'),
    siteUrl('brightstack.localhost', '/help-center'),
    siteUrl('harbour-law.localhost', '/cookie-policy'),
  ]) {
    await open(page, url);
    expect((await axeViolations(page, { include: 'main' })).map((line) => `${url} ${line}`)).toEqual([]);
  }
});
