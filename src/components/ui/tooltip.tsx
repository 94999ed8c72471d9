'use client';
// A short text shown on hover or keyboard focus of its trigger. Radix labels the trigger with it
// and keeps it open while the pointer moves onto it. Never the only place a piece of information
// lives: touch screens have no hover.
import type { ComponentProps, ReactNode } from 'react';
import { Tooltip as Primitive } from 'radix-ui';
import { cx } from './cx';

export const TooltipProvider = Primitive.Provider;
export const TooltipRoot = Primitive.Root;
export const TooltipTrigger = Primitive.Trigger;

export function TooltipContent({ className, sideOffset = 6, children, ...props }: ComponentProps<typeof Primitive.Content>) {
  return (
    <Primitive.Portal>
      <Primitive.Content
        sideOffset={sideOffset}
        collisionPadding={8}
        className={cx('z-50 max-w-xs rounded-md bg-gray-900 px-2.5 py-1.5 text-xs text-white shadow-md', className)}
        {...props}
      >
        {children}
        <Primitive.Arrow className="fill-gray-900" />
      </Primitive.Content>
    </Primitive.Portal>
  );
}

/** The common case in one element: `<Tooltip label="Copy link"><button …/></Tooltip>`. */
export function Tooltip({ label, children, side }: { label: ReactNode; children: ReactNode; side?: ComponentProps<typeof Primitive.Content>['side'] }) {
  return (
    <Primitive.Provider delayDuration={300}>
      <Primitive.Root>
        <Primitive.Trigger asChild>{children}</Primitive.Trigger>
        <TooltipContent side={side}>{label}</TooltipContent>
      </Primitive.Root>
    </Primitive.Provider>
  );
}
