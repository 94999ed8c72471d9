'use client';
// The visitor's basket, kept in this browser: restored on load, saved 300 ms after the last change.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  addPlan,
  BASKET_SAVE_DELAY_MS,
  BASKET_STORAGE_KEY,
  itemCount,
  refreshPlans,
  restoreBasket,
  setQuantity,
  totalMinor,
  type BasketItem,
  type BasketPlan,
} from './basket';

type BasketContextValue = {
  items: BasketItem[];
  /** False until this browser's stored basket has been read (the server HTML never knows it). */
  restored: boolean;
  count: number;
  totalMinor: number;
  add: (plan: BasketPlan) => void;
  setQuantity: (planId: string, quantity: number) => void;
  clear: () => void;
  /** Takes today's plans from the server in place of the stored copies; plans not among them leave. */
  refresh: (fresh: BasketPlan[]) => void;
};

const BasketContext = createContext<BasketContextValue | null>(null);

export function BasketProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<BasketItem[]>([]);
  const [restored, setRestored] = useState(false);
  // Only what this page changes is saved: writing back the basket just restored would overwrite
  // whatever another tab (or the add-to-basket button of a page without a provider) stored meanwhile.
  const changed = useRef(false);

  useEffect(() => {
    // Restoring after mount keeps the server HTML identical for every visitor.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- one-time read of this browser's storage
    setItems(restoreBasket(window.localStorage.getItem(BASKET_STORAGE_KEY)));
    setRestored(true);
  }, []);

  useEffect(() => {
    if (!changed.current) return;
    const save = () => {
      window.clearTimeout(timer);
      window.removeEventListener('pagehide', save);
      window.localStorage.setItem(BASKET_STORAGE_KEY, JSON.stringify(items));
    };
    const timer = window.setTimeout(save, BASKET_SAVE_DELAY_MS);
    // Leaving the page inside the 300 ms would lose the last change: it is written on the way out.
    window.addEventListener('pagehide', save);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('pagehide', save);
    };
  }, [items]);

  const change = useCallback((next: (current: BasketItem[]) => BasketItem[]) => {
    changed.current = true;
    setItems(next);
  }, []);
  const add = useCallback((plan: BasketPlan) => change((current) => addPlan(current, plan)), [change]);
  const update = useCallback((planId: string, quantity: number) => change((current) => setQuantity(current, planId, quantity)), [change]);
  const clear = useCallback(() => change(() => []), [change]);
  const refresh = useCallback((fresh: BasketPlan[]) => change((current) => refreshPlans(current, fresh).items), [change]);

  const value = useMemo(
    () => ({ items, restored, count: itemCount(items), totalMinor: totalMinor(items), add, setQuantity: update, clear, refresh }),
    [items, restored, add, update, clear, refresh],
  );
  return <BasketContext.Provider value={value}>{children}</BasketContext.Provider>;
}

/** The basket when a provider is mounted above, else null (for islands that can work without one). */
export function useOptionalBasket(): BasketContextValue | null {
  return useContext(BasketContext);
}

export function useBasket(): BasketContextValue {
  const value = useContext(BasketContext);
  if (!value) throw new Error('useBasket must be used within a BasketProvider');
  return value;
}
