'use client';
// The part of the toasts that weighs something: sonner, loaded by toast.tsx on the first toast.
// sonner gives the stacking, swipe and hover-to-pause, the close button and the polite live region.
// Toasts sit at the top right, or above the footer of an editor that is open (toast-lane.ts).
import { useEffect } from 'react';
import { toast as sonner, Toaster as Sonner } from 'sonner';
import type { ShowToast, Toast } from './toast';
import { TOAST_BOTTOM_VARIABLE, TOAST_RIGHT_VARIABLE, useToastsAboveFooter } from './toast-lane';

// sonner's own margins (24 px, 16 px on a phone), unless an open dialog asks for more room.
const OFFSET = { bottom: `var(${TOAST_BOTTOM_VARIABLE}, 24px)`, right: `var(${TOAST_RIGHT_VARIABLE}, 24px)` };
const MOBILE_OFFSET = { bottom: `var(${TOAST_BOTTOM_VARIABLE}, 16px)` };

/** Spec: a toast stays 5 s unless the visitor hovers it or closes it. */
export const TOAST_DURATION_MS = 5000;

function show({ id, type, message, description, action }: Toast) {
  sonner[type](message, {
    id,
    description,
    testId: 'toast',
    action: action ? (
      <a href={action.href} className="ml-auto shrink-0 rounded-md px-2 py-1 text-sm font-semibold text-[var(--accent,var(--color-gray-900))] underline underline-offset-2">
        {action.label}
      </a>
    ) : undefined,
  });
}

export function Toaster({ closeLabel, regionLabel, onReady }: { closeLabel: string; regionLabel: string; onReady: (show: ShowToast) => void }) {
  // Sonner subscribes in its own effect, which runs before this one: by now it hears every toast.
  useEffect(() => onReady(show), [onReady]);
  const aboveFooter = useToastsAboveFooter();
  return (
    <Sonner
      position={aboveFooter ? 'bottom-right' : 'top-right'}
      offset={OFFSET}
      mobileOffset={MOBILE_OFFSET}
      duration={TOAST_DURATION_MS}
      visibleToasts={4}
      closeButton
      containerAriaLabel={regionLabel}
      richColors
      // sonner draws its close button 20 px wide; 24 px is the smallest target WCAG 2.2 (2.5.8) allows.
      toastOptions={{ closeButtonAriaLabel: closeLabel, classNames: { toast: 'font-sans', title: 'font-semibold', closeButton: 'size-6!' } }}
    />
  );
}
