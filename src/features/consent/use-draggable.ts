'use client';
// Moves a dialog by its header: with the pointer (drag the header) or the keyboard (arrow keys on
// the move button, Shift for larger steps). The dialog stays inside the window, its header always
// within reach, so it can never be dragged somewhere it cannot be brought back from.
import { useCallback, useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';

const STEP = 24;
const BIG_STEP = 96;
/** How much of the header stays on screen at the bottom edge. */
const KEEP_VISIBLE = 56;

type Offset = { x: number; y: number };

const ARROWS: Record<string, Offset> = { ArrowLeft: { x: -1, y: 0 }, ArrowRight: { x: 1, y: 0 }, ArrowUp: { x: 0, y: -1 }, ArrowDown: { x: 0, y: 1 } };

export function useDraggable(target: RefObject<HTMLElement | null>) {
  const [offset, setOffset] = useState<Offset>({ x: 0, y: 0 });
  const drag = useRef<{ pointer: number; startX: number; startY: number; from: Offset } | null>(null);

  /** The offset `wanted`, limited so the dialog's box (now at `current`) stays in the window. */
  const clamp = useCallback(
    (wanted: Offset, current: Offset): Offset => {
      const box = target.current?.getBoundingClientRect();
      if (!box) return wanted;
      const left = box.left - current.x;
      const top = box.top - current.y;
      const limit = (value: number, min: number, max: number) => Math.min(Math.max(value, Math.min(min, max)), Math.max(min, max));
      return {
        x: limit(wanted.x, -left, window.innerWidth - box.width - left),
        y: limit(wanted.y, -top, window.innerHeight - KEEP_VISIBLE - top),
      };
    },
    [target],
  );

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    // Buttons and links in the header keep their clicks; only the primary button drags.
    if (event.button !== 0 || (event.target as HTMLElement).closest('a, [data-no-drag]')) return;
    drag.current = { pointer: event.pointerId, startX: event.clientX, startY: event.clientY, from: offset };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const state = drag.current;
    if (!state || state.pointer !== event.pointerId) return;
    setOffset((current) => clamp({ x: state.from.x + event.clientX - state.startX, y: state.from.y + event.clientY - state.startY }, current));
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    if (drag.current?.pointer === event.pointerId) drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const direction = ARROWS[event.key];
    if (!direction) return;
    event.preventDefault();
    const step = event.shiftKey ? BIG_STEP : STEP;
    setOffset((current) => clamp({ x: current.x + direction.x * step, y: current.y + direction.y * step }, current));
  };

  return {
    offset,
    style: { transform: `translate(${offset.x}px, ${offset.y}px)` },
    handleProps: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp },
    keyProps: { onKeyDown },
  };
}
