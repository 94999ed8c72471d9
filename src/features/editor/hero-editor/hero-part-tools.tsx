'use client';
// One part's place on the preview and its hover menu. The frame is a button laid over the part: it
// gives the keyboard a stop for each part (focus shows the menu, Enter or Space moves into it,
// Escape comes back) while the pointer passes through it to the view. The menu is a Radix popover
// anchored to the frame, kept open by pointer and focus as use-hover-menu.ts says, not by Radix's
// outside-click rules.
import { useRef, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { Popover, PopoverAnchor, PopoverContent } from '@/components/ui/popover';
import { inMenu, partOf, type HoverMenu } from './use-hover-menu';
import type { HeroPart, Rect } from './use-part-boxes';

type Props = { part: HeroPart; frame: Rect; open: boolean; label: string; menu: HoverMenu; accent: CSSProperties | undefined; children: ReactNode };

const TABBABLE = 'button:not([disabled]):not([tabindex="-1"]), [tabindex="0"], input, textarea';

/** Keyboard focus (not a click) on the inline tools keeps them when the pointer wanders. */
export function keyboardFocusInTools(): boolean {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement)) return false;
  // Frames and handles only take focus from the keyboard: the pointer passes through the one and does not focus the other.
  if (focused.closest('[data-hero-inline] [data-hero-for]')) return true;
  return inMenu(focused) && focused.matches(':focus-visible');
}

/**
 * A list a menu opened (its size choices) is up. Radix's select takes pointer events away from the
 * rest of the page while it is open, so the pointer seems to leave the part and its menu: the
 * menu must stay until the choice is made, however long that takes.
 */
export function menuListOpen(): boolean {
  return document.querySelector('[data-hero-menu][role="listbox"]') !== null;
}

export function PartTools({ part, frame, open, label, menu, accent, children }: Props) {
  const anchor = useRef<HTMLButtonElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef(false);
  const escaped = useRef(false);

  const enter = () => {
    const first = content.current?.querySelector<HTMLElement>(TABBABLE);
    if (open && first) first.focus();
    else {
      focusOnOpen.current = true;
      menu.show(part);
    }
  };

  // Tab past either end of the menu comes back to the frame, which leads on to the next part.
  const keepTabInside = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab') return;
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>(TABBABLE)];
    const edge = event.shiftKey ? items[0] : items[items.length - 1];
    // An edge may be a group of toggles, one tab stop whose focused button is inside it.
    if (edge?.contains(document.activeElement)) {
      event.preventDefault();
      anchor.current?.focus();
    }
  };

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        if (next) return;
        // Escape from inside the menu closes it and gives the keyboard back its frame, handles and
        // all; a press elsewhere (or Escape while only pointing) puts the part's tools away.
        const back = escaped.current && content.current?.contains(document.activeElement);
        escaped.current = false;
        if (back) menu.closeMenu(part, anchor.current);
        else menu.hide(part);
      }}
    >
      <PopoverAnchor asChild>
        <button
          ref={anchor}
          type="button"
          data-hero-for={part}
          aria-label={label}
          aria-expanded={open}
          aria-haspopup="dialog"
          onClick={enter}
          style={{ left: frame.left - 6, top: frame.top - 6, width: frame.width + 12, height: frame.height + 12 }}
          className="pointer-events-none absolute rounded-lg outline-2 outline-offset-0 outline-transparent outline-dashed aria-expanded:outline-[var(--accent,var(--color-sky-600))] focus-visible:outline-solid focus-visible:outline-[var(--accent,var(--color-sky-600))]"
        />
      </PopoverAnchor>
      <PopoverContent
        ref={content}
        data-hero-menu={part}
        aria-label={label}
        side="top"
        align="start"
        sideOffset={6}
        style={accent}
        className="w-max! p-2"
        onOpenAutoFocus={(event) => {
          // Shown by pointing or by focusing the frame, the menu must not take the focus; Enter moves into it.
          if (!focusOnOpen.current) event.preventDefault();
          focusOnOpen.current = false;
        }}
        onCloseAutoFocus={(event) => event.preventDefault()}
        onEscapeKeyDown={() => {
          escaped.current = true;
        }}
        onPointerDownOutside={(event) => {
          // Pressing the part itself, or its handle or text area, is still working on it.
          if (partOf(event.target) === part) event.preventDefault();
        }}
        onFocusOutside={(event) => event.preventDefault()}
        onPointerEnter={menu.cancelHide}
        onPointerLeave={(event) => event.pointerType !== 'touch' && menu.hideSoon()}
        onFocusCapture={menu.cancelHide}
        onBlurCapture={(event) => {
          if (!partOf(event.relatedTarget) && !inMenu(event.relatedTarget)) menu.hideSoon();
        }}
        onKeyDown={keepTabInside}
      >
        {children}
      </PopoverContent>
    </Popover>
  );
}
