// The slider's rules (public spec §4 and §9), as pure functions the island and its tests share.

export const SLIDER_INTERVAL_MS = 5000;
export const SLIDER_SWIPE_PX = 75;
export const MOBILE_BREAKPOINT_PX = 768;

/** Columns shown: grid_columns minus 1, at least 1; always 1 on mobile. */
export function visibleColumns(gridColumns: number, isMobile: boolean): number {
  if (isMobile) return 1;
  const columns = Math.floor(Number.isFinite(gridColumns) ? gridColumns : 1) - 1;
  return Math.max(1, columns);
}

/** How many positions the track can stop at, so the last view is full rather than half empty. */
export function positionCount(slides: number, columns: number): number {
  if (slides <= 0) return 0;
  return Math.max(1, slides - Math.max(1, columns) + 1);
}

/** One step forward or back, wrapping around at both ends. */
export function stepIndex(index: number, delta: number, positions: number): number {
  if (positions <= 0) return 0;
  return (((index + delta) % positions) + positions) % positions;
}

/** Keeps an index valid after the column count (and so the number of positions) changes. */
export function clampIndex(index: number, positions: number): number {
  return positions <= 0 ? 0 : Math.min(Math.max(0, index), positions - 1);
}

/** A horizontal drag of at least 75 px: left moves to the next slide, right to the previous. */
export function swipeDelta(startX: number, endX: number): -1 | 0 | 1 {
  const distance = endX - startX;
  if (Math.abs(distance) < SLIDER_SWIPE_PX) return 0;
  return distance < 0 ? 1 : -1;
}

/** Autoplay only with more than one metric, not on mobile, and not for people who ask for less motion. */
export function shouldAutoplay({ slides, isMobile, reducedMotion }: { slides: number; isMobile: boolean; reducedMotion: boolean }): boolean {
  return slides > 1 && !isMobile && !reducedMotion;
}
