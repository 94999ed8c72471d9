import { describe, expect, it } from 'vitest';
import { deriveSectionType } from './sections';

describe('deriveSectionType', () => {
  it('keeps a stored type', () => {
    expect(deriveSectionType({ sectionType: 'pricing_plans', isFaqSection: true })).toBe('pricing_plans');
  });
  it('derives a legacy section from the first flag that is set', () => {
    expect(deriveSectionType({ sectionType: null, isFaqSection: true })).toBe('faq');
    expect(deriveSectionType({ sectionType: null, isBrand: true, isContactSection: true })).toBe('brand');
    expect(deriveSectionType({ sectionType: null, isPricingplansSection: true })).toBe('pricing_plans');
    expect(deriveSectionType({ sectionType: null })).toBe('general');
  });
});
