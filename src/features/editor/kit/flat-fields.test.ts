import { describe, expect, it } from 'vitest';
import { flattenFields, unflattenFields } from './flat-fields';
import { mergeDrafts, settle } from './merge';

const hero = {
  title: 'Welcome',
  title_translation: { es: 'Bienvenido' },
  title_style: { color: 'gray-800', size: { desktop: 'text-7xl', mobile: 'text-5xl' }, is_gradient: true, gradient: { from: 'a', to: 'b' } },
  image_style: {},
  id: 'not a field',
};
const KEYS = ['title', 'title_translation', 'title_style', 'image_style'];

describe('flat fields', () => {
  it('spreads nested settings out, keeps gradients, translations and empty groups whole, and comes back the same', () => {
    const flat = flattenFields(hero, KEYS);
    expect(flat).toEqual({
      title: 'Welcome',
      title_translation: { es: 'Bienvenido' },
      'title_style.color': 'gray-800',
      'title_style.size.desktop': 'text-7xl',
      'title_style.size.mobile': 'text-5xl',
      'title_style.is_gradient': true,
      'title_style.gradient': { from: 'a', to: 'b' },
      image_style: {},
    });
    const { id: _left, ...fields } = hero;
    expect(unflattenFields(flat)).toEqual(fields);
  });

  it('lets two people change different settings of one style without a conflict', () => {
    const base = flattenFields(hero, KEYS);
    const mine = flattenFields({ ...hero, title_style: { ...hero.title_style, color: 'red-600' } }, KEYS);
    const theirs = flattenFields({ ...hero, title_style: { ...hero.title_style, size: { desktop: 'text-6xl', mobile: 'text-5xl' } } }, KEYS);
    const result = mergeDrafts(base, mine, theirs);
    expect(result.conflicts).toEqual([]);
    expect(unflattenFields<typeof hero>(result.merged).title_style).toEqual({ ...hero.title_style, color: 'red-600', size: { desktop: 'text-6xl', mobile: 'text-5xl' } });
  });

  it('names the one setting both changed, and settles it as chosen', () => {
    const base = flattenFields(hero, KEYS);
    const mine = flattenFields({ ...hero, title: 'Hello', title_style: { ...hero.title_style, color: 'red-600' } }, KEYS);
    const theirs = flattenFields({ ...hero, title_style: { ...hero.title_style, color: 'blue-600' } }, KEYS);
    const result = mergeDrafts(base, mine, theirs);
    expect(result.conflicts).toEqual(['title_style.color']);
    const settled = unflattenFields<typeof hero>(settle(result, theirs, { 'title_style.color': 'theirs' }));
    expect(settled.title).toBe('Hello');
    expect(settled.title_style.color).toBe('blue-600');
  });

  it('keeps a setting set inside a group the other side emptied', () => {
    const withSize = { ...hero, title_style: { size: { desktop: 'text-6xl' } } };
    const base = flattenFields({ ...hero, title_style: { size: {} } }, KEYS);
    const theirs = flattenFields(withSize, KEYS);
    const merged = mergeDrafts(base, base, theirs).merged;
    expect(unflattenFields<typeof hero>(merged).title_style).toEqual({ size: { desktop: 'text-6xl' } });
  });
});
