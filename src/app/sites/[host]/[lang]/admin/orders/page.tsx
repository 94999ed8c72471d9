// /admin/orders: every order placed on this organisation's site, newest first, with who ordered,
// what (the checkout snapshot), the total and its status. Administrators of this organisation only.
import type { Metadata } from 'next';
import { getDb } from '@/server/db/client';
import { loadAccountPage } from '@/server/account/page';
import { can } from '@/lib/permissions';
import { listOrganizationOrders } from '@/server/commerce/orders';
import type { SiteParams } from '@/server/site/context';
import { AccountHeader } from '@/features/account/account-header';
import { Badge, Card, EmptyState, type Tone } from '@/features/account/card';
import { formatDateTime } from '@/features/account/format';
import { adminTabs } from '@/features/account/tabs';
import { SettleOrder } from '@/features/orders/settle-order';
import { formatPrice } from '@/features/sections/price';

export const metadata: Metadata = { robots: { index: false } };

const ORDER_TONES: Record<string, Tone> = { paid: 'green', pending: 'amber', cancelled: 'gray', refunded: 'red' };
/** The newest orders shown; older ones wait for paging, which a small organisation does not need yet. */
const SHOWN = 100;

export default async function AdminOrdersPage({ params }: { params: SiteParams }) {
  const page = await loadAccountPage(params, '/admin/orders', can('orders.manage'));
  const { labels, t, accent, siteName, href, site } = page;
  const { locale } = site;
  const orders = await listOrganizationOrders(await getDb(), { organizationId: site.tenant.id, limit: SHOWN });

  return (
    <>
      <AccountHeader
        title={t('orders.adminTitle')}
        intro={t('orders.adminIntro', { site: siteName })}
        tabs={adminTabs(labels, href, '/admin/orders', t('orders.adminNav'))}
        navLabel={labels.adminNavLabel}
        accent={accent}
      />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <Card id="orders" title={t('orders.adminListHeading', { count: orders.length })}>
          {orders.length === 0 ? (
            <EmptyState>{t('orders.adminEmpty')}</EmptyState>
          ) : (
            <ul className="divide-y divide-gray-100" data-testid="admin-orders">
              {orders.map((order) => (
                <li key={order.id} className="grid gap-3 py-4 sm:grid-cols-12 sm:items-start" data-testid="admin-order">
                  <div className="min-w-0 sm:col-span-4">
                    <p id={`order-${order.id}`} className="font-medium text-gray-900">{t('account.orderReference', { id: order.number })}</p>
                    <p className="text-xs text-gray-600">
                      <time dateTime={order.created_at}>{formatDateTime(order.created_at, locale)}</time>
                    </p>
                    <p className="mt-1 truncate text-sm text-gray-700">{order.customer_email}</p>
                  </div>
                  <ul className="space-y-0.5 text-sm text-gray-700 sm:col-span-5">
                    {order.items.map((item, index) => (
                      <li key={index}>
                        {t('account.orderLine', { quantity: item.quantity, name: item.plan_name })}
                        <span className="text-gray-500"> · {formatPrice(item.unit_price, item.currency, locale, item.currency_symbol)}</span>
                      </li>
                    ))}
                  </ul>
                  <div className="flex items-center justify-between gap-3 sm:col-span-3 sm:flex-col sm:items-end">
                    <Badge tone={ORDER_TONES[order.status] ?? 'gray'}>{labels[`orderStatus_${order.status}`]}</Badge>
                    <p className="font-semibold tabular-nums text-gray-900">
                      <span className="sr-only">{labels.orderTotal}: </span>
                      {formatPrice(order.total_amount, order.currency, locale, order.items[0]?.currency_symbol)}
                    </p>
                  </div>
                  {order.status === 'pending' && (
                    <div className="sm:col-span-12 sm:flex sm:justify-end">
                      <SettleOrder
                        orderId={order.id}
                        describedBy={`order-${order.id}`}
                        labels={{
                          markPaid: t('orders.markPaid'),
                          cancelOrder: t('orders.cancelOrder'),
                          confirmCancel: t('orders.confirmCancel', { number: order.number }),
                          settleFailed: t('orders.settleFailed'),
                        }}
                      />
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </>
  );
}
