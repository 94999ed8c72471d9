'use client';
// The one modal look of the product, on Radix Dialog: Radix gives the focus trap, Escape, outside
// click, scroll lock and the ARIA wiring; this file styles it and makes sure Tab stays inside. Import it from code that is
// itself loaded on demand, so a public page carries none of it until someone opens a dialog.
// The organisation's accent reaches it through the --accent CSS variable set on the content.
import { useRef, type ComponentProps, type KeyboardEvent } from 'react';
import { Dialog as Primitive } from 'radix-ui';
import { X } from 'lucide-react';
import { cx } from './cx';

export const Dialog = Primitive.Root;
export const DialogTrigger = Primitive.Trigger;
export const DialogClose = Primitive.Close;

const WIDTHS = { md: 'max-w-md', lg: 'max-w-lg', xl: 'max-w-xl', editor: 'max-w-6xl' } as const;

type ContentProps = ComponentProps<typeof Primitive.Content> & {
  /** center: modal over a dimmed page; corner: a non-modal card at the bottom right (use with modal={false}). */
  placement?: 'center' | 'corner';
  /** A wider centred dialog, for content with lists or longer forms (same as size="lg"). */
  wide?: boolean;
  /** The centred dialog's width: md (forms), lg (lists), xl (the command palette), editor (an editor with its live preview). */
  size?: keyof typeof WIDTHS;
  overlayClassName?: string;
};

/** Where Tab stops inside `container`, in order: what Radix counts (tabIndex ≥ 0, enabled) and is shown. */
function tabStops(container: HTMLElement): HTMLElement[] {
  const stops: HTMLElement[] = [];
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_ELEMENT, {
    acceptNode: (node) => {
      const element = node as HTMLElement & { disabled?: boolean };
      if (element.hidden || element.inert) return NodeFilter.FILTER_REJECT;
      const hiddenInput = element instanceof HTMLInputElement && element.type === 'hidden';
      return element.tabIndex >= 0 && !element.disabled && !hiddenInput ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP;
    },
  });
  while (walker.nextNode()) stops.push(walker.currentNode as HTMLElement);
  return stops.filter((element) => element.checkVisibility({ checkVisibilityCSS: true }));
}

/**
 * Tab from the last stop goes to the first, Shift+Tab from the first to the last. Radix does the
 * same, but only while its focus scope is the innermost one mounted: a non-modal popover left open
 * inside the dialog (the hero editor's hover menus) pauses it, and Tab then walked out of the modal
 * into the page behind. This runs before Radix's own handler, which then finds nothing to do.
 */
function keepTabInside(event: KeyboardEvent<HTMLDivElement>) {
  if (event.defaultPrevented || event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
  const container = event.currentTarget;
  const focused = document.activeElement;
  // A key pressed in a layer portalled out of the dialog (a popover, a menu) is that layer's business.
  if (!(focused instanceof HTMLElement) || !container.contains(focused)) return;
  const stops = tabStops(container);
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const target = event.shiftKey ? (focused === first || focused === container ? last : null) : focused === last ? first : null;
  if (!target) return;
  event.preventDefault();
  target.focus();
}

export function DialogContent({ placement = 'center', wide = false, size, className, overlayClassName, onOpenAutoFocus, onCloseAutoFocus, onKeyDown, ...props }: ContentProps) {
  // Our dialogs are mostly opened through the overlay bus, not a Radix Trigger, so Radix would not
  // know where to send focus on close: remember what had focus on open and go back there.
  const opener = useRef<HTMLElement | null>(null);
  const content = (
    <Primitive.Content
      {...props}
      onOpenAutoFocus={(event) => {
        opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
        onOpenAutoFocus?.(event);
      }}
      onCloseAutoFocus={(event) => {
        onCloseAutoFocus?.(event);
        if (event.defaultPrevented || !opener.current?.isConnected) return;
        event.preventDefault();
        opener.current.focus();
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        // A centred dialog is modal; the corner card lets Tab go on to the page.
        if (placement === 'center') keepTabInside(event);
      }}
      className={cx(
        'rounded-2xl bg-white text-gray-900 shadow-2xl ring-1 ring-black/5 focus:outline-none',
        placement === 'center' ? cx('relative my-auto w-full', WIDTHS[size ?? (wide ? 'lg' : 'md')]) : 'fixed right-4 bottom-4 z-50 w-[calc(100%-2rem)] max-w-sm p-5',
        className,
      )}
    />
  );
  return (
    <Primitive.Portal>
      {placement === 'center' ? (
        // The overlay is also the scroll container, so a dialog taller than a phone screen scrolls;
        // the content's auto margins centre it without pushing its top out of reach.
        <Primitive.Overlay className={cx('fixed inset-0 z-50 flex justify-center overflow-y-auto bg-gray-950/50 p-4', overlayClassName)}>
          {content}
        </Primitive.Overlay>
      ) : (
        content
      )}
    </Primitive.Portal>
  );
}

/** The round × button; place it first in the content so it is the first stop of the Tab loop. */
export function DialogCloseButton({ label, className }: { label: string; className?: string }) {
  return (
    <Primitive.Close
      aria-label={label}
      title={label}
      className={cx(
        'inline-flex size-10 items-center justify-center rounded-full text-gray-500 hover:bg-gray-100 hover:text-gray-800 focus-visible:outline-2 focus-visible:outline-[var(--accent,var(--color-sky-600))]',
        className,
      )}
    >
      <X className="size-5" aria-hidden="true" />
    </Primitive.Close>
  );
}

const TITLE_SIZES = { sm: 'text-base font-semibold', md: 'text-xl font-semibold tracking-tight', lg: 'text-2xl font-bold tracking-tight' };

export function DialogTitle({ className, size = 'md', ...props }: ComponentProps<typeof Primitive.Title> & { size?: keyof typeof TITLE_SIZES }) {
  return <Primitive.Title className={cx('text-gray-900', TITLE_SIZES[size], className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof Primitive.Description>) {
  return <Primitive.Description className={cx('text-sm text-gray-600', className)} {...props} />;
}
