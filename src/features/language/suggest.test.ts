import { describe, expect, it } from 'vitest';
import { hasCookie, localeCookie, primaryLocale, suggestedLocale } from './suggest';

describe('language suggestion', () => {
  it('reads the primary subtag of a browser language', () => {
    expect(primaryLocale('de-AT')).toBe('de');
    expect(primaryLocale('ES')).toBe('es');
    expect(primaryLocale('sv-SE')).toBeNull();
  });

  it('suggests the first preferred language the site offers when it is not the page language', () => {
    expect(suggestedLocale(['es-ES', 'en'], ['en', 'es', 'de'], 'en')).toBe('es');
    expect(suggestedLocale(['sv', 'de-CH', 'en'], ['en', 'es', 'de'], 'en')).toBe('de');
  });

  it('suggests nothing when the preferred offered language is the page language or none is offered', () => {
    expect(suggestedLocale(['en-GB', 'es'], ['en', 'es'], 'en')).toBeNull();
    expect(suggestedLocale(['sv', 'fi'], ['en', 'es'], 'en')).toBeNull();
    expect(suggestedLocale([], ['en', 'es'], 'en')).toBeNull();
  });

  it('finds cookies by exact name and writes the locale cookie for a year, SameSite=Lax', () => {
    expect(hasCookie('a=1; cookies_accepted=true', 'cookies_accepted')).toBe(true);
    expect(hasCookie('my_cookies_accepted=true', 'cookies_accepted')).toBe(false);
    expect(localeCookie('es')).toBe('locale=es; Max-Age=31536000; Path=/; SameSite=Lax');
  });
});
