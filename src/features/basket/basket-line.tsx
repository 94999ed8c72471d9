'use client';
// One line of the basket page: the plan's name, its price today (a promotion with the regular price
// struck through), −/+ buttons around a number field (0 removes the line), the line's subtotal and
// a remove button. Every control names the plan it acts on.
import { useState } from 'react';
import { Minus, Plus, Trash2 } from 'lucide-react';
import { formatPrice } from '@/features/sections/price';
import { formatLabel } from '@/lib/i18n/island-labels';
import { MAX_QUANTITY } from '@/lib/basket-limits';
import type { BasketPlanResponse } from '@/schemas/order';
import type { BasketPageLabels } from './labels';

type Props = {
  plan: BasketPlanResponse;
  quantity: number;
  locale: string;
  labels: BasketPageLabels;
  onQuantity: (quantity: number) => void;
};

const ROUND = 'inline-flex size-10 items-center justify-center rounded-full border border-gray-300 bg-white text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gray-900 disabled:opacity-40';

function QuantityField({ quantity, label, hint, onQuantity }: { quantity: number; label: string; hint: string; onQuantity: (q: number) => void }) {
  // What is being typed: a blank or 0 applies (and removes the line) only once the field is left or Enter is pressed.
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    const value = Number(draft);
    onQuantity(draft.trim() === '' || !Number.isFinite(value) ? 0 : value);
    setDraft(null);
  };
  return (
    <input
      type="number"
      inputMode="numeric"
      min={0}
      max={MAX_QUANTITY}
      step={1}
      aria-label={label}
      title={hint}
      value={draft ?? String(quantity)}
      onChange={(event) => {
        const text = event.target.value;
        const value = Number(text);
        if (text.trim() !== '' && Number.isInteger(value) && value >= 1) {
          onQuantity(value);
          setDraft(value > MAX_QUANTITY ? String(MAX_QUANTITY) : null);
        } else setDraft(text);
      }}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      className="h-10 w-16 rounded-lg border border-gray-300 bg-white px-2 text-center text-base tabular-nums text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-gray-900"
    />
  );
}

export function BasketLine({ plan, quantity, locale, labels, onQuantity }: Props) {
  const money = (minor: number) => formatPrice(minor, plan.currency, locale, plan.currency_symbol);
  const unit = plan.is_promotion && plan.promotion_price !== null ? plan.promotion_price : plan.price;
  const period = plan.recurring_interval === 'year' ? labels.perYear : plan.recurring_interval === 'month' ? labels.perMonth : labels.oneTime;
  const name = { name: plan.name };
  return (
    <li className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-3 py-5 sm:grid-cols-[1fr_auto_7rem] sm:items-center" data-testid="basket-line" data-plan-id={plan.id}>
      <div className="min-w-0">
        <p className="font-semibold text-gray-900">{plan.name}</p>
        <p className="mt-1 flex flex-wrap items-baseline gap-x-2 text-sm text-gray-600">
          {plan.is_promotion && (
            <>
              <span className="rounded-full bg-rose-600 px-2 py-0.5 text-xs font-semibold text-white">{labels.promotion}</span>
              <s data-price="regular">
                <span className="sr-only">{labels.regularPrice}: </span>
                {money(plan.price)}
              </s>
            </>
          )}
          <span data-price="unit" className={plan.is_promotion ? 'font-semibold text-rose-700' : 'text-gray-900'}>
            {plan.is_promotion && <span className="sr-only">{labels.promotionPrice}: </span>}
            {money(unit)}
          </span>
          <span>{period}</span>
        </p>
      </div>
      <p className="text-right font-semibold tabular-nums text-gray-900 sm:order-last" data-testid="line-total">
        <span className="sr-only">{labels.lineTotal}: </span>
        {money(unit * quantity)}
      </p>
      <div className="col-span-2 flex items-center gap-2 sm:col-span-1">
        <button type="button" className={ROUND} aria-label={formatLabel(labels.decrease, name)} onClick={() => onQuantity(quantity - 1)}>
          <Minus aria-hidden className="size-4" />
        </button>
        <QuantityField quantity={quantity} label={formatLabel(labels.quantityOf, name)} hint={formatLabel(labels.quantityHint, { max: MAX_QUANTITY })} onQuantity={onQuantity} />
        <button type="button" className={ROUND} aria-label={formatLabel(labels.increase, name)} disabled={quantity >= MAX_QUANTITY} onClick={() => onQuantity(quantity + 1)}>
          <Plus aria-hidden className="size-4" />
        </button>
        <button
          type="button"
          className="ml-auto inline-flex h-10 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-gray-700 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-gray-900 sm:ml-2"
          aria-label={formatLabel(labels.removeNamed, name)}
          onClick={() => onQuantity(0)}
        >
          <Trash2 aria-hidden className="size-4" />
          <span aria-hidden>{labels.remove}</span>
        </button>
      </div>
    </li>
  );
}
