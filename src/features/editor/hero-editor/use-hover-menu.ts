'use client';
// Which part of the preview shows its inline tools. Pointing at a part (or focusing it, or one of
// its handles) shows them at once; they hide 100 ms after the pointer has left both the part and
// its menu (spec §9), so crossing from the part to the menu never closes it. While keyboard focus
// is in the menu, or text is being edited or a handle dragged, they stay.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { HeroPart } from './use-part-boxes';

export const HOVER_MENU_HIDE_MS = 100;

/** The part an element belongs to: a marked part of the view, or one of the tools laid over it. */
export function partOf(target: EventTarget | null): HeroPart | null {
  if (!(target instanceof Element)) return null;
  const owner = target.closest<HTMLElement>('[data-hero-part], [data-hero-for]');
  return ((owner?.dataset.heroPart ?? owner?.dataset.heroFor) as HeroPart | undefined) ?? null;
}

/** Inside one of the inline menus (or a list one of them opened). */
export const inMenu = (target: EventTarget | null) => target instanceof Element && target.closest('[data-hero-menu]') !== null;

export type HoverMenu = {
  /** The part whose tools (frame, handles) are shown. */
  active: HeroPart | null;
  /** Whether its menu is open too: Escape closes the menu and leaves the part's handles. */
  menuOpen: boolean;
  show: (part: HeroPart) => void;
  /** Hides the tools; with a part, only if that part's are the ones shown. */
  hide: (part?: HeroPart) => void;
  hideSoon: () => void;
  cancelHide: () => void;
  /** Closes the part's menu and, when given, focuses its frame without opening the menu again. */
  closeMenu: (part: HeroPart, focus: HTMLElement | null) => void;
};

type State = { part: HeroPart | null; menu: boolean };
const NONE: State = { part: null, menu: false };

/** `held` is asked when the delay ends: true keeps the tools (a drag, an edit, keyboard focus in them). */
export function useHoverMenu(root: RefObject<HTMLElement | null>, held: () => boolean): HoverMenu {
  const [state, setState] = useState<State>(NONE);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const resting = useRef<HeroPart | null>(null);
  const heldRef = useRef(held);
  useEffect(() => {
    heldRef.current = held;
  });

  const cancelHide = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  const show = useCallback((part: HeroPart) => {
    cancelHide();
    setState((current) => (current.part === part && current.menu ? current : { part, menu: true }));
  }, [cancelHide]);
  const hide = useCallback((part?: HeroPart) => {
    cancelHide();
    setState((current) => (part === undefined || current.part === part ? NONE : current));
  }, [cancelHide]);
  const hideSoon = useCallback(() => {
    cancelHide();
    timer.current = setTimeout(() => {
      timer.current = null;
      if (!heldRef.current()) setState(NONE);
    }, HOVER_MENU_HIDE_MS);
  }, [cancelHide]);
  const closeMenu = useCallback((part: HeroPart, focus: HTMLElement | null) => {
    setState((current) => (current.part === part ? { part, menu: false } : current));
    if (!focus) return;
    resting.current = part;
    focus.focus();
  }, []);

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    // Native listeners: React's bubble through portals, and the menus are portals of this tree.
    const over = (event: PointerEvent) => {
      const part = partOf(event.target);
      if (part) show(part);
      else hideSoon();
    };
    // Out of the preview, and not into a menu (whose own pointerenter, which React fires before a
    // native pointerleave would come, cancels the delay). A finger lifts off the screen as it
    // "leaves": on touch the tools stay until another tap.
    const out = (event: PointerEvent) => {
      const to = event.relatedTarget;
      if (event.pointerType === 'touch' || (to instanceof Node && element.contains(to)) || inMenu(to)) return;
      hideSoon();
    };
    const focusIn = (event: FocusEvent) => {
      const part = partOf(event.target);
      // Focus handed back by Escape keeps the menu closed.
      if (part && resting.current === part) cancelHide();
      else if (part) show(part);
      resting.current = null;
    };
    const focusOut = (event: FocusEvent) => {
      if (!partOf(event.relatedTarget)) hideSoon();
    };
    element.addEventListener('pointerover', over);
    element.addEventListener('pointerout', out);
    element.addEventListener('focusin', focusIn);
    element.addEventListener('focusout', focusOut);
    return () => {
      element.removeEventListener('pointerover', over);
      element.removeEventListener('pointerout', out);
      element.removeEventListener('focusin', focusIn);
      element.removeEventListener('focusout', focusOut);
    };
  }, [root, show, hideSoon, cancelHide]);

  useEffect(() => cancelHide, [cancelHide]);

  return { active: state.part, menuOpen: state.menu, show, hide, hideSoon, cancelHide, closeMenu };
}
