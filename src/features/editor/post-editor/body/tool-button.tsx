'use client';
// A button of the body's toolbar. The toolbar has one tab stop and arrow keys between its buttons
// (the ARIA toolbar pattern): the button last focused keeps the stop. At least 32 px square. A
// pointer press does not take the focus from the text.
import { createContext, useContext, type ComponentProps } from 'react';
import { cx } from '@/components/ui/cx';

const TOOL =
  'inline-flex min-h-8 min-w-8 items-center justify-center rounded-md text-sm font-semibold text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-sky-600 aria-pressed:bg-sky-100 aria-pressed:text-sky-900 disabled:cursor-not-allowed disabled:opacity-40';
export const SEPARATOR = <span aria-hidden="true" className="mx-1 h-5 w-px bg-gray-200" />;

/** The tool that holds the toolbar's tab stop. */
export const Roving = createContext<{ tabStop: string; setTabStop: (key: string) => void }>({ tabStop: '', setTabStop: () => {} });

export function ToolButton({ tool, pressed, wide, className, onFocus, ...props }: ComponentProps<'button'> & { tool: string; pressed?: boolean; wide?: boolean }) {
  const { tabStop, setTabStop } = useContext(Roving);
  return (
    <button
      type="button"
      data-tool={tool}
      tabIndex={tool === tabStop ? 0 : -1}
      aria-pressed={pressed}
      className={cx(TOOL, wide ? 'px-2.5' : 'px-1.5', className)}
      onFocus={(event) => {
        setTabStop(tool);
        onFocus?.(event);
      }}
      // A press keeps the caret in the text: the tool acts on it, and the next keystroke lands there.
      onMouseDown={(event) => event.preventDefault()}
      {...props}
    />
  );
}

