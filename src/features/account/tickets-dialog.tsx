'use client';
// The tickets modal the header's Contact entry opens: a signed-in visitor sees their latest
// tickets and can open a new one without leaving the page; a guest is told why to sign in and can
// open the login modal. The product's dialog primitive keeps focus inside, closes on Escape and
// on the backdrop, and gives focus back to the Contact entry. Loaded only with its mount; the
// signed-in part (tickets and their query client) only when someone signed in opens it.
import { lazy, Suspense, useState } from 'react';
import { Dialog, DialogCloseButton, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { openOverlay, useOverlay, type OverlayKind } from '@/features/overlays/bus';
import { useMe } from '@/features/site-chrome/use-me';
import { buttonClass } from './fields';
import type { DIALOG_LABELS } from './label-keys';

const SignedInTickets = lazy(() => import('./signed-in-tickets'));

type Labels = Record<(typeof DIALOG_LABELS)[number], string>;

const KINDS: readonly OverlayKind[] = ['tickets'];

type Props = { labels: Labels; locale: string; ticketsHref: string; loginHref: string; accent: string };

export function TicketsDialog({ labels, locale, ticketsHref, loginHref, accent }: Props) {
  const [kind] = useOverlay(KINDS);
  const open = kind === 'tickets';
  const me = useMe();
  const [created, setCreated] = useState<string | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  // However it closed (Escape, a link, another overlay), the next opening starts without the
  // last created ticket's link: reset while rendering the change rather than in an effect.
  if (wasOpen !== open) {
    setWasOpen(open);
    if (!open) setCreated(null);
  }

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
          <Suspense fallback={<p className="mt-4 text-sm text-gray-600" role="status">{labels.loading}</p>}>
            <SignedInTickets labels={labels} locale={locale} ticketsHref={ticketsHref} accent={accent} created={created} onCreated={setCreated} />
          </Suspense>
        )}
      </DialogContent>
    </Dialog>
  );
}
