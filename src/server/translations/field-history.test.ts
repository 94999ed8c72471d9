import { describe, expect, it } from 'vitest';
import { completeness, textStates, translatableFields, type History } from './field-history';

/** States oldest first, replaced at 1000, 2000, … microseconds. */
const history = (...states: Record<string, unknown>[]): History => ({ states, replacedAt: states.slice(1).map((_, index) => BigInt((index + 1) * 1000)) });
const never = () => undefined;
const title = { key: 'title', field: 'title' };

describe('translatable fields', () => {
  it('are the texts with a translation map beside them, at the top and in rows of lists', () => {
    const state = {
      title: 'Hello',
      title_translation: { es: 'Hola' },
      description: null,
      description_translation: {},
      slug: 'hello',
      faqs: [{ id: 'f1', question: 'Why?', question_translation: {}, order: 0 }, { question: 'No id', question_translation: {} }],
      metric_ids: ['m1'],
    };
    expect(translatableFields(state).map((field) => field.key)).toEqual(['description', 'title', 'faqs.f1.question']);
  });
});

describe('a text’s state per language', () => {
  it('is missing while the translation is blank, and not counted while the default text is', () => {
    const now = history({ title: 'Hello', title_translation: { es: ' ', de: 'Hallo' } });
    expect(textStates(now, title, ['es', 'de'], never)).toEqual({ es: 'missing', de: 'done' });
    expect(textStates(history({ title: '<p></p>', title_translation: {} }), title, ['es'], never)).toBeNull();
  });

  it('is stale when the default text changed after the translation last did, until it is written again or reviewed', () => {
    const written = { title: 'Hello', title_translation: { es: 'Hola' } };
    const changed = history(written, { ...written, title: 'Hello there' });
    expect(textStates(changed, title, ['es'], never)).toEqual({ es: 'stale' });
    // A review before the change does not count; one at or after it does.
    expect(textStates(changed, title, ['es'], () => 999n)).toEqual({ es: 'stale' });
    expect(textStates(changed, title, ['es'], () => 1000n)).toEqual({ es: 'done' });
    // Writing the translation again after the change clears it.
    const rewritten = history(written, { ...written, title: 'Hello there' }, { title: 'Hello there', title_translation: { es: 'Hola a todos' } });
    expect(textStates(rewritten, title, ['es'], never)).toEqual({ es: 'done' });
    // Text and translation changed by one save: done.
    expect(textStates(history(written, { title: 'Hi', title_translation: { es: 'Buenas' } }), title, ['es'], never)).toEqual({ es: 'done' });
  });

  it('reads rows of lists by id, and ignores states that do not hold the text', () => {
    const faq = (question: string, es: string) => ({ faqs: [{ id: 'f1', question, question_translation: { es } }] });
    const question = { key: 'faqs.f1.question', field: 'question', list: 'faqs', rowId: 'f1' };
    expect(textStates(history({ faqs: [] }, faq('Why?', 'Por qué?')), question, ['es'], never)).toEqual({ es: 'done' });
    expect(textStates(history(faq('Why?', 'Por qué?'), faq('Why not?', 'Por qué?')), question, ['es'], never)).toEqual({ es: 'stale' });
    // A state kept before translations were: the translation is not taken as written then.
    expect(textStates(history({ title: 'A' }, { title: 'A', title_translation: { es: 'A es' } }), title, ['es'], never)).toEqual({ es: 'done' });
  });

  it('sums up as the share done per language, rounded down, 100 with nothing counted', () => {
    expect(completeness({ a: { es: 'done', de: 'missing' }, b: { es: 'stale', de: 'missing' }, c: { es: 'done', de: 'done' } }, ['es', 'de'])).toEqual({ es: 66, de: 33 });
    expect(completeness({}, ['es'])).toEqual({ es: 100 });
  });
});
