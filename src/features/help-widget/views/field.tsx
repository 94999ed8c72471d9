'use client';
// A labelled form field with its error tied to it (aria-invalid, aria-describedby), the control
// itself left to the caller.
import type { ReactNode } from 'react';

type ControlProps = { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string };

export function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: (props: ControlProps) => ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-900">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? `${id}-error` : undefined })}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
