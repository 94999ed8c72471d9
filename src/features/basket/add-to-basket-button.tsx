'use client';
// "Add to basket" on a pricing plan: adds it through the basket (or straight to this browser's
// stored basket when no provider is mounted) and confirms inline, politely announced.
import { useEffect, useState } from 'react';
import { Check, ShoppingBag } from 'lucide-react';
import type { BasketPlan } from './basket';
import { useOptionalBasket } from './basket-provider';
import { addToStoredBasket } from './stored-basket';

export type AddToBasketLabels = { add: string; added: string; addedNamed: string; viewBasket: string };

type Props = { plan: BasketPlan; labels: AddToBasketLabels; basketHref: string; className: string };

const CONFIRMATION_MS = 5000;

export function AddToBasketButton({ plan, labels, basketHref, className }: Props) {
  const basket = useOptionalBasket();
  const [added, setAdded] = useState(0);
  useEffect(() => {
    if (!added) return;
    const timer = window.setTimeout(() => setAdded(0), CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [added]);

  return (
    <div>
      <button
        type="button"
        className={className}
        onClick={() => {
          if (basket) basket.add(plan);
          else addToStoredBasket(plan);
          setAdded((n) => n + 1);
        }}
      >
        {added ? <Check aria-hidden className="size-4" /> : <ShoppingBag aria-hidden className="size-4" />}
        {added ? labels.added : labels.add}
      </button>
      <p role="status" className="mt-2 min-h-5 text-center text-xs">
        {added > 0 && (
          <>
            <span>{labels.addedNamed.replace('{name}', plan.name)}</span>{' '}
            <a href={basketHref} className="font-semibold underline underline-offset-2">
              {labels.viewBasket}
            </a>
          </>
        )}
      </p>
    </div>
  );
}
