// The organisation's primary colour (settings.primary_color and primary_shade) and the one rule
// for using it: accent text and fills on a light surface are never lighter than shade 700, because
// white text on a lighter shade, or a lighter shade on white, falls under 4.5:1 for most families
// (sky 600 on white is about 4.1:1). Every place that shows the accent (header, sections, posts,
// account pages, e-mail buttons) reads it through here so they all agree on the shade.
import { COLOR_FAMILIES, SHADES } from '@/lib/tokens';

export type ColorFamily = (typeof COLOR_FAMILIES)[number];
export type Shade = (typeof SHADES)[number];
export type AccentColor = { family: ColorFamily; shade: Shade };
export type Tone = 'light' | 'dark';

/** The spec's default theme: primary sky 600. */
export const DEFAULT_ACCENT: AccentColor = { family: 'sky', shade: '600' };

/** The lightest shade accent text and filled buttons may use on a light surface. */
export const MIN_READABLE_SHADE = '700' satisfies Shade;
export type ReadableShade = '700' | '800' | '900' | '950';

/** The stored colour with each part checked on its own: an unknown family or shade takes the default's. */
export function readAccent(family: string | null | undefined, shade: string | null | undefined): AccentColor {
  return {
    family: COLOR_FAMILIES.find((f) => f === family) ?? DEFAULT_ACCENT.family,
    shade: SHADES.find((s) => s === String(shade ?? '')) ?? DEFAULT_ACCENT.shade,
  };
}

type StoredColor = { primaryColor?: string | null; primaryShade?: string | null } | null | undefined;

/** The colour an organisation's settings row names (no settings: the default theme). */
export function accentFromSettings(settings: StoredColor): AccentColor {
  return readAccent(settings?.primaryColor, settings?.primaryShade);
}

function atLeast(shade: Shade, minimum: ReadableShade): ReadableShade {
  return (Number(shade) >= Number(minimum) ? shade : minimum) as ReadableShade;
}

/** The shade at least as deep as 700: 600 becomes 700, 800 stays 800. */
export function readableShade(shade: Shade): ReadableShade {
  return atLeast(shade, MIN_READABLE_SHADE);
}

/** One step deeper on the palette (for hover), stopping at 950. */
export function deeperShade(shade: Shade): Shade {
  return SHADES[Math.min(SHADES.length - 1, SHADES.indexOf(shade) + 1)];
}

export type AccentClasses = {
  /** Text in the accent colour, readable on the given tone. */
  text: string;
  /** The hover state of accent text: one shade deeper. */
  hoverText: string;
  /** A fill that carries white text. */
  bg: string;
  hoverBg: string;
  border: string;
  /** A pale tint behind badges and highlighted panels. */
  softBg: string;
  /** The pale tint with text that stays readable on it. */
  soft: string;
  /** A filled button: the accent with white text on light surfaces, white with dark text on dark ones. */
  button: string;
  /** The colour as a CSS value, for rich text and islands that cannot carry our classes. */
  cssColor: string;
};

/**
 * The accent as class names. Family and shade come from the closed lists, so every name here is
 * one the stylesheet safelists (app/globals.css).
 */
export function accentClasses(color: AccentColor, tone: Tone = 'light'): AccentClasses {
  const { family } = color;
  const strong = readableShade(color.shade);
  const deeper = deeperShade(strong);
  // Text on the pale tint goes one notch further: 700 on a -50 tint is borderline for some families.
  const softText = atLeast(strong, '800');
  return {
    text: tone === 'dark' ? `text-${family}-300` : `text-${family}-${strong}`,
    hoverText: `hover:text-${family}-${deeper}`,
    bg: `bg-${family}-${strong}`,
    hoverBg: `hover:bg-${family}-${deeper}`,
    border: `border-${family}-${strong}`,
    softBg: `bg-${family}-50`,
    soft: `bg-${family}-50 text-${family}-${softText}`,
    button: tone === 'dark' ? 'bg-white text-gray-900 hover:bg-gray-100' : `bg-${family}-${strong} text-white hover:bg-${family}-${deeper}`,
    // Tailwind defines every palette colour as a theme variable.
    cssColor: `var(--color-${family}-${strong})`,
  };
}
