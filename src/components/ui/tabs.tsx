'use client';
// Tabs with the keyboard model of the WAI-ARIA pattern (arrows move, Home/End jump), from Radix.
// The selected tab is underlined in the organisation's accent.
import type { ComponentProps } from 'react';
import { Tabs as Primitive } from 'radix-ui';
import { cx } from './cx';

export const Tabs = Primitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof Primitive.List>) {
  return <Primitive.List className={cx('flex gap-1 overflow-x-auto border-b border-gray-200', className)} {...props} />;
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof Primitive.Trigger>) {
  return (
    <Primitive.Trigger
      className={cx(
        '-mb-px shrink-0 border-b-2 border-transparent px-3 py-2 text-sm font-medium text-gray-600 hover:text-gray-900',
        'data-[state=active]:border-[var(--accent,var(--color-gray-900))] data-[state=active]:text-gray-900',
        'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-[var(--accent,var(--color-sky-600))] disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof Primitive.Content>) {
  return <Primitive.Content className={cx('pt-4 focus-visible:outline-2 focus-visible:outline-[var(--accent,var(--color-sky-600))]', className)} {...props} />;
}
