// Where the panel sits and how big it is for each size. On a larger screen: the small card of
// 400 × 750 px at the bottom right (capped to the window, below the 64 px header), half the
// window's width as a sheet on the right (also below the header, so the language menu stays in
// reach), or the whole window. On a phone, half is a sheet over the lower half of the screen:
// half of a 390 px width would be too narrow to read (docs/decisions/042). Banners fixed above the
// header push it down by --sw-banner-stack, and banners at the bottom take --sw-banner-bottom
// (features/banners): every size keeps clear of both.
import type { WidgetSize } from './widget-state';

const DESKTOP: Record<WidgetSize, string> = {
  initial:
    'right-4 bottom-[calc(1rem+var(--sw-banner-bottom,0px))] h-[min(750px,calc(100dvh-6rem-var(--sw-banner-stack,0px)-var(--sw-banner-bottom,0px)))] w-[min(400px,calc(100vw-2rem))] rounded-2xl',
  half: 'top-[calc(4rem+var(--sw-banner-stack,0px))] right-0 bottom-[var(--sw-banner-bottom,0px)] w-1/2 rounded-tl-2xl',
  fullscreen: 'inset-x-0 bottom-0 top-[var(--sw-banner-stack,0px)]',
};

const PHONE: Record<WidgetSize, string> = {
  initial: 'inset-x-0 bottom-[var(--sw-banner-bottom,0px)] h-[50dvh] rounded-t-2xl',
  half: 'inset-x-0 bottom-[var(--sw-banner-bottom,0px)] h-[50dvh] rounded-t-2xl',
  fullscreen: 'inset-x-0 bottom-0 top-[var(--sw-banner-stack,0px)]',
};

export function sizeClasses(size: WidgetSize, phone: boolean): string {
  return (phone ? PHONE : DESKTOP)[size];
}
