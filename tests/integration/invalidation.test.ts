// Edits reach every cache: this process's page data and HTML at once, other instances through
// PostgreSQL's NOTIFY channel.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHtmlCache } from '../../server/html-cache.mjs';
import { connectHtmlCache, hostsOf } from '@/server/cache/html-cache-bridge';
import { createInvalidationChannel } from '@/server/cache/channel';
import { organizationChanged } from '@/server/cache/invalidate';
import { memo } from '@/server/cache/memo';
import { addDomain, createOrganization } from '@/server/organizations/service';
import { createTestDatabase, type TestDatabase } from '../support/databases';

describe('invalidation in one process', () => {
  let database: TestDatabase;
  let organizationId: string;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    organizationId = (await createOrganization(database.db, { slug: 'harbour-law', name: 'Harbour' })).id;
    await addDomain(database.db, { slug: 'harbour-law', host: 'harbour.test' });
  });
  afterAll(() => database.dispose());

  it('knows every host an organisation answers on, loopback included for the default one', async () => {
    expect((await hostsOf(organizationId)).sort()).toEqual(['127.0.0.1', '[::1]', 'harbour-law.localhost', 'harbour.test', 'localhost'].sort());
  });

  it('drops cached page data and the HTML of all its hosts before resolving', async () => {
    const cache = createHtmlCache();
    (globalThis as { __sitewrightHtmlCache?: unknown }).__sitewrightHtmlCache = cache;
    connectHtmlCache();
    const page = { status: 200, headers: {}, body: Buffer.from('<p>old</p>') };
    cache.set('harbour.test', '/', page, cache.generation);
    cache.set('localhost', '/es', page, cache.generation);
    cache.set('other.localhost', '/', page, cache.generation);
    let computed = 0;
    const load = () => memo(organizationId, 'probe', 60_000, async () => ++computed);
    await load();
    await load();
    expect(computed).toBe(1);

    await organizationChanged(organizationId);

    expect(cache.get('harbour.test', '/')).toBeUndefined();
    expect(cache.get('localhost', '/es')).toBeUndefined();
    expect(cache.get('other.localhost', '/')).toBeDefined();
    await load();
    expect(computed).toBe(2);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('invalidation across instances (PostgreSQL)', () => {
  it("tells the other instances, not the sender", async () => {
    const url = process.env.TEST_DATABASE_URL as string;
    const heardByA: string[] = [];
    const heardByB: string[] = [];
    const a = await createInvalidationChannel({ url, instanceId: 'a', onRemoteChange: (id) => heardByA.push(id) });
    const b = await createInvalidationChannel({ url, instanceId: 'b', onRemoteChange: (id) => heardByB.push(id) });
    try {
      await a.broadcast('11111111-1111-1111-1111-111111111111');
      await expect.poll(() => heardByB, { timeout: 5000 }).toEqual(['11111111-1111-1111-1111-111111111111']);
      expect(heardByA).toEqual([]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
