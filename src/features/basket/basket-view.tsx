'use client';
// The basket page's island: the same HTML for everyone, filled in from this browser's basket. It
// prices the basket from the server, lets the visitor change quantities, and checks out: a guest is
// sent to sign in (and back here), a member's basket becomes an order, then the confirmation shows.
import { useRef, useState } from 'react';
import { ShoppingBag } from 'lucide-react';
import { useMe } from '@/features/site-chrome/use-me';
import { formatLabel } from '@/lib/i18n/island-labels';
import { IDEMPOTENCY_KEY_HEADER, type OrderResponse } from '@/schemas/order';
import { useBasket } from './basket-provider';
import { BasketLine } from './basket-line';
import { BasketSummary, type PricedLine } from './basket-summary';
import type { BasketLinks, BasketPageLabels, OrdersPageLabels, PaymentOption } from './labels';
import { OrderConfirmation } from './order-confirmation';
import { useBasketPrices } from './use-basket-prices';

export type BasketViewProps = {
  locale: string;
  labels: BasketPageLabels;
  orderLabels: OrdersPageLabels;
  links: BasketLinks;
  payments: PaymentOption[];
  accent: { button: string; link: string };
};

type Phase = { kind: 'idle' } | { kind: 'placing' } | { kind: 'failed' } | { kind: 'placed'; order: OrderResponse };

export function BasketView({ locale, labels, orderLabels, links, payments, accent }: BasketViewProps) {
  const basket = useBasket();
  const prices = useBasketPrices(locale);
  const me = useMe();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  // One key per checkout of one basket, sent again with each retry of it: a doubled click or a
  // retry after a lost answer gets the same order back, never a second one (decision 053).
  const attempt = useRef<{ basket: string; key: string } | null>(null);
  const linkClass = `text-sm font-semibold underline-offset-4 hover:underline ${accent.link}`;

  if (phase.kind === 'placed') return <OrderConfirmation order={phase.order} locale={locale} labels={orderLabels} links={links} linkClass={linkClass} />;

  const lines: PricedLine[] = basket.items.flatMap((item) => {
    const plan = prices.plans?.get(item.plan.id);
    return plan ? [{ plan, quantity: item.quantity }] : [];
  });
  const waiting = !basket.restored || (basket.items.length > 0 && lines.length < basket.items.length && !prices.failed);

  async function checkout(paymentMethod: string) {
    setPhase({ kind: 'placing' });
    const items = lines.map((line) => ({ plan_id: line.plan.id, quantity: line.quantity }));
    const basketText = JSON.stringify({ items, paymentMethod });
    if (attempt.current?.basket !== basketText) attempt.current = { basket: basketText, key: crypto.randomUUID() };
    const response = await fetch('/api/orders', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: attempt.current.key },
      body: JSON.stringify({ items, payment_method: paymentMethod, locale }),
    }).catch(() => null);
    // The session ended meanwhile, or this account has no profile on this site yet: both come back here.
    if (response?.status === 401) return window.location.assign(links.login);
    if (response?.status === 403) return window.location.assign(links.join);
    if (!response?.ok) {
      if (response?.status === 400) prices.retry();
      return setPhase({ kind: 'failed' });
    }
    const order = (await response.json()) as OrderResponse;
    attempt.current = null;
    basket.clear();
    if (order.next_step?.kind === 'redirect') return window.location.assign(order.next_step.url);
    setPhase({ kind: 'placed', order });
  }

  const notice = prices.dropped.length > 0 && (
    <p role="status" className="mb-6 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900" data-testid="basket-dropped">
      {formatLabel(labels.dropped, { count: prices.dropped.length, names: prices.dropped.filter(Boolean).join(', ') })}
    </p>
  );

  if (waiting) {
    return (
      <p className="py-16 text-center text-gray-600" role="status" aria-live="polite">
        {labels.loading}
      </p>
    );
  }
  if (prices.failed && lines.length === 0) {
    return (
      <div role="alert" className="rounded-xl border border-rose-200 bg-rose-50 px-5 py-6 text-center text-rose-900">
        <p>{labels.loadFailed}</p>
        <button type="button" onClick={prices.retry} className="mt-3 text-sm font-semibold underline underline-offset-4">
          {labels.retry}
        </button>
      </div>
    );
  }
  if (lines.length === 0) {
    return (
      <>
        {notice}
        <div className="rounded-2xl border border-dashed border-gray-300 bg-gray-50 px-6 py-16 text-center" data-testid="basket-empty">
          <ShoppingBag aria-hidden className="mx-auto size-10 text-gray-400" />
          <h2 className="mt-4 text-xl font-semibold text-gray-900">{labels.emptyTitle}</h2>
          <p className="mt-2 text-gray-600">{links.browseIsPricing ? labels.emptyBody : labels.emptyBodyNoPlans}</p>
          <a href={links.browse} className={`mt-6 inline-flex items-center rounded-lg px-5 py-2.5 text-sm font-semibold ${accent.button}`}>
            {links.browseIsPricing ? labels.browsePlans : labels.backHome}
          </a>
        </div>
      </>
    );
  }

  return (
    <>
      {notice}
      <div className="grid gap-8 lg:grid-cols-3">
        <section aria-labelledby="basket-items-heading" className="min-w-0 lg:col-span-2">
          <div className="flex items-center justify-between gap-3 border-b border-gray-200 pb-3">
            <h2 id="basket-items-heading" className="text-lg font-semibold text-gray-900">
              {formatLabel(labels.itemsCount, { count: basket.count })}
            </h2>
            <button type="button" onClick={basket.clear} className="rounded-lg px-3 py-2 text-sm font-medium text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-gray-900">
              {labels.clear}
            </button>
          </div>
          <ul className="divide-y divide-gray-200" data-testid="basket-lines">
            {lines.map((line) => (
              <BasketLine key={line.plan.id} plan={line.plan} quantity={line.quantity} locale={locale} labels={labels} onQuantity={(q) => basket.setQuantity(line.plan.id, q)} />
            ))}
          </ul>
        </section>
        <BasketSummary
          lines={lines}
          locale={locale}
          labels={labels}
          payments={payments}
          signedIn={me === null ? null : me.user !== null}
          loginHref={links.login}
          placing={phase.kind === 'placing'}
          failed={phase.kind === 'failed'}
          buttonClass={accent.button}
          onCheckout={checkout}
        />
      </div>
    </>
  );
}
