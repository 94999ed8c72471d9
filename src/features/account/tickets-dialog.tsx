'use client';
// The tickets modal the header's Contact entry opens: a signed-in visitor sees their latest
// tickets and can open a new one without leaving the page; a guest is told why to sign in and can
// open the login modal. The product's dialog primitive keeps focus inside, closes on Escape and
// on the backdrop, and gives focus back to the Contact entry. Loaded only with its mount.
import { useCallback, useEffect, useId, useState } from 'react';
import Link from 'next/link';
import { Dialog, DialogCloseButton, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { openOverlay, useOverlay, type OverlayKind } from '@/features/overlays/bus';
import { useMe } from '@/features/site-chrome/use-me';
import type { TicketSummary } from '@/schemas/tickets';
import { Badge, TICKET_TONES } from './card';
import { buttonClass } from './fields';
import { formatDateTime } from './format';
import { NewTicketForm } from './ticket-forms';
import type { DIALOG_LABELS } from './label-keys';

type Labels = Record<(typeof DIALOG_LABELS)[number], string>;

const KINDS: readonly OverlayKind[] = ['tickets'];
const RECENT = 3;

type Props = { labels: Labels; locale: string; ticketsHref: string; loginHref: string; accent: string };

export function TicketsDialog({ labels, locale, ticketsHref, loginHref, accent }: Props) {
  const [kind] = useOverlay(KINDS);
  const open = kind === 'tickets';
  const id = useId();
  const me = useMe();
  const [tickets, setTickets] = useState<TicketSummary[] | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  // However it closed (Escape, a link, another overlay), the next opening starts without the
  // last created ticket's link: reset while rendering the change rather than in an effect.
  if (wasOpen !== open) {
    setWasOpen(open);
    if (!open) setCreated(null);
  }

  const load = useCallback(() => {
    fetch('/api/tickets', { credentials: 'same-origin', cache: 'no-store' })
      .then((response) => (response.ok ? (response.json() as Promise<{ tickets: TicketSummary[] }>) : { tickets: [] }))
      .catch(() => ({ tickets: [] }))
      .then((body) => setTickets(body.tickets));
  }, []);

  useEffect(() => {
    if (open && me?.user) load();
  }, [open, me, load]);

  const conversationHref = (id: string) => `${ticketsHref}?ticket=${id}`;
  const signedIn = Boolean(me?.user);

  return (
    <Dialog open={open} onOpenChange={(next) => !next && openOverlay(null)}>
      <DialogContent data-testid="tickets-dialog" aria-describedby={undefined} wide className="p-5 sm:p-6">
        <div className="flex items-start justify-between gap-4">
          <DialogTitle>{labels.dialogTitle}</DialogTitle>
          <DialogCloseButton label={labels.close} className="-m-2" />
        </div>
        {me === null ? (
          <p className="mt-4 text-sm text-gray-600" role="status">{labels.loading}</p>
        ) : !signedIn ? (
          <div className="mt-4 space-y-4">
            <p className="text-gray-700">{labels.guestBody}</p>
            <a
              href={loginHref}
              className={buttonClass(accent)}
              onClick={(event) => {
                event.preventDefault();
                openOverlay('login');
              }}
            >
              {labels.signIn}
            </a>
          </div>
        ) : (
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
              <NewTicketForm
                labels={labels}
                accent={accent}
                conversationHref={`${ticketsHref}?ticket={id}`}
                onCreated={(id) => {
                  setCreated(id);
                  load();
                }}
              />
              {created && (
                <Link href={conversationHref(created)} onClick={() => openOverlay(null)} className="mt-3 inline-block text-sm font-semibold text-gray-700 underline underline-offset-4 hover:text-gray-900">
                  {labels.viewTicket}
                </Link>
              )}
            </section>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
