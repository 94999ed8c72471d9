// Heading anchors that outlive a heading's new wording (docs/decisions/070). A published post keeps,
// per language of its content, the ids its headings had before a rename as aliases of the heading
// that carries the content now, so a shared link to /post#old-heading still lands on it. Pure code:
// the post writes compute the aliases, the public page adds one empty marker per alias.

/** One current heading id and the older ids that lead to it, oldest first. */
export type AnchorEntry = { id: string; aliases: string[] };

/**
 * A post's aliases by the content they belong to: `default` for the post's own content, a locale
 * code for a translation of it (translations are worded, and so anchored, on their own).
 */
export type PostAnchors = Partial<Record<string, AnchorEntry[]>>;

/** The key of the post's own (untranslated) content. Locale codes are two letters or more with a region, never this. */
export const DEFAULT_CONTENT = 'default';

/** At most this many aliases per post and language; past it, the headings renamed longest ago lose their oldest first. */
export const MAX_ANCHOR_ALIASES = 100;

const MAX_ANCHOR_LENGTH = 80;
// What the page's ids are made of (headingSlug): letters and digits of any script, single hyphens between.
const ANCHOR = /^[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*$/u;

/** Whether a value may be written into the page as an id: nothing that could leave the attribute or the fragment. */
export function isAnchorId(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_ANCHOR_LENGTH && ANCHOR.test(value);
}

/** The key whose aliases go with the content shown in `locale`: the translation's when it is the one shown (as `translate` picks it). */
export function anchorSource(contentTranslation: Partial<Record<string, unknown>> | null | undefined, locale: string): string {
  const candidate = contentTranslation?.[locale];
  return typeof candidate === 'string' && candidate.trim() !== '' ? locale : DEFAULT_CONTENT;
}

/**
 * Which old heading became which new one, between two lists of heading ids in page order. Ids found
 * in both are headings that kept their anchor; they split both lists into stretches, and within the
 * same stretch the n-th heading whose id went away is paired with the n-th heading whose id is new
 * (a rename keeps a heading's place among its neighbours). Unpaired old ids are headings removed.
 */
export function renamedHeadings(before: readonly string[], after: readonly string[]): Map<string, string> {
  const kept = new Set(before.filter((id) => after.includes(id)));
  const stretches = (ids: readonly string[], isChanged: (id: string) => boolean) => {
    const out: string[][] = [[]];
    for (const id of ids) {
      if (kept.has(id)) out.push([]);
      else if (isChanged(id)) out[out.length - 1].push(id);
    }
    return out;
  };
  const gone = stretches(before, (id) => !after.includes(id));
  const fresh = stretches(after, (id) => !before.includes(id));
  const renamed = new Map<string, string>();
  gone.forEach((ids, stretch) => ids.forEach((id, n) => {
    const successor = fresh[stretch]?.[n];
    if (successor) renamed.set(id, successor);
  }));
  return renamed;
}

/**
 * The aliases after a change of one content from headings `before` to headings `after`: a renamed
 * heading's old id leads to its new one; aliases that led to the old id now lead to the new one too
 * (never a chain); an alias that is the id of a real heading again is dropped (the heading wins); and
 * the aliases of a heading removed without a successor go with it. Entries that changed move to the
 * end, and past `limit` the oldest aliases of the entries at the front go first.
 */
export function nextAnchors(
  previous: readonly AnchorEntry[] | undefined,
  before: readonly string[],
  after: readonly string[],
  limit = MAX_ANCHOR_ALIASES,
): AnchorEntry[] {
  const current = new Set(after);
  const renamed = renamedHeadings(before, after);
  const targetOf = (id: string) => (current.has(id) ? id : renamed.get(id));
  const merged = new Map<string, string[]>();
  const touched = new Set<string>();
  const add = (target: string, aliases: readonly string[]) => merged.set(target, [...(merged.get(target) ?? []), ...aliases]);

  for (const entry of previous ?? []) {
    if (!isAnchorId(entry?.id) || !Array.isArray(entry.aliases)) continue;
    const target = targetOf(entry.id);
    if (!target) continue;
    if (target !== entry.id) touched.add(target);
    add(target, entry.aliases.filter(isAnchorId));
  }
  for (const [old, target] of renamed) {
    if (!isAnchorId(old) || !isAnchorId(target)) continue;
    add(target, [old]);
    touched.add(target);
  }

  const seen = new Set<string>();
  const entries: AnchorEntry[] = [];
  for (const [id, aliases] of merged) {
    // Newest wins a duplicate, so a re-added alias counts as recent.
    const unique = aliases.filter((alias, index) => !current.has(alias) && aliases.lastIndexOf(alias) === index);
    const kept = unique.filter((alias) => !seen.has(alias));
    kept.forEach((alias) => seen.add(alias));
    if (kept.length > 0) entries.push({ id, aliases: kept });
  }
  const ordered = [...entries.filter((e) => !touched.has(e.id)), ...entries.filter((e) => touched.has(e.id))];

  let excess = ordered.reduce((sum, entry) => sum + entry.aliases.length, 0) - Math.max(0, limit);
  const bounded: AnchorEntry[] = [];
  for (const entry of ordered) {
    const drop = Math.min(Math.max(excess, 0), entry.aliases.length);
    excess -= drop;
    if (drop < entry.aliases.length) bounded.push({ id: entry.id, aliases: entry.aliases.slice(drop) });
  }
  return bounded;
}

/**
 * Adds, to a sanitised and prepared post body, one empty marker per alias as the first thing inside
 * the heading it leads to: `#old` lands exactly on the heading, the marker takes no space, is hidden
 * from assistive technology, and leaves the body's spacing rules untouched. Only anchor-safe ids are
 * written; an alias that is already an id on the page, or whose heading is not in this body, is left
 * out. A body without aliases comes back unchanged.
 */
export function withAnchorAliases(html: string, entries: readonly AnchorEntry[] | undefined, { takenIds = [] }: { takenIds?: readonly string[] } = {}): string {
  if (!entries || entries.length === 0) return html;
  const byTarget = new Map(entries.filter((e) => isAnchorId(e.id)).map((e) => [e.id, e.aliases.filter(isAnchorId)]));
  if (byTarget.size === 0) return html;
  const taken = new Set<string>(takenIds);
  for (const match of html.matchAll(/\sid="([^"]*)"/g)) taken.add(match[1]);
  return html.replace(/<(h[1-6]) id="([^"]*)"([^>]*)>/g, (tag, _name: string, id: string) => {
    const aliases = byTarget.get(id);
    if (!aliases) return tag;
    const markers = aliases
      .filter((alias) => !taken.has(alias))
      .map((alias) => {
        taken.add(alias);
        return `<span id="${alias}" aria-hidden="true"></span>`;
      })
      .join('');
    return tag + markers;
  });
}
