// Who may call a staff route: decided on the server from a real session (signed in through the
// real auth endpoint) and the role of the person's profile on the organisation of the Host header.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as authPost } from '@/app/api/auth/[...all]/route';
import { signIn } from '../support/auth';
import { NO_SESSION_MESSAGE } from '@/server/http/api';
import { route } from '@/server/http/route';
import { can } from '@/lib/permissions';
import { createOrganization } from '@/server/organizations/service';
import { ensureAccount } from '@/server/people/accounts';
import { saveProfile } from '@/server/account/profiles';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases';

const staffOnly = route({ access: can('sections.write') }, async ({ tenant, role }) => Response.json({ organization: tenant.slug, role }));
const noParams = { params: Promise.resolve({}) };

function call(host: string, headers: Record<string, string> = {}) {
  return staffOnly(new Request(`http://${host}/api/staff-check`, { headers: { host, ...headers } }), noParams);
}

describe.each(DATABASE_KINDS)('access control on %s', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const a = await createOrganization(database.db, { slug: 'firm-a', name: 'Firm A' });
    const b = await createOrganization(database.db, { slug: 'firm-b', name: 'Firm B' });
    const people = [
      { email: 'admin@a.example', org: a.id, role: 'admin' as const },
      { email: 'customer@a.example', org: a.id, role: 'customer' as const },
      { email: 'admin@b.example', org: b.id, role: 'admin' as const },
    ];
    for (const person of people) {
      const { userId } = await ensureAccount(database.db, { email: person.email, password: 'Passw0rdOK', name: person.email });
      await saveProfile(database.db, { organizationId: person.org, userId, username: person.email.split('@')[0], email: person.email, role: person.role });
    }
  });
  afterAll(() => database.dispose());

  it('answers 401 with the spec message without a session', async () => {
    const response = await call('firm-a.localhost');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: NO_SESSION_MESSAGE });
  });

  it('answers 403 to a customer of the organisation', async () => {
    const { cookie } = await signIn('firm-a.localhost', 'customer@a.example', 'Passw0rdOK');
    expect((await call('firm-a.localhost', { cookie })).status).toBe(403);
  });

  it("answers 403 to another organisation's admin", async () => {
    const { cookie } = await signIn('firm-b.localhost', 'admin@b.example', 'Passw0rdOK');
    expect((await call('firm-b.localhost', { cookie })).status).toBe(200);
    expect((await call('firm-a.localhost', { cookie })).status).toBe(403);
  });

  it('lets the admin in, by cookie or by bearer token', async () => {
    const { cookie, bearer } = await signIn('firm-a.localhost', 'admin@a.example', 'Passw0rdOK');
    const byCookie = await call('firm-a.localhost', { cookie });
    expect(byCookie.status).toBe(200);
    expect(await byCookie.json()).toEqual({ organization: 'firm-a', role: 'admin' });
    expect(bearer).toBeTruthy();
    expect((await call('firm-a.localhost', { authorization: `Bearer ${bearer}` })).status).toBe(200);
  });

  it('refuses a wrong password and a sign-in from an unknown origin', async () => {
    const wrong = await authPost(
      new Request('http://firm-a.localhost/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json', host: 'firm-a.localhost', origin: 'http://firm-a.localhost' },
        body: JSON.stringify({ email: 'admin@a.example', password: 'nope-nope-1A' }),
      }),
    );
    expect(wrong.status).toBe(401);
    const foreign = await authPost(
      new Request('http://firm-a.localhost/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json', host: 'firm-a.localhost', origin: 'http://evil.example', cookie: 'x=1' },
        body: JSON.stringify({ email: 'admin@a.example', password: 'Passw0rdOK' }),
      }),
    );
    expect(foreign.status).toBe(403);
  });

  it("trusts each organisation's own host and no other organisation's", async () => {
    const attempt = (host: string, origin: string) =>
      authPost(
        new Request('http://localhost:3000/api/auth/sign-in/email', {
          method: 'POST',
          headers: { 'content-type': 'application/json', host, origin },
          body: JSON.stringify({ email: 'admin@b.example', password: 'Passw0rdOK' }),
        }),
      );
    expect((await attempt('firm-b.localhost', 'http://firm-b.localhost')).status).toBe(200);
    expect((await attempt('firm-a.localhost', 'http://firm-a.localhost')).status).toBe(200);
    expect((await attempt('firm-b.localhost', 'http://firm-a.localhost')).status).toBe(403);
  });

  it('answers 404 for a host no organisation owns', async () => {
    const response = await call('nobody.localhost');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'Site not found' });
  });
});
