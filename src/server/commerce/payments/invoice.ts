import 'server-only';
// The manual method: the order stays pending while the organisation sends an invoice by e-mail;
// staff mark it paid once the money arrives. Nothing leaves the server, so it cannot fail.
import type { PaymentProvider } from './types';

/** Days an invoice gives the customer to pay, as the confirmation tells them. */
export const INVOICE_DUE_DAYS = 14;

export const invoicePayment: PaymentProvider = {
  id: 'invoice',
  label: 'orders.paymentInvoice',
  hint: 'orders.paymentInvoiceHint',
  start: async (order) => ({ kind: 'invoice', due_days: INVOICE_DUE_DAYS, email: order.customerEmail }),
};
