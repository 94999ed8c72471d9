'use client';
// "Add to basket" on a pricing plan: adds it through the basket (or straight to this browser's
// stored basket when no provider is mounted) and confirms with a toast that links to the basket.
// The button itself also reads "Added" for a while, so the change is seen where the click was
// (and, where no toast provider is mounted, is the only confirmation).
import { useEffect, useState } from 'react';
import { Check, ShoppingBag } from 'lucide-react';
import { useOptionalToast } from '@/components/ui/toast';
import type { BasketPlan } from './basket';
import { useOptionalBasket } from './basket-provider';
import { addToStoredBasket } from './stored-basket';

/** `addedNamed` arrives with this plan's name already in it. */
export type AddToBasketLabels = { add: string; added: string; addedNamed: string; viewBasket: string };

type Props = { plan: BasketPlan; labels: AddToBasketLabels; basketHref: string; className: string };

const CONFIRMATION_MS = 5000;

export function AddToBasketButton({ plan, labels, basketHref, className }: Props) {
  const basket = useOptionalBasket();
  const toasts = useOptionalToast();
  const [added, setAdded] = useState(0);
  useEffect(() => {
    if (!added) return;
    const timer = window.setTimeout(() => setAdded(0), CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [added]);

  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        if (basket) basket.add(plan);
        else addToStoredBasket(plan);
        setAdded((n) => n + 1);
        toasts?.toast({ type: 'success', message: labels.addedNamed, action: { label: labels.viewBasket, href: basketHref } });
      }}
    >
      {added ? <Check aria-hidden className="size-4" /> : <ShoppingBag aria-hidden className="size-4" />}
      {added ? labels.added : labels.add}
    </button>
  );
}
