'use client';
// The hero editor's window can be moved by its header (spec §2: draggable), or from the keyboard
// with the arrow keys on its move button, and never leaves the screen. Full screen has nowhere to
// go: it sits where layout puts it. The offset is a CSS translate, so the dialog's own layout
// (centring, scrolling on a short screen) is untouched.
import { useEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { clampOffset, type Box, type Offset } from './hero-inline-sizes';

const KEY_STEP = 16;
const KEYS: Record<string, Offset> = { ArrowLeft: { x: -1, y: 0 }, ArrowRight: { x: 1, y: 0 }, ArrowUp: { x: 0, y: -1 }, ArrowDown: { x: 0, y: 1 } };
const ORIGIN: Offset = { x: 0, y: 0 };

/** `windowRef` is the dialog's content element. */
export function useWindowDrag(windowRef: RefObject<HTMLElement | null>, enabled: boolean) {
  const [offset, setOffset] = useState<Offset>(ORIGIN);
  const drag = useRef<{ pointer: Offset; start: Offset } | null>(null);
  const current = enabled ? offset : ORIGIN;

  /** Where layout puts the window, without the offset. */
  const base = (): Box | null => {
    const rect = windowRef.current?.getBoundingClientRect();
    return rect ? { left: rect.left - current.x, top: rect.top - current.y, right: rect.right - current.x, bottom: rect.bottom - current.y } : null;
  };
  const moveTo = (next: Offset) => {
    const box = base();
    if (box) setOffset(clampOffset(box, next, { width: window.innerWidth, height: window.innerHeight }));
  };

  // A smaller window (or a turned phone) pulls the editor back on screen.
  useEffect(() => {
    if (!enabled) return;
    const refit = () => {
      const rect = windowRef.current?.getBoundingClientRect();
      if (!rect) return;
      setOffset((now) => clampOffset({ left: rect.left - now.x, top: rect.top - now.y, right: rect.right - now.x, bottom: rect.bottom - now.y }, now, { width: window.innerWidth, height: window.innerHeight }));
    };
    window.addEventListener('resize', refit);
    return () => window.removeEventListener('resize', refit);
  }, [enabled, windowRef]);

  const handle = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      // The header's other buttons stay buttons; its empty space, title and move button move the window.
      if (!enabled || event.button !== 0 || (event.target instanceof Element && event.target.closest('button:not([data-hero-move]), a, input'))) return;
      event.preventDefault();
      event.currentTarget.setPointerCapture(event.pointerId);
      drag.current = { pointer: { x: event.clientX, y: event.clientY }, start: current };
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const start = drag.current;
      if (start) moveTo({ x: start.start.x + event.clientX - start.pointer.x, y: start.start.y + event.clientY - start.pointer.y });
    },
    onPointerUp: () => {
      drag.current = null;
    },
    onPointerCancel: () => {
      drag.current = null;
    },
  };

  const onMoveKey = (event: KeyboardEvent) => {
    const step = KEYS[event.key];
    if (!enabled || !step) return;
    event.preventDefault();
    const by = event.shiftKey ? KEY_STEP * 4 : KEY_STEP;
    moveTo({ x: current.x + step.x * by, y: current.y + step.y * by });
  };

  const style: CSSProperties | undefined = current.x || current.y ? { translate: `${current.x}px ${current.y}px` } : undefined;
  return { style, handle, onMoveKey };
}
