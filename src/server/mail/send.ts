import 'server-only';
// Sending an e-mail: render it in the recipient's language with the organisation's name, logo and
// colour, write the row (the outbox), then deliver it over SMTP when SMTP_URL is set. The row keeps
// the status ('queued' = in the outbox, 'sent', 'failed'), the attempts and the last error. An SMTP
// failure is recorded and answered, never thrown, and its next delivery is scheduled as a job
// (docs/decisions/083). See docs/decisions/012-email-delivery.md.
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { outgoingEmails, type MailAttachment } from '@/server/db/schema';
import { scheduleMailRetry } from '@/server/jobs/schedule';
import { siteOrigin } from '@/server/site/origin';
import { getSettings } from '@/server/site/queries';
import { loadTenant } from '@/server/tenancy/resolve';
import { localizePath, isLocale, type Locale } from '@/lib/i18n/locales';
import { open, seal } from './sealed';
import { redactResetLinks, renderMail, safeUrl, type Brand, type MailData, type MailTemplate } from './templates';
import { mailTransportUrl, senderFor, transmit } from './transport';
import { isUuid } from '@/lib/patterns';

export type SendStatus = 'sent' | 'outbox' | 'failed';
export type SendResult = { id: string; status: SendStatus; error?: string };

export type SendInput = {
  organizationId: string;
  template: MailTemplate;
  to: string;
  locale: string;
  userId?: string;
  data: MailData;
  /** Files sent with the message (a calendar invitation); kept on the row, so a retry sends them too. */
  attachments?: MailAttachment[];
};

export type OutgoingEmailRow = typeof outgoingEmails.$inferSelect;

const MAX_ERROR_LENGTH = 1000;

async function loadBrand(db: DbOrTx, input: SendInput): Promise<{ brand: Brand; siteName: string }> {
  const [tenant, settings] = await Promise.all([loadTenant(db, { id: input.organizationId }), getSettings(db, { organizationId: input.organizationId })]);
  const siteName = settings?.site || tenant?.name || 'Sitewright';
  // Links are built on the organisation's configured address, never on a request's Host.
  const origin = await siteOrigin(db, input.organizationId);
  const image = settings?.image?.trim() || null;
  let logoUrl: string | null = null;
  if (image && safeUrl(image)) logoUrl = image;
  else if (image?.startsWith('/') && !image.startsWith('//') && origin) logoUrl = `${origin}${image}`;
  const locale: Locale = isLocale(input.locale) ? input.locale : (tenant?.defaultLocale ?? 'en');
  const accountUrl = origin ? `${origin}${localizePath('/account', locale, tenant?.defaultLocale ?? 'en')}` : null;
  return { brand: { name: siteName, logoUrl, color: { family: settings?.primaryColor, shade: settings?.primaryShade }, accountUrl }, siteName };
}

function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\s+/g, ' ').trim().slice(0, MAX_ERROR_LENGTH) || 'Unknown delivery error';
}

function statusOf(row: Pick<OutgoingEmailRow, 'status' | 'lastError'>): SendResult['status'] {
  return row.status === 'queued' ? 'outbox' : row.status;
}

/**
 * Tries to deliver one stored message. Without SMTP the row stays in the outbox. With SMTP, the
 * attempt is claimed first (attempts + 1, only if nobody else claimed it meanwhile), so two
 * simultaneous retries cannot send the same message twice.
 */
async function deliver(db: DbOrTx, row: OutgoingEmailRow, siteName: string): Promise<SendResult> {
  const url = mailTransportUrl();
  if (!url) {
    if (row.status === 'failed') await db.update(outgoingEmails).set({ status: 'queued' }).where(eq(outgoingEmails.id, row.id));
    return { id: row.id, status: 'outbox' };
  }
  const [claimed] = await db
    .update(outgoingEmails)
    .set({ attempts: sql`${outgoingEmails.attempts} + 1` })
    .where(and(eq(outgoingEmails.id, row.id), eq(outgoingEmails.attempts, row.attempts), ne(outgoingEmails.status, 'sent')))
    .returning({ id: outgoingEmails.id });
  if (!claimed) {
    const [current] = await db.select().from(outgoingEmails).where(eq(outgoingEmails.id, row.id)).limit(1);
    return { id: row.id, status: current ? statusOf(current) : 'failed', ...(current?.lastError ? { error: current.lastError } : {}) };
  }
  // The recipient gets the message with its secret; the row only ever shows the redacted copy.
  const bodies = row.sealedSecrets ? open(row.sealedSecrets) : { html: row.html, text: row.text };
  try {
    if (!bodies) throw new Error('The sealed link could not be opened: the server secret changed since it was written.');
    const attachments = row.attachments?.length ? { attachments: row.attachments } : {};
    await transmit(url, { from: senderFor(siteName), to: row.toAddress, subject: row.subject, html: bodies.html, text: bodies.text, ...attachments });
  } catch (error) {
    const reason = describeError(error);
    await db.update(outgoingEmails).set({ status: 'failed', lastError: reason }).where(eq(outgoingEmails.id, row.id));
    // Tried again later by the mail job, after a delay that grows with each failure, until the retries are spent.
    await scheduleMailRetry(db, { organizationId: row.organizationId, emailId: row.id, attempt: row.attempts + 1 });
    return { id: row.id, status: 'failed', error: reason };
  }
  // Once delivered, the secret is of no use to anyone reading the table, and a danger if it leaks.
  await db.update(outgoingEmails).set({ status: 'sent', sentAt: new Date(), lastError: null, sealedSecrets: null }).where(eq(outgoingEmails.id, row.id));
  return { id: row.id, status: 'sent' };
}

/** Renders, records and (when SMTP is configured) sends one e-mail of an organisation. */
export async function sendTemplateEmail(db: DbOrTx, input: SendInput): Promise<SendResult> {
  const { brand, siteName } = await loadBrand(db, input);
  const rendered = renderMail(input.template, { locale: input.locale, brand, data: input.data });
  // A message that carries a secret (a reset link) is stored redacted, with the real bodies sealed.
  const secret = Boolean(input.data.resetUrl);
  const trialEndsAt = input.data.trialEndsAt === undefined ? undefined : new Date(input.data.trialEndsAt).toISOString();
  const [row] = await db
    .insert(outgoingEmails)
    .values({
      organizationId: input.organizationId,
      template: input.template,
      locale: rendered.locale,
      toAddress: input.to.trim(),
      subject: rendered.subject,
      html: secret ? redactResetLinks(rendered.html) : rendered.html,
      text: secret ? redactResetLinks(rendered.text) : rendered.text,
      sealedSecrets: secret ? seal({ html: rendered.html, text: rendered.text }) : null,
      // Attachments are kept in clear, not sealed: none carries a secret (a calendar invitation says
      // what the bodies already say, and its join link needs the guest's or host's own sign-in), and
      // the organisation's admins may see what was sent (docs/decisions/080).
      attachments: input.attachments?.length ? input.attachments.map(({ filename, contentType, content }) => ({ filename, contentType, content })) : null,
      // What the message was written from; the reset link is deliberately not kept here.
      data: { ...(input.userId ? { userId: input.userId } : {}), ...(input.data.name ? { name: input.data.name } : {}), ...(trialEndsAt ? { trialEndsAt } : {}), ...(input.data.order ? { orderNumber: input.data.order.number } : {}) },
      status: 'queued',
    })
    .returning();
  return deliver(db, row, siteName);
}

/**
 * Delivers a stored message again (a failed one, or one left in the outbox). Null when the
 * organisation has no such message; a message already sent is not sent twice.
 */
export async function retryEmail(db: DbOrTx, where: { organizationId: string; id: string }): Promise<SendResult | null> {
  const row = await getOutgoingEmail(db, where);
  if (!row) return null;
  if (row.status === 'sent') return { id: row.id, status: 'sent' };
  const [tenant, settings] = await Promise.all([loadTenant(db, { id: row.organizationId }), getSettings(db, { organizationId: row.organizationId })]);
  return deliver(db, row, settings?.site || tenant?.name || 'Sitewright');
}

export async function getOutgoingEmail(db: DbOrTx, where: { organizationId: string; id: string }): Promise<OutgoingEmailRow | null> {
  if (!isUuid(where.id)) return null;
  const [row] = await db
    .select()
    .from(outgoingEmails)
    .where(and(eq(outgoingEmails.organizationId, where.organizationId), eq(outgoingEmails.id, where.id)))
    .limit(1);
  return row ?? null;
}

export type OutboxEntry = Pick<OutgoingEmailRow, 'id' | 'template' | 'locale' | 'toAddress' | 'subject' | 'status' | 'attempts' | 'lastError' | 'sentAt' | 'createdAt'>;

/** The organisation's messages, newest first (bodies left out). */
export async function listOutbox(db: DbOrTx, where: { organizationId: string; limit?: number }): Promise<OutboxEntry[]> {
  return db
    .select({
      id: outgoingEmails.id,
      template: outgoingEmails.template,
      locale: outgoingEmails.locale,
      toAddress: outgoingEmails.toAddress,
      subject: outgoingEmails.subject,
      status: outgoingEmails.status,
      attempts: outgoingEmails.attempts,
      lastError: outgoingEmails.lastError,
      sentAt: outgoingEmails.sentAt,
      createdAt: outgoingEmails.createdAt,
    })
    .from(outgoingEmails)
    .where(eq(outgoingEmails.organizationId, where.organizationId))
    .orderBy(desc(outgoingEmails.createdAt), desc(outgoingEmails.id))
    .limit(where.limit ?? 200);
}
