// /admin: the dashboard for the organisation's admins: ticket counts, the tickets waiting for an
// answer (reply and close inline), and links to the other staff tools.
import type { Metadata } from 'next';
import Link from 'next/link';
import { Bot, CalendarClock, Inbox, Mail, Receipt, ScrollText, type LucideIcon } from 'lucide-react';
import { getDb } from '@/server/db/client';
import { loadAccountPage } from '@/server/account/page';
import { can } from '@/lib/permissions';
import { countTicketsByStatus, findConversation, listTickets } from '@/server/support/tickets';
import type { SiteParams } from '@/server/site/context';
import { AccountHeader } from '@/features/account/account-header';
import { AdminTicketCard } from '@/features/account/admin-ticket-card';
import { Card, EmptyState } from '@/features/account/card';
import { formatNumber } from '@/features/account/format';
import { adminTabs } from '@/features/account/tabs';

export const metadata: Metadata = { robots: { index: false } };

/** How many open tickets the dashboard shows in full; the rest are on /admin/tickets. */
const DASHBOARD_TICKETS = 10;

export default async function AdminPage({ params }: { params: SiteParams }) {
  const page = await loadAccountPage(params, '/admin', can('dashboard.read'));
  const { labels, t, accent, siteName, href, site } = page;
  const { locale } = site;
  const db = await getDb();
  const organizationId = site.tenant.id;
  const viewer = { userId: page.member.userId, isStaff: true };
  const [counts, waiting] = await Promise.all([
    countTicketsByStatus(db, { organizationId }),
    listTickets(db, { organizationId, status: 'active', limit: 50 }),
  ]);
  // Those waiting for an answer first, then answered ones that nobody has closed yet.
  const shown = [...waiting.filter((t) => t.status === 'open'), ...waiting.filter((t) => t.status !== 'open')].slice(0, DASHBOARD_TICKETS);
  const conversations = (await Promise.all(shown.map((t) => findConversation(db, { organizationId, ticketId: t.id, viewer })))).filter(
    (c) => c !== null,
  );
  const ticketsHref = href('/admin/tickets');
  const stats: [string, number, string][] = [
    [labels.countOpen, counts.open, `${ticketsHref}?status=open`],
    [labels.countPending, counts.pending, `${ticketsHref}?status=open`],
    [labels.countClosed, counts.closed, `${ticketsHref}?status=closed`],
  ];
  const tools: { href: string; label: string; description: string; icon: LucideIcon }[] = [
    { href: ticketsHref, label: labels.linkTickets, description: labels.linkTicketsDesc, icon: Inbox },
    { href: href('/admin/orders'), label: t('orders.adminNav'), description: t('orders.adminLinkDesc'), icon: Receipt },
    { href: href('/admin/outbox'), label: labels.linkOutbox, description: labels.linkOutboxDesc, icon: Mail },
    { href: href('/admin/consent'), label: t('consent.linkLedger'), description: t('consent.linkLedgerDesc'), icon: ScrollText },
    { href: href('/admin/ai/management'), label: labels.linkAiAgents, description: labels.linkAiAgentsDesc, icon: Bot },
    { href: href('/admin/meetings'), label: labels.linkMeetings, description: labels.linkMeetingsDesc, icon: CalendarClock },
  ];
  const link = `${accent.text} ${accent.hoverText}`;

  return (
    <>
      <AccountHeader title={labels.adminTitle} intro={t('account.adminIntro', { site: siteName })} tabs={adminTabs(labels, href, '/admin', t('orders.adminNav'))} navLabel={labels.adminNavLabel} accent={accent} />
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-12 sm:px-6">
        <ul className="grid grid-cols-3 gap-3 sm:gap-4" data-testid="ticket-counts">
          {stats.map(([label, value, target]) => (
            <li key={label}>
              <Link href={target} className="flex h-full flex-col justify-between rounded-2xl border border-gray-200 bg-white p-3 shadow-sm hover:border-gray-300 focus-visible:outline-2 focus-visible:outline-sky-600 sm:p-5">
                <span className="block text-xs font-medium text-gray-600 sm:text-sm">{label}</span>
                <span className="mt-2 block text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">{formatNumber(value, locale)}</span>
              </Link>
            </li>
          ))}
        </ul>
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="min-w-0 lg:col-span-2">
            <Card id="to-answer" title={labels.ticketsToAnswer} action={<Link href={`${ticketsHref}?status=open`} className={`text-sm font-semibold ${link}`}>{labels.linkTickets}</Link>}>
              {conversations.length === 0 ? (
                <EmptyState>{labels.noOpenTickets}</EmptyState>
              ) : (
                <div className="space-y-4">
                  {conversations.map((ticket) => (
                    <AdminTicketCard
                      key={ticket.id}
                      ticket={ticket}
                      labels={labels}
                      locale={locale}
                      conversationHref={`${ticketsHref}?ticket=${ticket.id}`}
                      accent={{ button: `${accent.bg} ${accent.hoverBg}`, link }}
                    />
                  ))}
                </div>
              )}
            </Card>
          </div>
          <Card id="tools" title={labels.adminLinks}>
            <ul className="space-y-2">
              {tools.map((tool) => (
                <li key={tool.label}>
                  <Link href={tool.href} className="flex items-start gap-3 rounded-xl p-3 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-sky-600">
                    <span className={`flex size-9 shrink-0 items-center justify-center rounded-lg ${accent.softBg}`}>
                      <tool.icon className={`size-5 ${accent.text}`} aria-hidden="true" />
                    </span>
                    <span className="min-w-0">
                      <span className="block font-semibold text-gray-900">{tool.label}</span>
                      <span className="block text-sm text-gray-600">{tool.description}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </Card>
        </div>
      </div>
    </>
  );
}
