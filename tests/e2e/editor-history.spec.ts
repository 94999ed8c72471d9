// An editor's History (issue 20 item 5, decision 065): every save of the record with who made it,
// when and which fields it changed; a save compared with now, field by field; a restore refused
// while the editor holds unsaved work, and otherwise written as a new save that the next anonymous
// request of the page shows. axe checks the list and the comparison, opened, on desktop and phone.
// An open editor is told within one poll that someone else saved the record: who, when and what.
import { OTHERS_POLL_MS } from '../../src/features/editor/kit/others-poll';
import { acceptCookies, axeViolations, expect, installClock, signInAs, siteUrl, test } from './support/fixtures';
import { anonymousHtml as anonymousPage, pageApi } from './support/page-api';

const SITE = 'brightstack';

type Stored = { id: string; section_title: string; version: number };

const api = pageApi;

const anonymousHtml = (path: string) => anonymousPage(SITE, path);

test('a save is restored from History: compared first, refused over unsaved work, then back in the editor and on the public page @phone', async ({ page, context }) => {
  await acceptCookies(context, SITE);
  await signInAs(page, SITE, 'admin', '/about');
  const stamp = Date.now().toString(36);
  const [first, second] = [`Kept for history ${stamp}`, `Renamed for history ${stamp}`];
  const created = await api<Stored>(page, 'POST', '/api/template-sections', { url_page: '/about', section_title: first, section_description: 'Words that stay' });
  const renamed = await api<Stored>(page, 'PUT', `/api/template-sections/${created.id}`, { section_title: second, version: created.version });
  expect(renamed.version).toBe(created.version + 1);
  const me = await api<{ user: { name: string } }>(page, 'GET', '/api/me');
  try {
    await page.goto(siteUrl(SITE, `/about?editor=section:${created.id}`));
    const editor = page.locator('[data-section-editor]');
    const title = editor.getByLabel('Title', { exact: true });
    await expect(title).toHaveValue(second);

    await editor.getByRole('button', { name: 'History' }).click();
    const panel = page.locator('[data-history-panel]');
    await expect(panel.getByRole('heading', { name: 'History' })).toBeVisible();
    const saves = panel.locator('[data-revision]');
    await expect(saves).toHaveCount(1);
    await expect(saves.first()).toContainText(me.user.name);
    await expect(saves.first()).toContainText('Changed: Title');
    expect(await axeViolations(page, { include: '[data-history-panel]' })).toEqual([]);

    await saves.first().getByRole('button', { name: 'Compare with now' }).click();
    const row = panel.locator('[data-compare-field="section_title"]');
    await expect(row.getByRole('rowheader')).toHaveText('Title');
    await expect(row.locator('[data-compare-side="before"]')).toHaveText(first);
    await expect(row.locator('[data-compare-side="after"]')).toHaveText(second);
    // Only what differs: the description was never changed.
    await expect(panel.locator('[data-compare-field]')).toHaveCount(1);
    expect(await axeViolations(page, { include: '[data-history-panel]' })).toEqual([]);
    await panel.getByRole('button', { name: 'Back to the list' }).click();

    // Unsaved work is never dropped by a restore: it is refused, and the typing stays.
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect(panel).toHaveCount(0);
    await title.fill(`${second}, not saved`);
    await editor.getByRole('button', { name: 'History' }).click();
    await saves.first().getByRole('button', { name: 'Restore the version before this save' }).click();
    await expect(panel.getByRole('alert')).toHaveText('Save or discard your unsaved changes before restoring an earlier version.');
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect(title).toHaveValue(`${second}, not saved`);

    // Back to the saved text, the restore goes through, as a save of its own.
    await title.fill(second);
    await editor.getByRole('button', { name: 'History' }).click();
    await saves.first().getByRole('button', { name: 'Restore the version before this save' }).click();
    await expect(page.getByText('The earlier version is restored and saved.')).toBeVisible();
    await expect(panel).toHaveCount(0);
    await expect(title).toHaveValue(first);
    const html = await anonymousHtml('/about');
    expect(html).toContain(first);
    expect(html).not.toContain(second);

    await editor.getByRole('button', { name: 'History' }).click();
    await expect(saves).toHaveCount(2);
    await expect(saves.first()).toContainText('Restored an earlier version: Title');
    // The restore kept the renamed state: comparing the two saves shows the rename both ways.
    await saves.nth(0).getByRole('checkbox').check();
    await saves.nth(1).getByRole('checkbox').check();
    await panel.getByRole('button', { name: 'Compare the two selected' }).click();
    await expect(row.locator('[data-compare-side="before"]')).toHaveText(first);
    await expect(row.locator('[data-compare-side="after"]')).toHaveText(second);
  } finally {
    await api(page, 'DELETE', `/api/template-sections/${created.id}`);
  }
});

test('an open editor is told within one poll that someone else saved: who, when and which fields; its own save then keeps them', async ({ browser }) => {
  const [contextA, contextB] = [await browser.newContext(), await browser.newContext()];
  await acceptCookies(contextA, SITE);
  await acceptCookies(contextB, SITE);
  const [a, b] = [await contextA.newPage(), await contextB.newPage()];
  await installClock(a);
  await signInAs(a, SITE, 'admin', '/about');
  await signInAs(b, SITE, 'editor', '/about');
  const title = `Watched ${Date.now().toString(36)}`;
  const created = await api<Stored>(a, 'POST', '/api/template-sections', { url_page: '/about', section_title: title, section_description: 'First words' });
  const other = await api<{ user: { name: string } }>(b, 'GET', '/api/me');
  let polls = 0;
  a.on('response', (response) => {
    if (/\/api\/revisions\?.*limit=1/.test(response.url())) polls += 1;
  });
  try {
    await a.goto(siteUrl(SITE, `/about?editor=section:${created.id}`));
    const editor = a.locator('[data-section-editor]');
    await expect(editor.getByLabel('Title', { exact: true })).toHaveValue(title);
    const notice = editor.locator('[data-others-saved]');
    // The first look, as the editor opens, finds nothing new: nothing is said.
    await expect.poll(() => polls).toBe(1);
    await expect(notice).toHaveCount(0);

    await api(b, 'PUT', `/api/template-sections/${created.id}`, { section_description: 'Saved by the other person', version: created.version });
    await a.clock.fastForward(OTHERS_POLL_MS);
    await expect.poll(() => polls).toBe(2);
    await expect(notice).toContainText(`${other.user.name} saved changes at`);
    await expect(notice).toContainText(': Description.');
    await expect(notice).toContainText('Your next save keeps them');

    // The title changed here is saved with their description: nothing of theirs is lost.
    await editor.getByLabel('Title', { exact: true }).fill(`${title}, renamed here`);
    await editor.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(a.getByText('Section updated successfully')).toBeVisible();
    const list = await api<{ id: string; section_title: string; section_description: string }[]>(a, 'GET', '/api/template-sections?url_page=/about');
    expect(list.find((section) => section.id === created.id)).toMatchObject({ section_title: `${title}, renamed here`, section_description: 'Saved by the other person' });
  } finally {
    await api(a, 'DELETE', `/api/template-sections/${created.id}`);
    await contextA.close();
    await contextB.close();
  }
});

test('History shows fifty saves at a time, and older ones on request', async ({ page, context }) => {
  await acceptCookies(context, SITE);
  await signInAs(page, SITE, 'admin', '/about');
  const stamp = Date.now().toString(36);
  const created = await api<Stored>(page, 'POST', '/api/template-sections', { url_page: '/about', section_title: `Saved often ${stamp} 0` });
  // 52 saves, made one after another as an editor would (each on the version before it).
  await page.evaluate(
    async ({ id, version, title }) => {
      let current = version;
      for (let save = 1; save <= 52; save += 1) {
        const response = await fetch(`/api/template-sections/${id}`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ section_title: `${title} ${save}`, version: current }) });
        current = ((await response.json()) as { version: number }).version;
      }
    },
    { id: created.id, version: created.version, title: `Saved often ${stamp}` },
  );
  try {
    await page.goto(siteUrl(SITE, `/about?editor=section:${created.id}`));
    const editor = page.locator('[data-section-editor]');
    await expect(editor.getByLabel('Title', { exact: true })).toHaveValue(`Saved often ${stamp} 52`);
    await editor.getByRole('button', { name: 'History' }).click();
    const panel = page.locator('[data-history-panel]');
    const saves = panel.locator('[data-revision]');
    await expect(saves).toHaveCount(50);
    await panel.getByRole('button', { name: 'Show older saves' }).click();
    await expect(saves).toHaveCount(52);
    await expect(panel.getByRole('button', { name: 'Show older saves' })).toHaveCount(0);
    // The oldest save, now shown, compares with now like any other.
    await saves.last().getByRole('button', { name: 'Compare with now' }).click();
    const row = panel.locator('[data-compare-field="section_title"]');
    await expect(row.locator('[data-compare-side="before"]')).toHaveText(`Saved often ${stamp} 0`);
    await expect(row.locator('[data-compare-side="after"]')).toHaveText(`Saved often ${stamp} 52`);
  } finally {
    await api(page, 'DELETE', `/api/template-sections/${created.id}`);
  }
});
