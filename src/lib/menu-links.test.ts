import { describe, expect, it } from 'vitest';
import { isExternalAddress, menuAddress } from './menu-links';

describe('menu links', () => {
  it('follows web, e-mail and telephone addresses as they are, whatever their case', () => {
    for (const address of ['https://example.com/a?b#c', 'HTTP://example.com', 'mailto:hello@example.com', 'Tel:+353155501']) {
      expect(isExternalAddress(address), address).toBe(true);
      expect(menuAddress(address)).toBe(address);
    }
  });

  it('links anything else as a path of the site, with one leading slash', () => {
    expect(menuAddress('about')).toBe('/about');
    expect(menuAddress('/about')).toBe('/about');
    expect(menuAddress('account/profile')).toBe('/account/profile');
    expect(menuAddress('')).toBe('/');
    // Without a scheme, two slashes would leave the site in a browser: visitors stay on it instead.
    expect(isExternalAddress('//example.com')).toBe(false);
    expect(menuAddress('//example.com')).toBe('/example.com');
    expect(isExternalAddress('javascript:alert(1)')).toBe(false);
    expect(menuAddress('javascript:alert(1)')).toBe('/javascript:alert(1)');
  });
});
