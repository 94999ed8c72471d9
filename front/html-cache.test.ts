import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import {
  cacheKeyOf,
  chooseEncoding,
  createHtmlCache,
  isCacheableRequest,
  parseShareMarker,
  replayableHeaders,
  sharedCacheHeaders,
  readShareMarker,
} from './html-cache.mjs';

const req = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({ url, method, headers });
const page = (html: string, tags = ['org-a']) => ({ status: 200, headers: { 'content-type': 'text/html' }, body: Buffer.from(html), tags });

describe('which requests share the anonymous cache', () => {
  it('takes anonymous page views, HEAD included (answered from the GET copy)', () => {
    expect(isCacheableRequest(req('/'))).toBe(true);
    expect(isCacheableRequest(req('/es/about?x=1', { cookie: 'locale=es' }))).toBe(true);
    expect(isCacheableRequest(req('/', {}, 'HEAD'))).toBe(true);
  });
  it('never takes signed-in, API, asset, router or non-GET requests', () => {
    expect(isCacheableRequest(req('/', { cookie: 'a=1; better-auth.session_token=abc' }))).toBe(false);
    expect(isCacheableRequest(req('/', { cookie: '__Secure-better-auth.session_token=abc' }))).toBe(false);
    expect(isCacheableRequest(req('/', { authorization: 'Bearer x' }))).toBe(false);
    expect(isCacheableRequest(req('/api/template-sections?url_page=/home'))).toBe(false);
    expect(isCacheableRequest(req('/_next/static/chunk.js'))).toBe(false);
    expect(isCacheableRequest(req('/', {}, 'POST'))).toBe(false);
  });
  it.each([['rsc'], ['next-router-prefetch'], ['next-router-state-tree'], ['next-router-segment-prefetch'], ['next-action'], ['next-url'], ['x-middleware-prefetch']])(
    'leaves requests with %s to Next.js',
    (header) => {
      expect(isCacheableRequest(req('/about', { [header]: '1' }))).toBe(false);
    },
  );
  it('leaves ?_rsc= fetches to Next.js', () => {
    expect(isCacheableRequest(req('/about?_rsc=abc'))).toBe(false);
  });
});

describe('the cache key', () => {
  it('is the path alone for query strings that do not change the page', () => {
    expect(cacheKeyOf('/blog?utm=1')).toMatchObject({ key: '/blog', canonical: false });
    expect(cacheKeyOf('/blog?utm=2&fbclid=x')).toMatchObject({ key: '/blog', canonical: false });
    expect(cacheKeyOf('/login?redirectTo=%2Faccount')).toMatchObject({ key: '/login', canonical: false });
    expect(cacheKeyOf('/blog')).toMatchObject({ key: '/blog', canonical: true });
    expect(cacheKeyOf('/blog?')).toMatchObject({ key: '/blog', canonical: false });
  });
  it('keeps the help-centre search, in every language, and only there', () => {
    expect(cacheKeyOf('/help-center?q=tax&utm=1')).toMatchObject({ key: '/help-center?q=tax', canonical: false, hasQuery: true });
    expect(cacheKeyOf('/es/help-center?q=tax')).toMatchObject({ key: '/es/help-center?q=tax', canonical: true });
    expect(cacheKeyOf('/help-center?q=')).toMatchObject({ key: '/help-center', canonical: false });
    expect(cacheKeyOf('/blog?q=tax')).toMatchObject({ key: '/blog', canonical: false });
  });
});

describe('the opt-in', () => {
  it('reads tags and lifetimes, and refuses anything without a well-formed tag', () => {
    expect(parseShareMarker('tags=org-1; s-maxage=600; stale-while-revalidate=60')).toEqual({ tags: ['org-1'], sMaxAge: 600, staleWhileRevalidate: 60 });
    expect(parseShareMarker('tags=org-1')).toEqual({ tags: ['org-1'], sMaxAge: 600, staleWhileRevalidate: 0 });
    expect(parseShareMarker('s-maxage=600')).toBeNull();
    expect(parseShareMarker('tags=org 1<script>')).toBeNull();
    expect(parseShareMarker(undefined)).toBeNull();
  });
  it('is read from the head only', () => {
    const html = '<html><head><title>x</title><meta name="sitewright-cache" content="tags=org-1; s-maxage=60"/></head><body>b</body></html>';
    expect(readShareMarker(html)).toEqual({ tags: ['org-1'], sMaxAge: 60, staleWhileRevalidate: 0 });
    expect(readShareMarker('<html><head></head><body><meta name="sitewright-cache" content="tags=org-1"/></body></html>')).toBeNull();
    expect(readShareMarker('<p>no head</p>')).toBeNull();
  });
  it('becomes standard shared-cache headers', () => {
    expect(sharedCacheHeaders({ tags: ['org-1'], sMaxAge: 600, staleWhileRevalidate: 60 })).toEqual({
      'cache-control': 'public, max-age=0, s-maxage=600, stale-while-revalidate=60',
      'cache-tag': 'org-1',
      'surrogate-key': 'org-1',
    });
  });
});

describe('the HTML cache', () => {
  it('keys by host name and path, and stores compressed copies', () => {
    const cache = createHtmlCache();
    expect(cache.set('a.localhost', '/', page('<p>A</p>'), cache.generation)).toBe(true);
    cache.set('b.localhost', '/', page('<p>B</p>'), cache.generation);
    cache.set('a.localhost', '/es', page('<p>A es</p>'), cache.generation);
    expect(cache.get('a.localhost', '/')?.body.toString()).toBe('<p>A</p>');
    expect(cache.get('a.localhost', '/es')?.body.toString()).toBe('<p>A es</p>');
    expect(gunzipSync(cache.get('b.localhost', '/')!.gzip).toString()).toBe('<p>B</p>');
    expect(cache.get('a.localhost', '/about')).toBeUndefined();
  });
  it('swaps in a smaller Brotli copy made off the request path, still the same page', async () => {
    const cache = createHtmlCache();
    const html = Array.from({ length: 400 }, (_, i) => `<section class="mx-auto max-w-7xl px-4"><h2>Section ${i}</h2><p>Text of section ${i}.</p></section>`).join('');
    cache.set('a.localhost', '/', page(html), cache.generation);
    const first = cache.get('a.localhost', '/')!.br.length;
    await vi.waitFor(() => expect(cache.get('a.localhost', '/')!.br.length).toBeLessThan(first));
    expect(brotliDecompressSync(cache.get('a.localhost', '/')!.br).toString()).toBe(html);
  });
  it('treats every spelling of a host as one, as tenancy does', () => {
    const cache = createHtmlCache();
    cache.set('Example.COM.:8080', '/', page('x'), cache.generation);
    expect(cache.get('example.com', '/')).toBeDefined();
    expect(cache.get('example.com.', '/')).toBeDefined();
    cache.dropHosts(['EXAMPLE.com']);
    expect(cache.get('example.com', '/')).toBeUndefined();
    cache.set('example.com.', '/', page('x'), cache.generation);
    cache.dropHosts(['example.com']);
    expect(cache.get('example.com.', '/')).toBeUndefined();
    expect(cache.set('a b', '/', page('x'), cache.generation)).toBe(false);
  });
  it("drops an organisation's hosts only", () => {
    const cache = createHtmlCache();
    cache.set('a.localhost', '/', page('A'), cache.generation);
    cache.set('a.test', '/', page('A'), cache.generation);
    cache.set('b.localhost', '/', page('B'), cache.generation);
    cache.dropHosts(['a.localhost', 'a.test']);
    expect(cache.get('a.localhost', '/')).toBeUndefined();
    expect(cache.get('a.test', '/')).toBeUndefined();
    expect(cache.get('b.localhost', '/')).toBeDefined();
  });
  it('drops by purge tag on every host', () => {
    const cache = createHtmlCache();
    cache.set('a.localhost', '/', page('A', ['org-a']), cache.generation);
    cache.set('www.a.test', '/x', page('A', ['org-a']), cache.generation);
    cache.set('b.localhost', '/', page('B', ['org-b']), cache.generation);
    const before = cache.generation;
    cache.dropTag('org-a');
    expect(cache.generation).toBeGreaterThan(before);
    expect(cache.get('a.localhost', '/')).toBeUndefined();
    expect(cache.get('www.a.test', '/x')).toBeUndefined();
    expect(cache.get('b.localhost', '/')).toBeDefined();
  });
  it('does not keep a page rendered before an invalidation that happened during its render', () => {
    const cache = createHtmlCache();
    const startedAt = cache.generation;
    cache.dropHosts(['a.localhost']);
    expect(cache.set('a.localhost', '/', page('stale'), startedAt)).toBe(false);
    expect(cache.get('a.localhost', '/')).toBeUndefined();
  });
  it('keeps a bounded number of query variants per path', () => {
    const cache = createHtmlCache({ maxVariantsPerPath: 2 });
    expect(cache.set('a', '/help-center?q=1', page('1'), cache.generation)).toBe(true);
    expect(cache.set('a', '/help-center?q=2', page('2'), cache.generation)).toBe(true);
    expect(cache.set('a', '/help-center?q=3', page('3'), cache.generation)).toBe(false);
    expect(cache.set('a', '/help-center?q=2', page('2 again'), cache.generation)).toBe(true);
    expect(cache.set('a', '/help-center', page('plain'), cache.generation)).toBe(true);
    cache.dropHosts(['a']);
    expect(cache.set('a', '/help-center?q=3', page('3'), cache.generation)).toBe(true);
  });
  it('evicts the least recently used pages past its limits', () => {
    const cache = createHtmlCache({ maxEntries: 2 });
    cache.set('a', '/1', page('1'), cache.generation);
    cache.set('b', '/2', page('2'), cache.generation);
    cache.get('a', '/1');
    cache.set('c', '/3', page('3'), cache.generation);
    expect(cache.get('b', '/2')).toBeUndefined();
    expect(cache.get('a', '/1')).toBeDefined();
    expect(cache.size().entries).toBe(2);
  });
  it("expires pages after their own shared lifetime, never later than the cache's", () => {
    const cache = createHtmlCache({ maxAgeMs: -1 });
    cache.set('a', '/', page('x'), cache.generation);
    expect(cache.get('a', '/')).toBeUndefined();
    const own = createHtmlCache();
    own.set('a', '/', { ...page('x'), maxAgeMs: -1 }, own.generation);
    expect(own.get('a', '/')).toBeUndefined();
  });
});

describe('helpers', () => {
  it('reads encodings and replayable headers', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding(undefined)).toBe('identity');
    expect(replayableHeaders({ 'content-type': 'text/html', 'set-cookie': 'x', 'content-length': '3', 'x-a': 'b' })).toEqual({ 'content-type': 'text/html', 'x-a': 'b' });
  });
});
