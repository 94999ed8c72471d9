// axe on whole pages, header and footer included: no serious or critical violation on the home
// page and a post of each demo organisation, a page, another language and the unknown-host page.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const pages = [
  'http://harbour-law.localhost:PORT/',
  'http://harbour-law.localhost:PORT/about',
  'http://brightstack.localhost:PORT/es/',
  'http://sonnenklinik.localhost:PORT/',
  'http://harbour-law.localhost:PORT/buying-your-first-home-conveyancing-timeline',
  'http://brightstack.localhost:PORT/nine-second-rollbacks',
  'http://sonnenklinik.localhost:PORT/grippeimpfung-2026',
  'http://brightstack.localhost:PORT/pricing',
  'http://nobody.localhost:PORT/',
];

for (const template of pages) {
  const url = template.replace('PORT', String(port));
  test(`no serious accessibility violations on ${url}`, async ({ page }) => {
    await page.goto(url);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    const summary = serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`);
    expect(summary).toEqual([]);
  });
}
