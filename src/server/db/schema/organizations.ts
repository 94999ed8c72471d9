// Organisations (the tenants), the host names they answer on, and their site settings.
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizationType } from './enums';

export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    type: organizationType('type').notNull().default('general'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$onUpdate(() => new Date()),
  },
  // The slug names the organisation across the platform (<slug>.localhost), so it is unique globally.
  (t) => [uniqueIndex('organizations_slug_key').on(t.slug)],
);

/**
 * Host names an organisation answers on. A host routes to exactly one organisation, so the host is
 * unique across the platform (see docs/decisions/002-tenancy-by-host.md).
 */
export const organizationDomains = pgTable(
  'organization_domains',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    host: text('host').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('organization_domains_org_idx').on(t.organizationId), uniqueIndex('organization_domains_host_key').on(t.host)],
);

export type Gradient = { from: string; via?: string; to: string };

export type HeaderStyle = {
  type: string;
  background?: string;
  color?: string;
  color_hover?: string;
  menu_width?: string;
  menu_items_are_text?: boolean;
  logo_height?: string;
  is_gradient?: boolean;
  gradient?: Gradient;
};

export type FooterStyle = {
  type: string;
  background?: string;
  color?: string;
  color_hover?: string;
  is_gradient?: boolean;
  gradient?: Gradient;
};

/** One settings row per organisation (public spec §3 "Settings", editing spec "Organisation data"). */
export const organizationSettings = pgTable(
  'organization_settings',
  {
    organizationId: uuid('organization_id')
      .primaryKey()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    language: text('language').notNull().default('en'),
    /** The IANA time zone the organisation works in: meeting hours are read in it, times in mail written in it. */
    timeZone: text('time_zone').notNull().default('UTC'),
    supportedLocales: text('supported_locales').array().notNull().default(['en']),
    image: text('image'),
    site: text('site'),
    siteDescription: text('site_description'),
    siteDescriptionTranslation: jsonb('site_description_translation').$type<Partial<Record<string, string>>>().notNull().default({}),
    withLanguageSwitch: boolean('with_language_switch').notNull().default(false),
    headerStyle: jsonb('header_style').$type<HeaderStyle | string>().notNull().default({ type: 'default' }),
    footerStyle: jsonb('footer_style').$type<FooterStyle | string>().notNull().default({ type: 'default' }),
    primaryColor: text('primary_color').notNull().default('sky'),
    primaryShade: text('primary_shade').notNull().default('600'),
    secondaryColor: text('secondary_color').notNull().default('gray'),
    secondaryShade: text('secondary_shade').notNull().default('500'),
    imageForPrivacySettings: text('image_for_privacy_settings'),
    fontFamily: text('font_family').notNull().default('Inter'),
    contactEmail: text('contact_email'),
    /** Raised whenever the cookie categories or services change; consent records name the revision they answered. */
    cookiePolicyRevision: text('cookie_policy_revision').notNull().default('1'),
    privacyPolicy: text('privacy_policy'),
    privacyPolicyTranslation: jsonb('privacy_policy_translation').$type<Partial<Record<string, string>>>().notNull().default({}),
    cookiePolicy: text('cookie_policy'),
    cookiePolicyTranslation: jsonb('cookie_policy_translation').$type<Partial<Record<string, string>>>().notNull().default({}),
    /**
     * Saves of these settings through PUT /api/organizations/{orgId} (docs/decisions/061, 073); written
     * out rather than _columns' helper, which imports this file.
     */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$onUpdate(() => new Date()),
  },
);
