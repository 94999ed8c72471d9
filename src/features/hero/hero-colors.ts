// Colour classes of the hero: title and background gradients, and the button, whose text colour
// must stay readable whatever colour the editor picked. Every stored value goes through the token
// lists first (with or without its from-/via-/to- prefix); nothing stored reaches a class unchecked.
import { COLOR_FAMILIES, SHADES, colorToken } from '@/lib/tokens';

type Gradient = { from?: string; via?: string; to?: string } | null | undefined;
type Family = (typeof COLOR_FAMILIES)[number];

/** Spec §4/§9: what the editor fills in when a gradient is switched on without stops. */
export const DEFAULT_TITLE_GRADIENT = { from: 'blue-600', via: 'purple-600', to: 'pink-600' };
export const DEFAULT_BUTTON_COLOR = 'sky-600';

/** `from-… via-… to-…` for a gradient whose ends are known tokens, else null. */
export function gradientStops(gradient: Gradient): string | null {
  const from = colorToken(gradient?.from);
  const to = colorToken(gradient?.to);
  if (!from || !to) return null;
  const via = colorToken(gradient?.via);
  return via ? `from-${from} via-${via} to-${to}` : `from-${from} to-${to}`;
}

/**
 * The lightest shade of each family on which white text reaches 4.5:1 (measured on Tailwind 4's
 * palette: sky, emerald and amber 600 fall short, blue and purple 600 pass).
 */
const WHITE_TEXT_FROM: Record<Family, number> = {
  gray: 5, slate: 5, neutral: 5, sky: 7, blue: 6, emerald: 7, indigo: 6, purple: 6, pink: 7, rose: 7, amber: 7,
};

type Stop = { kind: 'white' } | { kind: 'black' } | { kind: 'shade'; family: Family; index: number };

function parseStop(value: string | undefined): Stop | null {
  const token = colorToken(value);
  if (!token || token === 'transparent') return null;
  if (token === 'white' || token === 'black') return { kind: token };
  const [family, shade] = token.split('-') as [Family, string];
  return { kind: 'shade', family, index: SHADES.indexOf(shade as (typeof SHADES)[number]) };
}

/** How many shade steps a stop must deepen before white text on it passes; Infinity for white. */
function stepsShort(stop: Stop): number {
  if (stop.kind === 'white') return Infinity;
  if (stop.kind === 'black') return 0;
  return Math.max(0, WHITE_TEXT_FROM[stop.family] - stop.index);
}

function tokenOf(stop: Stop, deepen = 0): string {
  if (stop.kind !== 'shade') return stop.kind;
  return `${stop.family}-${SHADES[Math.min(SHADES.length - 1, stop.index + deepen)]}`;
}

export type ButtonColors = { fill: string; hover: string; tone: 'light' | 'dark' };

/**
 * The button's fill and text colour. White text is used when the colour is deep enough or one shade
 * away (the fill then deepens by that step: sky-600 renders as sky-700); pale colours get dark text
 * instead. A gradient deepens all its stops together so it keeps its shape.
 */
export function buttonColors(color: string | undefined, gradient: Gradient): ButtonColors {
  const ends = [parseStop(gradient?.from), parseStop(gradient?.to)];
  if (ends[0] && ends[1]) {
    const via = parseStop(gradient?.via);
    const stops = [ends[0], ...(via ? [via] : []), ends[1]];
    const short = Math.max(...stops.map(stepsShort));
    const pale = stops.every((stop) => stepsShort(stop) >= 2);
    const deepen = pale ? 0 : Math.min(short === Infinity ? 0 : short, 4);
    const [from, ...rest] = stops.map((stop) => tokenOf(stop, deepen));
    const to = rest.pop() as string;
    const middle = rest.length ? ` via-${rest[0]}` : '';
    return {
      fill: `bg-gradient-to-r from-${from}${middle} to-${to} ${pale ? 'text-gray-950' : 'text-white'}`,
      hover: pale ? 'hover:brightness-105' : 'hover:brightness-90',
      tone: pale ? 'light' : 'dark',
    };
  }
  const stop = parseStop(color) ?? (parseStop(DEFAULT_BUTTON_COLOR) as Stop);
  const short = stepsShort(stop);
  if (short >= 2) {
    return { fill: `bg-${tokenOf(stop)} text-gray-950`, hover: `hover:bg-${tokenOf(stop, 1)}`, tone: 'light' };
  }
  const hoverStep = stop.kind === 'black' ? 'hover:bg-gray-800' : `hover:bg-${tokenOf(stop, short + 1)}`;
  return { fill: `bg-${tokenOf(stop, short)} text-white`, hover: hoverStep, tone: 'dark' };
}

/** Title colour: a gradient clipped to the text (default stops when the stored ones are unusable) or a solid token. */
export function titleColor(style: { color?: string; is_gradient?: boolean; gradient?: Gradient }, tone: 'light' | 'dark'): string {
  if (style.is_gradient) {
    const stops = gradientStops(style.gradient) ?? gradientStops(DEFAULT_TITLE_GRADIENT);
    return `bg-gradient-to-r ${stops} bg-clip-text text-transparent`;
  }
  const token = colorToken(style.color);
  return token ? `text-${token}` : tone === 'dark' ? 'text-white' : 'text-gray-800';
}

/** Hero background: a diagonal gradient when switched on with usable stops, else the solid colour (white by default). */
export function backgroundColor(style: { color?: string; is_gradient?: boolean; gradient?: Gradient }): string {
  const stops = style.is_gradient ? gradientStops(style.gradient) : null;
  if (stops) return `bg-gradient-to-br ${stops}`;
  const token = colorToken(style.color);
  return token ? `bg-${token}` : 'bg-white';
}

/** The colour the decorative animation draws in: the title gradient's middle, else the button or title colour. */
export function accentColor(title: { color?: string; is_gradient?: boolean; gradient?: Gradient }, buttonColor: string | undefined): string {
  const fromTitle = title.is_gradient ? colorToken(title.gradient?.via) ?? colorToken(title.gradient?.from) : null;
  const token = fromTitle ?? colorToken(buttonColor) ?? colorToken(title.color) ?? DEFAULT_BUTTON_COLOR;
  return token === 'white' || token === 'transparent' ? 'text-gray-400' : `text-${token}`;
}
