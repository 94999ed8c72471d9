'use client';
// The site's navigation menu on Radix NavigationMenu: Radix gives the ARIA wiring, arrow keys along
// the bar and inside a panel, Escape (focus back to the trigger), closing on an outside click or
// when a link is followed, and the Tab order through an open panel. Hover is ours: Radix closes
// 150 ms after the pointer leaves and that delay cannot be changed, so Radix runs in manual mode
// (clicks only) and a controlled value with one timer opens a panel on hover and closes it
// `closeDelay` ms after the pointer leaves. See docs/decisions/024-menus-on-radix.md.
// The organisation's accent reaches it through the --accent CSS variable.
import { createContext, use, useEffect, useId, useMemo, useRef, useState, type ComponentProps } from 'react';
import { flushSync } from 'react-dom';
// The package's per-primitive entry, not its index: the index is shared with code loaded on demand,
// and a bundler that cannot see through it would put every primitive named there in the page.
import * as Primitive from 'radix-ui/navigation-menu';
import { ChevronDown } from 'lucide-react';
import { cx } from './cx';
import { barEntry } from './menu-styles';

export { barEntry, menuEntry, menuSurface } from './menu-styles';

type Menu = {
  value: string;
  /** `pinned`: opened by a click or a key, so a click on the trigger closes it rather than keeping it. */
  open: (value: string, pinned: boolean, now?: boolean) => void;
  close: () => void;
  closeSoon: () => void;
  stay: () => void;
  isPinned: () => boolean;
};
const MenuContext = createContext<Menu | null>(null);
const ItemContext = createContext<{ value: string; contentId: string } | null>(null);

function useMenu(): Menu {
  const menu = use(MenuContext);
  if (!menu) throw new Error('NavigationMenu parts must be inside <NavigationMenu>');
  return menu;
}
function useItem() {
  const item = use(ItemContext);
  if (!item) throw new Error('NavigationMenuTrigger and NavigationMenuContent must be inside <NavigationMenuItem>');
  return item;
}

type RootProps = Omit<
  ComponentProps<typeof Primitive.Root>,
  'value' | 'defaultValue' | 'onValueChange' | 'activationMode' | 'delayDuration' | 'skipDelayDuration'
> & {
  closeDelay: number;
  /** The panel open when the menu mounts (a menu loaded on demand opens what was asked for). */
  initialValue?: string;
  /** Whether that panel was opened by a press (a click then closes it) rather than by hover. */
  initialPinned?: boolean;
};

export function NavigationMenu({ closeDelay, initialValue = '', initialPinned = false, className, ...props }: RootProps) {
  const [value, setValue] = useState(initialValue);
  const pinned = useRef(initialPinned);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const menu = useMemo<Menu>(
    () => ({
      value,
      open: (next, pin, now = false) => {
        window.clearTimeout(timer.current);
        pinned.current = pin;
        // Opening from the keyboard renders at once, so focus can move into the panel in the same handler.
        if (now) flushSync(() => setValue(next));
        else setValue(next);
      },
      close: () => {
        window.clearTimeout(timer.current);
        pinned.current = false;
        setValue('');
      },
      closeSoon: () => {
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => {
          pinned.current = false;
          setValue('');
        }, closeDelay);
      },
      stay: () => window.clearTimeout(timer.current),
      isPinned: () => pinned.current,
    }),
    [value, closeDelay],
  );

  return (
    <MenuContext value={menu}>
      <Primitive.Root
        {...props}
        activationMode="manual"
        value={value}
        // Radix asks to close on Escape, an outside click, focus leaving or a followed link.
        onValueChange={(next) => (next ? menu.open(next, true) : menu.close())}
        // Radix wraps the list in a position:relative box for its indicator, which is not used here;
        // made static, a panel can be placed against the header (a full-width grid) or its own item.
        className={cx('[&>div]:static!', className)}
      />
    </MenuContext>
  );
}

export const NavigationMenuList = Primitive.List;

export function NavigationMenuItem({ value, onBlur, ...props }: ComponentProps<typeof Primitive.Item> & { value: string }) {
  const menu = useMenu();
  const contentId = useId();
  const item = useMemo(() => ({ value, contentId }), [value, contentId]);
  return (
    <ItemContext value={item}>
      <Primitive.Item
        {...props}
        value={value}
        onBlur={(event) => {
          onBlur?.(event);
          // Radix keeps a panel open while focus moves along the bar; this menu closes it when focus
          // leaves the item for anything else (a click elsewhere has no related target and is Radix's).
          const next = event.relatedTarget as Node | null;
          if (menu.value === value && next && !event.currentTarget.contains(next)) menu.close();
        }}
      />
    </ItemContext>
  );
}

function entriesOf(panel: HTMLElement | null): HTMLElement[] {
  return panel ? Array.from(panel.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')) : [];
}

type TriggerProps = Omit<ComponentProps<typeof Primitive.Trigger>, 'onClick' | 'onKeyDown' | 'onPointerEnter' | 'onPointerLeave'>;

export function NavigationMenuTrigger({ className, children, ...props }: TriggerProps) {
  const menu = useMenu();
  const { value, contentId } = useItem();
  const open = menu.value === value;
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // While a panel is open Radix puts a focusable, aria-hidden "focus proxy" after the trigger, to
    // carry Tab into a panel drawn elsewhere in a viewport. Our panels sit right after it in the
    // page, where Tab reaches them anyway, and a focusable element hidden from screen readers breaks
    // WCAG 4.1.2 (axe: aria-hidden-focus): take it out of the Tab order.
    const proxy = trigger.current?.nextElementSibling;
    if (open && proxy instanceof HTMLElement && proxy.getAttribute('aria-hidden') === 'true') proxy.tabIndex = -1;
  }, [open]);
  const enter = (to: 'first' | 'last') => {
    const entries = entriesOf(document.getElementById(contentId));
    entries[to === 'first' ? 0 : entries.length - 1]?.focus();
  };
  return (
    <Primitive.Trigger
      {...props}
      ref={trigger}
      // Radix names the panel only while it is open; a stable reference lets tools find it closed too.
      aria-controls={contentId}
      data-nav-value={value}
      className={cx('group', barEntry, className)}
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse') return;
        if (open) menu.stay();
        else menu.open(value, false);
      }}
      onPointerLeave={(event) => event.pointerType === 'mouse' && menu.closeSoon()}
      onClick={(event) => {
        // Radix would toggle, closing a panel the pointer has just opened; here a click keeps such
        // a panel open, and a second click closes it.
        event.preventDefault();
        if (open && menu.isPinned()) menu.close();
        else menu.open(value, true);
      }}
      onKeyDown={(event) => {
        // Radix moves along the bar on ArrowDown/ArrowUp; the spec opens the panel instead.
        if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
        event.preventDefault();
        const to = event.key === 'ArrowDown' ? 'first' : 'last';
        menu.open(value, true, true);
        if (document.getElementById(contentId)) enter(to);
        else window.requestAnimationFrame(() => enter(to));
      }}
    >
      {children}
      <ChevronDown className="size-4 opacity-70 motion-safe:transition-transform group-data-[state=open]:rotate-180" aria-hidden="true" />
    </Primitive.Trigger>
  );
}

/** The panel; positioned by the caller's classes (it renders in place, inside its item). */
export function NavigationMenuContent(props: Omit<ComponentProps<typeof Primitive.Content>, 'onPointerEnter' | 'onPointerLeave'>) {
  const menu = useMenu();
  const { contentId } = useItem();
  return (
    <Primitive.Content
      {...props}
      id={contentId}
      onPointerEnter={(event) => event.pointerType === 'mouse' && menu.stay()}
      onPointerLeave={(event) => event.pointerType === 'mouse' && menu.closeSoon()}
    />
  );
}

/** A link of the bar or of a panel: arrow keys reach it, and following it closes the open panel. */
export const NavigationMenuLink = Primitive.Link;
