// Prices typed in major units, kept in minor units, in any language's way of writing numbers.
import { describe, expect, it } from 'vitest';
import { currencyDigits, minorToText, retypePrice, textToMinor } from './money';

describe('prices in minor units', () => {
  it('knows how many minor digits a currency has', () => {
    expect(currencyDigits('USD')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
    expect(currencyDigits('KWD')).toBe(3);
  });

  it('reads a typed price as the language writes it, without binary fractions', () => {
    expect(textToMinor('12.5', 'USD', 'en')).toEqual({ ok: true, minor: 1250 });
    expect(textToMinor('12,50', 'EUR', 'de')).toEqual({ ok: true, minor: 1250 });
    expect(textToMinor('1.234,5', 'EUR', 'de')).toEqual({ ok: true, minor: 123450 });
    expect(textToMinor('1,234.56', 'USD', 'en')).toEqual({ ok: true, minor: 123456 });
    expect(textToMinor('0.29', 'USD', 'en')).toEqual({ ok: true, minor: 29 });
    expect(textToMinor('1 200,5', 'EUR', 'fr')).toEqual({ ok: true, minor: 120050 });
    expect(textToMinor('980', 'JPY', 'ja')).toEqual({ ok: true, minor: 980 });
    expect(textToMinor('', 'USD', 'en')).toEqual({ ok: true, minor: null });
  });

  it('refuses what is no price: more decimals than the currency has, signs, words', () => {
    expect(textToMinor('12.505', 'USD', 'en').ok).toBe(false);
    expect(textToMinor('9.5', 'JPY', 'en').ok).toBe(false);
    expect(textToMinor('-3', 'USD', 'en').ok).toBe(false);
    expect(textToMinor('ten', 'USD', 'en').ok).toBe(false);
  });

  it('writes minor units back as the field shows them', () => {
    expect(minorToText(1250, 'USD', 'en')).toBe('12.50');
    expect(minorToText(1250, 'EUR', 'de')).toBe('12,50');
    expect(minorToText(980, 'JPY', 'ja')).toBe('980');
    expect(minorToText(null, 'USD', 'en')).toBe('');
    expect(textToMinor(minorToText(123456, 'EUR', 'fr'), 'EUR', 'fr')).toEqual({ ok: true, minor: 123456 });
  });

  it('keeps the amount when the currency changes', () => {
    expect(retypePrice('12.50', 'USD', 'JPY', 'en')).toBe('13');
    expect(retypePrice('980', 'JPY', 'EUR', 'de')).toBe('980,00');
    expect(retypePrice('oops', 'USD', 'EUR', 'en')).toBe('oops');
  });
});
