'use client';
// A scrolling box with slim scrollbars that look alike on every system, while the wheel, touch and
// keyboard scroll it natively. The viewport takes focus so keyboard users can scroll it too.
import type { ComponentProps } from 'react';
import { ScrollArea as Primitive } from 'radix-ui';
import { cx } from './cx';

function Bar({ orientation }: { orientation: 'vertical' | 'horizontal' }) {
  return (
    <Primitive.Scrollbar
      orientation={orientation}
      className={cx('flex touch-none p-0.5 select-none', orientation === 'vertical' ? 'h-full w-2.5' : 'h-2.5 flex-col')}
    >
      <Primitive.Thumb className="relative flex-1 rounded-full bg-gray-300 hover:bg-gray-400" />
    </Primitive.Scrollbar>
  );
}

type Props = ComponentProps<typeof Primitive.Root> & { horizontal?: boolean; viewportLabel?: string };

export function ScrollArea({ className, children, horizontal = false, viewportLabel, ...props }: Props) {
  return (
    <Primitive.Root className={cx('relative overflow-hidden', className)} {...props}>
      <Primitive.Viewport
        tabIndex={0}
        aria-label={viewportLabel}
        className="size-full rounded-[inherit] focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-[var(--accent,var(--color-sky-600))]"
      >
        {children}
      </Primitive.Viewport>
      <Bar orientation="vertical" />
      {horizontal && <Bar orientation="horizontal" />}
      <Primitive.Corner />
    </Primitive.Root>
  );
}
