import { describe, expect, it } from 'vitest';
import { availabilitySchema, isDismissalDuration, RECORD_MESSAGES } from './organization-records';
import { updateOrganizationSchema } from './organization-settings';

const messages = (input: unknown) => updateOrganizationSchema.safeParse(input).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('banner dismissal durations', () => {
  it('takes what the public banner reads, one minute included', () => {
    for (const text of ['7 days', '1 minute', '2 Hours', ' 1 year ', '999999 minutes']) expect(isDismissalDuration(text), text).toBe(true);
  });

  it('refuses what the public banner would read as its one-minute fallback', () => {
    for (const text of ['', 'a while', '0 days', '1.5 days', '7 weeks', '1000000 days', 'days']) expect(isDismissalDuration(text), text).toBe(false);
  });
});

describe('weekly availability', () => {
  it('takes ascending, separate ranges of HH:MM times', () => {
    expect(availabilitySchema.safeParse({ mon: [{ start: '09:00', end: '12:00' }, { start: '12:00', end: '17:30' }], sun: [] }).success).toBe(true);
  });

  it('refuses overlaps, backwards ranges, bad times, unknown days and a seventh range', () => {
    const first = (value: unknown) => availabilitySchema.safeParse(value).error?.issues[0]?.message;
    expect(first({ tue: [{ start: '13:00', end: '15:00' }, { start: '09:00', end: '13:30' }] })).toBe(RECORD_MESSAGES.rangesOverlap);
    expect(first({ tue: [{ start: '10:00', end: '10:00' }] })).toBe(RECORD_MESSAGES.rangeBackwards);
    expect(first({ tue: [{ start: '9:00', end: '10:00' }] })).toBe(RECORD_MESSAGES.timeInvalid);
    expect(first({ tue: [{ start: '23:00', end: '24:00' }] })).toBe(RECORD_MESSAGES.timeInvalid);
    expect(first({ monday: [] })).toBe(RECORD_MESSAGES.unknownField(['monday']));
    const seven = Array.from({ length: 7 }, (_, i) => ({ start: `1${i}:00`, end: `1${i}:30` }));
    expect(first({ wed: seven })).toBe(RECORD_MESSAGES.rangesTooMany);
  });
});

describe('the records of one save', () => {
  const id = '6f1c1f1e-8d1b-4a77-9c0e-2f1d6a7b9c01';

  it('needs something to save, and what a new record needs', () => {
    expect(messages({ version: 3 })).toEqual([`: ${RECORD_MESSAGES.nothingToSave}`]);
    expect(messages({ faqs: [{ question: 'Q?' }], meeting_types: [{ name: 'Call' }] })).toEqual([
      `faqs.0.answer: ${RECORD_MESSAGES.answerRequired}`,
      `meeting_types.0.duration_minutes: ${RECORD_MESSAGES.durationRequired}`,
    ]);
    // A change sends only what changes.
    expect(messages({ faqs: [{ id, order: 2 }] })).toEqual([]);
  });

  it('resolves keys within the body and refuses what cannot be', () => {
    expect(messages({ products: [{ key: 'p', name: 'P', slug: 'p' }], pricing_plans: [{ name: 'Plan', price: 100, product_id: 'p' }] })).toEqual([]);
    expect(messages({ pricing_plans: [{ name: 'Plan', price: 100, product_id: 'q' }] })).toEqual([`pricing_plans.0.product_id: ${RECORD_MESSAGES.productUnknown}`]);
    expect(messages({ faqs: [{ id, key: 'k', order: 1 }] })).toEqual([`faqs.0.key: ${RECORD_MESSAGES.keyOnExisting}`]);
    expect(messages({ faqs: [{ id, order: 1 }, { id: id.toUpperCase(), order: 2 }] })).toEqual([`faqs.1.id: ${RECORD_MESSAGES.idRepeated}`]);
    expect(messages({ faqs: [{ id, order: 1 }], deleted: { faqs: [id] } })).toEqual([`faqs.0.id: ${RECORD_MESSAGES.changedAndDeleted}`]);
  });

  it('keeps a promotion below the price', () => {
    expect(messages({ pricing_plans: [{ name: 'Plan', price: 100, is_promotion: true, promotion_price: 150 }] })).toEqual([`pricing_plans.0.promotion_price: ${RECORD_MESSAGES.promotionNotLower}`]);
    expect(messages({ pricing_plans: [{ name: 'Plan', price: 100, is_promotion: true }] })).toEqual([`pricing_plans.0.promotion_price: ${RECORD_MESSAGES.promotionPriceRequired}`]);
    expect(messages({ pricing_plans: [{ name: 'Plan', price: 100, is_promotion: true, promotion_price: 80 }] })).toEqual([]);
  });
});
