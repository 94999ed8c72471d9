// The attacker's sweep against the production server: every API route with every method and a
// spread of hostile inputs (NUL bytes, invalid UTF-8, broken JSON and form escapes, deep nesting,
// a huge declared body, another organisation's session from another origin), and pages asked for
// in odd ways. Whatever is refused, nothing answers with a 5xx, and the API always answers JSON.
import { readdirSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, startServer, type RunningServer } from './support/server';
import { signIn } from './support/site';

const API_ROOT = path.resolve(__dirname, '../../src/app/api');
const SOME_ID = '0b6a3c1e-5d2f-4a8b-9c7d-1e2f3a4b5c6d';

/** Every API route file as a request path, with its dynamic segments filled in. */
function apiPaths(dir = API_ROOT, prefix = '/api'): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) {
      const segment = entry === '[...all]' ? 'sign-in/email' : entry === '[...path]' ? 'no/such/thing' : entry.startsWith('[') ? SOME_ID : entry;
      found.push(...apiPaths(full, `${prefix}/${segment}`));
    } else if (entry === 'route.ts') {
      found.push(prefix);
    }
  }
  return found;
}

const BODIES: { name: string; contentType: string; body: string | Buffer; length?: string }[] = [
  { name: 'a NUL byte', contentType: 'application/json', body: JSON.stringify({ subject: 'a\u0000b', message: 'x', email: 'a\u0000@example.com', tag: '\u0000' }) },
  { name: 'invalid UTF-8', contentType: 'application/json', body: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]) },
  { name: 'broken JSON', contentType: 'application/json', body: '{"subject": ' },
  { name: 'deep nesting', contentType: 'application/json', body: `${'['.repeat(5000)}${']'.repeat(5000)}` },
  { name: 'a broken form escape', contentType: 'application/x-www-form-urlencoded', body: 'email=%zz&password=%' },
  { name: 'an unexpected type', contentType: 'text/xml', body: '<a/>' },
  { name: 'a huge declared body', contentType: 'application/json', body: '{}', length: String(200 * 1024 * 1024) },
];

const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];
const READ_METHODS = ['GET', 'HEAD', 'OPTIONS'];

describe('hostile requests against the production server', () => {
  let server: RunningServer;
  let foreignCookie: string;
  const answered: string[] = [];

  beforeAll(async () => {
    server = await startServer();
    // Brightstack's admin, whose cookie then rides along on requests to the law firm's host.
    foreignCookie = await signIn(server.port, 'admin@brightstack.example', 'DemoAdmin123', `brightstack.localhost:${server.port}`);
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function expectNo5xx(label: string, options: NonNullable<Parameters<typeof request>[1]>) {
    const answer = await request(server.port, options);
    answered.push(`${answer.status} ${label}`);
    expect(answer.status, `${label}: ${answer.body.slice(0, 200)}\n${server.logs().slice(-2000)}`).toBeGreaterThanOrEqual(200);
    expect(answer.status, `${label}: ${answer.body.slice(0, 200)}`).toBeLessThan(500);
    const isApi = (options.path ?? '/').startsWith('/api/');
    if (isApi && options.method !== 'HEAD' && answer.status !== 204 && answer.raw.length > 0) {
      expect(answer.headers['content-type'], label).toMatch(/json/);
    }
    return answer;
  }

  it('finds the routes it sweeps', () => {
    expect(apiPaths().length).toBeGreaterThanOrEqual(14);
  });

  it('never answers an API route with a 5xx, whatever the method and body', async () => {
    const host = `harbour-law.localhost:${server.port}`;
    for (const apiPath of apiPaths()) {
      for (const method of READ_METHODS) {
        await expectNo5xx(`${method} ${apiPath}`, { method, path: apiPath, host });
        await expectNo5xx(`${method} ${apiPath}?x=%00`, { method, path: `${apiPath}?x=%00&url_page=%2F%00`, host });
      }
      for (const method of WRITE_METHODS) {
        await expectNo5xx(`${method} ${apiPath} with no body`, { method, path: apiPath, host, headers: { origin: `http://${host}` } });
        for (const variant of BODIES) {
          const headers: Record<string, string> = { 'content-type': variant.contentType, origin: `http://${host}` };
          if (variant.length) headers['content-length'] = variant.length;
          await expectNo5xx(`${method} ${apiPath} with ${variant.name}`, { method, path: apiPath, host, headers, body: variant.body });
        }
        const foreign = await expectNo5xx(`${method} ${apiPath} with another organisation's session from another origin`, {
          method,
          path: apiPath,
          host,
          headers: { 'content-type': 'application/json', origin: 'http://evil.example', cookie: foreignCookie },
          body: JSON.stringify({ subject: 'Hello', message: 'Hello there', email: 'admin@brightstack.example', tag: 'org-x', body: 'x' }),
        });
        // Never accepted: a cookie write from another site is refused before anything else.
        if (!apiPath.endsWith('/no/such/thing')) expect([400, 403, 404, 405, 413, 415], `${method} ${apiPath}`).toContain(foreign.status);
      }
    }
    expect(answered.length).toBeGreaterThan(100);
  });

  it('never answers a page request with a 5xx, however it is spelled', async () => {
    const host = `harbour-law.localhost:${server.port}`;
    const paths = [
      '/', '/%', '/%c0%af', '/%E0%A4%A', '/..%2f..%2fetc%2fpasswd', '/sites/brightstack.localhost/default/', '/sites/%2e%2e/x',
      '/login?redirectTo=//evil.example', '/login?redirectTo=%2F%2Fevil.example', `/${'a'.repeat(4000)}`, '/help-center?q=%00',
      '/help-center?q=%zz', '/blog?page=-1', '/es/../de/', '/zz/', '/account/join?redirectTo=/.//evil.example', '/_next/static/none.js',
      '/api', '/favicon.ico', '/robots.txt', '/sitemap.xml', '/%C3%A9t%C3%A9',
    ];
    for (const pagePath of paths) {
      for (const method of ['GET', 'HEAD']) await expectNo5xx(`${method} ${pagePath}`, { method, path: pagePath, host });
    }
    for (const oddHost of ['harbour-law.localhost.', 'HARBOUR-LAW.LOCALHOST', 'unknown.example', 'evil@harbour-law.localhost', 'a b', '[::1]', 'localhost:99999']) {
      await expectNo5xx(`GET / on host ${oddHost}`, { path: '/', host: oddHost });
    }
  });

  it('takes a visitor who leaves before the page is ready for what it is, not for a failure', async () => {
    // Each asks for a page not yet in the cache and hangs up at once, as a closed tab or a cancelled
    // prefetch does; the page is then asked for properly, and the server reports no failure.
    const paths = ['/blog?left=1', '/es/contact?left=2', '/about?left=3', '/services?left=4'];
    await Promise.all(
      paths.map(
        (pagePath) =>
          new Promise<void>((resolve) => {
            const socket = connect(server.port, '127.0.0.1', () => {
              socket.write(`GET ${pagePath} HTTP/1.1\r\nHost: harbour-law.localhost:${server.port}\r\n\r\n`, () => {
                socket.destroy();
                resolve();
              });
            });
          }),
      ),
    );
    for (const pagePath of paths) expect((await request(server.port, { path: pagePath, host: `harbour-law.localhost:${server.port}` })).status).toBe(200);
    expect(server.logs()).not.toContain('Next.js returned without ending the response');
    expect(server.logs()).not.toMatch(/"level":"error".*"url":"\/(blog|es\/contact|about|services)\?left=/);
  });
});
