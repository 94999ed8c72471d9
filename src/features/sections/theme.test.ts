import { describe, expect, it } from 'vitest';
import { accentClasses, accentFrom, backgroundTone, DEFAULT_ACCENT } from './theme';

describe('section colours', () => {
  it('finds dark backgrounds and dark gradients', () => {
    expect(backgroundTone({ backgroundColor: 'white' })).toBe('light');
    expect(backgroundTone({ backgroundColor: 'sky-50' })).toBe('light');
    expect(backgroundTone({ backgroundColor: 'slate-900' })).toBe('dark');
    expect(backgroundTone({ backgroundColor: 'black' })).toBe('dark');
    expect(backgroundTone({ isGradient: true, gradient: { from: 'blue-600', via: 'purple-600', to: 'pink-600' } })).toBe('dark');
    expect(backgroundTone({ isGradient: true, gradient: { from: 'blue-50', to: 'white' } })).toBe('light');
    expect(backgroundTone({ backgroundColor: 'not-a-token' })).toBe('light');
  });
  it('reads the primary colour from settings, defaulting to sky 600', () => {
    expect(accentFrom('blue', '800')).toEqual({ family: 'blue', shade: '800' });
    expect(accentFrom('red', '500')).toEqual(DEFAULT_ACCENT);
    expect(accentFrom(null, null)).toEqual(DEFAULT_ACCENT);
  });
  it('keeps accent text and buttons at a readable shade', () => {
    expect(accentClasses({ family: 'sky', shade: '600' }).button).toBe('bg-sky-700 text-white hover:bg-sky-800');
    expect(accentClasses({ family: 'blue', shade: '800' }).text).toBe('text-blue-800');
    expect(accentClasses({ family: 'blue', shade: '800' }, 'dark').text).toBe('text-blue-300');
  });
});
