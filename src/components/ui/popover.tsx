'use client';
// A small panel anchored to a button (filters, pickers, details): Radix places it, keeps it on
// screen, closes it on Escape or an outside click and gives focus back to its button.
import type { ComponentProps } from 'react';
import { Popover as Primitive } from 'radix-ui';
import { cx } from './cx';

export const Popover = Primitive.Root;
export const PopoverTrigger = Primitive.Trigger;
export const PopoverAnchor = Primitive.Anchor;
export const PopoverClose = Primitive.Close;

export function PopoverContent({ className, sideOffset = 8, align = 'start', ...props }: ComponentProps<typeof Primitive.Content>) {
  return (
    <Primitive.Portal>
      <Primitive.Content
        sideOffset={sideOffset}
        align={align}
        collisionPadding={8}
        className={cx(
          'z-50 max-h-(--radix-popover-content-available-height) w-72 max-w-[calc(100vw-1rem)] overflow-auto rounded-xl bg-white p-4 text-sm text-gray-900 shadow-lg ring-1 ring-black/10 focus:outline-none',
          className,
        )}
        {...props}
      />
    </Primitive.Portal>
  );
}
