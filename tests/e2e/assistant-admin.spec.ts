// The admin's page for the help widget's assistant (/admin/ai/management): it passes axe, a new
// greeting reaches the widget's welcome view at once, and switching the assistant off takes its
// view out of the widget for visitors. Brightstack's settings are put back at the end.
import { acceptCookies, axeViolations, expect, signInAs, siteUrl, test } from './support/fixtures';

const SITE = 'brightstack';

test('an admin sets the greeting and switches the assistant off; visitors see both at once', async ({ page, browser }) => {
  await acceptCookies(page.context(), SITE);
  await signInAs(page, SITE, 'admin');
  await page.goto(siteUrl(SITE, '/admin/ai/management'));
  await expect(page.getByRole('heading', { name: 'AI assistant', level: 1 })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const greeting = page.getByLabel('Greeting', { exact: true });
  const before = await greeting.inputValue();
  const words = `Hello from the e2e run ${Date.now().toString(36)}`;
  await greeting.fill(words);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();

  const visitor = await browser.newContext();
  await acceptCookies(visitor, SITE);
  const guest = await visitor.newPage();
  await guest.goto(siteUrl(SITE, '/about'));
  await guest.getByRole('button', { name: 'Help and support' }).click();
  await expect(guest.getByRole('dialog', { name: 'Help' }).getByText(words)).toBeVisible();

  await page.getByRole('switch', { name: 'Assistant switched on' }).click();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect.poll(() => page.evaluate(async () => (await fetch('/api/admin/assistant')).json())).toMatchObject({ enabled: false });
  const off = await guest.evaluate(async () => (await fetch('/api/help/assistant', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ question: 'Can I get a refund?', locale: 'en' }) })).status);
  expect(off).toBe(403);

  // Back as it was, so the other specs meet the demo settings.
  await page.getByRole('switch', { name: 'Assistant switched on' }).click();
  await greeting.fill(before);
  await page.getByRole('button', { name: 'Save settings' }).click();
  // The earlier "Settings saved" toasts may still show: read the stored settings instead.
  await expect
    .poll(() => page.evaluate(async () => (await fetch('/api/admin/assistant')).json()))
    .toMatchObject({ enabled: true, greeting: before });
  await visitor.close();
});
