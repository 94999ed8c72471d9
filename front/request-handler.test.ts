// The custom server's handling over real HTTP, with a stand-in for Next.js that answers the way
// Next.js does in the cases that matter (opt-in meta, Set-Cookie, 404, HEAD without a body, internal
// headers). tests/http/ runs the same vectors against the real build.
import { createHash } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHtmlCache, type HtmlCache } from './html-cache.mjs';
import { createRequestHandler } from './request-handler.mjs';

// React's streaming helper: an inline script every copy of a page keeps (Next.js's own flight data is
// taken out of the anonymous copy when an islands build exists, front/islands.mjs).
const SCRIPT = '$RC("B:1","S:1")';
const MARKER = '<meta name="sitewright-cache" content="tags=org-1; s-maxage=600; stale-while-revalidate=60"/>';
const doc = (marker: boolean, text = 'page') => `<!DOCTYPE html><html><head><title>t</title>${marker ? MARKER : ''}</head><body><p>${text}</p><script>${SCRIPT}</script></body></html>`;

let renders = 0;
let slurped = 0;
let sawHeaders: () => void = () => undefined;
let clientSawHeaders = new Promise<void>((resolve) => (sawHeaders = resolve));
let lastUrl = '';
let lastHeaders: IncomingMessage['headers'] = {};

/** Answers like Next.js would for the few shapes of response the server must tell apart. */
function fakeNext(req: IncomingMessage, res: ServerResponse) {
  renders += 1;
  lastUrl = req.url ?? '';
  lastHeaders = { ...req.headers };
  const path = (req.url ?? '/').split('?')[0];
  res.setHeader('x-middleware-rewrite', `/sites/x${path}`);
  res.setHeader('x-nextjs-matched-path', '/sites/[host]/[lang]');
  if (path === '/api/slurp') {
    // A route that reads whatever it is sent, with no limit of its own.
    slurped = 0;
    req.on('data', (chunk: Buffer) => (slurped += chunk.length));
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end(String(slurped));
    });
    return;
  }
  if (path === '/api/echo') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"ok":true}');
    return;
  }
  if (req.headers.rsc) {
    res.setHeader('x-nextjs-rewritten-path', `/sites/x${path}`);
    res.writeHead(200, { 'content-type': 'text/x-component' });
    res.end('0:{}');
    return;
  }
  if (path === '/sitemap.xml') {
    res.writeHead(200, { 'content-type': 'application/xml', 'sitewright-cache': 'tags=org-1; s-maxage=300' });
    res.end('<urlset/>');
    return;
  }
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
  // Next.js answers HEAD without rendering a body; the server must render HEAD as GET.
  const body = req.method === 'HEAD' ? '' : null;
  switch (path) {
    case '/page':
      res.statusCode = 200;
      res.end(body ?? doc(true, `page ${renders}`));
      return;
    case '/private':
      res.end(body ?? doc(false, `page${' '.repeat(2000)}`));
      return;
    case '/cookie':
      res.writeHead(200, ['Set-Cookie', 'a=1', 'Set-Cookie', 'b=2']);
      res.end(body ?? doc(true));
      return;
    case '/missing':
      res.statusCode = 404;
      res.end(body ?? doc(true, 'not found'));
      return;
    case '/download':
      // A file answer: streamed through as written, never held back to be inspected.
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      res.write('first ');
      // The end is written only once the client has the headers: an answer held back until it ends
      // would never arrive, and the test would fail on its time limit instead of passing.
      void clientSawHeaders.then(() => res.end('last'));
      return;
    case '/prefetch-sensitive':
      // What Next.js does for x-middleware-prefetch: an empty answer.
      res.end(req.headers['x-middleware-prefetch'] ? '' : (body ?? doc(true)));
      return;
    default:
      res.statusCode = 404;
      res.end(body ?? doc(false, 'nothing'));
  }
}

type Reply = { status: number; headers: http.IncomingHttpHeaders; body: string };

let port = 0;
let server: http.Server;
let cache: HtmlCache;

function ask(path: string, { method = 'GET', host = 'a.localhost', headers = {} as Record<string, string> } = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method, headers: { host, ...headers }, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw).toString() : raw.toString();
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  cache = createHtmlCache();
  const { onRequest, onCheckContinue } = createRequestHandler({ handle: fakeNext, cache, maxBodyBytes: 1000, log: { error: () => undefined } });
  server = http.createServer(onRequest);
  server.on('checkContinue', onCheckContinue);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  cache.dropAll();
  renders = 0;
});

describe('what the shared cache stores', () => {
  it('stores an opted-in page once and replays it with the same headers', async () => {
    const miss = await ask('/page');
    const hit = await ask('/page');
    expect([miss.headers['x-sitewright-cache'], hit.headers['x-sitewright-cache']]).toEqual(['MISS', 'HIT']);
    expect(renders).toBe(1);
    expect(hit.body).toBe(miss.body);
    for (const name of ['cache-control', 'cache-tag', 'surrogate-key', 'content-security-policy', 'x-content-type-options', 'referrer-policy', 'permissions-policy', 'vary']) {
      expect(hit.headers[name], name).toBe(miss.headers[name]);
    }
    expect(miss.headers['cache-control']).toBe('public, max-age=0, s-maxage=600, stale-while-revalidate=60');
    expect(miss.headers['cache-tag']).toBe('org-1');
    expect(hit.headers.age).toMatch(/^\d+$/);
    const hash = createHash('sha256').update(SCRIPT).digest('base64');
    expect(hit.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
  });

  it('answers HEAD from the GET copy, and a HEAD miss stores the complete GET answer', async () => {
    const head = await ask('/page', { method: 'HEAD' });
    expect(head.headers['x-sitewright-cache']).toBe('MISS');
    expect(head.body).toBe('');
    const get = await ask('/page');
    expect(get.headers['x-sitewright-cache']).toBe('HIT');
    expect(get.body).toContain('<p>page 1</p>');
    expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(get.body));
  });

  it('does not store pages without the opt-in, and marks them private', async () => {
    const first = await ask('/private');
    const second = await ask('/private');
    expect([first.headers['x-sitewright-cache'], second.headers['x-sitewright-cache']]).toEqual(['BYPASS', 'BYPASS']);
    expect(second.headers['cache-control']).toBe('private, no-store');
    expect(second.headers['cache-tag']).toBeUndefined();
  });

  it('does not store an answer that sets a cookie, and passes every cookie on', async () => {
    const first = await ask('/cookie');
    await ask('/cookie');
    expect(renders).toBe(2);
    expect(first.headers['set-cookie']).toEqual(['a=1', 'b=2']);
    expect(first.headers['cache-control']).toBe('private, no-store');
  });

  it('does not store non-200 answers', async () => {
    const first = await ask('/missing');
    await ask('/missing');
    expect(first.status).toBe(404);
    expect(renders).toBe(2);
    expect(first.headers['cache-control']).toBe('private, no-store');
  });

  it('never lets a client put Next.js into prefetch mode, so no empty page is stored', async () => {
    const prefetch = await ask('/prefetch-sensitive', { headers: { 'x-middleware-prefetch': '1' } });
    expect(prefetch.body).toContain('<p>page</p>');
    expect(lastHeaders['x-middleware-prefetch']).toBeUndefined();
    expect((await ask('/prefetch-sensitive')).body).toContain('<p>page</p>');
  });

  it('leaves router requests to Next.js and keeps the headers its router reads', async () => {
    const rsc = await ask('/page', { headers: { rsc: '1' } });
    expect(rsc.headers['content-type']).toBe('text/x-component');
    expect(rsc.headers['x-nextjs-rewritten-path']).toBe('/sites/x/page');
    expect(rsc.headers['x-middleware-rewrite']).toBeUndefined();
    expect(rsc.headers['x-nextjs-matched-path']).toBeUndefined();
    expect((await ask('/page')).headers['x-sitewright-cache']).toBe('MISS');
  });

  it('maps other query strings to the plain entry, and renders them without storing', async () => {
    const tracked = await ask('/page?utm=1');
    expect(tracked.headers['x-sitewright-cache']).toBe('BYPASS');
    expect(lastUrl).toBe('/page?utm=1');
    expect(cache.size().entries).toBe(0);
    await ask('/page');
    expect((await ask('/page?utm=2')).headers['x-sitewright-cache']).toBe('HIT');
    expect(cache.size().entries).toBe(1);
  });

  it('keys every spelling of a host together', async () => {
    await ask('/page', { host: 'a.localhost' });
    for (const host of ['A.LOCALHOST', 'a.localhost.', 'a.localhost:8080', 'a.localhost.:1']) {
      expect((await ask('/page', { host })).headers['x-sitewright-cache'], host).toBe('HIT');
    }
    cache.dropHosts(['a.localhost']);
    expect((await ask('/page', { host: 'A.localhost.' })).headers['x-sitewright-cache']).toBe('MISS');
  });

  it('stores an opted-in route handler answer from its header, and strips the header', async () => {
    const first = await ask('/sitemap.xml');
    const second = await ask('/sitemap.xml');
    expect(second.headers['x-sitewright-cache']).toBe('HIT');
    expect(first.headers['sitewright-cache']).toBeUndefined();
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=300');
    expect(first.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('gives signed-in visitors a fresh, private copy with a CSP of its own', async () => {
    const signedIn = await ask('/page', { headers: { cookie: 'better-auth.session_token=abc' } });
    expect(signedIn.headers['x-sitewright-cache']).toBe('BYPASS');
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    expect(signedIn.headers['content-security-policy']).toContain("script-src 'self' 'sha256-");
    expect(cache.size().entries).toBe(0);
  });
});

describe('answers that are not documents', () => {
  it('are streamed as Next.js writes them, with the security headers', async () => {
    clientSawHeaders = new Promise<void>((resolve) => (sawHeaders = resolve));
    const reply = await new Promise<Reply>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path: '/download', headers: { host: 'a.localhost' }, agent: false }, (res) => {
        sawHeaders();
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(reply.body).toBe('first last');
    expect(reply.headers['x-sitewright-cache']).toBe('BYPASS');
    expect(reply.headers['content-security-policy']).toContain("default-src 'none'");
    expect(reply.headers['x-middleware-rewrite']).toBeUndefined();
    expect(cache.size().entries).toBe(0);
  });
});

describe('with HTML_CACHE=off', () => {
  it('renders every time but still tells shared caches what they may keep', async () => {
    const { onRequest } = createRequestHandler({ handle: fakeNext, cache: createHtmlCache(), cacheEnabled: false, log: { error: () => undefined } });
    const uncached = http.createServer(onRequest);
    await new Promise<void>((resolve) => uncached.listen(0, '127.0.0.1', resolve));
    const mainPort = port;
    port = (uncached.address() as AddressInfo).port;
    try {
      const first = await ask('/page');
      const second = await ask('/page');
      expect([first.headers['x-sitewright-cache'], second.headers['x-sitewright-cache']]).toEqual(['BYPASS', 'BYPASS']);
      expect(renders).toBe(2);
      expect(second.headers['cache-tag']).toBe('org-1');
      expect(second.headers['content-security-policy']).toContain("'sha256-");
    } finally {
      port = mainPort;
      await new Promise<void>((resolve) => uncached.close(() => resolve()));
    }
  });
});

describe('headers on every answer', () => {
  it('strips internal headers from streamed answers and adds the security headers', async () => {
    const api = await ask('/api/echo');
    expect(api.headers['x-middleware-rewrite']).toBeUndefined();
    expect(api.headers['x-nextjs-matched-path']).toBeUndefined();
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['content-security-policy']).toContain("default-src 'none'");
    expect(api.headers['strict-transport-security']).toBeUndefined();
  });
  it('strips them from documents too', async () => {
    const page = await ask('/page');
    expect(Object.keys(page.headers).filter((name) => /^x-(middleware|nextjs)-/.test(name))).toEqual([]);
  });
  it('compresses fresh documents for clients that accept it', async () => {
    const big = await ask('/private', { headers: { 'accept-encoding': 'gzip' } });
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(big.body).toContain('<p>page ');
  });
});

describe('the gate', () => {
  it('refuses a declared body over the limit before the route runs', async () => {
    const reply = await new Promise<Reply>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path: '/api/echo', method: 'POST', headers: { host: 'a.localhost', 'content-length': '5000' } }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.write(Buffer.alloc(100));
    });
    expect(reply.status).toBe(413);
    expect(reply.headers.connection).toBe('close');
    expect(JSON.parse(reply.body)).toEqual({ error: 'Request body is too large', details: { body: ['At most 1000 bytes are accepted'] } });
    expect(renders).toBe(0);
  });
  it('answers Expect: 100-continue with 413 instead of asking for the body', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path: '/api/echo', method: 'POST', headers: { host: 'a.localhost', 'content-length': '5000', expect: '100-continue' } });
      req.on('continue', () => reject(new Error('asked for the body')));
      req.on('response', (res) => resolve(res.statusCode ?? 0));
      req.on('error', reject);
      req.flushHeaders();
    });
    expect(status).toBe(413);
  });
  it('counts a body without a length: past the ceiling the route gets no more of it, and the answer is 413', async () => {
    const reply = await new Promise<Reply>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path: '/api/slurp', method: 'POST', headers: { host: 'a.localhost', 'transfer-encoding': 'chunked' } }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', (error: NodeJS.ErrnoException) => (['EPIPE', 'ECONNRESET'].includes(error.code ?? '') ? undefined : reject(error)));
      for (let i = 0; i < 20; i++) req.write(Buffer.alloc(100, 0x20));
    });
    expect(reply.status).toBe(413);
    expect(JSON.parse(reply.body)).toEqual({ error: 'Request body is too large', details: { body: ['At most 1000 bytes are accepted'] } });
    expect(slurped).toBeLessThanOrEqual(1000);
  });
  it('lets a body without a length under the ceiling through whole', async () => {
    const reply = await new Promise<Reply>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path: '/api/slurp', method: 'POST', headers: { host: 'a.localhost', 'transfer-encoding': 'chunked' } }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', reject);
      for (let i = 0; i < 9; i++) req.write(Buffer.alloc(100, 0x20));
      req.end();
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toBe('900');
  });
  it('refuses bad Host headers and bad paths with 400', async () => {
    expect((await ask('/', { host: 'a@b' })).status).toBe(400);
    const bad = await ask('/%');
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body).error).toBe('Invalid URL');
    expect(renders).toBe(0);
  });
});
