'use client';
// The desktop menu, on the site's navigation menu (Radix), loaded by desktop-nav.tsx once a visitor
// reaches for the bar. An entry with sub-items opens a panel on hover or click: a wide grid with
// images and descriptions for two or more, a narrow list for one. The panel closes 300 ms after the
// pointer leaves, on Escape, on a click outside and when focus leaves. Enter, Space and ArrowDown
// open it; arrow keys move along the bar and within a panel.
import Link from 'next/link';
import { useLayoutEffect } from 'react';
import { cx } from '@/components/ui/cx';
import {
  barEntry,
  NavigationMenu,
  NavigationMenuItem,
  NavigationMenuLink,
  NavigationMenuList,
  NavigationMenuTrigger,
} from '@/components/ui/navigation-menu';
import { DropdownPanel } from './dropdown-panel';
import { DROPDOWN_CLOSE_MS, isCurrent, type DesktopNavProps, type Reach } from './desktop-nav';

type Props = DesktopNavProps & { path: string; reach: Reach };

export function DesktopNavMenu({ items, icons, showIcons, tone, accent, labels, path, reach }: Props) {
  const itemClass = `${tone.text} ${tone.hover}`;

  // Take over from the stand-in bar: focus stays on the entry that had it, and a panel asked for
  // from the keyboard hands focus to its first or last link. A layout effect, so this happens in the
  // same task as the swap: a key pressed right after it can never land on the page's body while the
  // stand-in's button is gone and the real trigger is not yet focused.
  useLayoutEffect(() => {
    if (!reach.focus && !reach.enter) return;
    const trigger = document.querySelector<HTMLElement>(`[data-nav-value="${CSS.escape(reach.value)}"]`);
    if (!reach.enter) return trigger?.focus();
    const panel = trigger && document.getElementById(trigger.getAttribute('aria-controls') ?? '');
    const links = panel ? Array.from(panel.querySelectorAll<HTMLElement>('a[href]')) : [];
    const link = reach.enter === 'first' ? links[0] : links[links.length - 1];
    // Focus never stays on the removed stand-in, even if the panel is not drawn yet.
    (link ?? trigger)?.focus();
  }, [reach]);

  return (
    <NavigationMenu
      closeDelay={DROPDOWN_CLOSE_MS}
      initialValue={reach.open ? reach.value : undefined}
      initialPinned={reach.open === 'pinned'}
      aria-label={labels.mainNavigation}
      className="hidden min-w-0 flex-1 justify-center md:flex"
    >
      <NavigationMenuList className="flex items-center gap-0.5 lg:gap-1">
        {items.map((item) => {
          const icon = (showIcons || !item.isText) && <span className="inline-flex size-4">{icons[item.id]}</span>;
          const current = isCurrent(item.href, path) || item.children.some((child) => isCurrent(child.href, path));
          if (item.children.length === 0) {
            return (
              <NavigationMenuItem key={item.id} value={item.id}>
                <NavigationMenuLink asChild active={isCurrent(item.href, path)}>
                  <Link href={item.href} className={cx(barEntry, itemClass)} data-nav-value={item.id}>
                    {icon}
                    {item.label}
                  </Link>
                </NavigationMenuLink>
              </NavigationMenuItem>
            );
          }
          const wide = item.children.length >= 2;
          return (
            // A narrow panel hangs under its own entry; a wide one spans the header.
            <NavigationMenuItem key={item.id} value={item.id} className={wide ? '' : 'relative'}>
              <NavigationMenuTrigger className={cx(itemClass, current && 'underline decoration-2 underline-offset-8')}>
                {icon}
                {item.label}
              </NavigationMenuTrigger>
              <DropdownPanel item={item} wide={wide} accent={accent} overviewLabel={labels.overview} />
            </NavigationMenuItem>
          );
        })}
      </NavigationMenuList>
    </NavigationMenu>
  );
}
