// A guest's stored dismissals are read defensively: only id → finite time entries survive.
import { describe, expect, it } from 'vitest';
import { dropExpired, parseGuestDismissals } from './guest-dismissals';

describe('guest dismissals', () => {
  it('keeps well-formed entries and drops the rest', () => {
    expect(parseGuestDismissals(null)).toEqual({});
    expect(parseGuestDismissals('not json')).toEqual({});
    expect(parseGuestDismissals('[1,2]')).toEqual({});
    expect(parseGuestDismissals('{"a":5,"b":"x","c":null,"d":1e400}')).toEqual({ a: 5 });
  });

  it('forgets dismissals whose time has come', () => {
    expect(dropExpired({ a: 100, b: 200 }, 150)).toEqual({ b: 200 });
  });
});
