'use client';
// Opens the site's overlays (login and register modals, the tickets modal) from anywhere: the
// header's buttons announce what to open, the overlay islands mounted in the layout listen. The
// last request is also kept, so an overlay whose code loads only when first asked for (see
// useOverlayWanted) still opens on the request that made it load.
import { useEffect, useState } from 'react';

export type OverlayKind = 'login' | 'register' | 'tickets';

const EVENT = 'sitewright:overlay';

type Detail = { kind: OverlayKind | null };

let requested: OverlayKind | null = null;

// The event is the interface: whoever dispatches it (this module or anything else on the page),
// the last request is kept for the overlays whose code is still loading.
if (typeof window !== 'undefined') {
  window.addEventListener(EVENT, (event) => {
    requested = (event as CustomEvent<Detail>).detail.kind;
  });
}

const pickFrom = (kinds: readonly OverlayKind[], kind: OverlayKind | null) => (kind && kinds.includes(kind) ? kind : null);

/** Opens one overlay (and closes any other); null closes them all. */
export function openOverlay(kind: OverlayKind | null): void {
  window.dispatchEvent(new CustomEvent<Detail>(EVENT, { detail: { kind } }));
}

/** The overlay currently asked for, as far as the listener of `kinds` cares. */
export function useOverlay(kinds: readonly OverlayKind[]): [OverlayKind | null, (kind: OverlayKind | null) => void] {
  // Only the browser ever opens an overlay, so the server and hydration start from null.
  const [current, setCurrent] = useState<OverlayKind | null>(() => (typeof window === 'undefined' ? null : pickFrom(kinds, requested)));
  useEffect(() => {
    const listener = (event: Event) => {
      setCurrent(pickFrom(kinds, (event as CustomEvent<Detail>).detail.kind));
    };
    window.addEventListener(EVENT, listener);
    return () => window.removeEventListener(EVENT, listener);
  }, [kinds]);
  return [current, openOverlay];
}

/** True from the first time one of `kinds` is asked for: the moment to load that overlay's code. */
export function useOverlayWanted(kinds: readonly OverlayKind[]): boolean {
  const [wanted, setWanted] = useState(() => typeof window !== 'undefined' && pickFrom(kinds, requested) !== null);
  useEffect(() => {
    if (wanted) return;
    const listener = (event: Event) => {
      if (pickFrom(kinds, (event as CustomEvent<Detail>).detail.kind)) setWanted(true);
    };
    window.addEventListener(EVENT, listener);
    return () => window.removeEventListener(EVENT, listener);
  }, [kinds, wanted]);
  return wanted;
}
