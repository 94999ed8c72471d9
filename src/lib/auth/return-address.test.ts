import { describe, expect, it } from 'vitest';
import { readReturnAddress, recordLoginOrigin, recordVisit, RETURN_ADDRESS_KEY, returnAddressFor } from './return-address';

function memoryStore() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('the return address', () => {
  it('keeps the path with its query, without the fragment', () => {
    expect(returnAddressFor('/about?x=1#team')).toBe('/about?x=1');
    expect(returnAddressFor('/es/pricing')).toBe('/es/pricing');
  });

  it('is never an auth page or the home page, in any language', () => {
    for (const path of ['/login', '/es/login?redirectTo=/x', '/register', '/signup', '/reset-password?token=t', '/', '/es', '/home', '/?a=1']) {
      expect(returnAddressFor(path), path).toBeNull();
    }
  });

  it('is never another site', () => {
    for (const path of ['//evil.example/x', 'https://evil.example', '/\\evil.example']) expect(returnAddressFor(path), path).toBeNull();
  });

  it('is stored under sitewright.returnTo and replaced by each later page', () => {
    const store = memoryStore();
    recordVisit('/about?x=1', store);
    expect(store.values.get(RETURN_ADDRESS_KEY)).toBe('/about?x=1');
    recordVisit('/login', store);
    recordVisit('/', store);
    expect(readReturnAddress(store)).toBe('/about?x=1');
    recordVisit('/team', store);
    expect(readReturnAddress(store)).toBe('/team');
  });

  it('records where the login modal was opened, home included, unless the path contains /login', () => {
    const store = memoryStore();
    recordLoginOrigin('/', store);
    expect(readReturnAddress(store)).toBe('/');
    recordLoginOrigin('/es/login', store);
    recordLoginOrigin('/blog/login-tips', store);
    expect(readReturnAddress(store)).toBe('/');
    recordLoginOrigin('/pricing?plan=2', store);
    expect(readReturnAddress(store)).toBe('/pricing?plan=2');
  });

  it('ignores a tampered stored value', () => {
    const store = memoryStore();
    store.setItem(RETURN_ADDRESS_KEY, '//evil.example');
    expect(readReturnAddress(store)).toBeNull();
    store.setItem(RETURN_ADDRESS_KEY, '/register');
    expect(readReturnAddress(store)).toBeNull();
  });

  it('copes with no storage at all', () => {
    expect(() => recordVisit('/about', null)).not.toThrow();
    expect(readReturnAddress(null)).toBeNull();
  });
});
