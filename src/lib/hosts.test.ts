import { describe, expect, it } from 'vitest';
import { classifyHost, normalizeHost } from './hosts';

describe('normalizeHost', () => {
  it('lower-cases and drops the port', () => {
    expect(normalizeHost('Harbour-Law.LOCALHOST:3000')).toBe('harbour-law.localhost');
    expect(normalizeHost('127.0.0.1:3000')).toBe('127.0.0.1');
    expect(normalizeHost('[::1]:3000')).toBe('[::1]');
    expect(normalizeHost('example.com.')).toBe('example.com');
  });

  it('spells every form of one host the same way (tenancy and the HTML cache share it)', () => {
    const one = 'harbourfinch.test';
    for (const spelling of ['harbourfinch.test', 'HarbourFinch.TEST', 'harbourfinch.test.', 'harbourfinch.test:3000', 'harbourfinch.test.:443', ' harbourfinch.test ']) {
      expect(normalizeHost(spelling)).toBe(one);
    }
  });

  it('refuses what is not a host name', () => {
    expect(normalizeHost('')).toBeNull();
    expect(normalizeHost(null)).toBeNull();
    expect(normalizeHost('evil.com/../x')).toBeNull();
    expect(normalizeHost('a b.com')).toBeNull();
    expect(normalizeHost('-bad.com')).toBeNull();
    expect(normalizeHost(`${'a'.repeat(254)}.com`)).toBeNull();
    expect(normalizeHost('user@evil.com')).toBeNull();
    expect(normalizeHost('a.com:port')).toBeNull();
    expect(normalizeHost('a.com:123456')).toBeNull();
    expect(normalizeHost('[::1]junk')).toBeNull();
    expect(normalizeHost('a..com')).toBeNull();
    expect(normalizeHost('.')).toBeNull();
  });
});

describe('classifyHost', () => {
  it('maps loopback to the default organisation, <slug>.localhost to a slug, anything else to a domain', () => {
    expect(classifyHost('localhost')).toEqual({ kind: 'default' });
    expect(classifyHost('127.0.0.1')).toEqual({ kind: 'default' });
    expect(classifyHost('brightstack.localhost')).toEqual({ kind: 'slug', slug: 'brightstack' });
    expect(classifyHost('www.brightstack.test')).toEqual({ kind: 'domain', host: 'www.brightstack.test' });
    expect(classifyHost('a.b.localhost')).toEqual({ kind: 'domain', host: 'a.b.localhost' });
  });
});
