// Every demo text a visitor can meet is written in every language its organisation offers. Walks
// what the seed stored (not the data files), organisation by organisation, and lists each visible
// text whose translation for an offered language is missing, so a gap names itself.
//
// Counted as visible: texts the public site renders (menus, hero, sections and the metrics they
// show, headings, displayed pages and posts, document sets, plans and their feature lines, FAQs,
// features, meeting types, banners, cookie categories and services, the site description and the
// policies). A metric's title counts even when it is not displayed as a heading: it becomes the
// image's alternative text. Not counted: records the site never shows (hidden sub-items and plans,
// inactive services, metrics in no section, the 'Profile' menu item), the SEO-only
// metadescription (it has no translation column), and author names.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '@/server/db/schema';
import { DEMO_ORGANIZATIONS } from '@/server/seed/demo-logins';
import { toPlainText } from '@/lib/sanitize';
import type { Db } from '@/server/db/client';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases';

type Translations = Partial<Record<string, unknown>> | null | undefined;
type Text = { where: string; base: string | null | undefined; translations: Translations };

/**
 * Names, figures and units that read the same in every language. Kept short and explicit: a text
 * lands here only when a translator would leave it exactly as it is.
 */
const SAME_IN_EVERY_LANGUAGE = new Set([
  // People
  'Eleanor Finch', 'Daniel Harbour', 'Amara Nwosu', 'Tomás Lozano',
  'Dr. med. Katrin Maurer', 'Dr. med. Stefan Bauer', 'Lea Yilmaz',
  // Brands, products and plan names
  'Northgate Legal Awards 2025', 'The Counsel Review', 'Conveyancing Quality Mark', 'Mediators’ Council of Ireland', 'City Legal Guide',
  'Northwind Freight', 'Lumen Health', 'Quartz Books', 'Orbital Maps', 'Fernway', 'Kite Mobility',
  'Brightstack Deploy', 'Brightstack Observe', 'Brightstack Edge', 'Deploy', 'Observe', 'Edge', 'Vault',
  'Starter', 'Team', 'Business',
  'Matomo', 'Plausible Analytics', 'LinkedIn Insight', 'Reddit Pixel', 'YouTube', 'Vimeo',
  // Figures with international units
  '9 s', '38 ms',
]);

function isSameEverywhere(plain: string): boolean {
  return SAME_IN_EVERY_LANGUAGE.has(plain);
}

/** The problems of one text in the languages other than the default (whose text is the base). */
function problems(text: Text, languages: string[]): string[] {
  const plain = toPlainText(text.base ?? '').trim();
  if (!plain || isSameEverywhere(plain)) return [];
  const found: string[] = [];
  for (const language of languages) {
    const value = text.translations?.[language];
    if (typeof value !== 'string' || value.trim() === '') {
      found.push(`${text.where} [${language}] missing for "${plain.slice(0, 60)}"`);
    } else if (plain.length > 40 && toPlainText(value).trim() === plain) {
      // A sentence "translated" into itself is a copy, not a translation.
      found.push(`${text.where} [${language}] is the base text copied`);
    }
  }
  return found;
}

/** Every visible text of one organisation, with where it lives. */
async function visibleTexts(db: Db, organizationId: string): Promise<Text[]> {
  const org = <T extends { organizationId: unknown }>(table: T) => eq(table.organizationId as never, organizationId);
  const [
    [settings],
    [hero],
    menu,
    submenu,
    sections,
    links,
    metrics,
    headings,
    sets,
    posts,
    products,
    plans,
    features,
    faqs,
    meetingTypes,
    banners,
    categories,
    services,
  ] = await Promise.all([
    db.select().from(schema.organizationSettings).where(org(schema.organizationSettings)),
    db.select().from(schema.heroes).where(org(schema.heroes)),
    db.select().from(schema.menuItems).where(org(schema.menuItems)),
    db.select().from(schema.submenuItems).where(org(schema.submenuItems)),
    db.select().from(schema.templateSections).where(org(schema.templateSections)),
    db.select().from(schema.templateSectionMetrics).where(org(schema.templateSectionMetrics)),
    db.select().from(schema.metrics).where(org(schema.metrics)),
    db.select().from(schema.headingSections).where(org(schema.headingSections)),
    db.select().from(schema.documentSets).where(org(schema.documentSets)),
    db.select().from(schema.posts).where(org(schema.posts)),
    db.select().from(schema.products).where(org(schema.products)),
    db.select().from(schema.pricingPlans).where(org(schema.pricingPlans)),
    db.select().from(schema.features).where(org(schema.features)),
    db.select().from(schema.faqs).where(org(schema.faqs)),
    db.select().from(schema.meetingTypes).where(org(schema.meetingTypes)),
    db.select().from(schema.banners).where(org(schema.banners)),
    db.select().from(schema.cookieCategories).where(org(schema.cookieCategories)),
    db.select().from(schema.cookieServices).where(org(schema.cookieServices)),
  ]);
  const texts: Text[] = [];
  const add = (where: string, base: string | null | undefined, translations: Translations) => texts.push({ where, base, translations });

  add('settings.siteDescription', settings.siteDescription, settings.siteDescriptionTranslation);
  add('settings.privacyPolicy', settings.privacyPolicy, settings.privacyPolicyTranslation);
  add('settings.cookiePolicy', settings.cookiePolicy, settings.cookiePolicyTranslation);

  if (hero) {
    add('hero.title', hero.title, hero.titleTranslation);
    add('hero.description', hero.description, hero.descriptionTranslation);
    add('hero.button', hero.button, hero.buttonTranslation);
    add('hero.seo badge', hero.backgroundStyle.seo_title, hero.backgroundStyle.seo_title_translation);
  }

  // Items named Profile never appear in the header or footer menus (public spec §3).
  const shownMenu = menu.filter((item) => item.displayName !== 'Profile' && (item.isDisplayed || item.isDisplayedOnFooter));
  for (const item of shownMenu) {
    add(`menu "${item.displayName}"`, item.displayName, item.displayNameTranslation);
    add(`menu "${item.displayName}" description`, item.description, item.descriptionTranslation);
  }
  const shownMenuIds = new Set(shownMenu.map((item) => item.id));
  for (const sub of submenu.filter((s) => s.isDisplayed !== false && shownMenuIds.has(s.menuItemId))) {
    add(`sub-item "${sub.name}"`, sub.name, sub.nameTranslation);
    add(`sub-item "${sub.name}" description`, sub.description, sub.descriptionTranslation);
  }

  for (const section of sections) {
    add(`section ${section.urlPage} "${section.sectionTitle}" title`, section.sectionTitle, section.sectionTitleTranslation);
    add(`section ${section.urlPage} "${section.sectionTitle}" description`, section.sectionDescription, section.sectionDescriptionTranslation);
  }
  const shownMetricIds = new Set(links.map((link) => link.metricId));
  for (const metric of metrics.filter((m) => shownMetricIds.has(m.id))) {
    add(`metric "${metric.title}" title`, metric.title, metric.titleTranslation);
    add(`metric "${metric.title}" description`, metric.description, metric.descriptionTranslation);
  }
  for (const heading of headings) {
    const where = `heading ${heading.urlPage} "${heading.name}"`;
    add(`${where} name`, heading.name, heading.nameTranslation);
    add(`${where} part 2`, heading.namePart2, heading.namePart2Translation);
    add(`${where} part 3`, heading.namePart3, heading.namePart3Translation);
    add(`${where} description`, heading.descriptionText, heading.descriptionTextTranslation);
    add(`${where} button`, heading.buttonText, heading.buttonTextTranslation);
  }

  for (const set of sets) add(`document set "${set.slug}"`, set.title, set.titleTranslation);
  for (const post of posts.filter((p) => p.displayThisPost)) {
    add(`post /${post.slug} title`, post.title, post.titleTranslation);
    add(`post /${post.slug} description`, post.description, post.descriptionTranslation);
    add(`post /${post.slug} content`, post.content, post.contentTranslation);
  }

  for (const product of products.filter((p) => p.isDisplayed)) {
    add(`product "${product.slug}" name`, product.name, product.nameTranslation);
    add(`product "${product.slug}" description`, product.description, product.descriptionTranslation);
  }
  for (const plan of plans.filter((p) => p.isDisplayed)) {
    add(`plan "${plan.name}" name`, plan.name, plan.nameTranslation);
    add(`plan "${plan.name}" description`, plan.description, plan.descriptionTranslation);
    for (const line of plan.features) add(`plan "${plan.name}" feature "${line.text}"`, line.text, line.text_translation);
  }
  for (const feature of features.filter((f) => f.isDisplayed)) {
    add(`feature "${feature.name}" name`, feature.name, feature.nameTranslation);
    add(`feature "${feature.name}" description`, feature.description, feature.descriptionTranslation);
  }
  for (const faq of faqs.filter((f) => f.isDisplayed)) {
    add(`faq "${faq.question}" question`, faq.question, faq.questionTranslation);
    add(`faq "${faq.question}" answer`, faq.answer, faq.answerTranslation);
  }
  for (const type of meetingTypes.filter((m) => m.isActive)) {
    add(`meeting type "${type.name}" name`, type.name, type.nameTranslation);
    add(`meeting type "${type.name}" description`, type.description, type.descriptionTranslation);
  }
  for (const banner of banners.filter((b) => b.isEnabled)) {
    const where = `banner ${banner.position}`;
    add(`${where} text`, banner.content.text, banner.content.text_translation);
    add(`${where} link label`, banner.content.link?.label, banner.content.link?.label_translation);
    add(`${where} panel`, banner.landingContent, banner.landingContentTranslation);
  }
  for (const category of categories) {
    add(`cookie category "${category.name}" name`, category.name, category.nameTranslation);
    add(`cookie category "${category.name}" description`, category.description, category.descriptionTranslation);
  }
  for (const service of services.filter((s) => s.active)) {
    add(`cookie service "${service.name}" name`, service.name, service.nameTranslation);
    add(`cookie service "${service.name}" description`, service.description, service.descriptionTranslation);
  }
  return texts;
}

describe.each(DATABASE_KINDS)('demo content in every offered language on %s', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(kind, { seed: 'demo' });
  });
  afterAll(() => database.dispose());

  it.each(DEMO_ORGANIZATIONS.map((o) => o.slug))('%s: every visible text has a translation for each language it offers', async (slug) => {
    const [organization] = await database.db.select().from(schema.organizations).where(eq(schema.organizations.slug, slug));
    const [settings] = await database.db
      .select()
      .from(schema.organizationSettings)
      .where(eq(schema.organizationSettings.organizationId, organization.id));
    const others = settings.supportedLocales.filter((locale) => locale !== settings.language);
    // A site in one language would make this test pass vacuously.
    expect(others.length).toBeGreaterThan(0);
    const texts = await visibleTexts(database.db, organization.id);
    expect(texts.length).toBeGreaterThan(50);
    expect(texts.flatMap((text) => problems(text, others))).toEqual([]);
  });

  it('does not excuse sentences: only names and figures read the same in every language', () => {
    for (const entry of SAME_IN_EVERY_LANGUAGE) expect(entry.split(' ').length, entry).toBeLessThanOrEqual(4);
    expect(problems({ where: 'x', base: '<p>Keeps you signed in.</p>', translations: { es: ' ' } }, ['es'])).toHaveLength(1);
    expect(problems({ where: 'x', base: 'Brightstack Deploy', translations: {} }, ['es'])).toEqual([]);
  });
});
