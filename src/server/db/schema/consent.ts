// Cookie categories and services, and the append-only record of every consent decision.
import { boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, organizationId, translations, updatedAt } from './_columns';
import { user } from './auth';

export const cookieCategories = pgTable(
  'cookie_categories',
  {
    id: id(),
    organizationId: organizationId(),
    name: text('name').notNull(),
    nameTranslation: translations('name_translation'),
    description: text('description').notNull().default(''),
    descriptionTranslation: translations('description_translation'),
    order: integer('order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('cookie_categories_org_idx').on(t.organizationId, t.order)],
);

export const cookieServices = pgTable(
  'cookie_services',
  {
    id: id(),
    organizationId: organizationId(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => cookieCategories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    // A service named for what it does ('Session cookie') is read in the visitor's language; a
    // product name ('Matomo') simply has no translation.
    nameTranslation: translations('name_translation'),
    description: text('description').notNull().default(''),
    descriptionTranslation: translations('description_translation'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('cookie_services_org_category_idx').on(t.organizationId, t.categoryId)],
);

/**
 * One row per decision, never updated or deleted (a trigger in the migrations refuses both).
 * Anonymous visitors are identified by a random visitor id kept in their cookie. The address is
 * kept only as a keyed hash (docs/decisions/036): enough to match a dispute, useless to a thief.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: id(),
    organizationId: organizationId(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    visitorId: text('visitor_id'),
    consentGiven: boolean('consent_given').notNull(),
    services: uuid('services').array().notNull().default([]),
    // The categories of those services at the time, so the record reads without today's catalogue.
    categories: uuid('categories').array().notNull().default([]),
    policyRevision: text('policy_revision').notNull(),
    locale: text('locale'),
    userAgent: text('user_agent'),
    ipHash: text('ip_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    // The admin ledger reads an organisation's records newest first, page by page.
    index('consent_records_org_created_idx').on(t.organizationId, t.createdAt, t.id),
    index('consent_records_org_user_idx').on(t.organizationId, t.userId, t.createdAt),
    index('consent_records_org_visitor_idx').on(t.organizationId, t.visitorId, t.createdAt),
  ],
);
