// Two people editing one section in two browsers (decision 064): a save based on an older version is
// refused by the server, and nothing the other person saved is lost. Fields only one of them changed
// merge without a question; a field both changed is shown side by side, and "Keep mine" wins on the
// server. Each test makes a section of its own, so it never depends on what ran before.
import type { Browser, Locator, Page } from '@playwright/test';
import { acceptCookies, axeViolations, expect, signInAs, siteUrl, test } from './support/fixtures';

const SITE = 'brightstack';

async function editorPage(browser: Browser, isMobile: boolean): Promise<Page> {
  const context = await browser.newContext(isMobile ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : { viewport: { width: 1280, height: 800 } });
  await acceptCookies(context, SITE);
  const page = await context.newPage();
  await signInAs(page, SITE, 'admin');
  return page;
}

type Stored = { id: string; section_title: string; section_description: string; version: number };

/** A new section on /about, made through the API as the signed-in page. */
async function newSection(page: Page, title: string): Promise<Stored> {
  await page.goto(siteUrl(SITE, '/about'));
  return page.evaluate(async (sectionTitle) => {
    const response = await fetch('/api/template-sections', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url_page: '/about', section_title: sectionTitle, section_description: 'First words' }),
    });
    return response.json();
  }, title);
}

async function stored(page: Page, id: string): Promise<Stored> {
  return page.evaluate(async (sectionId) => {
    const list = (await (await fetch('/api/template-sections?url_page=/about', { cache: 'no-store' })).json()) as Stored[];
    return list.find((section) => section.id === sectionId)!;
  }, id);
}

async function openEditor(page: Page, id: string) {
  await page.goto(siteUrl(SITE, `/about?editor=section:${id}`));
  const editor = page.locator('[data-section-editor]');
  await expect(editor.getByLabel('Title', { exact: true })).not.toHaveValue('');
  return editor;
}

async function remove(page: Page, id: string) {
  await page.evaluate((sectionId) => fetch(`/api/template-sections/${sectionId}`, { method: 'DELETE' }), id);
}

type Sides = { a: Page; b: Page; inA: Locator; inB: Locator; section: Stored };

/**
 * Two people (two browser contexts, signed in as the admin) with the same new section open in
 * their editors; the section and both contexts are gone afterwards, whatever happened.
 */
async function twoEditors(browser: Browser, isMobile: boolean, label: string, run: (sides: Sides) => Promise<void>) {
  const [a, b] = [await editorPage(browser, isMobile), await editorPage(browser, isMobile)];
  const section = await newSection(a, `${label} ${Date.now().toString(36)}`);
  try {
    await run({ a, b, inA: await openEditor(a, section.id), inB: await openEditor(b, section.id), section });
  } finally {
    await remove(a, section.id);
    await a.context().close();
    await b.context().close();
  }
}

test.describe('two people, one section', () => {
  test('changes to different fields merge: the later save keeps the earlier one', async ({ browser, isMobile }) =>
    twoEditors(browser, isMobile, 'Merge', async ({ a, b, inA, inB, section }) => {
      await inB.getByLabel('Description').fill('Saved first, by B');
      await inB.getByRole('button', { name: 'Update', exact: true }).click();
      await expect(b.getByText('Section updated successfully')).toBeVisible();

      const titleByA = `${section.section_title}, renamed by A`;
      await inA.getByLabel('Title', { exact: true }).fill(titleByA);
      await inA.getByRole('button', { name: 'Update', exact: true }).click();
      await expect(a.getByText('Someone else had saved this section meanwhile: their changes were merged with yours.')).toBeVisible();
      await expect(a.getByText('Section updated successfully')).toBeVisible();

      const now = await stored(a, section.id);
      expect(now).toMatchObject({ section_title: titleByA, section_description: 'Saved first, by B', version: section.version + 2 });
    }));

  test('the same field changed twice is shown side by side, and "Keep mine" wins on the server', { tag: '@phone' }, async ({ browser, isMobile }) =>
    twoEditors(browser, isMobile, 'Conflict', async ({ a, b, inA, inB, section }) => {
      await inB.getByLabel('Title', { exact: true }).fill('Title by B');
      await inB.getByLabel('Description').fill('Description by B');
      await inB.getByRole('button', { name: 'Update', exact: true }).click();
      await expect(b.getByText('Section updated successfully')).toBeVisible();

      await inA.getByLabel('Title', { exact: true }).fill('Title by A');
      await inA.getByRole('button', { name: 'Update', exact: true }).click();
      const view = a.getByRole('alertdialog', { name: 'Someone else saved this section' });
      await expect(view).toBeVisible();
      // Only the title is asked about; B's description is already in A's form.
      const title = view.locator('[data-conflict-field="section_title"]');
      await expect(view.locator('[data-conflict-field]')).toHaveCount(1);
      await expect(title.locator('[data-conflict-value="mine"]')).toHaveText('Title by A');
      await expect(title.locator('[data-conflict-value="theirs"]')).toHaveText('Title by B');
      await expect(title.getByRole('radio', { name: 'Keep mine' })).toBeChecked();
      await expect(inA.getByLabel('Description')).toHaveText('Description by B');
      expect(await axeViolations(a, { include: '[data-conflict-view]' })).toEqual([]);
      // Nothing is saved until A chooses.
      expect(await stored(a, section.id)).toMatchObject({ section_title: 'Title by B' });

      await view.getByRole('button', { name: 'Save with these choices' }).click();
      await expect(a.getByText('Section updated successfully')).toBeVisible();
      expect(await stored(a, section.id)).toMatchObject({ section_title: 'Title by A', section_description: 'Description by B', version: section.version + 2 });
    }));

  test('"Keep editing" saves nothing; at the next refusal "Keep theirs" takes the other person\'s text', async ({ browser, isMobile }) =>
    twoEditors(browser, isMobile, 'Theirs', async ({ a, b, inA, inB, section }) => {
      await inB.getByLabel('Title', { exact: true }).fill('Kept from B');
      await inB.getByRole('button', { name: 'Update', exact: true }).click();
      await expect(b.getByText('Section updated successfully')).toBeVisible();

      await inA.getByLabel('Title', { exact: true }).fill('Dropped from A');
      await inA.getByRole('button', { name: 'Update', exact: true }).click();
      const view = a.getByRole('alertdialog', { name: 'Someone else saved this section' });
      await view.getByRole('button', { name: 'Keep editing' }).click();
      await expect(view).toBeHidden();
      await expect(inA.getByLabel('Title', { exact: true })).toHaveValue('Dropped from A');
      expect(await stored(a, section.id)).toMatchObject({ section_title: 'Kept from B' });

      // A has now seen B's title. B saves once more: A's next save is refused again.
      const again = await openEditor(b, section.id);
      await again.getByLabel('Title', { exact: true }).fill('Kept from B, again');
      await again.getByRole('button', { name: 'Update', exact: true }).click();
      await expect(b.getByText('Section updated successfully')).toBeVisible();
      await inA.getByRole('button', { name: 'Update', exact: true }).click();
      await expect(view.locator('[data-conflict-value="theirs"]')).toHaveText('Kept from B, again');
      await view.locator('[data-conflict-field="section_title"]').getByRole('radio', { name: 'Keep theirs' }).check();
      await view.getByRole('button', { name: 'Save with these choices' }).click();
      await expect(a.getByText('Section updated successfully')).toBeVisible();
      expect(await stored(a, section.id)).toMatchObject({ section_title: 'Kept from B, again' });
    }));
});

test.describe('two people, one heading', () => {
  test('the heading editor merges the other person\'s fields and asks only about the field both changed', async ({ browser, isMobile }) => {
    const [a, b] = [await editorPage(browser, isMobile), await editorPage(browser, isMobile)];
    await a.goto(siteUrl(SITE, '/about'));
    const heading = await a.evaluate(async (name) => {
      const response = await fetch('/api/template-heading-sections', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ url_page: '/about', name, description_text: 'Heading words' }),
      });
      return (await response.json()) as { id: string; name: string; version: number };
    }, `Heading ${Date.now().toString(36)}`);
    const read = () =>
      a.evaluate(async (id) => {
        const list = (await (await fetch('/api/template-heading-sections?url_page=/about', { cache: 'no-store' })).json()) as { id: string; name: string; name_part_3: string | null; version: number }[];
        return list.find((entry) => entry.id === id)!;
      }, heading.id);
    const open = async (page: Page) => {
      await page.goto(siteUrl(SITE, `/about?editor=heading:${heading.id}`));
      const editor = page.locator('[data-heading-editor]');
      await expect(editor.getByLabel('Heading', { exact: true })).toHaveValue(heading.name);
      return editor;
    };
    try {
      const inA = await open(a);
      const inB = await open(b);
      await inB.getByLabel('Heading', { exact: true }).fill('Heading by B');
      await inB.getByLabel('Third part (optional)').fill('and part three by B');
      await inB.getByRole('button', { name: 'Update', exact: true }).click();
      await expect(b.getByText('Heading section updated successfully')).toBeVisible();

      await inA.getByLabel('Heading', { exact: true }).fill('Heading by A');
      await inA.getByRole('button', { name: 'Update', exact: true }).click();
      const view = a.getByRole('alertdialog', { name: 'Someone else saved this section' });
      await expect(view.locator('[data-conflict-field]')).toHaveCount(1);
      await expect(view.locator('[data-conflict-field="name"] legend')).toHaveText('Heading');
      await expect(inA.getByLabel('Third part (optional)')).toHaveValue('and part three by B');
      await view.getByRole('button', { name: 'Save with these choices' }).click();
      await expect(a.getByText('Heading section updated successfully')).toBeVisible();
      expect(await read()).toMatchObject({ name: 'Heading by A', name_part_3: 'and part three by B', version: heading.version + 2 });
    } finally {
      await a.evaluate((id) => fetch(`/api/template-heading-sections/${id}`, { method: 'DELETE' }), heading.id);
      await a.context().close();
      await b.context().close();
    }
  });
});
