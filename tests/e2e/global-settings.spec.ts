// Global Settings (editing-layer spec §2 "Global Settings modal", §3 "Organisation data", §4, §7, §8):
// the demo admin opens it by its address on a tab, changes a FAQ (the 'Unsaved changes' badge, Save
// enabled only then, closing asks first), saves, and a visitor reads the new answer; a banner with a
// countdown, started from the palette, shows on the public page; a new cookie service asks a visitor
// who had decided again; a meeting type with its hours is added; axe on every tab, at the desktop's
// width and at 390 px. Every test puts the demo data back as it found it, through the same API.
import type { Browser, Locator, Page } from '@playwright/test';
import { acceptCookies, awaitHydrationOnGoto, axeViolations, expect, freezeClock, ready, signInAs, siteUrl, test } from './support/fixtures';
import { anonymousHtml, pageApi } from './support/page-api';

const SITE = 'brightstack';
const TABS = ['General', 'Hero Section', 'Products', 'Features', 'FAQs', 'Banners', 'Menu', 'Blog', 'Cookies', 'Meeting Types'] as const;
const SLUGS = ['general', 'hero', 'products', 'features', 'faqs', 'banners', 'menu', 'blog', 'cookies', 'meeting-types'] as const;
const UNSAVED_QUESTION = 'You have unsaved changes. Are you sure you want to close?';

type Row = { id: string; [field: string]: unknown };
type OrganizationData = {
  settings: { version: number };
  faqs: Row[];
  banners: (Row & { content: { text?: string } })[];
  cookie_categories: Row[];
  cookie_services: Row[];
  meeting_types: Row[];
};

/** The organisation of the page's site, as the editing layer's setup names it. */
async function organizationId(page: Page): Promise<string> {
  return (await pageApi<{ organizationId: string }>(page, 'GET', '/api/editor/labels?locale=en')).organizationId;
}

const readData = (page: Page, id: string) => pageApi<OrganizationData>(page, 'GET', `/api/organizations/${id}`);

/** A save through the modal's own API, on the version there is now (for putting things back). */
async function saveData(page: Page, id: string, body: Record<string, unknown>): Promise<void> {
  const { settings } = await readData(page, id);
  const answer = await pageApi<{ error?: string }>(page, 'PUT', `/api/organizations/${id}`, { version: settings.version, ...body });
  expect(answer.error).toBeUndefined();
}

/** Opens the modal by its address, on a tab, once its data is in. */
async function openSettings(page: Page, tab: (typeof SLUGS)[number]) {
  await page.goto(siteUrl(SITE, `/pricing?editor=settings:${tab}`));
  const dialog = page.getByRole('dialog', { name: /Global Settings/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Loading settings...')).toHaveCount(0);
  await expect(dialog.getByRole('tab', { name: TABS[SLUGS.indexOf(tab)], exact: true })).toHaveAttribute('aria-selected', 'true');
  return dialog;
}

const saveButton = (dialog: Locator) => dialog.getByRole('button', { name: 'Save', exact: true });

/** A visitor of their own (no staff session), who has dealt with the cookie notice already. */
async function visitor(browser: Browser) {
  const context = await browser.newContext();
  await acceptCookies(context, SITE);
  return { context, page: await context.newPage() };
}

test('staff change a FAQ: the badge and Save follow the change, closing asks first, and visitors read the saved answer', { tag: '@phone' }, async ({ page }) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  await acceptCookies(page.context(), SITE);
  await signInAs(page, SITE, 'admin');
  const dialog = await openSettings(page, 'faqs');
  await expect(page).toHaveURL(/[?&]editor=settings(?::|%3A)faqs\b/);
  await expect(dialog.getByRole('heading', { name: 'FAQs' })).toBeVisible();
  await expect(dialog.locator('[data-unsaved-badge]')).toHaveCount(0);
  await expect(saveButton(dialog)).toBeDisabled();

  const id = await organizationId(page);
  const faq = (await readData(page, id)).faqs.find((row) => row.question === 'Is there a free trial?')!;
  const answer = `Yes: three weeks of the Team plan (${stamp}).`;
  try {
    await dialog.getByRole('button', { name: 'Is there a free trial?', exact: true }).click();
    const field = dialog.getByLabel('Answer', { exact: true });
    await expect(field).toHaveValue(String(faq.answer));
    await field.fill(answer);
    await expect(dialog.locator('[data-unsaved-badge]')).toHaveText('Unsaved changes');
    await expect(saveButton(dialog)).toBeEnabled();

    // Typing it back as it was is no change at all.
    await field.fill(String(faq.answer));
    await expect(dialog.locator('[data-unsaved-badge]')).toHaveCount(0);
    await expect(saveButton(dialog)).toBeDisabled();
    await field.fill(answer);

    // Escape asks, in the spec's words; Keep editing leaves everything as it was.
    await page.keyboard.press('Escape');
    const question = page.getByRole('alertdialog');
    await expect(question).toContainText(UNSAVED_QUESTION);
    expect(await axeViolations(page, { include: '[data-unsaved-confirm]' })).toEqual([]);
    await question.getByRole('button', { name: 'Keep editing' }).click();
    await expect(field).toHaveValue(answer);

    await saveButton(dialog).click();
    await expect(page.getByText('Settings saved', { exact: true })).toBeVisible();
    // The modal stays open on its tab, its data read again: nothing left unsaved.
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/[?&]editor=settings(?::|%3A)faqs\b/);
    await expect(dialog.locator('[data-unsaved-badge]')).toHaveCount(0);
    await expect(saveButton(dialog)).toBeDisabled();
    expect((await readData(page, id)).faqs.find((row) => row.id === faq.id)?.answer).toBe(answer);

    // A visitor's page, the shared cached copy, has the new answer.
    await expect.poll(() => anonymousHtml(SITE, '/pricing'), { timeout: 15_000 }).toContain(`three weeks of the Team plan (${stamp})`);

    // Closing a clean modal asks nothing.
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  } finally {
    await saveData(page, id, { faqs: [{ id: faq.id, answer: faq.answer }] });
  }
});

test('a banner started from the palette, with a countdown, is previewed and then shown to visitors', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const text = `Launch week ${Date.now().toString(36)}`;
  await acceptCookies(page.context(), SITE);
  await signInAs(page, SITE, 'admin', '/pricing');
  const id = await organizationId(page);
  await expect(page.getByRole('region', { name: 'Editing tools' })).toBeVisible();
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await palette.getByRole('combobox').fill('Banner');
  await palette.getByRole('option', { name: /^Banner\b/ }).first().click();

  const dialog = page.getByRole('dialog', { name: /Global Settings/ });
  await expect(page).toHaveURL(/[?&]editor=settings(?::|%3A)banners\b/);
  // A new banner is started, its card open, its first field taking the typing.
  const textField = dialog.getByLabel('Text', { exact: true });
  await expect(textField).toBeFocused();
  await page.keyboard.type(text);
  await dialog.getByLabel('Countdown end').fill('2030-01-01T12:00');
  await dialog.getByRole('switch', { name: 'Show the countdown' }).click();
  await expect(dialog.locator('[data-dismissal-meaning="readable"]')).toContainText('The site reads: 7 days.');
  const preview = dialog.locator('[data-banner-preview]');
  await expect(preview).toContainText(text);
  await expect(preview.locator('[data-banner-countdown="running"]')).toBeVisible();

  // A duration the site's parser cannot read is refused on its field.
  const duration = dialog.getByLabel('Closed for');
  await duration.fill('a fortnight');
  await saveButton(dialog).click();
  await expect(dialog.getByText('Write a number and a unit, such as 7 days')).toBeVisible();
  await expect(duration).toBeFocused();
  await duration.fill('2 days');

  let created: string | undefined;
  try {
    await saveButton(dialog).click();
    await expect(page.getByText('Settings saved', { exact: true })).toBeVisible();
    created = (await readData(page, id)).banners.find((banner) => banner.content.text === text)?.id;
    expect(created).toBeDefined();

    const guest = await visitor(browser);
    await guest.page.goto(siteUrl(SITE, '/'));
    const shown = guest.page.locator('[data-banner-id]').filter({ hasText: text });
    await expect(shown).toBeVisible();
    await expect(shown.getByRole('timer')).toBeVisible();
    await guest.context.close();
  } finally {
    if (created) await saveData(page, id, { deleted: { banners: [created] } });
  }
});

test('a new cookie service starts a new consent revision: a visitor who had decided is asked again', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const name = `Heatmaps ${Date.now().toString(36)}`;
  // The visitor decides first, with the notice shown to them (no consent cookie of the fixture).
  const context = await browser.newContext();
  // Its islands listen before the clock moves (the fixture's page does this; this one is the test's own).
  const guest = awaitHydrationOnGoto(await context.newPage());
  await freezeClock(guest);
  await guest.goto(siteUrl(SITE, '/'));
  await guest.clock.runFor(1500);
  const notice = guest.getByTestId('cookie-notice');
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Accept all' }).click();
  await expect(notice).toHaveCount(0);

  await acceptCookies(page.context(), SITE);
  await signInAs(page, SITE, 'admin');
  const dialog = await openSettings(page, 'cookies');
  const id = await organizationId(page);
  await expect(dialog.locator('[data-consent-revision-note]')).toContainText('every visitor is asked for their consent again');
  // The visitor's decision is among the records, newest first.
  await expect(dialog.locator('[data-consent-records] li').first()).toContainText('Accepted');

  let created: string | undefined;
  try {
    await dialog.getByRole('button', { name: /^Analytics/ }).click();
    await dialog.getByRole('button', { name: 'Add service' }).click();
    await expect(dialog.getByLabel('Name', { exact: true }).last()).toBeFocused();
    await page.keyboard.type(name);
    await saveButton(dialog).click();
    await expect(page.getByText('Settings saved. Visitors will be asked for their cookie consent again.')).toBeVisible();
    created = (await readData(page, id)).cookie_services.find((service) => service.name === name)?.id;
    expect(created).toBeDefined();

    await guest.reload();
    await ready(guest);
    await guest.clock.runFor(1500);
    await expect(notice).toBeVisible();
  } finally {
    await context.close();
    if (created) await saveData(page, id, { deleted: { cookie_services: [created] } });
  }
});

test('a meeting type with its price and weekly hours is added; overlapping hours are refused on the spot', async ({ page }) => {
  test.setTimeout(90_000);
  const name = `Strategy session ${Date.now().toString(36)}`;
  await acceptCookies(page.context(), SITE);
  await signInAs(page, SITE, 'admin');
  const dialog = await openSettings(page, 'meeting-types');
  const id = await organizationId(page);
  await dialog.getByRole('button', { name: 'Add meeting type' }).click();
  await expect(dialog.getByLabel('Name', { exact: true })).toBeFocused();
  await page.keyboard.type(name);
  await dialog.getByLabel('Duration (minutes)').fill('45');
  await dialog.getByLabel('Price', { exact: true }).fill('25');
  await expect(dialog.getByText('$25.00')).toBeVisible();

  // Monday has 09:00–17:00 already; a second range inside it is said at once.
  const monday = dialog.locator('[data-weekday="mon"]');
  await monday.getByRole('button', { name: /Add hours/ }).click();
  const second = monday.getByRole('group', { name: 'Monday, hours 2' });
  await second.getByLabel('From').fill('10:00');
  await second.getByLabel('Until').fill('11:00');
  await expect(monday.getByText('This range overlaps another one of the same day')).toBeVisible();
  await second.getByRole('button', { name: /Delete/ }).click();
  await expect(monday.getByText('This range overlaps another one of the same day')).toHaveCount(0);

  let created: Row | undefined;
  try {
    await saveButton(dialog).click();
    await expect(page.getByText('Settings saved', { exact: true })).toBeVisible();
    created = (await readData(page, id)).meeting_types.find((meeting) => meeting.name === name);
    expect(created).toMatchObject({ duration_minutes: 45, price: 2500, currency: 'USD', availability: expect.objectContaining({ mon: [{ start: '09:00', end: '17:00' }] }) });
  } finally {
    if (created) await saveData(page, id, { deleted: { meeting_types: [created.id] } });
  }
});

test('every tab passes axe, keeps its place in the address, fits the screen, and closes unasked when nothing changed', { tag: '@phone' }, async ({ page }) => {
  test.setTimeout(120_000);
  await acceptCookies(page.context(), SITE);
  await signInAs(page, SITE, 'admin');
  const dialog = await openSettings(page, 'general');
  for (const [index, tab] of TABS.entries()) {
    const trigger = dialog.getByRole('tab', { name: tab, exact: true });
    await trigger.scrollIntoViewIfNeeded();
    await trigger.click();
    await expect(page).toHaveURL(new RegExp(`[?&]editor=settings(?::|%3A)${SLUGS[index]}\\b`));
    await expect(dialog.getByRole('heading', { name: tab, exact: true })).toBeVisible();
    // A record's fields too, where the tab has cards.
    const card = dialog.locator('[data-settings-record] button[aria-expanded="false"]').first();
    if (await card.count()) await card.click();
    expect(await axeViolations(page, { include: '[data-settings-editor]' }), tab).toEqual([]);
    // Nothing wider than the modal: the tabs scroll, the fields wrap.
    const overflow = await dialog.locator('[role="tabpanel"]').evaluate((panel) => panel.scrollWidth - panel.clientWidth);
    expect(overflow, tab).toBeLessThanOrEqual(0);
  }
  // Nothing was changed by looking: closing asks nothing.
  await expect(dialog.locator('[data-unsaved-badge]')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/[?&]editor=/);
});
