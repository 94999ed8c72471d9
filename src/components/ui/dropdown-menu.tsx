'use client';
// The product's dropdown menu (the visitor's profile menu, the language menu) on Radix
// DropdownMenu: Radix places it and keeps it on screen, moves through the entries with the arrow
// keys and by typing, closes on Escape, an outside click or a chosen entry, and gives focus back
// to its button. It looks like the navigation menu's panels. It is the heaviest part of the header
// (positioning and focus handling, about 20 KB gzipped), so import it only from code that is loaded
// on demand: see docs/decisions/024-menus-on-radix.md.
import type { ComponentProps } from 'react';
// The package's per-primitive entry, not its index: the index is shared with code loaded on demand,
// and a bundler that cannot see through it would put every primitive named there in the page.
import * as Primitive from 'radix-ui/dropdown-menu';
import { cx } from './cx';
import { menuEntry, menuSurface } from './menu-styles';

export const DropdownMenu = Primitive.Root;
export const DropdownMenuTrigger = Primitive.Trigger;
export const DropdownMenuGroup = Primitive.Group;

export function DropdownMenuContent({ className, sideOffset = 8, align = 'end', ...props }: ComponentProps<typeof Primitive.Content>) {
  // No portal: the menu stays inside the landmark it belongs to (the header), and the fixed header
  // already lifts it above the page.
  return (
    <Primitive.Content
      sideOffset={sideOffset}
      align={align}
      collisionPadding={8}
      className={cx('z-50 max-h-(--radix-dropdown-menu-content-available-height) overflow-y-auto p-2 focus:outline-none', menuSurface, className)}
      {...props}
    />
  );
}

/** An entry; with `asChild` it can be a link (it keeps its href, but its role becomes menuitem). */
export function DropdownMenuItem({ className, ...props }: ComponentProps<typeof Primitive.Item>) {
  return (
    <Primitive.Item
      className={cx('flex w-full cursor-pointer items-center gap-2 px-3 py-2 text-left text-sm text-gray-800 select-none', menuEntry, className)}
      {...props}
    />
  );
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof Primitive.Label>) {
  return <Primitive.Label className={cx('px-3 pt-1 pb-2 text-xs text-gray-600', className)} {...props} />;
}

export function DropdownMenuSeparator({ className, ...props }: ComponentProps<typeof Primitive.Separator>) {
  return <Primitive.Separator className={cx('-mx-2 my-2 h-px bg-gray-100', className)} {...props} />;
}
