// The route wrapper behind the production server: an unknown API path is a JSON 404 for every
// method without hiding any real route, HEAD and a method a route lacks are never a 500, and a body
// streamed past a route's limit is cut off with 413 (no Content-Length to trust), as is a NUL in
// the query.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, startServer, type RunningServer } from './support/server';

/** A POST whose body arrives chunked, without Content-Length, until the server answers. */
function chunkedPost(port: number, path: string, chunk: string, chunks: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method: 'POST', path, agent: false, headers: { host: `localhost:${port}`, 'content-type': 'application/json', 'transfer-encoding': 'chunked' } },
      (res) => {
        const parts: Buffer[] = [];
        res.on('data', (part: Buffer) => parts.push(part));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(parts).toString('utf8') }));
      },
    );
    // The server may answer and close before every chunk is written; that is the point.
    req.on('error', (error) => ((error as NodeJS.ErrnoException).code === 'EPIPE' || (error as NodeJS.ErrnoException).code === 'ECONNRESET' ? undefined : reject(error)));
    let sent = 0;
    const write = () => {
      while (sent < chunks) {
        sent++;
        if (!req.write(chunk)) return void req.once('drain', write);
      }
      req.end();
    };
    write();
  });
}

describe('the route wrapper on the production server', () => {
  let server: RunningServer;
  const call = (method: string, path: string, body?: string | Buffer, headers: Record<string, string> = {}) =>
    request(server.port, { method, path, body, headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers } });

  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('answers an unknown API path with a JSON 404 for every method', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      const answer = await call(method, '/api/no-such-thing/deeper', method === 'GET' || method === 'OPTIONS' ? undefined : '{}');
      expect(answer.status, method).toBe(404);
      expect(answer.headers['content-type'], method).toContain('application/json');
      expect(JSON.parse(answer.body), method).toEqual({ error: 'Not found', details: { path: '/api/no-such-thing/deeper' } });
    }
    expect((await call('HEAD', '/api/no-such-thing')).status).toBe(404);
    // Deeper than a real route is no route either.
    expect(JSON.parse((await call('GET', '/api/tickets/x/y/z')).body)).toMatchObject({ error: 'Not found' });
  });

  it('hides none of the real routes', async () => {
    expect((await call('GET', '/api/health')).status).toBe(200);
    expect(JSON.parse((await call('GET', '/api/me')).body)).toEqual({ user: null, role: null, permissions: [] });
    expect((await call('GET', '/api/template-sections?url_page=/home')).status).toBe(200);
    expect((await call('GET', '/api/auth/get-session')).status).toBe(200);
    expect((await call('GET', '/api/tickets')).status).toBe(401);
  });

  it('answers HEAD and a method a route does not have without a 500', async () => {
    expect((await call('HEAD', '/api/me')).status).toBe(200);
    expect((await call('HEAD', '/api/health')).status).toBe(200);
    for (const [method, path] of [['PUT', '/api/me'], ['DELETE', '/api/tickets'], ['GET', '/api/send-email'], ['PATCH', '/api/auth/sign-in/email']]) {
      const answer = await call(method, path, method === 'GET' ? undefined : '{}');
      expect(answer.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      expect(answer.status, `${method} ${path}`).toBeLessThan(500);
    }
  });

  it('cuts off a streamed body past the limit with 413, on our routes and the auth library’s', async () => {
    const ours = await chunkedPost(server.port, '/api/support-tickets', ' '.repeat(1024), 64);
    expect(ours.status).toBe(413);
    expect(JSON.parse(ours.body)).toMatchObject({ error: 'Request body is too large' });
    const library = await chunkedPost(server.port, '/api/auth/sign-in/email', ' '.repeat(1024), 16);
    expect(library.status).toBe(413);
    expect(JSON.parse(library.body)).toMatchObject({ error: 'Request body is too large', message: 'Request body is too large' });
  });

  it('answers 400 to a NUL in the query or invalid UTF-8 in a body, never 500', async () => {
    const query = await call('GET', '/api/template-sections?url_page=/home%00');
    expect(query.status).toBe(400);
    expect(JSON.parse(query.body)).toMatchObject({ error: expect.any(String), details: expect.any(Object) });
    const bytes = Buffer.concat([Buffer.from('{"email":"'), Buffer.from([0xff, 0xfe]), Buffer.from('","password":"x"}')]);
    const origin = { origin: `http://localhost:${server.port}` };
    const auth = await call('POST', '/api/auth/sign-in/email', bytes, origin);
    expect(auth.status).toBe(400);
    expect(JSON.parse(auth.body)).toMatchObject({ error: 'Request body is not valid UTF-8 text' });
  });
});
