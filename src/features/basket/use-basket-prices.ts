'use client';
// Prices the basket from the server: a stored basket's names and prices are never trusted. Asks
// GET /api/plans once for the plans the basket holds (again only if a new plan appears), puts
// today's copies in the basket, and reports the plans that are no longer offered.
import { useCallback, useEffect, useState } from 'react';
import type { BasketPlanResponse } from '@/schemas/order';
import { useBasket } from './basket-provider';

export type PriceState = {
  /** Today's plans by id; null until the first answer. */
  plans: Map<string, BasketPlanResponse> | null;
  failed: boolean;
  /** Names (as stored) of the plans this check took out of the basket. */
  dropped: string[];
  retry: () => void;
};

export function useBasketPrices(locale: string): PriceState {
  const { items, restored, refresh } = useBasket();
  const [plans, setPlans] = useState<Map<string, BasketPlanResponse> | null>(null);
  const [failed, setFailed] = useState(false);
  const [dropped, setDropped] = useState<string[]>([]);
  const [attempt, setAttempt] = useState(0);
  const ids = items.map((item) => item.plan.id);
  // Quantity changes and removals need no new prices; only a plan not yet priced does.
  const unpriced = ids.filter((id) => !plans?.has(id)).join(',');

  useEffect(() => {
    if (!restored || unpriced === '') return;
    const controller = new AbortController();
    const asked = unpriced.split(',');
    const stored = new Map(items.map((item) => [item.plan.id, item.plan.name]));
    fetch(`/api/plans?ids=${encodeURIComponent(asked.join(','))}&locale=${encodeURIComponent(locale)}`, { signal: controller.signal, cache: 'no-store' })
      .then((response) => (response.ok ? (response.json() as Promise<{ plans: BasketPlanResponse[] }>) : Promise.reject(new Error(String(response.status)))))
      .then(({ plans: fresh }) => {
        const next = new Map(plans ?? []);
        for (const plan of fresh) next.set(plan.id, plan);
        const gone = asked.filter((id) => !next.has(id));
        setPlans(next);
        setFailed(false);
        if (gone.length > 0) setDropped(gone.map((id) => stored.get(id) ?? ''));
        refresh([...next.values()]);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setFailed(Boolean(error));
      });
    return () => controller.abort();
    // The request depends on which plans are unpriced, not on every change of the list around them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [restored, unpriced, locale, attempt]);

  // Asks again for every plan: after a failed load, or when checkout found a plan no longer offered.
  const retry = useCallback(() => {
    setPlans(null);
    setFailed(false);
    setAttempt((n) => n + 1);
  }, []);
  return { plans, failed, dropped, retry };
}
