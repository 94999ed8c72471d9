// What differs between two states of one record, field by field: the revision history's "which
// fields changed" and its side-by-side comparison (docs/decisions/061), and what an editor shows
// when its save meets a newer version. Pure: the editors use it too.

export type FieldChange = { field: string; before: unknown; after: unknown };

/**
 * The same JSON value. Key order does not count (PostgreSQL's jsonb keeps keys in its own order),
 * and a missing field is the same as null (a field added to a record later was null before).
 */
export function sameJson(a: unknown, b: unknown): boolean {
  const left = a === undefined ? null : a;
  const right = b === undefined ? null : b;
  if (left === right) return true;
  if (left === null || right === null || typeof left !== 'object' || typeof right !== 'object') return false;
  if (Array.isArray(left) !== Array.isArray(right)) return false;
  if (Array.isArray(left) && Array.isArray(right)) return left.length === right.length && left.every((item, index) => sameJson(item, right[index]));
  const l = left as Record<string, unknown>;
  const r = right as Record<string, unknown>;
  const keys = new Set([...Object.keys(l), ...Object.keys(r)]);
  for (const key of keys) if (!sameJson(l[key], r[key])) return false;
  return true;
}

/**
 * The fields whose value differs, by name (a state read back from jsonb has its keys in the
 * database's order, not the form's), each with both values (null for a field one side does not
 * have). `ignore` names bookkeeping fields that are not the record's content (its id, version,
 * place on the page).
 */
export function fieldChanges(before: Readonly<Record<string, unknown>>, after: Readonly<Record<string, unknown>>, ignore: readonly string[] = []): FieldChange[] {
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((field) => !ignore.includes(field)).sort();
  return fields
    .filter((field) => !sameJson(before[field], after[field]))
    .map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null }));
}

/** Only the names of the fields that differ. */
export function changedFields(before: Readonly<Record<string, unknown>>, after: Readonly<Record<string, unknown>>, ignore: readonly string[] = []): string[] {
  return fieldChanges(before, after, ignore).map((change) => change.field);
}
