// The Inter face every public page preloads is a copy of the package's latin file cut to the
// unicode-range its @font-face declares (scripts/subset-inter.mjs). These tests keep the copy what
// the script makes from the installed package, and its characters those the declared range covers.
import { readFileSync } from 'node:fs';
import fontverter from 'fontverter';
import { Blob, Face } from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { codePoints, INTER_OUTPUT, INTER_SOURCE, LATIN_RANGE, subsetInter } from './subset-inter.mjs';

async function mapped(woff2) {
  const sfnt = await fontverter.convert(woff2, 'truetype');
  return [...new Face(new Blob(new Uint8Array(sfnt)), 0).collectUnicodes()].sort((a, b) => a - b);
}

describe('the preloaded Inter face', () => {
  it('is what scripts/subset-inter.mjs makes from the installed package (run it after an update)', async () => {
    expect(Buffer.compare(Buffer.from(await subsetInter()), readFileSync(INTER_OUTPUT))).toBe(0);
  });

  it("maps every character of the package's file that the declared range covers, and no other", async () => {
    const declared = new Set(codePoints(LATIN_RANGE));
    const original = await mapped(readFileSync(INTER_SOURCE));
    const copy = await mapped(readFileSync(INTER_OUTPUT));
    expect(copy).toEqual(original.filter((point) => declared.has(point)));
    // The marks the copy leaves out are ones the range never sent to it.
    expect(original.filter((point) => !declared.has(point)).map((point) => point.toString(16))).toEqual(['300', '301', '303', '309', '323']);
    expect(readFileSync(INTER_OUTPUT).length).toBeLessThan(readFileSync(INTER_SOURCE).length * 0.9);
  });

  it('is declared with that range in the site fonts', () => {
    const faces = readFileSync(new URL('../src/features/site-chrome/font-faces.ts', import.meta.url), 'utf8');
    const inter = faces.slice(faces.indexOf('const interLatin ='), faces.indexOf('const interLatinExt ='));
    expect(inter).toContain("path: '../../fonts/inter-latin-wght-normal.woff2'");
    expect(inter).toContain(`value: '${LATIN_RANGE}'`);
  });
});
