'use client';
// The menu under 768 px: a hamburger button opening a full-width panel below the bar. Entries with
// sub-items are accordions labelled '{n} option(s)'. Escape closes it and focus returns to the
// button; Tab stays inside while it is open; the page behind does not scroll.
import Link from 'next/link';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { ChevronDown, Menu, X } from 'lucide-react';
import type { NavItem } from './menu';

type Props = {
  items: NavItem[];
  /** Each entry's icon, drawn on the server. */
  icons: Record<string, ReactNode>;
  /** '{n} option(s)' for each entry with sub-items, by item id, already in the page's language. */
  optionLabels: Record<string, string>;
  labels: { openMenu: string; closeMenu: string; mainNavigation: string; noMenuItems: string; overview: string };
  accent: string;
  children?: ReactNode;
};

const MOBILE_QUERY = '(min-width: 768px)';

/** The panel's links and buttons that can take focus now (not those of a closed accordion). */
function focusables(panel: HTMLElement | null): HTMLElement[] {
  return panel ? Array.from(panel.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')).filter((el) => !el.closest('[hidden]')) : [];
}

export function MobileMenu({ items, icons, optionLabels, labels, accent, children }: Props) {
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);
  const pathname = usePathname();
  const [seenPath, setSeenPath] = useState(pathname);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  if (seenPath !== pathname) {
    // Following a link closes the menu.
    setSeenPath(pathname);
    setOpen(false);
  }
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!open) return;
    focusables(panel.current)[0]?.focus();
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const wide = window.matchMedia(MOBILE_QUERY);
    const onWide = () => wide.matches && setOpen(false);
    // Listened for on the document: Escape works even when a click has left focus on the page.
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const hadFocus = root.current?.contains(document.activeElement) ?? false;
      setOpen(false);
      if (hadFocus) button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    wide.addEventListener('change', onWide);
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.body.style.overflow = previous;
      wide.removeEventListener('change', onWide);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const onPanelKeys = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Tab') {
      const list = focusables(panel.current);
      const first = list[0];
      const last = list[list.length - 1];
      if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        button.current?.focus();
      } else if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        button.current?.focus();
      }
      return;
    }
    // The arrow keys walk every link and button of the panel, wrapping at the ends.
    const list = focusables(panel.current);
    const index = list.indexOf(document.activeElement as HTMLElement);
    const next = ({ ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: list.length - 1 } as Record<string, number>)[event.key];
    if (next === undefined || list.length === 0) return;
    event.preventDefault();
    list[(next + list.length) % list.length].focus();
  };

  const row = 'flex w-full items-center gap-3 rounded-lg px-2 py-3 text-left text-base font-medium text-gray-900 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-sky-600';
  return (
    <div ref={root} className="md:hidden">
      <button
        ref={button}
        type="button"
        className="inline-flex size-10 items-center justify-center rounded-full hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-current"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? labels.closeMenu : labels.openMenu}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(e) => {
          if (open && e.key === 'Tab' && !e.shiftKey) {
            e.preventDefault();
            focusables(panel.current)[0]?.focus();
          }
        }}
      >
        {open ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
      </button>
      <div
        ref={panel}
        id="mobile-menu"
        hidden={!open}
        onKeyDown={onPanelKeys}
        className="fixed inset-x-0 bottom-0 top-16 z-40 overflow-y-auto overscroll-contain border-t border-gray-200 bg-white px-4 pb-10 pt-3 shadow-lg"
      >
        <nav aria-label={labels.mainNavigation}>
          {items.length === 0 ? (
            <p className="px-2 py-3 text-gray-600">{labels.noMenuItems}</p>
          ) : (
            <ul className="divide-y divide-gray-100">
              {items.map((item) =>
                item.children.length === 0 ? (
                  <li key={item.id}>
                    <Link href={item.href} className={row} onClick={close}>
                      <span className={`inline-flex size-5 shrink-0 ${accent}`}>{icons[item.id]}</span>
                      {item.label}
                    </Link>
                  </li>
                ) : (
                  <li key={item.id}>
                    {/* A plain disclosure rather than Radix Collapsible, which empties a closed part: the
                        hidden list keeps every sub-item link in the HTML (the desktop panels exist only while open). */}
                    <button
                      type="button"
                      className={row}
                      aria-expanded={expanded === item.id}
                      aria-controls={`mobile-sub-${item.id}`}
                      onClick={() => setExpanded((value) => (value === item.id ? null : item.id))}
                    >
                      <span className={`inline-flex size-5 shrink-0 ${accent}`}>{icons[item.id]}</span>
                      <span className="flex-1">{item.label}</span>
                      <span className="text-sm font-normal text-gray-600">{optionLabels[item.id]}</span>
                      <ChevronDown className={`size-5 text-gray-500 motion-safe:transition-transform ${expanded === item.id ? 'rotate-180' : ''}`} aria-hidden="true" />
                    </button>
                    <ul id={`mobile-sub-${item.id}`} hidden={expanded !== item.id} className="space-y-1 pb-3 pl-10">
                      <li>
                        <Link href={item.href} className={`block rounded-lg px-2 py-2 text-sm font-semibold ${accent} hover:bg-gray-50`} onClick={close}>
                          {labels.overview}
                        </Link>
                      </li>
                      {item.children.map((child) => (
                        <li key={child.id}>
                          <Link href={child.href} className="block rounded-lg px-2 py-2 hover:bg-gray-50" onClick={close}>
                            <span className="block text-sm font-medium text-gray-900">{child.label}</span>
                            {child.description && <span className="block text-xs leading-5 text-gray-600">{child.description}</span>}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </li>
                ),
              )}
            </ul>
          )}
        </nav>
        {children}
      </div>
    </div>
  );
}
