import 'server-only';
// Links that never break (docs/decisions/069, "Links by id"). Menu entries name the page or post
// they lead to by id, so the header and footer link its current address whatever their stored
// `url_name` says; a rename still rewrites those addresses (they are the fallback, and what the menu
// editor shows), and the links inside the organisation's rich text, in the rename's transaction.
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '@/server/db/client';
import { headingSections, heroes, menuItems, metrics, posts, submenuItems, templateSections } from '@/server/db/schema';
import { LOCALES } from '@/lib/i18n/locales';
import { isExternalAddress, menuSlug } from '@/lib/menu-links';
import { RESERVED_PAGE_SLUGS } from './pages';

/**
 * What a stored address leads to among the organisation's pages and posts (`bySlug`: slug → what
 * the caller keeps of the record), read the way the header links it and the public site finds a
 * page; null for an address elsewhere, a path the site answers itself (/blog, /help-center...) or
 * a path no record has.
 */
export function recordAt<T>(urlName: string, bySlug: ReadonlyMap<string, T>): T | null {
  if (urlName.trim() === '' || isExternalAddress(urlName)) return null;
  const slug = menuSlug(urlName);
  if (slug === null || RESERVED_PAGE_SLUGS.has(slug)) return null;
  return bySlug.get(slug) ?? null;
}

/**
 * Entries and sub-entries without a page id whose address leads to a page or post of the
 * organisation get its id (the seed runs it after writing a site; migration 0013 did the same in
 * SQL for the sites that existed then).
 */
export async function linkMenusToPages(tx: Tx, organizationId: string): Promise<void> {
  const records = await tx.select({ id: posts.id, slug: posts.slug }).from(posts).where(eq(posts.organizationId, organizationId));
  const bySlug = new Map(records.map((record) => [record.slug, record.id]));
  for (const table of [menuItems, submenuItems]) {
    const rows = await tx
      .select({ id: table.id, urlName: table.urlName })
      .from(table)
      .where(and(eq(table.organizationId, organizationId), isNull(table.pageId)));
    for (const row of rows) {
      const pageId = recordAt(row.urlName, bySlug);
      if (pageId) await tx.update(table).set({ pageId }).where(and(eq(table.organizationId, organizationId), eq(table.id, row.id)));
    }
  }
}

// Slugs written through the API are lowercase letters, digits and hyphens; older rows are escaped
// all the same, so a slug can only ever match itself.
const literal = (slug: string) => slug.replace(/[\\^$.|?*+()[\]{}]/g, '\\$&');
const replacement = (slug: string) => slug.replace(/\\/g, '\\\\');
const LANGUAGE = `(?:${LOCALES.join('|')})`;

/**
 * Entries that led to the old address lead to the new one (a language prefix, slashes, a query and
 * a fragment kept), and now name the record by id. Entries that name another record by id are that
 * record's and stay as they are.
 */
async function followMenus(tx: Tx, { organizationId, id, from, to }: Rename): Promise<void> {
  const pattern = `^(/*(?:${LANGUAGE}/+)?)${literal(from)}(/*)([?#].*)?$`;
  for (const table of [menuItems, submenuItems]) {
    await tx
      .update(table)
      .set({ urlName: sql`regexp_replace(${table.urlName}, ${pattern}, ${`\\1${replacement(to)}\\2\\3`})`, pageId: id })
      .where(and(eq(table.organizationId, organizationId), sql`${table.urlName} ~ ${pattern}`, sql`(${table.pageId} is null or ${table.pageId} = ${id})`));
  }
}

/** The rich text of the organisation: plain columns and their translation maps, per table. */
const RICH_TEXT: { table: PgTable; texts: PgColumn[]; maps: PgColumn[] }[] = [
  { table: posts, texts: [posts.content, posts.description], maps: [posts.contentTranslation, posts.descriptionTranslation] },
  { table: templateSections, texts: [templateSections.sectionDescription], maps: [templateSections.sectionDescriptionTranslation] },
  { table: headingSections, texts: [headingSections.descriptionText], maps: [headingSections.descriptionTextTranslation] },
  { table: metrics, texts: [metrics.description], maps: [metrics.descriptionTranslation] },
  { table: heroes, texts: [heroes.title, heroes.description], maps: [heroes.titleTranslation, heroes.descriptionTranslation] },
];

/**
 * Links in rich text to the old address (`href="/old"`, `/old/`, `/old?x`, `/old#y`, `/es/old`...)
 * lead to the new one. Only root-relative links are read: an absolute address may be another site's,
 * and `/old-thing` or `/old/deeper` are other paths. Rows whose text changes move to a new version
 * (an editor open on one then merges its save, decision 064); the others are not touched at all.
 */
async function followLinks(tx: Tx, { organizationId, from, to }: Rename): Promise<void> {
  const pattern = `(href\\s*=\\s*["'](?:/${LANGUAGE})?/)${literal(from)}(/?(?:[?#][^"']*)?["'])`;
  const rewrite = (value: SQL) => sql`regexp_replace(${value}, ${pattern}, ${`\\1${replacement(to)}\\2`}, 'g')`;
  for (const { table, texts, maps } of RICH_TEXT) {
    const sets = [
      ...texts.map((column) => sql`${sql.identifier(column.name)} = ${rewrite(sql`${column}`)}`),
      ...maps.map(
        (column) => sql`${sql.identifier(column.name)} = (
          select coalesce(jsonb_object_agg(entry.key, case when jsonb_typeof(entry.value) = 'string'
            then to_jsonb(${rewrite(sql`entry.value #>> '{}'`)}) else entry.value end), '{}'::jsonb)
          from jsonb_each(${column}) as entry)`,
      ),
    ];
    const linked = [
      ...texts.map((column) => sql`${column} ~ ${pattern}`),
      ...maps.map((column) => sql`exists (select 1 from jsonb_each_text(${column}) as entry where entry.value ~ ${pattern})`),
    ];
    await tx.execute(sql`
      update ${table} set ${sql.join(sets, sql`, `)}, "version" = "version" + 1, "updated_at" = now()
      where "organization_id" = ${organizationId} and (${sql.join(linked, sql` or `)})`);
  }
}

type Rename = { organizationId: string; id: string; from: string; to: string };

/**
 * A page or post moved from the slug `from` to `to` (inside the write's transaction): its menu
 * entries and the organisation's links to it follow. A record at an address the site answers
 * itself was never reached there, so nothing that links to that address is about it.
 */
export async function followRename(tx: Tx, rename: Rename): Promise<void> {
  if (rename.from === rename.to || RESERVED_PAGE_SLUGS.has(rename.from)) return;
  await followMenus(tx, rename);
  await followLinks(tx, rename);
}
