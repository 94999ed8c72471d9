// What the production server refuses before any route runs, what it never lets out, and the
// security headers on every answer (issue 9, sections 2 and 3), over raw HTTP and in Chromium.
// The server trusts X-Forwarded-Proto here (TRUST_PROXY=1), so HTTPS can be played without TLS.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, request, startServer, type Answer, type RunningServer } from './support/server';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';

let server: RunningServer;
const get = (path: string, options: { host?: string; method?: string; headers?: Record<string, string> } = {}) => request(server.port, { path, ...options });

beforeAll(async () => {
  server = await startServer({ env: { TRUST_PROXY: '1' } });
});
afterAll(async () => {
  await server?.stop();
});

/** Resident memory of the server process, in bytes. */
function rss(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) * 1024;
}

type Upload = { status: number; ms: number; sentBytes: number };

/**
 * Sends `size` bytes, declared in Content-Length or chunked without one, and keeps sending until the
 * server answers or closes the connection.
 */
function streamBody(path: string, size: number, chunked = false): Promise<Upload> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(server.port, '127.0.0.1');
    let reply = '';
    let sentBytes = 0;
    let status = 0;
    let answeredAt = 0;
    const finish = () => resolve({ status, ms: (answeredAt || Date.now()) - started, sentBytes });
    socket.on('data', (chunk) => {
      reply += chunk.toString('latin1');
      if (!status && reply.includes('\r\n')) {
        status = Number(reply.split(' ')[1]);
        answeredAt = Date.now();
        // The answer is all this needs; a kept-alive connection would otherwise idle for seconds.
        socket.destroy();
      }
    });
    socket.on('error', finish);
    socket.on('close', finish);
    const length = chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${size}`;
    socket.write(`POST ${path} HTTP/1.1\r\nHost: localhost:${server.port}\r\nOrigin: http://localhost:${server.port}\r\nContent-Type: application/json\r\n${length}\r\n\r\n`);
    const bytes = Buffer.alloc(64 * 1024, 0x20);
    const chunk = chunked ? Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from('\r\n')]) : bytes;
    const pump = () => {
      while (!socket.destroyed && !status && sentBytes < size) {
        sentBytes += bytes.length;
        if (!socket.write(chunk)) {
          socket.once('drain', pump);
          return;
        }
      }
    };
    pump();
  });
}

const internalHeaders = (answer: Answer) => Object.keys(answer.headers).filter((name) => /^x-(middleware|nextjs|matched|invoke)-|^x-matched-path$/.test(name));

describe('the gate', () => {
  it('answers four concurrent 100 MB bodies with 413 at once, without their bytes reaching memory', async () => {
    const before = rss(server.pid);
    const hundredMegabytes = 100 * 1024 * 1024;
    const uploads = await Promise.all([
      // Declared: refused by the server before any route runs.
      streamBody('/api/auth/sign-in/email', hundredMegabytes),
      streamBody('/about', hundredMegabytes),
      // Chunked: counted, and cut off by the route's own limit (the auth library's included).
      streamBody('/api/auth/sign-up/email', hundredMegabytes, true),
      streamBody('/api/support-tickets', hundredMegabytes, true),
    ]);
    const grown = rss(server.pid) - before;
    for (const upload of uploads) {
      expect(upload.status).toBe(413);
      expect(upload.ms).toBeLessThan(2000);
      expect(upload.sentBytes).toBeLessThan(hundredMegabytes / 4);
    }
    expect(grown, `RSS grew by ${(grown / 1048576).toFixed(1)} MB`).toBeLessThan(32 * 1024 * 1024);
  });

  it('answers 413 with the API error shape before the route runs', async () => {
    const answer = await rawRequest(server.port, `POST /api/auth/sign-in/email HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 99999999\r\n\r\n{}`);
    expect(answer.status).toBe(413);
    expect(answer.text).toMatch(/connection: close/i);
    expect(JSON.parse(answer.text.slice(answer.text.indexOf('\r\n\r\n') + 4))).toEqual({
      error: 'Request body is too large',
      details: { body: ['At most 10485760 bytes are accepted'] },
    });
  });

  it('counts a body without a Content-Length instead: the route answers 413 past its own limit', async () => {
    const answer = await rawRequest(
      server.port,
      `POST /api/support-tickets HTTP/1.1\r\nHost: localhost\r\nOrigin: http://localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n${`4000\r\n${' '.repeat(0x4000)}\r\n`.repeat(16)}0\r\n\r\n`,
    );
    expect(answer.status).toBe(413);
    expect(answer.text).toContain('"error":"Request body is too large"');
  });

  it('answers a malformed percent-encoding with 400 on every kind of path, never 500', async () => {
    for (const path of ['/%', '/blog/%zz', '/api/%', '/_next/%', '/%E0%A4%A', '/%00', '/api/template-sections?url_page=%00']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(400);
      expect(JSON.parse(answer.body).error, path).toBe('Invalid URL');
    }
  });

  it('answers a Host header that is not a host name with 400 before any route runs', async () => {
    for (const host of ['user@harbour-law.localhost', 'harbour-law.localhost/evil', 'harbour law.localhost', 'harbour-law.localhost:port', '']) {
      const answer = await rawRequest(server.port, `GET / HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
      expect(answer.status, host).toBe(400);
    }
    const absolute = await rawRequest(server.port, `GET http://brightstack.localhost/ HTTP/1.1\r\nHost: harbour-law.localhost\r\nConnection: close\r\n\r\n`);
    expect(absolute.status).toBe(400);
  });

  it("never shows another organisation's site under /sites/", async () => {
    for (const path of [
      '/sites/brightstack.localhost/default/',
      '/sites/brightstack.localhost/default',
      '/sites/brightstack.localhost/default/about',
      '/sites/brightstack.localhost/default/logo.png',
      '/%73ites/brightstack.localhost/default/about.css',
      '/sites/brightstack.localhost/es/blog',
    ]) {
      const answer = await get(path, { host: 'harbour-law.localhost' });
      expect(answer.status, path).not.toBe(200);
      expect(answer.body, path).not.toContain('/demo/brightstack/');
      expect(answer.body, path).not.toContain('Brightstack');
    }
  });

  it('lets no internal routing header out', async () => {
    const answers = [
      await get('/'),
      await get('/'),
      await get('/blog?utm=1'),
      await get('/no-such-page'),
      await get('/de/'),
      await get('/api/health'),
      await get('/account'),
      await get('/robots.txt'),
    ];
    for (const answer of answers) expect(internalHeaders(answer)).toEqual([]);
    // The App Router's own fetches keep the one header it reads to match the rewritten route.
    const rsc = await get('/about?_rsc=abc', { headers: { rsc: '1' } });
    expect(internalHeaders(rsc).filter((name) => name !== 'x-nextjs-rewritten-path' && name !== 'x-nextjs-stale-time' && name !== 'x-nextjs-prerender')).toEqual([]);
    expect(rsc.headers['x-middleware-rewrite']).toBeUndefined();
  });
});

describe('security headers', () => {
  const expectBaseHeaders = (answer: Answer, label: string) => {
    expect(answer.headers['x-content-type-options'], label).toBe('nosniff');
    expect(answer.headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
    expect(answer.headers['permissions-policy'], label).toContain('geolocation=()');
    expect(answer.headers['content-security-policy'], label).toContain("frame-ancestors 'none'");
    expect(answer.headers['content-security-policy'], label).not.toContain('unsafe-eval');
  };

  it('are on every kind of answer', async () => {
    const home = await get('/');
    const css = /href="(\/_next\/static\/[^"]+\.css)"/.exec(home.body)?.[1];
    const answers: [string, Answer][] = [
      ['page', home],
      ['cached page', await get('/')],
      ['404', await get('/no-such-page')],
      ['redirect', await get('/de/')],
      ['API', await get('/api/health')],
      ['asset', await get(css ?? '/favicon.svg')],
      ['public file', await get('/demo/harbour-law/logo.svg')],
      ['400', await get('/%')],
      ['signed-out account page', await get('/account')],
    ];
    for (const [label, answer] of answers) expectBaseHeaders(answer, label);
  });

  it("let a document run exactly its own inline scripts, on the first answer and on the cached copy", async () => {
    const first = await get('/pricing');
    const cached = await get('/pricing');
    expect(cached.headers['x-sitewright-cache']).toBe('HIT');
    expect(cached.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    const policy = String(first.headers['content-security-policy']);
    const scriptSrc = policy.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    // Data blocks (the islands' JSON) are never run, so the policy does not list them.
    const inlineOf = (html: string) => [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*\btype="application\/json")[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    for (const script of inlineOf(first.body)) expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    // The anonymous copy of a public page may have no inline script left (decision 044); a page
    // drawn by Next.js for everyone, such as the one for an unknown address, has several.
    const other = await get('/no-such-page');
    const otherScriptSrc = String(other.headers['content-security-policy']).split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(inlineOf(other.body).length).toBeGreaterThan(0);
    for (const script of inlineOf(other.body)) expect(otherScriptSrc).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    expect(String((await get('/api/health')).headers['content-security-policy'])).toContain("default-src 'none'");
  });

  it('isolate every window but the public pages from cross-origin openers', async () => {
    // Public pages (the application's shared-cache opt-in) go without the opener policy, which would
    // cost each arrival a fresh browsing-context group (decision 017); everything else keeps it.
    const first = await get('/about');
    const cached = await get('/about');
    expect(cached.headers['x-sitewright-cache']).toBe('HIT');
    for (const answer of [first, cached, await get('/login')]) expect(answer.headers['cross-origin-opener-policy']).toBeUndefined();
    for (const path of ['/account', '/admin', '/no-such-page', '/api/health']) {
      expect((await get(path)).headers['cross-origin-opener-policy'], path).toBe('same-origin');
    }
  });

  it('include HSTS and upgrade-insecure-requests only over HTTPS', async () => {
    const plain = await get('/login');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(plain.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    const secure = await get('/login', { headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers['x-sitewright-cache']).toBe('HIT');
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(secure.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    expect((await get('/api/health', { headers: { 'x-forwarded-proto': 'https' } })).headers['strict-transport-security']).toBe('max-age=31536000');
  });
});

describe('in Chromium', () => {
  let browser: Browser;
  let context: BrowserContext;
  const problems: string[] = [];
  const base = () => `http://harbour-law.localhost:${server.port}`;

  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    });
    context = await browser.newContext();
    // Runs before any page script; the listener sees every violation the page raises.
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
      });
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function open(path: string): Promise<Page> {
    const page = await context.newPage();
    page.on('console', (message) => {
      const text = message.text();
      if (message.type() === 'error' && /CSP violation|Content Security Policy|Refused to|Hydration|hydrat/i.test(text)) problems.push(`${path}: ${text}`);
      if (/Permissions-Policy/i.test(text)) problems.push(`${path}: ${text}`);
    });
    page.on('pageerror', (error) => problems.push(`${path}: ${error.message}`));
    await page.goto(`${base()}${path}`, { waitUntil: 'load', timeout: 60_000 });
    return page;
  }

  it('runs the home page and a post without a CSP violation, and the client islands work', async () => {
    const home = await open('/');
    await home.getByRole('link', { name: 'Sign in' }).first().click();
    // Hydrated: the header's link opens the sign-in modal instead of navigating.
    await home.getByRole('dialog', { name: 'Sign in' }).waitFor({ timeout: 20_000 });
    expect(new URL(home.url()).pathname).toBe('/');
    await home.keyboard.press('Escape');
    // An anonymous visitor's page has no client router (decision 044): a link is an ordinary
    // navigation, and the next page runs under its own policy without a violation either.
    await home.evaluate(() => Object.assign(window, { sameDocument: true }));
    await home.getByRole('navigation', { name: 'Main navigation' }).first().getByRole('link', { name: 'Fees' }).click();
    await home.waitForURL(`${base()}/pricing`);
    await home.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await home.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
    const post = await open('/five-questions-before-making-a-will');
    await post.getByRole('heading', { level: 1 }).waitFor();
    await post.waitForFunction(() => document.readyState === 'complete');
    expect(problems).toEqual([]);
  });

  it('runs /login with the sign-in modal open, and a signed-in account page', async () => {
    const login = await open('/login');
    await login.getByRole('link', { name: 'Sign in' }).first().click();
    await login.getByRole('dialog', { name: 'Sign in' }).waitFor({ timeout: 20_000 });
    const dialog = login.getByRole('dialog', { name: 'Sign in' });
    await dialog.getByLabel('Email').fill('admin@harbour-law.example');
    await dialog.getByLabel('Password', { exact: true }).fill('DemoAdmin123');
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name.endsWith('better-auth.session_token')), { timeout: 30_000 }).toBe(true);
    const account = await open('/account');
    expect(new URL(account.url()).pathname).toBe('/account');
    // Hydrated: the header's account menu opens its panel.
    const menu = account.getByRole('button', { name: 'Account menu' });
    await menu.click();
    await account.locator(`#${await menu.getAttribute('aria-controls')}`).getByRole('menuitem', { name: 'Log out' }).waitFor({ timeout: 20_000 });
    expect(problems).toEqual([]);
  });
});
