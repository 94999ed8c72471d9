// A record with nested settings (the hero's title, image and button styles) as flat fields for the
// three-way merge (decision 064): `title_style.color` and `title_style.size.desktop` are fields of
// their own, so two people who changed different settings of one style are merged without a
// question, and a conflict names the one setting both changed. A colour gradient and a translation
// map stay whole: their parts mean nothing apart. Pure: the editors bundle this file.

export type FlatFields = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Values kept whole, by the name of their field. */
const keptWhole = (key: string) => key === 'gradient' || key.endsWith('_translation');

/** The record's fields named in `keys`, nested settings spread out as `outer.inner` fields. */
export function flattenFields(record: Record<string, unknown>, keys: readonly string[]): FlatFields {
  const flat: FlatFields = {};
  const walk = (value: unknown, path: string, key: string) => {
    // An empty group of settings stays a value of its own, so that it comes back as it was.
    if (isPlainObject(value) && !keptWhole(key) && Object.keys(value).length > 0) {
      for (const [inner, innerValue] of Object.entries(value)) walk(innerValue, `${path}.${inner}`, inner);
      return;
    }
    flat[path] = value;
  };
  for (const key of keys) walk(record[key], key, key);
  return flat;
}

/** The record again from its flat fields (the inverse of flattenFields). */
export function unflattenFields<T>(flat: FlatFields): T {
  const record: Record<string, unknown> = {};
  // Outer fields first: a merge may hold `size` (emptied on one side) beside `size.desktop` (set on
  // the other), and the setting inside must win over the empty group.
  const entries = Object.entries(flat).sort(([a], [b]) => a.split('.').length - b.split('.').length);
  for (const [path, value] of entries) {
    const parts = path.split('.');
    let target = record;
    for (const part of parts.slice(0, -1)) {
      if (!isPlainObject(target[part])) target[part] = {};
      target = target[part] as Record<string, unknown>;
    }
    target[parts[parts.length - 1]] = value;
  }
  return record as T;
}
