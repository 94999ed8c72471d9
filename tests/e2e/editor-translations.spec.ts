// Editing the text of each of a site's languages (docs/decisions/035-editing-translations.md): the
// harbour-law admin opens an editor from a Spanish page, the Language picker starts at Spanish, the
// text typed is the Spanish translation and the preview draws it; visitors of /es/ then read it
// while the English page keeps its text. The records are put back afterwards.
import type { Browser, Page } from '@playwright/test';
import { acceptCookies, axeViolations, expect, signInAs, siteUrl, test } from './support/fixtures';
import { readHero, restoreHero } from './support/hero-editor';

const ENGLISH_TITLE = 'Recent completions';
const SPANISH_TITLE = 'Operaciones recientes';

type CardRecord = { id: string; title: string; title_translation: Record<string, string> };
type SectionRecord = { id: string; section_title: string; section_title_translation: Record<string, string>; website_metric: CardRecord[] };

/** The section as GET /api/template-sections answers it (the page must be signed in as staff). */
async function readSection(page: Page): Promise<SectionRecord> {
  const list = await page.evaluate(async () => (await fetch('/api/template-sections?url_page=/services', { cache: 'no-store' })).json() as Promise<SectionRecord[]>);
  const section = list.find((entry) => entry.section_title === ENGLISH_TITLE);
  if (!section) throw new Error(`No "${ENGLISH_TITLE}" section on /services`);
  return section;
}

async function send(page: Page, method: 'PUT' | 'PATCH', path: string, body: object): Promise<void> {
  const status = await page.evaluate(
    async ({ method, path, body }) => (await fetch(path, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).status,
    { method, path, body },
  );
  expect(status).toBe(200);
}

/** What an anonymous visitor reads at `path`. */
async function visitorSees(browser: Browser, path: string, text: string): Promise<void> {
  const context = await browser.newContext();
  await acceptCookies(context, 'harbour-law');
  const visitor = await context.newPage();
  await visitor.goto(siteUrl('harbour-law', path));
  await expect(visitor.getByText(text, { exact: true }).first()).toBeVisible();
  await context.close();
}

test.describe('editing the text of every language', () => {
  // A Spanish-speaking admin: on /es/ pages the browser's own language is the page's, so the site
  // never suggests "View this site in English?" over the editor (it comes 2 s after load).
  test.use({ locale: 'es-ES' });

  test.beforeEach(async ({ context }) => {
    await acceptCookies(context, 'harbour-law');
  });

  test("a section's Spanish title is edited from /es/, previewed and shown to Spanish visitors only", async ({ page, browser }) => {
    await signInAs(page, 'harbour-law', 'admin', '/es/services');
    const original = await readSection(page);
    const typed = `Asuntos cerrados hace poco ${Date.now().toString(36)}`;
    try {
      await page.goto(siteUrl('harbour-law', '/es/services'));
      await page.getByRole('button', { name: `Editar la sección ${SPANISH_TITLE}` }).click();
      const editor = page.getByRole('dialog', { name: /Editar sección/ });
      const picker = editor.getByRole('combobox', { name: 'Idioma' });
      await expect(picker).toHaveText('Español');
      const title = editor.getByLabel('Título', { exact: true });
      await expect(title).toHaveValue(SPANISH_TITLE);
      // A blank translation falls back to the default text: the field offers it, the preview draws it.
      await expect(title).toHaveAttribute('placeholder', ENGLISH_TITLE);
      await title.fill('');
      const preview = editor.locator('[data-section-preview]');
      await expect(preview.getByText(ENGLISH_TITLE, { exact: true })).toBeVisible();
      await title.fill(typed);
      await expect(preview.getByText(typed, { exact: true })).toBeVisible();

      // A card's Spanish title is saved as it is typed, as its translation map.
      const card = original.website_metric[0];
      const cardTitle = editor.locator(`[data-metric-id="${card.id}"]`).getByLabel('Título de la tarjeta');
      await expect(cardTitle).toHaveAttribute('placeholder', card.title);
      await cardTitle.fill(`${typed} · 1`);
      await expect(preview.getByText(`${typed} · 1`, { exact: true }).first()).toBeVisible();
      await expect(editor.getByText('Todos los cambios guardados')).toBeVisible();

      // The picker lists the site's languages, named in the editor's language; English edits the base text.
      await picker.click();
      const list = page.getByRole('listbox');
      await expect(list.getByRole('option')).toHaveText(['Inglés (predeterminado)', 'Español', 'Alemán']);
      expect(await axeViolations(page, { include: '[role="dialog"], [role="listbox"]' })).toEqual([]);
      await list.getByRole('option', { name: 'Inglés (predeterminado)' }).click();
      await expect(title).toHaveValue(ENGLISH_TITLE);
      await expect(preview.getByText(ENGLISH_TITLE, { exact: true })).toBeVisible();
      await picker.click();
      await page.getByRole('listbox').getByRole('option', { name: 'Español' }).click();
      await expect(title).toHaveValue(typed);

      await editor.getByRole('button', { name: 'Actualizar', exact: true }).click();
      await expect(page.getByText('Sección actualizada correctamente')).toBeVisible();
      await expect(editor).toBeHidden();
      const saved = await readSection(page);
      expect(saved.section_title).toBe(ENGLISH_TITLE);
      expect(saved.section_title_translation).toEqual({ ...original.section_title_translation, es: typed });
      expect(saved.website_metric[0]).toMatchObject({ title: card.title, title_translation: { ...card.title_translation, es: `${typed} · 1` } });

      await visitorSees(browser, '/es/services', typed);
      await visitorSees(browser, '/services', ENGLISH_TITLE);
    } finally {
      await send(page, 'PUT', `/api/template-sections/${original.id}`, { section_title_translation: original.section_title_translation });
      const card = original.website_metric[0];
      await send(page, 'PATCH', `/api/metrics/${card.id}`, { title_translation: card.title_translation });
    }
  });

  test("the hero's title in a second language shows on that language's home page", async ({ page, browser }) => {
    await signInAs(page, 'harbour-law', 'admin', '/es/');
    const hero = await readHero(page);
    const englishTitle = String(hero.title);
    const typed = `Asesoría legal clara ${Date.now().toString(36)}`;
    try {
      await page.goto(siteUrl('harbour-law', '/es/'));
      await page.getByRole('button', { name: /^Editar hero:/ }).click();
      const editor = page.getByRole('dialog', { name: /Editar sección hero/ });
      await expect(editor.getByRole('combobox', { name: 'Idioma' })).toHaveText('Español');
      const title = editor.getByLabel('Título del hero', { exact: true }).first();
      await expect(title).toHaveAttribute('placeholder', englishTitle);
      await title.fill(typed);
      await expect(editor.locator('[data-hero-preview] [data-hero-part="title"]')).toHaveText(typed);

      // The default language's title is the required one: blank in English, the Spanish view says
      // where it is missing and Save stays off; written again, all is as before.
      const picker = editor.getByRole('combobox', { name: 'Idioma' });
      const choose = async (name: RegExp) => {
        await picker.click();
        await page.getByRole('option', { name }).click();
      };
      await choose(/^Inglés/);
      await title.fill('');
      await choose(/^Español$/);
      await expect(editor.getByRole('status').filter({ hasText: 'Hace falta un título en inglés' })).toBeVisible();
      await expect(editor.getByRole('button', { name: 'Guardar cambios' })).toBeDisabled();
      await choose(/^Inglés/);
      await title.fill(englishTitle);
      await choose(/^Español$/);
      await expect(title).toHaveValue(typed);
      await expect(editor.getByRole('status').filter({ hasText: 'Hace falta un título' })).toHaveCount(0);

      await editor.getByRole('button', { name: 'Guardar cambios' }).click();
      await expect(page.getByText('Sección hero guardada')).toBeVisible();
      const saved = await readHero(page);
      expect(saved.title).toBe(englishTitle);
      expect((saved.title_translation as Record<string, string>).es).toBe(typed);

      await visitorSees(browser, '/es/', typed);
      await visitorSees(browser, '/', englishTitle);
    } finally {
      await restoreHero(page, hero);
    }
  });
});
