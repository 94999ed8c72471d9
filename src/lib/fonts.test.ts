import { readFileSync } from 'node:fs';
import path from 'node:path';
import courierNew from '@capsizecss/metrics/courierNew';
import jetBrainsMono from '@capsizecss/metrics/jetBrainsMono';
import { describe, expect, it } from 'vitest';
import { fontFamilySchema } from '@/schemas/enums';
import {
  FONT_FAMILIES, FONT_FAMILY_NAMES, WAITING_FONT_FAMILIES, fontFamilyName, fontStack, latinFallbackName, siteFontStyle, waitingStack,
} from './fonts';

const globalsCss = readFileSync(path.resolve('src/app/globals.css'), 'utf8');

describe('offered font families', () => {
  it('keeps a stored family that is on the list, and makes anything else Inter', () => {
    expect(fontFamilyName('Inter')).toBe('Inter');
    expect(fontFamilyName('Playfair Display')).toBe('Playfair Display');
    expect(fontFamilyName('  montserrat ')).toBe('Montserrat');
    expect(fontFamilyName('Comic Sans MS')).toBe('Inter');
    expect(fontFamilyName('Inter, sans-serif')).toBe('Inter');
    expect(fontFamilyName('x); background: url(//evil)')).toBe('Inter');
    expect(fontFamilyName('')).toBe('Inter');
    expect(fontFamilyName(null)).toBe('Inter');
    expect(fontFamilyName(42)).toBe('Inter');
  });

  it('offers one distinct theme key per family, and the schema accepts exactly the list', () => {
    const slugs = FONT_FAMILY_NAMES.map((name) => FONT_FAMILIES[name].slug);
    expect(new Set(slugs).size).toBe(FONT_FAMILY_NAMES.length);
    for (const name of FONT_FAMILY_NAMES) expect(fontFamilySchema.parse(name)).toBe(name);
    expect(fontFamilySchema.safeParse('Helvetica').success).toBe(false);
  });

  it('sets body text in the chosen family through one CSS variable, and adds nothing for Inter', () => {
    expect(siteFontStyle('Inter')).toBeUndefined();
    expect(siteFontStyle('Wingdings')).toBeUndefined();
    expect(siteFontStyle(undefined)).toBeUndefined();
    expect(siteFontStyle('Nunito')).toEqual({ '--font-site': 'var(--font-nunito)' });
    expect(siteFontStyle('Source Serif 4')).toEqual({ '--font-site': 'var(--font-source-serif-4)' });
  });
});

describe('font stacks', () => {
  it('are the stacks app/globals.css declares, and font-sans follows the site family', () => {
    expect(globalsCss).toContain('--font-sans: var(--font-site, var(--font-inter));');
    for (const name of FONT_FAMILY_NAMES) {
      expect(globalsCss).toContain(`--font-${FONT_FAMILIES[name].slug}: ${fontStack(name)};`);
    }
  });

  it('hold a waiting section in its fallbacks, the ones app/globals.css names, never Inter', () => {
    const rule = /@utility face-wait \{\s*&:not\(\[data-face-near\]\) \{([^}]*)\}/.exec(globalsCss)?.[1] ?? '';
    expect(WAITING_FONT_FAMILIES).not.toContain('Inter');
    expect(rule).not.toContain('--font-inter');
    for (const name of WAITING_FONT_FAMILIES) {
      expect(rule).toContain(`--font-${FONT_FAMILIES[name].slug}: ${waitingStack(name)};`);
      expect(waitingStack(name), name).not.toContain('var(');
    }
    expect(latinFallbackName('Source Serif 4')).toBe('sourceSerif4Latin Fallback');
    expect(latinFallbackName('JetBrains Mono')).toBe('JetBrains Mono Fallback');
  });

  it('keep Cyrillic self-hosted and leave CJK to a generic family at the end', () => {
    for (const name of FONT_FAMILY_NAMES) {
      const stack = fontStack(name);
      const cyrillic = /var\(--face-([a-z0-9-]+)-cyrillic\)/.exec(stack);
      expect(cyrillic, name).not.toBeNull();
      const lender = FONT_FAMILY_NAMES.find((other) => FONT_FAMILIES[other].slug === cyrillic?.[1]);
      expect(lender && FONT_FAMILIES[lender].subsets, name).toContain('cyrillic');
      expect(stack, name).toContain(`var(--face-${FONT_FAMILIES[name].slug}-latin-ext)`);
      expect(stack, name).toMatch(/, (sans-serif|serif|monospace)$/);
    }
  });

  it('give JetBrains Mono a Courier New fallback with its metrics', () => {
    // The same arithmetic as next/font's adjustFontFallback: scale the fallback to the face's
    // average width, then express the face's vertical metrics at that scale.
    const scale = jetBrainsMono.xWidthAvg / jetBrainsMono.unitsPerEm / (courierNew.xWidthAvg / courierNew.unitsPerEm);
    const percent = (value: number) => `${(Math.abs(value) * 100).toFixed(2)}%`;
    const at = (metric: number) => percent(metric / (jetBrainsMono.unitsPerEm * scale));
    const face = /@font-face\s*{[^}]*'JetBrains Mono Fallback'[^}]*}/.exec(globalsCss)?.[0] ?? '';
    expect(face).toContain("local('Courier New')");
    expect(face).toContain(`size-adjust: ${percent(scale)};`);
    expect(face).toContain(`ascent-override: ${at(jetBrainsMono.ascent)};`);
    expect(face).toContain(`descent-override: ${at(jetBrainsMono.descent)};`);
    expect(face).toContain(`line-gap-override: ${at(jetBrainsMono.lineGap)};`);
  });
});
