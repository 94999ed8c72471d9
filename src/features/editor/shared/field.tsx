'use client';
// Form rows shared by the editors: a label above its control, an optional hint or error below.
import type { ComponentProps, ReactNode } from 'react';

export const INPUT =
  'w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 shadow-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-sky-600 aria-[invalid=true]:border-rose-600';

/** `mark`: what the field says of its translation in the language being edited (translation-status.tsx). */
export function Field({ label, htmlFor, children, error, errorId, mark }: { label: string; htmlFor?: string; children: ReactNode; error?: string | null; errorId?: string; mark?: ReactNode }) {
  return (
    <div className="space-y-1.5">
      {htmlFor ? (
        <label htmlFor={htmlFor} className="block text-sm font-medium text-gray-800">
          {label}
        </label>
      ) : (
        <span className="block text-sm font-medium text-gray-800">{label}</span>
      )}
      {children}
      {mark}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-rose-700">
          {error}
        </p>
      )}
    </div>
  );
}

export function SwitchRow({ label, children }: { label: ReactNode; children: ReactNode }) {
  return <div className="flex items-center justify-between gap-3 py-1">{label}{children}</div>;
}

/** A page's or post's address after the site's '/': lowercase, no spelling help, at most the slug's length. */
export function SlugInput({ className = '', ...props }: Omit<ComponentProps<'input'>, 'autoCapitalize' | 'spellCheck'>) {
  return (
    <div className="flex items-stretch">
      <span className="inline-flex items-center rounded-l-lg border border-r-0 border-gray-300 bg-gray-50 px-3 text-sm text-gray-700" aria-hidden="true">
        /
      </span>
      <input {...props} autoCapitalize="none" spellCheck={false} className={`${INPUT} rounded-l-none ${className}`} />
    </div>
  );
}
