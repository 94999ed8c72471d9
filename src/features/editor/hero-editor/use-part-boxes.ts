'use client';
// Where the hero's title, description, button and image sit in the live preview, relative to the
// preview's frame, so the inline tools can be laid over them. The public view marks each part with
// data-hero-part; it is measured again after every change of the working copy and whenever the
// preview changes size.
import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';

export const PARTS = ['title', 'description', 'button', 'image'] as const;
export type HeroPart = (typeof PARTS)[number];

export type Rect = { left: number; top: number; width: number; height: number };
/** `frame`: around what is drawn (the text itself); `block`: the element's box; `room`: the widest the image may get. */
export type PartBox = { frame: Rect; block: Rect; element: HTMLElement; room: number };
export type PartBoxes = Partial<Record<HeroPart, PartBox>>;

const relative = (rect: DOMRect, origin: DOMRect): Rect => ({
  left: Math.round(rect.left - origin.left),
  top: Math.round(rect.top - origin.top),
  width: Math.round(rect.width),
  height: Math.round(rect.height),
});

/** The width the image's wrapper would take without its stored maximum: the room its column gives it. */
function roomOf(element: HTMLElement): number {
  // Read synchronously and put back before the browser paints: the page never shows the change.
  const stored = element.style.maxWidth;
  element.style.maxWidth = 'none';
  const room = element.getBoundingClientRect().width;
  element.style.maxWidth = stored;
  return Math.floor(room);
}

function measure(root: HTMLElement): PartBoxes {
  const origin = root.getBoundingClientRect();
  const boxes: PartBoxes = {};
  for (const marker of root.querySelectorAll<HTMLElement>('[data-hero-part]')) {
    const part = marker.dataset.heroPart as HeroPart;
    if (!PARTS.includes(part) || boxes[part]) continue;
    // The description's marker draws no box of its own (display: contents): its text block does.
    const element = marker.getBoundingClientRect().width === 0 && marker.firstElementChild instanceof HTMLElement ? marker.firstElementChild : marker;
    const block = element.getBoundingClientRect();
    if (!block.width && !block.height) continue;
    let frame = block;
    if (part === 'title' || part === 'description') {
      // A centred title fills its column; the frame and the handle belong around the words.
      const range = document.createRange();
      range.selectNodeContents(element);
      const words = range.getBoundingClientRect();
      if (words.width && words.height) frame = words;
    }
    boxes[part] = { frame: relative(frame, origin), block: relative(block, origin), element, room: part === 'image' ? roomOf(element) : 0 };
  }
  return boxes;
}

const same = (a: PartBoxes, b: PartBoxes) =>
  PARTS.every((part) => {
    const x = a[part];
    const y = b[part];
    if (!x || !y) return x === y;
    return x.element === y.element && x.room === y.room && JSON.stringify([x.frame, x.block]) === JSON.stringify([y.frame, y.block]);
  });

/** The boxes now, or the same object when nothing moved (so nothing re-renders). */
function remeasure(root: HTMLElement | null, current: PartBoxes): PartBoxes {
  if (!root) return current;
  const next = measure(root);
  return same(current, next) ? current : next;
}

/** The parts' boxes; `version` changes whenever what the preview draws may have moved. */
export function usePartBoxes(root: RefObject<HTMLElement | null>, version: unknown): PartBoxes {
  const [boxes, setBoxes] = useState<PartBoxes>({});

  useLayoutEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- measuring what was just drawn, before paint, so the tools never lag a frame behind the preview
    setBoxes((current) => remeasure(root.current, current));
  }, [root, version]);

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const update = () => setBoxes((current) => remeasure(element, current));
    const observer = new ResizeObserver(update);
    observer.observe(element);
    // A part's marker, and what it wraps when it draws no box of its own.
    for (const marker of element.querySelectorAll('[data-hero-part]')) for (const target of [marker, marker.firstElementChild]) if (target) observer.observe(target);
    window.addEventListener('resize', update);
    void document.fonts?.ready.then(update);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
    };
  }, [root, version]);

  return boxes;
}
