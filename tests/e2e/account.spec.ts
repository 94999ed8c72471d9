// The account area as people meet it: a guest is sent to login, a customer sees their account and
// plans (or their empty states), is refused the admin dashboard, and opens a ticket from the
// header's Contact modal; the organisation's admin answers and closes it on /admin; the customer
// reads the answer. Each run uses a fresh subject, so it can run again on the same database.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const site = (host: string, path = '/') => `http://${host}.localhost:${port}${path}`;

/** Each project works on its own demo organisation, so two projects never share a rate-limit bucket. */
const hostFor = (isMobile: boolean) => (isMobile ? 'brightstack' : 'harbour-law');
const customerOf = (host: string) => ({ email: `customer@${host}.example`, password: 'DemoCustomer123' });
const adminOf = (host: string) => ({ email: `admin@${host}.example`, password: 'DemoAdmin123' });

test.setTimeout(90_000);

async function signIn(page: Page, host: string, who: { email: string; password: string }) {
  await page.goto(site(host, '/about'));
  const result = await page.evaluate(async (body) => {
    const response = await fetch('/api/auth/sign-in/email', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: response.status, text: await response.text() };
  }, who);
  expect(result.status, result.text).toBe(200);
}

async function newSignedInPage(browser: Browser, host: string, who: { email: string; password: string }, isMobile: boolean) {
  const context = await browser.newContext(isMobile ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : { viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signIn(page, host, who);
  return page;
}

test('a guest opening /account is sent to login with the way back', async ({ page, isMobile }) => {
  const host = hostFor(isMobile);
  await page.goto(site(host, '/account'));
  await expect(page).toHaveURL(site(host, '/login?redirectTo=%2Faccount'));
  await page.goto(site(host, '/admin/tickets'));
  await expect(page).toHaveURL(site(host, '/login?redirectTo=%2Fadmin%2Ftickets'));
});

test('a customer sees the account overview and plans, each with content or an empty state', async ({ page, isMobile }) => {
  const host = hostFor(isMobile);
  await signIn(page, host, customerOf(host));
  await page.goto(site(host, '/account'));
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(page.locator('#profile')).toContainText(customerOf(host).email);
  await expect(page.getByTestId('trial-status')).toHaveText(/free trial/i);
  await expect(page.locator('#orders')).toContainText(/You have not placed any orders yet\.|Order /);
  await expect(page.locator('#bookings')).toContainText(/You have no meetings booked\.|\d/);
  const tabs = page.getByRole('navigation', { name: 'Account sections' });
  await expect(tabs.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  await tabs.getByRole('link', { name: 'My plans' }).click();
  await expect(page).toHaveURL(site(host, '/account/edupro'));
  await expect(page.getByRole('heading', { level: 1, name: 'My plans' })).toBeVisible();
  const plans = page.getByTestId('plans');
  const empty = page.getByRole('link', { name: 'See pricing' });
  await expect(plans.or(empty)).toBeVisible();
  if (await empty.isVisible()) await expect(empty).toHaveAttribute('href', '/pricing');
});

test('a customer opening /admin gets the 403 page', async ({ page, isMobile }) => {
  const host = hostFor(isMobile);
  await signIn(page, host, customerOf(host));
  const response = await page.goto(site(host, '/admin'));
  expect(response?.status()).toBe(403);
  await expect(page.getByTestId('access-denied')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You do not have access to this page');
  await expect(page.getByText('Error 403')).toBeVisible();
  await expect(page.getByText('Open tickets')).toHaveCount(0);
});

test('a customer opens a ticket from the Contact modal, the admin answers and closes it, the customer reads the answer', async ({ page, browser, isMobile }) => {
  const host = hostFor(isMobile);
  const subject = `Question ${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  const answer = `Thanks for asking: we will call you on Monday (${subject}).`;
  await signIn(page, host, customerOf(host));

  // The header's profile menu → Contact opens the tickets modal in place.
  await page.goto(site(host, '/about'));
  const menuButton = page.getByRole('button', { name: 'Account menu' });
  await expect(async () => {
    await menuButton.click();
    await page.locator(`#${await menuButton.getAttribute('aria-controls')}`).getByRole('link', { name: 'Contact' }).click({ timeout: 2000 });
    await expect(page.getByTestId('tickets-dialog')).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  const dialog = page.getByRole('dialog', { name: 'Contact support' });
  // Sending an empty form shows the field messages without a request.
  await dialog.getByRole('button', { name: 'Send ticket' }).click();
  await expect(dialog.getByText('Please enter a subject')).toBeVisible();
  await dialog.getByLabel('Subject').fill(subject);
  await dialog.getByLabel('Message').fill('Could someone review my contract this week?');
  await dialog.getByRole('button', { name: 'Send ticket' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Your ticket has been sent. The answer will appear here.');
  await expect(dialog.getByRole('link', { name: subject })).toBeVisible();
  const href = await dialog.getByRole('link', { name: 'View the conversation' }).getAttribute('href');
  expect(href).toMatch(/^\/account\/profile\/tickets\?ticket=[0-9a-f-]{36}$/);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('tickets-dialog')).toBeHidden();

  // The admin of the same organisation answers on the dashboard, then closes the ticket.
  const adminPage = await newSignedInPage(browser, host, adminOf(host), isMobile);
  await adminPage.goto(site(host, '/admin'));
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(adminPage.getByRole('link', { name: /Outbox/ })).toHaveAttribute('href', '/admin/outbox');
  await expect(adminPage.getByRole('link', { name: /AI agents/ })).toHaveAttribute('href', '/admin/ai/management');
  await expect(adminPage.getByRole('link', { name: /Meetings/ })).toContainText('Coming soon');
  const card = adminPage.getByTestId('admin-ticket').filter({ hasText: subject });
  await expect(card).toContainText('Awaiting reply');
  await card.locator('summary', { hasText: 'Answer' }).click();
  await card.getByLabel('Your reply').fill(answer);
  await card.getByRole('button', { name: 'Send reply' }).click();
  await expect(card).toContainText('Answered', { timeout: 15_000 });
  await expect(card).toContainText(answer);
  await card.getByRole('button', { name: 'Close ticket' }).click();
  await expect(adminPage.getByTestId('admin-ticket').filter({ hasText: subject })).toHaveCount(0, { timeout: 15_000 });
  await adminPage.goto(site(host, '/admin/tickets?status=closed'));
  await expect(adminPage.getByTestId('ticket-list')).toContainText(subject);
  await adminPage.context().close();

  // The customer reads the answer in the conversation; a closed ticket takes no more replies.
  await page.goto(site(host, href ?? '/account/profile/tickets'));
  const conversation = page.getByTestId('conversation');
  await expect(conversation).toContainText(answer);
  await expect(conversation.locator('[data-author="staff"]')).toContainText('Support team');
  await expect(conversation).toContainText('Closed');
  await expect(page.getByText('This ticket is closed. Open a new ticket if you need more help.')).toBeVisible();
  await expect(page.getByTestId('reply-form')).toHaveCount(0);
});

test('a guest opening the Contact modal is offered sign-in', async ({ page, isMobile }) => {
  const host = hostFor(isMobile);
  await page.goto(site(host, '/about'));
  await expect(async () => {
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('sitewright:overlay', { detail: { kind: 'tickets' } })));
    await expect(page.getByRole('dialog', { name: 'Contact support' })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  const dialog = page.getByRole('dialog', { name: 'Contact support' });
  await expect(dialog).toContainText('Sign in to write to the team');
  await expect(dialog.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('a customer’s profile form checks the username and saves', async ({ page, isMobile }) => {
  const host = hostFor(isMobile);
  await signIn(page, host, customerOf(host));
  await page.goto(site(host, '/account/profile'));
  const form = page.getByTestId('profile-form');
  const username = form.getByLabel('Username');
  const current = await username.inputValue();
  await expect(async () => {
    await username.fill('ab');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(form.getByText('Username must be at least 3 characters')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  // Saving the unchanged name leaves the demo data as it was.
  await username.fill(current);
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByRole('status')).toHaveText('Your profile has been saved.', { timeout: 15_000 });
});

test('the account and admin pages have no serious accessibility violations', async ({ page, isMobile }) => {
  const host = hostFor(isMobile);
  const check = async (path: string) => {
    await page.goto(site(host, path));
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    return serious.map((v) => `${path} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`);
  };
  await signIn(page, host, customerOf(host));
  const problems: string[] = [];
  for (const path of ['/account', '/account/profile', '/account/profile/tickets', '/account/edupro', '/admin']) problems.push(...(await check(path)));
  await page.evaluate(() => fetch('/api/auth/sign-out', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }));
  await signIn(page, host, adminOf(host));
  for (const path of ['/admin', '/admin/tickets']) problems.push(...(await check(path)));
  expect(problems).toEqual([]);
});
