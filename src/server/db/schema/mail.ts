// Outgoing e-mail: every message is a row first (the dev outbox), then sent by SMTP when configured.
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, organizationId } from './_columns';
import { emailStatus } from './enums';

/** A file sent with a message (a calendar invitation): its text content, as nodemailer takes it. */
export type MailAttachment = { filename: string; contentType: string; content: string };

export const outgoingEmails = pgTable(
  'outgoing_emails',
  {
    id: id(),
    organizationId: organizationId(),
    template: text('template').notNull(),
    locale: text('locale').notNull().default('en'),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    /** What the organisation's staff may read: a secret (a reset link) appears here redacted. */
    html: text('html').notNull(),
    text: text('text').notNull(),
    /**
     * The secrets the redacted bodies leave out, sealed with the server's key (AES-256-GCM); only
     * delivery opens it, and it is cleared once the message is sent. See docs/decisions/020.
     */
    sealedSecrets: text('sealed_secrets'),
    /**
     * Files sent with the message, kept so that a retry sends them again. Stored in clear, unlike
     * sealedSecrets: an invitation holds what the bodies already show (docs/decisions/080).
     */
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    status: emailStatus('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('outgoing_emails_org_status_idx').on(t.organizationId, t.status, t.createdAt)],
);
