// The demo editor, as the permission matrix makes them (decision 049): they build the site's pages
// in place like an admin, but the pages that run the organisation (dashboard, orders, consent
// records, tickets, mail, the assistant's settings) answer them with the site's 403 page and say why,
// and the API behind those pages refuses them too.
import { acceptCookies, axeViolations, editorClosed, expect, signInAs, siteUrl, test } from './support/fixtures';

const STAMP = Date.now().toString(36);
const ADMIN_ONLY = ['/admin', '/admin/orders', '/admin/consent', '/admin/tickets', '/admin/outbox', '/admin/ai/management'];

test('the demo editor edits a section, and is refused the admin-only pages with a clear message', async ({ page }) => {
  test.setTimeout(90_000);
  await acceptCookies(page.context(), 'brightstack');
  await signInAs(page, 'brightstack', 'editor');
  await page.goto(siteUrl('brightstack', '/about'));
  await expect(page.getByRole('region', { name: 'Editing tools' })).toBeVisible();

  // A new section, then a change to it, both saved by the editor.
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await palette.getByRole('combobox').fill('Section');
  await palette.getByRole('option', { name: /^Section\b/ }).click();
  const editor = page.locator('[data-section-editor]');
  await editor.getByLabel('Title', { exact: true }).fill(`Opening hours ${STAMP}`);
  await editor.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Section created successfully')).toBeVisible();
  await editor.getByLabel('Title', { exact: true }).fill(`Opening hours ${STAMP} (summer)`);
  await editor.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Section updated successfully')).toBeVisible();
  // Closing went back over the editor's history entry; reloading before that lands would cut it short.
  await editorClosed(page, editor);
  await page.reload();
  await expect(page.locator('[data-edit-kind="template"]', { hasText: `Opening hours ${STAMP} (summer)` })).toBeVisible();

  // The profile menu offers no admin area.
  await page.getByRole('button', { name: /account menu|Theo Lindqvist/i }).first().click();
  await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  for (const path of ADMIN_ONLY) {
    const response = await page.goto(siteUrl('brightstack', path));
    expect(response?.status(), path).toBe(403);
    await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
    await expect(page.getByText(/This page is for the administrators of .+\. Your account does not have that role here\./)).toBeVisible();
  }
  expect(await axeViolations(page)).toEqual([]);

  // The API says the same as the pages.
  const refused = await page.evaluate(async () => {
    const calls = [
      fetch('/api/admin/assistant'),
      fetch('/api/admin/orders'),
      fetch('/api/admin/consent-records'),
      fetch('/api/admin/assistant', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{}' }),
    ];
    return Promise.all(calls.map(async (call) => {
      const response = await call;
      return { status: response.status, error: (await response.json()).error as string };
    }));
  });
  for (const answer of refused) expect(answer).toEqual({ status: 403, error: expect.stringMatching(/permission/i) });
});
