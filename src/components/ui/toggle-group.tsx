'use client';
// A row of buttons of which one (type="single") or several (type="multiple") are pressed, moved
// through with the arrow keys as one tab stop. The pressed ones take the organisation's accent.
import type { ComponentProps } from 'react';
import { ToggleGroup as Primitive } from 'radix-ui';
import { cx } from './cx';

export function ToggleGroup({ className, ...props }: ComponentProps<typeof Primitive.Root>) {
  return <Primitive.Root className={cx('inline-flex flex-wrap gap-1 rounded-lg bg-gray-100 p-1', className)} {...props} />;
}

export function ToggleGroupItem({ className, ...props }: ComponentProps<typeof Primitive.Item>) {
  return (
    <Primitive.Item
      className={cx(
        'inline-flex items-center justify-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium text-gray-700 hover:text-gray-900 disabled:opacity-50',
        'data-[state=on]:bg-white data-[state=on]:text-[var(--accent,var(--color-gray-900))] data-[state=on]:shadow-sm',
        'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-[var(--accent,var(--color-sky-600))]',
        className,
      )}
      {...props}
    />
  );
}
