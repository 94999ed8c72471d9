'use client';
// Where toasts go (docs/decisions/060): at the top right of the window, unless a dialog whose header
// and footer hold its controls is open. Then they go to the bottom right of that dialog, just above
// its footer, over the lower edge of its content, and so never over its title bar (Undo, Redo,
// Close) or its actions (Delete, Cancel, Save). Full width on a phone, as sonner draws them there.
// The dialog measures itself and says so on <html>; the toaster, loaded apart, only reads that.
import { useEffect, useSyncExternalStore, type RefObject } from 'react';

const ATTRIBUTE = 'data-toasts-above-footer';
/** The distance from the window's bottom edge to the toasts' bottom edge. */
export const TOAST_BOTTOM_VARIABLE = '--sw-toast-bottom';
/** The distance from the window's right edge to the toasts' right edge (wide screens). */
export const TOAST_RIGHT_VARIABLE = '--sw-toast-right';
const GAP_PX = 8;

let holders = 0;

/**
 * Keeps toasts clear of `dialog`'s header and footer (its direct `<footer>` child, the last thing in
 * it) while the calling component is mounted. The dialog's box is followed as it resizes, moves or
 * changes mode.
 */
export function useToastsClearOf(dialog: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = document.documentElement;
    let element: HTMLElement | null = null;
    let frame = 0;
    const resizes = new ResizeObserver(() => measure());
    const changes = new MutationObserver(() => measure());

    function measure() {
      // The content element appears once Radix has mounted it; watch it (and its footer) from then on.
      if (!element && dialog.current) {
        element = dialog.current;
        resizes.observe(element);
        const footer = element.querySelector(':scope > footer');
        if (footer) resizes.observe(footer);
        changes.observe(element, { attributes: true, attributeFilter: ['style', 'class'] });
      }
      if (!element) {
        frame = requestAnimationFrame(measure);
        return;
      }
      const box = element.getBoundingClientRect();
      // Where the footer sits once the editor has loaded: at the bottom. Measured from the bottom up,
      // because while the content loads the footer sits higher, and nothing resizes when it drops.
      const footer = element.querySelector<HTMLElement>(':scope > footer');
      const footerTop = box.bottom - (footer?.offsetHeight ?? 0);
      root.style.setProperty(TOAST_BOTTOM_VARIABLE, `${Math.round(Math.max(GAP_PX, window.innerHeight - footerTop + GAP_PX))}px`);
      root.style.setProperty(TOAST_RIGHT_VARIABLE, `${Math.round(Math.max(GAP_PX, window.innerWidth - box.right + 2 * GAP_PX))}px`);
    }

    holders += 1;
    root.setAttribute(ATTRIBUTE, '');
    measure();
    window.addEventListener('resize', measure);
    return () => {
      cancelAnimationFrame(frame);
      resizes.disconnect();
      changes.disconnect();
      window.removeEventListener('resize', measure);
      holders -= 1;
      if (holders > 0) return;
      root.removeAttribute(ATTRIBUTE);
      root.style.removeProperty(TOAST_BOTTOM_VARIABLE);
      root.style.removeProperty(TOAST_RIGHT_VARIABLE);
    };
  }, [dialog]);
}

function subscribe(change: () => void) {
  const observer = new MutationObserver(change);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [ATTRIBUTE] });
  return () => observer.disconnect();
}

/** Whether toasts should sit above an open dialog's footer rather than at the top right. */
export function useToastsAboveFooter(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => document.documentElement.hasAttribute(ATTRIBUTE),
    () => false,
  );
}
