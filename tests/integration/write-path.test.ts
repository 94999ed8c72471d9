// The one write path (src/server/write.ts): a committed write drops the organisation's caches in
// this process before it returns and is announced to every other instance; a rolled-back write
// drops and announces nothing. Platform changes (a new organisation, a new host, the demo seed)
// answer at once, where a cached "no such site" stood a moment before.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInvalidationChannel, type InvalidationChannel } from '@/server/cache/channel';
import { memo } from '@/server/cache/memo';
import { organizationSettings } from '@/server/db/schema';
import { revalidateOrganization, writeOrganization } from '@/server/write';
import { addDomain, createOrganization, DomainTakenError } from '@/server/organizations/service';
import { seedDemo } from '@/server/seed/seed';
import { resolveOrganizationByHost } from '@/server/tenancy/resolve';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases';

/** The URL of the throwaway PostgreSQL database a test database handle is connected to. */
async function urlOf(database: TestDatabase): Promise<string> {
  const result = await database.db.execute<{ name: string }>(sql`select current_database() as name`);
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${result.rows[0].name}`;
  return url.toString();
}

describe.each(DATABASE_KINDS)('the write path on %s', (kind) => {
  let database: TestDatabase;
  let channel: InvalidationChannel | undefined;
  /** What another instance on the same database heard (PostgreSQL only). */
  const heard: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    if (kind === 'postgres') {
      channel = await createInvalidationChannel({ url: await urlOf(database), instanceId: `other-${randomUUID()}`, onRemoteChange: (id) => heard.push(id) });
    }
  });
  afterAll(async () => {
    await channel?.close();
    await database.dispose();
  });

  /** Waits until the other instance heard `id`; on the embedded database nobody else listens. */
  async function heardByOthers(id: string) {
    if (kind === 'postgres') await expect.poll(() => heard, { timeout: 5000 }).toContain(id);
  }

  it('makes a new organisation and its hosts answer at once, on every instance', async () => {
    expect(await resolveOrganizationByHost('acme.localhost')).toBeNull();
    expect(await resolveOrganizationByHost('www.acme.test')).toBeNull();
    const org = await createOrganization(database.db, { slug: 'acme', name: 'Acme', hosts: ['www.acme.test'] });
    expect((await resolveOrganizationByHost('acme.localhost'))?.id).toBe(org.id);
    expect((await resolveOrganizationByHost('www.acme.test'))?.id).toBe(org.id);
    await heardByOthers(org.id);
  });

  it('makes an added host answer at once; a refused one changes nothing', async () => {
    expect(await resolveOrganizationByHost('acme.test')).toBeNull();
    const { org } = await addDomain(database.db, { slug: 'acme', host: 'acme.test', primary: true });
    expect((await resolveOrganizationByHost('acme.test'))?.slug).toBe('acme');
    await heardByOthers(org.id);

    let computed = 0;
    const probe = () => memo(org.id, 'probe', 60_000, async () => ++computed);
    await probe();
    await expect(addDomain(database.db, { slug: 'acme', host: 'www.acme.test' })).rejects.toBeInstanceOf(DomainTakenError);
    await probe();
    expect(computed).toBe(1);
  });

  it('announces a write when it commits and never when it rolls back', async () => {
    const org = await createOrganization(database.db, { slug: `rollback-${kind}`, name: 'Rollback' });
    await heardByOthers(org.id);
    const before = heard.length;
    await expect(
      writeOrganization(database.db, org.id, async (tx) => {
        await tx.update(organizationSettings).set({ site: 'Half written' }).where(eq(organizationSettings.organizationId, org.id));
        throw new Error('validation failed halfway');
      }),
    ).rejects.toThrow('validation failed halfway');
    const marker = randomUUID();
    // Notices arrive in commit order: once the marker is heard, a notice of the failed write would have been too.
    await revalidateOrganization(marker);
    await heardByOthers(marker);
    expect(heard.slice(before)).not.toContain(org.id);
  });

  it('answers what the callback answers, after the caches were dropped', async () => {
    const org = await createOrganization(database.db, { slug: `answer-${kind}`, name: 'Answer' });
    let computed = 0;
    const probe = () => memo(org.id, 'probe', 60_000, async () => ++computed);
    await probe();
    const answer = await writeOrganization(database.db, org.id, async (tx) => {
      await tx.update(organizationSettings).set({ site: 'Renamed' }).where(eq(organizationSettings.organizationId, org.id));
      return 'written';
    });
    expect(answer).toBe('written');
    await probe();
    expect(computed).toBe(2);
  });

  it('owns its transaction: inside another one the caches would drop before the commit', async () => {
    const org = await createOrganization(database.db, { slug: `nested-${kind}`, name: 'Nested' });
    await expect(
      database.db.transaction((tx) =>
        // @ts-expect-error a transaction is refused at compile time too
        writeOrganization(tx, org.id, async () => 'never'),
      ),
    ).rejects.toThrow('opens its own transaction');
  });

  it('seeds the demo organisations through the same path', async () => {
    expect(await resolveOrganizationByHost('brightstack.localhost')).toBeNull();
    await seedDemo(database.db);
    const tenant = await resolveOrganizationByHost('brightstack.localhost');
    expect(tenant?.slug).toBe('brightstack');
    await heardByOthers(tenant!.id);
  });
});
