import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { TEXT_STYLES } from '@/features/sections/text-styles';
import { FONT_FAMILIES, FONT_FAMILY_NAMES, fontStack } from '@/lib/fonts';
import { TEXT_STYLE_VARIANTS } from '@/lib/enums';

type LoaderOptions = {
  src: { path: string; style?: string }[];
  variable: string;
  weight?: string;
  preload?: boolean;
  adjustFontFallback?: 'Arial' | 'Times New Roman' | false;
  declarations?: { prop: string; value: string }[];
};

// next/font/local only works inside the Next.js compiler; here it records what each loader asks for.
const loaders = vi.hoisted(() => new Map<string, LoaderOptions>());
vi.mock('next/font/local', () => ({
  default: (options: LoaderOptions) => {
    loaders.set(options.variable, options);
    return { className: `class${options.variable}`, style: { fontFamily: options.variable }, variable: `variable${options.variable}` };
  },
}));

const { FONT_FACES, fontFaceClassName } = await import('./font-faces');
const here = path.dirname(fileURLToPath(import.meta.url));
const FONT_WEIGHTS = new Set(['thin', 'extralight', 'light', 'normal', 'medium', 'semibold', 'bold', 'extrabold', 'black']);

/** The face variables a family's stack reads, in order. */
function facesOf(name: (typeof FONT_FAMILY_NAMES)[number]): string[] {
  return [...fontStack(name).matchAll(/var\((--face-[a-z0-9-]+)\)/g)].map((match) => match[1]);
}

describe('bundled font faces', () => {
  it('has a loader for every face a stack reads, and none that no stack reads', () => {
    const read = new Set(FONT_FAMILY_NAMES.flatMap(facesOf));
    expect(new Set(loaders.keys())).toEqual(read);
    expect(new Set(Object.keys(FONT_FACES))).toEqual(read);
    for (const variable of read) expect(fontFaceClassName.split(' ')).toContain(`variable${variable}`);
  });

  it('points every loader at a variable font file that is installed, of its own subset', () => {
    for (const [variable, options] of loaders) {
      const subset = /-(latin-ext|latin|cyrillic)$/.exec(variable)?.[1];
      for (const file of options.src) {
        expect(existsSync(path.resolve(here, file.path)), file.path).toBe(true);
        expect(path.basename(file.path), variable).toMatch(new RegExp(`-${subset}-wght-(normal|italic)\\.woff2$`));
      }
      expect(options.weight, variable).toMatch(/^\d+ \d+$/);
      expect(options.declarations?.find((d) => d.prop === 'unicode-range')?.value, variable).toMatch(/^U\+/);
    }
  });

  it('preloads only Inter latin, the default face above the fold', () => {
    const preloaded = [...loaders].filter(([, options]) => options.preload !== false).map(([variable]) => variable);
    expect(preloaded).toEqual(['--face-inter-latin']);
    expect(loaders.get('--face-inter-latin')?.src).toHaveLength(1);
  });

  it('gives each family a metric-adjusted fallback on its latin face only', () => {
    for (const name of FONT_FAMILY_NAMES) {
      const family = FONT_FAMILIES[name];
      const latin = loaders.get(`--face-${family.slug}-latin`);
      const expected = family.ownFallback ? false : family.generic.endsWith(' serif') ? 'Times New Roman' : 'Arial';
      expect(latin?.adjustFontFallback, name).toBe(expected);
      if (family.ownFallback) expect(fontStack(name)).toContain(`'${family.ownFallback}'`);
    }
    for (const [variable, options] of loaders) {
      if (!variable.endsWith('-latin')) expect(options.adjustFontFallback, variable).toBe(false);
    }
  });
});

describe('text styles', () => {
  it('set every voice in the site family or a bundled one', () => {
    const bundled = new Set(FONT_FAMILY_NAMES.map((name) => `font-${FONT_FAMILIES[name].slug}`));
    for (const variant of TEXT_STYLE_VARIANTS) {
      const { title, display, description, cardTitle, body, eyebrow } = TEXT_STYLES[variant];
      for (const classes of [title, display, description, cardTitle, body, eyebrow]) {
        const families = classes.split(/\s+/).filter((c) => c.startsWith('font-') && !FONT_WEIGHTS.has(c.slice(5)));
        expect(families, `${variant}: ${classes}`).toHaveLength(1);
        const [family] = families;
        expect(family === 'font-sans' || bundled.has(family), `${variant}: ${family}`).toBe(true);
      }
    }
  });
});
