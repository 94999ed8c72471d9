// /admin/tickets: every ticket of the organisation, filtered open (not closed), closed or all, and
// the chosen ticket's conversation (?ticket=<id>) with the answer, close and reopen controls.
import type { Metadata } from 'next';
import Link from 'next/link';
import { ArrowLeft } from 'lucide-react';
import { getDb } from '@/server/db/client';
import { loadAccountPage } from '@/server/account/page';
import { can } from '@/lib/permissions';
import { findConversation, listTickets, type TicketFilter } from '@/server/support/tickets';
import type { SiteParams } from '@/server/site/context';
import { AccountHeader } from '@/features/account/account-header';
import { Card, EmptyState } from '@/features/account/card';
import { Conversation } from '@/features/account/conversation';
import { pick } from '@/features/account/labels';
import { adminTabs } from '@/features/account/tabs';
import { REPLY_LABELS, STATUS_LABELS } from '@/features/account/label-keys';
import { ReplyForm, TicketStatusButton } from '@/features/account/ticket-forms';
import { TicketList } from '@/features/account/ticket-list';

export const metadata: Metadata = { robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
type Filter = 'open' | 'closed' | 'all';

const FILTERS: Record<Filter, TicketFilter | undefined> = { open: 'active', closed: 'closed', all: undefined };

export default async function AdminTicketsPage({ params, searchParams }: { params: SiteParams; searchParams: SearchParams }) {
  const page = await loadAccountPage(params, '/admin/tickets', can('tickets.answer'));
  const { labels, t, accent, siteName, href, site } = page;
  const query = await searchParams;
  const filter: Filter = query.status === 'closed' || query.status === 'all' ? query.status : 'open';
  const ticketId = typeof query.ticket === 'string' ? query.ticket : undefined;
  const db = await getDb();
  const organizationId = site.tenant.id;
  const [tickets, selected] = await Promise.all([
    listTickets(db, { organizationId, status: FILTERS[filter] }),
    findConversation(db, { organizationId, ticketId, viewer: { userId: page.member.userId, isStaff: true } }),
  ]);
  const base = href('/admin/tickets');
  const filterHref = (value: Filter) => (value === 'open' ? base : `${base}?status=${value}`);
  const filters: [Filter, string][] = [['open', labels.filterOpen], ['closed', labels.filterClosed], ['all', labels.filterAll]];

  return (
    <>
      <AccountHeader title={labels.adminTicketsTitle} intro={t('account.adminTicketsIntro', { site: siteName })} tabs={adminTabs(labels, href, '/admin/tickets', t('orders.adminNav'))} navLabel={labels.adminNavLabel} accent={accent} />
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-12 sm:px-6 lg:grid-cols-5">
        <div className="min-w-0 lg:col-span-2">
          <Card id="all-tickets">
            <nav aria-label={labels.filterLabel} className="mb-4">
              <ul className="inline-flex rounded-lg border border-gray-200 bg-gray-50 p-1">
                {filters.map(([value, label]) => (
                  <li key={value}>
                    <Link
                      href={filterHref(value)}
                      aria-current={filter === value ? 'page' : undefined}
                      className={`block rounded-md px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-sky-600 ${
                        filter === value ? 'bg-white text-gray-900 shadow-sm' : 'text-gray-600 hover:text-gray-900'
                      }`}
                    >
                      {label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            {tickets.length === 0 ? (
              <EmptyState>{labels.noTicketsFilter}</EmptyState>
            ) : (
              <TicketList
                tickets={tickets}
                hrefOf={(id) => `${filterHref(filter)}${filter === 'open' ? '?' : '&'}ticket=${id}`}
                currentId={selected?.id}
                locale={site.locale}
                labels={labels}
                showAuthor
              />
            )}
          </Card>
        </div>
        <div className={`min-w-0 lg:col-span-3 ${ticketId ? 'order-first lg:order-none' : ''}`}>
          {ticketId && (
            <Card id="ticket">
              <Link href={filterHref(filter)} className={`mb-4 inline-flex items-center gap-1 text-sm font-semibold ${accent.text} ${accent.hoverText}`}>
                <ArrowLeft className="size-4" aria-hidden="true" />
                {labels.backToTickets}
              </Link>
              {selected ? (
                <>
                  <Conversation ticket={selected} locale={site.locale} labels={labels} viewer="staff" accentBg={accent.bg} />
                  <div className="mt-6 space-y-4 border-t border-gray-100 pt-6">
                    {selected.status !== 'closed' && (
                      <ReplyForm ticketId={selected.id} labels={pick(labels, REPLY_LABELS)} accent={`${accent.bg} ${accent.hoverBg}`} />
                    )}
                    <TicketStatusButton ticketId={selected.id} closed={selected.status === 'closed'} labels={pick(labels, STATUS_LABELS)} />
                  </div>
                </>
              ) : (
                <EmptyState>{labels.ticketNotFound}</EmptyState>
              )}
            </Card>
          )}
        </div>
      </div>
    </>
  );
}
