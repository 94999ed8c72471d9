// How an order gets paid: every method is a provider behind this one interface, so a card or bank
// provider can be added beside the manual invoice without touching checkout (decision 040).
import type { MessageKey } from '@/lib/i18n/messages';
import type { NextPaymentStep, PaymentMethod } from '@/schemas/order';

/** What a provider learns about the order it is asked to collect. */
export type PayableOrder = {
  id: string;
  organizationId: string;
  customerEmail: string;
  currency: string;
  totalAmount: number;
};

export type PaymentProvider = {
  id: PaymentMethod;
  /** The label's message key; the basket page shows it in the visitor's language. */
  label: MessageKey;
  /** A line under the label saying how this method works. */
  hint: MessageKey;
  /**
   * Starts collecting payment for a new order and says what the customer does next. It runs inside
   * the order's transaction: a provider that cannot start leaves no order behind.
   */
  start(order: PayableOrder): Promise<NextPaymentStep>;
};
