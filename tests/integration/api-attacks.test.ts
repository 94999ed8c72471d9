// The API as an attacker sees it: every write route, called with a cookie from another site, with
// another organisation's admin session, with no session, with a body over its limit (declared and
// streamed), with a NUL in a field, with bytes that are not UTF-8, and with what is not JSON. Each
// must be a clear 4xx with { error, details }, never a 500, and never reach the handler. Reads
// answer HEAD, unknown API paths answer a JSON 404, and the auth routes follow the same rules.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as authPost, GET as authGet } from '@/app/api/auth/[...all]/route';
import * as catchAll from '@/app/api/[...path]/route';
import { GET as accountGet, PATCH as accountPatch } from '@/app/api/account/profile/route';
import { POST as retryPost } from '@/app/api/admin/outbox/[id]/retry/route';
import { GET as healthGet } from '@/app/api/health/route';
import { GET as meGet } from '@/app/api/me/route';
import { POST as profilePost } from '@/app/api/profile/route';
import { POST as trialPost } from '@/app/api/register-user-free-trial/route';
import { POST as revalidatePost } from '@/app/api/revalidate/route';
import { POST as sendEmailPost } from '@/app/api/send-email/route';
import { POST as ordersPost } from '@/app/api/orders/route';
import { PATCH as orderPatch } from '@/app/api/admin/orders/[id]/route';
import { POST as supportPost } from '@/app/api/support-tickets/route';
import { GET as sectionsGet } from '@/app/api/template-sections/route';
import { GET as headingsGet } from '@/app/api/template-heading-sections/route';
import { GET as ticketsGet, POST as ticketsPost } from '@/app/api/tickets/route';
import { GET as ticketGet, PATCH as ticketPatch } from '@/app/api/tickets/[id]/route';
import { POST as replyPost } from '@/app/api/tickets/[id]/messages/route';
import { platformRateLimits, profiles, supportTickets, ticketMessages } from '@/server/db/schema';
import { routeDeclaration, type RouteHandler } from '@/server/http/route';
import { createOrganization } from '@/server/organizations/service';
import { ensureAccount } from '@/server/people/accounts';
import { saveProfile } from '@/server/account/profiles';
import { signIn } from '../support/auth';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases';

const A = 'firm-a.localhost';
const B = 'firm-b.localhost';
const SOME_ID = '00000000-0000-4000-8000-000000000000';
const encoder = new TextEncoder();

type Access = 'anyone' | 'signed-in' | 'role';
type WriteRoute = {
  name: string;
  handler: RouteHandler;
  method: 'POST' | 'PATCH';
  path: string;
  params?: Record<string, string>;
  access: Access;
  /** A body that would be accepted; null for a route that takes none. */
  body: (ids: Ids) => Record<string, unknown> | null;
};
type Ids = { orgA: string; adminA: string };

const ROUTES: WriteRoute[] = [
  { name: 'POST /api/profile', handler: profilePost, method: 'POST', path: '/api/profile', access: 'signed-in', body: () => ({ username: 'someone' }) },
  { name: 'PATCH /api/account/profile', handler: accountPatch, method: 'PATCH', path: '/api/account/profile', access: 'role', body: () => ({ username: 'someone' }) },
  { name: 'POST /api/admin/outbox/{id}/retry', handler: retryPost, method: 'POST', path: `/api/admin/outbox/${SOME_ID}/retry`, params: { id: SOME_ID }, access: 'role', body: () => null },
  { name: 'POST /api/register-user-free-trial', handler: trialPost, method: 'POST', path: '/api/register-user-free-trial', access: 'signed-in', body: () => ({ email: 'admin@a.example' }) },
  { name: 'POST /api/revalidate', handler: revalidatePost, method: 'POST', path: '/api/revalidate', access: 'role', body: ({ orgA }) => ({ tag: `org-${orgA}` }) },
  {
    name: 'POST /api/send-email',
    handler: sendEmailPost,
    method: 'POST',
    path: '/api/send-email',
    access: 'signed-in',
    body: ({ orgA, adminA }) => ({ type: 'welcome', to: 'admin@a.example', organization_id: orgA, user_id: adminA }),
  },
  {
    name: 'POST /api/support-tickets',
    handler: supportPost,
    method: 'POST',
    path: '/api/support-tickets',
    access: 'anyone',
    body: () => ({ name: 'Ada', email: 'ada@example.com', subject: 'Hello', message: 'A question' }),
  },
  {
    name: 'POST /api/orders',
    handler: ordersPost,
    method: 'POST',
    path: '/api/orders',
    access: 'role',
    body: () => ({ items: [{ plan_id: SOME_ID, quantity: 1 }], payment_method: 'invoice' }),
  },
  { name: 'PATCH /api/admin/orders/{id}', handler: orderPatch, method: 'PATCH', path: `/api/admin/orders/${SOME_ID}`, params: { id: SOME_ID }, access: 'role', body: () => ({ status: 'paid' }) },
  { name: 'POST /api/tickets', handler: ticketsPost, method: 'POST', path: '/api/tickets', access: 'role', body: () => ({ subject: 'Hello', message: 'A question' }) },
  { name: 'PATCH /api/tickets/{id}', handler: ticketPatch, method: 'PATCH', path: `/api/tickets/${SOME_ID}`, params: { id: SOME_ID }, access: 'role', body: () => ({ status: 'closed' }) },
  { name: 'POST /api/tickets/{id}/messages', handler: replyPost, method: 'POST', path: `/api/tickets/${SOME_ID}/messages`, params: { id: SOME_ID }, access: 'role', body: () => ({ body: 'hi' }) },
  { name: 'POST /api/auth/sign-in/email', handler: authPost, method: 'POST', path: '/api/auth/sign-in/email', access: 'anyone', body: () => ({ email: 'admin@a.example', password: 'Passw0rdOK' }) },
];

type Call = { headers?: Record<string, string>; body?: BodyInit | null; streamed?: boolean; host?: string };

function call(route: WriteRoute, { headers = {}, body = null, streamed = false, host = A }: Call): Promise<Response> {
  const init = { method: route.method, headers: { host, ...headers }, body, ...(streamed ? { duplex: 'half' } : {}) };
  return route.handler(new Request(`http://${host}${route.path}`, init as RequestInit), { params: Promise.resolve(route.params ?? {}) });
}

/** A body that arrives in chunks with no Content-Length, as a chunked upload does. */
function streamOf(bytes: Uint8Array, chunk = 4096): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.byteLength) return controller.close();
      controller.enqueue(bytes.subarray(offset, offset + chunk));
      offset += chunk;
    },
  });
}

async function expectRefusal(response: Response, status: number, error?: string) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { error: unknown; details?: unknown };
  expect(typeof body.error).toBe('string');
  if (error) expect(body.error).toBe(error);
  return body;
}

describe.each(DATABASE_KINDS)('the API under attack on %s', (kind) => {
  let database: TestDatabase;
  let ids: Ids;
  let adminA: { cookie: string; bearer: string | null };
  let adminB: { cookie: string; bearer: string | null };
  const json = { 'content-type': 'application/json' };
  const asAdminA = () => ({ cookie: adminA.cookie, origin: `http://${A}`, ...json });

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const orgA = (await createOrganization(database.db, { slug: 'firm-a', name: 'Firm A' })).id;
    const orgB = (await createOrganization(database.db, { slug: 'firm-b', name: 'Firm B' })).id;
    const a = await ensureAccount(database.db, { email: 'admin@a.example', password: 'Passw0rdOK', name: 'Ann' });
    await saveProfile(database.db, { organizationId: orgA, userId: a.userId, username: 'ann', email: 'admin@a.example', role: 'admin' });
    const b = await ensureAccount(database.db, { email: 'admin@b.example', password: 'Passw0rdOK', name: 'Bob' });
    await saveProfile(database.db, { organizationId: orgB, userId: b.userId, username: 'bob', email: 'admin@b.example', role: 'admin' });
    ids = { orgA, adminA: a.userId };
    adminA = await signIn(A, 'admin@a.example', 'Passw0rdOK');
    adminB = await signIn(B, 'admin@b.example', 'Passw0rdOK');
  });
  afterAll(async () => {
    // Nothing any attack sent was written.
    expect(await database.db.select().from(supportTickets)).toEqual([]);
    expect(await database.db.select().from(ticketMessages)).toEqual([]);
    expect((await database.db.select().from(profiles).where(eq(profiles.username, 'someone'))).length).toBe(0);
    await database.dispose();
  });

  describe.each(ROUTES.map((route) => [route.name, route] as const))('%s', (_name, route) => {
    const limit = () => routeDeclaration(route.handler)!.maxBytes!;
    const valid = () => route.body(ids);
    const text = () => JSON.stringify(valid() ?? {});

    it('refuses a cookie-carrying write from another site with 403', async () => {
      const body = await expectRefusal(await call(route, { headers: { ...asAdminA(), origin: 'https://evil.example' }, body: text() }), 403, 'Cross-site request refused');
      expect(body).toHaveProperty('error');
      expect((await call(route, { headers: { ...asAdminA(), origin: `http://${B}` }, body: text() })).status).toBe(403);
    });

    it.runIf(route.access !== 'anyone')("refuses another organisation's admin (403) and a caller without a session (401)", async () => {
      // B's admin is signed in for real, on the right host and origin, with nothing to do here.
      // (Creating one's own profile on a site is registering there, which anyone signed in may do.)
      if (route.name !== 'POST /api/profile') {
        await expectRefusal(await call(route, { headers: { cookie: adminB.cookie, origin: `http://${A}`, ...json }, body: text() }), 403);
      }
      const guest = await call(route, { headers: { origin: `http://${A}`, ...json }, body: text() });
      expect(await guest.json()).toEqual({ error: 'No active session found. Please log in again.' });
      expect(guest.status).toBe(401);
    });

    it('answers 413 to a body over its limit, with or without Content-Length', async () => {
      const over = encoder.encode(JSON.stringify({ ...(valid() ?? {}), pad: 'x'.repeat(limit() + 1) }));
      const declared = await call(route, { headers: { ...asAdminA(), 'content-length': String(over.byteLength) }, body: over });
      await expectRefusal(declared, 413, 'Request body is too large');
      const streamed = await call(route, { headers: asAdminA(), body: streamOf(over), streamed: true });
      await expectRefusal(streamed, 413, 'Request body is too large');
    });

    it.runIf(route.body({ orgA: SOME_ID, adminA: SOME_ID }) !== null)('answers 400 to a NUL or an invalid UTF-8 byte in a field, and to a body that is not JSON (415 when not even said to be)', async () => {
      const body = valid()!;
      const field = Object.keys(body).find((key) => typeof body[key] === 'string')!;
      const nul = await call(route, { headers: asAdminA(), body: JSON.stringify({ ...body, [field]: `${body[field]}\u0000` }) });
      const problem = await expectRefusal(nul, 400);
      expect(problem.details).toMatchObject({ fieldErrors: { [field]: [expect.stringContaining('NUL')] } });

      const raw = encoder.encode(JSON.stringify({ ...body, [field]: 'MARK' }));
      const at = Buffer.from(raw).indexOf('MARK');
      const invalid = Buffer.concat([raw.subarray(0, at), Buffer.from([0xc3, 0x28, 0xff]), raw.subarray(at + 4)]);
      await expectRefusal(await call(route, { headers: asAdminA(), body: invalid }), 400, 'Request body is not valid UTF-8 text');

      await expectRefusal(await call(route, { headers: asAdminA(), body: '{"not json' }), 400, 'Request body must be JSON');
      await expectRefusal(await call(route, { headers: { ...asAdminA(), 'content-type': 'text/plain' }, body: text() }), 415, 'Unsupported content type');
      const form = await call(route, { headers: { ...asAdminA(), 'content-type': 'application/x-www-form-urlencoded' }, body: `${field}=%FF%FE` });
      await expectRefusal(form, 400, 'Request body is not valid form data');
      const nested = await call(route, { headers: asAdminA(), body: `${'['.repeat(5000)}${']'.repeat(5000)}`.slice(0, limit()) });
      expect(nested.status).toBe(400);
    });
  });

  it('answers HEAD on every read without a 500', async () => {
    const head = (handler: RouteHandler, path: string, headers: Record<string, string> = {}) =>
      handler(new Request(`http://${A}${path}`, { method: 'HEAD', headers: { host: A, ...headers } }), { params: Promise.resolve({ id: SOME_ID }) });
    const signedIn = { cookie: adminA.cookie };
    expect((await head(healthGet, '/api/health')).status).toBe(200);
    expect((await head(meGet, '/api/me', signedIn)).status).toBe(200);
    expect((await head(accountGet, '/api/account/profile', signedIn)).status).toBe(200);
    expect((await head(ticketsGet, '/api/tickets', signedIn)).status).toBe(200);
    expect((await head(ticketGet, `/api/tickets/${SOME_ID}`, signedIn)).status).toBe(404);
    expect((await head(sectionsGet, '/api/template-sections?url_page=/home')).status).toBe(200);
    expect((await head(headingsGet, '/api/template-heading-sections')).status).toBe(400);
    expect((await head(authGet, '/api/auth/get-session', signedIn)).status).toBeLessThan(500);
    expect((await head(catchAll.HEAD, '/api/nothing-here')).status).toBe(404);
  });

  it('answers every method on an unknown API path with a JSON 404, on any host', async () => {
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const) {
      const handler = catchAll[method];
      const body = method === 'GET' || method === 'HEAD' ? null : '{}';
      const response = await handler(
        new Request('http://203.0.113.5/api/tickets/x/y', { method, headers: { host: '203.0.113.5', 'content-type': 'application/json' }, body }),
        { params: Promise.resolve({ path: ['tickets', 'x', 'y'] }) },
      );
      expect(response.status, method).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/json');
      if (method !== 'HEAD') expect(await response.json()).toEqual({ error: 'Not found', details: { path: '/api/tickets/x/y' } });
    }
  });

  it('answers 404 Site not found on a host no organisation owns, before anything else is done', async () => {
    const route = ROUTES.find((r) => r.path === '/api/support-tickets')!;
    const response = await call(route, { host: 'nobody.localhost', headers: json, body: JSON.stringify(route.body(ids)) });
    await expectRefusal(response, 404, 'Site not found');
  });

  describe('the auth routes', () => {
    const auth = (body: BodyInit, headers: Record<string, string>, path = '/sign-in/email') =>
      authPost(new Request(`http://localhost:3000/api/auth${path}`, { method: 'POST', headers: { host: A, origin: `http://${A}`, ...headers }, body }));

    it('reads a form-encoded sign-in as the library would, and counts its failure like a JSON one', async () => {
      const form = { 'content-type': 'application/x-www-form-urlencoded', 'x-sitewright-client-ip': '198.51.100.77' };
      const ok = await auth(new URLSearchParams({ email: 'admin@a.example', password: 'Passw0rdOK' }).toString(), form);
      expect(ok.status, await ok.clone().text()).toBe(200);
      expect(ok.headers.getSetCookie().some((cookie) => cookie.includes('session_token='))).toBe(true);
      const wrong = await auth(new URLSearchParams({ email: 'Admin@A.example', password: 'not-it-1A' }).toString(), form);
      expect(wrong.status).toBe(401);
      const counted = await database.db.select().from(platformRateLimits).where(eq(platformRateLimits.bucket, 'sign-in-failed:admin@a.example:198.51.100.77'));
      expect(counted.map((row) => row.hits)).toEqual([1]);
    });

    it('answers its refusals in both shapes: { error, details } and the library’s { message, code }', async () => {
      const plain = await auth('email=admin@a.example', { 'content-type': 'text/plain' });
      expect(plain.status).toBe(415);
      expect(await plain.json()).toMatchObject({ error: 'Unsupported content type', message: 'Unsupported content type', code: 'UNSUPPORTED_MEDIA_TYPE', details: expect.any(Object) });
      const nul = await auth(JSON.stringify({ email: 'admin@a.example\u0000', password: 'x' }), json);
      expect(nul.status).toBe(400);
      expect(await nul.json()).toMatchObject({ message: expect.any(String), code: 'BAD_REQUEST', details: { fieldErrors: { email: expect.any(Array) } } });
      const huge = await auth(JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(9000) }), json);
      expect(huge.status).toBe(413);
      const library = await auth(JSON.stringify({ email: 'admin@a.example', password: 'not-it-1A' }), json);
      expect(await library.json()).toMatchObject({ error: expect.any(String), message: expect.any(String), code: expect.any(String), details: { code: expect.any(String) } });
    });

    it('answers a path the library does not have with the same JSON 404 as any unknown API path', async () => {
      const missing = await authGet(new Request('http://localhost:3000/api/auth/no-such-endpoint', { headers: { host: A } }));
      expect(missing.status).toBe(404);
      expect(await missing.json()).toMatchObject({ error: 'Not found', details: { path: '/api/auth/no-such-endpoint' }, code: 'NOT_FOUND' });
    });

    it('lets a sign-out without a body through, and still refuses one from another site', async () => {
      const session = await signIn(A, 'admin@a.example', 'Passw0rdOK');
      const foreign = await auth('', { cookie: session.cookie, origin: 'https://evil.example' }, '/sign-out');
      expect(foreign.status).toBe(403);
      const out = await auth('', { cookie: session.cookie }, '/sign-out');
      expect(out.status, await out.clone().text()).toBe(200);
    });
  });
});
