'use client';
// Where the banners go (docs/decisions/039):
// - top, fixed above the navbar: fixed to the top of the window, 56 px each, stacked; the header
//   and the space kept for it move down by the stack's height (--sw-banner-stack, header-frame.tsx);
// - other top banners: in the page's flow right below the header, scrolling away with the page
//   (over the hero, just under the header, where the header lies over the hero);
// - bottom: stuck to the bottom of the window at the end of the page, so they never cover the footer;
//   their height is --sw-banner-bottom, which the help widget's launcher and panel keep clear of;
// - left and right: tabs on that side of the window, halfway down.
// The panel a banner expands into loads on first use.
import dynamic from 'next/dynamic';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { BANNER_HEIGHT_PX, BANNER_STACK_VARIABLE } from '@/lib/banners';
import type { BannerResponse } from '@/schemas/banners';
import { BannerProvider, useBanners } from './banner-provider';
import { BannerStrip, BannerTab, type BannerLabels } from './banner-view';

const BannerPanel = dynamic(() => import('./banner-panel'), { ssr: false });

export const STACK_VARIABLE = BANNER_STACK_VARIABLE;
export const BOTTOM_VARIABLE = '--sw-banner-bottom';

/** Keeps a CSS variable on the page equal to an element's height (a strip wraps on a narrow phone). */
function useHeightVariable(variable: string) {
  const ref = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const element = ref.current;
    const root = document.documentElement.style;
    if (!element) return;
    const observer = new ResizeObserver(() => root.setProperty(variable, `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty(variable);
    };
  });
  return ref;
}

/**
 * `room`: the strips the server made room for in the first paint (bannerRoom in src/server/banners).
 * `tones`: the colour classes the site's banners use (bannerTones); only named here, so that an
 * anonymous page, whose CSS covers the classes it names (front/page-css.mjs), styles them.
 */
type Props = { locale: string; labels: BannerLabels; room: { stack: number; flow: number }; tones?: string[] };

const FLOW_CLASSES =
  'z-30 flex flex-col [[data-header-spacer=overlay]+&]:absolute [[data-header-spacer=overlay]+&]:inset-x-0 [[data-header-spacer=overlay]+&]:top-[calc(4rem+var(--sw-banner-stack,0px))]';

function Banners({ locale, labels, room }: Props) {
  const { banners, loaded, expanded, expand, dismiss } = useBanners();
  const stacked = banners.filter((b) => b.position === 'top' && b.is_fixed_above_navbar);
  const top = banners.filter((b) => b.position === 'top' && !b.is_fixed_above_navbar);
  const bottom = banners.filter((b) => b.position === 'bottom');
  const sides = { left: banners.filter((b) => b.position === 'left'), right: banners.filter((b) => b.position === 'right') };
  const open = banners.find((b) => b.id === expanded) ?? null;

  const stackHeight = stacked.length * BANNER_HEIGHT_PX;
  const bottomRef = useHeightVariable(BOTTOM_VARIABLE);
  useEffect(() => {
    // Until the first answer, the room the server rendered (<html style>) stands.
    if (!loaded) return;
    const root = document.documentElement.style;
    if (stackHeight) root.setProperty(STACK_VARIABLE, `${stackHeight}px`);
    else root.removeProperty(STACK_VARIABLE);
  }, [stackHeight, loaded]);
  useEffect(
    () => () => {
      document.documentElement.style.removeProperty(STACK_VARIABLE);
    },
    [],
  );

  const view = (banner: BannerResponse, Kind: typeof BannerStrip, fixed = false) => (
    <Kind key={banner.id} banner={banner} labels={labels} locale={locale} fixed={fixed} expanded={expanded === banner.id} onExpand={() => expand(banner.id)} onDismiss={() => dismiss(banner)} />
  );
  // Before the banners arrive, the strips in the page's flow keep their place with an empty band.
  if (!loaded) return room.flow > 0 ? <div aria-hidden="true" className={FLOW_CLASSES} style={{ height: room.flow * BANNER_HEIGHT_PX }} data-banner-room /> : null;
  if (banners.length === 0) return null;
  return (
    <>
      {stacked.length > 0 && <div className="fixed inset-x-0 top-0 z-50 flex flex-col" data-banner-stack>{stacked.map((b) => view(b, BannerStrip, true))}</div>}
      {top.length > 0 && (
        <div className={FLOW_CLASSES} data-banner-flow>
          {top.map((b) => view(b, BannerStrip))}
        </div>
      )}
      {bottom.length > 0 && createPortal(<div ref={bottomRef} className="sticky bottom-0 z-30 flex flex-col" data-banner-bottom>{bottom.map((b) => view(b, BannerStrip))}</div>, document.body)}
      {(['left', 'right'] as const).map(
        (side) =>
          sides[side].length > 0 && (
            <div key={side} className={`pointer-events-none fixed top-1/2 z-30 flex -translate-y-1/2 flex-col gap-2 ${side === 'left' ? 'left-0 items-start' : 'right-0 items-end'}`} data-banner-side={side}>
              {sides[side].map((b) => view(b, BannerTab))}
            </div>
          ),
      )}
      {open && <BannerPanel banner={open} closeLabel={labels.closePanel} newTabLabel={labels.newTab} onClose={() => expand(null)} />}
    </>
  );
}

/** The banners of the current page; mount once in the site layout, right after the header. */
export function BannersIsland(props: Props) {
  return (
    <BannerProvider locale={props.locale}>
      <Banners {...props} />
    </BannerProvider>
  );
}
