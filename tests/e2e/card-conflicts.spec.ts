// Two people editing the same card of a section in two browsers (decision 064). A card is saved on
// every keystroke and toggle, each PATCH naming the card's version: a change made on an older
// version is refused, and nothing the other person saved is lost. A field only one of them changed
// merges without a question; a field both changed is shown side by side, and "Keep mine" wins on
// the server. An editor that is only looking learns of the other person's change within one poll.
import type { Browser, Locator, Page, Route } from '@playwright/test';
import { OTHERS_POLL_MS } from '../../src/features/editor/kit/others-poll';
import { acceptCookies, axeViolations, dndKeyboardReady, expect, installClock, signInAs, siteUrl, test } from './support/fixtures';
import { pageApi } from './support/page-api';

const SITE = 'brightstack';

type Card = { id: string; title: string; description: string; is_title_displayed: boolean; version: number };
type Section = { id: string; version: number; website_metric: Card[] };

const api = pageApi;

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

/** The card titles of the open section editor, in their order. */
const cardOrder = (page: Page) => page.locator('[data-section-editor] li[data-metric-id]').getByLabel('Card title').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

/** Moves a card with the keyboard (dnd-kit), each key waiting for the announcement of the one before. */
async function moveCard(page: Page, title: string, key: 'ArrowUp' | 'ArrowDown', to: number, total: number) {
  await page.locator('[data-section-editor]').getByRole('button', { name: `Move card ${title}` }).focus();
  const live = page.locator('[id^="DndLiveRegion"]');
  await page.keyboard.press('Space');
  await expect(live).toContainText(`Picked up card ${title}`);
  await dndKeyboardReady(page);
  await page.keyboard.press(key);
  await expect(live).toContainText(`Card ${title} moved to position ${to} of ${total}`);
  await page.keyboard.press('Space');
  await expect(live).toContainText(`Card ${title} dropped at position ${to} of ${total}`);
}

test('two people, one list of cards: a move is saved over their field change, refused over their move, and their added card is kept by undo', async ({ browser, isMobile }) => {
  test.setTimeout(60_000);
  const a = await editorPage(browser, isMobile, true);
  const b = await editorPage(browser, isMobile);
  const label = Date.now().toString(36);
  const titles = ['One', 'Two', 'Three', 'Four'].map((word) => `${word} ${label}`);
  const [one, two, three, four] = titles;
  const section = await api<Section>(a, 'POST', '/api/template-sections', { url_page: '/about', section_title: `List ${label}` });
  const cards = [];
  for (const title of titles) cards.push(await api<Card>(a, 'POST', '/api/metrics', { title, description: '<p>In a list</p>' }));
  for (const card of cards.slice(0, 3)) await api(a, 'POST', `/api/template-sections/${section.id}/metrics`, { metric_id: card.id });
  // `t` asks past the browser's cache of this public read (a minute).
  const stored = async () => (await api<Section[]>(a, 'GET', `/api/template-sections?url_page=/about&t=${Date.now()}`)).find((entry) => entry.id === section.id)!;
  const storedOrder = async () => (await stored()).website_metric.map((card) => card.title);
  try {
    await openCard(a, section.id);
    // Opening is not news: the list loaded is the list shown.
    await expect(a.getByText("Someone else changed this section's cards")).toHaveCount(0);
    await openCard(b, section.id);
    // B reads the section again only when the test lets it: it stays on the list it opened with.
    const held: Route[] = [];
    await b.route(/\/api\/template-sections\?/, (route) => void held.push(route));

    // Someone changes only the section's title: A's move was based on an older version, yet the
    // list is the one A saw, so it is saved on the new version, with nothing said.
    const before = await stored();
    await api(b, 'PUT', `/api/template-sections/${section.id}`, { section_title: `List ${label} (renamed)`, version: before.version });
    await moveCard(a, three, 'ArrowUp', 2, 3);
    await expect.poll(storedOrder).toEqual([one, three, two]);
    await expect.poll(() => cardOrder(a)).toEqual([one, three, two]);
    await expect(a.getByText("Someone else changed this section's cards")).toHaveCount(0);

    // B, still on the list as it opened, moves a card too: refused, since A moved them meanwhile.
    // B now shows A's order, and says so; the server keeps A's.
    await moveCard(b, one, 'ArrowDown', 2, 3);
    await expect(b.getByText("Someone else changed this section's cards: they are shown as now saved.")).toBeVisible();
    await expect.poll(() => cardOrder(b)).toEqual([one, three, two]);
    expect(await storedOrder()).toEqual([one, three, two]);
    // B may read the section again.
    for (const route of held.splice(0)) await route.continue();
    await b.unroute(/\/api\/template-sections\?/);
    expect(await axeViolations(b, { include: '[data-section-editor]' })).toEqual([]);

    // A card added by someone else reaches A within one look; A's undo then takes back A's own
    // move only as far as the other person's list allows: the added card stays, here and on the server.
    await api(b, 'POST', `/api/template-sections/${section.id}/metrics`, { metric_id: cards[3].id });
    await a.clock.fastForward(OTHERS_POLL_MS);
    await expect.poll(() => cardOrder(a)).toEqual([one, three, two, four]);
    await expect(a.getByText("Someone else changed this section's cards: they are shown as now saved.")).toBeVisible();
    await a.keyboard.press('Control+z');
    await expect.poll(() => cardOrder(a)).toEqual([one, three, two, four]);
    await expect.poll(storedOrder).toEqual([one, three, two, four]);
  } finally {
    await api(a, 'DELETE', `/api/template-sections/${section.id}`);
    for (const card of cards) await api(a, 'DELETE', `/api/metrics/${card.id}?force=true`);
    await a.context().close();
    await b.context().close();
  }
});
