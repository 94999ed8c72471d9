// GET /api/editor/section-extras: what a live preview needs beyond a section's cards, for the
// host's organisation's staff only, and only that organisation's data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as extras } from '@/app/api/editor/section-extras/route';
import { signIn } from '../support/auth';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases';

const noParams = { params: Promise.resolve({}) };
const get = (host: string, kind: string, cookie?: string) =>
  extras(new Request(`http://${host}/api/editor/section-extras?kind=${kind}`, { headers: { host, ...(cookie ? { cookie } : {}) } }), noParams);

describe.each(DATABASE_KINDS)('GET /api/editor/section-extras on %s', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(kind, { seed: 'demo' });
  });
  afterAll(() => database.dispose());

  it('answers staff with their own organisation\'s plans and articles', async () => {
    const admin = await signIn('brightstack.localhost', 'admin@brightstack.example', 'DemoAdmin123');
    const plans = await get('brightstack.localhost', 'plans', admin.cookie);
    expect(plans.status).toBe(200);
    const body = (await plans.json()) as { plans: { organizationId: string }[] };
    expect(body.plans.length).toBeGreaterThan(0);
    expect(new Set(body.plans.map((plan) => plan.organizationId)).size).toBe(1);
    expect((await get('brightstack.localhost', 'articles', admin.cookie)).status).toBe(200);
  });

  it('refuses visitors, customers, other organisations\' staff and unknown kinds', async () => {
    expect((await get('brightstack.localhost', 'plans')).status).toBe(401);
    const customer = await signIn('brightstack.localhost', 'customer@brightstack.example', 'DemoCustomer123');
    expect((await get('brightstack.localhost', 'plans', customer.cookie)).status).toBe(403);
    const other = await signIn('harbour-law.localhost', 'admin@harbour-law.example', 'DemoAdmin123');
    expect((await get('brightstack.localhost', 'plans', other.cookie)).status).toBe(403);
    const admin = await signIn('brightstack.localhost', 'admin@brightstack.example', 'DemoAdmin123');
    const bad = await get('brightstack.localhost', 'secrets', admin.cookie);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: expect.any(String), details: expect.any(Object) });
  });
});
