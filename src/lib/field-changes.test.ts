import { describe, expect, it } from 'vitest';
import { changedFields, fieldChanges, sameJson } from './field-changes';

describe('field changes between two states of a record', () => {
  it('compares JSON values deeply, whatever the order of their keys', () => {
    expect(sameJson({ from: 'blue-400', to: 'sky-600' }, { to: 'sky-600', from: 'blue-400' })).toBe(true);
    expect(sameJson({ size: { desktop: 'text-7xl' } }, { size: { desktop: 'text-6xl' } })).toBe(false);
    expect(sameJson(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameJson([], {})).toBe(false);
    expect(sameJson(undefined, null)).toBe(true);
    expect(sameJson(0, null)).toBe(false);
    expect(sameJson('', null)).toBe(false);
  });

  it('lists only the fields that differ, by name, with both values, and leaves out bookkeeping', () => {
    const before = { id: 'x', version: 3, section_title: 'Our services', grid_columns: 3, gradient: { from: 'blue-400', to: 'sky-600' } };
    const after = { id: 'x', version: 4, section_title: 'What we do', grid_columns: 3, gradient: { to: 'sky-600', from: 'blue-400' }, is_slider: true };
    expect(fieldChanges(before, after, ['id', 'version'])).toEqual([
      { field: 'is_slider', before: null, after: true },
      { field: 'section_title', before: 'Our services', after: 'What we do' },
    ]);
    expect(changedFields(before, after)).toEqual(['is_slider', 'section_title', 'version']);
    expect(changedFields(before, before)).toEqual([]);
  });
});
