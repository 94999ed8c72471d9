'use client';
// Whether the window is narrower than the widget's phone breakpoint (640 px), kept current as the
// window is resized or turned.
import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT } from './widget-state';

const QUERY = `(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`;

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

export function usePhone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
