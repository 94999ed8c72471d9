// The anonymous page cache of the production server cannot be poisoned (issue 9, section 5): each
// vector that used to store a wrong or extra copy, sent as raw HTTP to serve.mjs over the built app.
// A Set-Cookie answer to an anonymous page request cannot be provoked in the real app, so that
// vector is driven with a stand-in for Next.js in front/request-handler.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, startServer, type Answer, type RunningServer } from './support/server';

let server: RunningServer;
const get = (path: string, options: { host?: string; method?: string; headers?: Record<string, string> } = {}) => request(server.port, { path, ...options });
const cacheStatus = (answer: Answer) => answer.headers['x-sitewright-cache'];

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('what is stored', () => {
  it('answers HEAD from the GET copy, so a HEAD never leaves an empty page behind', async () => {
    const head = await get('/cookie-policy', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    const page = await get('/cookie-policy');
    expect(cacheStatus(page)).toBe('HIT');
    expect(page.body).toContain('</html>');
    expect(page.raw.length).toBe(Number(head.headers['content-length']));
    expect(head.headers['content-security-policy']).toBe(page.headers['content-security-policy']);
  });

  it('never lets a prefetch header make Next.js render an empty page', async () => {
    const prefetch = await get('/privacy-policy', { headers: { 'x-middleware-prefetch': '1' } });
    expect(prefetch.body).toContain('</html>');
    const page = await get('/privacy-policy');
    expect(page.body).toContain('</html>');
    expect(page.body).toContain('<h1');
  });

  it('leaves router requests to Next.js without storing anything', async () => {
    const routerRequests: Record<string, string>[] = [
      { rsc: '1' },
      { rsc: '1', 'next-router-prefetch': '1' },
      { rsc: '1', 'next-router-segment-prefetch': '/_tree' },
      { 'next-router-state-tree': '%5B%22%22%5D' },
      { 'next-url': '/' },
    ];
    for (const headers of routerRequests) {
      const answer = await get('/about?_rsc=abc', { headers });
      expect(answer.headers['x-sitewright-cache'], JSON.stringify(headers)).toBeUndefined();
      await get('/about', { headers });
    }
    const page = await get('/about');
    expect(cacheStatus(page)).toBe('MISS');
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('</html>');
  });

  it('stores no answer other than a 200', async () => {
    for (const [path, host] of [
      ['/no-such-page', undefined],
      ['/blog/', undefined],
      ['/account', undefined],
      ['/', 'nosuch.localhost'],
    ] as const) {
      const first = await get(path, { host });
      const second = await get(path, { host });
      expect(first.status, path).not.toBe(200);
      expect([cacheStatus(first), cacheStatus(second)], path).toEqual(['BYPASS', 'BYPASS']);
    }
    expect((await get('/no-such-page')).headers['cache-control']).toBe('private, no-store');
  });

  it('keeps signed-in visitors out of the shared copy', async () => {
    const signedIn = await get('/pricing', { headers: { cookie: 'better-auth.session_token=not-a-session' } });
    expect(cacheStatus(signedIn)).toBe('BYPASS');
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    expect(cacheStatus(await get('/pricing'))).toBe('MISS');
  });
});

describe('the key', () => {
  it('maps query strings that do not change the page to the plain entry, and never stores them', async () => {
    const tracked = await get('/services?utm=PoisonMarker1');
    expect(cacheStatus(tracked)).toBe('BYPASS');
    expect(cacheStatus(await get('/services?utm=PoisonMarker2'))).toBe('BYPASS');
    const plain = await get('/services');
    expect(cacheStatus(plain)).toBe('MISS');
    expect(plain.body).not.toContain('PoisonMarker');
    for (const query of ['?utm=3', '?utm_source=mail&fbclid=x', '?redirectTo=%2Faccount', '?q=tax']) {
      expect(cacheStatus(await get(`/services${query}`)), query).toBe('HIT');
    }
  });

  it('keys the help-centre search on ?q=', async () => {
    expect(cacheStatus(await get('/help-center?q=will'))).toBe('MISS');
    expect(cacheStatus(await get('/help-center?q=will'))).toBe('HIT');
    expect(cacheStatus(await get('/help-center?q=will&utm=1'))).toBe('HIT');
    expect(cacheStatus(await get('/help-center'))).toBe('MISS');
    expect(cacheStatus(await get('/help-center?q=other'))).toBe('MISS');
  });

  it('treats every spelling of a host as one, and an edit drops them all', async () => {
    const first = await get('/', { host: 'brightstack.localhost' });
    expect(cacheStatus(first)).toBe('MISS');
    for (const host of ['BrightStack.LOCALHOST', 'brightstack.localhost.', `brightstack.localhost:${server.port}`, `brightstack.localhost.:${server.port}`]) {
      expect(cacheStatus(await get('/', { host })), host).toBe('HIT');
    }
    const tag = String(first.headers['cache-tag']);
    expect(tag).toMatch(/^org-[0-9a-f-]{36}$/);
    const origin = `http://brightstack.localhost:${server.port}`;
    const signIn = await request(server.port, {
      method: 'POST',
      path: '/api/auth/sign-in/email',
      host: `brightstack.localhost:${server.port}`,
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@brightstack.example', password: 'DemoAdmin123' }),
    });
    expect(signIn.status).toBe(200);
    const cookie = String(signIn.headers['set-cookie']).split(';')[0];
    const revalidate = await request(server.port, {
      method: 'POST',
      path: '/api/revalidate',
      host: `brightstack.localhost:${server.port}`,
      headers: { origin, cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ tag }),
    });
    expect(revalidate.status).toBe(200);
    expect(cacheStatus(await get('/', { host: 'BrightStack.localhost.' }))).toBe('MISS');
  });
});

describe('headers for shared caches', () => {
  it('sends the same shared-cache and security headers on the stored copy as on the first answer', async () => {
    const miss = await get('/family-law');
    const hit = await get('/family-law');
    expect([cacheStatus(miss), cacheStatus(hit)]).toEqual(['MISS', 'HIT']);
    expect(miss.headers['cache-control']).toBe('public, max-age=0, s-maxage=600, stale-while-revalidate=60');
    expect(miss.headers['cache-tag']).toMatch(/^org-[0-9a-f-]{36}$/);
    expect(miss.headers['surrogate-key']).toBe(miss.headers['cache-tag']);
    for (const name of ['cache-control', 'cache-tag', 'surrogate-key', 'content-security-policy', 'x-content-type-options', 'referrer-policy', 'permissions-policy', 'x-frame-options', 'vary']) {
      expect(hit.headers[name], name).toBe(miss.headers[name]);
    }
    expect(hit.headers.vary).toContain('rsc');
    expect(hit.headers.age).toMatch(/^\d+$/);
    expect(hit.body).toBe(miss.body);
  });

  it('shares one copy of /basket: the basket itself is filled in by the browser', async () => {
    const miss = await get('/basket');
    expect(miss.status).toBe(200);
    expect(miss.headers['cache-tag']).toMatch(/^org-/);
    expect(miss.body).toContain('Loading your basket');
    const hit = await get('/basket');
    expect(cacheStatus(hit)).toBe('HIT');
    expect(hit.body).toBe(miss.body);
    expect(cacheStatus(await get('/admin/orders'))).toBe('BYPASS');
  });

  it('marks the sitemap and robots.txt shareable too, and the account area never', async () => {
    expect((await get('/sitemap.xml')).headers['cache-tag']).toMatch(/^org-/);
    expect(cacheStatus(await get('/sitemap.xml'))).toBe('HIT');
    expect((await get('/robots.txt')).headers['surrogate-key']).toMatch(/^org-/);
    const account = await get('/account/profile');
    expect(account.headers['cache-tag']).toBeUndefined();
    expect(cacheStatus(account)).toBe('BYPASS');
  });
});
