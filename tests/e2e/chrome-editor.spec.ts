// The header and footer editors (editing-layer spec §2 "Header editor and Footer editor", §4, §5,
// §8, §9; issue 22 item 1 and its "Done when"): the demo admin adds a menu item leading to a page,
// renames and re-addresses a sub-item in place (Escape cancels, Enter commits), hides one, drags
// sub-items and then top-level items, switches the header to Mini and the footer to Grid, saves,
// and a visitor in another context sees all of it. The kit's promises: what is typed into a card
// survives a reload, closing asks, and a style someone else saved meanwhile is merged or shown side
// by side. Every test puts the site back as it found it (each worker has a database of its own).
import type { Locator, Page } from '@playwright/test';
import { acceptCookies, axeViolations, dndKeyboardReady, editorClosed, expect, signInAs, siteUrl, test } from './support/fixtures';
import { pageApi } from './support/page-api';

const SITE = 'harbour-law';

type Style = Record<string, unknown> & { type: string };
type Settings = { version: number; header_style: Style; footer_style: Style };
type MenuItem = { id: string; display_name: string; website_submenuitem: { id: string; name: string }[] };

async function organizationId(page: Page): Promise<string> {
  return (await pageApi<{ organizationId: string }>(page, 'GET', '/api/editor/labels?locale=en')).organizationId;
}

/** Runs `body`, then puts the styles back and deletes the menu items and pages whose names carry `stamp`. */
async function restoring(page: Page, stamp: string, body: () => Promise<void>) {
  const org = await organizationId(page);
  const { settings } = await pageApi<{ settings: Settings }>(page, 'GET', `/api/organizations/${org}/sections/general`);
  try {
    await body();
  } finally {
    await pageApi(page, 'PUT', `/api/organizations/${org}`, { settings: { header_style: settings.header_style, footer_style: settings.footer_style } });
    const { menu_items } = await pageApi<{ menu_items: MenuItem[] }>(page, 'GET', '/api/menu-items');
    for (const item of menu_items.filter((entry) => entry.display_name.includes(stamp))) await pageApi(page, 'DELETE', `/api/menu-items/${item.id}`);
  }
}

async function openEditor(page: Page, kind: 'Header' | 'Footer') {
  await expect(page.getByRole('region', { name: 'Editing tools' })).toBeVisible();
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await palette.getByRole('combobox').fill(kind);
  await palette.getByRole('option', { name: new RegExp(`^${kind}`) }).first().click();
  const editor = page.getByRole('dialog', { name: `Edit ${kind}` });
  await expect(editor.locator('[data-menu-cards]')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]editor=${kind.toLowerCase()}\\b`));
  return editor;
}

/** The editor opened by its address, as a link to it would. */
async function gotoEditor(page: Page, kind: 'Header' | 'Footer') {
  await page.goto(siteUrl(SITE, `/?editor=${kind.toLowerCase()}`));
  const editor = page.getByRole('dialog', { name: `Edit ${kind}` });
  await expect(editor.locator('[data-menu-cards]')).toBeVisible();
  return editor;
}

const card = (editor: Locator, name: string) => editor.locator('[data-menu-item]').filter({ has: editor.page().getByRole('textbox', { name: `Name: ${name}`, exact: true }) });
const subRow = (editor: Locator, name: string) => editor.locator('[data-submenu-item]').filter({ has: editor.page().getByRole('textbox', { name: `Name: ${name}`, exact: true }) });

/** Moves an entry with the keyboard, each key waiting for dnd-kit's announcement of the one before. */
async function move(page: Page, handle: Locator, key: 'ArrowUp' | 'ArrowLeft', steps: number) {
  const title = ((await handle.getAttribute('aria-label')) ?? '').replace(/^Move /, '');
  await handle.focus();
  await page.keyboard.press('Space');
  // Each list has a live region of its own: the one that speaks of the pick-up is the one to follow.
  const speaking = page.locator('[id^="DndLiveRegion"]').filter({ hasText: `Picked up ${title}` });
  await expect(speaking).toHaveCount(1);
  const live = page.locator(`[id="${await speaking.getAttribute('id')}"]`);
  await dndKeyboardReady(page);
  for (let step = 0; step < steps; step += 1) {
    await page.keyboard.press(key);
    await expect(live).toContainText('moved to position');
  }
  await page.keyboard.press('Space');
  await expect(live).toContainText('dropped at position');
}

test('the admin builds the menu in the header and footer editors, and a visitor sees it all', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  await acceptCookies(page.context(), SITE);
  await signInAs(page, SITE, 'admin', '/');
  const target = await pageApi<{ slug: string; title: string }>(page, 'POST', '/api/pages', { title: `Team ${stamp}`, slug: `team-${stamp}` });
  await restoring(page, stamp, async () => {
    const editor = await openEditor(page, 'Header');
    const itemName = `Menu ${stamp}`;

    // A new item leading to the new page: Create waits for a name.
    const form = editor.locator('[data-menu-new]');
    await expect(form.getByRole('button', { name: 'Create' })).toBeDisabled();
    await form.getByRole('textbox', { name: 'Name of the new menu item' }).fill(itemName);
    await form.getByRole('combobox', { name: 'Page it leads to' }).selectOption({ label: target.title });
    await form.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText(`Menu item "${itemName}" created successfully`)).toBeVisible();
    const item = card(editor, itemName);
    await expect(item.getByRole('textbox', { name: `Address: ${itemName}` })).toHaveValue(target.slug);

    // Two sub-items.
    for (const [index, name] of [`Alpha ${stamp}`, `Beta ${stamp}`].entries()) {
      await item.getByRole('textbox', { name: `New submenu item of ${itemName}` }).fill(name);
      await item.getByRole('button', { name: 'Create' }).click();
      await expect(page.getByText(`Submenu item "${name}" created successfully`)).toBeVisible();
      await expect(item.locator('[data-submenu-item]')).toHaveCount(index + 1);
    }
    await expect(item.locator('[data-submenu-item]')).toHaveCount(2);

    // Renamed in place: Escape puts the saved name back, Enter commits.
    const alphaName = item.getByRole('textbox', { name: `Name: Alpha ${stamp}`, exact: true });
    await alphaName.fill(`Nothing ${stamp}`);
    await expect(item.getByText('Not saved yet', { exact: false })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(editor).toBeVisible();
    await expect(alphaName).toHaveValue(`Alpha ${stamp}`);
    await alphaName.fill(`Gamma ${stamp}`);
    await page.keyboard.press('Enter');
    const gamma = subRow(editor, `Gamma ${stamp}`);
    await expect(gamma).toBeVisible();
    await expect(item.getByText('Not saved yet', { exact: false })).toHaveCount(0);

    // Re-addressed with the spec's normalisation.
    const slug = gamma.getByRole('textbox', { name: `Address: Gamma ${stamp}` });
    await slug.fill(`Gamma Ray ${stamp}!`);
    await page.keyboard.press('Enter');
    await expect(slug).toHaveValue(`gamma-ray-${stamp}`);

    // Beta hidden: saved at once.
    await subRow(editor, `Beta ${stamp}`).getByRole('button', { name: `Hide Beta ${stamp}` }).click();
    await expect(subRow(editor, `Beta ${stamp}`).getByRole('button', { name: `Show Beta ${stamp}` })).toBeVisible();

    // Sub-items dragged: Beta before Gamma, saved at once.
    await move(page, subRow(editor, `Beta ${stamp}`).getByRole('button', { name: `Move Beta ${stamp}` }), 'ArrowUp', 1);
    await expect(page.getByText('Submenu order updated successfully')).toBeVisible();
    const subNames = () => item.locator('[data-submenu-item] [data-menu-field="name"]').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    await expect.poll(subNames).toEqual([`Beta ${stamp}`, `Gamma ${stamp}`]);

    // The new item dragged one place back: kept here until Save.
    const names = () => editor.locator('[data-menu-item] [data-menu-field="display_name"]').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    const before = await names();
    const neighbour = before[before.indexOf(itemName) - 1]!;
    await move(page, item.getByRole('button', { name: `Move ${itemName}` }), 'ArrowLeft', 1);
    await expect.poll(async () => (await names()).indexOf(itemName)).toBe(before.indexOf(itemName) - 1);

    // The header becomes Mini, seen at once in the preview.
    await editor.getByRole('radio', { name: 'Mini' }).click();
    await expect(editor.locator('[data-chrome-preview] header')).toHaveAttribute('data-header-type', 'mini');
    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Header style updated successfully')).toBeVisible();
    await editorClosed(page, editor);

    // The footer becomes Grid (on a fresh page: the saved header's page refresh is over).
    await page.goto(siteUrl(SITE, '/'));
    const footer = await openEditor(page, 'Footer');
    await footer.getByRole('radio', { name: 'Grid' }).click();
    await footer.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Footer style updated successfully')).toBeVisible();
    await editorClosed(page, footer);

    // A visitor sees all of it.
    const context = await browser.newContext();
    await acceptCookies(context, SITE);
    const visitor = await context.newPage();
    await visitor.goto(siteUrl(SITE, '/'));
    const banner = visitor.getByRole('banner');
    await expect(banner).toHaveAttribute('data-header-type', 'mini');
    const nav = banner.getByRole('navigation').first();
    const labels = await nav.locator(':scope a, :scope button').allInnerTexts();
    const trimmed = labels.map((label) => label.trim()).filter(Boolean);
    expect(trimmed).toContain(itemName);
    // The order saved: the new item now before the entry it was dragged over.
    const saved = (await pageApi<{ menu_items: MenuItem[] }>(page, 'GET', '/api/menu-items')).menu_items.map((entry) => entry.display_name);
    expect(saved.indexOf(itemName)).toBe(saved.indexOf(neighbour) - 1);
    const html = await visitor.content();
    expect(html).toContain(`/gamma-ray-${stamp}`);
    expect(html).not.toContain(`Beta ${stamp}`);
    await expect(visitor.getByRole('contentinfo')).toHaveAttribute('data-footer-layout', 'grid');
    await context.close();
  });
});

test('what is typed in a card survives a reload, closing asks, and the style waits for Save', async ({ page }) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  await acceptCookies(page.context(), SITE);
  await signInAs(page, SITE, 'admin', '/');
  await restoring(page, stamp, async () => {
    const itemName = `Keep ${stamp}`;
    await pageApi(page, 'POST', '/api/menu-items', { display_name: itemName, url_name: `keep-${stamp}` });
    let editor = await openEditor(page, 'Header');
    await editor.getByRole('radio', { name: 'Ring Card' }).click();
    // Typed, not committed (no Enter, no blur): kept in the journal only.
    await card(editor, itemName).getByRole('textbox', { name: `Name: ${itemName}` }).fill(`Typed ${stamp}`);
    await expect(editor.getByText('Not saved yet', { exact: false })).toBeVisible();

    await page.reload();
    editor = page.getByRole('dialog', { name: 'Edit Header' });
    await expect(editor.getByRole('button', { name: 'Restore' })).toBeVisible();
    await editor.getByRole('button', { name: 'Restore' }).click();
    await expect(editor.getByRole('textbox', { name: `Name: ${itemName}` })).toHaveValue(`Typed ${stamp}`);
    await expect(editor.getByRole('radio', { name: 'Ring Card' })).toHaveAttribute('aria-checked', 'true');

    // Escape on the dialog asks before the unsaved work goes.
    await editor.getByRole('heading', { name: 'Style' }).click();
    await page.keyboard.press('Escape');
    const ask = page.getByRole('alertdialog', { name: 'Unsaved changes' });
    await expect(ask).toContainText('You have unsaved changes. Are you sure you want to close?');
    await ask.getByRole('button', { name: 'Keep editing' }).click();

    // Save commits the typed name, then saves the style.
    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Header style updated successfully')).toBeVisible();
    await editorClosed(page, editor);
    const { menu_items } = await pageApi<{ menu_items: MenuItem[] }>(page, 'GET', '/api/menu-items');
    expect(menu_items.some((item) => item.display_name === `Typed ${stamp}`)).toBe(true);
  });
});

test('a style someone else saved meanwhile is merged, and the same setting changed by both is shown side by side', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  await acceptCookies(page.context(), SITE);
  await signInAs(page, SITE, 'admin', '/');
  await restoring(page, stamp, async () => {
    const other = await browser.newContext();
    await acceptCookies(other, SITE);
    const second = await other.newPage();
    await signInAs(second, SITE, 'admin', '/');
    const mine = await openEditor(page, 'Header');
    const theirs = await openEditor(second, 'Header');

    // They change the text colour and save; I change the type: both kept.
    await theirs.getByRole('button', { name: 'Style settings' }).click();
    await theirs.getByRole('combobox', { name: 'Text colour' }).selectOption('blue-700');
    await theirs.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(second.getByText('Header style updated successfully')).toBeVisible();

    await mine.getByRole('radio', { name: 'Fixed' }).click();
    await mine.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Header style updated successfully')).toBeVisible();
    const org = await organizationId(page);
    const saved = (await pageApi<{ settings: Settings }>(page, 'GET', `/api/organizations/${org}/sections/general`)).settings.header_style;
    expect(saved).toMatchObject({ type: 'fixed', color: 'blue-700' });

    // Both change the hover colour: refused, and shown side by side.
    const again = await gotoEditor(page, 'Header');
    const theirsAgain = await gotoEditor(second, 'Header');
    await theirsAgain.getByRole('button', { name: 'Style settings' }).click();
    await theirsAgain.getByRole('combobox', { name: 'Hover colour' }).selectOption('sky-700');
    await theirsAgain.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(second.getByText('Header style updated successfully')).toBeVisible();
    await again.getByRole('button', { name: 'Style settings' }).click();
    await again.getByRole('combobox', { name: 'Hover colour' }).selectOption('emerald-700');
    await again.getByRole('button', { name: 'Save', exact: true }).click();
    const conflict = page.getByRole('alertdialog');
    await expect(conflict).toContainText('Someone else changed the header');
    await expect(conflict.locator('[data-conflict-field="style.color_hover"]')).toContainText('emerald-700');
    await expect(conflict.locator('[data-conflict-field="style.color_hover"]')).toContainText('sky-700');
    await other.close();
  });
});

test('the style and each menu entry keep a history: a style and a renamed entry come back, and a visitor sees them', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  await acceptCookies(page.context(), SITE);
  await signInAs(page, SITE, 'admin', '/');
  await restoring(page, stamp, async () => {
    const org = await organizationId(page);
    const [first, second] = [`Kept ${stamp}`, `Renamed ${stamp}`];
    const item = await pageApi<{ id: string; version: number }>(page, 'POST', '/api/menu-items', { display_name: first, url_name: `kept-${stamp}`, is_displayed: true });
    await pageApi(page, 'PUT', `/api/menu-items/${item.id}`, { display_name: second, version: item.version });
    const { settings } = await pageApi<{ settings: Settings }>(page, 'GET', `/api/organizations/${org}/sections/general`);
    const seeded = settings.header_style.type;
    await pageApi(page, 'PUT', `/api/organizations/${org}`, { settings: { header_style: { ...settings.header_style, type: 'mini' } }, version: settings.version });

    // The style's own saves: the change to Mini, named by the control that made it.
    const editor = await openEditor(page, 'Header');
    await expect(editor.getByRole('radio', { name: 'Mini' })).toHaveAttribute('aria-checked', 'true');
    await editor.getByRole('button', { name: 'History', exact: true }).click();
    const panel = page.locator('[data-history-panel]');
    const saves = panel.locator('[data-revision]');
    // Newest first: the change to Mini (earlier tests of this file saved styles too).
    await expect(saves.first()).toContainText('Changed: Style');
    expect(await axeViolations(page, { include: '[data-history-panel]' })).toEqual([]);
    await saves.first().getByRole('button', { name: 'Restore the version before this save' }).click();
    await expect(page.getByText('The earlier version is restored and saved.')).toBeVisible();
    await expect(panel).toHaveCount(0);
    await expect(editor.getByRole('radio', { name: 'Mini' })).toHaveAttribute('aria-checked', 'false');
    await expect(editor.locator('[data-chrome-preview] header')).toHaveAttribute('data-header-type', seeded);

    // The entry's own saves: the rename comes back, and the card reads it at once.
    await card(editor, second).getByRole('button', { name: `History of ${second}` }).click();
    await expect(saves).toHaveCount(1);
    await expect(saves.first()).toContainText('Changed: Name');
    await saves.first().getByRole('button', { name: 'Restore the version before this save' }).click();
    await expect(panel).toHaveCount(0);
    await expect(editor.getByRole('textbox', { name: `Name: ${first}`, exact: true })).toBeVisible();

    // Nothing is left unsaved: the editor closes without asking, and a visitor sees both restores.
    await editor.getByRole('button', { name: 'Cancel' }).click();
    await editorClosed(page, editor);
    const context = await browser.newContext();
    await acceptCookies(context, SITE);
    const visitor = await context.newPage();
    await visitor.goto(siteUrl(SITE, '/'));
    await expect(visitor.getByRole('banner')).toHaveAttribute('data-header-type', seeded);
    expect(await visitor.content()).toContain(first);
    await context.close();
  });
});

for (const kind of ['Header', 'Footer'] as const) {
  test(`the ${kind.toLowerCase()} editor has no WCAG A or AA violation, opened, with its settings and a delete question`, { tag: '@phone' }, async ({ page }) => {
    test.setTimeout(90_000);
    const stamp = Date.now().toString(36);
    await acceptCookies(page.context(), SITE);
    await signInAs(page, SITE, 'admin', '/');
    await restoring(page, stamp, async () => {
      await pageApi(page, 'POST', '/api/menu-items', { display_name: `Axe ${stamp}`, url_name: `axe-${stamp}` });
      const editor = await openEditor(page, kind);
      expect(await axeViolations(page, { include: `[data-chrome-editor="${kind.toLowerCase()}"]` })).toEqual([]);
      await editor.getByRole('button', { name: 'Style settings' }).click();
      await expect(editor.getByRole('combobox', { name: 'Text colour' })).toBeVisible();
      expect(await axeViolations(page, { include: `[data-chrome-editor="${kind.toLowerCase()}"]` })).toEqual([]);
      await card(editor, `Axe ${stamp}`).getByRole('button', { name: `Delete Axe ${stamp}` }).click();
      const ask = page.getByRole('alertdialog', { name: 'Delete menu item' });
      await expect(ask).toContainText(`Are you sure you want to delete the menu/submenu item "Axe ${stamp}"? This action cannot be undone.`);
      expect(await axeViolations(page, { include: '[data-menu-delete]' })).toEqual([]);
      await ask.getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText(`Menu item "Axe ${stamp}" deleted successfully`)).toBeVisible();
    });
  });
}

test('an editor, who may not change the style, still arranges the menu', async ({ page }) => {
  const stamp = Date.now().toString(36);
  await acceptCookies(page.context(), SITE);
  await signInAs(page, SITE, 'editor', '/');
  try {
    const editor = await openEditor(page, 'Header');
    await expect(editor.getByText('Only administrators can change the style.', { exact: false })).toBeVisible();
    await expect(editor.getByRole('radio', { name: 'Mini' })).toBeDisabled();
    await editor.locator('[data-menu-new]').getByRole('textbox').fill(`Editor ${stamp}`);
    await editor.locator('[data-menu-new]').getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText(`Menu item "Editor ${stamp}" created successfully`)).toBeVisible();
  } finally {
    const { menu_items } = await pageApi<{ menu_items: MenuItem[] }>(page, 'GET', '/api/menu-items');
    for (const item of menu_items.filter((entry) => entry.display_name.includes(stamp))) await pageApi(page, 'DELETE', `/api/menu-items/${item.id}`);
  }
});
