import { describe, expect, it } from 'vitest';
import { iconKey, normalizeIconName, storedIconName } from './menu-icons';

describe('menu icons', () => {
  it('knows the plain names the demo menus use', () => {
    expect(['home', 'users', 'briefcase', 'credit-card', 'mail', 'package', 'stethoscope'].map(iconKey)).toEqual([
      'home', 'users', 'briefcase', 'credit-card', 'mail', 'package', 'stethoscope',
    ]);
  });

  it('reads names from other icon sets', () => {
    expect(normalizeIconName('FaHome')).toBe('home');
    expect(iconKey('HiOutlineMail')).toBe('mail');
    expect(iconKey('credit_card')).toBe('credit-card');
    expect(iconKey('CreditCard')).toBe('credit-card');
    expect(iconKey('MdShoppingCart')).toBe('shopping-bag');
  });

  it('falls back to the map icon for unknown or missing names', () => {
    expect(iconKey('not-an-icon')).toBe('map');
    expect(iconKey('')).toBe('map');
    expect(iconKey(null)).toBe('map');
  });

  it('takes icon_name first, then react_icons as an object or a list', () => {
    expect(storedIconName('home', { icon_name: 'users' })).toBe('home');
    expect(storedIconName(null, { icon_name: 'users' })).toBe('users');
    expect(storedIconName(null, [{ icon_name: 'rocket' }, { icon_name: 'home' }])).toBe('rocket');
    expect(storedIconName(null, [])).toBeNull();
    expect(storedIconName(null, null)).toBeNull();
  });
});
