'use client';
// Toasts: short confirmations shown at the top right for 5 s (spec; above an open editor's footer,
// decision 060), announced politely to screen readers. The provider is cheap on purpose: it mounts
// on every public page, but the toaster (sonner and its styles) is fetched only when the first
// toast is asked for. Until it has loaded, toasts wait in a queue here; see
// docs/decisions/023-dialogs-and-toasts.md.
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

export type Toast = {
  id: string;
  type: ToastType;
  message: string;
  description?: string;
  /** A link shown in the toast, e.g. "View basket". */
  action?: { label: string; href: string };
};

export type ToastInput = Omit<Toast, 'id'> & { id?: string };
export type ShowToast = (toast: Toast) => void;
export type ToastApi = { toast: (input: ToastInput) => string };

const ToastContext = createContext<ToastApi | null>(null);

type ToasterModule = typeof import('./toaster');

let counter = 0;

export function ToastProvider({ closeLabel, regionLabel, children }: { closeLabel: string; regionLabel: string; children: ReactNode }) {
  const show = useRef<ShowToast | null>(null);
  const queue = useRef<Toast[]>([]);
  const loading = useRef(false);
  const [toaster, setToaster] = useState<ToasterModule | null>(null);

  const toast = useCallback((input: ToastInput) => {
    const item: Toast = { ...input, id: input.id ?? `toast-${++counter}` };
    if (show.current) {
      show.current(item);
      return item.id;
    }
    queue.current.push(item);
    if (!loading.current) {
      loading.current = true;
      // Imported by hand, not through lazy/Suspense, whose reveal React holds back on a timer.
      // A failed download (offline) is tried again with the next toast.
      import('./toaster').then(setToaster, () => {
        loading.current = false;
      });
    }
    return item.id;
  }, []);

  // Called once the toaster has mounted (its live region is in the page): hand over what waited.
  const ready = useCallback((showToast: ShowToast) => {
    show.current = showToast;
    queue.current.splice(0).forEach(showToast);
  }, []);

  const value = useMemo(() => ({ toast }), [toast]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      {toaster && <toaster.Toaster closeLabel={closeLabel} regionLabel={regionLabel} onReady={ready} />}
    </ToastContext.Provider>
  );
}

/** The toast API of the page; outside a ToastProvider this is a programming error, said loudly. */
export function useToast(): ToastApi {
  const value = useContext(ToastContext);
  if (!value) throw new Error('useToast must be used within a ToastProvider');
  return value;
}

/** For islands that also render where no provider is mounted: null there, and no toast. */
export function useOptionalToast(): ToastApi | null {
  return useContext(ToastContext);
}
