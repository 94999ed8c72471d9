import { describe, expect, it } from 'vitest';
import { switchHref } from './switch-href';

describe('switchHref', () => {
  it('keeps the query string and the hash when the language changes', () => {
    expect(switchHref('/es/about', { search: '?tab=fees&x=1', hash: '#rates' })).toBe('/es/about?tab=fees&x=1#rates');
    expect(switchHref('/', { search: '?q=wills', hash: '' })).toBe('/?q=wills');
  });

  it('adds nothing when the address has neither', () => {
    expect(switchHref('/de/about', { search: '', hash: '' })).toBe('/de/about');
  });
});
