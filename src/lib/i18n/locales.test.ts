import { describe, expect, it } from 'vitest';
import { localizePath, splitLocalePrefix, translate, urlPageFor } from './locales';

describe('locale prefix', () => {
  it('recognises only the 11 codes as a prefix', () => {
    expect(splitLocalePrefix('/es/about')).toEqual({ prefix: 'es', rest: '/about' });
    expect(splitLocalePrefix('/zh')).toEqual({ prefix: 'zh', rest: '/' });
    expect(splitLocalePrefix('/nl/')).toEqual({ prefix: 'nl', rest: '/' });
    // An unknown two-letter segment is just a path.
    expect(splitLocalePrefix('/xx/about')).toEqual({ prefix: null, rest: '/xx/about' });
    expect(splitLocalePrefix('/about')).toEqual({ prefix: null, rest: '/about' });
    expect(splitLocalePrefix('/')).toEqual({ prefix: null, rest: '/' });
    expect(splitLocalePrefix('/english')).toEqual({ prefix: null, rest: '/english' });
  });

  it('keeps the current language in links unless it is the default one', () => {
    expect(localizePath('/about', 'es', 'en')).toBe('/es/about');
    expect(localizePath('/', 'es', 'en')).toBe('/es');
    expect(localizePath('/about', 'en', 'en')).toBe('/about');
    expect(localizePath('/about', 'en', 'de')).toBe('/en/about');
    expect(localizePath('about', 'de', 'de')).toBe('/about');
  });

  it('looks the home page up as /home', () => {
    expect(urlPageFor('/')).toBe('/home');
    expect(urlPageFor('')).toBe('/home');
    expect(urlPageFor('/about/')).toBe('/about');
  });
});

describe('translate', () => {
  it('uses a translation only when it is a non-empty string', () => {
    expect(translate('Hello', { es: 'Hola' }, 'es')).toBe('Hola');
    expect(translate('Hello', { es: '' }, 'es')).toBe('Hello');
    expect(translate('Hello', { es: '   ' }, 'es')).toBe('Hello');
    expect(translate('Hello', { es: 42 }, 'es')).toBe('Hello');
    expect(translate('Hello', null, 'es')).toBe('Hello');
    expect(translate(null, {}, 'de')).toBe('');
  });
});
