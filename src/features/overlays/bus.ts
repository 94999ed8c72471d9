'use client';
// Opens the site's overlays (login and register modals, the tickets modal) from anywhere: the
// header's buttons announce what to open, the overlay islands mounted in the layout listen.
import { useEffect, useState } from 'react';

export type OverlayKind = 'login' | 'register' | 'tickets';

const EVENT = 'sitewright:overlay';

type Detail = { kind: OverlayKind | null };

/** Opens one overlay (and closes any other); null closes them all. */
export function openOverlay(kind: OverlayKind | null): void {
  window.dispatchEvent(new CustomEvent<Detail>(EVENT, { detail: { kind } }));
}

/** The overlay currently asked for, as far as the listener of `kinds` cares. */
export function useOverlay(kinds: readonly OverlayKind[]): [OverlayKind | null, (kind: OverlayKind | null) => void] {
  const [current, setCurrent] = useState<OverlayKind | null>(null);
  useEffect(() => {
    const listener = (event: Event) => {
      const { kind } = (event as CustomEvent<Detail>).detail;
      setCurrent(kind && kinds.includes(kind) ? kind : null);
    };
    window.addEventListener(EVENT, listener);
    return () => window.removeEventListener(EVENT, listener);
  }, [kinds]);
  return [current, openOverlay];
}
