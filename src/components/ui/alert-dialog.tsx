'use client';
// A dialog that asks the visitor to confirm something: unlike Dialog it does not close on an outside
// click, and focus starts on Cancel so a hasty Enter never confirms. Same look as dialog.tsx; like it,
// import it only from code loaded on demand.
import type { ComponentProps } from 'react';
import { AlertDialog as Primitive } from 'radix-ui';
import { cx } from './cx';

export const AlertDialog = Primitive.Root;
export const AlertDialogTrigger = Primitive.Trigger;

export function AlertDialogContent({ className, ...props }: ComponentProps<typeof Primitive.Content>) {
  return (
    <Primitive.Portal>
      <Primitive.Overlay className="fixed inset-0 z-50 bg-gray-950/50" />
      <Primitive.Content
        className={cx(
          'fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 text-gray-900 shadow-2xl ring-1 ring-black/5 focus:outline-none',
          className,
        )}
        {...props}
      />
    </Primitive.Portal>
  );
}

export function AlertDialogTitle({ className, ...props }: ComponentProps<typeof Primitive.Title>) {
  return <Primitive.Title className={cx('text-lg font-semibold text-gray-900', className)} {...props} />;
}

export function AlertDialogDescription({ className, ...props }: ComponentProps<typeof Primitive.Description>) {
  return <Primitive.Description className={cx('mt-2 text-sm text-gray-600', className)} {...props} />;
}

export function AlertDialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cx('mt-6 flex flex-wrap justify-end gap-2', className)} {...props} />;
}

const button = 'rounded-lg px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--accent,var(--color-sky-600))]';

/** The confirming button; `destructive` for actions that cannot be undone. */
export function AlertDialogAction({ className, destructive, ...props }: ComponentProps<typeof Primitive.Action> & { destructive?: boolean }) {
  return (
    <Primitive.Action
      className={cx(button, 'text-white hover:brightness-110', destructive ? 'bg-rose-700' : 'bg-[var(--accent,var(--color-gray-900))]', className)}
      {...props}
    />
  );
}

export function AlertDialogCancel({ className, ...props }: ComponentProps<typeof Primitive.Cancel>) {
  return <Primitive.Cancel className={cx(button, 'text-gray-700 ring-1 ring-gray-300 hover:bg-gray-50', className)} {...props} />;
}
