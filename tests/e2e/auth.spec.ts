// Visitor accounts as a visitor meets them: registration (first problem shown, then the account,
// the profile page and the welcome or free-trial e-mail), signing out and back in from a deep page
// through the header's modal, the modal's switch to registration and back, a password reset through
// the e-mailed link, the Spanish sign-in page, and axe on every auth screen. Each run registers new
// people, so it can run again and again against the same database.
import { type BrowserContext } from '@playwright/test';
import { acceptCookies, axeViolations, expect, installClock, newPerson, pauseClock, port, ready, registerThroughApi, siteUrl, test } from './support/fixtures';
import { waitForMail } from './support/mail';

const HOST = 'harbour-law';
const site = (path = '/') => siteUrl(HOST, path);

test.setTimeout(90_000);

async function quietSite(context: BrowserContext) {
  // The cookie notice and the language suggestion are other features' overlays; keep them away.
  await acceptCookies(context, HOST);
}

test.beforeEach(async ({ context }) => quietSite(context));

test('registration shows the first problem, then creates the account, opens the profile page and sends the e-mail', async ({ page }) => {
  const person = newPerson('reg');
  await installClock(page);
  await page.goto(site('/register'));
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  const form = page.locator('main form');
  await form.getByLabel('Username').fill(person.username);
  await form.getByLabel('Email').fill(person.email);
  await form.getByLabel('Password', { exact: true }).fill('weakpass');
  await form.getByRole('button', { name: 'Create account' }).click();
  const alert = form.getByRole('alert');
  await expect(alert).toHaveText('Password must contain at least one uppercase letter');
  await expect(form.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('Username').fill('ab');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(alert).toHaveText('Username must be at least 3 characters');
  await form.getByLabel('Username').fill('ada byrne');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(alert).toHaveText('Username may only contain letters, numbers, dots, hyphens and underscores');

  await form.getByLabel('Username').fill(person.username);
  await form.getByLabel('Password', { exact: true }).fill(person.password);
  await pauseClock(page);
  await form.getByRole('button', { name: 'Create account' }).click();
  // Sign-up, profile, free trial and e-mail take a few requests; then a 2 s pause.
  await expect(form.getByRole('status').first()).toContainText('Your account is ready', { timeout: 20_000 });
  await page.clock.runFor(1999);
  await expect(page).toHaveURL(/\/register$/);
  await page.clock.runFor(1);
  await page.waitForURL(/\/account\/profile$/, { timeout: 15_000 });
  await page.clock.resume();

  const mail = await waitForMail(person.email, /welcome|trial/i);
  expect(`${mail.subject}\n${mail.text}`).toMatch(new RegExp(person.username.replace(/_/g, '.'), 'i'));

  // The same address again: the e-mail-exists message.
  await page.context().clearCookies();
  await quietSite(page.context());
  await page.goto(site('/signup'));
  await form.getByLabel('Username').fill(`${person.username}x`);
  await form.getByLabel('Email').fill(person.email);
  await form.getByLabel('Password', { exact: true }).fill(person.password);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByRole('alert')).toHaveText('An account with this email already exists');
});

test('signing in from a deep page through the header modal comes back to that page; logging out returns to guest', async ({ page }) => {
  await installClock(page);
  await page.goto(site('/about?x=1'));
  await page.getByRole('link', { name: 'Sign in' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Email')).toBeFocused();

  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please fill in all fields');
  await dialog.getByLabel('Email').fill('customer@harbour-law.example');
  await dialog.getByLabel('Password', { exact: true }).fill('Not-the-password1');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Invalid email or password');

  await dialog.getByLabel('Password', { exact: true }).fill('DemoCustomer123');
  await pauseClock(page);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  // After a 500 ms pause the page it was opened on loads again, now signed in.
  await expect(dialog.getByRole('status')).toHaveText('Signed in. Taking you back…');
  await page.clock.runFor(499);
  await expect(dialog).toBeVisible();
  const reloaded = page.waitForEvent('load');
  await page.clock.runFor(1);
  await reloaded;
  await expect(page).toHaveURL(/\/about\?x=1$/);
  await ready(page);
  await page.clock.resume();
  const account = page.getByRole('button', { name: 'Account menu' });
  await expect(account).toBeVisible({ timeout: 15_000 });
  expect(await page.evaluate(() => localStorage.getItem('sitewright.returnTo'))).toBe('/about?x=1');

  await account.click();
  await page.locator(`#${await account.getAttribute('aria-controls')}`).getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
  await expect(account).toHaveCount(0);
});

test('the /login page goes back to the last visited page, never to an auth page or another site', async ({ page }) => {
  await page.goto(site('/about?from=page'));
  // The page records itself once its island runs (a person reading it takes longer than that).
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('sitewright.returnTo'))).toBe('/about?from=page');
  await page.goto(site('/register'));
  await page.goto(site('/login?redirectTo=%2F%2Fevil.example'));
  const form = page.locator('main form');
  await form.getByLabel('Email').fill('customer@harbour-law.example');
  await form.getByLabel('Password', { exact: true }).fill('DemoCustomer123');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/about\?from=page$/);
  await page.evaluate(() => fetch('/api/auth/sign-out', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }));
});

test('the header modal switches to registration and back, traps focus and closes with Escape', async ({ page }) => {
  await installClock(page);
  await page.goto(site('/about'));
  const opener = page.getByRole('link', { name: 'Sign in' }).first();
  // Opened from the keyboard, as a keyboard-only visitor would.
  await opener.focus();
  await page.keyboard.press('Enter');
  const login = page.getByRole('dialog', { name: 'Sign in' });
  await expect(login).toBeVisible();
  await expect(login.getByLabel('Email')).toBeFocused();
  // The switch to registration happens 300 ms after the click.
  await pauseClock(page);
  await login.getByRole('button', { name: 'Create an account' }).click();
  const register = page.getByRole('dialog', { name: 'Create your account' });
  await page.clock.runFor(299);
  await expect(login).toBeVisible();
  await page.clock.runFor(1);
  await expect(register).toBeVisible();
  await expect(login).toHaveCount(0);
  await page.clock.resume();
  await expect(register.getByLabel('Username')).toBeFocused();

  // Tab from the last control wraps to the first one inside the dialog.
  await register.getByRole('button', { name: 'Sign in' }).focus();
  await page.keyboard.press('Tab');
  await expect(register.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(register.getByRole('button', { name: 'Sign in' })).toBeFocused();

  await register.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('a password reset through the e-mailed link sets a new password that signs in', async ({ page }) => {
  const person = newPerson('reset');
  await registerThroughApi(HOST, person);
  await page.goto(site('/reset-password'));
  const form = page.locator('main form');
  await form.getByRole('button', { name: 'Send reset link' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please enter your email address');
  await form.getByLabel('Email').fill(person.email);
  await form.getByRole('button', { name: 'Send reset link' }).click();
  await expect(form.getByRole('status')).toHaveText('Password reset email sent. Please check your inbox.');

  const mail = await waitForMail(person.email, /password/i);
  const link = /https?:\/\/[^\s"'<>]+\/reset-password\?token=[\w-]+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();
  expect(new URL(link as string).host).toBe(`${HOST}.localhost:${port}`);

  await page.goto(link as string);
  const main = page.locator('main');
  await expect(main.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(page).not.toHaveURL(/token=/);
  const newPassword = 'Lighthouse2027x';
  await main.getByLabel('New password', { exact: true }).fill(newPassword);
  await main.getByLabel('Confirm new password').fill('Lighthouse2027y');
  await main.getByRole('button', { name: 'Save new password' }).click();
  await expect(main.getByRole('alert')).toHaveText('Passwords do not match');
  await main.getByLabel('Confirm new password').fill(newPassword);
  await main.getByRole('button', { name: 'Save new password' }).click();
  await expect(main.getByRole('status')).toHaveText('Your password has been changed. You can now sign in with it.');

  // The link works once.
  await page.goto(link as string);
  await main.getByLabel('New password', { exact: true }).fill('Another2028x');
  await main.getByLabel('Confirm new password').fill('Another2028x');
  await main.getByRole('button', { name: 'Save new password' }).click();
  await expect(main.getByRole('alert')).toHaveText('This reset link is invalid or has expired. Please request a new one.');

  await page.goto(site('/login'));
  const login = page.locator('main form');
  await login.getByLabel('Email').fill(person.email);
  await login.getByLabel('Password', { exact: true }).fill(person.password);
  await login.getByRole('button', { name: 'Sign in' }).click();
  await expect(login.getByRole('alert')).toHaveText('Invalid email or password');
  await login.getByLabel('Password', { exact: true }).fill(newPassword);
  await login.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/about$|\/account$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible({ timeout: 15_000 });
});

test('the Spanish sign-in page speaks Spanish and keeps the prefix in its links', async ({ page }) => {
  await page.goto(site('/es/login'));
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
  const form = page.locator('main form');
  await expect(form.getByRole('link', { name: 'Crear una cuenta' })).toHaveAttribute('href', '/es/register');
  await expect(form.getByRole('link', { name: '¿Has olvidado tu contraseña?' })).toHaveAttribute('href', '/es/reset-password');
  await form.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(form.getByRole('alert')).toHaveText('Rellena todos los campos');
  await form.getByLabel('Correo electrónico').fill('nobody@example.com');
  await form.getByLabel('Contraseña', { exact: true }).fill('Whatever123');
  await form.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(form.getByRole('alert')).toHaveText('Correo electrónico o contraseña incorrectos');
});

for (const path of ['/login', '/register', '/reset-password', '/es/login']) {
  test(`no serious accessibility violations on ${path}`, async ({ page }) => {
    await page.goto(site(path));
    await expect(page.locator('main form')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('no serious accessibility violations in the open sign-in modal', { tag: '@phone' }, async ({ page }) => {
  await page.goto(site('/about'));
  await page.getByRole('link', { name: 'Sign in' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('dialog').getByRole('alert')).toBeVisible();
  expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([]);
});
