// Spec §7: banner, basket and toast state used outside its provider raises an error saying it must be
// used within its provider. (The site has no post modal with state of its own: the post pages are
// server-rendered; toast.test.ts covers the toast hook the same way.)
import { createElement, type ComponentProps } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useToast } from '@/components/ui/toast';
import { useBasket } from '@/features/basket/basket-provider';
import { BannerProvider, useBanners } from './banner-provider';

function renderCalling(hook: () => unknown) {
  return () => renderToString(createElement(function Probe() {
    hook();
    return null;
  }));
}

describe('provider hooks outside their provider', () => {
  it.each([
    ['useBanners', useBanners, 'useBanners must be used within a BannerProvider'],
    ['useBasket', useBasket, 'useBasket must be used within a BasketProvider'],
    ['useToast', useToast, 'useToast must be used within a ToastProvider'],
  ] as const)('%s throws', (_name, hook, message) => {
    expect(renderCalling(hook)).toThrow(new Error(message));
  });

  it('useBanners starts with no banners inside its provider (they arrive after load)', () => {
    let seen: unknown = null;
    const html = renderToString(
      createElement(
        BannerProvider,
        { locale: 'en' } as ComponentProps<typeof BannerProvider>,
        createElement(function Probe() {
          seen = useBanners().banners;
          return null;
        }),
      ),
    );
    expect(html).toBe('');
    expect(seen).toEqual([]);
  });
});
