// The account area as people meet it: a guest is sent to login, a customer sees their account and
// plans (or their empty states), is refused the admin dashboard, and opens a ticket from the
// header's Contact modal; the organisation's admin answers and closes it on /admin; the customer
// reads the answer. Each run uses a fresh subject, so it can run again on the same database.
import { type Browser } from '@playwright/test';
import { acceptCookiesOnDemoSites, awaitHydrationOnGoto, axeViolations, type DemoRole, type DemoSlug, expect, signInAs, signOut, siteUrl, test } from './support/fixtures';

/** Each project works on its own demo organisation, so two projects never share a rate-limit bucket. */
const hostFor = (isMobile: boolean): DemoSlug => (isMobile ? 'brightstack' : 'harbour-law');

test.setTimeout(90_000);

// The cookie notice (1.5 s after load) would sit over the lower part of the screen: answered in advance.
test.beforeEach(async ({ context }) => acceptCookiesOnDemoSites(context));

async function newSignedInPage(browser: Browser, host: DemoSlug, role: DemoRole, isMobile: boolean) {
  const context = await browser.newContext(isMobile ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : { viewport: { width: 1280, height: 800 } });
  await acceptCookiesOnDemoSites(context);
  const page = awaitHydrationOnGoto(await context.newPage());
  await signInAs(page, host, role);
  return page;
}

test('a guest opening /account is sent to login with the way back', async ({ page, isMobile }) => {
  const host = hostFor(isMobile);
  await page.goto(siteUrl(host, '/account'));
  await expect(page).toHaveURL(siteUrl(host, '/login?redirectTo=%2Faccount'));
  await page.goto(siteUrl(host, '/admin/tickets'));
  await expect(page).toHaveURL(siteUrl(host, '/login?redirectTo=%2Fadmin%2Ftickets'));
});

test('a customer sees the account overview and plans, each with content or an empty state', async ({ page, isMobile }) => {
  const host = hostFor(isMobile);
  await signInAs(page, host, 'customer');
  await page.goto(siteUrl(host, '/account'));
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(page.locator('#profile')).toContainText(`customer@${host}.example`);
  await expect(page.getByTestId('trial-status')).toHaveText(/free trial/i);
  await expect(page.locator('#orders')).toContainText(/You have not placed any orders yet\.|Order /);
  await expect(page.locator('#bookings')).toContainText(/You have no meetings booked\.|\d/);
  const tabs = page.getByRole('navigation', { name: 'Account sections' });
  await expect(tabs.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  await tabs.getByRole('link', { name: 'My plans' }).click();
  await expect(page).toHaveURL(siteUrl(host, '/account/edupro'));
  await expect(page.getByRole('heading', { level: 1, name: 'My plans' })).toBeVisible();
  const plans = page.getByTestId('plans');
  const empty = page.getByRole('link', { name: 'See pricing' });
  await expect(plans.or(empty)).toBeVisible();
  if (await empty.isVisible()) await expect(empty).toHaveAttribute('href', '/pricing');
});

test('a customer opening /admin gets the 403 page', async ({ page, isMobile }) => {
  const host = hostFor(isMobile);
  await signInAs(page, host, 'customer');
  const response = await page.goto(siteUrl(host, '/admin'));
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
  await signInAs(page, host, 'customer');

  // The header's profile menu → Contact opens the tickets modal in place.
  await page.goto(siteUrl(host, '/about'));
  const menuButton = page.getByRole('button', { name: 'Account menu' });
  await menuButton.click();
  await page.locator(`#${await menuButton.getAttribute('aria-controls')}`).getByRole('menuitem', { name: 'Contact' }).click();
  await expect(page.getByTestId('tickets-dialog')).toBeVisible();
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
  const adminPage = await newSignedInPage(browser, host, 'admin', isMobile);
  await adminPage.goto(siteUrl(host, '/admin'));
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(adminPage.getByRole('link', { name: /Outbox/ })).toHaveAttribute('href', '/admin/outbox');
  await expect(adminPage.getByRole('link', { name: /AI agents/ })).toHaveAttribute('href', '/admin/ai/management');
  // Meetings are built: the dashboard leads to their list, with nothing "coming soon".
  await expect(adminPage.getByRole('link', { name: /Meetings/ })).toHaveAttribute('href', '/admin/meetings');
  await expect(adminPage.getByRole('link', { name: /Meetings/ })).not.toContainText('Coming soon');
  const card = adminPage.getByTestId('admin-ticket').filter({ hasText: subject });
  await expect(card).toContainText('Awaiting reply');
  await card.locator('summary', { hasText: 'Answer' }).click();
  await card.getByLabel('Your reply').fill(answer);
  await card.getByRole('button', { name: 'Send reply' }).click();
  await expect(card).toContainText('Answered', { timeout: 15_000 });
  await expect(card).toContainText(answer);
  await card.getByRole('button', { name: 'Close ticket' }).click();
  await expect(adminPage.getByTestId('admin-ticket').filter({ hasText: subject })).toHaveCount(0, { timeout: 15_000 });
  await adminPage.goto(siteUrl(host, '/admin/tickets?status=closed'));
  await expect(adminPage.getByTestId('ticket-list')).toContainText(subject);
  await adminPage.context().close();

  // The customer reads the answer in the conversation; a closed ticket takes no more replies.
  await page.goto(siteUrl(host, href ?? '/account/profile/tickets'));
  const conversation = page.getByTestId('conversation');
  await expect(conversation).toContainText(answer);
  await expect(conversation.locator('[data-author="staff"]')).toContainText('Support team');
  await expect(conversation).toContainText('Closed');
  await expect(page.getByText('This ticket is closed. Open a new ticket if you need more help.')).toBeVisible();
  await expect(page.getByTestId('reply-form')).toHaveCount(0);
});

test('a guest opening the Contact modal is offered sign-in', async ({ page, isMobile }) => {
  const host = hostFor(isMobile);
  await page.goto(siteUrl(host, '/about'));
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('sitewright:overlay', { detail: { kind: 'tickets' } })));
  await expect(page.getByRole('dialog', { name: 'Contact support' })).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Contact support' });
  await expect(dialog).toContainText('Sign in to write to the team');
  await expect(dialog.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('a customer’s profile form checks the username and saves', async ({ page, isMobile }) => {
  const host = hostFor(isMobile);
  await signInAs(page, host, 'customer');
  await page.goto(siteUrl(host, '/account/profile'));
  const form = page.getByTestId('profile-form');
  const username = form.getByLabel('Username');
  const current = await username.inputValue();
  await username.fill('ab');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByText('Username must be at least 3 characters')).toBeVisible();
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  // Saving the unchanged name leaves the demo data as it was.
  await username.fill(current);
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByTestId('toast')).toContainText('Your profile has been saved.');
});

test('the account and admin pages break no WCAG A or AA rule', { tag: '@phone' }, async ({ page, isMobile }) => {
  const host = hostFor(isMobile);
  const check = async (path: string) => {
    await page.goto(siteUrl(host, path));
    return (await axeViolations(page)).map((line) => `${path} ${line}`);
  };
  await signInAs(page, host, 'customer');
  const problems: string[] = [];
  for (const path of ['/account', '/account/profile', '/account/profile/tickets', '/account/edupro', '/admin']) problems.push(...(await check(path)));
  await signOut(page);
  await signInAs(page, host, 'admin');
  for (const path of ['/admin', '/admin/tickets']) problems.push(...(await check(path)));
  expect(problems).toEqual([]);
});
