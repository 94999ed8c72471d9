// The journey issue 11 names, end to end as staff and visitors meet it: the admin opens the palette,
// builds a section of cards (two new, one from the library), reorders them by dragging and from the
// keyboard, picks a gradient, keeps typing through a dropped connection, and a visitor in another
// browser sees all of it at once, with the attack strings typed into titles inert. A customer gets
// no edit controls and a 403 from the same calls.
import { acceptCookies, dndKeyboardReady, expect, signInAs, siteUrl, test } from './support/fixtures';

const STAMP = Date.now().toString(36);
// From the published corpora (tests/fixtures/xss): each would set a flag or open a dialog if it ran.
const SECTION_ATTACK = `<img src=x onerror="window.__xss=1;alert(1)">`;
const CARD_ATTACK = `"><svg onload="window.__xss=2;alert(2)">`;

test.describe('editing journey', () => {
  test('staff build a section that visitors see at once, and typed markup never runs', async ({ page, browser }) => {
    test.setTimeout(90_000);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await acceptCookies(page.context(), 'brightstack');
    await signInAs(page, 'brightstack', 'admin');
    await page.goto(siteUrl('brightstack', '/about'));
    await expect(page.getByRole('region', { name: 'Editing tools' })).toBeVisible();

    // The palette opens the section editor.
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await palette.getByRole('combobox').fill('Section');
    await palette.getByRole('option', { name: /^Section\b/ }).click();
    const editor = page.locator('[data-section-editor]');
    await expect(page.getByRole('dialog', { name: /Create Section/ })).toBeVisible();

    const title = `Figures ${STAMP} ${SECTION_ATTACK}`;
    await editor.getByLabel('Title', { exact: true }).fill(title);
    await editor.getByRole('tab', { name: 'Look' }).click();
    await editor.getByRole('radio', { name: 'Gradient', exact: true }).click();
    await editor.getByRole('radio', { name: 'Sunset Glow' }).click();
    await expect(editor.getByRole('radio', { name: 'Sunset Glow' })).toHaveAttribute('aria-checked', 'true');
    await editor.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByText('Section created successfully')).toBeVisible();
    await expect(page.getByRole('dialog', { name: /Edit Section/ })).toBeVisible();

    // Two new cards and one from the library.
    await editor.getByRole('tab', { name: 'Content' }).click();
    for (const [card, text] of [[`Alpha ${STAMP}`, 'first card'], [`Beta ${STAMP} ${CARD_ATTACK}`, 'second card']]) {
      await editor.getByRole('button', { name: 'Create metric' }).click();
      const create = page.getByRole('dialog', { name: 'New metric' });
      await create.getByLabel('Title').fill(card);
      await create.getByLabel('Description').fill(text);
      await create.getByRole('button', { name: 'Create', exact: true }).click();
      await expect(create).toBeHidden();
    }
    await editor.getByRole('button', { name: 'Add Existing Metric' }).click();
    const library = page.getByRole('dialog', { name: 'Choose from your metric library' });
    const firstOffer = library.locator('li').first();
    const libraryTitle = (await firstOffer.locator('p').first().innerText()).trim();
    await firstOffer.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText('Metric added to the section')).toBeVisible();
    await library.getByRole('button', { name: 'Close' }).first().click();
    await expect(library).toBeHidden();

    const cardTitles = () => editor.locator('li[data-metric-id]').getByLabel('Card title').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    await expect.poll(cardTitles).toEqual([`Alpha ${STAMP}`, expect.stringContaining(`Beta ${STAMP}`), libraryTitle]);

    // Dragged with the pointer: the library card to the top, saved on drop.
    const grip = (name: string) => editor.getByRole('button', { name: `Move card ${name}` });
    const from = await grip(libraryTitle).boundingBox();
    const to = await grip(`Alpha ${STAMP}`).boundingBox();
    if (!from || !to) throw new Error('drag handles not laid out');
    const orderSaved = page.waitForResponse((response) => response.request().method() === 'PUT' && /\/api\/template-sections\/[^/]+\/metrics$/.test(response.url()));
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    for (let step = 1; step <= 12; step += 1) {
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + ((to.y - from.y - 8) * step) / 12);
    }
    await page.mouse.up();
    expect((await orderSaved).status()).toBe(200);
    await expect.poll(cardTitles).toEqual([libraryTitle, `Alpha ${STAMP}`, expect.stringContaining(`Beta ${STAMP}`)]);

    // And from the keyboard: Beta up one place.
    const live = page.locator('[id^="DndLiveRegion"]');
    await editor.getByRole('button', { name: new RegExp(`^Move card Beta ${STAMP}`) }).focus();
    await page.keyboard.press('Space');
    await expect(live).toContainText(`Picked up card Beta ${STAMP}`);
    await dndKeyboardReady(page);
    await page.keyboard.press('ArrowUp');
    await expect(live).toContainText('moved to position 2 of 3');
    await page.keyboard.press('Space');
    await expect(live).toContainText('dropped at position 2 of 3');
    await expect.poll(cardTitles).toEqual([libraryTitle, expect.stringContaining(`Beta ${STAMP}`), `Alpha ${STAMP}`]);

    // The connection drops while a card's title is typed: the text stays, the state says so, and
    // the save goes through once the connection is back.
    const alphaTitle = editor.locator('li[data-metric-id]').nth(2).getByLabel('Card title');
    await page.context().setOffline(true);
    await alphaTitle.fill(`Alpha kept ${STAMP}`);
    await expect(editor.getByText('Not saved yet, retrying…')).toBeVisible();
    await expect(page.getByText('A change could not be saved. It is kept here and will be retried.')).toBeVisible();
    await expect(alphaTitle).toHaveValue(`Alpha kept ${STAMP}`);
    await page.context().setOffline(false);
    await expect(editor.getByText('All changes saved')).toBeVisible({ timeout: 20_000 });

    await editor.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Section updated successfully')).toBeVisible();

    // A visitor in another browser sees it on the next request, in the saved order and colours.
    const visitor = await browser.newContext();
    await acceptCookies(visitor, 'brightstack');
    const visitorPage = await visitor.newPage();
    visitorPage.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await visitorPage.goto(siteUrl('brightstack', '/about'));
    const section = visitorPage.locator('[data-edit-kind="template"]', { hasText: `Figures ${STAMP}` });
    await expect(section).toBeVisible();
    await expect(section.locator('.from-amber-300').first()).toBeAttached();
    // Read as the visitor reads it, on screen: the public page lays out a section as it comes near.
    await section.scrollIntoViewIfNeeded();
    await expect.poll(() => section.innerText()).toContain(`Alpha kept ${STAMP}`);
    const text = await section.innerText();
    expect(text.indexOf(libraryTitle)).toBeLessThan(text.indexOf(`Beta ${STAMP}`));
    expect(text.indexOf(`Beta ${STAMP}`)).toBeLessThan(text.indexOf(`Alpha kept ${STAMP}`));
    // The typed markup is text at most, never an element, and nothing ran.
    await expect(section.locator('img[src="x"], svg[onload], [onerror]')).toHaveCount(0);
    expect(await visitorPage.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
    await visitor.close();

    // Tidy up: the section goes (its cards stay in the library).
    await page.reload();
    await page.locator('[data-edit-kind="template"]', { hasText: `Figures ${STAMP}` }).getByRole('button', { name: /^Edit section/ }).click();
    // The title as stored: the markup typed into it was taken out on the server.
    const storedTitle = await editor.getByLabel('Title', { exact: true }).inputValue();
    expect(storedTitle).toContain(`Figures ${STAMP}`);
    expect(storedTitle).not.toContain('onerror');
    await page.getByRole('dialog', { name: /Edit Section/ }).getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByLabel('Section title').fill(storedTitle);
    await confirm.getByRole('button', { name: 'Delete section' }).click();
    await expect(page.getByText('Section deleted successfully')).toBeVisible();
  });

  test('an undo while a keystroke\'s save is still out: the server keeps the undone text', async ({ page }) => {
    await acceptCookies(page.context(), 'brightstack');
    await signInAs(page, 'brightstack', 'admin', '/about');
    const card = `Gamma ${STAMP}`;
    const { sectionTitle, metricId } = await page.evaluate(async (title) => {
      const json = async (method: string, url: string, body: unknown) => {
        const response = await fetch(url, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
        return response.json();
      };
      const sectionTitle = `Undo race ${Date.now()}`;
      const section = await json('POST', '/api/template-sections', { section_title: sectionTitle, url_page: '/about' });
      const metric = await json('POST', '/api/metrics', { title, description: 'A card' });
      const sectionId = (section.section ?? section).id;
      const metricId = (metric.metric ?? metric).id;
      await json('POST', `/api/template-sections/${sectionId}/metrics`, { metric_id: metricId });
      return { sectionTitle, metricId };
    }, card);
    await page.goto(siteUrl('brightstack', '/about'));
    await page.getByRole('button', { name: `Edit section ${sectionTitle}` }).click();
    const editor = page.locator('[data-section-editor]');
    const input = editor.locator('li[data-metric-id]').first().getByLabel('Card title');
    await expect(input).toHaveValue(card);

    // The first save of the card's title is held on its way until the undo has been pressed.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let arrived: () => void = () => {};
    const firstArrived = new Promise<void>((resolve) => (arrived = resolve));
    let first = true;
    await page.route(`**/api/metrics/${metricId}`, async (route) => {
      if (route.request().method() === 'PATCH' && first) {
        first = false;
        arrived();
        await held;
      }
      await route.continue();
    });
    await input.press('End');
    await input.press('X');
    await firstArrived;
    await page.keyboard.press('Control+z');
    await expect(input).toHaveValue(card);
    release();
    await expect(editor.getByText('All changes saved')).toBeVisible();
    const stored = await page.evaluate(async (id) => {
      const answer = await (await fetch('/api/metrics')).json();
      const list: { id: string; title: string }[] = Array.isArray(answer) ? answer : answer.metrics;
      return list.find((metric) => metric.id === id)?.title;
    }, metricId);
    expect(stored).toBe(card);
  });

  test('a customer gets no edit controls, and a 403 from the editors\' calls', async ({ page }) => {
    await acceptCookies(page.context(), 'brightstack');
    await signInAs(page, 'brightstack', 'customer');
    await page.goto(siteUrl('brightstack', '/about'));
    await expect(page.getByRole('button', { name: /account|profile/i }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Editing tools' })).toHaveCount(0);
    await expect(page.locator('[data-editor-slot]')).toHaveCount(0);
    const sectionId = await page.locator('[data-edit-kind="template"]').first().getByText(/./).first().evaluate((node) => node.closest('[data-edit-id]')?.getAttribute('data-edit-id') ?? '');
    const statuses = await page.evaluate(async (id) => {
      const call = async (method: string, url: string, body?: unknown) =>
        (await fetch(url, { method, headers: body === undefined ? {} : { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) })).status;
      return {
        createSection: await call('POST', '/api/template-sections', { section_title: 'Not mine', url_page: '/about' }),
        updateSection: await call('PUT', `/api/template-sections/${id}`, { section_title: 'Not mine' }),
        deleteSection: await call('DELETE', `/api/template-sections/${id}`),
        library: await call('GET', '/api/metrics'),
        createMetric: await call('POST', '/api/metrics', { title: 'Not mine', description: 'no' }),
        hero: await call('PUT', '/api/hero', { title: 'Not mine' }),
        media: await call('GET', '/api/media'),
        labels: await call('GET', '/api/editor/labels'),
      };
    }, sectionId);
    expect(statuses).toEqual({ createSection: 403, updateSection: 403, deleteSection: 403, library: 403, createMetric: 403, hero: 403, media: 403, labels: 403 });
  });
});
