// The demo seed: everything the spec's content model has, in three languages, written once.
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '@/server/db/schema';
import { isDatabaseEmpty, seedDemo } from '@/server/seed/seed';
import { DEMO_LOGINS } from '@/server/seed/demo-logins';
import { SECTION_TYPES, TEXT_STYLE_VARIANTS } from '@/lib/enums';
import { deriveSectionType } from '@/lib/sections';
import { listOwnBookings, listOwnOrders, listPurchasedPlans } from '@/server/account/queries';
import { nextWeekdayAt10 } from '@/server/seed/customer-history';
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
  orders: schema.orders,
  bookings: schema.bookings,
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

  it('gives each demo customer a paid plan where the site sells plans and a meeting where it offers them', async () => {
    const customers = DEMO_LOGINS.filter((login) => login.role === 'customer');
    const found: Record<string, { orders: number; plans: string[]; bookings: number }> = {};
    for (const login of customers) {
      const [org] = await database.db.select().from(schema.organizations).where(eq(schema.organizations.slug, login.slug));
      const [person] = await database.db.select().from(schema.user).where(eq(schema.user.email, login.email));
      const who = { organizationId: org.id, userId: person.id };
      const [orders, plans, bookings] = await Promise.all([listOwnOrders(database.db, who), listPurchasedPlans(database.db, who), listOwnBookings(database.db, who)]);
      found[login.slug] = { orders: orders.length, plans: plans.map((p) => p.name), bookings: bookings.length };
      for (const order of orders) expect(order.status).toBe('paid');
      for (const booking of bookings) expect(booking.status).toBe('scheduled');
    }
    const plans = await database.db.select().from(schema.pricingPlans);
    const meetingTypes = await database.db.select().from(schema.meetingTypes);
    for (const login of customers) {
      const [org] = await database.db.select().from(schema.organizations).where(eq(schema.organizations.slug, login.slug));
      expect(found[login.slug].orders).toBe(plans.some((p) => p.organizationId === org.id && p.price > 0) ? 1 : 0);
      expect(found[login.slug].plans).toHaveLength(found[login.slug].orders);
      expect(found[login.slug].bookings).toBe(meetingTypes.some((m) => m.organizationId === org.id && m.isActive) ? 1 : 0);
    }
    expect(Object.values(found).some((f) => f.orders === 1)).toBe(true);
    expect(Object.values(found).some((f) => f.bookings === 1)).toBe(true);
  });

  it('books demo meetings on a weekday at ten', () => {
    const saturday = new Date('2026-11-21T15:00:00Z');
    expect(nextWeekdayAt10(saturday, 0).toISOString()).toBe('2026-11-23T10:00:00.000Z');
    expect(nextWeekdayAt10(new Date('2026-11-23T08:00:00Z'), 3).toISOString()).toBe('2026-11-26T10:00:00.000Z');
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

  it('builds every main-menu page and every Brightstack product page from sections, and keeps cards consistent', async () => {
    const sections = await database.db
      .select({ id: schema.templateSections.id, org: schema.organizations.slug, urlPage: schema.templateSections.urlPage, type: schema.templateSections.sectionType })
      .from(schema.templateSections)
      .innerJoin(schema.organizations, eq(schema.organizations.id, schema.templateSections.organizationId));
    const headings = await database.db
      .select({ org: schema.organizations.slug, urlPage: schema.headingSections.urlPage })
      .from(schema.headingSections)
      .innerJoin(schema.organizations, eq(schema.organizations.id, schema.headingSections.organizationId));
    const menu = await database.db
      .select({ org: schema.organizations.slug, urlName: schema.menuItems.urlName, name: schema.menuItems.displayName })
      .from(schema.menuItems)
      .innerJoin(schema.organizations, eq(schema.organizations.id, schema.menuItems.organizationId))
      .where(eq(schema.menuItems.isDisplayed, true));
    // The blog and the help centre are pages of their own; '' is the home page.
    const ownRoutes = new Set(['', 'blog', 'help-center', 'account/profile']);
    for (const item of menu.filter((m) => !ownRoutes.has(m.urlName))) {
      expect(sections.filter((s) => s.org === item.org && s.urlPage === `/${item.urlName}`).length, `${item.org} ${item.name}`).toBeGreaterThan(0);
    }
    for (const product of ['/deploy', '/observe', '/edge']) {
      const own = sections.filter((s) => s.org === 'brightstack' && s.urlPage === product);
      expect(own.map((s) => s.type), product).toEqual(expect.arrayContaining(['general', 'pricing_plans']));
      expect(headings.some((h) => h.org === 'brightstack' && h.urlPage === product), product).toBe(true);
    }

    const links = await database.db
      .select({ sectionId: schema.templateSectionMetrics.sectionId, metricId: schema.templateSectionMetrics.metricId, image: schema.metrics.image, title: schema.metrics.title })
      .from(schema.templateSectionMetrics)
      .innerJoin(schema.metrics, eq(schema.metrics.id, schema.templateSectionMetrics.metricId));
    const byId = new Map(sections.map((s) => [s.id, s]));
    for (const section of sections.filter((s) => s.type === 'general' || s.type === 'help_center')) {
      const cards = links.filter((l) => l.sectionId === section.id);
      const withImage = cards.filter((c) => c.image).length;
      // A card without a picture among cards with one looks broken: all of them or none.
      expect([0, cards.length], `${section.org} ${section.urlPage} ${cards.map((c) => c.title).join(', ')}`).toContain(withImage);
    }
    // A contact section lists ways to get in touch: none of its cards belongs to another kind of section.
    for (const link of links.filter((l) => byId.get(l.sectionId)?.type === 'contact')) {
      const elsewhere = links.filter((l) => l.metricId === link.metricId && byId.get(l.sectionId)?.type !== 'contact');
      expect(elsewhere.map((l) => l.title), link.title).toEqual([]);
    }
  });

  it('aims every demo banner at pages that exist on its site', async () => {
    const paths = new Map<string, Set<string>>();
    const add = (org: string, path: string) => paths.set(org, (paths.get(org) ?? new Set(['/', '/home', '/blog', '/help-center'])).add(path));
    const bySlug = (table: typeof schema.templateSections | typeof schema.headingSections) =>
      database.db.select({ org: schema.organizations.slug, path: table.urlPage }).from(table).innerJoin(schema.organizations, eq(schema.organizations.id, table.organizationId));
    for (const { org, path } of [...(await bySlug(schema.templateSections)), ...(await bySlug(schema.headingSections))]) if (path) add(org, path);
    const posts = await database.db.select({ org: schema.organizations.slug, slug: schema.posts.slug }).from(schema.posts).innerJoin(schema.organizations, eq(schema.organizations.id, schema.posts.organizationId));
    for (const { org, slug } of posts) add(org, `/${slug}`);
    const banners = await database.db.select({ org: schema.organizations.slug, pagePaths: schema.banners.pagePaths }).from(schema.banners).innerJoin(schema.organizations, eq(schema.organizations.id, schema.banners.organizationId));
    expect(banners.some((banner) => banner.pagePaths.length > 0)).toBe(true);
    for (const { org, pagePaths } of banners) {
      const known = [...(paths.get(org) ?? [])];
      for (const entry of pagePaths) {
        // `/x/*` promises pages below /x: at least one must exist, or the banner shows almost nowhere.
        const base = entry.endsWith('/*') ? entry.slice(0, -2) : null;
        const exists = base === null ? known.includes(entry) : base === '' || known.some((path) => path.startsWith(`${base}/`));
        expect(exists, `${org} banner on ${entry}`).toBe(true);
      }
    }
  });
});
