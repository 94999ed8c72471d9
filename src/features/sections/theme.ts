// Colour decisions shared by every section: whether a stored background is dark (so text turns
// light), and the organisation's accent colour as safelisted class names. Pure, so the public page
// and the editors' previews agree.
import { COLOR_FAMILIES, colorToken, SHADES } from '@/lib/tokens';

export type Tone = 'light' | 'dark';

/** The organisation's primary colour: a family and shade from the closed token lists. */
export type Accent = { family: (typeof COLOR_FAMILIES)[number]; shade: (typeof SHADES)[number] };

/** Spec default theme: primary sky 600. */
export const DEFAULT_ACCENT: Accent = { family: 'sky', shade: '600' };

type Background = { backgroundColor?: string | null; isGradient?: boolean; gradient?: { from?: string; via?: string; to?: string } | null };

function shadeOf(token: string | null): number | null {
  if (!token) return null;
  if (token === 'black') return 950;
  if (token === 'white' || token === 'transparent') return 0;
  const shade = Number(token.split('-').pop());
  return Number.isFinite(shade) ? shade : null;
}

/** Dark when the colour (or both ends of a gradient) is shade 600 or deeper, or black. */
export function backgroundTone(background: Background): Tone {
  if (background.isGradient) {
    const from = shadeOf(colorToken(background.gradient?.from));
    const to = shadeOf(colorToken(background.gradient?.to));
    if (from !== null && to !== null) return Math.min(from, to) >= 500 ? 'dark' : 'light';
  }
  const shade = shadeOf(colorToken(background.backgroundColor));
  return shade !== null && shade >= 600 ? 'dark' : 'light';
}

/** Reads the settings' primary colour, falling back to the default for anything unknown. */
export function accentFrom(family: string | null | undefined, shade: string | null | undefined): Accent {
  const f = COLOR_FAMILIES.find((c) => c === family);
  const s = SHADES.find((c) => c === String(shade ?? ''));
  return f && s ? { family: f, shade: s } : DEFAULT_ACCENT;
}

function shadeAtLeast(shade: Accent['shade'], minimum: number): Accent['shade'] {
  return Number(shade) >= minimum ? shade : (String(minimum) as Accent['shade']);
}

function deeper(shade: Accent['shade']): Accent['shade'] {
  const index = SHADES.indexOf(shade);
  return SHADES[Math.min(SHADES.length - 1, index + 1)];
}

export type AccentClasses = {
  /** Text in the accent colour, readable on the given tone. */
  text: string;
  /** A filled button: accent background with white text, one shade deeper on hover. */
  button: string;
  /** A pale tint for badges and highlighted panels. */
  soft: string;
  border: string;
};

/**
 * Accent classes that keep contrast: text and filled buttons use at least shade 700 on light
 * backgrounds (sky 600 on white is under 4.5:1), and shade 300 text on dark ones.
 */
export function accentClasses(accent: Accent, tone: Tone = 'light'): AccentClasses {
  const strong = shadeAtLeast(accent.shade, 700);
  const { family } = accent;
  return {
    text: tone === 'dark' ? `text-${family}-300` : `text-${family}-${strong}`,
    button:
      tone === 'dark'
        ? 'bg-white text-gray-900 hover:bg-gray-100'
        : `bg-${family}-${strong} text-white hover:bg-${family}-${deeper(strong)}`,
    soft: `bg-${family}-50 text-${family}-${shadeAtLeast(strong, 800)}`,
    border: `border-${family}-${strong}`,
  };
}
