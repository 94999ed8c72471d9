import { describe, expect, it } from 'vitest';
import { accentColor, backgroundColor, buttonColors, gradientStops, titleColor } from './hero-colors';

describe('gradients', () => {
  it('accepts stops with or without their from-/via-/to- prefixes', () => {
    expect(gradientStops({ from: 'from-blue-600', via: 'via-purple-600', to: 'to-pink-600' })).toBe('from-blue-600 via-purple-600 to-pink-600');
    expect(gradientStops({ from: 'blue-50', to: 'purple-50' })).toBe('from-blue-50 to-purple-50');
  });

  it('drops an unknown middle stop and refuses a gradient with an unknown end', () => {
    expect(gradientStops({ from: 'blue-600', via: 'chartreuse', to: 'pink-600' })).toBe('from-blue-600 to-pink-600');
    expect(gradientStops({ from: 'blue-600', to: 'pink-600 evil' })).toBeNull();
    expect(gradientStops(null)).toBeNull();
  });
});

describe('title colour', () => {
  it('defaults to gray-800 (white on a dark hero)', () => {
    expect(titleColor({}, 'light')).toBe('text-gray-800');
    expect(titleColor({ color: 'not-a-colour' }, 'dark')).toBe('text-white');
    expect(titleColor({ color: 'emerald-900' }, 'light')).toBe('text-emerald-900');
  });

  it('clips a gradient to the text, using the default stops when the stored ones are unusable', () => {
    expect(titleColor({ is_gradient: true, gradient: { from: 'from-sky-500', to: 'to-indigo-700' } }, 'light')).toBe(
      'bg-gradient-to-r from-sky-500 to-indigo-700 bg-clip-text text-transparent',
    );
    expect(titleColor({ is_gradient: true }, 'light')).toBe('bg-gradient-to-r from-blue-600 via-purple-600 to-pink-600 bg-clip-text text-transparent');
  });
});

describe('background', () => {
  it('is white by default, a stored colour, or a diagonal gradient when switched on', () => {
    expect(backgroundColor({})).toBe('bg-white');
    expect(backgroundColor({ color: 'emerald-50' })).toBe('bg-emerald-50');
    expect(backgroundColor({ color: 'white', is_gradient: true, gradient: { from: 'from-blue-50', via: 'via-white', to: 'to-purple-50' } })).toBe(
      'bg-gradient-to-br from-blue-50 via-white to-purple-50',
    );
    expect(backgroundColor({ color: 'slate-900', is_gradient: true, gradient: { from: 'nope', to: 'blue-50' } })).toBe('bg-slate-900');
  });
});

describe('button colours keep their text readable', () => {
  it('keeps deep colours and puts white text on them', () => {
    expect(buttonColors('blue-800', undefined)).toEqual({ fill: 'bg-blue-800 text-white', hover: 'hover:bg-blue-900', tone: 'dark' });
    expect(buttonColors('black', undefined).fill).toBe('bg-black text-white');
  });

  it('deepens a colour one shade short of 4.5:1 with white text (sky-600 → sky-700)', () => {
    expect(buttonColors('sky-600', undefined).fill).toBe('bg-sky-700 text-white');
    expect(buttonColors('emerald-600', undefined)).toMatchObject({ fill: 'bg-emerald-700 text-white', hover: 'hover:bg-emerald-800' });
  });

  it('gives pale colours dark text instead', () => {
    expect(buttonColors('sky-300', undefined).fill).toBe('bg-sky-300 text-gray-950');
    expect(buttonColors('white', undefined)).toMatchObject({ fill: 'bg-white text-gray-950', tone: 'light' });
  });

  it('falls back to sky when the colour is unknown', () => {
    expect(buttonColors('hotpink', undefined).fill).toBe('bg-sky-700 text-white');
  });

  it('deepens all stops of a gradient together, so it keeps its shape', () => {
    expect(buttonColors('sky-600', { from: 'from-sky-600', via: 'via-sky-500', to: 'to-sky-700' }).fill).toBe(
      'bg-gradient-to-r from-sky-800 via-sky-700 to-sky-900 text-white',
    );
    expect(buttonColors(undefined, { from: 'blue-700', to: 'indigo-800' }).fill).toBe('bg-gradient-to-r from-blue-700 to-indigo-800 text-white');
    expect(buttonColors(undefined, { from: 'sky-100', to: 'blue-200' })).toMatchObject({ fill: 'bg-gradient-to-r from-sky-100 to-blue-200 text-gray-950', tone: 'light' });
  });
});

describe('animation accent', () => {
  it('takes the title gradient, else the button, else the title colour', () => {
    expect(accentColor({ is_gradient: true, gradient: { from: 'from-blue-600', via: 'via-purple-600', to: 'to-pink-600' } }, 'sky-600')).toBe('text-purple-600');
    expect(accentColor({ color: 'emerald-900' }, 'emerald-600')).toBe('text-emerald-600');
    expect(accentColor({ color: 'emerald-900' }, 'bogus')).toBe('text-emerald-900');
    expect(accentColor({}, 'white')).toBe('text-gray-400');
  });
});
