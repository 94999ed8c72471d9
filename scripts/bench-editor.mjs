// The editing layer's figures for `npm run bench` (issue 11, "Speed"), measured in headless Chromium
// as the demo admin of Brightstack:
// - the compressed script staff load with a page (the staff bar) and on first opening the section
//   editor (the editor's own code);
// - from the click on a section's edit button to an editor that takes input, with its code cached;
// - from a keystroke in the title of a 12-card section to the live preview showing it, and to the
//   next frame after that.
// Timings are taken inside the page (event time stamps and performance.now share one clock).

const SITE = 'brightstack.localhost';
const PAGE = '/about';
const CARDS = 12;
const KEYSTROKES = 24;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const round = (value) => Math.round(value * 10) / 10;

/** Signs in through the real API and gives the page a section of CARDS cards to edit. */
async function prepare(page, base) {
  await page.goto(`${base}${PAGE}`, { waitUntil: 'networkidle' });
  return page.evaluate(async ({ cards }) => {
    const json = async (method, url, body) => {
      const response = await fetch(url, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
      return response.json();
    };
    await json('POST', '/api/auth/sign-in/email', { email: 'admin@brightstack.example', password: 'DemoAdmin123' });
    const title = `Bench section ${Date.now()}`;
    const created = await json('POST', '/api/template-sections', { section_title: title, url_page: '/about', grid_columns: 4 });
    const section = created.section ?? created;
    for (let i = 1; i <= cards; i += 1) {
      const made = await json('POST', '/api/metrics', { title: `Card ${i}`, description: `What card ${i} says` });
      const metric = made.metric ?? made;
      await json('POST', `/api/template-sections/${section.id}/metrics`, { metric_id: metric.id });
    }
    return title;
  }, { cards: CARDS });
}

/** Clicks the section's edit button and resolves when the editor's title field takes input and a frame has begun. */
function openEditor(page, title) {
  return page.evaluate(async (name) => {
    const button = [...document.querySelectorAll('[data-editor-slot] button')].find((b) => b.getAttribute('aria-label')?.endsWith(name));
    if (!button) throw new Error('no edit button');
    const ready = () => {
      const input = document.querySelector('[data-section-editor] input[type="text"], [data-section-editor] input:not([type])');
      return input && !input.disabled && input.value === name;
    };
    const started = performance.now();
    button.click();
    await new Promise((resolve) => {
      const check = () => (ready() ? resolve() : requestAnimationFrame(check));
      check();
    });
    await new Promise((resolve) => requestAnimationFrame(resolve));
    return performance.now() - started;
  }, title);
}

/** Types KEYSTROKES letters into the section title; for each, the time to the preview's text and to the next frame. */
async function typeInTitle(page) {
  await page.evaluate(() => {
    const input = document.querySelector('[data-section-editor] input[type="text"], [data-section-editor] input:not([type])');
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
    window.__keys = [];
    const preview = document.querySelector('[data-section-preview]');
    document.addEventListener('keydown', (event) => {
      const sample = { at: event.timeStamp, key: event.key, shown: 0, frame: 0 };
      window.__keys.push(sample);
      const expected = input.value + event.key;
      const observer = new MutationObserver(() => {
        if (sample.shown || !preview.textContent.includes(expected)) return;
        sample.shown = performance.now();
        observer.disconnect();
        requestAnimationFrame(() => {
          sample.frame = performance.now();
        });
      });
      observer.observe(preview, { subtree: true, childList: true, characterData: true });
    }, { capture: true });
  });
  for (let i = 0; i < KEYSTROKES; i += 1) {
    await page.keyboard.press(String.fromCharCode(97 + (i % 26)));
    await page.waitForFunction((n) => window.__keys.length === n && window.__keys[n - 1].frame > 0, i + 1);
  }
  const samples = await page.evaluate(() => window.__keys);
  return {
    shown: round(median(samples.map((s) => s.shown - s.at))),
    shownMax: round(Math.max(...samples.map((s) => s.shown - s.at))),
    frame: round(median(samples.map((s) => s.frame - s.at))),
    frameMax: round(Math.max(...samples.map((s) => s.frame - s.at))),
  };
}

export async function measureEditor(browser, port) {
  const base = `http://${SITE}:${port}`;
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addCookies([{ name: 'cookies_accepted', value: 'true', url: base }]);
  const page = await context.newPage();
  // Scripts the anonymous page already loaded are not counted again: what staff add is what is new.
  const seen = new Set();
  let counting = false;
  const scripts = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    if (!counting) seen.add(request.url());
    else if (!seen.has(request.url())) scripts.push(request.sizes().then((s) => s.responseBodySize).catch(() => 0));
  });
  try {
    const title = await prepare(page, base);
    counting = true;
    await page.goto(`${base}${PAGE}`, { waitUntil: 'networkidle' });
    await page.getByRole('region', { name: 'Editing tools' }).waitFor();
    await page.locator('[data-editor-slot] button').first().waitFor();
    await page.waitForLoadState('networkidle');
    const pageKb = (await Promise.all(scripts.splice(0))).reduce((a, b) => a + b, 0) / 1024;

    const firstOpen = await openEditor(page, title);
    await page.waitForLoadState('networkidle');
    const editorKb = (await Promise.all(scripts.splice(0))).reduce((a, b) => a + b, 0) / 1024;
    await page.keyboard.press('Escape');
    await page.locator('[data-section-editor]').waitFor({ state: 'detached' });

    const opens = [];
    for (let i = 0; i < 5; i += 1) {
      opens.push(await openEditor(page, title));
      await page.keyboard.press('Escape');
      await page.locator('[data-section-editor]').waitFor({ state: 'detached' });
    }
    await openEditor(page, title);
    const typing = await typeInTitle(page);
    return { pageKb: round(pageKb), editorKb: round(editorKb), firstOpen: Math.round(firstOpen), cachedOpen: Math.round(median(opens)), cachedOpenMax: Math.round(Math.max(...opens)), typing, cards: CARDS, keystrokes: KEYSTROKES };
  } finally {
    await context.close();
  }
}

export function editorLines(result) {
  return [
    '### The editing layer (signed in as the demo admin, Brightstack /about, headless Chromium)',
    '',
    '| what | figure |',
    '|---|---|',
    `| script a staff member's page loads beyond the public page's (the staff bar, palette and edit buttons), compressed | ${result.pageKb} kB |`,
    `| section editor's own script, loaded on first opening, compressed | ${result.editorKb} kB |`,
    `| click on Edit section to an editor that takes input, first opening (code fetched) | ${result.firstOpen} ms |`,
    `| the same with the editor's code cached, median of 5 (max) | ${result.cachedOpen} ms (${result.cachedOpenMax}) |`,
    `| keystroke in the title of a ${result.cards}-card section to the live preview showing it, median of ${result.keystrokes} (max) | ${result.typing.shown} ms (${result.typing.shownMax}) |`,
    `| the same keystroke to the start of the next frame, median (max) | ${result.typing.frame} ms (${result.typing.frameMax}) |`,
    '',
  ];
}
