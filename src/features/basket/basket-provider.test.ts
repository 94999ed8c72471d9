// The basket hook fails loudly outside its provider (public spec §8), and inside it the server
// render shows an empty basket that has not been restored yet: the HTML is the same for everyone.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BasketProvider, useBasket, useOptionalBasket } from './basket-provider';

describe('useBasket', () => {
  it('throws outside a BasketProvider', () => {
    function Probe() {
      useBasket();
      return null;
    }
    expect(() => renderToString(createElement(Probe))).toThrow(new Error('useBasket must be used within a BasketProvider'));
  });

  it('is empty and not yet restored in the server render, and optional readers get null outside', () => {
    let seen: ReturnType<typeof useBasket> | null = null;
    let outside: ReturnType<typeof useOptionalBasket> | undefined;
    function Probe() {
      seen = useBasket();
      return null;
    }
    function Outside() {
      outside = useOptionalBasket();
      return null;
    }
    renderToString(createElement(BasketProvider, null, createElement(Probe)));
    renderToString(createElement(Outside));
    expect(seen).toMatchObject({ items: [], restored: false, count: 0, totalMinor: 0 });
    expect(outside).toBeNull();
  });
});
