// The admin outbox as an administrator meets it. A new person registers through the API and asks
// for their welcome e-mail; their address is greylisted by the local mail sink (the first delivery
// is turned away with a 451, as greylisting servers do), so the message is recorded as failed.
// The demo admin finds it in /admin/outbox, opens it, retries it, and the sink receives it. Guests
// are sent to the login page and customers get the 403 view. Each run uses new addresses.
import { acceptCookies, axeViolations, expect, signInAs, siteUrl, test } from './support/fixtures';
import { waitForMail } from './support/mail';

const site = (path = '/') => siteUrl('harbour-law', path);

test.setTimeout(90_000);

test('an administrator finds a failed welcome e-mail in the outbox, opens it and retries it', async ({ page, context }) => {
  await acceptCookies(context, 'harbour-law');
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const person = { username: `outbox_${stamp}`, email: `greylist-${stamp}@example.com`, password: 'Harbour2026x' };

  // Register and ask for the welcome e-mail, as the registration form does.
  await page.goto(site('/about'));
  const sent = await page.evaluate(async ({ username, email, password }) => {
    const post = (path: string, body: unknown) => fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const signUp = await post('/api/auth/sign-up/email', { email, password, name: username });
    const userId = ((await signUp.json()) as { user: { id: string } }).user.id;
    const profile = (await (await post('/api/profile', { username })).json()) as { profile: { organization_id: string } };
    const mail = await post('/api/send-email', { type: 'welcome', to: email, organization_id: profile.profile.organization_id, user_id: userId, name: `<b>${username}</b>` });
    const body = (await mail.json()) as { error?: string; details?: { id: string; status: string } };
    await post('/api/auth/sign-out', {});
    return { status: mail.status, body };
  }, person);
  expect(sent.status).toBe(502);
  expect(sent.body).toMatchObject({ error: 'Failed to send email', details: { status: 'failed' } });

  await signInAs(page, 'harbour-law', 'admin');
  await page.goto(site('/admin/outbox'));
  await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
  const item = page.getByTestId('outbox-item').filter({ hasText: person.email });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Failed');
  await expect(item).toContainText('Welcome to Harbour & Finch Solicitors');
  await expect(item).toContainText('451');

  await item.getByRole('link').click();
  await expect(page).toHaveURL(site(`/admin/outbox/${sent.body.details?.id}`));
  await expect(page.getByTestId('message-subject')).toHaveText('Welcome to Harbour & Finch Solicitors');
  // The e-mail is shown in a frame that may run nothing, and the name arrives as text, not markup.
  await expect(page.getByTestId('message-html')).toHaveAttribute('sandbox', '');
  await expect(page.getByTestId('message-text')).toContainText(`Hello <b>${person.username}</b>,`);
  await expect(page.frameLocator('[data-testid="message-html"]').getByText(`Hello <b>${person.username}</b>,`)).toBeVisible();

  expect(await axeViolations(page, { include: 'main', exclude: 'iframe' })).toEqual([]);

  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('status')).toHaveText('The message was sent.', { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expect(page.getByTestId('last-error')).toHaveCount(0);

  const mail = await waitForMail(person.email, 'Welcome to Harbour & Finch Solicitors');
  expect(mail.text).toContain(`Hello <b>${person.username}</b>,`);
  expect(mail.html).toContain(`&lt;b&gt;${person.username}&lt;/b&gt;`);

  await page.getByRole('link', { name: 'Back to the outbox' }).click();
  await expect(page.getByTestId('outbox-item').filter({ hasText: person.email })).toContainText('Sent');
});

test('guests are sent to the login page and customers see the 403 view', async ({ page, context }) => {
  await acceptCookies(context, 'harbour-law');
  await page.goto(site('/es/admin/outbox'));
  await expect(page).toHaveURL(site(`/es/login?redirectTo=${encodeURIComponent('/es/admin/outbox')}`));

  await signInAs(page, 'harbour-law', 'customer');
  const response = await page.goto(site('/admin/outbox'));
  expect(response?.status()).toBe(403);
  await expect(page.getByTestId('access-denied')).toContainText('You do not have access to this page');
  await expect(page.getByTestId('outbox-list')).toHaveCount(0);
});
