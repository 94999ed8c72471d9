import { describe, expect, it } from 'vitest';
import { containerSteps, slotSizes } from './media-sizes';

const hero = containerSteps(1280, [[0, 16], [640, 24], [1024, 32]]);

describe('slotSizes', () => {
  it('follows a padded container and stops growing at its widest', () => {
    expect(slotSizes(hero)).toBe('(min-width: 1280px) 1216px, (min-width: 1024px) calc(100vw - 64px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)');
  });

  it('says a fixed width wherever the image is narrower than its slot', () => {
    // 400 px fits every slot from 640 px up; on a phone the slot may be narrower.
    expect(slotSizes(hero, 400)).toBe('(min-width: 640px) 400px, min(400px, calc(100vw - 32px))');
  });

  it('divides the viewport among columns', () => {
    const steps = [{ from: 0, minus: 32 }, { from: 1024, minus: 128, columns: 2 }, { from: 1280, px: 576 }];
    expect(slotSizes(steps)).toBe('(min-width: 1280px) 576px, (min-width: 1024px) calc((100vw - 128px) / 2), calc(100vw - 32px)');
    expect(slotSizes(steps, 500)).toBe('(min-width: 1280px) 500px, (min-width: 1024px) min(500px, calc((100vw - 128px) / 2)), min(500px, calc(100vw - 32px))');
  });
});
