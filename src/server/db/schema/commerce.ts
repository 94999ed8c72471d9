// Products, pricing plans (money in minor units), features, FAQs, and orders that keep a snapshot
// of what was bought.
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, organizationId, translations, updatedAt } from './_columns';
import { user } from './auth';
import { orderStatus } from './enums';

export const products = pgTable(
  'products',
  {
    id: id(),
    organizationId: organizationId(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    nameTranslation: translations('name_translation'),
    description: text('description'),
    descriptionTranslation: translations('description_translation'),
    image: text('image'),
    isDisplayed: boolean('is_displayed').notNull().default(true),
    order: integer('order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('products_org_slug_key').on(t.organizationId, t.slug)],
);

export type PlanFeature = { text: string; text_translation?: Partial<Record<string, string>>; included?: boolean };

export const pricingPlans = pgTable(
  'pricing_plans',
  {
    id: id(),
    organizationId: organizationId(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    nameTranslation: translations('name_translation'),
    description: text('description'),
    descriptionTranslation: translations('description_translation'),
    /** Integer minor units (cents); displayed divided by 100. */
    price: integer('price').notNull(),
    currency: text('currency').notNull().default('USD'),
    currencySymbol: text('currency_symbol').notNull().default('$'),
    /** Billing period shown beside the price: month, year or one_time. */
    recurringInterval: text('recurring_interval').notNull().default('month'),
    isPromotion: boolean('is_promotion').notNull().default(false),
    promotionPrice: integer('promotion_price'),
    promotionEndsAt: timestamp('promotion_ends_at', { withTimezone: true }),
    isHighlighted: boolean('is_highlighted').notNull().default(false),
    features: jsonb('features').$type<PlanFeature[]>().notNull().default([]),
    isDisplayed: boolean('is_displayed').notNull().default(true),
    order: integer('order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('pricing_plans_org_order_idx').on(t.organizationId, t.order)],
);

export const features = pgTable(
  'features',
  {
    id: id(),
    organizationId: organizationId(),
    name: text('name').notNull(),
    nameTranslation: translations('name_translation'),
    description: text('description'),
    descriptionTranslation: translations('description_translation'),
    iconName: text('icon_name'),
    image: text('image'),
    isDisplayed: boolean('is_displayed').notNull().default(true),
    order: integer('order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('features_org_order_idx').on(t.organizationId, t.order)],
);

export const faqs = pgTable(
  'faqs',
  {
    id: id(),
    organizationId: organizationId(),
    question: text('question').notNull(),
    questionTranslation: translations('question_translation'),
    answer: text('answer').notNull(),
    answerTranslation: translations('answer_translation'),
    category: text('category'),
    isDisplayed: boolean('is_displayed').notNull().default(true),
    order: integer('order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('faqs_org_order_idx').on(t.organizationId, t.order)],
);

export const orders = pgTable(
  'orders',
  {
    id: id(),
    organizationId: organizationId(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    customerEmail: text('customer_email').notNull(),
    status: orderStatus('status').notNull().default('pending'),
    currency: text('currency').notNull(),
    totalAmount: integer('total_amount').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('orders_org_user_idx').on(t.organizationId, t.userId, t.createdAt)],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    organizationId: organizationId(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id').references(() => pricingPlans.id, { onDelete: 'set null' }),
    // A snapshot taken at checkout: later plan edits never rewrite what was bought.
    planName: text('plan_name').notNull(),
    unitPrice: integer('unit_price').notNull(),
    currency: text('currency').notNull(),
    currencySymbol: text('currency_symbol').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [index('order_items_org_order_idx').on(t.organizationId, t.orderId)],
);

/**
 * A checkout's idempotency key (the `Idempotency-Key` header), kept per person for 24 hours with
 * the basket it was first used for and the answer it got: a retried or doubled request returns
 * that answer instead of a second order. The primary key is what makes two racing requests one
 * order: the second insert waits for the first transaction and then finds its row (decision 053).
 */
export const orderRequests = pgTable(
  'order_requests',
  {
    organizationId: organizationId(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    idempotencyKey: uuid('idempotency_key').notNull(),
    /** A digest of the basket (lines and payment method): the same key with another basket is refused. */
    basketDigest: text('basket_digest').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** The 201 body the first request answered, given again to every repeat. */
    response: jsonb('response').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'order_requests_pkey', columns: [t.organizationId, t.userId, t.idempotencyKey] }),
    index('order_requests_org_created_idx').on(t.organizationId, t.createdAt),
  ],
);
