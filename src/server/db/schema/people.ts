// A profile per person per organisation: the role read on the server for every request.
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, organizationId, updatedAt } from './_columns';
import { user } from './auth';
import { role } from './enums';

export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    fullName: text('full_name'),
    email: text('email').notNull(),
    role: role('role').notNull().default('customer'),
    freeTrialStartedAt: timestamp('free_trial_started_at', { withTimezone: true }),
    freeTrialEndsAt: timestamp('free_trial_ends_at', { withTimezone: true }),
    /** When staff last used /admin or a staff API, touched at most once a minute: live support's "someone is here". */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('profiles_org_user_key').on(t.organizationId, t.userId),
    uniqueIndex('profiles_org_username_key').on(t.organizationId, t.username),
    index('profiles_user_idx').on(t.userId),
  ],
);
