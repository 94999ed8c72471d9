// Consent records are evidence: the database itself refuses to change or remove them.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentRecords } from '@/server/db/schema';
import { createOrganization } from '@/server/organizations/service';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases';

describe.each(DATABASE_KINDS)('consent records on %s', (kind) => {
  let database: TestDatabase;
  let organizationId: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    organizationId = (await createOrganization(database.db, { slug: 'consent-org', name: 'Consent Org' })).id;
  });
  afterAll(() => database.dispose());

  it('accepts new decisions and refuses updates and deletes', async () => {
    const [record] = await database.db
      .insert(consentRecords)
      .values({ organizationId, visitorId: 'visitor-1', consentGiven: true, services: [], policyRevision: '1' })
      .returning();
    expect(record.id).toBeTruthy();
    await expect(database.db.update(consentRecords).set({ consentGiven: false }).where(eq(consentRecords.id, record.id))).rejects.toThrow();
    await expect(database.db.delete(consentRecords).where(eq(consentRecords.id, record.id))).rejects.toThrow();
    const [still] = await database.db.select().from(consentRecords).where(eq(consentRecords.id, record.id));
    expect(still.consentGiven).toBe(true);
  });
});
