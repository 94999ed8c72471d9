'use client';
// The basket's summary beside its lines: the total (one per currency, though a site normally sells
// in one), the payment method, and the checkout button. A guest gets a sign-in link instead, which
// brings them back to this basket.
import { useState } from 'react';
import { formatPrice } from '@/features/sections/price';
import type { BasketPlanResponse } from '@/schemas/order';
import { totalsByCurrency } from './basket';
import type { BasketPageLabels, PaymentOption } from './labels';

export type PricedLine = { plan: BasketPlanResponse; quantity: number };

type Props = {
  lines: PricedLine[];
  locale: string;
  labels: BasketPageLabels;
  payments: PaymentOption[];
  /** null while the page has not yet heard who is signed in. */
  signedIn: boolean | null;
  loginHref: string;
  placing: boolean;
  failed: boolean;
  buttonClass: string;
  onCheckout: (paymentMethod: string) => void;
};

export function BasketSummary({ lines, locale, labels, payments, signedIn, loginHref, placing, failed, buttonClass, onCheckout }: Props) {
  const [method, setMethod] = useState(payments[0]?.id ?? 'invoice');
  const button = `flex w-full items-center justify-center rounded-lg px-5 py-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gray-900 disabled:opacity-60 ${buttonClass}`;
  return (
    <section aria-labelledby="basket-summary-heading" className="h-fit rounded-2xl border border-gray-200 bg-gray-50 p-6">
      <h2 id="basket-summary-heading" className="text-lg font-semibold text-gray-900">{labels.summary}</h2>
      <dl className="mt-4 space-y-2">
        {totalsByCurrency(lines).map((total) => (
          <div key={total.currency} className="flex items-baseline justify-between gap-4">
            <dt className="text-gray-700">{labels.total}</dt>
            <dd className="text-2xl font-bold tabular-nums text-gray-900" data-testid="basket-total">
              {formatPrice(total.minor, total.currency, locale, total.symbol)}
            </dd>
          </div>
        ))}
      </dl>
      <fieldset className="mt-6">
        <legend className="text-sm font-semibold text-gray-900">{labels.paymentMethod}</legend>
        <div className="mt-2 space-y-2">
          {payments.map((payment) => (
            <label key={payment.id} className="flex cursor-pointer gap-3 rounded-lg border border-gray-300 bg-white p-3 text-sm has-checked:border-gray-900">
              <input type="radio" name="payment-method" value={payment.id} checked={method === payment.id} onChange={() => setMethod(payment.id)} className="mt-0.5 size-4 accent-gray-900" />
              <span>
                <span className="block font-medium text-gray-900">{payment.label}</span>
                <span className="block text-gray-600">{payment.hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-6">
        {signedIn === false ? (
          <>
            <a href={loginHref} className={button} data-testid="basket-sign-in">{labels.signInToCheckout}</a>
            <p className="mt-2 text-center text-xs text-gray-600">{labels.guestNote}</p>
          </>
        ) : (
          <button type="button" className={button} disabled={placing || signedIn === null} aria-busy={placing} onClick={() => onCheckout(method)}>
            {placing ? labels.placing : labels.checkout}
          </button>
        )}
        {failed && (
          <p role="alert" className="mt-3 text-sm text-rose-800">{labels.orderFailed}</p>
        )}
      </div>
    </section>
  );
}
