import { describe, expect, it } from 'vitest';
import { mergeDrafts, settle } from './merge';

const base = { title: 'Team', description: 'Who we are', columns: 3, tags: { es: 'Equipo' } };

describe('mergeDrafts', () => {
  it('takes their change of a field I left alone, and keeps mine where they left it', () => {
    const mine = { ...base, title: 'Our team' };
    const theirs = { ...base, description: 'The people behind the firm' };
    expect(mergeDrafts(base, mine, theirs)).toEqual({ merged: { ...base, title: 'Our team', description: 'The people behind the firm' }, conflicts: [] });
  });

  it('calls a field both changed differently a conflict, and keeps mine there until settled', () => {
    const mine = { ...base, title: 'Our team', columns: 4 };
    const theirs = { ...base, title: 'The team', columns: 4, tags: { es: 'Nuestro equipo' } };
    const result = mergeDrafts(base, mine, theirs);
    expect(result.conflicts).toEqual(['title']);
    expect(result.merged).toEqual({ ...base, title: 'Our team', columns: 4, tags: { es: 'Nuestro equipo' } });
    expect(settle(result, theirs, { title: 'theirs' }).title).toBe('The team');
    expect(settle(result, theirs, { title: 'mine' }).title).toBe('Our team');
    expect(settle(result, theirs, {}).title).toBe('Our team');
  });

  it('compares objects by value, so the same translation map is no conflict', () => {
    const mine = { ...base, tags: { es: 'Equipo nuevo' } };
    const theirs = { ...base, tags: { es: 'Equipo nuevo' } };
    expect(mergeDrafts(base, mine, theirs).conflicts).toEqual([]);
  });

  it('changes nothing when the other save touched none of these fields (a card added elsewhere)', () => {
    const mine = { ...base, title: 'Our team' };
    expect(mergeDrafts(base, mine, { ...base })).toEqual({ merged: mine, conflicts: [] });
  });
});
