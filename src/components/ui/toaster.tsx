'use client';
// The part of the toasts that weighs something: sonner, loaded by toast.tsx on the first toast.
// sonner gives the stacking, swipe and hover-to-pause, the close button and the polite live region.
import { useEffect } from 'react';
import { toast as sonner, Toaster as Sonner } from 'sonner';
import type { ShowToast, Toast } from './toast';

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
  return (
    <Sonner
      position="top-right"
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
