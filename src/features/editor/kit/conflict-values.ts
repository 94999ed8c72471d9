// How a field's value reads in the conflict view (kit/conflict-dialog.tsx): text as it is, a switch
// as On or Off, a colour gradient as its stops, a translation map as one line per language. A value
// from a closed list is named by the editor's own label for it (`choice`).
import type { EditorLabels, PlainEditorKey } from '@/lib/i18n/editor-labels';
import type { ConflictRow } from './conflict-dialog';

export function conflictValue(value: unknown, labels: EditorLabels, choice?: (value: string) => string | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return choice?.(value) ?? value;
  if (typeof value === 'boolean') return choice?.(String(value)) ?? (value ? labels.valueOn : labels.valueOff);
  if (typeof value === 'number') return String(value);
  if (typeof value === 'object' && 'from' in value && 'to' in value) {
    const gradient = value as { from: string; via?: string | null; to: string };
    return [gradient.from, gradient.via, gradient.to].filter(Boolean).join(' → ');
  }
  return Object.entries(value as Record<string, unknown>)
    .filter(([, text]) => typeof text === 'string' && text)
    .map(([locale, text]) => `${locale}: ${text}`)
    .join('\n');
}

/** A field's label; a translation map is that field's label "(other languages)". */
export function conflictLabel(key: string, base: string, labels: EditorLabels): string {
  return key.endsWith('_translation') ? `${base} (${labels.otherLanguages})` : base;
}

/**
 * An editor's conflict rows, from the label of the control that edits each field and the labels of
 * the values of its closed lists (a switch's `true` and `false` too, where it has words of its own).
 */
export function conflictRowsFor<T extends Record<string, unknown>>(fields: Record<keyof T & string, PlainEditorKey>, choices: Partial<Record<keyof T & string, Record<string, PlainEditorKey>>>) {
  return (keys: (keyof T & string)[], mine: T, theirs: T, labels: EditorLabels): ConflictRow[] =>
    keys.map((key) => {
      const choice = (value: string) => {
        const label = choices[key]?.[value];
        return label && labels[label];
      };
      return { key, label: conflictLabel(key, labels[fields[key]], labels), mine: conflictValue(mine[key], labels, choice), theirs: conflictValue(theirs[key], labels, choice) };
    });
}
