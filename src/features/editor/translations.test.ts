import { describe, expect, it } from 'vitest';
import { localizedPatch, plainText, textFor, withTranslation } from './translations';

const english = { locale: 'en', defaultLocale: 'en' } as const;
const spanish = { locale: 'es', defaultLocale: 'en' } as const;

describe('textFor', () => {
  it('reads the base text in the default language and the translation in another', () => {
    expect(textFor('Our team', { es: 'Nuestro equipo' }, english)).toBe('Our team');
    expect(textFor('Our team', { es: 'Nuestro equipo' }, spanish)).toBe('Nuestro equipo');
  });

  it('shows a missing translation as an empty field, not the default text', () => {
    expect(textFor('Our team', { de: 'Unser Team' }, spanish)).toBe('');
    expect(textFor('Our team', null, spanish)).toBe('');
    expect(textFor(null, undefined, english)).toBe('');
  });
});

describe('withTranslation', () => {
  it("sets one language's entry and keeps the others", () => {
    expect(withTranslation({ de: 'Unser Team' }, 'es', 'Nuestro equipo')).toEqual({ de: 'Unser Team', es: 'Nuestro equipo' });
  });

  it('takes a blank translation out of the map, so the page falls back to the default text', () => {
    expect(withTranslation({ de: 'Unser Team', es: 'Nuestro' }, 'es', '')).toEqual({ de: 'Unser Team' });
    expect(withTranslation({ es: 'Nuestro' }, 'es', '   ')).toEqual({});
    expect(withTranslation({ es: 'Nuestro' }, 'es', '<p><br></p>')).toEqual({});
  });

  it('never changes the map it was given', () => {
    const map = { es: 'Nuestro' };
    withTranslation(map, 'es', '');
    expect(map).toEqual({ es: 'Nuestro' });
  });
});

describe('localizedPatch', () => {
  const draft = { title: 'Our team', title_translation: { de: 'Unser Team' } };

  it('writes the base field in the default language', () => {
    expect(localizedPatch(draft, 'title', 'title_translation', english, 'Our people')).toEqual({ title: 'Our people' });
  });

  it("writes the whole map with the edited language's entry in another", () => {
    expect(localizedPatch(draft, 'title', 'title_translation', spanish, 'Nuestro equipo')).toEqual({ title_translation: { de: 'Unser Team', es: 'Nuestro equipo' } });
    expect(localizedPatch({ title_translation: { es: 'x' } }, 'title', 'title_translation', spanish, '')).toEqual({ title_translation: {} });
  });
});

describe('plainText', () => {
  it('keeps the words of rich text for a placeholder', () => {
    expect(plainText('<p>Advice &amp; <strong>counsel</strong></p><p>since 1990</p>')).toBe('Advice & counsel since 1990');
    expect(plainText(null)).toBe('');
  });
});
