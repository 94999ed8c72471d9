// Reads the stored header and footer styles (organization_settings.header_style / footer_style):
// an object, or a legacy plain string read as the type. Every token goes through the tokens module,
// so an unknown value falls back to the editing spec's defaults (§9) instead of reaching a class.
import { FOOTER_STYLE_TYPES, HEADER_STYLE_TYPES } from '@/lib/enums';
import { colorClass, colorToken, gradientClasses, LOGO_HEIGHTS, MENU_WIDTHS } from '@/lib/tokens';

export type HeaderType = (typeof HEADER_STYLE_TYPES)[number];
export type FooterLayout = 'default' | 'compact' | 'grid';
export type MenuWidth = keyof typeof MENU_WIDTHS;
export type LogoHeight = keyof typeof LOGO_HEIGHTS;
type Gradient = { from: string; via?: string; to: string };

export type HeaderStyle = {
  type: HeaderType;
  background: string;
  color: string;
  colorHover: string;
  menuWidth: MenuWidth;
  menuItemsAreText: boolean;
  logoHeight: LogoHeight;
  isGradient: boolean;
  gradient: Gradient;
};

export type FooterStyle = {
  /** The stored type after aliases: what the footer editor shows. */
  type: (typeof FOOTER_STYLE_TYPES)[number];
  layout: FooterLayout;
  background: string;
  color: string;
  colorHover: string;
  isGradient: boolean;
  gradient: Gradient | null;
};

export const HEADER_DEFAULTS: HeaderStyle = {
  type: 'default',
  background: 'white',
  color: 'gray-700',
  colorHover: 'gray-900',
  menuWidth: '7xl',
  menuItemsAreText: true,
  logoHeight: 'h-12',
  isGradient: false,
  gradient: { from: 'gray-900', via: 'gray-800', to: 'gray-700' },
};

export const FOOTER_DEFAULTS: FooterStyle = {
  type: 'default',
  layout: 'default',
  background: 'gray-900',
  color: 'gray-400',
  colorHover: 'white',
  isGradient: false,
  gradient: null,
};

/** Footer types and the layout each renders as: light and minimal are compact, the rest default. */
const FOOTER_LAYOUTS: Record<FooterStyle['type'], FooterLayout> = {
  default: 'default',
  compact: 'compact',
  grid: 'grid',
  light: 'compact',
  minimal: 'compact',
  stacked: 'default',
  transparent: 'default',
  fixed: 'default',
};

type Raw = Record<string, unknown>;

function asObject(raw: unknown): Raw {
  if (typeof raw === 'string') return { type: raw };
  return raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Raw) : {};
}

/** 'Ring-Card-Mini' and 'ring card mini' both read as ring_card_mini. */
function typeName(value: unknown): string {
  return typeof value === 'string' ? value.trim().toLowerCase().replace(/[\s-]+/g, '_') : '';
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

function token(value: unknown, fallback: string): string {
  return (typeof value === 'string' && colorToken(value)) || fallback;
}

function gradient(value: unknown): Gradient | null {
  const g = asObject(value);
  const from = colorToken(typeof g.from === 'string' ? g.from : null);
  const to = colorToken(typeof g.to === 'string' ? g.to : null);
  if (!from || !to) return null;
  const via = colorToken(typeof g.via === 'string' ? g.via : null);
  return via ? { from, via, to } : { from, to };
}

export function parseHeaderStyle(raw: unknown): HeaderStyle {
  const s = asObject(raw);
  const width = typeof s.menu_width === 'string' ? s.menu_width.replace(/^max-w-/, '') : '';
  return {
    type: oneOf(typeName(s.type), HEADER_STYLE_TYPES, HEADER_DEFAULTS.type),
    background: token(s.background, HEADER_DEFAULTS.background),
    color: token(s.color, HEADER_DEFAULTS.color),
    colorHover: token(s.color_hover, HEADER_DEFAULTS.colorHover),
    menuWidth: width in MENU_WIDTHS ? (width as MenuWidth) : HEADER_DEFAULTS.menuWidth,
    menuItemsAreText: typeof s.menu_items_are_text === 'boolean' ? s.menu_items_are_text : HEADER_DEFAULTS.menuItemsAreText,
    logoHeight: typeof s.logo_height === 'string' && s.logo_height in LOGO_HEIGHTS ? (s.logo_height as LogoHeight) : HEADER_DEFAULTS.logoHeight,
    isGradient: s.is_gradient === true,
    gradient: gradient(s.gradient) ?? HEADER_DEFAULTS.gradient,
  };
}

export function parseFooterStyle(raw: unknown): FooterStyle {
  const s = asObject(raw);
  const type = oneOf(typeName(s.type), FOOTER_STYLE_TYPES, FOOTER_DEFAULTS.type);
  return {
    type,
    layout: FOOTER_LAYOUTS[type],
    background: token(s.background, FOOTER_DEFAULTS.background),
    color: token(s.color, FOOTER_DEFAULTS.color),
    colorHover: token(s.color_hover, FOOTER_DEFAULTS.colorHover),
    isGradient: s.is_gradient === true,
    gradient: gradient(s.gradient),
  };
}

/** The background classes of a header or footer: its gradient when one is on and valid, else its colour. */
export function surfaceClass(style: { background: string; isGradient: boolean; gradient: Gradient | null }): string {
  const fromGradient = style.isGradient ? gradientClasses(style.gradient) : '';
  return fromGradient || colorClass('bg', style.background, 'bg-white');
}

/** Text and hover colours as classes (already validated tokens, so these are safelisted names). */
export function textClasses(style: { color: string; colorHover: string }): { text: string; hover: string; strong: string } {
  return {
    text: colorClass('text', style.color),
    hover: colorClass('hover:text', style.colorHover),
    strong: colorClass('text', style.colorHover),
  };
}

/** The i18n key of each header style's name in the chrome labels (ring_card_mini reads "Ring Card"). */
export const HEADER_STYLE_LABEL_KEYS = {
  default: 'headerStyle_default',
  transparent: 'headerStyle_transparent',
  fixed: 'headerStyle_fixed',
  mini: 'headerStyle_mini',
  ring_card_mini: 'headerStyle_ring_card_mini',
} as const satisfies Record<HeaderType, string>;

const LIGHT_SHADES = new Set(['50', '100', '200', '300', '400']);

/** True when a surface is light enough to need dark borders and dark text accents. */
export function isLightSurface(style: { background: string; isGradient: boolean; gradient: Gradient | null }): boolean {
  const token = style.isGradient && style.gradient ? style.gradient.from : style.background;
  if (token === 'white' || token === 'transparent') return true;
  return LIGHT_SHADES.has(token.split('-').pop() ?? '');
}
