// Three-way merge of an editor's working copy after a save was refused as stale (409, decision 061):
// `base` is the record as this editor last had it from the server, `mine` the working copy, and
// `theirs` the record as someone else has since saved it. A field only one side changed takes that
// side's value without asking; a field both changed to different values is a conflict, for the
// person to settle field by field (kit/conflict-dialog.tsx). Values are compared whole, as JSON.

export type MergeResult<T> = {
  /** Every field settled: theirs where only they changed it, mine where I did (conflicts start as mine). */
  merged: T;
  /** The fields both sides changed, to different values. */
  conflicts: (keyof T & string)[];
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function mergeDrafts<T extends Record<string, unknown>>(base: T, mine: T, theirs: T): MergeResult<T> {
  const merged = { ...mine };
  const conflicts: (keyof T & string)[] = [];
  const keys = new Set([...Object.keys(base), ...Object.keys(mine), ...Object.keys(theirs)] as (keyof T & string)[]);
  for (const key of keys) {
    const iChanged = !same(mine[key], base[key]);
    const theyChanged = !same(theirs[key], base[key]);
    if (!theyChanged) continue;
    if (!iChanged || same(mine[key], theirs[key])) merged[key] = theirs[key];
    else conflicts.push(key);
  }
  return { merged, conflicts };
}

/** The merged copy with each conflict settled as chosen ('mine' keeps the working copy's value). */
export function settle<T extends Record<string, unknown>>(result: MergeResult<T>, theirs: T, choices: Partial<Record<keyof T & string, 'mine' | 'theirs'>>): T {
  const settled = { ...result.merged };
  for (const key of result.conflicts) if (choices[key] === 'theirs') settled[key] = theirs[key];
  return settled;
}
