// Two people editing the same card of a section in two browsers (decision 064). A card is saved on
// every keystroke and toggle, each PATCH naming the card's version: a change made on an older
// version is refused, and nothing the other person saved is lost. A field only one of them changed
// merges without a question; a field both changed is shown side by side, and "Keep mine" wins on
// the server. An editor that is only looking learns of the other person's change within one poll.
import type { Browser, Locator, Page } from '@playwright/test';
import { OTHERS_POLL_MS } from '../../src/features/editor/kit/others-poll';
import { acceptCookies, axeViolations, expect, installClock, signInAs, siteUrl, test } from './support/fixtures';

const SITE = 'brightstack';

type Card = { id: string; title: string; description: string; is_title_displayed: boolean; version: number };
type Section = { id: string; version: number; website_metric: Card[] };

async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ([verb, address, payload]) => {
      const response = await fetch(address, { method: verb, headers: { 'content-type': 'application/json' }, body: payload === undefined ? undefined : JSON.stringify(payload) });
      return response.json();
    },
    [method, path, body] as const,
  );
}

async function editorPage(browser: Browser, isMobile: boolean, clock = false): Promise<Page> {
  const context = await browser.newContext(isMobile ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : { viewport: { width: 1280, height: 800 } });
  await acceptCookies(context, SITE);
  const page = await context.newPage();
  if (clock) await installClock(page);
  await signInAs(page, SITE, 'admin', '/about');
  return page;
}

async function storedCard(page: Page, id: string): Promise<Card> {
  const library = await api<Card[]>(page, 'GET', '/api/metrics');
  return library.find((card) => card.id === id)!;
}

async function openCard(page: Page, sectionId: string): Promise<Locator> {
  await page.goto(siteUrl(SITE, `/about?editor=section:${sectionId}`));
  const card = page.locator('[data-section-editor] [data-metric-id]').first();
  await expect(card.getByLabel('Card title')).not.toHaveValue('');
  return card;
}

type Sides = { a: Page; b: Page; inA: Locator; inB: Locator; card: Card };

/** A new section with one card, open in two people's editors; all of it gone afterwards. */
async function twoEditors(browser: Browser, isMobile: boolean, options: { clockInA?: boolean }, run: (sides: Sides) => Promise<void>) {
  const a = await editorPage(browser, isMobile, options.clockInA);
  const b = await editorPage(browser, isMobile);
  const label = Date.now().toString(36);
  const section = await api<Section>(a, 'POST', '/api/template-sections', { url_page: '/about', section_title: `Cards ${label}`, section_description: 'Two people' });
  const card = await api<Card>(a, 'POST', '/api/metrics', { title: `Card ${label}`, description: '<p>First words</p>' });
  await api(a, 'POST', `/api/template-sections/${section.id}/metrics`, { metric_id: card.id });
  try {
    await run({ a, b, inA: await openCard(a, section.id), inB: await openCard(b, section.id), card });
  } finally {
    await api(a, 'DELETE', `/api/template-sections/${section.id}`);
    await api(a, 'DELETE', `/api/metrics/${card.id}?force=true`);
    await a.context().close();
    await b.context().close();
  }
}

const saved = (page: Page) => expect(page.locator('[data-section-editor]').getByText('All changes saved')).toBeVisible();

test.describe('two people, one card', () => {
  test('the same title typed in both: the later one is asked, and "Keep mine" wins on the server', { tag: '@phone' }, async ({ browser, isMobile }) =>
    twoEditors(browser, isMobile, {}, async ({ a, b, inA, inB, card }) => {
      await inA.getByLabel('Card title').fill('Title typed by A');
      await saved(a);

      // B's card still shows the old title; B types on at its end.
      const field = inB.getByLabel('Card title');
      await field.press('End');
      await field.pressSequentially(' and B', { delay: 20 });
      const view = b.getByRole('alertdialog', { name: `Someone else changed the card “${card.title}”` });
      await expect(view).toBeVisible();
      // The view took the focus: keys typed after it opened went nowhere, what came before is "mine".
      const typedByB = await field.inputValue();
      expect([typedByB.length > card.title.length, `${card.title} and B`.startsWith(typedByB)]).toEqual([true, true]);
      const title = view.locator('[data-conflict-field="title"]');
      await expect(view.locator('[data-conflict-field]')).toHaveCount(1);
      await expect(title.locator('[data-conflict-value="mine"]')).toHaveText(typedByB);
      await expect(title.locator('[data-conflict-value="theirs"]')).toHaveText('Title typed by A');
      expect(await axeViolations(b, { include: '[data-conflict-view]' })).toEqual([]);
      // Nothing of B's overwrote A's title while B was asked.
      expect((await storedCard(a, card.id)).title).toBe('Title typed by A');

      await title.getByRole('radio', { name: 'Keep mine' }).check();
      await view.getByRole('button', { name: 'Save with these choices' }).click();
      await expect(view).toBeHidden();
      await saved(b);
      // (The server trims a title.)
      await expect.poll(async () => (await storedCard(a, card.id)).title).toBe(typedByB.trim());
    }));

  test('different fields of one card merge without a question, and each side shows both', async ({ browser, isMobile }) =>
    twoEditors(browser, isMobile, {}, async ({ a, b, inA, inB, card }) => {
      const showTitle = (side: Locator) => side.getByRole('toolbar', { name: 'Card tools' }).getByRole('button', { name: 'Show title' });
      await expect(showTitle(inA)).toHaveAttribute('aria-pressed', String(card.is_title_displayed));
      await showTitle(inA).click();
      await saved(a);

      await inB.getByLabel('Card title').fill('Renamed by B');
      await saved(b);
      // B's title went on A's version, and B now shows A's toggle, with no question asked.
      await expect(b.getByRole('alertdialog')).toHaveCount(0);
      await expect(showTitle(inB)).toHaveAttribute('aria-pressed', String(!card.is_title_displayed));
      const now = await storedCard(a, card.id);
      expect(now).toMatchObject({ title: 'Renamed by B', is_title_displayed: !card.is_title_displayed, version: card.version + 2 });
      // Undo in B takes back B's own title only, written back on the card's current version.
      await inB.getByLabel('Card title').press('Control+z');
      await expect(inB.getByLabel('Card title')).toHaveValue(card.title);
      await expect.poll(async () => (await storedCard(a, card.id)).title).toBe(card.title);
      expect((await storedCard(a, card.id)).is_title_displayed).toBe(!card.is_title_displayed);
    }));

  test('an editor only looking learns of the other person\'s change within one poll', async ({ browser, isMobile }) =>
    twoEditors(browser, isMobile, { clockInA: true }, async ({ a, b, inA, inB }) => {
      await inB.getByLabel('Card title').fill('Changed while A looked');
      await saved(b);
      await expect(inA.getByLabel('Card title')).not.toHaveValue('Changed while A looked');
      await a.clock.fastForward(OTHERS_POLL_MS);
      await expect(inA.getByLabel('Card title')).toHaveValue('Changed while A looked');
      // Said with who saved it: the same admin, in B's browser.
      const me = await api<{ user: { name: string } }>(b, 'GET', '/api/me');
      await expect(a.getByText(`${me.user.name} changed the card “Changed while A looked”: their changes are shown.`)).toBeVisible();
    }));
});

test('undo and redo of a card toggle are written back, each on the card\'s current version', async ({ browser, isMobile }) => {
  const page = await editorPage(browser, isMobile);
  const label = Date.now().toString(36);
  const section = await api<Section>(page, 'POST', '/api/template-sections', { url_page: '/about', section_title: `Toggles ${label}` });
  const card = await api<Card>(page, 'POST', '/api/metrics', { title: `Toggled ${label}`, description: '<p>Switched on and off</p>' });
  await api(page, 'POST', `/api/template-sections/${section.id}/metrics`, { metric_id: card.id });
  try {
    const inCard = await openCard(page, section.id);
    const showTitle = inCard.getByRole('toolbar', { name: 'Card tools' }).getByRole('button', { name: 'Show title' });
    const shown = card.is_title_displayed;
    await showTitle.click();
    await expect(showTitle).toHaveAttribute('aria-pressed', String(!shown));
    await expect.poll(async () => (await storedCard(page, card.id)).is_title_displayed).toBe(!shown);

    await page.keyboard.press('Control+z');
    await expect(showTitle).toHaveAttribute('aria-pressed', String(shown));
    await expect.poll(async () => (await storedCard(page, card.id)).is_title_displayed).toBe(shown);
    await page.keyboard.press('Control+Shift+z');
    await expect(showTitle).toHaveAttribute('aria-pressed', String(!shown));
    await expect.poll(async () => storedCard(page, card.id)).toMatchObject({ is_title_displayed: !shown, version: card.version + 3 });
  } finally {
    await api(page, 'DELETE', `/api/template-sections/${section.id}`);
    await api(page, 'DELETE', `/api/metrics/${card.id}?force=true`);
    await page.context().close();
  }
});

test('a card is deleted for good only once its exact title is typed', async ({ browser, isMobile }) => {
  const page = await editorPage(browser, isMobile);
  const label = Date.now().toString(36);
  const section = await api<Section>(page, 'POST', '/api/template-sections', { url_page: '/about', section_title: `Deleting ${label}` });
  const card = await api<Card>(page, 'POST', '/api/metrics', { title: `Doomed ${label}`, description: '<p>Short-lived</p>' });
  await api(page, 'POST', `/api/template-sections/${section.id}/metrics`, { metric_id: card.id });
  try {
    const inCard = await openCard(page, section.id);
    await inCard.getByRole('button', { name: 'Remove card' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete permanently' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete permanently' });
    const button = confirm.getByRole('button', { name: 'Delete permanently' });
    await expect(button).toBeDisabled();
    await confirm.getByLabel('Card title').fill(card.title.slice(0, -1));
    await expect(button).toBeDisabled();
    expect(await axeViolations(page, { include: '[role="alertdialog"]' })).toEqual([]);
    await confirm.getByLabel('Card title').fill(card.title);
    await button.click();
    await expect(page.getByText('Metric deleted')).toBeVisible();
    await expect(page.locator('[data-section-editor] [data-metric-id]')).toHaveCount(0);
    expect(await storedCard(page, card.id)).toBeUndefined();
  } finally {
    await api(page, 'DELETE', `/api/template-sections/${section.id}`);
    await page.context().close();
  }
});
