// The editors' live previews sanitise rich text in the browser with DOMPurify; the server stores and
// renders it through sanitize-html (decision 059). Both follow src/lib/rich-text-rules.ts, and this
// proves they agree: every payload of the two published XSS corpora (tests/fixtures/xss, a copy of
// the shared corpora), through titles' rules, posts' rules and plain text, sanitised by the server
// here in Node and by the browser module in Chromium. Each browser output must be the server's or
// stricter, and safe on its own (tests/support/sanitiser-harness.ts says exactly what that means).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { richTextSanitiser as server } from '@/lib/sanitize';
import type { Case, judge, Mode } from '../support/sanitiser-harness';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';

const corpusDir = path.resolve('tests/fixtures/xss');
const owasp: string[] = JSON.parse(readFileSync(path.join(corpusDir, 'owasp-filter-evasion.json'), 'utf8'));
const dompurify: { payload: string }[] = JSON.parse(readFileSync(path.join(corpusDir, 'dompurify-fixture-payloads.json'), 'utf8'));
const payloads = [...owasp, ...dompurify.map((fixture) => fixture.payload)];

const MODES: Mode[] = ['sanitizeRichText', 'sanitizePostHtml', 'toPlainText'];
const cases: Case[] = payloads.flatMap((payload) => MODES.map((mode) => ({ payload, mode, server: server[mode](payload) })));

/** What editors and imports really store: here the preview must show exactly what the page will. */
const ORDINARY = [
  '<p>Hi <strong>there</strong>, <em>you</em>.<br>Next line</p><ul><li>one</li><li>two</li></ul><ol><li>first</li></ol>',
  '<p><a href="/about" class="text-sky-600 underline">About us</a> and <a href="https://example.com/x?a=1&amp;b=2">a partner</a></p>',
  '<p><a href="mailto:office@example.com">Write</a> or <a href="tel:+4930123456">call</a>; <a href="#prices">prices</a></p>',
  '<span style="color: #0369a1; font-weight: bold">Blue</span> <span style="text-align:center;font-style:italic !important">centred</span>',
  '<p>Fish &amp; chips &lt;3, 5&nbsp;kg, caf\u00e9 \u201cquoted\u201d</p>',
  '<p style="background-color: rgb(240, 249, 255); text-decoration: underline">Shaded</p><p class="lead">Lead</p>',
  '<h2 id="intro">Intro</h2><p>Text</p><h3>More</h3><blockquote><p>Quote</p></blockquote><pre><code>const a = 1;</code></pre><hr>',
  '<figure><img src="/media/a.avif" alt="A view" width="800" height="600" loading="lazy"><figcaption>A view</figcaption></figure>',
  '<table><thead><tr><th colspan="2">Plan</th></tr></thead><tbody><tr><td>Basic</td><td rowspan="1">10</td></tr></tbody></table>',
  'Plain words without markup & an ampersand',
];
const ordinary: Case[] = ORDINARY.flatMap((payload) => MODES.map((mode) => ({ payload, mode, server: server[mode](payload) })));

type Judged = Awaited<ReturnType<typeof judge>>;
declare global {
  interface Window {
    sanitiserHarness: { judge: typeof judge };
  }
}

let browser: Browser;
let page: Page;

async function judgeInBrowser(which: 'shipped' | 'careless', all = cases): Promise<Judged> {
  return page.evaluate(([some, kind]) => window.sanitiserHarness.judge(some, kind), [all, which] as const);
}

beforeAll(async () => {
  const bundle = await build({
    entryPoints: [path.resolve('tests/support/sanitiser-harness.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'sanitiserHarness',
    platform: 'browser',
    target: 'chrome120',
    logLevel: 'silent',
  });
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  page = await browser.newPage();
  await page.setContent('<!doctype html><html lang="en"><head><title>Sanitiser</title></head><body></body></html>');
  await page.addScriptTag({ content: bundle.outputFiles[0].text });
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

describe('the browser sanitiser against the server one', () => {
  it(`reads all ${payloads.length} payloads of both corpora`, () => {
    expect(owasp.length).toBe(106);
    expect(dompurify.length).toBe(223);
    expect(cases.length).toBe(payloads.length * MODES.length);
  });

  it('gives the server output or a stricter one for every payload, and nothing that runs', async () => {
    const { verdicts, dialogs } = await judgeInBrowser('shipped');
    const failures = verdicts
      .map((verdict, index) => ({ ...verdict, payload: cases[index].payload, mode: cases[index].mode, server: cases[index].server }))
      .filter((verdict) => verdict.kind === 'laxer' || verdict.problems.length > 0);
    expect(failures).toEqual([]);
    expect(dialogs).toBe(0);

    const tally = Object.fromEntries(MODES.map((mode) => {
      const mine = verdicts.filter((_, index) => cases[index].mode === mode);
      return [mode, {
        identical: mine.filter((v) => v.kind === 'identical').length,
        sameString: mine.filter((v) => v.sameString).length,
        stricter: mine.filter((v) => v.kind === 'stricter').length,
      }];
    }));
    console.info(`Browser sanitiser against the server's, ${payloads.length} payloads:`, JSON.stringify(tally));
    // Titles and descriptions, what the previews show most, come out the same almost always.
    expect(tally.sanitizeRichText.identical).toBeGreaterThan(payloads.length * 0.9);
  });

  it('shows ordinary rich text exactly as the server keeps it', async () => {
    const { verdicts } = await judgeInBrowser('shipped', ordinary);
    const differing = verdicts
      .map((verdict, index) => ({ kind: verdict.kind, mode: ordinary[index].mode, server: ordinary[index].server, browser: verdict.browser }))
      .filter((verdict) => verdict.kind !== 'identical');
    expect(differing).toEqual([]);
    // The samples exercise the rules: a style, a class, an external link's added rel, a heading's id.
    const kept = ordinary.map((item) => item.server).join('');
    for (const part of ['style="color:#0369a1;font-weight:bold"', 'class="text-sky-600 underline"', 'rel="noopener noreferrer nofollow"', 'id="intro"']) {
      expect(kept).toContain(part);
    }
  });

  it('fails a sanitiser that lets an onerror handler through', async () => {
    const { verdicts, dialogs } = await judgeInBrowser('careless');
    const caught = verdicts.filter((verdict) => verdict.kind === 'laxer' && verdict.problems.some((p) => p.includes('onerror')));
    expect(caught.length).toBeGreaterThan(0);
    expect(dialogs).toBeGreaterThan(0);
  });
});
