import { describe, expect, it } from 'vitest';
import type { EditorLabels } from '@/lib/i18n/editor-labels';
import { newHeading } from './heading-draft';
import { firstProblem, headingErrors } from './heading-validation';

// Each label reads as its own key, so a test can tell which message a field got.
const labels = new Proxy({}, { get: (_, key) => String(key) }) as EditorLabels;
const english = { locale: 'en', defaultLocale: 'en' } as const;
const spanish = { locale: 'es', defaultLocale: 'en' } as const;
const heading = { ...newHeading('/about'), name: 'Our firm', description_text: 'Advice since 1990' };

describe('heading checks per language', () => {
  it('asks for the name in the default language only: a blank translation falls back to it', () => {
    const blank = { ...heading, name: '' };
    expect(headingErrors(blank, labels, english).name).toBe('headingNameRequired');
    expect(headingErrors(blank, labels, spanish)).toEqual({});
  });

  it("shows a translation's own problem on its field in its language", () => {
    const markup = { ...heading, button_text_translation: { es: '<b>Contacto</b>' } };
    expect(headingErrors(markup, labels, spanish).button_text).toBe('headingNoHtml');
    expect(headingErrors(markup, labels, english)).toEqual({});
  });

  it('finds the first problem, the default language first', () => {
    const both = { ...heading, name: '', name_translation: { de: 'x'.repeat(600) } };
    expect(firstProblem(both, labels, ['en', 'es', 'de'], 'en')).toEqual({ locale: 'en', field: 'name' });
    expect(firstProblem({ ...both, name: 'Our firm' }, labels, ['en', 'es', 'de'], 'en')).toEqual({ locale: 'de', field: 'name' });
    expect(firstProblem(heading, labels, ['en', 'es'], 'en')).toBeNull();
  });
});
