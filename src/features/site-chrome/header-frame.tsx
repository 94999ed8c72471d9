'use client';
// The fixed 64 px header bar: hides while the visitor scrolls down past 100 px and comes back on
// scroll up (or when focus enters it); turns solid after 10% of the window height. The transparent
// style lies over the home page's hero until then; every other page gets a spacer below the bar.
// Banners fixed above the bar set --sw-banner-stack (their total height, features/banners): the bar
// and the spacer move down by it, so the stack never covers the bar or the page's first lines.
import { useEffect, useState, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import type { HeaderType } from '@/lib/header-style';
import { visitorPath } from '@/lib/breadcrumbs';
import { splitLocalePrefix } from '@/lib/i18n/locales';

export const HIDE_AFTER_PX = 100;
export const SOLID_AFTER_RATIO = 0.1;
const STACK = 'var(--sw-banner-stack, 0px)';

type Props = { type: HeaderType; surface: string; tone: string; maxWidth: number; children: ReactNode };

export function HeaderFrame({ type, surface, tone, maxWidth, children }: Props) {
  const pathname = visitorPath(usePathname());
  const [hidden, setHidden] = useState(false);
  const [solid, setSolid] = useState(false);
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    // A new page starts with the header in view.
    setShownPath(pathname);
    setHidden(false);
  }

  useEffect(() => {
    let last = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      setSolid(y > window.innerHeight * SOLID_AFTER_RATIO);
      if (type !== 'fixed' && y > HIDE_AFTER_PX && y > last + 2) setHidden(true);
      else if (y < last - 2 || y <= HIDE_AFTER_PX) setHidden(false);
      last = y;
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    frame = window.requestAnimationFrame(update);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.cancelAnimationFrame(frame);
    };
  }, [type]);

  const overlays = type === 'transparent' && splitLocalePrefix(pathname).rest === '/';
  const clear = overlays && !solid;
  const pill = type === 'mini' || type === 'ring_card_mini';
  // No translate class at rest: a transform would make the header the frame of its fixed children.
  // Hidden, it slides past the banners stacked above it too, instead of hiding half under them.
  const motion = `motion-safe:transition-[translate,background-color,box-shadow] motion-safe:duration-300 ${hidden ? '-translate-y-[calc(100%+var(--sw-banner-stack,0px))]' : ''}`;
  const shadow = solid ? 'shadow-md' : '';

  return (
    <>
      <header
        className={`fixed inset-x-0 top-0 z-40 h-16 ${tone} ${motion}`}
        style={{ top: STACK }}
        data-header-type={type}
        data-hidden={hidden ? 'true' : 'false'}
        data-solid={solid ? 'true' : 'false'}
        onFocusCapture={() => setHidden(false)}
      >
        {pill ? (
          <div className="px-2 pt-1 sm:px-4">
            <div
              style={{ maxWidth }}
              className={`relative mx-auto flex h-14 items-center gap-3 px-3 sm:px-5 ${surface} ${shadow} ${
                type === 'mini' ? 'rounded-2xl border border-black/5 shadow-sm' : 'rounded-full shadow-lg ring-1 ring-black/10'
              }`}
            >
              {children}
            </div>
          </div>
        ) : (
          <div className={`h-16 ${clear ? 'bg-transparent' : `${surface} border-b border-black/5 ${shadow}`}`}>
            <div style={{ maxWidth }} className="relative mx-auto flex h-full items-center gap-3 px-4 sm:px-6 lg:gap-6">
              {children}
            </div>
          </div>
        )}
      </header>
      <div aria-hidden="true" className="shrink-0" data-header-spacer={overlays ? 'overlay' : 'bar'} style={{ height: overlays ? STACK : `calc(4rem + ${STACK})` }} />
    </>
  );
}
