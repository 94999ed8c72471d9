import 'server-only';
// The organisation data of the Global Settings modal (editing-layer spec §3 "Organisation data", §7
// `GET /api/organizations/{orgId}` and `/sections/{section}`; docs/decisions/073), read piece by
// piece so that one tab reloads only its own. Every column is named here on purpose: a column added
// to a table later (a token, an address) stays out until someone decides it belongs. Consent records
// are a page of the newest decisions, with what was chosen and never who or from where. The Meeting
// Types tab also names the staff who can host, by name only (decision 074).
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/server/db/client';
import {
  banners, consentRecords, cookieCategories, cookieServices, faqs, features, meetingTypes, organizations, posts, pricingPlans, products,
} from '@/server/db/schema';
import { ApiError } from '@/server/http/api';
import { getHero } from '@/server/sections/queries';
import { heroResponse } from '@/server/hero/serialize';
import { readMenu } from '@/server/menus/menu-view';
import { originForHost, siteOrigin } from '@/server/site/origin';
import { SETTINGS_LIMITS, SETTINGS_MESSAGES, type ConsentRecordSummary, type SettingsSection } from '@/schemas/organization-settings';
import type { RecordList } from '@/schemas/organization-records';
import { listMeetingHosts } from './meeting-hosts';
import { readSettings } from './settings';

type Scope = { organizationId: string; before?: string };
export type Row = Record<string, unknown>;
type Piece = (db: DbOrTx, scope: Scope) => Promise<Row>;

/** `select` fields named by the database's own (snake_case) column names, so rows answer as the spec names fields. */
function fields(columns: PgColumn[]): Record<string, PgColumn> {
  return Object.fromEntries(columns.map((column) => [column.name, column]));
}

/** Every row of one of the organisation's tables, only the columns named, in the order given. */
function listOf(table: PgTable & { organizationId: PgColumn }, columns: PgColumn[], order: SQL[]): (db: DbOrTx, scope: Scope) => Promise<Row[]> {
  return (db, { organizationId }) => db.select(fields(columns)).from(table).where(eq(table.organizationId, organizationId)).orderBy(...order) as Promise<Row[]>;
}

const listProducts = listOf(products, [products.id, products.slug, products.name, products.nameTranslation, products.description, products.descriptionTranslation, products.image, products.isDisplayed, products.order, products.createdAt, products.updatedAt], [asc(products.order), asc(products.createdAt)]);
const listPlans = listOf(pricingPlans, [
  pricingPlans.id, pricingPlans.productId, pricingPlans.name, pricingPlans.nameTranslation, pricingPlans.description, pricingPlans.descriptionTranslation,
  pricingPlans.price, pricingPlans.currency, pricingPlans.currencySymbol, pricingPlans.recurringInterval, pricingPlans.isPromotion, pricingPlans.promotionPrice,
  pricingPlans.promotionEndsAt, pricingPlans.isHighlighted, pricingPlans.features, pricingPlans.isDisplayed, pricingPlans.order, pricingPlans.createdAt, pricingPlans.updatedAt,
], [asc(pricingPlans.order), asc(pricingPlans.createdAt)]);
const listFeatures = listOf(features, [features.id, features.name, features.nameTranslation, features.description, features.descriptionTranslation, features.iconName, features.image, features.isDisplayed, features.order, features.createdAt, features.updatedAt], [asc(features.order), asc(features.createdAt)]);
const listFaqs = listOf(faqs, [faqs.id, faqs.question, faqs.questionTranslation, faqs.answer, faqs.answerTranslation, faqs.category, faqs.isDisplayed, faqs.order, faqs.createdAt, faqs.updatedAt], [asc(faqs.order), asc(faqs.createdAt)]);
const listBanners = listOf(banners, [
  banners.id, banners.position, banners.type, banners.isEnabled, banners.content, banners.landingContent, banners.landingContentTranslation, banners.openState,
  banners.dismissalDuration, banners.pagePaths, banners.isFixedAboveNavbar, banners.endDatePromotion, banners.endDatePromotionIsDisplayed, banners.createdAt, banners.updatedAt,
], [asc(banners.createdAt), asc(banners.id)]);
const listCategories = listOf(cookieCategories, [cookieCategories.id, cookieCategories.name, cookieCategories.nameTranslation, cookieCategories.description, cookieCategories.descriptionTranslation, cookieCategories.order, cookieCategories.createdAt, cookieCategories.updatedAt], [asc(cookieCategories.order), asc(cookieCategories.createdAt)]);
const listServices = listOf(cookieServices, [cookieServices.id, cookieServices.categoryId, cookieServices.name, cookieServices.nameTranslation, cookieServices.description, cookieServices.descriptionTranslation, cookieServices.active, cookieServices.createdAt, cookieServices.updatedAt], [asc(cookieServices.createdAt), asc(cookieServices.id)]);
const listMeetingTypes = listOf(meetingTypes, [meetingTypes.id, meetingTypes.name, meetingTypes.nameTranslation, meetingTypes.description, meetingTypes.descriptionTranslation, meetingTypes.durationMinutes, meetingTypes.price, meetingTypes.currency, meetingTypes.isActive, meetingTypes.order, meetingTypes.hostUserId, meetingTypes.availability, meetingTypes.createdAt, meetingTypes.updatedAt], [asc(meetingTypes.order), asc(meetingTypes.createdAt)]);
/** Posts and pages with their display settings, for the Blog tab; content and the author's account stay with the post editor. */
const listPosts = listOf(posts, [
  posts.id, posts.slug, posts.title, posts.titleTranslation, posts.description, posts.descriptionTranslation, posts.metadescriptionForPage,
  posts.displayThisPost, posts.displayAsBlogPost, posts.isDisplayedFirstPage, posts.isHelpCenter, posts.helpCenterOrder, posts.type, posts.isNumbered,
  posts.order, posts.subsection, posts.docSetOrder, posts.authorName, posts.mainPhoto, posts.createdOn, posts.updatedAt, posts.version,
], [asc(posts.order), desc(posts.createdOn), asc(posts.id)]);

/** Each list of records a save takes, read as GET answers it. */
export const RECORD_LISTERS: Record<RecordList, (db: DbOrTx, scope: Scope) => Promise<Row[]>> = {
  products: listProducts,
  pricing_plans: listPlans,
  features: listFeatures,
  faqs: listFaqs,
  banners: listBanners,
  cookie_categories: listCategories,
  cookie_services: listServices,
  meeting_types: listMeetingTypes,
};

/**
 * A page of consent decisions, the newest first, after the record `before`. The position is read
 * from the row inside the database, as the ledger does (timestamps carry microseconds).
 */
async function consentPage(db: DbOrTx, { organizationId, before }: Scope): Promise<{ records: ConsentRecordSummary[]; next_before: string | null }> {
  const limit = SETTINGS_LIMITS.consentPage;
  const after = before
    ? sql`(${consentRecords.createdAt}, ${consentRecords.id}) < (select c.created_at, c.id from consent_records c where c.id = ${before} and c.organization_id = ${organizationId})`
    : undefined;
  const rows = await db
    .select({
      id: consentRecords.id,
      createdAt: consentRecords.createdAt,
      consentGiven: consentRecords.consentGiven,
      categories: consentRecords.categories,
      services: consentRecords.services,
      policyRevision: consentRecords.policyRevision,
      signedIn: sql<boolean>`${consentRecords.userId} is not null`,
    })
    .from(consentRecords)
    .where(and(eq(consentRecords.organizationId, organizationId), after))
    .orderBy(desc(consentRecords.createdAt), desc(consentRecords.id))
    .limit(limit + 1);
  const records = rows.slice(0, limit).map((row) => ({
    id: row.id,
    created_at: row.createdAt.toISOString(),
    consent_given: row.consentGiven,
    categories: row.categories,
    services: row.services,
    policy_revision: row.policyRevision,
    signed_in: Boolean(row.signedIn),
  }));
  return { records, next_before: rows.length > limit ? records[records.length - 1]!.id : null };
}

/** The organisation's own row and settings; its addresses come from its configuration, never the request. */
const general: Piece = async (db, { organizationId }) => {
  const [org] = await db.select({ id: organizations.id, name: organizations.name, slug: organizations.slug, type: organizations.type }).from(organizations).where(eq(organizations.id, organizationId));
  const settings = await readSettings(db, { organizationId });
  if (!org || !settings) throw new ApiError(404, SETTINGS_MESSAGES.organizationNotFound);
  const organization = { id: org.id, name: org.name, base_url: await siteOrigin(db, organizationId), base_url_local: originForHost(`${org.slug}.localhost`), type: org.type };
  return { organization, settings: settings.view };
};

const PIECES: Record<SettingsSection, Piece> = {
  general,
  hero: async (db, scope) => {
    const hero = await getHero(db, scope);
    return { website_hero: hero ? heroResponse(hero) : null };
  },
  menu: async (db, scope) => {
    const { menu_items } = await readMenu(db, scope);
    return { menu_items, submenu_items: menu_items.flatMap((item) => item.website_submenuitem) };
  },
  blog: async (db, scope) => ({ blog_posts: await listPosts(db, scope) }),
  products: async (db, scope) => ({ products: await listProducts(db, scope), pricing_plans: await listPlans(db, scope) }),
  features: async (db, scope) => ({ features: await listFeatures(db, scope) }),
  faqs: async (db, scope) => ({ faqs: await listFaqs(db, scope) }),
  banners: async (db, scope) => ({ banners: await listBanners(db, scope) }),
  cookies: async (db, scope) => {
    const consent = await consentPage(db, scope);
    return {
      cookie_categories: await listCategories(db, scope),
      cookie_services: await listServices(db, scope),
      cookie_consent_records: consent.records,
      cookie_consent_records_next_before: consent.next_before,
    };
  },
  'meeting-types': async (db, scope) => ({ meeting_types: await listMeetingTypes(db, scope), meeting_hosts: await listMeetingHosts(db, scope) }),
};

/** GET /api/organizations/{orgId}/sections/{section}: one tab's pieces. */
export function readSettingsSection(db: DbOrTx, scope: Scope & { section: SettingsSection }): Promise<Row> {
  return PIECES[scope.section](db, scope);
}

/** GET /api/organizations/{orgId}: every tab's pieces, in the spec's order of the organisation data. */
export async function readOrganizationData(db: DbOrTx, scope: Scope): Promise<Row> {
  const out: Row = {};
  // One after the other: a transaction or a PGlite connection runs one query at a time anyway.
  for (const section of ['general', 'hero', 'menu', 'blog', 'products', 'features', 'faqs', 'banners', 'cookies', 'meeting-types'] as const) {
    Object.assign(out, await PIECES[section](db, scope));
  }
  return out;
}
