// /admin/meetings: every booking of the organisation for its admins (issue 23 item 1), soonest
// first, filtered by upcoming, waiting now, past or all; each opens its own page, where it is
// confirmed, started, let in or cancelled. Times in the organisation's time zone, named.
import type { Metadata } from 'next';
import Link from 'next/link';
import { getDb } from '@/server/db/client';
import { loadAccountPage } from '@/server/account/page';
import { listBookings } from '@/server/meetings/bookings';
import type { SiteParams } from '@/server/site/context';
import { AccountHeader } from '@/features/account/account-header';
import { Badge, Card, EmptyState, type Tone } from '@/features/account/card';
import { formatDateTime } from '@/features/account/format';
import { adminTabs } from '@/features/account/tabs';
import { can } from '@/lib/permissions';
import { getTranslator } from '@/lib/i18n/messages';
import type { BookingView } from '@/schemas/meetings';

export const metadata: Metadata = { robots: { index: false } };

const TONES: Record<string, Tone> = { scheduled: 'blue', confirmed: 'green', waiting: 'amber', in_progress: 'amber', completed: 'gray', cancelled: 'red' };
const FILTERS = ['upcoming', 'waiting', 'past', 'all'] as const;
type Filter = (typeof FILTERS)[number];

function shown(bookings: BookingView[], filter: Filter, now: number): BookingView[] {
  if (filter === 'waiting') return bookings.filter((booking) => booking.status === 'waiting');
  if (filter === 'all') return bookings;
  const over = (booking: BookingView) => new Date(booking.ends_at).getTime() < now || booking.status === 'completed' || booking.status === 'cancelled';
  return filter === 'past' ? bookings.filter(over).reverse() : bookings.filter((booking) => !over(booking));
}

export default async function AdminMeetingsPage({ params, searchParams }: { params: SiteParams; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const page = await loadAccountPage(params, '/admin/meetings', can('meetings.host'));
  const { labels, accent, siteName, href, site, member } = page;
  const t = getTranslator(site.locale);
  const asked = (await searchParams).show;
  const filter: Filter = (FILTERS as readonly string[]).includes(String(asked)) ? (asked as Filter) : 'upcoming';
  const { bookings } = await listBookings(await getDb(), { organizationId: site.tenant.id, viewer: { userId: member.userId, role: member.role }, scope: 'all' });
  const list = shown(bookings, filter, new Date().getTime());
  const link = `${accent.text} ${accent.hoverText}`;
  const filterNames: Record<Filter, string> = { upcoming: t('meetings.filterUpcoming'), waiting: t('meetings.filterWaiting'), past: t('meetings.filterPast'), all: t('meetings.filterAll') };
  return (
    <>
      <AccountHeader title={t('meetings.adminTitle')} intro={t('meetings.adminIntro', { site: siteName })} tabs={adminTabs(labels, href, '/admin', t('orders.adminNav'))} navLabel={labels.adminNavLabel} accent={accent} />
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-12 sm:px-6">
        <nav aria-label={t('meetings.filterLabel')} className="flex flex-wrap items-center gap-2">
          {FILTERS.map((name) => (
            <Link
              key={name}
              href={`${href('/admin/meetings')}?show=${name}`}
              aria-current={name === filter ? 'page' : undefined}
              className={`rounded-full px-4 py-2 text-sm font-semibold ring-1 ${name === filter ? `${accent.bg} text-white ring-transparent` : 'bg-white text-gray-900 ring-gray-300 hover:bg-gray-50'}`}
            >
              {filterNames[name]}
            </Link>
          ))}
          <Link href={href('/meetings')} className={`ml-auto text-sm font-semibold ${link}`}>
            {t('meetings.bookingPage')}
          </Link>
        </nav>
        <Card id="bookings" title={filterNames[filter]}>
          {list.length === 0 ? (
            <EmptyState>{t('meetings.noBookings')}</EmptyState>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full min-w-[40rem] text-left text-sm" data-testid="admin-bookings">
                <thead className="border-b border-gray-200 text-gray-600">
                  <tr>
                    <th scope="col" className="py-2 pr-4 font-medium">{t('meetings.colWhen')}</th>
                    <th scope="col" className="py-2 pr-4 font-medium">{t('meetings.colGuest')}</th>
                    <th scope="col" className="py-2 pr-4 font-medium">{t('meetings.colMeeting')}</th>
                    <th scope="col" className="py-2 pr-4 font-medium">{t('meetings.colHost')}</th>
                    <th scope="col" className="py-2 pr-4 font-medium">{t('meetings.colStatus')}</th>
                    <th scope="col" className="py-2 font-medium"><span className="sr-only">{t('meetings.openBooking')}</span></th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-gray-100">
                  {list.map((booking) => (
                    <tr key={booking.id} data-booking-row={booking.id}>
                      <td className="py-3 pr-4 text-gray-900">
                        <time dateTime={booking.scheduled_at}>{formatDateTime(booking.scheduled_at, site.locale, booking.time_zone)}</time>
                      </td>
                      <td className="py-3 pr-4 text-gray-900">{booking.customer_name}</td>
                      <td className="py-3 pr-4 text-gray-700">{booking.meeting_type.name}</td>
                      <td className="py-3 pr-4 text-gray-700">{booking.host_name ?? '—'}</td>
                      <td className="py-3 pr-4">
                        <Badge tone={TONES[booking.status] ?? 'gray'}>{labels[`bookingStatus_${booking.status}`]}</Badge>
                      </td>
                      <td className="py-3 text-right">
                        <Link href={href(`/account/meetings/${booking.id}`)} className={`font-semibold ${link}`} aria-label={t('meetings.openBookingNamed', { name: booking.customer_name })}>
                          {t('meetings.openBooking')}
                        </Link>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </Card>
      </div>
    </>
  );
}
