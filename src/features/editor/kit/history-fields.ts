// An editor's fields as its History panel shows them (kit/history-panel.tsx), built from the same
// labels and value words as its conflict view: only the fields the editor edits, each named by the
// control that edits it. Pure: the editors bundle this file.
import type { EditorLabels, PlainEditorKey } from '@/lib/i18n/editor-labels';
import type { FieldChange } from '@/lib/field-changes';
import type { ConflictRow } from './conflict-dialog';
import { conflictLabel } from './conflict-values';
import type { HistoryFields } from './history-panel';

type Rows = (keys: string[], before: Record<string, unknown>, after: Record<string, unknown>, labels: EditorLabels) => ConflictRow[];

/** The changes to the named fields as two partial states, for an editor's conflict-row function. */
export function partialStates(changes: FieldChange[], known: (field: string) => boolean) {
  const kept = changes.filter((change) => known(change.field));
  return {
    keys: kept.map((change) => change.field),
    before: Object.fromEntries(kept.map((change) => [change.field, change.before])),
    after: Object.fromEntries(kept.map((change) => [change.field, change.after])),
  };
}

/** History fields of a flat record: a label key per field edited, rows by the editor's conflict rows. */
export function flatHistoryFields(fields: Record<string, PlainEditorKey>, rows: Rows): HistoryFields {
  const known = (field: string) => Object.hasOwn(fields, field);
  return {
    label: (field, labels) => (known(field) ? conflictLabel(field, labels[fields[field]!], labels) : null),
    rows: (changes, labels) => {
      const { keys, before, after } = partialStates(changes, known);
      return rows(keys, before, after, labels);
    },
  };
}

/** A field holding a list of ids (a section's cards), as the list's label and its length. */
export function withListField(base: HistoryFields, field: string, label: PlainEditorKey): HistoryFields {
  const count = (value: unknown) => (Array.isArray(value) ? String(value.length) : '');
  return {
    label: (name, labels) => (name === field ? labels[label] : base.label(name, labels)),
    rows: (changes, labels) => {
      const rows = base.rows(changes, labels);
      const list = changes.find((change) => change.field === field);
      if (list) rows.push({ key: field, label: labels[label], mine: count(list.before), theirs: count(list.after) });
      return rows;
    },
  };
}
