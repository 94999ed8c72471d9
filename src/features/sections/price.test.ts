import { describe, expect, it } from 'vitest';
import { formatPrice, planPricing } from './price';

describe('prices', () => {
  it('divides minor units by 100 and formats for the page language and currency', () => {
    expect(formatPrice(4900, 'USD', 'en')).toBe('$49');
    expect(formatPrice(4950, 'USD', 'en')).toBe('$49.50');
    expect(formatPrice(145000, 'EUR', 'de')).toBe('1.450\u00a0€');
    expect(formatPrice(145000, 'EUR', 'en')).toBe('€1,450');
    expect(formatPrice(3900, 'EUR', 'fr')).toBe('39\u00a0€');
  });
  it('writes a basket total the way each language and currency does', () => {
    // Spec §9: the total is price × quantity / 100, in the currency's own form for the language.
    expect(formatPrice(3900 * 3, 'EUR', 'de')).toBe('117\u00a0€');
    expect(formatPrice(3950 * 3, 'EUR', 'de')).toBe('118,50\u00a0€');
    expect(formatPrice(3950 * 3, 'EUR', 'en')).toBe('€118.50');
    expect(formatPrice(123456789, 'USD', 'en')).toBe('$1,234,567.89');
    expect(formatPrice(123456789, 'USD', 'de')).toBe('1.234.567,89\u00a0$');
    expect(formatPrice(4900, 'GBP', 'en')).toBe('£49');
    expect(formatPrice(4900, 'JPY', 'ja')).toBe('￥49');
    expect(formatPrice(129900, 'EUR', 'fr')).toBe('1\u202f299\u00a0€');
    expect(formatPrice(4950, 'USD', 'es')).toBe('49,50\u00a0US$');
  });
  it('falls back to the stored symbol for an unknown currency code', () => {
    expect(formatPrice(1250, 'not-a-currency', 'en', '¤')).toBe('¤12.50');
  });
  it('applies a promotion only while it runs and only when it is lower', () => {
    const base = { price: 4900, isPromotion: true, promotionPrice: 3900, promotionEndsAt: new Date('2030-01-01T00:00:00Z') };
    const now = new Date('2029-12-31T00:00:00Z');
    expect(planPricing(base, now)).toEqual({ current: 3900, regular: 4900, endsAt: base.promotionEndsAt });
    expect(planPricing({ ...base, promotionEndsAt: null }, now)).toEqual({ current: 3900, regular: 4900, endsAt: null });
    expect(planPricing(base, new Date('2030-01-02T00:00:00Z')).regular).toBeNull();
    expect(planPricing({ ...base, isPromotion: false }, now).current).toBe(4900);
    expect(planPricing({ ...base, promotionPrice: 5900 }, now).current).toBe(4900);
  });
});
