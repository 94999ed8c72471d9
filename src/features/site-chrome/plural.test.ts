import { describe, expect, it } from 'vitest';
import { areaLabels } from '@/lib/i18n/messages';
import { formsOf, pluralLabel } from './plural';

describe('pluralLabel', () => {
  it('says "1 option" and "3 options" in English', () => {
    const forms = formsOf(areaLabels('chrome', 'en'), 'options');
    expect(pluralLabel('en', 1, forms)).toBe('1 option');
    expect(pluralLabel('en', 3, forms)).toBe('3 options');
  });

  it('uses the few and many forms where a language has them', () => {
    const ru = formsOf(areaLabels('chrome', 'ru'), 'options');
    expect([1, 3, 5, 21].map((n) => pluralLabel('ru', n, ru))).toEqual(['1 вариант', '3 варианта', '5 вариантов', '21 вариант']);
    const pl = formsOf(areaLabels('chrome', 'pl'), 'options');
    expect([1, 2, 5].map((n) => pluralLabel('pl', n, pl))).toEqual(['1 opcja', '2 opcje', '5 opcji']);
  });
});
