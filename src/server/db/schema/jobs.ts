// The embedded database's job queue (docs/decisions/083): on PostgreSQL pg-boss keeps its own
// tables in its own schema; on PGlite the same interface runs in-process over this table, so a job
// waiting for its time survives a restart there too.
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, organizationId } from './_columns';

export const scheduledJobs = pgTable(
  'scheduled_jobs',
  {
    id: id(),
    organizationId: organizationId(),
    /** The queue's name ("meetings.reminder"). */
    name: text('name').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    /** At most one job of a name with this key waits or runs at a time (a second send is a no-op). */
    singletonKey: text('singleton_key'),
    /** 'created' (waiting for its time), 'active' (claimed, until lockedUntil), 'completed' or 'failed'. */
    state: text('state').notNull().default('created'),
    startAfter: timestamp('start_after', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('scheduled_jobs_org_name_key').on(t.organizationId, t.name, t.singletonKey),
    index('scheduled_jobs_due_idx').on(t.state, t.startAfter),
  ],
);
