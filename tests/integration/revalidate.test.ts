// POST /api/revalidate: staff of the host's organisation only, for their own tag only; the site's
// cached data and pages are dropped here before it answers, and on every other instance.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHtmlCache } from '../../front/html-cache.mjs';
import { POST as revalidate } from '@/app/api/revalidate/route';
import { connectHtmlCache } from '@/server/cache/html-cache-bridge';
import { createInvalidationChannel } from '@/server/cache/channel';
import { memo } from '@/server/cache/memo';
import { resolveOrganizationByHost } from '@/server/tenancy/resolve';
import { signIn } from '../support/auth';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases';

const noParams = { params: Promise.resolve({}) };
const post = (host: string, body: unknown, headers: Record<string, string> = {}) =>
  revalidate(
    new Request(`http://${host}/api/revalidate`, {
      method: 'POST',
      // The Origin a browser sends with a cookie-authenticated write.
      headers: { host, origin: `http://${host}`, 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
    noParams,
  );

describe.each(DATABASE_KINDS)('POST /api/revalidate on %s', (kind) => {
  let database: TestDatabase;
  let harbourId: string;
  let brightId: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind, { seed: 'demo' });
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

  it("drops the site's HTML before answering, and tells the other instances", async () => {
    const cache = createHtmlCache();
    (globalThis as { __sitewrightHtmlCache?: unknown }).__sitewrightHtmlCache = cache;
    connectHtmlCache();
    const page = (organizationId: string) => ({ status: 200, headers: {}, body: Buffer.from('<p>old</p>'), tags: [`org-${organizationId}`] });
    cache.set('harbour-law.localhost', '/en', page(harbourId), cache.generation);
    cache.set('brightstack.localhost', '/en', page(brightId), cache.generation);
    const heard: string[] = [];
    let close = async () => {};
    if (kind === 'postgres') {
      const { rows } = await database.db.execute<{ name: string }>(sql`select current_database() as name`);
      const url = new URL(process.env.TEST_DATABASE_URL as string);
      url.pathname = `/${rows[0].name}`;
      ({ close } = await createInvalidationChannel({ url: url.toString(), instanceId: `other-${randomUUID()}`, onRemoteChange: (id) => heard.push(id) }));
    }
    try {
      const admin = await signIn('harbour-law.localhost', 'admin@harbour-law.example', 'DemoAdmin123');
      expect((await post('harbour-law.localhost', { tag: `org-${harbourId}` }, { cookie: admin.cookie })).status).toBe(200);
      expect(cache.get('harbour-law.localhost', '/en')).toBeUndefined();
      expect(cache.get('brightstack.localhost', '/en')).toBeDefined();
      if (kind === 'postgres') await expect.poll(() => heard, { timeout: 5000 }).toContain(harbourId);
    } finally {
      await close();
    }
  });
});
