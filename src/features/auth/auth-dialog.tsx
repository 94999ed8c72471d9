'use client';
// An accessible modal for the header's sign-in and registration: labelled by its heading, focus
// kept inside while open (Tab wraps), Escape and the backdrop close it, the page behind is inert
// to scrolling, and focus returns to where it was on close.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { X } from 'lucide-react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

type Props = { title: string; subtitle: string; closeLabel: string; fading: boolean; onClose: () => void; children: ReactNode };

export function AuthDialog({ title, subtitle, closeLabel, fading, onClose, children }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    panel.current?.querySelector<HTMLElement>('input')?.focus();
    return () => {
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, []);

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center overflow-y-auto p-4" onKeyDown={onKeyDown}>
      <div className={`fixed inset-0 bg-gray-950/50 transition-opacity duration-300 ${fading ? 'opacity-0' : 'opacity-100'}`} aria-hidden="true" onClick={onClose} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        className={`relative my-auto w-full max-w-md rounded-2xl bg-white p-6 shadow-2xl ring-1 ring-black/5 transition duration-300 sm:p-8 ${fading ? 'translate-y-2 opacity-0' : 'translate-y-0 opacity-100'}`}
      >
        <button
          type="button"
          onClick={onClose}
          aria-label={closeLabel}
          title={closeLabel}
          className="absolute top-3 right-3 inline-flex size-10 items-center justify-center rounded-full text-gray-500 hover:bg-gray-100 hover:text-gray-800 focus-visible:outline-2 focus-visible:outline-(--accent)"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
        <h2 id={titleId} className="pr-10 text-2xl font-bold tracking-tight text-gray-900">
          {title}
        </h2>
        <p id={descriptionId} className="mt-2 mb-6 text-sm text-gray-600">
          {subtitle}
        </p>
        {children}
      </div>
    </div>
  );
}
