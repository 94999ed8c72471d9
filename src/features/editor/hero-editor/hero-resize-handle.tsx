'use client';
// A drag handle on the live preview (spec §2, §9): a slider that a pointer drags and the arrow keys
// move. While dragging, the preview shows each step without writing it; letting go writes the last
// one into the working copy, so one drag is one undo step. Each key press is one step.
import { useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import { cx } from '@/components/ui/cx';
import { valueAfterKey, type Range } from './hero-inline-sizes';
import type { HeroPart } from './use-part-boxes';

type Props = {
  part: HeroPart;
  /** Names the handle for tests and styles: title-size, image-width... */
  name: string;
  label: string;
  hintId: string;
  value: number;
  range: Range;
  valueText: string;
  /** Which way it moves: sideways, up and down, or either (a corner). */
  axis: 'x' | 'y' | 'both';
  position: CSSProperties;
  fromDrag: (start: number, dx: number, dy: number) => number;
  onPreview: (value: number | null) => void;
  onCommit: (value: number) => void;
  onDragging: (dragging: boolean) => void;
};

const CURSOR = { x: 'cursor-ew-resize', y: 'cursor-ns-resize', both: 'cursor-nwse-resize' } as const;

export function ResizeHandle({ part, name, label, hintId, value, range, valueText, axis, position, fromDrag, onPreview, onCommit, onDragging }: Props) {
  const drag = useRef<{ x: number; y: number; start: number; last: number } | null>(null);
  const [active, setActive] = useState(false);

  const end = (commit: boolean) => {
    const current = drag.current;
    drag.current = null;
    setActive(false);
    onDragging(false);
    if (commit && current && current.last !== current.start) onCommit(current.last);
    onPreview(null);
  };

  return (
    <span
      role="slider"
      tabIndex={0}
      aria-label={label}
      aria-describedby={hintId}
      aria-valuemin={range.min}
      aria-valuemax={range.max}
      aria-valuenow={value}
      aria-valuetext={valueText}
      aria-orientation={axis === 'y' ? 'vertical' : 'horizontal'}
      data-hero-for={part}
      data-hero-handle={name}
      style={position}
      className={cx(
        // 24 px to hit, a 12 px knob to see; no scrolling or zooming while a finger drags it.
        'group pointer-events-auto absolute z-20 grid size-6 -translate-x-1/2 -translate-y-1/2 touch-none place-items-center rounded-full focus-visible:outline-none',
        CURSOR[axis],
      )}
      onPointerDown={(event: PointerEvent<HTMLSpanElement>) => {
        if (event.button !== 0) return;
        event.preventDefault();
        event.currentTarget.setPointerCapture(event.pointerId);
        drag.current = { x: event.clientX, y: event.clientY, start: value, last: value };
        setActive(true);
        onDragging(true);
      }}
      onPointerMove={(event) => {
        const current = drag.current;
        if (!current) return;
        const dx = axis === 'y' ? 0 : event.clientX - current.x;
        const dy = axis === 'x' ? 0 : event.clientY - current.y;
        const next = fromDrag(current.start, dx, dy);
        if (next === current.last) return;
        current.last = next;
        onPreview(next);
      }}
      onPointerUp={() => end(true)}
      onPointerCancel={() => end(false)}
      onLostPointerCapture={() => drag.current && end(true)}
      onKeyDown={(event: KeyboardEvent) => {
        const next = valueAfterKey(value, event.key, range);
        if (next === null) return;
        event.preventDefault();
        if (next !== value) onCommit(next);
      }}
    >
      <span
        aria-hidden="true"
        className={cx(
          'block size-3 rounded-full border-2 border-white bg-[var(--accent,var(--color-sky-600))] shadow ring-1 ring-black/20 transition-transform motion-reduce:transition-none',
          'group-hover:scale-125 group-focus-visible:scale-125 group-focus-visible:ring-4 group-focus-visible:ring-[var(--accent,var(--color-sky-600))]/40',
          active && 'scale-125',
        )}
      />
    </span>
  );
}
