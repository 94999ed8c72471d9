// The "On this page" table of contents: reads the h1–h5 headings of an already sanitised post body,
// gives each a stable, unique id (the stored one when present, else one derived from its text) and
// keeps the page to one h1. Pure string work, so it runs the same on the server and in tests, and the
// post writes compute heading anchors with exactly what the public page shows (decision 070).

export type TocTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5';

/** One entry as the spec names it: tag_id, tag_name (h1 to h5), tag_text. */
export type TocEntry = { tag_id: string; tag_name: TocTag; tag_text: string };

export type PreparedBody = {
  /** The body with an id on every heading; a leading h1 repeating the title is removed, other h1s become h2. */
  html: string;
  toc: TocEntry[];
  /** The id the page title should carry when the body's own first h1 was the title (so its entry still works). */
  titleId: string | null;
};

const HEADING = /<(h[1-5])(\s[^>]*)?>([\s\S]*?)<\/\1\s*>/gi;
const ID_ATTRIBUTE = /\sid\s*=\s*("([^"]*)"|'([^']*)')/i;
const MAX_ID_LENGTH = 64;

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The visible text of a fragment of sanitised HTML. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, entity: string) => {
      if (entity[0] === '#') {
        const code = entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
      }
      return NAMED_ENTITIES[entity.toLowerCase()] ?? match;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** A URL-fragment-safe id from any text: letters and digits of any script, joined by hyphens. */
export function headingSlug(text: string): string {
  return text
    .normalize('NFKD')
    // Accents come off Latin letters only: й or が must stay the letters they are.
    .replace(/([a-z])[\u0300-\u036f]+/gi, '$1')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_ID_LENGTH)
    .replace(/-+$/, '');
}

/** Hands out ids that are unique on the page: `intro`, `intro-2`, `intro-3`... */
export function idAllocator(reserved: Iterable<string> = []): (wanted: string) => string {
  const taken = new Set(reserved);
  return (wanted) => {
    const base = wanted || 'section';
    let candidate = base;
    for (let n = 2; taken.has(candidate); n += 1) candidate = `${base}-${n}`;
    taken.add(candidate);
    return candidate;
  };
}

const comparable = (text: string) => text.toLocaleLowerCase().replace(/\s+/g, ' ').trim();

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Prepares a sanitised post body for the page: ids on every heading, the table of contents, and
 * one h1 per page. `reservedIds` are ids the surrounding page already uses (for example `main`).
 */
export function prepareBody(html: string, { title = '', reservedIds = ['main'] }: { title?: string; reservedIds?: string[] } = {}): PreparedBody {
  const allocate = idAllocator(reservedIds);
  const toc: TocEntry[] = [];
  let titleId: string | null = null;
  let first = true;
  const out = html.replace(HEADING, (_match, rawTag: string, rawAttributes: string | undefined, inner: string) => {
    const tag = rawTag.toLowerCase() as TocTag;
    const attributes = rawAttributes ?? '';
    const text = textOf(inner);
    const stored = ID_ATTRIBUTE.exec(attributes);
    const id = allocate(headingSlug(stored ? textOf(stored[2] ?? stored[3] ?? '') : '') || headingSlug(text));
    const isFirst = first;
    first = false;
    if (tag === 'h1' && isFirst && title && comparable(text) === comparable(title)) {
      // The body opens by repeating the title the page header already shows as its h1.
      titleId = id;
      toc.push({ tag_id: id, tag_name: 'h1', tag_text: title });
      return '';
    }
    if (text) toc.push({ tag_id: id, tag_name: tag, tag_text: text });
    const rendered = tag === 'h1' ? 'h2' : tag;
    const rest = attributes.replace(ID_ATTRIBUTE, '');
    return `<${rendered} id="${escapeAttribute(id)}"${rest}>${inner}</${rendered}>`;
  });
  return { html: out.replace(/^\s+/, ''), toc, titleId };
}

/** The indentation level of an entry relative to the shallowest heading present (0 = outermost). */
export function tocDepth(entry: TocEntry, entries: TocEntry[]): number {
  const levels = entries.map((e) => Number(e.tag_name[1]));
  const top = Math.min(...levels);
  return Number(entry.tag_name[1]) - top;
}

/** About how long the body takes to read, in whole minutes (at least 1), at 220 words a minute. */
export function readingMinutes(html: string): number {
  const text = textOf(html);
  // Scripts without spaces between words (Chinese, Japanese) count roughly by characters.
  const cjk = (text.match(/[\u3040-\u30ff\u3400-\u9fff]/g) ?? []).length;
  const words = text.replace(/[\u3040-\u30ff\u3400-\u9fff]/g, ' ').split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 220 + cjk / 500));
}
