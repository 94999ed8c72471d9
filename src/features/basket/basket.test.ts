import { describe, expect, it } from 'vitest';
import { addPlan, itemCount, restoreBasket, setQuantity, totalMinor, type BasketPlan } from './basket';

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
