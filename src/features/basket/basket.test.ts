import { describe, expect, it } from 'vitest';
import { MAX_ORDER_LINES, MAX_QUANTITY } from '@/lib/basket-limits';
import { addPlan, itemCount, refreshPlans, restoreBasket, setQuantity, totalMinor, totalsByCurrency, type BasketPlan } from './basket';

const plan = (id: string, price: number, promo?: number): BasketPlan => ({
  id, name: id, price, is_promotion: promo !== undefined, promotion_price: promo ?? null, currency: 'EUR', currency_symbol: '€',
});

describe('basket', () => {
  it('increments an existing plan and adds a new one with quantity 1', () => {
    let items = addPlan([], plan('a', 1000));
    items = addPlan(items, plan('a', 1000));
    items = addPlan(items, plan('b', 500));
    expect(items.map((i) => [i.plan.id, i.quantity])).toEqual([['a', 2], ['b', 1]]);
    expect(itemCount(items)).toBe(3);
  });
  it('removes an item at quantity 0 or less', () => {
    const items = addPlan(addPlan([], plan('a', 1000)), plan('b', 500));
    expect(setQuantity(items, 'a', 0).map((i) => i.plan.id)).toEqual(['b']);
    expect(setQuantity(items, 'b', -3).map((i) => i.plan.id)).toEqual(['a']);
    expect(setQuantity(items, 'a', 4)[0].quantity).toBe(4);
  });
  it('totals price times quantity in minor units, using the promotion price', () => {
    const items = setQuantity(addPlan(addPlan([], plan('a', 4900, 3900)), plan('b', 1000)), 'b', 3);
    expect(totalMinor(items)).toBe(3900 + 3000);
  });
  it('restores only a list of items that each have a plan and a quantity', () => {
    const good = JSON.stringify([{ plan: plan('a', 100), quantity: 2 }]);
    expect(restoreBasket(good)).toHaveLength(1);
    expect(restoreBasket(JSON.stringify({ plan: plan('a', 100), quantity: 2 }))).toEqual([]);
    expect(restoreBasket(JSON.stringify([{ plan: plan('a', 100) }]))).toEqual([]);
    expect(restoreBasket(JSON.stringify([{ quantity: 1 }]))).toEqual([]);
    expect(restoreBasket('not json')).toEqual([]);
    expect(restoreBasket(null)).toEqual([]);
  });
});

describe('basket bounds and server prices', () => {
  it('stops a quantity at the most an order takes and drops fractions', () => {
    let items = setQuantity(addPlan([], plan('a', 100)), 'a', MAX_QUANTITY);
    items = addPlan(items, plan('a', 100));
    expect(items[0].quantity).toBe(MAX_QUANTITY);
    expect(setQuantity(items, 'a', 1e9)[0].quantity).toBe(MAX_QUANTITY);
    expect(setQuantity(items, 'a', 2.7)[0].quantity).toBe(2);
    expect(setQuantity(items, 'a', 0.5)).toEqual([]);
    expect(setQuantity(items, 'a', Number.NaN)).toEqual([]);
  });
  it('holds at most MAX_ORDER_LINES plans', () => {
    let items: ReturnType<typeof addPlan> = [];
    for (let i = 0; i <= MAX_ORDER_LINES; i++) items = addPlan(items, plan(`p${i}`, 100));
    expect(items).toHaveLength(MAX_ORDER_LINES);
  });
  it('restores quantities within the bounds', () => {
    expect(restoreBasket(JSON.stringify([{ plan: plan('a', 100), quantity: 5000 }]))[0].quantity).toBe(MAX_QUANTITY);
  });
  it("takes the server's plans in place of stored copies and names the ones it no longer offers", () => {
    const stored = setQuantity(addPlan(addPlan([], plan('a', 100)), { ...plan('gone', 1), name: 'Old plan' }), 'a', 3);
    const fresh = { ...plan('a', 250), name: 'Equipo' };
    const { items, dropped } = refreshPlans(stored, [fresh]);
    expect(items).toEqual([{ plan: fresh, quantity: 3 }]);
    expect(dropped.map((p) => p.name)).toEqual(['Old plan']);
    expect(totalMinor(items)).toBe(750);
  });
  it('totals each currency on its own, price times quantity, promotion price when it applies', () => {
    const items = [
      { plan: plan('a', 4900, 3900), quantity: 2 },
      { plan: { ...plan('b', 1000), currency: 'USD', currency_symbol: '$' }, quantity: 3 },
      { plan: plan('c', 150), quantity: 1 },
    ];
    expect(totalsByCurrency(items)).toEqual([
      { currency: 'EUR', symbol: '€', minor: 7800 + 150 },
      { currency: 'USD', symbol: '$', minor: 3000 },
    ]);
  });
});
