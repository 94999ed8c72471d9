// The tabs of the account area and of the admin area.
import type { Tab } from './account-header';
import type { AccountLabels } from './labels';

type Current = '/account' | '/account/profile' | '/account/profile/tickets' | '/account/edupro' | '/admin' | '/admin/tickets' | '/admin/orders';

export function accountTabs(labels: AccountLabels, href: (path: string) => string, current: Current): Tab[] {
  const tabs: [Current, string][] = [
    ['/account', labels.navOverview],
    ['/account/profile', labels.navProfile],
    ['/account/profile/tickets', labels.navTickets],
    ['/account/edupro', labels.navPlans],
  ];
  return tabs.map(([path, label]) => ({ href: href(path), label, current: path === current }));
}

/** `ordersLabel` comes from the orders area's messages (t('orders.adminNav')). */
export function adminTabs(labels: AccountLabels, href: (path: string) => string, current: Current, ordersLabel: string): Tab[] {
  const tabs: [Current, string][] = [
    ['/admin', labels.navDashboard],
    ['/admin/tickets', labels.navAllTickets],
    ['/admin/orders', ordersLabel],
    ['/account', labels.accountTitle],
  ];
  return tabs.map(([path, label]) => ({ href: href(path), label, current: path === current }));
}
