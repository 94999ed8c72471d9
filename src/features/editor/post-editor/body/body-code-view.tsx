'use client';
// The body as HTML: a plain textarea whose every change goes to the draft as it is (the sanitisers
// downstream are the authority). Its undo keys and the browser's own undo run the editor kit's
// history, so the textarea's private undo stack never fights the draft's.
import { useEffect, useRef } from 'react';
import { cx } from '@/components/ui/cx';
import { historyDirection, historyInput, type HistoryDirection } from './body-behaviour';

type Props = {
  id: string;
  value: string;
  label: string;
  onChange: (html: string) => void;
  onTravel: (direction: HistoryDirection) => void;
  describedBy?: string;
  invalid?: boolean;
  /** The language of the text between the tags. */
  lang?: string;
  className?: string;
};

export function BodyCodeView({ id, value, label, onChange, onTravel, describedBy, invalid, lang, className }: Props) {
  const box = useRef<HTMLTextAreaElement>(null);
  const travel = useRef(onTravel);
  useEffect(() => {
    travel.current = onTravel;
  }, [onTravel]);

  // React's onBeforeInput is not the native event and has no inputType: listen to the real one.
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const onBeforeInput = (event: InputEvent) => {
      const direction = historyInput(event.inputType);
      if (!direction) return;
      event.preventDefault();
      travel.current(direction);
    };
    element.addEventListener('beforeinput', onBeforeInput);
    return () => element.removeEventListener('beforeinput', onBeforeInput);
  }, []);

  return (
    <textarea
      ref={box}
      id={id}
      value={value}
      aria-label={label}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      lang={lang}
      spellCheck={false}
      autoCapitalize="off"
      autoComplete="off"
      className={cx(
        'block min-h-64 w-full resize-y border-0 bg-white px-3 py-2 font-mono text-[0.8125rem] leading-6 text-gray-900',
        'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-sky-600',
        className,
      )}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={(event) => {
        const direction = historyDirection(event.nativeEvent);
        if (!direction) return;
        event.preventDefault();
        // One step: the frame's own undo keys around the body must not take a second.
        event.stopPropagation();
        onTravel(direction);
      }}
    />
  );
}
