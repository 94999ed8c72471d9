// The demo seed: everything the spec's content model has, in three languages, written once.
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '@/server/db/schema';
import { isDatabaseEmpty, seedDemo } from '@/server/seed/seed';
import { DEMO_LOGINS } from '@/server/seed/demo-logins';
import { SECTION_TYPES, TEXT_STYLE_VARIANTS } from '@/lib/enums';
import { deriveSectionType } from '@/lib/sections';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases';

const COUNTED = {
  organizations: schema.organizations,
  domains: schema.organizationDomains,
  users: schema.user,
  profiles: schema.profiles,
  menuItems: schema.menuItems,
  templateSections: schema.templateSections,
  metrics: schema.metrics,
  posts: schema.posts,
  banners: schema.banners,
  cookieServices: schema.cookieServices,
  pricingPlans: schema.pricingPlans,
} as const;

describe.each(DATABASE_KINDS)('demo seed on %s', (kind) => {
  let database: TestDatabase;

  async function counts() {
    const entries = await Promise.all(
      Object.entries(COUNTED).map(async ([name, table]) => [name, (await database.db.select({ n: count() }).from(table))[0].n] as const),
    );
    return Object.fromEntries(entries);
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.dispose());

  it('fills an empty database with three organisations', async () => {
    expect(await isDatabaseEmpty(database.db)).toBe(true);
    const result = await seedDemo(database.db);
    expect(result.seeded).toEqual(['harbour-law', 'brightstack', 'sonnenklinik']);
    expect(await isDatabaseEmpty(database.db)).toBe(false);
  });

  it('is idempotent: a second run adds nothing', async () => {
    const before = await counts();
    const again = await seedDemo(database.db);
    expect(again.seeded).toEqual([]);
    expect(again.skipped).toHaveLength(3);
    expect(await counts()).toEqual(before);
  });

  it('exercises every section type and every text style', async () => {
    const sections = await database.db.select().from(schema.templateSections);
    expect(new Set(sections.map(deriveSectionType))).toEqual(new Set(SECTION_TYPES));
    expect(new Set(sections.map((s) => s.textStyleVariant))).toEqual(new Set(TEXT_STYLE_VARIANTS));
    expect(sections.some((s) => s.sectionType === null)).toBe(true);
  });

  it('translates content into English, Spanish and German and keeps the demo logins', async () => {
    const titled = await database.db.select().from(schema.templateSections).where(sql`${schema.templateSections.sectionTitleTranslation} ? 'es'`);
    expect(titled.length).toBeGreaterThan(5);
    expect(titled.some((s) => typeof s.sectionTitleTranslation.de === 'string')).toBe(true);
    for (const login of DEMO_LOGINS) {
      const [row] = await database.db
        .select({ role: schema.profiles.role, slug: schema.organizations.slug })
        .from(schema.profiles)
        .innerJoin(schema.organizations, eq(schema.organizations.id, schema.profiles.organizationId))
        .where(eq(schema.profiles.email, login.email));
      expect(row).toEqual({ role: login.role, slug: login.slug });
    }
  });

  it('has the promotion, the essential cookie category, headings h1 to h3 and a document set', async () => {
    expect((await database.db.select().from(schema.pricingPlans).where(eq(schema.pricingPlans.isPromotion, true))).length).toBeGreaterThan(0);
    const categories = await database.db.select().from(schema.cookieCategories);
    expect(categories.filter((c) => c.name.toLowerCase() === 'essential').length).toBe(3);
    const posts = await database.db.select().from(schema.posts).where(eq(schema.posts.displayAsBlogPost, true));
    expect(posts.some((p) => /<h1/.test(p.content ?? '') && /<h2/.test(p.content ?? '') && /<h3/.test(p.content ?? ''))).toBe(true);
    expect((await database.db.select().from(schema.documentSets)).length).toBeGreaterThan(0);
    expect((await database.db.select().from(schema.meetingTypes)).length).toBeGreaterThan(0);
  });
});
