// A site set in another family than Inter preloads its own face, not Inter.
import { describe, expect, it } from 'vitest';
import { sitePreloads } from './font-preload.mjs';

const INTER = '/_next/static/media/inter_latin_wght_normal-s.abc.woff2';
const MONTSERRAT = '/_next/static/media/montserrat_latin_wght_normal-s.def.woff2';
const CSS = [
  `@font-face{unicode-range:U+??;font-family:interLatin;src:url("${INTER}")format("woff2");font-display:swap;font-weight:100 900;font-style:normal}`,
  '@font-face{font-family:interLatin Fallback;src:local(Arial);size-adjust:107.89%}',
  `@font-face{unicode-range:U+??;font-family:montserratLatin;src:url("${MONTSERRAT}")format("woff2");font-display:swap;font-weight:100 900;font-style:normal}`,
  '@font-face{unicode-range:U+??;font-family:montserratLatin;src:url("/_next/static/media/montserrat_latin_wght_italic-s.x.woff2")format("woff2");font-style:italic}',
  '@font-face{font-family:newsreaderLatin;src:url("/_next/static/media/newsreader_latin_400_normal.a.woff2")format("woff2");font-weight:400;font-style:normal}',
  '@font-face{font-family:newsreaderLatin;src:url("/_next/static/media/newsreader_latin_700_normal.b.woff2")format("woff2");font-weight:700;font-style:normal}',
  '.a_variable{--face-inter-latin:"interLatin", "interLatin Fallback"}',
  '.b_variable{--face-montserrat-latin:"montserratLatin", "montserratLatin Fallback"}',
  '.c_variable{--face-newsreader-latin:"newsreaderLatin", "newsreaderLatin Fallback"}',
].join('');
const LINK = `<${INTER}>; rel=preload; as="font"; crossorigin=""; type="font/woff2", </demo/hero.svg>; rel=preload; as="image"; fetchpriority="high"`;
const page = (style: string) => `<!DOCTYPE html><html lang="en" class="a_variable b_variable c_variable"${style}><head><style data-page-css>${CSS}</style></head><body></body></html>`;

describe('the fonts a page preloads', () => {
  it('stay Inter for a site in Inter', () => {
    expect(sitePreloads(LINK, page(''))).toBe(LINK);
  });

  it("become the site family's latin face for a site in another variable family", () => {
    const link = sitePreloads(LINK, page(' style="--font-site:var(--font-montserrat)"'));
    expect(link).toBe(`<${MONTSERRAT}>; rel=preload; as="font"; crossorigin=""; type="font/woff2", </demo/hero.svg>; rel=preload; as="image"; fetchpriority="high"`);
  });

  it('drop Inter and add none for a family of static weights', () => {
    expect(sitePreloads(LINK, page(' style="--font-site:var(--font-newsreader)"'))).toBe('</demo/hero.svg>; rel=preload; as="image"; fetchpriority="high"');
  });

  it('leave a page without a Link header alone', () => {
    expect(sitePreloads(undefined, page(' style="--font-site:var(--font-montserrat)"'))).toBeUndefined();
  });
});
