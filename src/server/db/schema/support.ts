// Support tickets opened by visitors (or the contact section) and the conversation on each.
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, organizationId, updatedAt } from './_columns';
import { user } from './auth';
import { ticketStatus } from './enums';

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: id(),
    organizationId: organizationId(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    status: ticketStatus('status').notNull().default('open'),
    /** Where the ticket came from: account, contact_section, help_widget. */
    source: text('source').notNull().default('account'),
    /** The anonymous sw_visitor id that owns a help-widget conversation opened without an account. */
    visitorId: text('visitor_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('support_tickets_org_status_idx').on(t.organizationId, t.status, t.createdAt),
    index('support_tickets_org_user_idx').on(t.organizationId, t.userId),
  ],
);

export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: id(),
    organizationId: organizationId(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    authorUserId: text('author_user_id').references(() => user.id, { onDelete: 'set null' }),
    /** customer or staff: who wrote it, as shown in the conversation. */
    authorRole: text('author_role').notNull().default('customer'),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('ticket_messages_org_ticket_idx').on(t.organizationId, t.ticketId, t.createdAt)],
);
