// The hero's text sizes in pixels (editing-layer spec §5): dragging a title's or description's
// handle sets 12 to 120 px in steps of 4. Such a size is stored in the same field as the closed list
// of `text-*` tokens, as Tailwind writes it (`text-[52px]`), and only these 28 values are accepted,
// so the size field stays one closed list. Pure: the schema, the page and the editor share it.
import { TEXT_SIZES } from '@/lib/tokens';

export const HERO_TEXT_PX = { min: 12, max: 120, step: 4 } as const;

/** Every pixel size the hero accepts: text-[12px], text-[16px] … text-[120px]. */
export const HERO_PIXEL_SIZES: readonly string[] = Array.from(
  { length: (HERO_TEXT_PX.max - HERO_TEXT_PX.min) / HERO_TEXT_PX.step + 1 },
  (_, index) => pixelToken(HERO_TEXT_PX.min + index * HERO_TEXT_PX.step),
);

export function pixelToken(px: number): string {
  return `text-[${px}px]`;
}

/** 52 for `text-[52px]`; null for anything off the 4 px grid, outside 12–120 px, or not of that form. */
export function pixelSize(value: unknown): number | null {
  const match = typeof value === 'string' ? /^text-\[(\d{2,3})px\]$/.exec(value) : null;
  if (!match) return null;
  const px = Number(match[1]);
  return px >= HERO_TEXT_PX.min && px <= HERO_TEXT_PX.max && px % HERO_TEXT_PX.step === 0 ? px : null;
}

/** Tailwind 4's font size of each token, in pixels at the browser's default 16 px root. */
export const TOKEN_PX: Record<(typeof TEXT_SIZES)[number], number> = {
  'text-xs': 12,
  'text-sm': 14,
  'text-base': 16,
  'text-lg': 18,
  'text-xl': 20,
  'text-2xl': 24,
  'text-3xl': 30,
  'text-4xl': 36,
  'text-5xl': 48,
  'text-6xl': 60,
  'text-7xl': 72,
};

/** The size a stored value draws at: a token's size, a pixel size, or null when it is neither. */
export function sizePx(value: unknown): number | null {
  if (typeof value === 'string' && Object.hasOwn(TOKEN_PX, value)) return TOKEN_PX[value as keyof typeof TOKEN_PX];
  return pixelSize(value);
}
