import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
page.on('pageerror', (e) => console.log('pageerror', e.stack.slice(0, 700)));
page.on('console', (m) => m.type() === 'error' && console.log('console', m.text().slice(0, 300)));
await page.goto('http://harbour-law.localhost:3301/about', { waitUntil: 'load' });
await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 15000 });
const b = page.getByRole('button', { name: /change language/i });
if (process.argv[2] === 'wait') { await b.hover(); await page.waitForTimeout(1500); }
await page.evaluate(() => { for (const t of ['pointerdown','pointerup','click','focusin']) document.addEventListener(t, (e) => console.error(t, e.target.outerHTML.slice(0,60)), true); });
await b.click();
await page.waitForTimeout(1500);
console.log('menu count', await page.getByRole('menu').count());
console.log(await page.getByRole('banner').innerHTML().then((h) => h.slice(h.indexOf('relative hidden md:block') - 20, h.indexOf('relative hidden md:block') + 600)));
await browser.close();
