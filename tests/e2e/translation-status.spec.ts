// Translation status (issue 22 item 3 and its "Done when"; decision 077): in the section editor,
// switched to Spanish, a field with no Spanish text is marked and the language's share shown; typing
// the translation takes the marker away, and Spanish visitors read it once saved. When the English
// text changes afterwards, the Spanish one is marked out of date until someone says it still holds.
// The hero editor marks its title beside the field, and the texts written in its preview in a list.
import type { Page } from '@playwright/test';
import { acceptCookies, axeViolations, expect, signInAs, siteUrl, test } from './support/fixtures';
import { openHeroEditor, readHero, restoreHero } from './support/hero-editor';
import { pageApi } from './support/page-api';

const SITE = 'harbour-law';

type Section = { id: string; version: number; section_title: string };

async function openInSpanish(page: Page, path: string, id: string) {
  await page.goto(siteUrl(SITE, `${path}?editor=section%3A${id}`));
  const editor = page.getByRole('dialog', { name: /Edit Section/ });
  await expect(editor.getByLabel('Title', { exact: true })).toBeVisible();
  await editor.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Spanish', exact: true }).click();
  return editor;
}

test('markers show where Spanish is missing or out of date, and go once it is written or confirmed', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const path = `/translate-${stamp}`;
  await acceptCookies(page.context(), SITE);
  await signInAs(page, SITE, 'admin', '/');
  const section = await pageApi<Section>(page, 'POST', '/api/template-sections', { url_page: path, section_title: `Fees ${stamp}`, section_description: 'How we bill our clients' });
  try {
    let editor = await openInSpanish(page, path, section.id);
    const titleMark = editor.locator('[data-translation-mark][data-field="section_title"]');
    await expect(titleMark).toHaveAttribute('data-translation-mark', 'missing');
    await expect(titleMark).toContainText('Not translated into Spanish yet');
    await expect(editor.locator('[data-translation-mark="missing"][data-field="section_description"]')).toBeVisible();
    await expect(editor.locator('[data-translation-completeness]')).toHaveAttribute('data-translation-completeness', '0');

    // Translated: the marker goes, the share rises (one of the two texts).
    await editor.getByLabel('Title', { exact: true }).fill(`Honorarios ${stamp}`);
    await expect(titleMark).toHaveCount(0);
    await expect(editor.locator('[data-translation-completeness]')).toHaveAttribute('data-translation-completeness', '50');
    await editor.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(page.getByText('Section updated successfully')).toBeVisible();
    await expect(editor).toBeHidden();

    // A Spanish visitor reads it.
    const context = await browser.newContext();
    await acceptCookies(context, SITE);
    const visitor = await context.newPage();
    await visitor.goto(siteUrl(SITE, `/es${path}`));
    await expect(visitor.getByRole('heading', { name: `Honorarios ${stamp}` }).first()).toBeVisible();
    await context.close();

    // The English title changes afterwards: the Spanish one is out of date until confirmed.
    const current = (await pageApi<Section[]>(page, 'GET', `/api/template-sections?url_page=${encodeURIComponent(path)}`)).find((entry) => entry.id === section.id)!;
    await pageApi(page, 'PUT', `/api/template-sections/${section.id}`, { section_title: `Fees and costs ${stamp}`, version: current.version });
    editor = await openInSpanish(page, path, section.id);
    await expect(titleMark).toHaveAttribute('data-translation-mark', 'stale');
    await expect(titleMark).toContainText('Out of date');
    await titleMark.getByRole('button', { name: 'Still right' }).click();
    await expect(titleMark).toHaveCount(0);
  } finally {
    await pageApi(page, 'DELETE', `/api/template-sections/${section.id}`);
  }
});

test('the hero editor marks each of its texts, the ones written in the preview too', async ({ page }) => {
  test.setTimeout(90_000);
  await acceptCookies(page.context(), SITE);
  await signInAs(page, SITE, 'admin', '/');
  const seeded = await readHero(page);
  try {
    // Spanish taken from the description and the button; the English title changed after its Spanish one.
    const withoutSpanish = (map: unknown) => Object.fromEntries(Object.entries((map ?? {}) as Record<string, string>).filter(([locale]) => locale !== 'es'));
    const { version: _version, ...record } = seeded as Record<string, unknown> & { version?: number };
    await pageApi(page, 'PUT', '/api/hero', {
      ...record,
      title: `${String(seeded.title)} today`,
      description_translation: withoutSpanish(seeded.description_translation),
      button_translation: withoutSpanish(seeded.button_translation),
    });
    const { editor } = await openHeroEditor(page, SITE);
    await editor.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('listbox').getByRole('option', { name: 'Spanish', exact: true }).click();
    const marks = editor.locator('[data-hero-translation-marks]');
    await expect(marks.locator('[data-translation-mark="missing"][data-field="description"]')).toContainText('Description: Not translated into Spanish yet');
    await expect(marks.locator('[data-translation-mark="missing"][data-field="button"]')).toContainText('Button: Not translated into Spanish yet');
    const title = editor.locator('[data-translation-mark][data-field="title"]');
    await expect(title).toHaveAttribute('data-translation-mark', 'stale');
    await title.getByRole('button', { name: 'Still right' }).click();
    await expect(title).toHaveCount(0);
    expect(await axeViolations(page, { include: '[data-hero-editor]' })).toEqual([]);
  } finally {
    await restoreHero(page, seeded);
  }
});
