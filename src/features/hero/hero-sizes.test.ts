import { describe, expect, it } from 'vitest';
import { heroImageSizes } from './hero-sizes';

describe('heroImageSizes', () => {
  it('a background or full-page picture spans the screen', () => {
    expect(heroImageSizes({ place: 'background', width: 400, columns: 2, fullPage: false })).toBe('100vw');
    expect(heroImageSizes({ place: 'full', width: 400, columns: 2, fullPage: true })).toBe('100vw');
  });

  it('a side picture of the default 400 px is 400 px wide except on a narrow phone', () => {
    expect(heroImageSizes({ place: 'side', width: 400, columns: 2, fullPage: false })).toBe('(min-width: 640px) 400px, min(400px, calc(100vw - 32px))');
  });

  it('a wide side picture fills its column of two or three', () => {
    expect(heroImageSizes({ place: 'side', width: 1200, columns: 2, fullPage: false })).toBe(
      '(min-width: 1280px) 576px, (min-width: 1024px) calc((100vw - 128px) / 2), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)',
    );
    expect(heroImageSizes({ place: 'side', width: 1200, columns: 3, fullPage: false })).toMatch(/^\(min-width: 1280px\) 363px, \(min-width: 1024px\) calc\(\(100vw - 192px\) \/ 3\)/);
  });
});
