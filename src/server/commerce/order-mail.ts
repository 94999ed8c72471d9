import 'server-only';
// The order confirmation e-mail of the manual invoice: sent once the order's transaction has
// committed, through the one mail path (outbox row, SMTP when configured). The order is a fact by
// then, so a mail failure never undoes or fails it: the outbox keeps the failed message with its
// reason for the organisation's admins to retry, and the failure is logged.
import type { DbOrTx } from '@/server/db/client';
import { log } from '@/server/log';
import { sendTemplateEmail, type SendResult } from '@/server/mail/send';
import type { Locale } from '@/lib/i18n/locales';
import type { OrderResponse } from '@/schemas/order';

type Confirmation = {
  organizationId: string;
  order: OrderResponse;
  customer: { userId: string; name?: string | null };
  /** The language of the page the customer checked out on. */
  locale: Locale;
};

/** Null when the order's payment needs no e-mail from us (a hosted payment page sends its own). */
export async function sendOrderConfirmation(db: DbOrTx, { organizationId, order, customer, locale }: Confirmation): Promise<SendResult | null> {
  const step = order.next_step;
  if (step?.kind !== 'invoice') return null;
  try {
    const result = await sendTemplateEmail(db, {
      organizationId,
      template: 'order_confirmation',
      to: order.customer_email,
      locale,
      userId: customer.userId,
      data: {
        name: customer.name || undefined,
        order: {
          number: order.number,
          currency: order.currency,
          total: order.total_amount,
          dueDays: step.due_days,
          lines: order.items.map((item) => ({ name: item.plan_name, quantity: item.quantity, unitPrice: item.unit_price, currencySymbol: item.currency_symbol })),
        },
      },
    });
    if (result.status === 'failed') log.error({ emailId: result.id, reason: result.error, organizationId, orderId: order.id }, 'Order confirmation e-mail failed');
    return result;
  } catch (err) {
    // Not even the outbox row could be written (the database went away, say): the order stands.
    log.error({ err, organizationId, orderId: order.id }, 'Order confirmation e-mail could not be recorded');
    return null;
  }
}
