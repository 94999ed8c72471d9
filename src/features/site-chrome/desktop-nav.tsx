'use client';
// The desktop menu. An entry with sub-items opens a panel on hover or click: a wide grid with
// images and descriptions for two or more, a narrow list for one. The panel closes 300 ms after the
// pointer leaves, on Escape, on a click outside and when focus leaves. Arrow keys move along the
// bar and within a panel.
import Link from 'next/link';
import { useCallback, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { usePathname } from 'next/navigation';
import { ChevronDown } from 'lucide-react';
import { visitorPath } from '@/lib/breadcrumbs';
import type { NavItem } from './menu';
import { DropdownPanel } from './dropdown-panel';
import { handleListKeys, moveFocus } from './focus';
import { useDismiss } from './use-dismiss';

export const DROPDOWN_CLOSE_MS = 300;

type Props = {
  items: NavItem[];
  /** Each entry's icon, drawn on the server (so the icon set stays out of the page's script). */
  icons: Record<string, ReactNode>;
  showIcons: boolean;
  tone: { text: string; hover: string };
  accent: string;
  labels: { mainNavigation: string; noMenuItems: string; overview: string };
};

export function isCurrent(href: string, path: string): boolean {
  return href === path || (href !== '/' && !/^\/[a-z]{2}$/.test(href) && path.startsWith(`${href}/`));
}

export function DesktopNav({ items, icons, showIcons, tone, accent, labels }: Props) {
  const path = visitorPath(usePathname());
  const baseId = useId();
  const [openId, setOpenId] = useState<string | null>(null);
  const openedByClick = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  const navRef = useRef<HTMLElement>(null);
  const openTrigger = useRef<HTMLButtonElement | null>(null);

  const close = useCallback(() => {
    window.clearTimeout(timer.current);
    setOpenId(null);
  }, []);
  useDismiss(openId !== null, close, navRef, openTrigger);

  const show = (id: string, trigger: HTMLButtonElement | null, byClick: boolean, sync = false) => {
    window.clearTimeout(timer.current);
    openedByClick.current = byClick;
    openTrigger.current = trigger;
    // Keyboard opening renders at once so focus can move into the panel in the same handler.
    if (sync) flushSync(() => setOpenId(id));
    else setOpenId(id);
  };
  const closeSoon = () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpenId(null), DROPDOWN_CLOSE_MS);
  };
  const panelOf = (id: string) => document.getElementById(`${baseId}-${id}`);

  const onBarKeys = (event: KeyboardEvent<HTMLUListElement>) => {
    const tops = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(':scope > li > a, :scope > li > button'));
    const index = tops.indexOf(event.target as HTMLElement);
    if (index < 0) return;
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (step) {
      event.preventDefault();
      close();
      tops[(index + step + tops.length) % tops.length].focus();
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      tops[event.key === 'Home' ? 0 : tops.length - 1].focus();
    }
  };

  const itemClass = `inline-flex items-center gap-1.5 rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap ${tone.text} ${tone.hover} focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current lg:px-3`;

  if (items.length === 0) {
    return <p className="hidden flex-1 text-sm opacity-80 md:block">{labels.noMenuItems}</p>;
  }
  return (
    <nav ref={navRef} aria-label={labels.mainNavigation} className="hidden min-w-0 flex-1 justify-center md:flex">
      <ul className="flex items-center gap-0.5 lg:gap-1" onKeyDown={onBarKeys}>
        {items.map((item) => {
          const icon = (showIcons || !item.isText) && <span className="inline-flex size-4">{icons[item.id]}</span>;
          const current = isCurrent(item.href, path) || item.children.some((child) => isCurrent(child.href, path));
          if (item.children.length === 0) {
            return (
              <li key={item.id}>
                <Link href={item.href} className={itemClass} aria-current={isCurrent(item.href, path) ? 'page' : undefined}>
                  {icon}
                  {item.label}
                </Link>
              </li>
            );
          }
          const open = openId === item.id;
          const panelId = `${baseId}-${item.id}`;
          const wide = item.children.length >= 2;
          return (
            <li
              key={item.id}
              className={wide ? '' : 'relative'}
              onPointerEnter={(e) => {
                if (e.pointerType !== 'mouse') return;
                if (open) window.clearTimeout(timer.current);
                else show(item.id, e.currentTarget.querySelector('button'), false);
              }}
              onPointerLeave={(e) => e.pointerType === 'mouse' && closeSoon()}
              onBlur={(e) => open && !e.currentTarget.contains(e.relatedTarget as Node | null) && close()}
            >
              <button
                type="button"
                className={`${itemClass} ${current ? 'underline decoration-2 underline-offset-8' : ''}`}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={(e) => (open && openedByClick.current ? close() : show(item.id, e.currentTarget, true))}
                onKeyDown={(e) => {
                  if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
                  e.preventDefault();
                  show(item.id, e.currentTarget, true, true);
                  moveFocus(panelOf(item.id), e.key === 'ArrowDown' ? 'first' : 'last');
                }}
              >
                {icon}
                {item.label}
                <ChevronDown className={`size-4 opacity-70 motion-safe:transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden="true" />
              </button>
              <DropdownPanel
                id={panelId}
                item={item}
                open={open}
                wide={wide}
                accent={accent}
                overviewLabel={labels.overview}
                onKeyDown={(e) => handleListKeys(e, panelOf(item.id))}
                onNavigate={close}
              />
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
