'use client';
// A limited text field's remaining-characters counter (editing-layer spec §5): amber once less than
// a tenth of the room is left. Read out by the field it describes, not on every keystroke.
import { labelText } from '@/lib/i18n/island-labels';
import { useEditorContext } from '../editor-labels';

/** Spec §5: the counter warns when under 10 percent of the room is left. */
export const REMAINING_WARN_SHARE = 0.1;

export function Remaining({ value, max, id }: { value: string; max: number; id: string }) {
  const { editor: labels, locale } = useEditorContext();
  const left = Math.max(0, max - value.length);
  const warn = left < max * REMAINING_WARN_SHARE;
  return (
    <p id={id} className={`text-right text-xs tabular-nums ${warn ? 'font-semibold text-amber-800' : 'text-gray-600'}`} data-remaining={warn ? 'warn' : ''}>
      {labelText(labels.postCharactersLeft, { count: left.toLocaleString(locale) })}
    </p>
  );
}
