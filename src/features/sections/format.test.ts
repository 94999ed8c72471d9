import { describe, expect, it } from 'vitest';
import { safeHref, splitAttribution } from './format';

describe('section formatting', () => {
  it('splits a reviewer title into name and role at the first comma', () => {
    expect(splitAttribution('Rory Maguire, first-time buyer')).toEqual({ name: 'Rory Maguire', role: 'first-time buyer' });
    expect(splitAttribution('Maya, CTO, Lumen')).toEqual({ name: 'Maya', role: 'CTO, Lumen' });
    expect(splitAttribution('Anonymous')).toEqual({ name: 'Anonymous', role: '' });
  });
  it('localises internal links and drops unsafe ones', () => {
    expect(safeHref('/contact', 'es', 'en')).toBe('/es/contact');
    expect(safeHref('/contact', 'en', 'en')).toBe('/contact');
    expect(safeHref('https://example.com/a', 'es', 'en')).toBe('https://example.com/a');
    expect(safeHref('mailto:hi@example.com', 'en', 'en')).toBe('mailto:hi@example.com');
    expect(safeHref('javascript:alert(1)', 'en', 'en')).toBeNull();
    expect(safeHref('//evil.example', 'en', 'en')).toBeNull();
    expect(safeHref('  ', 'en', 'en')).toBeNull();
  });
});
