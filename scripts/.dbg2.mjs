import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
page.on('pageerror', (e) => console.log('pageerror', e.stack.slice(0, 500)));
await page.goto('http://harbour-law.localhost:3301/', { waitUntil: 'load' });
await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 15000 });
console.log('awake', await page.$$eval('sw-island[data-awake]', (l) => l.map((e) => e.dataset.island).join(' ')));
const services = page.locator('header nav').first().getByRole('button', { name: 'Services' });
const mode = process.argv[2];
if (mode === 'hover') { await services.hover(); await page.waitForTimeout(1000); }
else if (mode === 'click') { await services.click(); }
else if (mode === 'enter') { await services.focus(); await page.waitForTimeout(1000); await page.keyboard.press('Enter'); }
else { await services.focus(); await page.keyboard.press('ArrowDown'); }
await page.waitForTimeout(1500);
console.log('expanded', await services.getAttribute('aria-expanded'));
console.log(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200)));
await browser.close();
