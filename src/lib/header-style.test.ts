import { describe, expect, it } from 'vitest';
import {
  FOOTER_DEFAULTS,
  HEADER_DEFAULTS,
  isLightSurface,
  parseFooterStyle,
  parseHeaderStyle,
  surfaceClass,
  textClasses,
} from './header-style';

describe('parseHeaderStyle', () => {
  it('gives the editing spec defaults for a missing style', () => {
    expect(parseHeaderStyle(null)).toEqual(HEADER_DEFAULTS);
    expect(parseHeaderStyle(undefined)).toMatchObject({
      type: 'default',
      background: 'white',
      color: 'gray-700',
      colorHover: 'gray-900',
      menuWidth: '7xl',
      menuItemsAreText: true,
      logoHeight: 'h-12',
      gradient: { from: 'gray-900', via: 'gray-800', to: 'gray-700' },
    });
  });

  it('reads a legacy plain string as the type', () => {
    expect(parseHeaderStyle('transparent')).toEqual({ ...HEADER_DEFAULTS, type: 'transparent' });
    expect(parseHeaderStyle('Ring-Card-Mini').type).toBe('ring_card_mini');
  });

  it('keeps each of the five types and drops an unknown one', () => {
    for (const type of ['default', 'transparent', 'fixed', 'mini', 'ring_card_mini']) {
      expect(parseHeaderStyle({ type }).type).toBe(type);
    }
    expect(parseHeaderStyle({ type: 'sidebar' }).type).toBe('default');
  });

  it('keeps valid tokens and replaces invalid ones with the defaults', () => {
    const style = parseHeaderStyle({
      type: 'mini',
      background: 'bg-slate-900',
      color: 'red-500" onload="x',
      color_hover: 'sky-300',
      menu_width: '9xl',
      logo_height: 'h-10',
      menu_items_are_text: false,
      is_gradient: true,
      gradient: { from: 'from-sky-50', to: 'not-a-colour' },
    });
    expect(style).toMatchObject({
      background: 'slate-900',
      color: 'gray-700',
      colorHover: 'sky-300',
      menuWidth: '7xl',
      logoHeight: 'h-10',
      menuItemsAreText: false,
      isGradient: true,
      gradient: HEADER_DEFAULTS.gradient,
    });
    expect(parseHeaderStyle({ logo_height: 'h-96' }).logoHeight).toBe('h-12');
    expect(parseHeaderStyle({ menu_width: 'lg' }).menuWidth).toBe('lg');
  });

  it('turns styles into safelisted classes only', () => {
    const header = parseHeaderStyle({ background: 'sky-50', is_gradient: true, gradient: { from: 'sky-50', via: 'white', to: 'blue-50' } });
    expect(surfaceClass(header)).toBe('bg-gradient-to-r from-sky-50 via-white to-blue-50');
    expect(surfaceClass({ ...header, isGradient: false })).toBe('bg-sky-50');
    expect(textClasses(parseHeaderStyle({ color: 'slate-700', color_hover: 'sky-600' }))).toEqual({
      text: 'text-slate-700',
      hover: 'hover:text-sky-600',
      strong: 'text-sky-600',
    });
  });
});

describe('parseFooterStyle', () => {
  it('gives the defaults: gray-900 background, gray-400 text, white on hover', () => {
    expect(parseFooterStyle(undefined)).toEqual(FOOTER_DEFAULTS);
  });

  it('maps the aliases: light and minimal to compact, stacked to default', () => {
    expect(parseFooterStyle('light').layout).toBe('compact');
    expect(parseFooterStyle({ type: 'minimal' }).layout).toBe('compact');
    expect(parseFooterStyle({ type: 'stacked' }).layout).toBe('default');
    expect(parseFooterStyle({ type: 'grid' }).layout).toBe('grid');
    expect(parseFooterStyle({ type: 'compact' }).layout).toBe('compact');
  });

  it('renders transparent and fixed footers as default, with their own colours', () => {
    const style = parseFooterStyle({ type: 'transparent', background: 'slate-950', color: 'slate-300', color_hover: 'amber-300' });
    expect(style).toMatchObject({ type: 'transparent', layout: 'default', background: 'slate-950', color: 'slate-300', colorHover: 'amber-300' });
    expect(parseFooterStyle('fixed').layout).toBe('default');
  });

  it('reads a legacy string as the type with default colours and rejects unknown types', () => {
    expect(parseFooterStyle('light')).toMatchObject({ type: 'light', layout: 'compact', background: 'gray-900', color: 'gray-400' });
    expect(parseFooterStyle({ type: 'mega' })).toMatchObject({ type: 'default', layout: 'default' });
    expect(parseFooterStyle(42)).toEqual(FOOTER_DEFAULTS);
  });

  it('drops invalid colour tokens and gradients', () => {
    const style = parseFooterStyle({ background: 'url(x)', color: 'gray-500', is_gradient: true, gradient: { from: 'gray-900' } });
    expect(style).toMatchObject({ background: 'gray-900', color: 'gray-500', gradient: null });
    expect(surfaceClass(style)).toBe('bg-gray-900');
  });
});

describe('surface helpers', () => {
  it('tells light surfaces from dark ones', () => {
    expect(isLightSurface(parseHeaderStyle({}))).toBe(true);
    expect(isLightSurface(parseFooterStyle({}))).toBe(false);
    expect(isLightSurface(parseFooterStyle({ background: 'emerald-50' }))).toBe(true);
  });
});
