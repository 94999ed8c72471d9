// /account: the signed-in person's profile summary, free trial, orders and bookings on this site.
import type { Metadata } from 'next';
import Link from 'next/link';
import { getDb } from '@/server/db/client';
import { listOwnBookings, listOwnOrders } from '@/server/account/queries';
import { organizationTimeZone } from '@/server/meetings/bookings';
import { findPricingPath } from '@/server/commerce/queries';
import { loadAccountPage } from '@/server/account/page';
import type { SiteParams } from '@/server/site/context';
import { AccountHeader } from '@/features/account/account-header';
import { Badge, Card, EmptyState, type Tone } from '@/features/account/card';
import { formatDate, formatDateTime, relativeDays } from '@/features/account/format';
import { accountTabs } from '@/features/account/tabs';
import { formatPrice } from '@/features/sections/price';
import { translate } from '@/lib/i18n/locales';

export const metadata: Metadata = { robots: { index: false } };

const ORDER_TONES: Record<string, Tone> = { paid: 'green', pending: 'amber', cancelled: 'gray', refunded: 'red' };
const BOOKING_TONES: Record<string, Tone> = { scheduled: 'blue', confirmed: 'green', waiting: 'amber', in_progress: 'amber', completed: 'gray', cancelled: 'red' };

export default async function AccountPage({ params }: { params: SiteParams }) {
  const page = await loadAccountPage(params, '/account');
  const { labels, t, accent, siteName, href, site } = page;
  const { locale } = site;
  const { profile, userId } = page.member;
  const db = await getDb();
  const [orders, bookings, pricingPath, timeZone] = await Promise.all([
    listOwnOrders(db, { organizationId: site.tenant.id, userId }),
    listOwnBookings(db, { organizationId: site.tenant.id, userId }),
    findPricingPath(db, { organizationId: site.tenant.id }),
    organizationTimeZone(db, { organizationId: site.tenant.id }),
  ]);
  const now = new Date();
  const trialEnds = profile.freeTrialEndsAt;
  const trialActive = trialEnds !== null && trialEnds.getTime() > now.getTime();
  const detail = (term: string, value: string | null) => (
    <div className="py-3 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-gray-600">{term}</dt>
      <dd className="mt-1 break-words text-sm text-gray-900 sm:col-span-2 sm:mt-0">{value || <span className="text-gray-500">{labels.notSet}</span>}</dd>
    </div>
  );
  const linkClass = `text-sm font-semibold ${accent.text} ${accent.hoverText} underline-offset-4 hover:underline`;

  return (
    <>
      <AccountHeader title={labels.accountTitle} intro={t('account.accountIntro', { site: siteName })} tabs={accountTabs(labels, href, '/account')} navLabel={labels.navLabel} accent={accent} />
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-12 sm:px-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <Card id="profile" title={labels.profileHeading} action={<Link href={href('/account/profile')} className={linkClass}>{labels.editProfile}</Link>}>
            <dl className="divide-y divide-gray-100">
              {detail(labels.fullName, profile.fullName)}
              {detail(labels.username, profile.username)}
              {detail(labels.email, profile.email)}
              {detail(labels.role, labels[`role_${profile.role}`])}
              {detail(labels.memberSince, formatDate(profile.createdAt, locale))}
            </dl>
          </Card>

          <Card id="orders" title={labels.ordersHeading}>
            {orders.length === 0 ? (
              <EmptyState action={pricingPath && <Link href={href(pricingPath)} className={linkClass}>{labels.browsePlans}</Link>}>{labels.ordersEmpty}</EmptyState>
            ) : (
              <ul className="divide-y divide-gray-100" data-testid="orders">
                {orders.map((order) => (
                  <li key={order.id} className="flex flex-wrap items-start justify-between gap-3 py-4">
                    <div className="min-w-0">
                      <p className="font-medium text-gray-900">{t('account.orderReference', { id: order.id.slice(0, 8).toUpperCase() })}</p>
                      <p className="text-xs text-gray-600">{t('account.orderPlaced', { date: formatDate(order.createdAt, locale) })}</p>
                      <ul className="mt-2 space-y-0.5 text-sm text-gray-700">
                        {order.items.map((item, index) => (
                          <li key={index}>{t('account.orderLine', { quantity: item.quantity, name: item.planName })}</li>
                        ))}
                      </ul>
                    </div>
                    <div className="text-right">
                      <Badge tone={ORDER_TONES[order.status] ?? 'gray'}>{labels[`orderStatus_${order.status}`]}</Badge>
                      <p className="mt-2 text-sm text-gray-600">{labels.orderTotal}</p>
                      <p className="font-semibold text-gray-900">{formatPrice(order.totalAmount, order.currency, locale, order.items[0]?.currencySymbol)}</p>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </div>

        <div className="min-w-0 space-y-6">
          <Card id="trial" title={labels.trialHeading}>
            <div data-testid="trial-status" className="space-y-2 text-sm text-gray-700">
              {trialEnds === null ? (
                <p>{labels.trialNone}</p>
              ) : (
                <>
                  <Badge tone={trialActive ? 'green' : 'gray'}>{trialActive ? labels.trialBadgeActive : labels.trialBadgeEnded}</Badge>
                  <p>{t(trialActive ? 'account.trialActive' : 'account.trialEnded', { date: formatDate(trialEnds, locale) })}</p>
                  {trialActive && <p>{t('account.trialEndsIn', { relative: relativeDays(trialEnds, locale, now) })}</p>}
                  {profile.freeTrialStartedAt && <p className="text-xs text-gray-600">{t('account.trialStarted', { date: formatDate(profile.freeTrialStartedAt, locale) })}</p>}
                </>
              )}
            </div>
          </Card>

          <Card id="bookings" title={labels.bookingsHeading} action={<Link href={href('/meetings')} className={linkClass}>{t('meetings.bookMeeting')}</Link>}>
            {bookings.length === 0 ? (
              <EmptyState>{labels.bookingsEmpty}</EmptyState>
            ) : (
              <ul className="divide-y divide-gray-100" data-testid="bookings">
                {bookings.map((booking) => {
                  const typeName = booking.meetingType ? translate(booking.meetingType.name, booking.meetingType.nameTranslation, locale) : null;
                  // A booking titled after its meeting type shows that name once, in the page's language.
                  const heading = booking.meetingType && booking.title === booking.meetingType.name ? (typeName ?? booking.title) : booking.title;
                  return (
                    <li key={booking.id} className="py-3">
                      <div className="flex items-start justify-between gap-2">
                        <Link href={href(`/account/meetings/${booking.id}`)} className={`font-medium text-gray-900 underline-offset-4 hover:underline`}>
                          {heading}
                        </Link>
                        <Badge tone={BOOKING_TONES[booking.status] ?? 'gray'}>{labels[`bookingStatus_${booking.status}`]}</Badge>
                      </div>
                      <p className="mt-1 text-sm text-gray-600">
                        <time dateTime={booking.scheduledAt.toISOString()}>{formatDateTime(booking.scheduledAt, locale, timeZone)}</time>
                        {booking.meetingType && (
                          <>
                            {typeName !== heading && <> · {typeName}</>} · {t('account.bookingDuration', { minutes: booking.meetingType.durationMinutes })}
                          </>
                        )}
                      </p>
                    </li>
                  );
                })}
              </ul>
            )}
          </Card>

          <Card id="help">
            <div className="flex flex-col gap-3 text-sm">
              <Link href={href('/account/profile/tickets')} className={linkClass}>{labels.navTickets}</Link>
              <Link href={href('/account/edupro')} className={linkClass}>{labels.navPlans}</Link>
            </div>
          </Card>
        </div>
      </div>
    </>
  );
}
