// Host → organisation against a real database: slugs, custom domains, the default, unknown hosts,
// and the cache that keeps resolution off the database on every request.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationDomains } from '@/server/db/schema';
import { addDomain, createOrganization, DomainTakenError } from '@/server/organizations/service';
import { invalidateTenantCache, resolveOrganizationByHost } from '@/server/tenancy/resolve';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases';

describe.each(DATABASE_KINDS)('tenancy on %s', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    // The default organisation of localhost is DEFAULT_ORG_SLUG (harbour-law unless configured).
    await createOrganization(database.db, { slug: 'harbour-law', name: 'Harbour Law', type: 'solicitor', locales: ['en', 'es'], language: 'en' });
    await createOrganization(database.db, {
      slug: 'brightstack',
      name: 'Brightstack',
      type: 'software',
      language: 'de',
      locales: ['de', 'en'],
      hosts: ['Brightstack.TEST'],
    });
  });
  afterAll(() => database.dispose());

  it('resolves <slug>.localhost, custom domains and loopback', async () => {
    expect((await resolveOrganizationByHost('brightstack.localhost:3000'))?.name).toBe('Brightstack');
    expect((await resolveOrganizationByHost('brightstack.test'))?.slug).toBe('brightstack');
    expect((await resolveOrganizationByHost('localhost:3000'))?.slug).toBe('harbour-law');
    expect((await resolveOrganizationByHost('127.0.0.1'))?.slug).toBe('harbour-law');
  });

  it('reports the default language and the offered locales', async () => {
    const tenant = await resolveOrganizationByHost('brightstack.localhost');
    expect(tenant).toMatchObject({ defaultLocale: 'de', locales: ['de', 'en'], type: 'software' });
  });

  it('answers null for unknown and malformed hosts', async () => {
    expect(await resolveOrganizationByHost('nobody.localhost')).toBeNull();
    expect(await resolveOrganizationByHost('unknown.example')).toBeNull();
    expect(await resolveOrganizationByHost('bad host')).toBeNull();
    expect(await resolveOrganizationByHost(null)).toBeNull();
  });

  it('serves repeated lookups from its cache until invalidated', async () => {
    await addDomain(database.db, { slug: 'harbour-law', host: 'www.harbour.test' });
    expect((await resolveOrganizationByHost('www.harbour.test'))?.slug).toBe('harbour-law');
    // Removed behind the cache's back: the cached answer stands, proving no query ran.
    await database.db.delete(organizationDomains).where(eq(organizationDomains.host, 'www.harbour.test'));
    expect((await resolveOrganizationByHost('www.harbour.test'))?.slug).toBe('harbour-law');
    invalidateTenantCache();
    expect(await resolveOrganizationByHost('www.harbour.test')).toBeNull();
  });

  it('sees a newly added domain at once (writes invalidate the cache)', async () => {
    expect(await resolveOrganizationByHost('new.harbour.test')).toBeNull();
    await addDomain(database.db, { slug: 'harbour-law', host: 'new.harbour.test' });
    expect((await resolveOrganizationByHost('new.harbour.test'))?.slug).toBe('harbour-law');
  });

  it('gives a host to one organisation only, and writes nothing when refused', async () => {
    await expect(addDomain(database.db, { slug: 'harbour-law', host: 'brightstack.test' })).rejects.toBeInstanceOf(DomainTakenError);
    await expect(
      createOrganization(database.db, { slug: 'copycat', name: 'Copycat', hosts: ['fresh.test', 'brightstack.test'] }),
    ).rejects.toBeInstanceOf(DomainTakenError);
    // The organisation and its first host were in the same transaction: both are gone.
    expect(await resolveOrganizationByHost('copycat.localhost')).toBeNull();
    expect(await resolveOrganizationByHost('fresh.test')).toBeNull();
  });

  it('validates slugs, types and languages', async () => {
    await expect(createOrganization(database.db, { slug: 'Bad Slug', name: 'x' })).rejects.toThrow();
    await expect(createOrganization(database.db, { slug: 'ok-slug', name: 'x', type: 'pirate' as never })).rejects.toThrow();
    await expect(createOrganization(database.db, { slug: 'ok-slug', name: 'x', locales: ['en'], language: 'es' })).rejects.toThrow(/default language/);
  });
});
