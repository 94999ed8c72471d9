// Signing in on a site where the account has no profile yet: a person registered on the law firm's
// site signs in on Brightstack and is asked "Continue as … on Brightstack?" instead of meeting a 403;
// continuing creates their Brightstack profile and takes them on. Nothing of the law firm shows.
import { acceptCookies, axeViolations, expect, ready, registerThroughApi, siteUrl, test } from './support/fixtures';

test.setTimeout(60_000);

async function registerOnLawFirm() {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const person = { username: `join_${stamp}`, email: `e2e-join-${stamp}@example.com`, password: 'Harbour2026x', fullName: 'Ada Harbour-Only' };
  await registerThroughApi('harbour-law', person);
  return person;
}

test('signing in on another organisation’s site offers to join it, then goes on to the account', async ({ page, context }) => {
  const person = await registerOnLawFirm();
  await acceptCookies(context, 'brightstack');
  await page.goto(siteUrl('brightstack', '/login'));
  const form = page.locator('main form');
  await form.getByLabel('Email').fill(person.email);
  await form.getByLabel('Password', { exact: true }).fill(person.password);
  await form.getByRole('button', { name: 'Sign in' }).click();

  const join = page.getByTestId('join-site');
  await expect(join.getByRole('heading', { level: 1 })).toHaveText(`Continue as ${person.email} on Brightstack?`);
  await expect(page).toHaveURL(/\/account\/join\?redirectTo=/);
  // The joining site is told nothing of the other one.
  await expect(page.locator('body')).not.toContainText('Harbour');
  await expect(join.getByLabel('Username')).toHaveValue(person.username);
  expect(await axeViolations(page)).toEqual([]);

  // Opening another page of the account area brings the same step, on the way to that page.
  await page.goto(siteUrl('brightstack', '/account/profile'));
  await expect(page).toHaveURL(siteUrl('brightstack', `/account/join?redirectTo=${encodeURIComponent('/account/profile')}`));
  await join.getByLabel('Full name (optional)').fill('Ada at Brightstack');
  await join.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(siteUrl('brightstack', '/account/profile'));
  await expect(page.getByLabel('Full name')).toHaveValue('Ada at Brightstack');
  await page.goto(siteUrl('brightstack', '/account'));
  await expect(page.getByText('Ada at Brightstack')).toBeVisible();
  await expect(page.locator('body')).not.toContainText('Harbour-Only');
});

test('“Use another account” signs out and opens sign-in again', async ({ page, context }) => {
  const person = await registerOnLawFirm();
  await context.addCookies([{ name: 'cookies_accepted', value: 'true', url: siteUrl('sonnenklinik') }]);
  await page.goto(siteUrl('sonnenklinik', '/login'));
  const form = page.locator('main form');
  await form.getByLabel(/E-Mail/).fill(person.email);
  await form.getByLabel('Passwort', { exact: true }).fill(person.password);
  await form.getByRole('button', { name: 'Anmelden' }).click();
  const join = page.getByTestId('join-site');
  await expect(join.getByRole('heading', { level: 1 })).toContainText(person.email);
  // Signing in loaded a new document: its button listens once React has hydrated it.
  await ready(page);
  await join.getByRole('button', { name: 'Anderes Konto verwenden' }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount/);
  const me = await page.evaluate(() => fetch('/api/me').then((r) => r.json()));
  expect(me).toMatchObject({ user: null });
});
