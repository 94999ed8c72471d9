import { describe, expect, it } from 'vitest';
import { accentClasses } from './accent';

describe('accentClasses', () => {
  it('uses the stored family and keeps text at shade 700 or darker', () => {
    expect(accentClasses({ primaryColor: 'blue', primaryShade: '800' })).toMatchObject({ text: 'text-blue-800', hoverText: 'hover:text-blue-900', softBg: 'bg-blue-50' });
    expect(accentClasses({ primaryColor: 'emerald', primaryShade: '600' }).text).toBe('text-emerald-700');
  });
  it('falls back to sky for an unknown colour or no settings', () => {
    expect(accentClasses({ primaryColor: 'url(evil)', primaryShade: '600' }).bg).toBe('bg-sky-700');
    expect(accentClasses(null).border).toBe('border-sky-700');
  });
});
