'use client';
// A small rich-text field for titles and descriptions: the browser's own editing (Ctrl/Cmd+B, I,
// lists pasted in) on a contentEditable box, giving HTML that the server sanitises to the spec's
// allowlist on write and the page sanitises again on render. The box is left alone while it has
// focus, so the caret never jumps; a value from outside (undo, restore) replaces its content.
import { useEffect, useRef } from 'react';

type Props = {
  id: string;
  value: string;
  onChange: (html: string) => void;
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  multiline?: boolean;
  placeholder?: string;
  /** The language of the text, so spelling and speech follow it. */
  lang?: string;
  className?: string;
};

export function RichTextInput({ id, value, onChange, labelledBy, describedBy, invalid, multiline = true, placeholder, lang, className = '' }: Props) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (element && element.innerHTML !== value && (document.activeElement !== element || value === '')) element.innerHTML = value;
  }, [value]);
  return (
    <div
      ref={box}
      id={id}
      lang={lang}
      role="textbox"
      contentEditable
      suppressContentEditableWarning
      aria-multiline={multiline}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      aria-placeholder={placeholder}
      tabIndex={0}
      data-placeholder={placeholder}
      className={`w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 shadow-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-sky-600 aria-[invalid=true]:border-rose-600 [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5 empty:before:text-gray-500 empty:before:content-[attr(data-placeholder)] ${multiline ? 'min-h-24' : ''} ${className}`}
      onInput={(event) => onChange(event.currentTarget.innerHTML === '<br>' ? '' : event.currentTarget.innerHTML)}
      onKeyDown={(event) => {
        if (!multiline && event.key === 'Enter') event.preventDefault();
      }}
    />
  );
}
