// The Header and Footer editors' histories as their History panels show them (issue 22 item 4;
// docs/decisions/078): the style's settings, each named by the control that edits it and its
// values by their cards' words; and a menu entry's fields, named as its card names them. Pure: the
// editor bundles this file, and so do its tests.
import type { PlainEditorKey } from '@/lib/i18n/editor-labels';
import type { FieldChange } from '@/lib/field-changes';
import type { ConflictRow } from '../kit/conflict-dialog';
import { conflictRowsFor } from '../kit/conflict-values';
import { flatHistoryFields } from '../kit/history-fields';
import type { HistoryFields } from '../kit/history-panel';
import type { StyleView } from './chrome-draft';

/** Each style the header or footer can take, by its card's word. */
export const TYPE_LABELS: Record<string, PlainEditorKey> = {
  default: 'chromeTypeDefault',
  transparent: 'chromeTypeTransparent',
  fixed: 'chromeTypeFixed',
  mini: 'chromeTypeMini',
  ring_card_mini: 'chromeTypeRingCard',
  compact: 'chromeTypeCompact',
  grid: 'chromeTypeGrid',
  light: 'chromeTypeLight',
  minimal: 'chromeTypeMinimal',
  stacked: 'chromeTypeStacked',
};

const STYLE_FIELDS: Record<string, PlainEditorKey> = {
  type: 'chromeStyle',
  background: 'backgroundColor',
  color: 'chromeTextColor',
  color_hover: 'chromeHoverColor',
  menu_width: 'chromeMenuWidth',
  menu_items_are_text: 'chromeItemsAs',
  logo_height: 'chromeLogoHeight',
  is_gradient: 'background',
  gradient: 'gradient',
};

const styleRows = conflictRowsFor<Record<string, unknown>>(STYLE_FIELDS, {
  type: TYPE_LABELS,
  menu_items_are_text: { true: 'chromeItemsText', false: 'chromeItemsIcons' },
  is_gradient: { true: 'gradient', false: 'backgroundColor' },
});

/** The style's history: one row per setting a save changed. */
export const styleHistoryFields: HistoryFields = flatHistoryFields(STYLE_FIELDS, styleRows);

/** What restoring a style answers: the style's settings with the settings' version. */
export type RestoredStyle = { version: number; updated_at: string } & StyleView;

/** A restored style without its bookkeeping: the style the editor edits. */
export function restoredStyle(answer: RestoredStyle): { version: number; style: StyleView } {
  const { version, updated_at: _savedAt, ...style } = answer;
  return { version, style: style as StyleView };
}

const ENTRY_FIELDS: Record<string, PlainEditorKey> = {
  display_name: 'menuFieldName',
  display_name_translation: 'menuFieldName',
  name: 'menuFieldName',
  name_translation: 'menuFieldName',
  url_name: 'menuFieldSlug',
  description: 'menuFieldDescription',
  description_translation: 'menuFieldDescription',
  page_id: 'menuFieldLink',
  is_displayed: 'menuFieldShown',
  is_displayed_on_footer: 'menuFieldShown',
};

/**
 * A menu entry's history. Where it leads is named by the page's title (or its address when the page
 * is gone); whether it is shown reads as On or Off.
 */
export function entryHistoryFields(pageTitle: (id: string) => string | undefined): HistoryFields {
  const rows = conflictRowsFor<Record<string, unknown>>(ENTRY_FIELDS, {});
  const base = flatHistoryFields(ENTRY_FIELDS, rows);
  return {
    label: base.label,
    rows: (changes: FieldChange[], labels): ConflictRow[] =>
      base.rows(
        changes.map((change) =>
          change.field === 'page_id' ? { ...change, before: named(change.before, pageTitle), after: named(change.after, pageTitle) } : change,
        ),
        labels,
      ),
  };
}

const named = (id: unknown, pageTitle: (id: string) => string | undefined) => (typeof id === 'string' ? (pageTitle(id) ?? id) : id);
