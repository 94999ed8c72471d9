'use client';
// The tickets dialog for someone signed in: their latest tickets and the form to open one. Its own
// chunk, with the query client, so a guest who opens the dialog downloads neither.
import { useId } from 'react';
import Link from 'next/link';
import { openOverlay } from '@/features/overlays/bus';
import { QueryProvider } from '@/features/server-state/query-provider';
import { Badge, TICKET_TONES } from './card';
import { useTicketsQuery } from './account-queries';
import { formatDateTime } from './format';
import { NewTicketForm } from './ticket-forms';
import type { DIALOG_LABELS } from './label-keys';

type Labels = Record<(typeof DIALOG_LABELS)[number], string>;

const RECENT = 3;

export type SignedInTicketsProps = {
  labels: Labels;
  locale: string;
  ticketsHref: string;
  accent: string;
  /** The ticket opened here since the dialog opened, if any. */
  created: string | null;
  onCreated: (id: string) => void;
};

export default function SignedInTickets(props: SignedInTicketsProps) {
  return (
    <QueryProvider>
      <TicketsPanel {...props} />
    </QueryProvider>
  );
}

function TicketsPanel({ labels, locale, ticketsHref, accent, created, onCreated }: SignedInTicketsProps) {
  const id = useId();
  // Created tickets mark the list stale (ticket-forms.tsx), so it is asked for again after one.
  const tickets = useTicketsQuery().data;
  const conversationHref = (ticket: string) => `${ticketsHref}?ticket=${ticket}`;

  return (
    <div className="mt-4 space-y-6">
      {tickets && tickets.length > 0 && (
        <section aria-labelledby={`${id}-recent`}>
          <h3 id={`${id}-recent`} className="text-sm font-semibold text-gray-900">{labels.recentTickets}</h3>
          <ul className="mt-2 divide-y divide-gray-100 rounded-xl border border-gray-200">
            {tickets.slice(0, RECENT).map((ticket) => (
              <li key={ticket.id}>
                <Link href={conversationHref(ticket.id)} onClick={() => openOverlay(null)} className="flex items-center gap-3 px-3 py-2 hover:bg-gray-50">
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-medium">{ticket.subject}</span>
                    <span className="block text-xs text-gray-600">{formatDateTime(ticket.updated_at, locale)}</span>
                  </span>
                  <Badge tone={TICKET_TONES[ticket.status]}>{labels[`status_${ticket.status}`]}</Badge>
                </Link>
              </li>
            ))}
          </ul>
          <Link href={ticketsHref} onClick={() => openOverlay(null)} className="mt-2 inline-block text-sm font-semibold text-gray-700 underline underline-offset-4 hover:text-gray-900">
            {labels.seeAllTickets}
          </Link>
        </section>
      )}
      <section aria-labelledby={`${id}-new`}>
        <h3 id={`${id}-new`} className="mb-3 text-sm font-semibold text-gray-900">{labels.newTicket}</h3>
        <NewTicketForm labels={labels} accent={accent} conversationHref={`${ticketsHref}?ticket={id}`} onCreated={onCreated} />
        {created && (
          <Link href={conversationHref(created)} onClick={() => openOverlay(null)} className="mt-3 inline-block text-sm font-semibold text-gray-700 underline underline-offset-4 hover:text-gray-900">
            {labels.viewTicket}
          </Link>
        )}
      </section>
    </div>
  );
}
