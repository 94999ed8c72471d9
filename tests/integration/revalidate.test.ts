// POST /api/revalidate: staff of the host's organisation only, for their own tag only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as revalidate } from '@/app/api/revalidate/route';
import { memo } from '@/server/cache/memo';
import { seedDemo } from '@/server/seed/seed';
import { resolveOrganizationByHost } from '@/server/tenancy/resolve';
import { signIn } from '../support/auth';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases';

const noParams = { params: Promise.resolve({}) };
const post = (host: string, body: unknown, headers: Record<string, string> = {}) =>
  revalidate(
    new Request(`http://${host}/api/revalidate`, {
      method: 'POST',
      headers: { host, 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
    noParams,
  );

describe.each(DATABASE_KINDS)('POST /api/revalidate on %s', (kind) => {
  let database: TestDatabase;
  let harbourId: string;
  let brightId: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDemo(database.db);
    harbourId = (await resolveOrganizationByHost('harbour-law.localhost'))!.id;
    brightId = (await resolveOrganizationByHost('brightstack.localhost'))!.id;
  });
  afterAll(() => database.dispose());

  it('answers 401 without a session', async () => {
    expect((await post('harbour-law.localhost', { tag: `org-${harbourId}` })).status).toBe(401);
  });

  it('answers 403 to a customer and to staff asking for another organisation', async () => {
    const customer = await signIn('harbour-law.localhost', 'customer@harbour-law.example', 'DemoCustomer123');
    expect((await post('harbour-law.localhost', { tag: `org-${harbourId}` }, { cookie: customer.cookie })).status).toBe(403);
    const admin = await signIn('harbour-law.localhost', 'admin@harbour-law.example', 'DemoAdmin123');
    expect((await post('harbour-law.localhost', { tag: `org-${brightId}` }, { cookie: admin.cookie })).status).toBe(403);
    const otherAdmin = await signIn('brightstack.localhost', 'admin@brightstack.example', 'DemoAdmin123');
    expect((await post('harbour-law.localhost', { tag: `org-${harbourId}` }, { cookie: otherAdmin.cookie })).status).toBe(403);
  });

  it('answers 400 with details for a bad body', async () => {
    const admin = await signIn('harbour-law.localhost', 'admin@harbour-law.example', 'DemoAdmin123');
    for (const body of [{}, { tag: 'everything' }, 'not json']) {
      const response = await post('harbour-law.localhost', body, { cookie: admin.cookie });
      expect(response.status).toBe(400);
      const json = await response.json();
      expect(json.error).toBeTruthy();
      expect(json.details).toBeTruthy();
    }
  });

  it("drops the organisation's cached data for its admin", async () => {
    let computed = 0;
    const probe = () => memo(harbourId, 'probe', 60_000, async () => ++computed);
    await probe();
    const admin = await signIn('harbour-law.localhost', 'admin@harbour-law.example', 'DemoAdmin123');
    const response = await post('harbour-law.localhost', { tag: `org-${harbourId}` }, { authorization: `Bearer ${admin.bearer}` });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ revalidated: true, tag: `org-${harbourId}` });
    await probe();
    expect(computed).toBe(2);
  });
});
