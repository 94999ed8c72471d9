import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, createHtmlCache, hostnameOf, isCacheableRequest, replayableHeaders } from './html-cache.mjs';

const req = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({ url, method, headers });
const page = (html: string) => ({ status: 200, headers: { 'content-type': 'text/html' }, body: Buffer.from(html) });

describe('which requests share the anonymous cache', () => {
  it('takes anonymous page views', () => {
    expect(isCacheableRequest(req('/'))).toBe(true);
    expect(isCacheableRequest(req('/es/about?x=1', { cookie: 'locale=es' }))).toBe(true);
    expect(isCacheableRequest(req('/', {}, 'HEAD'))).toBe(true);
  });
  it('never takes signed-in, API, asset, RSC or non-GET requests', () => {
    expect(isCacheableRequest(req('/', { cookie: 'a=1; better-auth.session_token=abc' }))).toBe(false);
    expect(isCacheableRequest(req('/', { cookie: '__Secure-better-auth.session_token=abc' }))).toBe(false);
    expect(isCacheableRequest(req('/', { authorization: 'Bearer x' }))).toBe(false);
    expect(isCacheableRequest(req('/api/template-sections?url_page=/home'))).toBe(false);
    expect(isCacheableRequest(req('/_next/static/chunk.js'))).toBe(false);
    expect(isCacheableRequest(req('/about', { rsc: '1' }))).toBe(false);
    expect(isCacheableRequest(req('/', {}, 'POST'))).toBe(false);
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
  it('does not keep a page rendered before an invalidation that happened during its render', () => {
    const cache = createHtmlCache();
    const startedAt = cache.generation;
    cache.dropHosts(['a.localhost']);
    expect(cache.set('a.localhost', '/', page('stale'), startedAt)).toBe(false);
    expect(cache.get('a.localhost', '/')).toBeUndefined();
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
  it('expires pages after their maximum age', () => {
    const cache = createHtmlCache({ maxAgeMs: -1 });
    cache.set('a', '/', page('x'), cache.generation);
    expect(cache.get('a', '/')).toBeUndefined();
  });
});

describe('helpers', () => {
  it('reads host names, encodings and replayable headers', () => {
    expect(hostnameOf('Harbour-Law.localhost:3000')).toBe('harbour-law.localhost');
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding(undefined)).toBe('identity');
    expect(replayableHeaders({ 'content-type': 'text/html', 'set-cookie': 'x', 'content-length': '3', 'x-a': 'b' })).toEqual({ 'content-type': 'text/html', 'x-a': 'b' });
  });
});
