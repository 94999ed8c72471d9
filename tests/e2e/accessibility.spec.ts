// axe on whole pages, header and footer included: no violation of the WCAG A and AA rules on the
// home page and a post of each demo organisation, a page, another language and the unknown-host
// page. Layouts differ by width, so this runs on the phone too. A first visit's cookie notice is
// part of the page: each site page is checked with it open.
import { axeViolations, expect, siteUrl, test } from './support/fixtures';

const pages = [
  siteUrl('harbour-law'),
  siteUrl('harbour-law', '/about'),
  siteUrl('brightstack', '/es/'),
  siteUrl('sonnenklinik'),
  siteUrl('harbour-law', '/buying-your-first-home-conveyancing-timeline'),
  siteUrl('brightstack', '/nine-second-rollbacks'),
  siteUrl('sonnenklinik', '/grippeimpfung-2026'),
  siteUrl('brightstack', '/pricing'),
  siteUrl('nobody'),
];

for (const url of pages) {
  // The title leaves out the port: each worker has its own server (support/ports.ts), and a title
  // must read the same in every worker and in the runner.
  const { hostname, pathname } = new URL(url);
  test(`no WCAG A or AA violation on ${hostname}${pathname}`, { tag: '@phone' }, async ({ page }) => {
    await page.goto(url);
    if (!url.includes('nobody')) await expect(page.getByTestId('cookie-notice')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}
