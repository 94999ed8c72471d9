'use client';
// The frame of the header's sign-in and registration modals, on the product's dialog primitive:
// labelled by its heading and described by its subtitle. Radix keeps Tab inside, closes on Escape
// and on the backdrop, and locks the page's scrolling; focus starts on the first field and goes
// back to what opened the modal (components/ui/dialog.tsx). Loaded only with auth-modals.tsx.
// One dialog serves both forms: switching swaps its content, so Radix's trap, scroll lock and
// remembered opener carry over instead of being torn down and set up again mid-switch.
import { useLayoutEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { Dialog, DialogCloseButton, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';

type Props = {
  open: boolean;
  /** Which form is shown; when it changes, focus moves to the new form's first field. */
  view: string;
  title: string;
  subtitle: string;
  closeLabel: string;
  accentColor: string;
  fading: boolean;
  onClose: () => void;
  children: ReactNode;
};

/** The `view` while the dialog is closed. */
export const CLOSED = 'closed';

const focusFirstField = (panel: HTMLElement | null) => panel?.querySelector<HTMLElement>('input')?.focus();

export function AuthDialog({ open, view, title, subtitle, closeLabel, accentColor, fading, onClose, children }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  const shown = useRef(view);

  // On a switch between the forms (not on opening: onOpenAutoFocus does that, and first remembers
  // the opener). A layout effect runs before Radix notices that the focused button went away (it
  // would focus the dialog itself), so the visitor lands straight on the new form's first field.
  useLayoutEffect(() => {
    const previous = shown.current;
    shown.current = view;
    if (open && previous !== view && previous !== CLOSED) focusFirstField(panel.current);
  }, [open, view]);

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent
        ref={panel}
        // The content is portalled to <body>, away from the header, so the site's accent is set on it.
        style={{ '--accent': accentColor } as CSSProperties}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          focusFirstField(panel.current);
        }}
        overlayClassName={`transition-opacity duration-300 ${fading ? 'opacity-0' : 'opacity-100'}`}
        className={`p-6 transition-transform duration-300 sm:p-8 ${fading ? 'translate-y-2' : 'translate-y-0'}`}
      >
        <DialogCloseButton label={closeLabel} className="absolute top-3 right-3" />
        <DialogTitle size="lg" className="pr-10">{title}</DialogTitle>
        <DialogDescription className="mt-2 mb-6">{subtitle}</DialogDescription>
        {children}
      </DialogContent>
    </Dialog>
  );
}
