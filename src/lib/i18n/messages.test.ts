import { describe, expect, it } from 'vitest';
import { UI_LOCALES } from './locales';
import { dictionaryFor, getTranslator } from './messages';

describe('UI labels', () => {
  it('exist in all ten UI languages with the same keys as English', () => {
    const keys = (locale: (typeof UI_LOCALES)[number]) =>
      Object.entries(dictionaryFor(locale)).flatMap(([ns, set]) => Object.keys(set).map((k) => `${ns}.${k}`)).sort();
    for (const locale of UI_LOCALES) expect(keys(locale)).toEqual(keys('en'));
  });
  it('fill placeholders and fall back to English', () => {
    expect(getTranslator('de')('footer.copyright', { year: 2026, site: 'Acme' })).toBe('© 2026 Acme. Alle Rechte vorbehalten.');
    // Dutch has no UI dictionary: English labels.
    expect(getTranslator('nl')('nav.home')).toBe('Home');
  });
});
