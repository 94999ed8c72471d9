// How well a palette entry matches what was typed: the score cmdk sorts and hides by (1 is best, 0
// hides the entry). The entry's own label wins over its keywords, so "Banner" picks the Banner
// command even though "banner" is also a keyword of Hero Section. Tiers, best first:
//   the label itself; the label's start; the start of a word of the label; every typed word
//   starting a word of the label; anywhere in the label; then the same for a keyword; and last,
//   the typed letters in order in the label (a loose abbreviation such as "hdr"), then in a keyword.
// Entries of one tier keep the order the palette lists them in (cmdk sorts stably). cmdk 1.1 sorts
// the entries inside each group but not the groups (its lookup of a group misses, dip/cmdk#255), so
// the palette orders its groups itself with `orderGroups`.

const TIER = {
  labelExact: 1,
  labelPrefix: 0.9,
  labelWordPrefix: 0.8,
  labelAllWords: 0.75,
  labelContains: 0.7,
  keywordExact: 0.6,
  keywordPrefix: 0.5,
  keywordWordPrefix: 0.45,
  keywordContains: 0.4,
  labelLetters: 0.2,
  keywordLetters: 0.1,
} as const;

/** Case, accents and spacing do not count: "Global  settings" finds "Global Settings", "resume" finds "Résumé". */
export function normalizeSearch(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase().replace(/\s+/g, ' ').trim();
}

const words = (text: string) => text.split(/[\s\-_/·・]+/).filter(Boolean);

/** The letters of `search` appear in `text` in this order (spaces in the search are ignored). */
function inOrder(text: string, search: string): boolean {
  let at = 0;
  for (const char of search.replace(/ /g, '')) {
    at = text.indexOf(char, at);
    if (at < 0) return false;
    at += char.length;
  }
  return true;
}

type Tiers = { exact: number; prefix: number; wordPrefix: number; allWords?: number; contains: number };

function textScore(text: string, search: string, tiers: Tiers): number {
  if (text === search) return tiers.exact;
  if (text.startsWith(search)) return tiers.prefix;
  const textWords = words(text);
  if (textWords.some((word) => word.startsWith(search))) return tiers.wordPrefix;
  const searchWords = words(search);
  if (tiers.allWords && searchWords.length > 1 && searchWords.every((typed) => textWords.some((word) => word.startsWith(typed)))) return tiers.allWords;
  if (text.includes(search)) return tiers.contains;
  return 0;
}

const LABEL: Tiers = { exact: TIER.labelExact, prefix: TIER.labelPrefix, wordPrefix: TIER.labelWordPrefix, allWords: TIER.labelAllWords, contains: TIER.labelContains };
const KEYWORD: Tiers = { exact: TIER.keywordExact, prefix: TIER.keywordPrefix, wordPrefix: TIER.keywordWordPrefix, contains: TIER.keywordContains };

/** The score of an entry shown as `label` and also found by `keywords`, for the text typed. */
export function commandScore(search: string, label: string, keywords: readonly string[] = []): number {
  const typed = normalizeSearch(search);
  if (!typed) return 1;
  const name = normalizeSearch(label);
  const others = keywords.map(normalizeSearch).filter(Boolean);
  const byLabel = textScore(name, typed, LABEL);
  if (byLabel) return byLabel;
  const byKeyword = Math.max(0, ...others.map((keyword) => textScore(keyword, typed, KEYWORD)));
  if (byKeyword) return byKeyword;
  if (inOrder(name, typed)) return TIER.labelLetters;
  if (others.some((keyword) => inOrder(keyword, typed))) return TIER.keywordLetters;
  return 0;
}

/**
 * The palette hands each entry to cmdk with its label first among the keywords
 * (`paletteKeywords`); `paletteFilter` is the cmdk `filter` that reads them back that way.
 */
export function paletteKeywords(label: string, keywords: readonly string[] = []): string[] {
  return [label, ...keywords];
}

export function paletteFilter(_value: string, search: string, keywords?: string[]): number {
  const [label = '', ...others] = keywords ?? [];
  return commandScore(search, label, others);
}

export type RankedGroup = { entries: readonly { label: string; keywords?: readonly string[] }[] };

/** The groups in the order to show them for `search`: the one holding the best match first, ties as given. */
export function orderGroups<G extends RankedGroup>(search: string, groups: readonly G[]): G[] {
  const best = (group: G) => Math.max(0, ...group.entries.map((entry) => commandScore(search, entry.label, entry.keywords)));
  return groups
    .map((group) => ({ group, score: best(group) }))
    .sort((a, b) => b.score - a.score)
    .map(({ group }) => group);
}
