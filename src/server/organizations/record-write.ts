import 'server-only';
// One row of a Global Settings tab as it is stored (decision 074): the fields a save sends, named as
// GET lists them, turned into the table's columns, with rich text cut to what the public site renders
// (a FAQ's answer and a banner's custom content to the spec's allowlist, its landing panel to the
// post allowlist) and plain texts, dates and colours in their stored form. Every statement names
// the organisation: an id of another organisation's row matches nothing.
import { and, eq, getTableColumns, inArray, notInArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '@/server/db/client';
import { banners, cookieCategories, cookieServices, faqs, features, meetingTypes, pricingPlans, products } from '@/server/db/schema';
import type { BannerContent } from '@/server/db/schema/banners';
import type { Translations } from '@/server/db/schema/_columns';
import { richText, richTranslations } from '@/server/sections/content-text';
import { sanitizePostHtml, sanitizeRichText } from '@/lib/sanitize';
import { colorToken } from '@/lib/tokens';
import { RECORD_MESSAGES, type RecordList } from '@/schemas/organization-records';

type OrgTable = PgTable & { id: PgColumn; organizationId: PgColumn; updatedAt: PgColumn };

export const RECORD_TABLES: Record<RecordList, OrgTable> = {
  products,
  pricing_plans: pricingPlans,
  features,
  faqs,
  banners,
  cookie_categories: cookieCategories,
  cookie_services: cookieServices,
  meeting_types: meetingTypes,
};

/** A field's value the server refuses after the schema let it through (a rich text that is only markup). */
export class FieldProblem extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** Lists whose description column is required: there no description is the empty text. */
const TEXT_NOT_NULL: ReadonlySet<RecordList> = new Set(['cookie_categories', 'cookie_services']);
const fieldsOf = new Map<RecordList, Map<string, string>>();

/** The table's property for each column name (`is_displayed` → `isDisplayed`). */
function propertyOf(list: RecordList, field: string): string | undefined {
  let names = fieldsOf.get(list);
  if (!names) {
    names = new Map(Object.entries(getTableColumns(RECORD_TABLES[list])).map(([property, column]) => [column.name, property]));
    fieldsOf.set(list, names);
  }
  return names.get(field);
}

function postHtmlTranslations(map: Translations): Translations {
  return Object.fromEntries(Object.entries(map).map(([locale, text]) => [locale, sanitizePostHtml(text ?? '').trim()]));
}

function bannerContent(content: Record<string, unknown>): BannerContent {
  const out: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(content)) {
    if (value === undefined || value === null) continue;
    if (field === 'customContent') {
      const html = sanitizeRichText(value as string).trim();
      if (html) out[field] = html;
    } else if (field === 'banner_background' || field === 'banner_content_style') out[field] = colorToken(value as string);
    else if (field === 'text' && value === '') continue;
    else out[field] = value;
  }
  return out as BannerContent;
}

/** A field's stored value. */
function storedValue(list: RecordList, field: string, value: unknown): unknown {
  if (list === 'faqs' && field === 'answer') {
    const html = richText(value as string);
    if (!html) throw new FieldProblem(field, RECORD_MESSAGES.answerRequired);
    return html;
  }
  if (list === 'faqs' && field === 'answer_translation') return richTranslations(value as Translations);
  if (list === 'banners' && field === 'content') return bannerContent(value as Record<string, unknown>);
  if (list === 'banners' && field === 'landing_content') return value === null ? null : sanitizePostHtml(value as string).trim() || null;
  if (list === 'banners' && field === 'landing_content_translation') return postHtmlTranslations(value as Translations);
  if (field === 'description') return TEXT_NOT_NULL.has(list) ? ((value as string | null) ?? '') : (value as string | null) || null;
  if (field === 'category' || field === 'icon_name') return (value as string | null) || null;
  if (field === 'promotion_ends_at' || field === 'end_date_promotion') return value === null ? null : new Date(value as string);
  return value;
}

/** The columns a record sets, by the table's property names; `id` and `key` are not columns of it. */
export function storedColumns(list: RecordList, record: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(record)) {
    if (field === 'id' || field === 'key' || value === undefined) continue;
    const property = propertyOf(list, field);
    if (!property) throw new Error(`${list} has no column ${field}`);
    out[property] = storedValue(list, field, value);
  }
  return out;
}

/** The rows of this organisation among `ids`, by id, as stored. */
export async function ownRows(tx: Tx, list: RecordList, organizationId: string, ids: string[]): Promise<Map<string, Record<string, unknown>>> {
  if (ids.length === 0) return new Map();
  const table = RECORD_TABLES[list];
  const rows = (await tx.select().from(table).where(and(eq(table.organizationId, organizationId), inArray(table.id, ids)))) as Record<string, unknown>[];
  return new Map(rows.map((row) => [row.id as string, row]));
}

/** A new row; with `id`, that id (a restore brings a row back as it was), replacing the row if it is still there. */
export async function insertRow(tx: Tx, list: RecordList, organizationId: string, columns: Record<string, unknown>, id?: string): Promise<string> {
  const table = RECORD_TABLES[list];
  const values = { ...columns, organizationId, ...(id ? { id } : {}) } as never;
  const query = tx.insert(table).values(values);
  const [row] = id
    ? await query.onConflictDoUpdate({ target: table.id, set: { ...columns, updatedAt: new Date() } as never, where: eq(table.organizationId, organizationId) }).returning({ id: table.id })
    : await query.returning({ id: table.id });
  return (row?.id as string | undefined) ?? id!;
}

export async function updateRow(tx: Tx, list: RecordList, organizationId: string, id: string, columns: Record<string, unknown>): Promise<void> {
  if (Object.keys(columns).length === 0) return;
  const table = RECORD_TABLES[list];
  await tx.update(table).set({ ...columns, updatedAt: new Date() } as never).where(and(eq(table.organizationId, organizationId), eq(table.id, id)));
}

/** Deletes the organisation's rows among `ids`; one that is not there is already as wanted. */
export async function deleteRows(tx: Tx, list: RecordList, organizationId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const table = RECORD_TABLES[list];
  await tx.delete(table).where(and(eq(table.organizationId, organizationId), inArray(table.id, ids)));
}

/** Deletes the organisation's rows that are not among `keep` (a restore). */
export async function deleteRowsExcept(tx: Tx, list: RecordList, organizationId: string, keep: string[]): Promise<void> {
  const table = RECORD_TABLES[list];
  await tx.delete(table).where(and(eq(table.organizationId, organizationId), keep.length > 0 ? notInArray(table.id, keep) : undefined));
}
