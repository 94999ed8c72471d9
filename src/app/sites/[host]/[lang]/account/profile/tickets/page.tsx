// /account/profile/tickets: the person's support tickets, a form to open one, and the
// conversation of the chosen ticket (?ticket=<id>) with a reply form.
import type { Metadata } from 'next';
import Link from 'next/link';
import { ArrowLeft } from 'lucide-react';
import { getDb } from '@/server/db/client';
import { loadAccountPage } from '@/server/account/page';
import { findConversation, listTickets } from '@/server/support/tickets';
import type { SiteParams } from '@/server/site/context';
import { AccountHeader } from '@/features/account/account-header';
import { Card, EmptyState } from '@/features/account/card';
import { Conversation } from '@/features/account/conversation';
import { pick } from '@/features/account/labels';
import { accountTabs } from '@/features/account/tabs';
import { NEW_TICKET_LABELS, REPLY_LABELS } from '@/features/account/label-keys';
import { NewTicketForm, ReplyForm } from '@/features/account/ticket-forms';
import { TicketList } from '@/features/account/ticket-list';

export const metadata: Metadata = { robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function TicketsPage({ params, searchParams }: { params: SiteParams; searchParams: SearchParams }) {
  const page = await loadAccountPage(params, '/account/profile/tickets');
  const { labels, t, accent, siteName, href, site } = page;
  // Only the person's own tickets here, admins included; staff work on /admin.
  const { userId } = page.member;
  const { ticket: ticketParam } = await searchParams;
  const ticketId = typeof ticketParam === 'string' ? ticketParam : undefined;
  const db = await getDb();
  const organizationId = site.tenant.id;
  const base = href('/account/profile/tickets');
  const [tickets, selected] = await Promise.all([
    listTickets(db, { organizationId, userId }),
    findConversation(db, { organizationId, ticketId, viewer: { userId, isStaff: false } }),
  ]);
  const accentButton = `${accent.bg} ${accent.hoverBg}`;

  return (
    <>
      <AccountHeader title={labels.ticketsTitle} intro={t('account.ticketsIntro', { site: siteName })} tabs={accountTabs(labels, href, '/account/profile/tickets')} navLabel={labels.navLabel} accent={accent} />
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-12 sm:px-6 lg:grid-cols-5">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <Card id="your-tickets" title={labels.yourTickets}>
            {tickets.length === 0 ? (
              <EmptyState>{labels.ticketsEmpty}</EmptyState>
            ) : (
              <TicketList tickets={tickets} hrefOf={(id) => `${base}?ticket=${id}`} currentId={selected?.id} locale={site.locale} labels={labels} />
            )}
          </Card>
          <Card id="new-ticket" title={labels.newTicket}>
            <NewTicketForm labels={pick(labels, NEW_TICKET_LABELS)} accent={accentButton} conversationHref={`${base}?ticket={id}`} />
          </Card>
        </div>
        <div className={`min-w-0 lg:col-span-3 ${ticketId ? 'order-first lg:order-none' : ''}`}>
          {!ticketId && tickets.length > 0 && (
            // A wide screen keeps the conversation column; until a ticket is chosen it says so.
            <div className="hidden lg:block">
              <EmptyState>{labels.ticketPickHint}</EmptyState>
            </div>
          )}
          {ticketId && (
            <Card id="ticket">
              <Link href={base} className={`mb-4 inline-flex items-center gap-1 text-sm font-semibold ${accent.text} ${accent.hoverText}`}>
                <ArrowLeft className="size-4" aria-hidden="true" />
                {labels.backToTickets}
              </Link>
              {selected ? (
                <>
                  <Conversation ticket={selected} locale={site.locale} labels={labels} viewer="customer" accentBg={accent.bg} />
                  <div className="mt-6 border-t border-gray-100 pt-6">
                    {selected.status === 'closed' ? (
                      <p className="rounded-lg bg-gray-50 px-4 py-3 text-sm text-gray-700">{labels.ticketClosedNotice}</p>
                    ) : (
                      <ReplyForm ticketId={selected.id} labels={pick(labels, REPLY_LABELS)} accent={accentButton} />
                    )}
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
