import { describe, expect, it } from 'vitest';
import {
  alignment,
  animationKind,
  blockWidth,
  buttonHref,
  columnCount,
  descriptionText,
  heroImage,
  sideGrid,
  textScrim,
  textSizeVars,
  titleSize,
} from './hero-style';
import { HERO_PIXEL_SIZES, pixelSize, sizePx } from '@/lib/hero-text-size';

describe('title and description text', () => {
  it('uses the spec defaults: text-5xl on phones, text-7xl from md up', () => {
    expect(titleSize({})).toBe('text-5xl md:text-7xl');
    expect(titleSize({ size: { desktop: 'text-6xl', mobile: 'text-4xl' } })).toBe('text-4xl md:text-6xl');
  });

  it('refuses sizes outside the title range (text-lg … text-7xl) and unknown strings', () => {
    expect(titleSize({ size: { desktop: 'text-sm', mobile: 'text-8xl' } })).toBe('text-5xl md:text-7xl');
    expect(titleSize({ size: { desktop: 'text-7xl bg-red-500', mobile: 'text-lg' } })).toBe('text-lg md:text-7xl');
  });

  it('lets the description go down to text-xs and maps the four weights', () => {
    expect(descriptionText({ size: { desktop: 'text-xs', mobile: 'text-sm' }, weight: 'semibold' })).toBe('text-sm md:text-xs font-semibold');
    expect(descriptionText({})).toBe('text-lg md:text-xl font-normal');
    expect(descriptionText({ weight: 'black' })).toContain('font-normal');
  });
});

describe('pixel text sizes (set by dragging in the editor)', () => {
  it('accepts 12 to 120 px in steps of 4 and nothing else', () => {
    expect(HERO_PIXEL_SIZES).toHaveLength(28);
    expect(pixelSize('text-[52px]')).toBe(52);
    for (const value of ['text-[50px]', 'text-[8px]', 'text-[124px]', 'text-[52px] bg-red-500', '52px', 52]) expect(pixelSize(value)).toBeNull();
    expect(sizePx('text-7xl')).toBe(72);
    expect(sizePx('text-8xl')).toBeNull();
  });

  it('draws a pixel size through a CSS variable on the text block, a token as its class', () => {
    const title = { size: { desktop: 'text-[88px]', mobile: 'text-4xl' } };
    const description = { size: { mobile: 'text-[12px]' } };
    expect(titleSize(title)).toBe('text-4xl md:text-(length:--hero-title-desktop)');
    expect(descriptionText(description)).toBe('text-(length:--hero-description-mobile) md:text-xl font-normal');
    expect(textSizeVars(title, description)).toEqual({ '--hero-title-desktop': '88px', '--hero-description-mobile': '12px' });
    expect(textSizeVars({ size: { desktop: 'text-[90px]' } }, {})).toBeUndefined();
  });
});

describe('layout tokens', () => {
  it('aligns left beside an image and centres a text-only hero unless told otherwise', () => {
    expect(alignment(undefined, true).name).toBe('left');
    expect(alignment(undefined, false).name).toBe('center');
    expect(alignment('right', false)).toMatchObject({ text: 'text-right', block: 'ml-auto', justify: 'justify-end' });
    expect(alignment('justify', true).name).toBe('left');
  });

  it('maps content widths 2xl … 7xl and full, with or without the max-w- prefix, defaulting to 2xl', () => {
    expect(blockWidth('4xl')).toBe('max-w-4xl');
    expect(blockWidth('max-w-6xl')).toBe('max-w-6xl');
    expect(blockWidth('full')).toBe('max-w-full');
    expect(blockWidth('xl')).toBe('max-w-2xl');
    expect(blockWidth(undefined)).toBe('max-w-2xl');
  });

  it('reads the column count from the background, then the title block, accepting only 1 to 3', () => {
    expect(columnCount(3, 1)).toBe(3);
    expect(columnCount(undefined, 1)).toBe(1);
    expect(columnCount(7, '2')).toBe(2);
    expect(columnCount(null, null)).toBe(2);
    expect(sideGrid(3)).toEqual({ grid: expect.stringContaining('lg:grid-cols-3'), text: 'lg:col-span-2' });
    expect(sideGrid(1).grid).not.toContain('lg:grid-cols');
  });
});

describe('hero image', () => {
  it('is absent without a usable source', () => {
    expect(heroImage(null, { position: 'left' })).toBeNull();
    expect(heroImage('javascript:alert(1)', {})).toBeNull();
  });

  it('keeps each of the five positions and defaults an unknown one to right', () => {
    for (const position of ['left', 'right', 'background', 'inline', 'full'] as const) {
      expect(heroImage('/a.png', { position })?.position).toBe(position);
    }
    expect(heroImage('/a.png', {})?.position).toBe('right');
    expect(heroImage('/a.png', { position: 'top' as 'left' })?.position).toBe('right');
  });

  it('puts a video on the right instead of behind the text', () => {
    expect(heroImage('/clip.mp4', { position: 'background' })).toMatchObject({ position: 'right', kind: 'video' });
    expect(heroImage('https://youtu.be/dQw4w9WgXcQ', { position: 'inline' })).toMatchObject({ position: 'inline', kind: 'embed' });
  });

  it('defaults to 400×300, raises tiny sizes to 50 and scales down to the 400 px height limit', () => {
    expect(heroImage('/a.png', {})).toMatchObject({ width: 400, height: 300, fullPage: false });
    expect(heroImage('/a.png', { width: 10, height: 0 })).toMatchObject({ width: 50, height: 300 });
    expect(heroImage('/a.png', { width: 1280, height: 720 })).toMatchObject({ width: 711, height: 400 });
    expect(heroImage('/a.png', { width: '520' as unknown as number, height: null, fullPage: true })).toMatchObject({ width: 520, height: 300, fullPage: true });
  });
});

describe('button address', () => {
  it('falls back to /products and keeps the page language', () => {
    expect(buttonHref(undefined, 'en', 'en')).toBe('/products');
    expect(buttonHref('  ', 'es', 'en')).toBe('/es/products');
    expect(buttonHref('/contact', 'es', 'en')).toBe('/es/contact');
    expect(buttonHref('kontakt', 'de', 'de')).toBe('/kontakt');
  });

  it('leaves external and anchor links alone and refuses unsafe ones', () => {
    expect(buttonHref('https://example.org/demo', 'es', 'en')).toBe('https://example.org/demo');
    expect(buttonHref('#pricing', 'es', 'en')).toBe('#pricing');
    expect(buttonHref('javascript:alert(1)', 'es', 'en')).toBe('/es/products');
    expect(buttonHref('//evil.example', 'en', 'en')).toBe('/products');
  });
});

describe('animation', () => {
  it('knows the three effects, case-insensitively, and nothing else', () => {
    expect(animationKind('DotGrid')).toBe('DotGrid');
    expect(animationKind(' magicbento ')).toBe('MagicBento');
    expect(animationKind('LetterGlitch')).toBe('LetterGlitch');
    expect(animationKind('')).toBeNull();
    expect(animationKind('Confetti')).toBeNull();
    expect(animationKind(undefined)).toBeNull();
  });
});

describe('the panel behind the text', () => {
  it('puts an opaque panel in the hero’s tone behind the text only when an animation runs', () => {
    expect(textScrim(false, 'light')).toBe('');
    expect(textScrim(false, 'dark')).toBe('');
    expect(textScrim(true, 'light')).toMatch(/\bbg-white\/95\b/);
    expect(textScrim(true, 'dark')).toMatch(/\bbg-gray-950\/90\b/);
    // No backdrop blur: over a canvas redrawn every frame it is recomputed every frame.
    expect(textScrim(true, 'light')).not.toMatch(/backdrop/);
    // Padding on every screen size, so the panel reaches past the text's edges on a phone too.
    expect(textScrim(true, 'light')).toMatch(/(^| )p-5( |$)/);
  });
});
