// The shell of /login, /register and /reset-password: a centred card on a soft background in the
// site's accent colour. Rendered on the server, the same for every visitor; the form inside is an
// island.
import type { CSSProperties, ReactNode } from 'react';

type Props = { accentColor: string; title?: string; subtitle?: string; children: ReactNode };

export function AuthPage({ accentColor, title, subtitle, children }: Props) {
  return (
    <div style={{ '--accent': accentColor } as CSSProperties} className="relative isolate overflow-hidden bg-gray-50 px-4 py-12 sm:py-20">
      <div aria-hidden="true" className="absolute inset-x-0 top-0 -z-10 h-56 bg-(--accent) opacity-10" />
      <div className="mx-auto w-full max-w-md rounded-2xl bg-white p-6 shadow-xl ring-1 ring-gray-900/5 sm:p-10">
        <div aria-hidden="true" className="mb-6 h-1 w-12 rounded-full bg-(--accent)" />
        {title ? (
          <div className="mb-6">
            <h1 className="text-2xl font-bold tracking-tight text-gray-900">{title}</h1>
            {subtitle ? <p className="mt-2 text-sm text-gray-600">{subtitle}</p> : null}
          </div>
        ) : null}
        {children}
      </div>
    </div>
  );
}
