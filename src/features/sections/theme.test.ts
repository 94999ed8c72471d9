import { describe, expect, it } from 'vitest';
import { backgroundTone } from './theme';

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
});
