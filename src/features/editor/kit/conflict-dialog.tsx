'use client';
// What an editor shows when its save was refused because someone else saved the record meanwhile
// (decision 064): the fields both changed, side by side, each with "Keep mine" and "Keep theirs"
// (mine chosen to begin with), and "Copy mine" to take one's own text along whatever is kept. The
// fields only the other person changed are already merged and not asked about. "Keep editing"
// leaves the working copy as it was, unsaved.
import { useState } from 'react';
import { AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogTitle } from '@/components/ui/alert-dialog';
import { cx } from '@/components/ui/cx';
import { useEditorContext } from '../editor-labels';

/** One field both sides changed, its two values as the person reads them. */
export type ConflictRow = { key: string; label: string; mine: string; theirs: string };
export type Choices = Record<string, 'mine' | 'theirs'>;

type Props = {
  rows: ConflictRow[] | null;
  /** What was saved meanwhile, when not the editor's record itself (a card of a section). */
  title?: string;
  body?: string;
  onSave: (choices: Choices) => void;
  onKeepEditing: () => void;
};

export function ConflictDialog({ rows, title, body, onSave, onKeepEditing }: Props) {
  return (
    <AlertDialog open={rows !== null} onOpenChange={(open) => !open && onKeepEditing()}>
      {rows && <ConflictContent key={`${title}:${rows.map((row) => row.key).join()}`} rows={rows} title={title} body={body} onSave={onSave} />}
    </AlertDialog>
  );
}

function ConflictContent({ rows, title, body, onSave }: Pick<Props, 'title' | 'body' | 'onSave'> & { rows: ConflictRow[] }) {
  const { editor: labels } = useEditorContext();
  const [choices, setChoices] = useState<Choices>(() => Object.fromEntries(rows.map((row) => [row.key, 'mine'])));
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async (row: ConflictRow) => {
    await navigator.clipboard.writeText(row.mine);
    setCopied(row.key);
  };
  return (
    <AlertDialogContent
      data-conflict-view=""
      className="flex max-h-[92vh] flex-col md:max-w-2xl"
      tabIndex={-1}
      // The view can open while the person is typing (a card's save): the focus goes to the view
      // itself, which reads out its title and words, so that no key meant for the text presses a button.
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        (event.currentTarget as HTMLElement | null)?.focus();
      }}
    >
      <AlertDialogTitle>{title ?? labels.conflictTitle}</AlertDialogTitle>
      <AlertDialogDescription>{body ?? labels.conflictBody}</AlertDialogDescription>
      <div className="mt-4 min-h-0 space-y-4 overflow-y-auto">
        {rows.map((row) => (
          <fieldset key={row.key} data-conflict-field={row.key} className="rounded-xl border border-gray-200 p-3">
            <legend className="px-1 text-sm font-semibold text-gray-900">{row.label}</legend>
            <div className="grid gap-3 md:grid-cols-2">
              {(['mine', 'theirs'] as const).map((side) => (
                <label key={side} className={cx('flex cursor-pointer flex-col gap-2 rounded-lg p-3 ring-1', choices[row.key] === side ? 'bg-sky-50 ring-sky-600' : 'ring-gray-200')}>
                  <span className="flex items-center gap-2 text-sm font-medium text-gray-900">
                    <input type="radio" name={`conflict-${row.key}`} value={side} checked={choices[row.key] === side} onChange={() => setChoices((current) => ({ ...current, [row.key]: side }))} className="size-4 accent-sky-700" />
                    {side === 'mine' ? labels.keepMine : labels.keepTheirs}
                  </span>
                  <span className="text-xs font-medium text-gray-600">{side === 'mine' ? labels.conflictMine : labels.conflictTheirs}</span>
                  <span data-conflict-value={side} className="text-sm break-words whitespace-pre-wrap text-gray-900">
                    {(side === 'mine' ? row.mine : row.theirs) || labels.valueEmpty}
                  </span>
                </label>
              ))}
            </div>
            <button type="button" onClick={() => void copy(row)} className="mt-2 rounded-md px-2 py-1 text-sm font-medium text-sky-800 ring-1 ring-gray-300 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-sky-600">
              {copied === row.key ? labels.copied : labels.copyMine}
            </button>
          </fieldset>
        ))}
      </div>
      <AlertDialogFooter>
        <AlertDialogCancel>{labels.keepEditing}</AlertDialogCancel>
        <button type="button" onClick={() => onSave(choices)} className="inline-flex min-h-10 items-center rounded-lg bg-[var(--accent,var(--color-gray-900))] px-4 text-sm font-semibold text-white hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600">
          {labels.conflictApply}
        </button>
      </AlertDialogFooter>
    </AlertDialogContent>
  );
}
