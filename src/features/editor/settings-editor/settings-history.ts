// The History of a Global Settings tab of records (decision 074: one history per tab, named by the
// organisation's id, whose states are the tab's lists as GET answers them), as the kit's History
// panel reads it (kit/history-panel.tsx): a save's changes record by record, "FAQs «Parking?»" with
// the fields that changed before and after, a record added or deleted whole. Pure.
import type { EditorLabels } from '@/lib/i18n/editor-labels';
import type { SettingsSection } from '@/lib/settings-tabs';
import { sameJson, type FieldChange } from '@/lib/field-changes';
import { conflictValue } from '../kit/conflict-values';
import type { ConflictRow } from '../kit/conflict-dialog';
import type { HistoryEntityName, HistoryFields } from '../kit/history-panel';
import { plainText } from '../translations';
import { currencyDigits } from './money';
import { COLLECTIONS, type Collection } from './settings-draft';
import { COLLECTION_LABELS, FIELD_LABELS } from './settings-fields';

/** The tabs with a history of their own; the others (general, hero, menu, blog) have theirs elsewhere. */
export const TAB_HISTORY: Partial<Record<SettingsSection, HistoryEntityName>> = {
  products: 'settings-products',
  features: 'settings-features',
  faqs: 'settings-faqs',
  banners: 'settings-banners',
  cookies: 'settings-cookies',
  'meeting-types': 'settings-meeting-types',
};

type Row = Record<string, unknown> & { id?: string };

/** A row's fields by the API's names where the working copy has others. */
const API_FIELD_LABELS: Record<string, keyof EditorLabels> = { content: 'gsBannerText', product_id: 'gsProduct', category_id: 'gsCategory' };
const BOOKKEEPING = new Set(['id', 'created_at', 'updated_at', 'currency_symbol']);

const isCollection = (field: string): field is Collection => (COLLECTIONS as readonly string[]).includes(field);

function fieldName(field: string, labels: EditorLabels): string {
  const base = field.replace(/_translation$/, '');
  const key = API_FIELD_LABELS[base] ?? FIELD_LABELS[base];
  const name = key ? String(labels[key]) : field;
  return base === field ? name : `${name} (${labels.otherLanguages})`;
}

function rowName(row: Row | undefined): string {
  const content = row?.content as { text?: string } | undefined;
  return plainText(String(row?.question ?? row?.name ?? content?.text ?? ''));
}

function valueOf(field: string, row: Row, labels: EditorLabels, locale: string): string {
  const value = row[field];
  if ((field === 'price' || field === 'promotion_price') && typeof value === 'number' && typeof row.currency === 'string') {
    try {
      return new Intl.NumberFormat(locale, { style: 'currency', currency: row.currency }).format(value / 10 ** currencyDigits(row.currency));
    } catch {
      return String(value);
    }
  }
  if (field === 'content' && value && typeof value === 'object') return plainText((value as { text?: string }).text ?? '');
  if (Array.isArray(value)) return value.map((item) => (item && typeof item === 'object' ? JSON.stringify(item) : String(item))).join(', ');
  if (value && typeof value === 'object' && !Array.isArray(value) && !field.endsWith('_translation')) return JSON.stringify(value);
  return conflictValue(value, labels);
}

const lines = (fields: string[], row: Row | undefined, labels: EditorLabels, locale: string) =>
  row ? fields.map((field) => `${fieldName(field, labels)}: ${valueOf(field, row, labels, locale) || labels.valueEmpty}`).join('\n') : '';

/** One list's change as rows: each record added, deleted or changed, with the fields that differ. */
export function listRows(list: Collection, before: Row[], after: Row[], labels: EditorLabels, locale: string): ConflictRow[] {
  const old = new Map(before.map((row) => [String(row.id), row]));
  const now = new Map(after.map((row) => [String(row.id), row]));
  const ids = [...new Set([...old.keys(), ...now.keys()])];
  return ids.flatMap((id) => {
    const a = old.get(id);
    const b = now.get(id);
    const fields = [...new Set([...Object.keys(a ?? {}), ...Object.keys(b ?? {})])].filter((field) => !BOOKKEEPING.has(field) && !(a && b && sameJson(a[field], b[field])));
    if (!fields.length) return [];
    const name = rowName(b ?? a);
    return [{ key: `${list}.${id}`, label: [labels[COLLECTION_LABELS[list]], name && `«${name}»`].filter(Boolean).join(' · '), mine: lines(fields, a, labels, locale), theirs: lines(fields, b, labels, locale) }];
  });
}

/** The History panel's reading of a tab's saves, in the editor's language. */
export function settingsHistoryFields(locale: string): HistoryFields {
  return {
    label: (field, labels) => (isCollection(field) ? labels[COLLECTION_LABELS[field]] : null),
    rows: (changes: FieldChange[], labels) =>
      changes.flatMap((change) => (isCollection(change.field) ? listRows(change.field, (change.before as Row[] | null) ?? [], (change.after as Row[] | null) ?? [], labels, locale) : [])),
  };
}
