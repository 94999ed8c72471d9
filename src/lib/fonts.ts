// The font families a site can be set in: a closed list, like the colour tokens in ./tokens.ts.
// Every family is a self-hosted variable font (src/features/site-chrome/font-faces.ts declares its
// faces, one per subset), so a page looks the same on every visitor's machine. The stored
// `font_family` setting is checked against this list before it reaches a style; the same list is
// what a settings editor offers. See docs/decisions/025-self-hosted-fonts.md.
import type { CSSProperties } from 'react';

/** Scripts with a face of their own; anything else falls through to the system fonts at the end of the stack. */
export const FONT_SUBSETS = ['latin', 'latin-ext', 'cyrillic'] as const;
export type FontSubset = (typeof FONT_SUBSETS)[number];

export const FONT_FAMILY_NAMES = [
  'Inter', 'Source Serif 4', 'Playfair Display', 'Newsreader', 'JetBrains Mono', 'Archivo', 'Montserrat', 'Nunito',
] as const;
export type FontFamilyName = (typeof FONT_FAMILY_NAMES)[number];
export const DEFAULT_FONT_FAMILY: FontFamilyName = 'Inter';

export type FontFamily = {
  /** Theme key: the stack is `--font-{slug}` in app/globals.css and the utility is `font-{slug}`. */
  slug: string;
  /** The subsets bundled for this family; each is a face whose CSS variable is `--face-{slug}-{subset}`. */
  subsets: readonly FontSubset[];
  /** A family without Cyrillic borrows the Cyrillic face of a kindred bundled family, so `ru` pages stay self-hosted. */
  cyrillicFrom?: FontFamilyName;
  /** A metric-adjusted local fallback written by hand in app/globals.css (next/font only adjusts Arial and Times). */
  ownFallback?: string;
  /** System fonts last: generic families pick a CJK font by the page's lang, which is all `ja` and `zh` get. */
  generic: string;
};

const SANS = 'ui-sans-serif, system-ui, sans-serif';
const SERIF = 'ui-serif, serif';
const MONO = 'ui-monospace, monospace';
const ALL: readonly FontSubset[] = FONT_SUBSETS;
const NO_CYRILLIC: readonly FontSubset[] = ['latin', 'latin-ext'];

export const FONT_FAMILIES: Record<FontFamilyName, FontFamily> = {
  Inter: { slug: 'inter', subsets: ALL, generic: SANS },
  'Source Serif 4': { slug: 'source-serif-4', subsets: ALL, generic: SERIF },
  'Playfair Display': { slug: 'playfair-display', subsets: ALL, generic: SERIF },
  Newsreader: { slug: 'newsreader', subsets: NO_CYRILLIC, cyrillicFrom: 'Source Serif 4', generic: SERIF },
  'JetBrains Mono': { slug: 'jetbrains-mono', subsets: ALL, ownFallback: 'JetBrains Mono Fallback', generic: MONO },
  Archivo: { slug: 'archivo', subsets: NO_CYRILLIC, cyrillicFrom: 'Inter', generic: SANS },
  Montserrat: { slug: 'montserrat', subsets: ALL, generic: SANS },
  Nunito: { slug: 'nunito', subsets: ALL, generic: SANS },
};

/** The CSS variable a face's `next/font` loader defines (its family name, then its adjusted fallback if any). */
export function faceVariable(name: FontFamilyName, subset: FontSubset): `--face-${string}` {
  return `--face-${FONT_FAMILIES[name].slug}-${subset}`;
}

/**
 * The `font-family` value of a family. The latin-ext and Cyrillic faces come first: their
 * unicode-range keeps them out of the way of plain Latin text (and undownloaded), and a character
 * outside every range reaches the latin face's metric-adjusted fallback, then the system.
 */
export function fontStack(name: FontFamilyName): string {
  const family = FONT_FAMILIES[name];
  const faces: string[] = [];
  if (family.subsets.includes('latin-ext')) faces.push(faceVariable(name, 'latin-ext'));
  if (family.subsets.includes('cyrillic')) faces.push(faceVariable(name, 'cyrillic'));
  else if (family.cyrillicFrom) faces.push(faceVariable(family.cyrillicFrom, 'cyrillic'));
  faces.push(faceVariable(name, 'latin'));
  const stack = faces.map((variable) => `var(${variable})`);
  if (family.ownFallback) stack.push(`'${family.ownFallback}'`);
  return [...stack, family.generic].join(', ');
}

/** The family of the faces every page shows above the fold (header and hero): its latin face is preloaded. */
export const ABOVE_THE_FOLD_FAMILY: FontFamilyName = 'Inter';

/**
 * The families a section waits for until it comes near the viewport (the `face-wait` class of
 * app/globals.css, lifted by public/face-wait.js): every one but the preloaded one.
 */
export const WAITING_FONT_FAMILIES = FONT_FAMILY_NAMES.filter((name) => name !== ABOVE_THE_FOLD_FAMILY);

/**
 * The family name next/font gives a latin face's metric-adjusted fallback: the loader's constant
 * name in features/site-chrome/font-faces*.ts (`newsreaderLatin`) and " Fallback".
 */
export function latinFallbackName(name: FontFamilyName): string {
  const family = FONT_FAMILIES[name];
  if (family.ownFallback) return family.ownFallback;
  const camel = family.slug.replace(/-([a-z0-9])/g, (_, next: string) => next.toUpperCase());
  return `${camel}Latin Fallback`;
}

/**
 * A family's stack while its section waits: the latin face's fallback alone, which has no file to
 * download and the face's metrics, so nothing moves when the full stack takes over.
 */
export function waitingStack(name: FontFamilyName): string {
  return `'${latinFallbackName(name)}', ${FONT_FAMILIES[name].generic}`;
}

/** A stored `font_family` as one of the offered families; anything unknown is the default, Inter. */
export function fontFamilyName(value: unknown): FontFamilyName {
  if (typeof value !== 'string') return DEFAULT_FONT_FAMILY;
  const wanted = value.trim().toLowerCase();
  return FONT_FAMILY_NAMES.find((name) => name.toLowerCase() === wanted) ?? DEFAULT_FONT_FAMILY;
}

/**
 * The style for a site's root element: `--font-site` points `font-sans` (body text, the default
 * and startup text styles) at the chosen family's stack. Nothing for Inter, which is already the
 * default, so most pages carry no style attribute at all.
 */
export function siteFontStyle(value: unknown): CSSProperties | undefined {
  const name = fontFamilyName(value);
  if (name === DEFAULT_FONT_FAMILY) return undefined;
  return { '--font-site': `var(--font-${FONT_FAMILIES[name].slug})` } as CSSProperties;
}
