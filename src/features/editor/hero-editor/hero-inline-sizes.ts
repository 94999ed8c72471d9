// The arithmetic of the hero editor's drag handles and movable window (spec §9: text 12–120 px in
// steps of 4, image sides at least 50 px and at most 400 px high). Pure, so it is unit-tested.
import { HERO_DEFAULTS } from '@/features/hero/hero-style';
import { HERO_TEXT_PX, pixelToken, sizePx, TOKEN_PX } from '@/lib/hero-text-size';

export type Range = { min: number; max: number; step: number; page: number };

export const TEXT_RANGE: Range = { min: HERO_TEXT_PX.min, max: HERO_TEXT_PX.max, step: HERO_TEXT_PX.step, page: 4 * HERO_TEXT_PX.step };
export const IMAGE_STEP = { step: 10, page: 50 } as const;

export const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The nearest text size on the 4 px grid, within 12–120 px. */
export function snapTextPx(px: number): number {
  const { min, max, step } = HERO_TEXT_PX;
  return clamp(Math.round(px / step) * step, min, max);
}

/** The text size after dragging its handle: the larger movement counts, right or down grows. */
export function textPxAfterDrag(startPx: number, dx: number, dy: number): number {
  return snapTextPx(startPx + (Math.abs(dx) >= Math.abs(dy) ? dx : dy));
}

/** An image side after dragging its handle by `delta` pixels. */
export function sideAfterDrag(start: number, delta: number, max: number): number {
  return clamp(Math.round(start + delta), HERO_DEFAULTS.imageMin, Math.max(HERO_DEFAULTS.imageMin, max));
}

/**
 * A slider's keys: arrows up/right step up and down/left step down to the next multiple of the
 * step (30 goes to 32 or 28 with a step of 4), Page Up/Down by a page, Home and End to the ends.
 * Null for any other key.
 */
export function valueAfterKey(value: number, key: string, { min, max, step, page }: Range): number | null {
  const up = (by: number) => Math.floor(value / step) * step + by;
  const down = (by: number) => Math.ceil(value / step) * step - by;
  const next: Record<string, number> = {
    ArrowUp: up(step),
    ArrowRight: up(step),
    ArrowDown: down(step),
    ArrowLeft: down(step),
    PageUp: up(page),
    PageDown: down(page),
    Home: min,
    End: max,
  };
  return key in next ? clamp(next[key], min, max) : null;
}

/** The size a stored value draws at, on the grid: where a drag or key press starts from. */
export function startTextPx(value: string | undefined, fallback: string): number {
  return snapTextPx(sizePx(value) ?? sizePx(fallback) ?? HERO_TEXT_PX.min);
}

/** What to store for a size: the list's own token when one draws at exactly that size, else `text-[52px]`. */
export function sizeValue(px: number, allowed: readonly string[]): string {
  return allowed.find((token) => Object.hasOwn(TOKEN_PX, token) && TOKEN_PX[token as keyof typeof TOKEN_PX] === px) ?? pixelToken(px);
}

export type Option = { value: string; label: string };

/**
 * The closed list, each named by the size it draws at ("72 px", not its class name), with a stored
 * pixel size first (named "52 px") so showing it changes nothing.
 */
export function sizeOptions(allowed: readonly string[], current: string | undefined, pixels: (px: number) => string): Option[] {
  const list = allowed.map((value) => {
    const px = sizePx(value);
    return { value, label: px === null ? value : pixels(px) };
  });
  const px = current && !allowed.includes(current) ? sizePx(current) : null;
  return px && current ? [{ value: current, label: pixels(px) }, ...list] : list;
}

/** The highest an image may be dragged: 400 px (§9), and for an inline image 40% of the window, as the page draws it. */
export function imageMaxHeight(position: string | undefined, windowHeight: number): number {
  const max = HERO_DEFAULTS.imageMaxHeight;
  return position === 'inline' ? Math.min(max, Math.floor(windowHeight * 0.4)) : max;
}

export type Box = { left: number; top: number; right: number; bottom: number };
export type Offset = { x: number; y: number };

/**
 * The offset that keeps a window (measured where layout put it) on screen. On an axis where it is
 * larger than the screen it stays where layout put it.
 */
export function clampOffset(base: Box, offset: Offset, viewport: { width: number; height: number }): Offset {
  const axis = (start: number, end: number, size: number, value: number) => {
    const low = -start;
    const high = size - end;
    return low > high ? 0 : clamp(value, low, high);
  };
  return { x: axis(base.left, base.right, viewport.width, offset.x), y: axis(base.top, base.bottom, viewport.height, offset.y) };
}
