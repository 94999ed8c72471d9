import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compile, optimize } from '@tailwindcss/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparePageCss, withPageCss } from './page-css.mjs';
import { selectorClasses } from './page-css-sheet.mjs';

// A build folder like Next.js's: the full sheet made from the real globals.css (every stored token
// safelisted) and a next/font sheet, so the page CSS is cut from the same universe as production.
const stylesheet = path.resolve('src/app/globals.css');
const distDir = mkdtempSync(path.join(tmpdir(), 'page-css-'));
const APP_SHEET = '/_next/static/chunks/app.css';
const FONT_SHEET = '/_next/static/chunks/fonts.css';
const FONT_CSS = [
  '@font-face{font-family:interLatin;src:url(../media/inter-latin.woff2)format("woff2");font-display:swap}',
  '@font-face{font-family:newsreaderLatin;src:url(../media/newsreader-latin.woff2)format("woff2");font-display:swap}',
  '.abc_className{font-family:interLatin}',
  '.abc_variable{--face-inter-latin:"interLatin"}',
  '.evil_variable{--face-x:"</style><script>alert(1)</script>"}',
].join('');

beforeAll(async () => {
  const full = await compile(readFileSync(stylesheet, 'utf8'), { base: path.dirname(stylesheet), onDependency() {} });
  const css = optimize(full.build(['flex', 'p-4', 'text-white', 'hidden', 'md:flex']), { minify: true }).code;
  mkdirSync(path.join(distDir, 'static/chunks'), { recursive: true });
  writeFileSync(path.join(distDir, 'static/chunks/app.css'), css);
  writeFileSync(path.join(distDir, 'static/chunks/fonts.css'), FONT_CSS);
  await preparePageCss({ distDir, stylesheet });
});

afterAll(() => rmSync(distDir, { recursive: true, force: true }));

const links = `<link rel="stylesheet" href="${APP_SHEET}" data-precedence="next"/><link rel="stylesheet" href="${FONT_SHEET}" data-precedence="next"/>`;
function page(body: string, htmlClass = 'abc_variable') {
  return `<!DOCTYPE html><html lang="en" class="${htmlClass}"><head><meta charset="utf-8"/>${links}<title>t</title></head><body>${body}</body></html>`;
}
function inlineCss(html: string) {
  const styles = [...html.matchAll(/<style data-page-css>([\s\S]*?)<\/style>/g)];
  expect(styles).toHaveLength(1);
  return styles[0][1];
}

describe('the CSS a page gets inline', () => {
  const html = page('<main class="bg-sky-600 h-48 md:text-5xl flex"><p class="text-white">Hi</p></main>');
  let out = '';
  let css = '';
  beforeAll(() => {
    out = withPageCss(html);
    css = inlineCss(out);
  });

  it('has the rules of the classes the page uses, and not of the tokens it does not', () => {
    expect(css).toContain('.bg-sky-600{');
    expect(css).toContain('.h-48{');
    expect(css).toMatch(/\.md\\:text-5xl\{/);
    expect(css).toContain('.flex{');
    expect(css).not.toContain('rose-600');
    expect(css).not.toContain('.p-4{');
    // The base layer and the theme variables the rules read come along.
    expect(css).toContain('@layer base');
    expect(css).toMatch(/--color-sky-600:/);
    expect(css).not.toMatch(/--color-rose-600:/);
  });

  it('no longer blocks on the built stylesheets: they load again at the end of the body', () => {
    const head = out.slice(0, out.indexOf('</head>'));
    expect(head).not.toContain('rel="stylesheet"');
    expect(head).toContain('<style data-page-css>');
    expect(out).toContain(`<p class="text-white">Hi</p></main>${links}</body>`);
  });

  it("keeps next/font's faces with addresses that work from the page, and the face classes it uses", () => {
    expect(css).toContain('@font-face{font-family:interLatin;src:url("/_next/static/media/inter-latin.woff2")');
    expect(css).toContain('url("/_next/static/media/newsreader-latin.woff2")');
    expect(css).toContain('.abc_variable{--face-inter-latin:"interLatin"}');
    expect(css).not.toContain('.abc_className');
  });

  it('is the same for another page with the same classes, whatever else is on it', () => {
    const other = page('<main class="flex h-48 md:text-5xl bg-sky-600 no-such-class"><p class="text-white">Other</p></main>');
    expect(inlineCss(withPageCss(other))).toBe(css);
  });
});

describe('a page whose scripts are the islands', () => {
  // The islands' code may render p-4 (an open menu, say); an island's props carry text-white.
  const html = page('<main class="flex"><sw-island data-island="menu" data-props="{&quot;tone&quot;:&quot;text-white no-such-class&quot;}"><p>Hi</p></sw-island></main>');
  let out = '';
  let css = '';
  beforeAll(() => {
    out = withPageCss(html, { islands: ['p-4', 'md:flex', 'not-built-anywhere'] });
    css = inlineCss(out);
  });

  it("gets the CSS of what its islands and their props may render, besides its own classes'", () => {
    expect(css).toContain('.flex{');
    expect(css).toContain('.p-4{');
    expect(css).toMatch(/\.md\\:flex\{/);
    expect(css).toContain('.text-white{');
    expect(css).not.toContain('not-built-anywhere');
  });

  it('links no full sheet at all', () => {
    expect(out).not.toContain('rel="stylesheet"');
    expect(out).not.toContain(APP_SHEET);
  });
});

describe('hostile class names', () => {
  const hostile = [
    '&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;',
    'bg-[url(javascript:alert(1))]',
    '[color:red]',
    "[content:&#x27;&lt;/style&gt;&lt;script&gt;alert(1)&lt;/script&gt;&#x27;]",
    'before:content-[&#x27;&lt;/style&gt;&#x27;]',
  ].join(' ');
  const html = page(`<div class="${hostile} flex">x</div>`, 'abc_variable evil_variable');
  let out = '';
  beforeAll(() => {
    out = withPageCss(html);
  });

  it('get no CSS the build would not make', () => {
    const css = inlineCss(out);
    expect(css).toContain('.flex{');
    expect(css).not.toContain('javascript:');
    expect(css).not.toContain('color:red');
    expect(css).not.toContain('content:');
  });

  it('never close the style element early, even when a kept rule says </style>', () => {
    expect(out.match(/<\/style/gi)).toHaveLength(1);
    // What a browser parses as markup once the style element ends at its first `</style`.
    expect(out.replace(/<style data-page-css>[\s\S]*?<\/style/i, '')).not.toMatch(/<script/i);
    expect(inlineCss(out)).toContain('<\\/style><script>alert(1)</script>');
  });
});

describe('pages it leaves alone', () => {
  it('returns a page that links no stylesheet unchanged', () => {
    const html = '<!DOCTYPE html><html><head><title>t</title></head><body><p class="flex">x</p></body></html>';
    expect(withPageCss(html)).toBe(html);
  });
  it('returns a page whose only stylesheet is not from the build unchanged', () => {
    const html = '<html><head><link rel="stylesheet" href="https://cdn.example/x.css"/></head><body class="flex"></body></html>';
    expect(withPageCss(html)).toBe(html);
  });
  it('drops a style preload of a built sheet with the link itself', () => {
    const html = page('<p class="flex">x</p>').replace('<meta charset="utf-8"/>', `<meta charset="utf-8"/><link rel="preload" as="style" href="${APP_SHEET}"/>`);
    const head = withPageCss(html).split('</head>')[0];
    expect(head).not.toContain('rel="preload"');
    expect(head).not.toContain('rel="stylesheet"');
  });
});

describe('class names in a built selector', () => {
  it('are read back as the classes a page carries', () => {
    expect(selectorClasses('.md\\:text-5xl')).toEqual(['md:text-5xl']);
    expect(selectorClasses('.\\32 xl\\:p-4')).toEqual(['2xl:p-4']);
    expect(selectorClasses('.group-hover\\:flex:is(:where(.group):hover *)')).toEqual(['group-hover:flex', 'group']);
    expect(selectorClasses('.bottom-\\[calc\\(1rem\\+var\\(--x\\,0px\\)\\)\\]')).toEqual(['bottom-[calc(1rem+var(--x,0px))]']);
    expect(selectorClasses('a[href$=".pdf"]')).toEqual([]);
  });
});
