import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isAuthPage, isHomePage, loginPathFor, loginRedirectTarget, safeLocalPath, usableTarget } from './redirect';

const en = { locale: 'en', defaultLocale: 'en' } as const;

describe('the sign-in redirect order', () => {
  const all = { explicit: '/basket', search: '?redirectTo=%2Fpricing%3Fplan%3D2', stored: '/about?x=1', current: '/blog/post', ...en };

  it('takes the explicit target first', () => {
    expect(loginRedirectTarget(all)).toBe('/basket');
  });
  it('then the redirectTo query parameter', () => {
    expect(loginRedirectTarget({ ...all, explicit: null })).toBe('/pricing?plan=2');
    expect(loginRedirectTarget({ ...all, explicit: null, search: new URLSearchParams({ redirectTo: '/team' }) })).toBe('/team');
  });
  it('then the stored return address', () => {
    expect(loginRedirectTarget({ ...all, explicit: undefined, search: '' })).toBe('/about?x=1');
  });
  it('then the page the visitor is on', () => {
    expect(loginRedirectTarget({ ...all, explicit: null, search: null, stored: null })).toBe('/blog/post');
  });
  it('and finally the account area, in the page language', () => {
    expect(loginRedirectTarget(en)).toBe('/account');
    expect(loginRedirectTarget({ locale: 'es', defaultLocale: 'en' })).toBe('/es/account');
    expect(loginRedirectTarget({ locale: 'de', defaultLocale: 'de' })).toBe('/account');
  });

  it('skips sign-in, registration and reset pages on every rung, prefixed or not', () => {
    const skipped = {
      explicit: '/login',
      search: '?redirectTo=/es/register',
      stored: '/fr/reset-password?token=abc',
      current: '/es/login?redirectTo=/x',
      ...en,
    };
    expect(loginRedirectTarget(skipped)).toBe('/account');
    expect(loginRedirectTarget({ ...skipped, current: '/signup' })).toBe('/account');
    expect(loginRedirectTarget({ ...skipped, current: '/es/pricing' })).toBe('/es/pricing');
  });

  it('skips anything that would leave the site', () => {
    const attempts = ['//evil.example', 'https://evil.example/x', '/\\evil.example', '\\\\evil.example', 'javascript:alert(1)', '/\t/evil.example', ' /about', 'about', '/%0a/evil'];
    for (const attempt of attempts) {
      // An encoded newline is refused too: harmless in a path, but nothing a real page address holds.
      expect(loginRedirectTarget({ explicit: attempt, search: `?redirectTo=${encodeURIComponent(attempt)}`, stored: attempt, current: attempt, ...en }), attempt).toBe('/account');
    }
  });
});

describe('same-site paths', () => {
  it('keeps path, query and fragment of a plain path', () => {
    expect(safeLocalPath('/about?x=1#team')).toBe('/about?x=1#team');
    expect(safeLocalPath('/es/')).toBe('/es/');
  });
  it('refuses protocol-relative, absolute, backslash and control-character values', () => {
    for (const value of ['//evil.example', '///evil.example', '/\\evil.example', 'https://evil.example', 'http:/evil', '/a\nb', '', null, 42, `/${'a'.repeat(2048)}`]) {
      expect(safeLocalPath(value), String(value)).toBeNull();
    }
  });
  it('normalises dot segments so they cannot climb out of the site', () => {
    expect(safeLocalPath('/a/../../evil')).toBe('/evil');
  });
});

describe('auth and home pages', () => {
  it('recognises the auth pages with and without a language prefix, a trailing slash or upper case', () => {
    for (const path of ['/login', '/login/', '/LOGIN', '/es/login', '/register?x=1', '/signup', '/de/signup', '/reset-password', '/pl/reset-password?token=1', '/%6Cogin']) {
      expect(isAuthPage(path), path).toBe(true);
    }
    for (const path of ['/about', '/blog/login-tips', '/es/account', '/loginx', '/nl']) expect(isAuthPage(path), path).toBe(false);
    expect(usableTarget('/es/register')).toBeNull();
    expect(usableTarget('/es/pricing')).toBe('/es/pricing');
  });
  it('recognises the home page in every language', () => {
    for (const path of ['/', '/es', '/es/', '/home', '/?utm=1']) expect(isHomePage(path), path).toBe(true);
    expect(isHomePage('/about')).toBe(false);
  });
});

describe('the login address for a page that needs a session', () => {
  it('carries the page back as redirectTo, with the language prefix kept', () => {
    expect(loginPathFor('/account/profile?tab=1', 'en', 'en')).toBe('/login?redirectTo=%2Faccount%2Fprofile%3Ftab%3D1');
    expect(loginPathFor('/es/account', 'es', 'en')).toBe('/es/login?redirectTo=%2Fes%2Faccount');
    expect(loginPathFor('//evil.example', 'en', 'en')).toBe('/login');
  });
});

describe('the redirect normaliser against a corpus of open-redirect payloads', () => {
  const corpus = JSON.parse(readFileSync(path.resolve('tests/fixtures/open-redirect/payloads.json'), 'utf8')) as { refused: string[]; allowed: [string, string][] };

  it.each(corpus.refused.map((payload) => [JSON.stringify(payload).slice(0, 60), payload]))('refuses %s', (_label, payload) => {
    expect(safeLocalPath(payload)).toBeNull();
    // And so never becomes the place a visitor is sent after signing in.
    expect(loginRedirectTarget({ explicit: payload, search: `?redirectTo=${encodeURIComponent(payload)}`, stored: payload, current: payload, locale: 'en', defaultLocale: 'en' })).toBe('/account');
  });

  it.each(corpus.allowed)('keeps %s as %s', (payload, expected) => {
    expect(safeLocalPath(payload)).toBe(expected);
  });

  it('only ever answers paths a browser keeps on this site', () => {
    for (const payload of [...corpus.refused, ...corpus.allowed.map(([p]) => p)]) {
      const result = safeLocalPath(payload);
      if (result === null) continue;
      const resolved = new URL(result, 'https://site.example');
      expect(resolved.origin, payload).toBe('https://site.example');
    }
  });
});
