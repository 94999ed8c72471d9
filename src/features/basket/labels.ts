// The labels the basket page's island receives: its finished texts, and the messages that need
// values only the browser knows (a plan's name, a count, an order number) as templates.
import type { AreaLabels } from '@/lib/i18n/island-labels';

export const BASKET_PAGE_TEMPLATES = ['quantityOf', 'decrease', 'increase', 'removeNamed', 'itemsCount', 'dropped', 'quantityHint'] as const;
export const ORDERS_PAGE_TEMPLATES = ['confirmationNumber', 'invoiceNext', 'line'] as const;

export type BasketPageLabels = AreaLabels<'basket', (typeof BASKET_PAGE_TEMPLATES)[number]>;
export type OrdersPageLabels = AreaLabels<'orders', (typeof ORDERS_PAGE_TEMPLATES)[number]>;

export type PaymentOption = { id: string; label: string; hint: string };

export type BasketLinks = {
  /** The page that sells plans on this site, or the home page where there is none. */
  browse: string;
  browseIsPricing: boolean;
  /** Sign in, then come back to the basket. */
  login: string;
  /** A signed-in person without a profile here joins the site first, then comes back. */
  join: string;
  account: string;
};
