// The panels the account area is made of, its status badges and its empty states.
import type { ReactNode } from 'react';

export function Card({ title, action, children, id }: { title?: string; action?: ReactNode; children: ReactNode; id?: string }) {
  const headingId = id && title ? `${id}-heading` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6">
      {(title || action) && (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          {title && <h2 id={headingId} className="text-lg font-semibold text-gray-900">{title}</h2>}
          {action}
        </div>
      )}
      {children}
    </section>
  );
}

export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-gray-300 bg-gray-50 px-5 py-8 text-center text-sm text-gray-600">
      <p>{children}</p>
      {action && <div className="mt-4">{action}</div>}
    </div>
  );
}

const TONES = {
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  amber: 'bg-amber-50 text-amber-900 ring-amber-200',
  gray: 'bg-gray-100 text-gray-700 ring-gray-200',
  blue: 'bg-sky-50 text-sky-800 ring-sky-200',
  red: 'bg-rose-50 text-rose-800 ring-rose-200',
} as const;

export type Tone = keyof typeof TONES;

export function Badge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return <span className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[tone]}`}>{children}</span>;
}

export const TICKET_TONES: Record<'open' | 'pending' | 'closed', Tone> = { open: 'amber', pending: 'blue', closed: 'gray' };
