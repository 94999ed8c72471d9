// The help widget as a visitor meets it: the launcher, the sizes on a larger screen and on a phone,
// every view (and axe in each), the assistant answering from the demo FAQ with its source, live
// support reaching the admin and the admin's reply reaching the visitor without a reload, and the
// state kept across a language switch.
import type { Page } from '@playwright/test';
import { acceptCookies, axeViolations, expect, ready, signInAs, siteUrl, test } from './support/fixtures';

const SITE = 'brightstack';

test.beforeEach(async ({ context }) => {
  await acceptCookies(context, SITE);
});

const launcher = (page: Page) => page.getByRole('button', { name: 'Help and support' });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Help' });

async function openWidget(page: Page, path = '/about') {
  await page.goto(siteUrl(SITE, path));
  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
  // The content arrives after the panel's code: wait for the tabs' first view to show it.
  await expect(panel(page).getByRole('navigation', { name: 'Where to start' })).toBeVisible();
}

async function expectNoAxeViolations(page: Page, view: string) {
  expect(await axeViolations(page, { include: '[data-help-panel]' }), `axe in the ${view} view`).toEqual([]);
}

/** The height of the banners stacked above the header (features/banners), 0 without any. */
async function bannerStack(page: Page): Promise<number> {
  return page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--sw-banner-stack')) || 0);
}

test('the launcher opens the widget; the size button cycles initial → half → fullscreen → initial; Escape closes it and focus returns', async ({ page }) => {
  await openWidget(page);
  const box = panel(page);
  await expect(box).toHaveAttribute('data-size', 'initial');
  // 400 × 750 px, capped to the 1280 × 800 window below the header.
  const width = await page.evaluate(() => document.documentElement.clientWidth);
  const initial = await box.boundingBox();
  expect(initial?.width).toBe(400);
  expect(initial?.height).toBeLessThanOrEqual(750);
  expect(initial!.x + initial!.width).toBeCloseTo(width - 16, 0);

  await box.getByRole('button', { name: 'Show at half the screen' }).click();
  await expect(box).toHaveAttribute('data-size', 'half');
  const half = await box.boundingBox();
  expect(half?.width).toBeCloseTo(width / 2, 0);

  await box.getByRole('button', { name: 'Show full screen' }).click();
  await expect(box).toHaveAttribute('data-size', 'fullscreen');
  const full = await box.boundingBox();
  expect(full?.width).toBeCloseTo(width, 0);
  // The whole window but the banners fixed above the header, which stay in view.
  expect(full?.height).toBe(800 - (await bannerStack(page)));

  await box.getByRole('button', { name: 'Show as a small window' }).click();
  await expect(box).toHaveAttribute('data-size', 'initial');

  await page.keyboard.press('Escape');
  await expect(box).toBeHidden();
  await expect(launcher(page)).toBeFocused();
  await expect(launcher(page)).toHaveAttribute('aria-expanded', 'false');
});

test('on a 390 px phone the widget opens at half and cycles half ↔ fullscreen', { tag: '@phone-only' }, async ({ page }) => {
  await openWidget(page);
  const box = panel(page);
  await expect(box).toHaveAttribute('data-size', 'half');
  const half = await box.boundingBox();
  expect(half?.width).toBe(390);
  expect(half?.height).toBeCloseTo(844 / 2, 0);
  await box.getByRole('button', { name: 'Show full screen' }).click();
  await expect(box).toHaveAttribute('data-size', 'fullscreen');
  expect((await box.boundingBox())?.height).toBe(844 - (await bannerStack(page)));
  await box.getByRole('button', { name: 'Show at half the screen' }).click();
  await expect(box).toHaveAttribute('data-size', 'half');
  await box.getByRole('button', { name: 'Show full screen' }).click();
  await expect(box).toHaveAttribute('data-size', 'fullscreen');
  await box.getByRole('button', { name: 'Close help' }).click();
  await expect(box).toBeHidden();
});

test('every view opens, and axe finds nothing in any of them', async ({ page }) => {
  await openWidget(page);
  const box = panel(page);
  await expect(box).toHaveAttribute('data-view', 'welcome');
  await expectNoAxeViolations(page, 'welcome');

  await box.getByRole('button', { name: 'Frequently asked questions' }).click();
  await expect(box).toHaveAttribute('data-view', 'faq');
  await expect(box.getByRole('tab', { name: 'Help', selected: true })).toBeVisible();
  const first = box.locator('[data-faq-item]').first();
  await first.locator('summary').click();
  await expect(first).toHaveAttribute('open', '');
  await expectNoAxeViolations(page, 'faq');

  await box.getByRole('tab', { name: 'Articles' }).click();
  await expect(box).toHaveAttribute('data-view', 'knowledge-base');
  const articles = box.getByRole('tabpanel', { name: 'Articles' }).getByRole('link');
  const count = await articles.count();
  expect(count).toBeGreaterThan(1);
  const title = (await articles.first().locator('span').first().textContent())!;
  await box.getByRole('searchbox', { name: 'Search articles' }).fill(title);
  await expect(articles.first()).toContainText(title);
  expect(await articles.count()).toBeLessThan(count);
  await expectNoAxeViolations(page, 'knowledge base');

  await box.getByRole('tab', { name: 'Features' }).click();
  await expect(box).toHaveAttribute('data-view', 'features');
  await expect(box.getByRole('tabpanel', { name: 'Features' }).getByRole('listitem').first()).toBeVisible();
  await expectNoAxeViolations(page, 'features');

  await box.getByRole('tab', { name: 'Messages' }).click();
  await expect(box).toHaveAttribute('data-view', 'ai');
  await expect(box.getByRole('textbox', { name: 'Your question' })).toBeVisible();
  await expectNoAxeViolations(page, 'ai');

  await box.getByRole('button', { name: 'Talk to a person' }).click();
  await expect(box).toHaveAttribute('data-view', 'live-support');
  await expect(box.getByRole('textbox', { name: 'Name' })).toBeVisible();
  // The form's own errors are part of the view: send it empty and check them too.
  await box.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(box.getByText('Please enter your name')).toBeVisible();
  await expectNoAxeViolations(page, 'live support');

  await box.getByRole('button', { name: 'Ask the assistant instead' }).click();
  await expect(box).toHaveAttribute('data-view', 'ai');
  await box.getByRole('tab', { name: 'Home' }).click();
  await expect(box).toHaveAttribute('data-view', 'welcome');
});

test('the assistant answers a question from the demo FAQ, citing its source', async ({ page }) => {
  await openWidget(page);
  const box = panel(page);
  await box.getByRole('button', { name: 'Ask the assistant' }).click();
  await box.getByRole('textbox', { name: 'Your question' }).fill('Is there a free trial?');
  await box.getByRole('button', { name: 'Ask', exact: true }).click();
  const answer = box.getByTestId('assistant-answer').last();
  await expect(answer).toContainText('fourteen days');
  const source = answer.getByRole('link').first();
  await expect(source).toBeVisible();
  await expectNoAxeViolations(page, 'ai with an answer');
  // The cited page exists: the link leads to it on this site.
  const href = await source.getAttribute('href');
  expect(href).toMatch(/^\//);
  const response = await page.goto(siteUrl(SITE, href!));
  expect(response?.status()).toBe(200);
});

test('the assistant hands over to a person: the message and the chat so far reach the admin, and the reply reaches the visitor without a reload', async ({ page, browser }) => {
  const stamp = Date.now().toString(36);
  const name = `Widget Visitor ${stamp}`;
  const question = `Do you run on-site training in Lisbon? (${stamp})`;
  const message = `Please call me back about training. (${stamp})`;
  await openWidget(page);
  const box = panel(page);
  await box.getByRole('button', { name: 'Ask the assistant' }).click();
  await box.getByRole('textbox', { name: 'Your question' }).fill(question);
  await box.getByRole('button', { name: 'Ask', exact: true }).click();
  await expect(box.getByTestId('assistant-answer').last()).toBeVisible();
  await box.getByRole('button', { name: 'Talk to a person' }).click();
  await expect(box).toHaveAttribute('data-view', 'live-support');
  await expect(box.getByText('Your conversation with the assistant will be shared with our team.')).toBeVisible();
  await expect(box.locator('[data-staff]')).toBeVisible();
  await box.getByRole('textbox', { name: 'Name' }).fill(name);
  await box.getByRole('textbox', { name: 'Email' }).fill(`widget-${stamp}@example.com`);
  await box.getByRole('textbox', { name: 'Message' }).fill(message);
  await box.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(box).toHaveAttribute('data-view', 'conversation');
  await expect(box.getByTestId('message-visitor').last()).toContainText(message);
  await expectNoAxeViolations(page, 'conversation');
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.push(frame.url()));

  // The admin, in another browser context, finds the conversation among the tickets and answers.
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await acceptCookies(adminContext, SITE);
  const admin = await adminContext.newPage();
  await signInAs(admin, SITE, 'admin');
  await admin.goto(siteUrl(SITE, '/admin/tickets'));
  await ready(admin);
  await expect(admin.locator('[data-help-launcher]')).toHaveCount(0);
  await admin.getByRole('link', { name: new RegExp(stamp) }).first().click();
  // The team sees the visitor's message and what the assistant was asked before.
  await expect(admin.getByTestId('conversation')).toContainText(message);
  await expect(admin.getByTestId('conversation')).toContainText(question);
  // The assistant's reply is shown as the assistant's: the widget handed it over with its signature.
  await expect(admin.getByTestId('conversation').locator('[data-author="assistant"]')).toContainText("I couldn't find this in our help pages");
  const reply = `Yes, from the workspace settings. (${stamp})`;
  await admin.getByRole('textbox', { name: 'Your reply' }).fill(reply);
  await admin.getByRole('button', { name: 'Send reply' }).click();
  await expect(admin.getByTestId('conversation')).toContainText(reply);
  await adminContext.close();

  // The next poll (every 3 s while the conversation is open) brings the reply; the page stays put.
  await expect(box.getByTestId('message-staff').last()).toContainText(reply, { timeout: 10_000 });
  expect(navigations).toEqual([]);

  // On the next page the conversation is still there, one tab away.
  await page.goto(siteUrl(SITE, '/pricing'));
  await launcher(page).click();
  await panel(page).getByRole('tab', { name: 'Messages' }).click();
  await expect(panel(page)).toHaveAttribute('data-view', 'conversation');
  await expect(panel(page).getByTestId('message-staff').last()).toContainText(reply);
});

test('a signed-in customer finds their name and e-mail filled in', async ({ page }) => {
  await signInAs(page, SITE, 'customer', '/about');
  await openWidget(page);
  await panel(page).getByRole('button', { name: 'Talk to a person' }).click();
  await expect(panel(page).getByRole('textbox', { name: 'Email' })).toHaveValue('customer@brightstack.example');
  await expect(panel(page).getByRole('textbox', { name: 'Name' })).not.toHaveValue('');
});

test('the widget keeps its state across a language switch', async ({ page }) => {
  await openWidget(page);
  const box = panel(page);
  await box.getByRole('button', { name: 'Frequently asked questions' }).click();
  await box.getByRole('button', { name: 'Show at half the screen' }).click();
  await expect(box).toHaveAttribute('data-size', 'half');
  await expect(box).toHaveAttribute('data-view', 'faq');

  await page.getByRole('button', { name: /Change language/ }).click();
  await page.getByRole('banner').getByRole('menuitem', { name: 'Español' }).click();
  await expect(page).toHaveURL(/\/es\/about$/);
  await ready(page);
  const restored = page.getByRole('dialog', { name: 'Ayuda' });
  await expect(restored).toBeVisible();
  await expect(restored).toHaveAttribute('data-size', 'half');
  await expect(restored).toHaveAttribute('data-view', 'faq');
  await expect(restored.getByRole('tab', { name: 'Preguntas frecuentes', selected: true })).toBeVisible();

  // The record is used once: a reload starts closed.
  await page.reload();
  await ready(page);
  await expect(page.getByRole('button', { name: 'Ayuda y soporte' })).toBeVisible();
  await expect(restored).toBeHidden();

  // A record five seconds old or more is not restored.
  await page.evaluate(() =>
    sessionStorage.setItem('sitewright:help-widget', JSON.stringify({ isOpen: true, size: 'half', activeTab: 'help', currentView: 'faq', timestamp: Date.now() - 5000 })),
  );
  await page.reload();
  await ready(page);
  await expect(page.getByRole('button', { name: 'Ayuda y soporte' })).toHaveAttribute('aria-expanded', 'false');
  await expect(restored).toBeHidden();
});
