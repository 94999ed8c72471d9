// The realtime bus (docs/decisions/081) on both databases: a subscriber is replayed what came after
// its cursor, then hears each new message once and in order, however many are published at once;
// a message whose transaction rolls back is never heard. On PostgreSQL, two instances (each with its
// own LISTEN connection) hear each other, and one that loses its connection hears, once it is back,
// everything published meanwhile, nothing twice.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle, type Db } from '@/server/db/client';
import * as schema from '@/server/db/schema';
import { realtimeMessages } from '@/server/db/schema';
import { createOrganization } from '@/server/organizations/service';
import { createRealtimeBus, publish, realtimeListenerName, type BusOptions, type RealtimeBus, type RealtimeMessage } from '@/server/realtime/bus';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases';

type Heard = { id: bigint; payload: unknown }[];

/** A subscriber's log of what it heard. */
function ear(): { heard: Heard; hear: (message: RealtimeMessage) => void } {
  const heard: Heard = [];
  return { heard, hear: (message) => heard.push({ id: message.id, payload: message.payload }) };
}

const payloads = (heard: Heard) => heard.map((entry) => entry.payload);

function expectInOrderOnce(heard: Heard): void {
  const ids = heard.map((entry) => entry.id);
  expect(new Set(ids).size, 'nothing heard twice').toBe(ids.length);
  expect([...ids].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)), 'heard in id order').toEqual(ids);
}

describe.each(DATABASE_KINDS)('the realtime bus on %s', (kind) => {
  let database: TestDatabase;
  let orgA = '';
  let orgB = '';
  const buses: RealtimeBus[] = [];

  async function bus(options: Partial<BusOptions> = {}): Promise<RealtimeBus> {
    const made = await createRealtimeBus({ db: database.db, notices: database.notices, ...options });
    buses.push(made);
    return made;
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    orgA = (await createOrganization(database.db, { slug: 'bus-a', name: 'Bus A' })).id;
    orgB = (await createOrganization(database.db, { slug: 'bus-b', name: 'Bus B' })).id;
  });
  afterAll(async () => {
    await Promise.all(buses.map((made) => made.close()));
    await database?.dispose();
  });

  it('replays what came after a cursor, then delivers what is published next', async () => {
    const topic = `replay-${randomUUID()}`;
    const ids: bigint[] = [];
    for (const n of [1, 2, 3]) ids.push(await publish(database.db, { organizationId: orgA, topic, payload: { n } }));
    const listener = await bus();
    const fromCursor = ear();
    await listener.subscribe({ organizationId: orgA, topic, after: ids[0] }, fromCursor.hear);
    // The replay is delivered before subscribe resolves.
    expect(payloads(fromCursor.heard)).toEqual([{ n: 2 }, { n: 3 }]);
    // Without a cursor, only what comes next; as a string (a Last-Event-ID), the same as a number.
    const fromNow = ear();
    await listener.subscribe({ organizationId: orgA, topic }, fromNow.hear);
    const fromString = ear();
    await listener.subscribe({ organizationId: orgA, topic, after: ids[1]!.toString() }, fromString.hear);
    expect(fromNow.heard).toEqual([]);
    await publish(database.db, { organizationId: orgA, topic, payload: { n: 4 } });
    await expect.poll(() => payloads(fromCursor.heard), { timeout: 5000 }).toEqual([{ n: 2 }, { n: 3 }, { n: 4 }]);
    await expect.poll(() => payloads(fromNow.heard), { timeout: 5000 }).toEqual([{ n: 4 }]);
    await expect.poll(() => payloads(fromString.heard), { timeout: 5000 }).toEqual([{ n: 3 }, { n: 4 }]);
  });

  it('keeps organisations and topics apart, and stops delivering after unsubscribing', async () => {
    const topic = `apart-${randomUUID()}`;
    const listener = await bus();
    const a = ear();
    const b = ear();
    const other = ear();
    const stop = await listener.subscribe({ organizationId: orgA, topic }, a.hear);
    await listener.subscribe({ organizationId: orgB, topic }, b.hear);
    await listener.subscribe({ organizationId: orgA, topic: `${topic}-other` }, other.hear);
    await publish(database.db, { organizationId: orgB, topic, payload: 'for B' });
    await publish(database.db, { organizationId: orgA, topic, payload: 'for A' });
    await expect.poll(() => payloads(a.heard), { timeout: 5000 }).toEqual(['for A']);
    await expect.poll(() => payloads(b.heard), { timeout: 5000 }).toEqual(['for B']);
    stop();
    await publish(database.db, { organizationId: orgA, topic, payload: 'after' });
    await publish(database.db, { organizationId: orgA, topic: `${topic}-other`, payload: 'marker' });
    await expect.poll(() => payloads(other.heard), { timeout: 5000 }).toEqual(['marker']);
    expect(payloads(a.heard)).toEqual(['for A']);
  });

  it('delivers concurrent publishes each once and in id order, from the owner and a tenant alike', async () => {
    const topic = `burst-${randomUUID()}`;
    const listener = await bus();
    const first = ear();
    await listener.subscribe({ organizationId: orgA, topic }, first.hear);
    // A second subscriber joins half-way: it must not skip anything published after it joined.
    let second: ReturnType<typeof ear> | undefined;
    const tenant = database.tenant(orgA);
    const sent = await Promise.all(
      Array.from({ length: 40 }, async (_, n) => {
        if (n === 20) {
          second = ear();
          await listener.subscribe({ organizationId: orgA, topic, after: 0n }, second.hear);
        }
        return publish(n % 2 ? tenant : database.db, { organizationId: orgA, topic, payload: { n } });
      }),
    );
    await expect.poll(() => first.heard.length, { timeout: 5000 }).toBe(40);
    expectInOrderOnce(first.heard);
    expect(first.heard.map((entry) => entry.id)).toEqual([...sent].sort((a, b) => (a < b ? -1 : 1)));
    await expect.poll(() => second!.heard.length, { timeout: 5000 }).toBe(40);
    expectInOrderOnce(second!.heard);
    // Nothing more arrives late.
    await publish(database.db, { organizationId: orgA, topic, payload: 'last' });
    await expect.poll(() => first.heard.length, { timeout: 5000 }).toBe(41);
    expectInOrderOnce(first.heard);
  });

  it('never delivers a message published in a transaction that rolled back', async () => {
    const topic = `rollback-${randomUUID()}`;
    const listener = await bus();
    const heard = ear();
    await listener.subscribe({ organizationId: orgA, topic }, heard.hear);
    const undo = new Error('changed my mind');
    await expect(
      database.db.transaction(async (tx) => {
        await publish(tx, { organizationId: orgA, topic, payload: 'never' });
        throw undo;
      }),
    ).rejects.toBe(undo);
    await database.tenant(orgA).transaction(async (tx) => {
      await publish(tx, { organizationId: orgA, topic, payload: 'committed' });
    });
    await expect.poll(() => payloads(heard.heard), { timeout: 5000 }).toEqual(['committed']);
    const stored = await database.db.select({ payload: realtimeMessages.payload }).from(realtimeMessages).where(eq(realtimeMessages.topic, topic));
    expect(stored.map((row) => row.payload)).toEqual(['committed']);
  });

  it('deletes messages older than an hour', async () => {
    const topic = `old-${randomUUID()}`;
    const old = await publish(database.db, { organizationId: orgA, topic, payload: 'old' });
    const recent = await publish(database.db, { organizationId: orgA, topic, payload: 'recent' });
    await database.db.update(realtimeMessages).set({ createdAt: sql`now() - interval '61 minutes'` }).where(eq(realtimeMessages.id, old));
    await bus({ retention: { maxAgeSeconds: 3600, everyMs: 20 } });
    const left = async () => (await database.db.select({ id: realtimeMessages.id }).from(realtimeMessages).where(eq(realtimeMessages.topic, topic))).map((row) => row.id);
    await expect.poll(left, { timeout: 5000 }).toEqual([recent]);
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!postgresUrl)('the realtime bus across instances (PostgreSQL)', () => {
  let database: TestDatabase;
  let second: DatabaseHandle;
  let orgA = '';
  let url = '';
  const buses: RealtimeBus[] = [];
  const admin = new Client({ connectionString: postgresUrl });

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    url = (database.notices as { url: string }).url;
    // Another instance: its own pool on the same database.
    second = await openDatabase({ url });
    orgA = (await createOrganization(database.db, { slug: 'bus-instances', name: 'Instances' })).id;
    await admin.connect();
  });
  afterAll(async () => {
    await Promise.all(buses.map((made) => made.close()));
    await admin.end();
    await second?.close();
    await database?.dispose();
  });

  async function bus(handle: DatabaseHandle, options: Partial<BusOptions> = {}): Promise<RealtimeBus> {
    const made = await createRealtimeBus({ db: handle.db, notices: handle.notices, ...options });
    buses.push(made);
    return made;
  }

  it('delivers each instance’s messages to the other', async () => {
    const topic = `instances-${randomUUID()}`;
    const [one, two] = [`one-${randomUUID()}`, `two-${randomUUID()}`];
    const onOne = ear();
    const onTwo = ear();
    await (await bus(database, { name: one })).subscribe({ organizationId: orgA, topic }, onOne.hear);
    await (await bus(second, { name: two })).subscribe({ organizationId: orgA, topic }, onTwo.hear);
    const listening = await admin.query('select application_name from pg_stat_activity where application_name = any($1)', [[realtimeListenerName(one), realtimeListenerName(two)]]);
    expect(listening.rows, 'one LISTEN connection each').toHaveLength(2);
    await publish(second.db, { organizationId: orgA, topic, payload: 'from two' });
    await publish(database.db, { organizationId: orgA, topic, payload: 'from one' });
    await expect.poll(() => payloads(onOne.heard), { timeout: 5000 }).toEqual(['from two', 'from one']);
    await expect.poll(() => payloads(onTwo.heard), { timeout: 5000 }).toEqual(['from two', 'from one']);
  });

  it('delivers a message published in a transaction only once that transaction commits', async () => {
    const topic = `commit-${randomUUID()}`;
    const listener = await bus(database);
    const heard = ear();
    const marker = ear();
    await listener.subscribe({ organizationId: orgA, topic }, heard.hear);
    await listener.subscribe({ organizationId: orgA, topic: `${topic}-marker` }, marker.hear);
    await second.db.transaction(async (tx) => {
      await publish(tx, { organizationId: orgA, topic, payload: 'inside' });
      // A message sent after it, from another connection, arrives first: the first is not out yet.
      await publish(database.db, { organizationId: orgA, topic: `${topic}-marker`, payload: 'marker' });
      await expect.poll(() => payloads(marker.heard), { timeout: 5000 }).toEqual(['marker']);
      expect(heard.heard).toEqual([]);
    });
    await expect.poll(() => payloads(heard.heard), { timeout: 5000 }).toEqual(['inside']);
  });

  it('makes a later publisher of a topic wait for an earlier one’s commit, so no id is overtaken', async () => {
    const topic = `turns-${randomUUID()}`;
    const listener = await bus(database);
    const heard = ear();
    await listener.subscribe({ organizationId: orgA, topic }, heard.hear);
    let later: Promise<bigint> | undefined;
    await second.db.transaction(async (tx) => {
      await publish(tx, { organizationId: orgA, topic, payload: 'earlier' });
      // Had the later one committed first, a reader past its id would never look back for this one.
      later = publish(database.db, { organizationId: orgA, topic, payload: 'later' });
      const waiting = async () =>
        (await admin.query(`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted and database = (select oid from pg_database where datname = $1)`, [new URL(url).pathname.slice(1)])).rows[0].n;
      await expect.poll(waiting, { timeout: 5000 }).toBe(1);
    });
    await later;
    await expect.poll(() => payloads(heard.heard), { timeout: 5000 }).toEqual(['earlier', 'later']);
    expectInOrderOnce(heard.heard);
  });

  it('hears, after losing its LISTEN connection, everything published meanwhile, once', async () => {
    const topic = `outage-${randomUUID()}`;
    const name = `outage-${randomUUID()}`;
    const lines: string[] = [];
    let reconnects = 0;
    let failedRetries = 0;
    const listener = await bus(database, {
      name,
      backoff: { initialMs: 20, maxMs: 80 },
      onReconnect: () => (reconnects += 1),
      onRetryFailed: () => (failedRetries += 1),
      log: { warn: (line) => lines.push(line), error: (line) => lines.push(line) },
    });
    const heard = ear();
    await listener.subscribe({ organizationId: orgA, topic }, heard.hear);
    await publish(database.db, { organizationId: orgA, topic, payload: 0 });
    await expect.poll(() => payloads(heard.heard), { timeout: 5000 }).toEqual([0]);

    // A publisher whose connection is open already: the database refuses new ones during the outage.
    const publisher = new Client({ connectionString: url });
    await publisher.connect();
    const databaseName = new URL(url).pathname.slice(1);
    try {
      const publisherDb = drizzle({ client: publisher, schema }) as unknown as Db;
      await admin.query(`alter database "${databaseName}" allow_connections false`);
      const killed = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [realtimeListenerName(name)]);
      expect(killed.rows).toHaveLength(1);
      for (const n of [1, 2, 3]) await publish(publisherDb, { organizationId: orgA, topic, payload: n });
      // Still away after a refused retry: the three were published while nobody listened.
      await expect.poll(() => failedRetries, { timeout: 5000 }).toBeGreaterThanOrEqual(1);
      expect(reconnects).toBe(0);
      await admin.query(`alter database "${databaseName}" allow_connections true`);
      await expect.poll(() => payloads(heard.heard), { timeout: 5000 }).toEqual([0, 1, 2, 3]);
      expect(reconnects).toBe(1);
      expect(lines[0]).toContain('lost the LISTEN connection');
      expect(lines.at(-1)).toContain('listening again');
      await publish(publisherDb, { organizationId: orgA, topic, payload: 4 });
      await expect.poll(() => payloads(heard.heard), { timeout: 5000 }).toEqual([0, 1, 2, 3, 4]);
      expectInOrderOnce(heard.heard);
    } finally {
      await admin.query(`alter database "${databaseName}" allow_connections true`);
      await publisher.end();
    }
  });
});
