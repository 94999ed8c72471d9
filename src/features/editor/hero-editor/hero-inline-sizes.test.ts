import { describe, expect, it } from 'vitest';
import { HERO_TITLE_SIZES } from '@/schemas/hero';
import {
  clampOffset,
  IMAGE_STEP,
  imageMaxHeight,
  sideAfterDrag,
  sizeOptions,
  sizeValue,
  snapTextPx,
  startTextPx,
  TEXT_RANGE,
  textPxAfterDrag,
  valueAfterKey,
} from './hero-inline-sizes';

describe('text size handle', () => {
  it('snaps to multiples of 4 between 12 and 120 px', () => {
    expect(snapTextPx(30)).toBe(32);
    expect(snapTextPx(49)).toBe(48);
    expect(snapTextPx(3)).toBe(12);
    expect(snapTextPx(500)).toBe(120);
  });

  it('follows the larger movement of a drag, right or down growing', () => {
    expect(textPxAfterDrag(48, 9, 2)).toBe(56);
    expect(textPxAfterDrag(48, 1, -14)).toBe(36);
    expect(textPxAfterDrag(72, -400, 0)).toBe(12);
    expect(textPxAfterDrag(72, 0, 400)).toBe(120);
  });

  it('starts from the stored size: a token, a pixel size, or the default', () => {
    expect(startTextPx('text-7xl', 'text-5xl')).toBe(72);
    expect(startTextPx('text-[52px]', 'text-5xl')).toBe(52);
    expect(startTextPx(undefined, 'text-5xl')).toBe(48);
    expect(startTextPx('text-[53px]', 'text-lg')).toBe(20);
  });

  it('steps by 4 from the keyboard to the next multiple, by 16 a page, to the ends with Home and End', () => {
    expect(valueAfterKey(48, 'ArrowUp', TEXT_RANGE)).toBe(52);
    expect(valueAfterKey(48, 'ArrowLeft', TEXT_RANGE)).toBe(44);
    expect(valueAfterKey(30, 'ArrowRight', TEXT_RANGE)).toBe(32);
    expect(valueAfterKey(30, 'ArrowDown', TEXT_RANGE)).toBe(28);
    expect(valueAfterKey(112, 'PageUp', TEXT_RANGE)).toBe(120);
    expect(valueAfterKey(12, 'ArrowDown', TEXT_RANGE)).toBe(12);
    expect(valueAfterKey(60, 'Home', TEXT_RANGE)).toBe(12);
    expect(valueAfterKey(60, 'End', TEXT_RANGE)).toBe(120);
    expect(valueAfterKey(60, 'Enter', TEXT_RANGE)).toBeNull();
  });

  it('stores a token when one draws at exactly that size, else the pixel size', () => {
    expect(sizeValue(48, HERO_TITLE_SIZES)).toBe('text-5xl');
    expect(sizeValue(52, HERO_TITLE_SIZES)).toBe('text-[52px]');
    // text-xs is 12 px but not a title size.
    expect(sizeValue(12, HERO_TITLE_SIZES)).toBe('text-[12px]');
  });

  it('lists a stored pixel size first, by its size', () => {
    const pixels = (px: number) => `${px} px`;
    expect(sizeOptions(['text-lg', 'text-xl'], 'text-[52px]', pixels)[0]).toEqual({ value: 'text-[52px]', label: '52 px' });
    expect(sizeOptions(['text-lg', 'text-xl'], 'text-xl', pixels)).toEqual([{ value: 'text-lg', label: '18 px' }, { value: 'text-xl', label: '20 px' }]);
  });
});

describe('image handles', () => {
  it('never go under 50 px a side nor past their maximum', () => {
    expect(sideAfterDrag(300, -1000, 400)).toBe(50);
    expect(sideAfterDrag(300, 40.4, 400)).toBe(340);
    expect(sideAfterDrag(300, 900, 400)).toBe(400);
    expect(sideAfterDrag(300, 0, 20)).toBe(50);
  });

  it('step by 10 px from the keyboard', () => {
    const range = { min: 50, max: 400, ...IMAGE_STEP };
    expect(valueAfterKey(304, 'ArrowUp', range)).toBe(310);
    expect(valueAfterKey(55, 'ArrowDown', range)).toBe(50);
    expect(valueAfterKey(300, 'PageDown', range)).toBe(250);
  });

  it('stop at 400 px high, and an inline image at 40% of the window as the page draws it', () => {
    expect(imageMaxHeight('right', 800)).toBe(400);
    expect(imageMaxHeight('inline', 800)).toBe(320);
    expect(imageMaxHeight('inline', 1400)).toBe(400);
  });
});

describe('moving the window', () => {
  const viewport = { width: 1280, height: 800 };
  const base = { left: 100, top: 50, right: 1180, bottom: 750 };

  it('keeps it on screen', () => {
    expect(clampOffset(base, { x: 30, y: -20 }, viewport)).toEqual({ x: 30, y: -20 });
    expect(clampOffset(base, { x: -500, y: 500 }, viewport)).toEqual({ x: -100, y: 50 });
  });

  it('does not move it along an axis where it is larger than the screen', () => {
    expect(clampOffset({ left: 16, top: 0, right: 1400, bottom: 700 }, { x: 40, y: 10 }, viewport)).toEqual({ x: 0, y: 10 });
  });
});
