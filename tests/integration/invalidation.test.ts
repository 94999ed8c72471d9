// Edits reach every cache: this process's page data and HTML at once, other instances through
// PostgreSQL's NOTIFY channel, which survives losing its connection.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHtmlCache } from '../../front/html-cache.mjs';
import { announceChange } from '@/server/cache/announce';
import { connectHtmlCache, hostsOf } from '@/server/cache/html-cache-bridge';
import { createInvalidationChannel, listenerName, type InvalidationChannel } from '@/server/cache/channel';
import { memo } from '@/server/cache/memo';
import { openDatabase, type DatabaseHandle } from '@/server/db/client';
import { writeOrganization } from '@/server/write';
import { organizations } from '@/server/db/schema';
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

  it('drops cached page data and every page tagged with it once a write commits, before it returns', async () => {
    const cache = createHtmlCache();
    (globalThis as { __sitewrightHtmlCache?: unknown }).__sitewrightHtmlCache = cache;
    connectHtmlCache();
    const page = { status: 200, headers: {}, body: Buffer.from('<p>old</p>'), tags: [`org-${organizationId}`] };
    cache.set('harbour.test', '/', page, cache.generation);
    cache.set('localhost', '/es', page, cache.generation);
    cache.set('other.localhost', '/', { ...page, tags: [`org-${randomUUID()}`] }, cache.generation);
    // A host the organisation no longer answers on (a domain moved away) still had its pages.
    cache.set('moved-away.test', '/', page, cache.generation);
    let computed = 0;
    const load = () => memo(organizationId, 'probe', 60_000, async () => ++computed);
    await load();
    await load();
    expect(computed).toBe(1);

    // A failed write leaves every cache as it was.
    await expect(
      writeOrganization(database.db, organizationId, async (tx) => {
        await tx.update(organizations).set({ name: 'Never seen' }).where(eq(organizations.id, organizationId));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(cache.get('harbour.test', '/')).toBeDefined();
    await load();
    expect(computed).toBe(1);

    await writeOrganization(database.db, organizationId, (tx) => tx.update(organizations).set({ name: 'Harbour Law' }).where(eq(organizations.id, organizationId)));

    expect(cache.get('harbour.test', '/')).toBeUndefined();
    expect(cache.get('localhost', '/es')).toBeUndefined();
    expect(cache.get('moved-away.test', '/')).toBeUndefined();
    expect(cache.get('other.localhost', '/')).toBeDefined();
    await load();
    expect(computed).toBe(2);
  });

  it('does not keep a value computed across a write', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = memo(organizationId, 'slow', 60_000, async () => {
      await gate;
      return 'old';
    });
    await writeOrganization(database.db, organizationId, (tx) => tx.update(organizations).set({ name: 'Harbour Law LLP' }).where(eq(organizations.id, organizationId)));
    release();
    expect(await slow).toBe('old');
    expect(await memo(organizationId, 'slow', 60_000, async () => 'new')).toBe('new');
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!postgresUrl)('invalidation across instances (PostgreSQL)', () => {
  // The channel lives in one database; these tests only notify, so the server's own database will do.
  const url = postgresUrl as string;
  let sender: DatabaseHandle;
  const opened: InvalidationChannel[] = [];

  beforeAll(async () => {
    sender = await openDatabase({ url });
  });
  afterAll(async () => {
    await Promise.all(opened.map((channel) => channel.close()));
    await sender?.close();
  });

  async function channel(options: Omit<Parameters<typeof createInvalidationChannel>[0], 'url'>) {
    const created = await createInvalidationChannel({ url, ...options });
    opened.push(created);
    return created;
  }

  it('tells the other instances, not the sender', async () => {
    const [a, b] = [`a-${randomUUID()}`, `b-${randomUUID()}`];
    const organizationId = randomUUID();
    const heardByA: string[] = [];
    const heardByB: string[] = [];
    await channel({ instanceId: a, onRemoteChange: (id) => heardByA.push(id) });
    await channel({ instanceId: b, onRemoteChange: (id) => heardByB.push(id) });
    await announceChange(sender.db, organizationId, a);
    // A later notice from B to A proves A had every chance to hear its own first one.
    const fromB = randomUUID();
    await announceChange(sender.db, fromB, b);
    await expect.poll(() => heardByB, { timeout: 5000 }).toContain(organizationId);
    await expect.poll(() => heardByA, { timeout: 5000 }).toContain(fromB);
    expect(heardByA).not.toContain(organizationId);
  });

  it('reconnects after losing its connection, says so, and drops everything it may have missed', async () => {
    const listener = `listener-${randomUUID()}`;
    const heard: string[] = [];
    const lines: { level: 'warn' | 'error'; line: string }[] = [];
    let reconnects = 0;
    await channel({
      instanceId: listener,
      onRemoteChange: (id) => heard.push(id),
      onReconnect: () => (reconnects += 1),
      log: { warn: (line) => lines.push({ level: 'warn', line }), error: (line) => lines.push({ level: 'error', line }) },
      backoff: { initialMs: 20, maxMs: 200 },
    });
    const admin = new Client({ connectionString: url });
    await admin.connect();
    try {
      const backend = await admin.query('select pid from pg_stat_activity where application_name = $1', [listenerName(listener)]);
      expect(backend.rows).toHaveLength(1);
      await admin.query('select pg_terminate_backend($1)', [backend.rows[0].pid]);

      await expect.poll(() => reconnects, { timeout: 10_000 }).toBe(1);
      expect(lines[0]).toMatchObject({ level: 'error', line: expect.stringContaining('lost the LISTEN connection') });
      expect(lines[0].line).toContain('administrator command');
      expect(lines[1]).toMatchObject({ level: 'warn', line: expect.stringContaining('listening again') });
      expect(lines).toHaveLength(2);
      const again = await admin.query('select count(*)::int as n from pg_stat_activity where application_name = $1', [listenerName(listener)]);
      expect(again.rows[0].n).toBe(1);

      const organizationId = randomUUID();
      await announceChange(sender.db, organizationId, `other-${randomUUID()}`);
      await expect.poll(() => heard, { timeout: 5000 }).toContain(organizationId);
    } finally {
      await admin.end();
    }
  });

  it('keeps retrying through an outage and says so once when it is over', async () => {
    // A database of its own, which can be closed to new connections the way a restarting server is.
    const name = `sitewright_channel_${randomUUID().replace(/-/g, '')}`;
    const admin = new Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const ownUrl = new URL(url);
    ownUrl.pathname = `/${name}`;
    const listener = `outage-${randomUUID()}`;
    const lines: string[] = [];
    const heard: string[] = [];
    let reconnects = 0;
    let failedRetries = 0;
    const ear = await createInvalidationChannel({
      url: ownUrl.toString(),
      instanceId: listener,
      onRemoteChange: (id) => heard.push(id),
      onReconnect: () => (reconnects += 1),
      onRetryFailed: () => (failedRetries += 1),
      log: { warn: (line) => lines.push(line), error: (line) => lines.push(line) },
      backoff: { initialMs: 20, maxMs: 80 },
    });
    try {
      await admin.query(`alter database "${name}" allow_connections false`);
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [listenerName(listener)]);
      await expect.poll(() => lines.length, { timeout: 5000 }).toBe(1);
      expect(lines[0]).toContain('lost the LISTEN connection');
      // The outage lasts until two retries have been refused; nothing is logged meanwhile but the loss.
      await expect.poll(() => failedRetries, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
      expect(lines).toHaveLength(1);
      await admin.query(`alter database "${name}" allow_connections true`);

      await expect.poll(() => reconnects, { timeout: 10_000 }).toBe(1);
      expect(lines).toHaveLength(2);
      const attempts = Number(/\((\d+) attempts?\)/.exec(lines[1])?.[1]);
      expect(attempts).toBeGreaterThan(1);
      const notifier = await openDatabase({ url: ownUrl.toString() });
      try {
        const organizationId = randomUUID();
        await announceChange(notifier.db, organizationId, `other-${randomUUID()}`);
        await expect.poll(() => heard, { timeout: 5000 }).toContain(organizationId);
      } finally {
        await notifier.close();
      }
    } finally {
      await ear.close();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  });
});
