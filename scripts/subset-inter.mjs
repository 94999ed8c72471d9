// Makes src/fonts/inter-latin-wght-normal.woff2, the face every public page preloads, from
// @fontsource-variable/inter's latin file (docs/decisions/048-the-first-paint-on-a-phone.md).
// That file also carries five combining marks (U+0300, 0301, 0303, 0309, 0323) outside the
// unicode-range its @font-face declares, so no browser ever takes them from it, and their mark
// positioning makes up most of its size. The copy holds exactly the declared range, every glyph,
// axis and OpenType feature kept: 48.3 kB → 41.7 kB. Run again when the package is updated;
// scripts/subset-inter.test.mjs fails until then.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const INTER_SOURCE = path.join(root, 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
export const INTER_OUTPUT = path.join(root, 'src/fonts/inter-latin-wght-normal.woff2');
/** The latin unicode-range of the face (src/features/site-chrome/font-faces.ts declares the same). */
export const LATIN_RANGE = 'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

/** Every code point of a CSS unicode-range list. */
export function codePoints(range) {
  const points = [];
  for (const part of range.split(',')) {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    for (let point = parseInt(from, 16); point <= parseInt(to, 16); point++) points.push(point);
  }
  return points;
}

/** The subset, as bytes. */
export async function subsetInter() {
  const text = String.fromCodePoint(...codePoints(LATIN_RANGE));
  return subsetFont(readFileSync(INTER_SOURCE), text, { targetFormat: 'woff2' });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const bytes = await subsetInter();
  writeFileSync(INTER_OUTPUT, bytes);
  console.log(`${path.relative(root, INTER_OUTPUT)}: ${bytes.length} bytes (from ${readFileSync(INTER_SOURCE).length})`);
}
