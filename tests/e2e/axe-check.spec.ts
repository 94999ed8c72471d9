// The accessibility check every other spec relies on must find what it is there to find: a page
// with known faults gives their rules back, `include` and `exclude` narrow the check, and a page
// with a frame (checked through the Playwright wrapper) reports a fault inside the frame too.
import { axeViolations, expect, test } from './support/fixtures';

const FAULTY = `<!doctype html><html lang="en"><head><title>Faults</title></head><body>
  <main>
    <h1>Known faults</h1>
    <section id="contrast"><p style="color:#bbb;background:#fff">Pale grey text on white</p></section>
    <section id="image"><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="10" height="10"></section>
    <section id="fine"><p>Nothing wrong here.</p></section>
  </main>
</body></html>`;

const rules = (lines: string[]) => lines.map((line) => line.split(' ')[0]).sort();

test('the check finds each known fault, and include and exclude narrow it', async ({ page }) => {
  await page.setContent(FAULTY);
  expect(rules(await axeViolations(page))).toEqual(['color-contrast', 'image-alt']);
  expect(rules(await axeViolations(page, { include: '#image' }))).toEqual(['image-alt']);
  expect(rules(await axeViolations(page, { exclude: '#image' }))).toEqual(['color-contrast']);
  expect(await axeViolations(page, { include: '#fine' })).toEqual([]);
});

test('a fault inside a frame is found', async ({ page }) => {
  await page.setContent(`<!doctype html><html lang="en"><head><title>Framed</title></head><body><main><h1>Framed</h1>
    <iframe title="Inner" srcdoc="${FAULTY.replace(/"/g, '&quot;')}"></iframe></main></body></html>`);
  await expect.poll(() => page.frames().length).toBe(2);
  expect(rules(await axeViolations(page))).toEqual(['color-contrast', 'image-alt']);
});
