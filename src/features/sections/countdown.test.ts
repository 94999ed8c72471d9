import { describe, expect, it } from 'vitest';
import { countdown, pad2 } from './countdown';

describe('sale countdown', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = Date.UTC(2027, 0, 1, 0, 0, 0);
    const end = now + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000;
    expect(countdown(end, now)).toEqual({ ended: false, days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(countdown(now + 999, now).ended).toBe(true);
  });
  it('ends at expiry and stays ended afterwards', () => {
    const now = Date.UTC(2027, 0, 1);
    expect(countdown(now, now)).toEqual({ ended: true, days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(countdown(now - 5000, now).ended).toBe(true);
    expect(countdown(Number.NaN, now).ended).toBe(true);
  });
  it('pads clock parts to two digits', () => {
    expect(pad2(4)).toBe('04');
    expect(pad2(12)).toBe('12');
  });
});
