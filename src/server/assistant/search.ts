import 'server-only';
// The assistant's retrieval: PostgreSQL full-text search over the organisation's displayed FAQs and
// posts, in the visitor's language, straight on the live tables. There is no separate index to keep
// in step, so an edit is searchable the moment it commits (docs/decisions/041). An organisation has
// tens of FAQs and posts, so computing the vectors per question costs a few milliseconds; a GIN
// expression index would need one per language configuration and is not worth it at this size.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import type { Locale } from '@/lib/i18n/locales';

/** PostgreSQL's text-search configuration per language; languages without one split on spaces only. */
const CONFIGS: Partial<Record<Locale, string>> = {
  en: 'english', es: 'spanish', fr: 'french', de: 'german', ru: 'russian', pt: 'portuguese', it: 'italian', nl: 'dutch',
};

export function textSearchConfig(locale: Locale): string {
  return CONFIGS[locale] ?? 'simple';
}

export type Passage = {
  kind: 'faq' | 'post';
  id: string;
  title: string;
  /** The passage as stored: plain for a FAQ question, HTML for answers and post bodies. */
  body: string;
  description: string;
  slug: string | null;
  /** Share of the question's words (after stemming and stop words) the passage contains. */
  coverage: number;
  rank: number;
};

/**
 * How many of a question's words a passage must contain: all of one or two, then three in five.
 * Fewer lets a passage that shares a single common word pass for an answer.
 */
export function enoughWords(total: number): number {
  return total <= 2 ? total : Math.ceil(total * 0.6);
}

/** A lexeme quoted for tsquery input: quotes doubled, backslashes escaped. */
function quoteLexeme(lexeme: string): string {
  return `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

type Row = { kind: 'faq' | 'post'; id: string; title: string; body: string | null; description: string | null; slug: string | null; hits: number; rank: number };

/** The passages that answer `question` best, most words matched first; empty when none is close enough. */
export async function searchPassages(db: DbOrTx, input: { organizationId: string; locale: Locale; question: string; limit?: number }): Promise<Passage[]> {
  const config = textSearchConfig(input.locale);
  const words = await db.execute<{ lexemes: string[] }>(
    sql`select coalesce(tsvector_to_array(to_tsvector(${config}::regconfig, ${input.question})), '{}') as lexemes`,
  );
  const lexemes = words.rows[0]?.lexemes ?? [];
  if (lexemes.length === 0) return [];
  // Any word may match (an OR query finds candidates), then coverage decides; the visitor's own
  // query, read the way a search box reads it, ranks passages holding all its words first.
  const anyWord = lexemes.map(quoteLexeme).join(' | ');
  const loc = input.locale;
  const result = await db.execute<Row>(sql`
    with docs as (
      select 'faq' as kind, f.id::text as id,
        coalesce(nullif(f.question_translation->>${loc}, ''), f.question) as title,
        coalesce(nullif(f.answer_translation->>${loc}, ''), f.answer) as body,
        null::text as description, null::text as slug
      from faqs f
      where f.organization_id = ${input.organizationId} and f.is_displayed
      union all
      select 'post', p.id::text,
        coalesce(nullif(p.title_translation->>${loc}, ''), p.title),
        coalesce(nullif(p.content_translation->>${loc}, ''), p.content),
        coalesce(nullif(p.description_translation->>${loc}, ''), p.description),
        p.slug
      from posts p
      where p.organization_id = ${input.organizationId} and p.display_this_post
    ),
    vectors as (
      select d.*,
        setweight(to_tsvector(${config}::regconfig, d.title), 'A')
          || setweight(to_tsvector(${config}::regconfig, coalesce(d.description, '')), 'B')
          || setweight(to_tsvector(${config}::regconfig, coalesce(d.body, '')), 'C') as doc
      from docs d
    )
    select kind, id, title, body, description, slug,
      (select count(*) from unnest(array[${sql.join(lexemes.map((word) => sql`${word}`), sql`, `)}]::text[]) w where w = any(tsvector_to_array(v.doc)))::int as hits,
      (ts_rank(v.doc, websearch_to_tsquery(${config}::regconfig, ${input.question})) + ts_rank(v.doc, ${anyWord}::tsquery))::float8 as rank
    from vectors v
    where v.doc @@ ${anyWord}::tsquery
    order by hits desc, rank desc, title
    limit 10
  `);
  const needed = enoughWords(lexemes.length);
  return result.rows
    .filter((row) => Number(row.hits) >= needed)
    .slice(0, input.limit ?? 3)
    .map((row) => ({
      kind: row.kind,
      id: row.id,
      title: row.title,
      body: row.body ?? '',
      description: row.description ?? '',
      slug: row.slug,
      coverage: Number(row.hits) / lexemes.length,
      rank: Number(row.rank),
    }));
}
