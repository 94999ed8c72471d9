import 'server-only';
// The assistant's retrieval: PostgreSQL full-text search over what the site says (sources.ts), in the
// visitor's language, read from the live tables per question, so an edit counts the moment it commits
// (docs/decisions/041). A passage is cited only when its rank reaches a threshold measured on the demo
// content, and only when it is nearly as good as the best one (docs/decisions/052).
//
// Japanese and Chinese write without spaces, and PostgreSQL's `simple` configuration would read a
// whole sentence as one word. Both the question and the passages are first cut into words by the
// runtime's ICU segmenter (Intl.Segmenter), the same in Node for both, and searched as words.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import type { Locale } from '@/lib/i18n/locales';
import { loadSources, type Source } from './sources';

/** PostgreSQL's text-search configuration per language; languages without one split on spaces only. */
const CONFIGS: Partial<Record<Locale, string>> = {
  en: 'english', es: 'spanish', fr: 'french', de: 'german', ru: 'russian', pt: 'portuguese', it: 'italian', nl: 'dutch',
};

export function textSearchConfig(locale: Locale): string {
  return CONFIGS[locale] ?? 'simple';
}

/**
 * The lowest rank a cited passage may have. The rank is `ts_rank` with the weights below over an OR
 * of the question's words: about 0.61 for a word found once in a title, 0.24 in a summary and 0.12
 * in a body, averaged over the question's words. Measured on the demo content (decision 052): the
 * demo FAQs asked in their own words rank their entry at 0.61 to 0.64 in every language they are
 * written in; asked in other words, 0.27 to 0.64; the best passage for a question the site does not
 * answer ranked 0.23 at most.
 */
export const MIN_RANK = 0.25;
/** A second passage is cited beside the best only when it ranks at least this share of it. */
export const NEAR_BEST = 0.8;
/** D, C, B, A: a word in a title counts five times one in a body. */
const WEIGHTS = sql.raw(`'{0.1, 0.2, 0.4, 1.0}'::float4[]`);

const SEGMENTED: Partial<Record<Locale, true>> = { ja: true, zh: true };

/** Grammatical words that carry no meaning of their own in a question. */
const CJK_STOP: Partial<Record<Locale, RegExp>> = {
  // Particles, endings and auxiliaries: one or two hiragana (を, は, に, です, する, どう, ...).
  ja: /^[\u3041-\u309f]{1,2}$/,
  zh: /^(的|了|吗|呢|吧|啊|是|我|我的|我们|你|您|你们|在|和|与|有|要|会|能|可以|怎么|怎样|如何|什么|哪|哪些|这|那|一个)$/,
};

/** A text as space-separated words: cut by the segmenter for Japanese and Chinese, as it is otherwise. */
export function searchableText(text: string, locale: Locale): string {
  if (!SEGMENTED[locale]) return text;
  const stop = CJK_STOP[locale];
  const words: string[] = [];
  for (const part of new Intl.Segmenter(locale, { granularity: 'word' }).segment(text)) {
    if (part.isWordLike && !stop?.test(part.segment)) words.push(part.segment);
  }
  return words.join(' ');
}

export type Passage = Source & { rank: number };

/** A lexeme quoted for tsquery input: quotes doubled, backslashes escaped. */
function quoteLexeme(lexeme: string): string {
  return `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/** The question's words as the configuration reads them (stemmed, stop words dropped). */
async function questionLexemes(db: DbOrTx, config: string, question: string): Promise<string[]> {
  const words = await db.execute<{ lexemes: string[] }>(
    sql`select coalesce(tsvector_to_array(to_tsvector(${config}::regconfig, ${question})), '{}') as lexemes`,
  );
  return words.rows[0]?.lexemes ?? [];
}

/** Every source that holds at least one of the question's words, with its rank, best first. */
export async function rankSources(db: DbOrTx, input: { locale: Locale; question: string; sources: Source[] }): Promise<Passage[]> {
  const { locale, sources } = input;
  const config = textSearchConfig(locale);
  const lexemes = await questionLexemes(db, config, searchableText(input.question, locale));
  if (lexemes.length === 0 || sources.length === 0) return [];
  const docs = sources.map((s, i) => ({ i, title: searchableText(s.title, locale), summary: searchableText(s.summary, locale), body: searchableText(s.body, locale) }));
  const anyWord = lexemes.map(quoteLexeme).join(' | ');
  const result = await db.execute<{ i: number; rank: number }>(sql`
    with vectors as (
      select d.i,
        setweight(to_tsvector(${config}::regconfig, coalesce(d.title, '')), 'A')
          || setweight(to_tsvector(${config}::regconfig, coalesce(d.summary, '')), 'B')
          || setweight(to_tsvector(${config}::regconfig, coalesce(d.body, '')), 'C') as doc
      from jsonb_to_recordset(${JSON.stringify(docs)}::jsonb) as d(i int, title text, summary text, body text)
    )
    select i, ts_rank(${WEIGHTS}, doc, ${anyWord}::tsquery)::float8 as rank
    from vectors
    where doc @@ ${anyWord}::tsquery
  `);
  return result.rows
    .map((row) => ({ ...sources[Number(row.i)], rank: Number(row.rank) }))
    .sort((a, b) => b.rank - a.rank || a.title.localeCompare(b.title));
}

/** The passages good enough to cite: over the threshold, and near the best; at most `limit`. */
export function citable(ranked: Passage[], limit = 2): Passage[] {
  const best = ranked[0]?.rank ?? 0;
  if (best < MIN_RANK) return [];
  return ranked.filter((p) => p.rank >= MIN_RANK && p.rank >= best * NEAR_BEST).slice(0, limit);
}

/** The passages that answer `question`, best first; empty when none is close enough. */
export async function searchPassages(
  db: DbOrTx,
  input: { organizationId: string; locale: Locale; question: string; limit?: number },
): Promise<{ passages: Passage[]; pricingPath: string | null }> {
  const { sources, pricingPath } = await loadSources(db, { organizationId: input.organizationId, locale: input.locale });
  const ranked = await rankSources(db, { locale: input.locale, question: input.question, sources });
  return { passages: citable(ranked, input.limit), pricingPath };
}
