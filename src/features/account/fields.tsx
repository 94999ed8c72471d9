'use client';
// The form pieces of the account area: a labelled field with its hint and error, and the status
// line a form announces its outcome in.
import type { ReactNode } from 'react';

export const inputClass =
  'block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-base text-gray-900 shadow-sm placeholder:text-gray-500 focus:border-sky-600 focus:outline-none focus:ring-2 focus:ring-sky-600/30 aria-invalid:border-rose-600 sm:text-sm';

type FieldProps = { id: string; label: string; hint?: string; error?: string; children: ReactNode };

export function Field({ id, label, hint, error, children }: FieldProps) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-800">{label}</label>
      <div className="mt-1">{children}</div>
      {hint && !error && <p id={`${id}-hint`} className="mt-1 text-xs text-gray-600">{hint}</p>}
      {error && <p id={`${id}-error`} className="mt-1 text-sm text-rose-700">{error}</p>}
    </div>
  );
}

/** aria attributes tying an input to its hint or error. */
export function describedBy(id: string, hint: boolean, error: string | undefined) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  } as const;
}

export function FormStatus({ tone, children }: { tone: 'success' | 'error'; children: ReactNode }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-lg px-3 py-2 text-sm ${tone === 'error' ? 'bg-rose-50 text-rose-800' : 'bg-emerald-50 text-emerald-800'}`}
    >
      {children}
    </p>
  );
}

export function buttonClass(accent: string): string {
  return `inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold text-white shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 disabled:opacity-60 ${accent}`;
}

export const secondaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-gray-300 bg-white px-4 py-2.5 text-sm font-semibold text-gray-800 shadow-sm hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 disabled:opacity-60';
