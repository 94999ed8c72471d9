'use client';
// Shown once checkout succeeds: the order number, what was ordered at which price, the total, and
// what happens next with the chosen payment method. Focus moves to its heading so a screen reader
// user hears that the order went through.
import { useEffect, useRef } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { formatPrice } from '@/features/sections/price';
import { formatLabel } from '@/lib/i18n/island-labels';
import type { OrderResponse } from '@/schemas/order';
import type { BasketLinks, OrdersPageLabels } from './labels';

type Props = { order: OrderResponse; locale: string; labels: OrdersPageLabels; links: BasketLinks; linkClass: string };

export function OrderConfirmation({ order, locale, labels, links, linkClass }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const money = (minor: number, symbol?: string) => formatPrice(minor, order.currency, locale, symbol);
  const step = order.next_step;
  return (
    <section aria-labelledby="order-confirmation-heading" className="mx-auto max-w-2xl rounded-2xl border border-emerald-200 bg-white p-6 shadow-sm sm:p-8" data-testid="order-confirmation">
      <CheckCircle2 aria-hidden className="size-10 text-emerald-600" />
      <h2 id="order-confirmation-heading" ref={heading} tabIndex={-1} className="mt-4 text-2xl font-bold tracking-tight text-gray-900 focus:outline-none">
        {labels.confirmationTitle}
      </h2>
      <p className="mt-2 text-gray-700" data-testid="order-number">{formatLabel(labels.confirmationNumber, { number: order.number })}</p>
      <ul className="mt-6 divide-y divide-gray-100 border-y border-gray-100 text-sm">
        {order.items.map((item, index) => (
          <li key={index} className="flex justify-between gap-4 py-3">
            <span className="text-gray-800">{formatLabel(labels.line, { quantity: item.quantity, name: item.plan_name })}</span>
            <span className="tabular-nums text-gray-900">{money(item.unit_price * item.quantity, item.currency_symbol)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-4 flex justify-between text-base font-semibold text-gray-900">
        <span>{labels.confirmationTotal}</span>
        <span className="tabular-nums" data-testid="order-total">{money(order.total_amount, order.items[0]?.currency_symbol)}</span>
      </p>
      {step?.kind === 'invoice' && (
        <div className="mt-6 rounded-xl bg-gray-50 p-4 text-sm text-gray-700">
          <h3 className="font-semibold text-gray-900">{labels.nextStepsTitle}</h3>
          <p className="mt-1">{formatLabel(labels.invoiceNext, { email: step.email, days: step.due_days })}</p>
        </div>
      )}
      <div className="mt-6 flex flex-wrap gap-x-6 gap-y-3">
        <a href={links.account} className={linkClass}>{labels.accountLink}</a>
        <a href={links.browse} className={linkClass}>{labels.continueBrowsing}</a>
      </div>
    </section>
  );
}
