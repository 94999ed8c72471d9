'use client';
// An on/off switch (role="switch", Space toggles), filled with the organisation's accent when on.
// Give it a name: a <label htmlFor> or aria-label.
import type { ComponentProps } from 'react';
import { Switch as Primitive } from 'radix-ui';
import { cx } from './cx';

export function Switch({ className, ...props }: ComponentProps<typeof Primitive.Root>) {
  return (
    <Primitive.Root
      className={cx(
        'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-gray-300 transition-colors disabled:opacity-50',
        'data-[state=checked]:bg-[var(--accent,var(--color-gray-900))]',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--accent,var(--color-sky-600))]',
        className,
      )}
      {...props}
    >
      <Primitive.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5.5 motion-reduce:transition-none" />
    </Primitive.Root>
  );
}
