// The basket's rules (public spec §4): pure functions, shared by the provider and its tests.
// Quantities stop at MAX_QUANTITY and a basket at MAX_ORDER_LINES plans, the bounds an order takes
// (decision 040), so a basket can always be checked out as it is.
import { MAX_ORDER_LINES, MAX_QUANTITY } from '@/lib/basket-limits';

export type BasketPlan = {
  id: string;
  name: string;
  /** Minor units. */
  price: number;
  is_promotion: boolean;
  promotion_price: number | null;
  currency: string;
  currency_symbol: string;
};

export type BasketItem = { plan: BasketPlan; quantity: number };

export const BASKET_STORAGE_KEY = 'sitewright.basket';
export const BASKET_SAVE_DELAY_MS = 300;

/** Adding a plan already in the basket increments its quantity; a new plan comes in with 1. */
export function addPlan(items: BasketItem[], plan: BasketPlan): BasketItem[] {
  const existing = items.find((item) => item.plan.id === plan.id);
  if (existing) return items.map((item) => (item.plan.id === plan.id ? { ...item, quantity: Math.min(MAX_QUANTITY, item.quantity + 1) } : item));
  if (items.length >= MAX_ORDER_LINES) return items;
  return [...items, { plan, quantity: 1 }];
}

/** A quantity of 0 or less (or not a number) removes the item; a fraction rounds down; the top is MAX_QUANTITY. */
export function setQuantity(items: BasketItem[], planId: string, quantity: number): BasketItem[] {
  if (!Number.isFinite(quantity) || quantity < 1) return items.filter((item) => item.plan.id !== planId);
  const bounded = Math.min(MAX_QUANTITY, Math.floor(quantity));
  return items.map((item) => (item.plan.id === planId ? { ...item, quantity: bounded } : item));
}

/**
 * The basket priced by what the server offers now (`fresh`: the plans it still offers, with today's
 * name and price). Lines keep their quantities and order; a plan the server no longer offers
 * (removed, hidden, another site's) leaves the basket and is named in `dropped`.
 */
export function refreshPlans(items: BasketItem[], fresh: BasketPlan[]): { items: BasketItem[]; dropped: BasketPlan[] } {
  const byId = new Map(fresh.map((plan) => [plan.id, plan]));
  return {
    items: items.flatMap((item) => {
      const plan = byId.get(item.plan.id);
      return plan ? [{ plan, quantity: item.quantity }] : [];
    }),
    dropped: items.filter((item) => !byId.has(item.plan.id)).map((item) => item.plan),
  };
}

/** The price a visitor pays for one unit, in minor units. */
export function unitPrice(plan: BasketPlan): number {
  return plan.is_promotion && typeof plan.promotion_price === 'number' ? plan.promotion_price : plan.price;
}

/** Total in minor units; shown divided by 100. */
export function totalMinor(items: BasketItem[]): number {
  return items.reduce((sum, item) => sum + unitPrice(item.plan) * item.quantity, 0);
}

/**
 * The totals of a basket, one per currency in the order they first appear (a site normally sells in
 * one): price times quantity, in minor units; shown divided by 100.
 */
export function totalsByCurrency(items: BasketItem[]): { currency: string; symbol: string; minor: number }[] {
  const totals = new Map<string, { currency: string; symbol: string; minor: number }>();
  for (const { plan, quantity } of items) {
    const entry = totals.get(plan.currency) ?? { currency: plan.currency, symbol: plan.currency_symbol, minor: 0 };
    entry.minor += unitPrice(plan) * quantity;
    totals.set(plan.currency, entry);
  }
  return [...totals.values()];
}

export function itemCount(items: BasketItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

function isPlan(value: unknown): value is BasketPlan {
  const plan = value as BasketPlan;
  return (
    typeof plan === 'object' && plan !== null && typeof plan.id === 'string' && typeof plan.price === 'number' && Number.isFinite(plan.price)
  );
}

/** Stored data is accepted only when it is a list whose items each have a plan and a quantity. */
export function restoreBasket(raw: string | null): BasketItem[] {
  if (!raw) return [];
  try {
    const data: unknown = JSON.parse(raw);
    if (!Array.isArray(data)) return [];
    const valid = data.every(
      (item) => typeof item === 'object' && item !== null && isPlan(item.plan) && typeof item.quantity === 'number' && item.quantity > 0,
    );
    if (!valid) return [];
    return (data as { plan: Partial<BasketPlan> & { id: string; price: number }; quantity: number }[]).slice(0, MAX_ORDER_LINES).map((item) => ({
      quantity: Math.min(MAX_QUANTITY, Math.max(1, Math.floor(item.quantity))),
      plan: {
        id: item.plan.id,
        price: item.plan.price,
        name: typeof item.plan.name === 'string' ? item.plan.name : '',
        is_promotion: item.plan.is_promotion === true,
        promotion_price: typeof item.plan.promotion_price === 'number' ? item.plan.promotion_price : null,
        currency: typeof item.plan.currency === 'string' ? item.plan.currency : 'USD',
        currency_symbol: typeof item.plan.currency_symbol === 'string' ? item.plan.currency_symbol : '$',
      },
    }));
  } catch {
    return [];
  }
}
