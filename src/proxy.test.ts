// The proxy's routing decisions: /home (in any language) is a permanent redirect to the home page
// that keeps the query string; every other path is rewritten under the request's host and language.
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { proxy } from './proxy';

const request = (path: string, host = 'harbour-law.localhost') => new NextRequest(`http://${host}${path}`, { headers: { host } });

describe('proxy', () => {
  it('redirects /home permanently to the home page, keeping the query string', () => {
    const response = proxy(request('/home?utm_source=mail&x=1'));
    expect(response.status).toBe(308);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.pathname).toBe('/');
    expect(location.search).toBe('?utm_source=mail&x=1');
    expect(location.host).toBe('harbour-law.localhost');
  });

  it('redirects /<lang>/home to that language’s home page', () => {
    for (const lang of ['es', 'de', 'fr']) {
      const response = proxy(request(`/${lang}/home?q=1`));
      expect(response.status).toBe(308);
      const location = new URL(response.headers.get('location') ?? '');
      expect(location.pathname).toBe(`/${lang}`);
      expect(location.search).toBe('?q=1');
    }
  });

  it('leaves paths that only start with home, or a home below another page, to the pages', () => {
    for (const path of ['/homework', '/home/garden', '/about/home', '/xx/home']) {
      const response = proxy(request(path));
      expect(response.status, path).toBe(200);
      expect(response.headers.get('location'), path).toBeNull();
      expect(response.headers.get('x-middleware-rewrite'), path).toContain('/sites/harbour-law.localhost/default/');
    }
  });

  it('rewrites a page under the host and the language prefix', () => {
    const plain = proxy(request('/about?x=1'));
    expect(plain.headers.get('x-middleware-rewrite')).toBe('http://harbour-law.localhost/sites/harbour-law.localhost/default/about?x=1');
    const spanish = proxy(request('/es'));
    expect(spanish.headers.get('x-middleware-rewrite')).toBe('http://harbour-law.localhost/sites/harbour-law.localhost/es');
  });
});
