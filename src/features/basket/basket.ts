// The basket's rules (public spec §4): pure functions, shared by the provider and its tests.

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
  if (existing) return items.map((item) => (item.plan.id === plan.id ? { ...item, quantity: item.quantity + 1 } : item));
  return [...items, { plan, quantity: 1 }];
}

/** A quantity of 0 or less removes the item. */
export function setQuantity(items: BasketItem[], planId: string, quantity: number): BasketItem[] {
  if (!Number.isFinite(quantity) || quantity <= 0) return items.filter((item) => item.plan.id !== planId);
  return items.map((item) => (item.plan.id === planId ? { ...item, quantity: Math.floor(quantity) } : item));
}

/** The price a visitor pays for one unit, in minor units. */
export function unitPrice(plan: BasketPlan): number {
  return plan.is_promotion && typeof plan.promotion_price === 'number' ? plan.promotion_price : plan.price;
}

/** Total in minor units; shown divided by 100. */
export function totalMinor(items: BasketItem[]): number {
  return items.reduce((sum, item) => sum + unitPrice(item.plan) * item.quantity, 0);
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
    return (data as { plan: Partial<BasketPlan> & { id: string; price: number }; quantity: number }[]).map((item) => ({
      quantity: Math.floor(item.quantity),
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
