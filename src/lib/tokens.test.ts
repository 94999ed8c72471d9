import { describe, expect, it } from 'vitest';
import { colorClass, colorToken, gradientClasses, imageHeight } from './tokens';

describe('design tokens', () => {
  it('accepts only tokens of the closed lists', () => {
    expect(colorToken('sky-600')).toBe('sky-600');
    expect(colorToken('from-blue-600')).toBe('blue-600');
    expect(colorToken('white')).toBe('white');
    expect(colorToken('sky-601')).toBeNull();
    expect(colorToken('red-500" onmouseover="x')).toBeNull();
    expect(colorClass('bg', 'evil', 'bg-white')).toBe('bg-white');
  });
  it('builds gradients only from known tokens', () => {
    expect(gradientClasses({ from: 'blue-600', via: 'purple-600', to: 'pink-600' })).toBe('bg-gradient-to-r from-blue-600 via-purple-600 to-pink-600');
    expect(gradientClasses({ from: 'from-blue-50', to: 'to-white' })).toBe('bg-gradient-to-r from-blue-50 to-white');
    expect(gradientClasses({ from: 'blue-600', to: 'url(x)' })).toBe('');
  });
  it('falls back to the default image height', () => {
    expect(imageHeight('h-96')).toBe('h-96');
    expect(imageHeight('h-[999px]')).toBe('h-48');
  });
});
