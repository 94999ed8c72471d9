'use client';
// A single-choice list that looks the same in every browser and keeps the listbox keyboard model
// (type-ahead, arrows, Home/End). Prefer a native <select> in plain forms; use this where the
// options need the product's look.
import type { ComponentProps } from 'react';
import { Select as Primitive } from 'radix-ui';
import { Check, ChevronDown, ChevronUp } from 'lucide-react';
import { cx } from './cx';

export const Select = Primitive.Root;
export const SelectValue = Primitive.Value;
export const SelectGroup = Primitive.Group;

export function SelectTrigger({ className, children, ...props }: ComponentProps<typeof Primitive.Trigger>) {
  return (
    <Primitive.Trigger
      className={cx(
        'inline-flex w-full items-center justify-between gap-2 rounded-lg border border-gray-300 bg-white px-3 py-2 text-left text-sm text-gray-900 shadow-sm',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--accent,var(--color-sky-600))] disabled:opacity-50 data-placeholder:text-gray-500',
        className,
      )}
      {...props}
    >
      {children}
      <Primitive.Icon asChild>
        <ChevronDown className="size-4 shrink-0 text-gray-500" aria-hidden="true" />
      </Primitive.Icon>
    </Primitive.Trigger>
  );
}

export function SelectContent({ className, children, position = 'popper', ...props }: ComponentProps<typeof Primitive.Content>) {
  return (
    <Primitive.Portal>
      <Primitive.Content
        position={position}
        sideOffset={4}
        className={cx(
          'z-50 max-h-(--radix-select-content-available-height) min-w-(--radix-select-trigger-width) overflow-hidden rounded-lg bg-white text-sm text-gray-900 shadow-lg ring-1 ring-black/10',
          className,
        )}
        {...props}
      >
        <Primitive.ScrollUpButton className="flex h-6 items-center justify-center text-gray-500">
          <ChevronUp className="size-4" aria-hidden="true" />
        </Primitive.ScrollUpButton>
        <Primitive.Viewport className="p-1">{children}</Primitive.Viewport>
        <Primitive.ScrollDownButton className="flex h-6 items-center justify-center text-gray-500">
          <ChevronDown className="size-4" aria-hidden="true" />
        </Primitive.ScrollDownButton>
      </Primitive.Content>
    </Primitive.Portal>
  );
}

export function SelectItem({ className, children, ...props }: ComponentProps<typeof Primitive.Item>) {
  return (
    <Primitive.Item
      className={cx(
        'relative flex cursor-default items-center rounded-md py-2 pr-3 pl-8 outline-none select-none data-disabled:opacity-50 data-highlighted:bg-gray-100',
        className,
      )}
      {...props}
    >
      <Primitive.ItemIndicator className="absolute left-2 inline-flex">
        <Check className="size-4 text-[var(--accent,var(--color-gray-900))]" aria-hidden="true" />
      </Primitive.ItemIndicator>
      <Primitive.ItemText>{children}</Primitive.ItemText>
    </Primitive.Item>
  );
}
