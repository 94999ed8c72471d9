import { describe, expect, it } from 'vitest';
import { clampIndex, positionCount, shouldAutoplay, stepIndex, swipeDelta, visibleColumns } from './slider-math';

describe('slider', () => {
  it('shows grid_columns minus 1 columns, at least 1, and 1 on mobile', () => {
    expect(visibleColumns(4, false)).toBe(3);
    expect(visibleColumns(2, false)).toBe(1);
    expect(visibleColumns(1, false)).toBe(1);
    expect(visibleColumns(0, false)).toBe(1);
    expect(visibleColumns(6, true)).toBe(1);
  });
  it('stops where the last view is still full', () => {
    expect(positionCount(5, 3)).toBe(3);
    expect(positionCount(5, 1)).toBe(5);
    expect(positionCount(2, 3)).toBe(1);
    expect(positionCount(0, 3)).toBe(0);
  });
  it('wraps around at both ends', () => {
    expect(stepIndex(2, 1, 3)).toBe(0);
    expect(stepIndex(0, -1, 3)).toBe(2);
    expect(stepIndex(1, 1, 3)).toBe(2);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });
  it('keeps the index valid when the columns change', () => {
    expect(clampIndex(4, 3)).toBe(2);
    expect(clampIndex(-1, 3)).toBe(0);
  });
  it('treats a 75 px drag as a swipe and anything shorter as a tap', () => {
    expect(swipeDelta(200, 125)).toBe(1);
    expect(swipeDelta(100, 175)).toBe(-1);
    expect(swipeDelta(100, 174)).toBe(0);
    expect(swipeDelta(100, 20)).toBe(1);
    expect(swipeDelta(100, 40)).toBe(0);
  });
  it('autoplays only with more than one metric, off mobile, without reduced motion', () => {
    expect(shouldAutoplay({ slides: 5, isMobile: false, reducedMotion: false })).toBe(true);
    expect(shouldAutoplay({ slides: 1, isMobile: false, reducedMotion: false })).toBe(false);
    expect(shouldAutoplay({ slides: 5, isMobile: true, reducedMotion: false })).toBe(false);
    expect(shouldAutoplay({ slides: 5, isMobile: false, reducedMotion: true })).toBe(false);
  });
});
