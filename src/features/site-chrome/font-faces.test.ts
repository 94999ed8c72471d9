import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { TEXT_STYLES, textStyle } from '@/features/sections/text-styles';
import { FONT_FAMILIES, FONT_FAMILY_NAMES, WAITING_FONT_FAMILIES, fontStack, latinFallbackName } from '@/lib/fonts';
import { TEXT_STYLE_VARIANTS } from '@/lib/enums';

type LoaderOptions = {
  src: { path: string; weight?: string; style?: string }[];
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
const TAILWIND_WEIGHTS: Record<string, number> = {
  thin: 100, extralight: 200, light: 300, normal: 400, medium: 500, semibold: 600, bold: 700, extrabold: 800, black: 900,
};
const FONT_WEIGHTS = new Set(Object.keys(TAILWIND_WEIGHTS));

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

  it('points every loader at an installed file of its own subset: a variable one, or static instances', () => {
    for (const [variable, options] of loaders) {
      const subset = /-(latin-ext|latin|cyrillic)$/.exec(variable)?.[1];
      for (const file of options.src) {
        expect(existsSync(path.resolve(here, file.path)), file.path).toBe(true);
        const instance = new RegExp(`-${subset}-(wght|\\d00)-(normal|italic)\\.woff2$`).exec(path.basename(file.path));
        expect(instance, file.path).not.toBeNull();
        expect(file.style, file.path).toBe(instance?.[2]);
        if (instance?.[1] === 'wght') expect(options.weight, variable).toMatch(/^\d+ \d+$/);
        else expect(file.weight, file.path).toBe(instance?.[1]);
      }
      expect(options.declarations?.find((d) => d.prop === 'unicode-range')?.value, variable).toMatch(/^U\+/);
    }
  });

  it('declares a static instance for every weight and style a text style or rich text asks of its family', () => {
    const asked = new Map<string, Set<string>>();
    for (const variant of TEXT_STYLE_VARIANTS) {
      const { title, display, description, cardTitle, body, eyebrow } = TEXT_STYLES[variant];
      for (const classes of [title, display, description, cardTitle, body, eyebrow]) {
        const names = classes.split(/\s+/);
        const family = names.find((c) => c.startsWith('font-') && !FONT_WEIGHTS.has(c.slice(5)))?.slice(5) ?? '';
        const weight = String(TAILWIND_WEIGHTS[names.find((c) => FONT_WEIGHTS.has(c.slice(5)))?.slice(5) ?? 'normal']);
        const italic = names.includes('italic') ? 'italic' : 'normal';
        const wanted = asked.get(family) ?? new Set<string>();
        // Descriptions and bodies hold rich text: links are medium, strong is semibold, em is italic.
        const rich = classes === description || classes === body ? ['500 normal', '600 normal', `${weight} italic`] : [];
        for (const face of [`${weight} ${italic}`, ...rich]) wanted.add(face);
        asked.set(family, wanted);
      }
    }
    for (const [variable, options] of loaders) {
      if (options.src.every((file) => !file.weight)) continue;
      const slug = variable.replace(/^--face-/, '').replace(/-(latin-ext|latin|cyrillic)$/, '');
      const declared = options.src.map((file) => `${file.weight} ${file.style}`);
      const lightest = Math.min(...declared.map((face) => Number(face.split(' ')[0])));
      for (const face of asked.get(slug) ?? []) {
        const [weight, style] = face.split(' ');
        // Below the lightest instance the browser uses the lightest, as it clamps a variable font.
        const expected = `${Math.max(Number(weight), lightest)} ${style}`;
        expect(declared, `${variable} lacks ${face}`).toContain(expected);
      }
    }
  });

  it('names the fallbacks the waiting sections use after the loaders that write them', () => {
    const sources = ['./font-faces.ts', './font-faces-static.ts'].map((file) => readFileSync(path.resolve(here, file), 'utf8')).join('\n');
    for (const name of WAITING_FONT_FAMILIES) {
      const family = FONT_FAMILIES[name];
      if (family.ownFallback) continue;
      const constant = latinFallbackName(name).replace(/ Fallback$/, '');
      const loader = new RegExp(`const ${constant} = localFont\\(\\{[^;]*variable: '--face-${family.slug}-latin'`).exec(sources);
      expect(loader, name).not.toBeNull();
      expect(loaders.get(`--face-${family.slug}-latin`)?.adjustFontFallback, name).not.toBe(false);
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
  it('make a section wait for its faces exactly when a voice uses a family that is not preloaded', () => {
    const waiting = new Set(WAITING_FONT_FAMILIES.map((name) => `font-${FONT_FAMILIES[name].slug}`));
    for (const variant of TEXT_STYLE_VARIANTS) {
      const { title, display, description, cardTitle, body, eyebrow } = TEXT_STYLES[variant];
      const uses = [title, display, description, cardTitle, body, eyebrow].join(' ').split(' ').some((c) => waiting.has(c));
      expect(textStyle(variant).faceWait, variant).toBe(uses ? 'face-wait' : '');
    }
    expect(textStyle('default').faceWait).toBe('');
    expect(textStyle('magazine', 'dark').faceWait).toBe('face-wait');
  });


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
