// /admin/outbox/{id}: one message as its recipient sees it (in a sandboxed frame that runs no
// script and reaches nothing of this site), its plain-text version, its delivery record, and a
// Retry button when it failed.
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ArrowLeft } from 'lucide-react';
import { getDb } from '@/server/db/client';
import { formatDateTime, loadOutboxPage } from '@/server/mail/admin-page';
import { getOutgoingEmail } from '@/server/mail/send';
import { redactResetLinks } from '@/server/mail/templates';
import type { SiteParams } from '@/server/site/context';
import { NATIVE_NAMES, isLocale } from '@/lib/i18n/locales';
import { DeliveryNote, OutboxIntro, StatusBadge, templateLabel } from '@/features/outbox/outbox-parts';
import { RetryButton } from '@/features/outbox/retry-button';

export const metadata: Metadata = { robots: { index: false } };

type Params = SiteParams extends Promise<infer P> ? Promise<P & { id: string }> : never;

export default async function OutboxMessagePage({ params }: { params: Params }) {
  const { id } = await params;
  const page = await loadOutboxPage(params, `/admin/outbox/${id}`);
  const { labels, t, accent, siteName, site, href } = page;
  const message = await getOutgoingEmail(await getDb(), { organizationId: site.tenant.id, id });
  if (!message) notFound();

  // A reset link is the recipient's alone: the row holds it redacted (the real one is sealed for
  // delivery), and the page says so. Redacting again covers rows written before that rule.
  const redacted = message.template === 'password_reset';
  const html = redacted ? redactResetLinks(message.html) : message.html;
  const text = redacted ? redactResetLinks(message.text) : message.text;
  const row = (term: string, value: ReactNode) => (
    <div className="py-3 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-gray-600">{term}</dt>
      <dd className="mt-1 break-words text-sm text-gray-900 sm:col-span-2 sm:mt-0">{value}</dd>
    </div>
  );

  return (
    <>
      <OutboxIntro labels={labels} accent={accent} intro={t('mail.outboxIntro', { site: siteName })}>
        <DeliveryNote labels={labels} configured={page.deliveryConfigured} />
      </OutboxIntro>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <Link href={href('/admin/outbox')} className={`inline-flex items-center gap-1.5 text-sm font-semibold ${accent.text} ${accent.hoverText}`}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          {labels.backToOutbox}
        </Link>
        <div className="mt-6 grid gap-6 lg:grid-cols-3">
          <section aria-labelledby="message-heading" className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6 lg:col-span-1 lg:self-start">
            <p className="text-xs font-semibold uppercase tracking-wider text-gray-600">{labels.messageHeading}</p>
            <h2 id="message-heading" className="mt-1 break-words text-lg font-semibold text-gray-900" data-testid="message-subject">{message.subject}</h2>
            <dl className="mt-4 divide-y divide-gray-100">
              {row(labels.colStatus, <StatusBadge status={message.status} labels={labels} />)}
              {row(labels.colRecipient, message.toAddress)}
              {row(labels.colTemplate, templateLabel(labels, message.template))}
              {row(labels.language, isLocale(message.locale) ? NATIVE_NAMES[message.locale] : message.locale)}
              {row(labels.written, <time dateTime={message.createdAt.toISOString()}>{formatDateTime(message.createdAt, site.locale)}</time>)}
              {message.sentAt && row(labels.sentAt, <time dateTime={message.sentAt.toISOString()}>{formatDateTime(message.sentAt, site.locale)}</time>)}
              {row(labels.attempts, String(message.attempts))}
              {message.lastError && message.status !== 'sent' && row(labels.lastError, <span className="font-mono text-xs text-rose-800" data-testid="last-error">{message.lastError}</span>)}
            </dl>
            {/* Kept mounted after a successful retry, so its confirmation stays when the page refreshes. */}
            {(message.status === 'failed' || message.attempts > 0) && (
              <div className="mt-4 border-t border-gray-100 pt-4">
                <RetryButton
                  id={message.id}
                  canRetry={message.status === 'failed'}
                  accentBg={accent.bg}
                  accentHoverBg={accent.hoverBg}
                  labels={{ retry: labels.retry, retrying: labels.retrying, retrySent: labels.retrySent, retryOutbox: labels.retryOutbox, retryFailed: labels.retryFailed, retryError: labels.retryError }}
                />
              </div>
            )}
          </section>
          <div className="space-y-6 lg:col-span-2">
            {redacted && <p className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-inset ring-amber-200">{labels.redactedNote}</p>}
            <section aria-labelledby="html-heading" className="overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm">
              <h2 id="html-heading" className="border-b border-gray-200 px-5 py-3 text-sm font-semibold text-gray-900">{labels.htmlVersion}</h2>
              <iframe
                title={t('mail.previewTitle', { subject: message.subject })}
                sandbox=""
                srcDoc={html}
                referrerPolicy="no-referrer"
                className="block w-full bg-gray-100"
                style={{ height: '40rem' }}
                data-testid="message-html"
              />
            </section>
            <section aria-labelledby="text-heading" className="overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm">
              <h2 id="text-heading" className="border-b border-gray-200 px-5 py-3 text-sm font-semibold text-gray-900">{labels.textVersion}</h2>
              <pre className="overflow-x-auto whitespace-pre-wrap break-words px-5 py-4 font-mono text-sm leading-6 text-gray-800" data-testid="message-text">{text}</pre>
            </section>
          </div>
        </div>
      </div>
    </>
  );
}
