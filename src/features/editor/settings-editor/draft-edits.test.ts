// The tabs' edits: a new record at the end of its list, a move that numbers the list again, and a
// deletion that takes along what hangs on it.
import { describe, expect, it } from 'vitest';
import { addRecord, inOrder, moveRecord, newRecords, removeRecord } from './draft-edits';
import { draftFromData } from './settings-draft';
import { IDS, organizationData } from './settings-fixture';

const base = draftFromData(organizationData(), 'en');

describe('draft edits', () => {
  it('places a new record after the last one, with a key that is no id', () => {
    const faq = newRecords.faq();
    expect(faq.key).toMatch(/^new-/);
    expect(faq.id).toBeNull();
    expect(addRecord(base, 'faqs', faq).faqs.at(-1)).toMatchObject({ key: faq.key, order: 20 });
    expect(addRecord(base, 'banners', newRecords.banner()).banners.at(-1)).not.toHaveProperty('order');
  });

  it('moves a record and numbers its list again in steps of 10', () => {
    expect(moveRecord(base, 'faqs', IDS.faqB, IDS.faqA).faqs.map((faq) => [faq.key, faq.order])).toEqual([[IDS.faqB, 0], [IDS.faqA, 10]]);
    expect(moveRecord(base, 'faqs', IDS.faqA, IDS.faqA).faqs).toBe(base.faqs);
  });

  it('deletes a category with its services, and leaves a deleted product\'s plans on their own', () => {
    expect(removeRecord(base, 'cookie_categories', IDS.category)).toEqual({ cookie_categories: [], cookie_services: [] });
    const { pricing_plans } = removeRecord(base, 'products', IDS.product);
    expect(pricing_plans?.[0]).toMatchObject({ key: IDS.plan, product_key: null });
  });

  it('lists records by place, then as listed', () => {
    expect(inOrder([{ order: 10, n: 1 }, { order: 0, n: 2 }, { order: 10, n: 3 }]).map((record) => record.n)).toEqual([2, 1, 3]);
  });
});
