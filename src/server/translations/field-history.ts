import 'server-only';
// Where a translation stands, read from a record's states in time order (docs/decisions/077): the
// kept revisions, oldest first, then the record as it now is. A text is translatable when its state
// has a key `x` beside an `x_translation` map; so are the rows (with an id) of a state's lists
// (`faqs.<id>.question`). For one text and one language: missing when the default text says
// something and the translation is blank; stale when the default text changed after the
// translation last did and nobody said "still right" since; done otherwise. Pure.
import { isBlankText } from '@/schemas/template-section';
import type { FieldState } from '@/schemas/translations';

type State = Record<string, unknown>;

/**
 * A record's states, oldest first, the current one last: `replacedAt[i]` is when the save that
 * turned `states[i]` into `states[i + 1]` was made (microseconds since the epoch).
 */
export type History = { states: State[]; replacedAt: bigint[] };

/** One translatable text of a record: `field` of the record itself, or of the row `rowId` of its list `list`. */
export type TextField = { key: string; field: string; list?: string; rowId?: string };

type Text = { base: string; translations: State | null };

const isMap = (value: unknown): value is State => typeof value === 'object' && value !== null && !Array.isArray(value);
const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The keys `x` of a record that have an `x_translation` map beside a text (or nothing yet). */
function translatableKeys(record: State): string[] {
  return Object.keys(record)
    .filter((key) => !key.endsWith('_translation') && isMap(record[`${key}_translation`]))
    .filter((key) => record[key] === null || typeof record[key] === 'string')
    .sort();
}

const rowsOf = (value: unknown): (State & { id: string })[] =>
  Array.isArray(value) ? value.filter((row): row is State & { id: string } => isMap(row) && typeof row.id === 'string') : [];

/** Every translatable text of a state: its own, then those of the rows of its lists. */
export function translatableFields(state: State): TextField[] {
  const own: TextField[] = translatableKeys(state).map((field) => ({ key: field, field }));
  const nested = Object.keys(state)
    .sort()
    .flatMap((list) => rowsOf(state[list]).flatMap((row) => translatableKeys(row).map((field) => ({ key: `${list}.${row.id}.${field}`, field, list, rowId: row.id }))));
  return [...own, ...nested];
}

/** The text in one state; null when the state does not hold it (a row made later, a field older states lack). */
function textAt(state: State, text: TextField): Text | null {
  const record = text.list ? rowsOf(state[text.list]).find((row) => row.id === text.rowId) : state;
  if (!record || !(text.field in record)) return null;
  const translations = record[`${text.field}_translation`];
  return { base: textOf(record[text.field]), translations: isMap(translations) ? translations : null };
}

const translationIn = (text: Text, locale: string) => textOf(text.translations?.[locale]);

/**
 * The last save that changed the default text, and per language the last that changed its
 * translation: an index into `replacedAt`, -1 when none did since the record (or row) was made.
 * Only two states that both hold a text are compared: a state from before a field was kept (or a
 * row that did not exist yet) changes nothing.
 */
function lastChanges(history: History, text: TextField, locales: readonly string[]) {
  let base = -1;
  const translations = Object.fromEntries(locales.map((locale) => [locale, -1]));
  for (let index = 0; index + 1 < history.states.length; index++) {
    const before = textAt(history.states[index]!, text);
    const after = textAt(history.states[index + 1]!, text);
    if (!before || !after) continue;
    if (before.base !== after.base) base = index;
    if (!before.translations || !after.translations) continue;
    for (const locale of locales) if (translationIn(before, locale) !== translationIn(after, locale)) translations[locale] = index;
  }
  return { base, translations };
}

/**
 * One text's state per language, or null when it is not counted (its default text is blank, or the
 * record as it now is does not hold it). `reviewedAt` answers when the text was last said to be
 * still right in a language (microseconds), if ever.
 */
export function textStates(
  history: History,
  text: TextField,
  locales: readonly string[],
  reviewedAt: (locale: string) => bigint | undefined,
): Record<string, FieldState> | null {
  const current = textAt(history.states[history.states.length - 1]!, text);
  if (!current || isBlankText(current.base)) return null;
  const last = lastChanges(history, text, locales);
  return Object.fromEntries(
    locales.map((locale): [string, FieldState] => {
      if (isBlankText(translationIn(current, locale))) return [locale, 'missing'];
      if (last.base <= last.translations[locale]!) return [locale, 'done'];
      const reviewed = reviewedAt(locale);
      return [locale, reviewed !== undefined && reviewed >= history.replacedAt[last.base]! ? 'done' : 'stale'];
    }),
  );
}

/** The share (0–100, rounded down, so 100 means all) of `counted` that are `done`; 100 when nothing is counted. */
export function share(done: number, counted: number): number {
  return counted === 0 ? 100 : Math.floor((100 * done) / counted);
}

/** Per language, the share of texts whose state is done. */
export function completeness(fields: Record<string, Partial<Record<string, FieldState>>>, locales: readonly string[]): Record<string, number> {
  const counted = Object.values(fields);
  return Object.fromEntries(locales.map((locale) => [locale, share(counted.filter((states) => states[locale] === 'done').length, counted.length)]));
}
