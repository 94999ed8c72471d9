// /admin/outbox: every e-mail the organisation wrote, newest first, with its delivery status and
// last error. Administrators of this organisation only; guests are sent to the login page.
import type { Metadata } from 'next';
import Link from 'next/link';
import { Inbox } from 'lucide-react';
import { getDb } from '@/server/db/client';
import { formatDateTime, loadOutboxPage } from '@/server/mail/admin-page';
import { listOutbox } from '@/server/mail/send';
import type { SiteParams } from '@/server/site/context';
import { DeliveryNote, OutboxIntro, StatusBadge, templateLabel } from '@/features/outbox/outbox-parts';

export const metadata: Metadata = { robots: { index: false } };

export default async function OutboxPage({ params }: { params: SiteParams }) {
  const page = await loadOutboxPage(params, '/admin/outbox');
  const { labels, t, accent, siteName, site, href } = page;
  const messages = await listOutbox(await getDb(), { organizationId: site.tenant.id });

  return (
    <>
      <OutboxIntro labels={labels} accent={accent} intro={t('mail.outboxIntro', { site: siteName })}>
        <DeliveryNote labels={labels} configured={page.deliveryConfigured} />
      </OutboxIntro>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <section aria-labelledby="outbox-heading" className="overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm">
          <div className="flex items-center justify-between gap-3 border-b border-gray-200 px-5 py-4">
            <h2 id="outbox-heading" className="text-lg font-semibold text-gray-900">{labels.listHeading}</h2>
            <span className="rounded-full bg-gray-100 px-2.5 py-0.5 text-xs font-semibold text-gray-700">{messages.length}</span>
          </div>
          {messages.length === 0 ? (
            <div className="px-5 py-16 text-center text-sm text-gray-600">
              <Inbox className="mx-auto mb-3 size-8 text-gray-400" aria-hidden="true" />
              <p>{labels.outboxEmpty}</p>
            </div>
          ) : (
            <>
              <div aria-hidden="true" className="hidden gap-4 bg-gray-50 px-5 py-2.5 text-xs font-semibold uppercase tracking-wider text-gray-600 md:grid md:grid-cols-12">
                <span className="col-span-2">{labels.colStatus}</span>
                <span className="col-span-5">{labels.colSubject} · {labels.colRecipient}</span>
                <span className="col-span-2">{labels.colTemplate}</span>
                <span className="col-span-3">{labels.colDate}</span>
              </div>
              <ul className="divide-y divide-gray-100" data-testid="outbox-list">
                {messages.map((message) => (
                  <li key={message.id} className="relative px-5 py-4 hover:bg-gray-50 focus-within:bg-gray-50" data-testid="outbox-item" data-status={message.status}>
                    <div className="grid gap-2 md:grid-cols-12 md:items-center md:gap-4">
                      <div className="md:col-span-2">
                        <StatusBadge status={message.status} labels={labels} />
                      </div>
                      <div className="min-w-0 md:col-span-5">
                        <Link href={href(`/admin/outbox/${message.id}`)} className="block font-medium text-gray-900 md:truncate after:absolute after:inset-0 focus-visible:outline-none">
                          {message.subject}
                        </Link>
                        <p className="truncate text-sm text-gray-600">{message.toAddress}</p>
                      </div>
                      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 md:contents">
                        <p className="text-sm text-gray-700 md:col-span-2">
                          {templateLabel(labels, message.template)}
                          <span className="ml-1.5 rounded bg-gray-100 px-1.5 py-0.5 text-xs font-medium uppercase text-gray-600">{message.locale}</span>
                        </p>
                        <p className="text-sm text-gray-600 md:col-span-3">
                          <time dateTime={message.createdAt.toISOString()}>{formatDateTime(message.createdAt, site.locale)}</time>
                        </p>
                      </div>
                    </div>
                    {message.lastError && message.status !== 'sent' && (
                      <p className="mt-2 break-words rounded-md bg-rose-50 px-3 py-2 font-mono text-xs text-rose-800">
                        <span className="font-sans font-semibold">{labels.lastError}:</span> {message.lastError}
                      </p>
                    )}
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      </div>
    </>
  );
}
