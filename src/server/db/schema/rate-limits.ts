// Fixed-window counters for abuse limits (contact form, later sign-in and reset). Kept in the
// database so every instance counts together; one row per organisation and bucket.
import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { organizationId } from './_columns';

export const rateLimits = pgTable(
  'rate_limits',
  {
    organizationId: organizationId(),
    /** What is counted and for whom, e.g. `support-ticket:203.0.113.7`. */
    bucket: text('bucket').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'rate_limits_pkey', columns: [t.organizationId, t.bucket] })],
);

/**
 * The same counters for what belongs to a person rather than to one organisation: an account is
 * shared by every site it has a profile on, so its failed sign-ins are counted on every host
 * together (docs/decisions/021). One row per bucket, e.g. `sign-in-failed:ada@example.com`.
 */
export const platformRateLimits = pgTable('platform_rate_limits', {
  bucket: text('bucket').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  hits: integer('hits').notNull().default(0),
});
