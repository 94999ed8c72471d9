// The hero record's stored style → layout decisions and class names. Pure, so the public page and
// the hero editor's live preview agree. Every stored size, weight, width and alignment is checked
// against a closed list here; an unknown value falls back to the spec's default.
import type { CSSProperties } from 'react';
import { TEXT_SIZES } from '@/lib/tokens';
import { classifyMedia } from '@/lib/media';
import { safeUrl } from '@/lib/rich-text-rules';
import { localizePath, type Locale } from '@/lib/i18n/locales';
import type { HeroSectionView } from '@/schemas/section-views';
import { pixelSize } from '@/lib/hero-text-size';

// The stored style objects, as the hero's record types them (features never reach the database layer).
type HeroTitleStyle = HeroSectionView['titleStyle'];
type HeroDescriptionStyle = HeroSectionView['descriptionStyle'];
type HeroImageStyle = HeroSectionView['imageStyle'];

type TextSize = (typeof TEXT_SIZES)[number];
const TITLE_SIZES = TEXT_SIZES.slice(TEXT_SIZES.indexOf('text-lg'));

/** Spec §9 defaults. */
export const HERO_DEFAULTS = {
  titleDesktop: 'text-7xl',
  titleMobile: 'text-5xl',
  descriptionDesktop: 'text-xl',
  descriptionMobile: 'text-lg',
  blockWidth: '2xl',
  imageWidth: 400,
  imageHeight: 300,
  imageMin: 50,
  imageMaxHeight: 400,
  buttonUrl: '/products',
} as const;

function pick<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

type SizedPart = 'title' | 'description';
type StoredSize = { desktop?: string; mobile?: string } | undefined;

/**
 * A pixel size (`text-[52px]`, hero-text-size.ts) is drawn through a CSS variable set on the text
 * block (textSizeVars), so one fixed class per part and breakpoint serves all 28 sizes and the
 * stylesheet needs no class per size.
 */
const PIXEL_CLASSES = {
  title: { mobile: 'text-(length:--hero-title-mobile)', desktop: 'md:text-(length:--hero-title-desktop)' },
  description: { mobile: 'text-(length:--hero-description-mobile)', desktop: 'md:text-(length:--hero-description-desktop)' },
} as const;

/** `text-5xl md:text-7xl`: the mobile size below 768 px, the desktop size from there up. */
function responsiveSize(part: SizedPart, size: StoredSize, allowed: readonly TextSize[], desktop: TextSize, mobile: TextSize): string {
  const small = pixelSize(size?.mobile) ? PIXEL_CLASSES[part].mobile : pick(size?.mobile, allowed, mobile);
  const large = pixelSize(size?.desktop) ? PIXEL_CLASSES[part].desktop : `md:${pick(size?.desktop, allowed, desktop)}`;
  return `${small} ${large}`;
}

/** The CSS variables the pixel sizes of the title and description draw from; none without one. */
export function textSizeVars(title: HeroTitleStyle, description: HeroDescriptionStyle): CSSProperties | undefined {
  const vars: Record<string, string> = {};
  for (const [part, size] of [['title', title.size], ['description', description.size]] as const) {
    for (const breakpoint of ['mobile', 'desktop'] as const) {
      const px = pixelSize(size?.[breakpoint]);
      if (px) vars[`--hero-${part}-${breakpoint}`] = `${px}px`;
    }
  }
  return Object.keys(vars).length ? (vars as CSSProperties) : undefined;
}

export function titleSize(style: HeroTitleStyle): string {
  return responsiveSize('title', style.size, TITLE_SIZES, HERO_DEFAULTS.titleDesktop, HERO_DEFAULTS.titleMobile);
}

const WEIGHTS = { normal: 'font-normal', medium: 'font-medium', semibold: 'font-semibold', bold: 'font-bold' } as const;

export function descriptionText(style: HeroDescriptionStyle): string {
  const size = responsiveSize('description', style.size, TEXT_SIZES, HERO_DEFAULTS.descriptionDesktop, HERO_DEFAULTS.descriptionMobile);
  const weight = WEIGHTS[pick(style.weight, Object.keys(WEIGHTS) as (keyof typeof WEIGHTS)[], 'normal')];
  return `${size} ${weight}`;
}

export type Alignment = 'left' | 'center' | 'right';
const ALIGN = {
  left: { text: 'text-left', block: 'mr-auto', justify: 'justify-start' },
  center: { text: 'text-center', block: 'mx-auto', justify: 'justify-center' },
  right: { text: 'text-right', block: 'ml-auto', justify: 'justify-end' },
} as const;

/** Stored alignment, or centred when the text stands alone and left beside a side image. */
export function alignment(value: unknown, besideImage: boolean) {
  const name = pick<Alignment>(value, ['left', 'center', 'right'], besideImage ? 'left' : 'center');
  return { name, ...ALIGN[name] };
}

const BLOCK_WIDTHS = {
  '2xl': 'max-w-2xl', '3xl': 'max-w-3xl', '4xl': 'max-w-4xl', '5xl': 'max-w-5xl', '6xl': 'max-w-6xl', '7xl': 'max-w-7xl', full: 'max-w-full',
} as const;

/** Content width of the text block: 2xl … 7xl or full, stored bare or as `max-w-3xl`. */
export function blockWidth(value: unknown): string {
  const bare = typeof value === 'string' ? value.replace(/^max-w-/, '') : '';
  return BLOCK_WIDTHS[pick(bare, Object.keys(BLOCK_WIDTHS) as (keyof typeof BLOCK_WIDTHS)[], HERO_DEFAULTS.blockWidth)];
}

/** Column count 1, 2 or 3: background_style.column, else the title's blockColumns, else 2. */
export function columnCount(column: unknown, blockColumns: unknown): 1 | 2 | 3 {
  for (const value of [column, blockColumns]) {
    const n = Number(value);
    if (n === 1 || n === 2 || n === 3) return n;
  }
  return 2;
}

/**
 * The grid for a side image: one column stacks text over image; two share the row; three give
 * the text two columns and the image one.
 */
export function sideGrid(columns: 1 | 2 | 3): { grid: string; text: string } {
  if (columns === 1) return { grid: 'grid grid-cols-1 gap-12', text: '' };
  if (columns === 2) return { grid: 'grid grid-cols-1 items-center gap-12 lg:grid-cols-2 lg:gap-16', text: '' };
  return { grid: 'grid grid-cols-1 items-center gap-12 lg:grid-cols-3 lg:gap-16', text: 'lg:col-span-2' };
}

export type ImagePosition = 'left' | 'right' | 'background' | 'inline' | 'full';
const POSITIONS: readonly ImagePosition[] = ['left', 'right', 'background', 'inline', 'full'];

export type HeroImage = { src: string; position: ImagePosition; width: number; height: number; kind: 'image' | 'video' | 'embed'; fullPage: boolean };

function dimension(value: unknown, fallback: number): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number.parseInt(value, 10) : NaN;
  return Number.isInteger(n) && n > 0 ? Math.max(HERO_DEFAULTS.imageMin, n) : fallback;
}

/**
 * Where and how large the hero image is, or null without one. Width and height default to 400×300
 * and are scaled down together to the 400 px height limit; a video cannot be a background, so it
 * then sits on the right.
 */
export function heroImage(src: string | null | undefined, style: HeroImageStyle): HeroImage | null {
  const media = classifyMedia(src);
  if (media.kind === 'none') return null;
  let width = dimension(style.width, HERO_DEFAULTS.imageWidth);
  let height = dimension(style.height, HERO_DEFAULTS.imageHeight);
  if (height > HERO_DEFAULTS.imageMaxHeight) {
    width = Math.max(HERO_DEFAULTS.imageMin, Math.round((width * HERO_DEFAULTS.imageMaxHeight) / height));
    height = HERO_DEFAULTS.imageMaxHeight;
  }
  let position = pick(style.position, POSITIONS, 'right');
  if (position === 'background' && media.kind !== 'image') position = 'right';
  return { src: media.src, position, width, height, kind: media.kind, fullPage: style.fullPage === true };
}

/** The button's address: a stored path gets the page's language prefix; unsafe or empty values fall back to /products. */
export function buttonHref(url: string | null | undefined, locale: Locale, defaultLocale: Locale): string {
  const trimmed = url?.trim() || HERO_DEFAULTS.buttonUrl;
  const safe = safeUrl(trimmed);
  if (!safe) return localizePath(HERO_DEFAULTS.buttonUrl, locale, defaultLocale);
  if (safe.startsWith('#') || /^[a-z][a-z0-9+.-]*:/i.test(safe)) return safe;
  return localizePath(safe, locale, defaultLocale);
}

/**
 * A decorative animation covers the whole hero, and on a phone the text covers most of the hero:
 * its shapes would run through the headline and the button. A panel in the hero's own tone behind
 * the text keeps the text at the contrast it has without the effect; no animation, no panel.
 * The panel is nearly opaque rather than blurred: a backdrop blur over a canvas that redraws every
 * frame is recomputed every frame in software, and cost 20-60 ms of first paint (docs/benchmarks.md).
 */
export function textScrim(animated: boolean, tone: 'light' | 'dark'): string {
  if (!animated) return '';
  const fill = tone === 'dark' ? 'bg-gray-950/90' : 'bg-white/95';
  return `rounded-3xl p-5 shadow-sm sm:p-8 ${fill}`;
}

export const ANIMATIONS = ['DotGrid', 'LetterGlitch', 'MagicBento'] as const;
export type AnimationKind = (typeof ANIMATIONS)[number];

/** The stored animation_element, or null for none or an unknown name. */
export function animationKind(value: unknown): AnimationKind | null {
  return ANIMATIONS.find((name) => typeof value === 'string' && name.toLowerCase() === value.trim().toLowerCase()) ?? null;
}
