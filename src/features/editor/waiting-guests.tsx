'use client';
// A host hears of a waiting guest wherever they are on their site or in its admin (issue 23 item 3;
// decision 082): the editing layer, which every page loads for staff, asks every 15 s which bookings
// they host (admins: any of the organisation's) have a guest in the waiting room, and tells them of
// each new one at once: a toast with a link to the booking's page, a chime, and the browser's
// notification when allowed. A guest still waiting is told again every minute until the host acts
// (lets them in or declines, on the booking's page). The booking's own page tells the same news
// in its own way; there this stays quiet.
import { useEffect, useRef } from 'react';
import { useToast } from '@/components/ui/toast';
import { labelText } from '@/lib/i18n/island-labels';
import { localizePath } from '@/lib/i18n/locales';
import type { BookingView } from '@/schemas/meetings';
import { chime } from '@/features/meetings/chime';
import { useEditorContext } from './editor-labels';

/** How often staff pages ask, and how often a guest still waiting is announced again. */
export const WAITING_POLL_MS = 15_000;
export const WAITING_REMIND_MS = 60_000;

export function WaitingGuests() {
  const { editor: labels, locale, defaultLocale, mayEditSettings } = useEditorContext();
  const { toast } = useToast();
  // When each waiting booking was last announced.
  const told = useRef(new Map<string, number>());

  useEffect(() => {
    let live = true;
    const scope = mayEditSettings ? 'all' : 'hosting';
    const check = async () => {
      // The booking's own page says it already.
      if (/\/account\/meetings\/[0-9a-f-]{36}$/.test(window.location.pathname)) return;
      const response = await fetch(`/api/meetings/bookings?scope=${scope}&status=waiting`, { credentials: 'same-origin', cache: 'no-store' }).catch(() => null);
      if (!live || !response?.ok) return;
      const { bookings } = (await response.json()) as { bookings: BookingView[] };
      const now = Date.now();
      for (const id of [...told.current.keys()]) if (!bookings.some((booking) => booking.id === id)) told.current.delete(id);
      for (const booking of bookings) {
        const last = told.current.get(booking.id);
        if (last !== undefined && now - last < WAITING_REMIND_MS) continue;
        told.current.set(booking.id, now);
        const message = labelText(labels.guestWaitingNow, { name: booking.customer_name, meeting: booking.meeting_type.name });
        toast({ type: 'info', message, action: { label: labels.guestWaitingOpen, href: localizePath(`/account/meetings/${booking.id}`, locale, defaultLocale) } });
        chime();
        if (typeof Notification === 'function' && Notification.permission === 'granted' && document.visibilityState !== 'visible') {
          new Notification(message, { tag: `booking-${booking.id}` });
        }
      }
    };
    void check();
    const timer = setInterval(() => void check(), WAITING_POLL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [labels, locale, defaultLocale, mayEditSettings, toast]);

  return null;
}
