'use client';
// Closes an open popup on Escape (focus goes back to its button) and on a pointer press outside it.
import { useEffect, type RefObject } from 'react';

export function useDismiss(open: boolean, close: () => void, root: RefObject<HTMLElement | null>, trigger?: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Focus goes back to the button only when it was inside; a hovering pointer keeps focus where it is.
      const hadFocus = root.current?.contains(document.activeElement) ?? false;
      close();
      if (hadFocus) trigger?.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close, root, trigger]);
}
