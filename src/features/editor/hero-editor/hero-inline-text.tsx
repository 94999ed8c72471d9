'use client';
// The title or description edited where it stands: a text area laid over the words in their own
// font, size, weight, colour and alignment, while the words themselves are hidden (HIDE_EDITED_TEXT
// below). It writes to the working copy on every keystroke (one undo step per burst of typing, as
// in the title field), and the hidden text keeps reflowing underneath, so the area takes the
// height the text will have. Enter (title) or Escape ends the edit, as does leaving the area.
import { useEffect, useRef, type CSSProperties } from 'react';
import type { PartBox } from './use-part-boxes';

type Props = {
  part: 'title' | 'description';
  box: PartBox;
  value: string;
  label: string;
  /** Spec §9: the title's text area grows to 400 px, the description's to 280 px. */
  maxHeight: number;
  onChange: (value: string) => void;
  onDone: () => void;
};

/**
 * For the preview's frame: while a text area edits a part, the view's own words stay in place (they
 * give the area its height as they reflow) but are not drawn under it.
 */
export const HIDE_EDITED_TEXT =
  '[&:has([data-hero-inline-text=title])_[data-hero-part=title]]:invisible [&:has([data-hero-inline-text=description])_[data-hero-part=description]]:invisible';

/** The look of the words being edited; a gradient title (transparent text) is edited in its column's colour. */
function typeOf(element: HTMLElement): CSSProperties {
  const style = getComputedStyle(element);
  const transparent = style.color === 'transparent' || /,\s*0\)$/.test(style.color);
  return {
    fontFamily: style.fontFamily,
    fontSize: style.fontSize,
    fontWeight: style.fontWeight,
    fontStyle: style.fontStyle,
    lineHeight: style.lineHeight,
    letterSpacing: style.letterSpacing,
    textAlign: style.textAlign as CSSProperties['textAlign'],
    color: transparent ? 'var(--color-gray-900)' : style.color,
  };
}

export function InlineText({ part, box, value, label, maxHeight, onChange, onDone }: Props) {
  const area = useRef<HTMLTextAreaElement>(null);
  // The caret starts after the words, where one goes on writing.
  useEffect(() => {
    const length = area.current?.value.length ?? 0;
    area.current?.setSelectionRange(length, length);
  }, []);
  return (
    <textarea
      ref={area}
      // Opened on purpose (the menu's Edit text, or a double click), so it takes the focus.
      autoFocus
      aria-label={label}
      data-hero-for={part}
      data-hero-inline-text={part}
      value={value}
      rows={1}
      spellCheck
      className="pointer-events-auto absolute z-20 m-0 resize-none overflow-y-auto border-0 bg-transparent p-0 outline-2 outline-offset-4 outline-[var(--accent,var(--color-sky-600))] focus:ring-0"
      style={{ ...typeOf(box.element), left: box.block.left, top: box.block.top, width: box.block.width, height: Math.min(box.block.height, maxHeight), maxHeight }}
      onChange={(event) => onChange(part === 'title' ? event.target.value.replace(/\n/g, ' ') : event.target.value)}
      onBlur={onDone}
      onKeyDown={(event) => {
        if (event.key === 'Escape' || (part === 'title' && event.key === 'Enter')) {
          event.preventDefault();
          onDone();
        }
      }}
    />
  );
}
