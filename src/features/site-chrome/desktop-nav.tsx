'use client';
// The desktop menu bar. Every page shows it, but few visitors open a panel, so the page carries a
// stand-in: the same bar, drawn the same, whose entries are plain links and buttons. When the
// pointer or focus reaches it, the real menu (desktop-nav-menu.tsx, on Radix) is fetched and takes
// over, opening what was hovered or pressed meanwhile, so no visitor notices the swap. Anonymous
// pages stay as light as before the menu moved onto Radix (docs/decisions/024-menus-on-radix.md).
import Link from 'next/link';
import { useState, type ComponentType, type FocusEvent, type PointerEvent, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { ChevronDown } from 'lucide-react';
import { cx } from '@/components/ui/cx';
import { barEntry } from '@/components/ui/menu-styles';
import { visitorPath } from '@/lib/breadcrumbs';
import type { NavItem } from './menu';


export const DROPDOWN_CLOSE_MS = 300;

type MenuComponent = ComponentType<DesktopNavProps & { path: string; reach: Reach }>;
/** The real menu, once fetched: a page that already used it starts with it. */
let loadedMenu: MenuComponent | null = null;

export type DesktopNavProps = {
  items: NavItem[];
  /** Each entry's icon, drawn on the server (so the icon set stays out of the page's script). */
  icons: Record<string, ReactNode>;
  showIcons: boolean;
  tone: { text: string; hover: string };
  accent: string;
  labels: { mainNavigation: string; noMenuItems: string; overview: string };
};

/** What the visitor did to the stand-in before the real menu arrived. */
export type Reach = { value: string; open?: 'hover' | 'pinned'; focus?: boolean; enter?: 'first' | 'last' };

export function isCurrent(href: string, path: string): boolean {
  return href === path || (href !== '/' && !/^\/[a-z]{2}$/.test(href) && path.startsWith(`${href}/`));
}

const valueOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLElement>('[data-nav-value]') : null);

export function DesktopNav(props: DesktopNavProps) {
  const { items, icons, showIcons, tone, labels } = props;
  const path = visitorPath(usePathname());
  const [Menu, setMenu] = useState<MenuComponent | null>(() => loadedMenu);
  const [reach, setReach] = useState<Reach>({ value: '' });
  const itemClass = `${tone.text} ${tone.hover}`;

  if (items.length === 0) {
    return <p className="hidden flex-1 text-sm opacity-80 md:block">{labels.noMenuItems}</p>;
  }
  // The stand-in stays on screen (and keeps focus and the keys pressed on it) until the real menu's
  // code is here; then the menu replaces it in one render. No Suspense fallback in between: a
  // fallback would be a fresh copy of the bar, and the focused button would vanish with the old one.
  const want = (next: Reach) => {
    setReach(next);
    if (!Menu) void import('./desktop-nav-menu').then((module) => setMenu(() => (loadedMenu = module.DesktopNavMenu)));
  };
  const entry = (event: PointerEvent | FocusEvent) => valueOf(event.target);
  const press = (value: string, keyboard: boolean) => want({ value, open: 'pinned', focus: keyboard });

  const bar = (
    <nav
      aria-label={labels.mainNavigation}
      className="hidden min-w-0 flex-1 justify-center md:flex"
      onPointerOver={(event) => {
        const target = entry(event);
        const trigger = target?.dataset.navTrigger !== undefined;
        want(trigger && event.pointerType === 'mouse' ? { value: target!.dataset.navValue!, open: 'hover' } : { ...reach, open: reach.open === 'pinned' ? 'pinned' : undefined });
      }}
      onPointerLeave={() => reach.open === 'hover' && setReach({ value: '' })}
      onFocus={(event) => want({ value: entry(event)?.dataset.navValue ?? '', focus: true, open: reach.open === 'pinned' ? 'pinned' : undefined })}
    >
      <div>
        <ul className="flex items-center gap-0.5 lg:gap-1">
          {items.map((item) => {
            const icon = (showIcons || !item.isText) && <span className="inline-flex size-4">{icons[item.id]}</span>;
            if (item.children.length === 0) {
              return (
                <li key={item.id}>
                  <Link href={item.href} className={cx(barEntry, itemClass)} data-nav-value={item.id} aria-current={isCurrent(item.href, path) ? 'page' : undefined}>
                    {icon}
                    {item.label}
                  </Link>
                </li>
              );
            }
            const current = isCurrent(item.href, path) || item.children.some((child) => isCurrent(child.href, path));
            return (
              <li key={item.id} className={item.children.length >= 2 ? '' : 'relative'}>
                <button
                  type="button"
                  aria-expanded={false}
                  data-nav-value={item.id}
                  data-nav-trigger=""
                  className={cx('group', barEntry, itemClass, current && 'underline decoration-2 underline-offset-8')}
                  // A mouse presses on pointerdown, like the real trigger: the press counts even if
                  // the menu replaces this button before the click completes.
                  onPointerDown={(event) => event.button === 0 && press(item.id, false)}
                  // A click with no pointer behind it (detail 0) is Enter or Space.
                  onClick={(event) => press(item.id, event.detail === 0)}
                  onKeyDown={(event) => {
                    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
                    event.preventDefault();
                    want({ value: item.id, open: 'pinned', focus: true, enter: event.key === 'ArrowDown' ? 'first' : 'last' });
                  }}
                >
                  {icon}
                  {item.label}
                  <ChevronDown className="size-4 opacity-70" aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );

  return Menu ? <Menu {...props} path={path} reach={reach} /> : bar;
}
