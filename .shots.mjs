import { chromium } from '@playwright/test';
const out = '/tmp/consent-shots';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const shapes = { desktop: { viewport: { width: 1280, height: 800 } }, mobile: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } };
for (const [name, shape] of Object.entries(shapes)) {
  const ctx = await browser.newContext(shape);
  const page = await ctx.newPage();
  page.on('pageerror', (e) => console.log('pageerror', String(e)));
  await page.route('https://www.youtube-nocookie.com/**', (r) => r.fulfill({ contentType: 'text/html', body: '<body style="background:#222;color:#fff">player</body>' }));
  await page.goto('http://brightstack.localhost:3110/services');
  await page.getByTestId('cookie-notice').waitFor();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${out}/${name}-notice.png` });
  await page.locator('[data-media="embed-placeholder"]').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${out}/${name}-placeholder.png` });
  await page.getByTestId('cookie-notice').getByRole('button', { name: 'Settings' }).click();
  await page.getByTestId('privacy-dialog').getByRole('switch').first().waitFor();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${out}/${name}-dialog-categories.png` });
  await page.getByRole('tab', { name: 'Services' }).click();
  await page.waitForTimeout(200);
  await page.screenshot({ path: `${out}/${name}-dialog-services.png` });
  await ctx.close();
}
await browser.close();
