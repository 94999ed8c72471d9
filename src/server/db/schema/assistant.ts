// The help widget's assistant: one settings row per organisation (switch and greeting) and the log
// of every question asked, kept for the admin's /admin/ai/management page.
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, organizationId, translations } from './_columns';
import { organizations } from './organizations';
import { supportTickets } from './support';
import { user } from './auth';

/** No row means the defaults: the assistant on, with the greeting from the message files. */
export const assistantSettings = pgTable('assistant_settings', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(true),
  /** Empty means the product's own greeting, in the visitor's language. */
  greeting: text('greeting').notNull().default(''),
  greetingTranslation: translations('greeting_translation'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$onUpdate(() => new Date()),
});

export type LoggedSource = { title: string; href: string };

export const assistantQuestions = pgTable(
  'assistant_questions',
  {
    id: id(),
    organizationId: organizationId(),
    question: text('question').notNull(),
    locale: text('locale').notNull(),
    answered: boolean('answered').notNull(),
    sources: jsonb('sources').$type<LoggedSource[]>().notNull().default([]),
    /** Who asked: the signed-in person, else the browser's anonymous visitor id (either may be null). */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    visitorId: text('visitor_id'),
    handedToHuman: boolean('handed_to_human').notNull().default(false),
    ticketId: uuid('ticket_id').references(() => supportTickets.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('assistant_questions_org_created_idx').on(t.organizationId, t.createdAt)],
);
