// The hero editor's fields as the three-way merge and the conflict view see them (decision 064):
// every style setting a field of its own (kit/flat-fields.ts), named "panel: control" by the labels
// of the toolbar panel and the control that edit it.
import type { EditorLabels, PlainEditorKey } from '@/lib/i18n/editor-labels';
import type { ConflictRow } from '../kit/conflict-dialog';
import { conflictLabel, conflictValue } from '../kit/conflict-values';
import { flattenFields, unflattenFields, type FlatFields } from '../kit/flat-fields';
import { partialStates } from '../kit/history-fields';
import type { HistoryFields } from '../kit/history-panel';
import { sameJson } from '@/lib/field-changes';
import type { HeroDraft } from './hero-draft';

const FIELDS: readonly (keyof HeroDraft)[] = [
  'name', 'title', 'title_translation', 'description', 'description_translation', 'button', 'button_translation', 'image',
  'animation_element', 'display_order', 'title_style', 'description_style', 'image_style', 'background_style', 'button_style',
];

/** The draft as flat fields (anything else a loaded record carries, its id or version, left out). */
export const heroFields = (draft: HeroDraft): FlatFields => flattenFields(draft, FIELDS);
export const heroFromFields = (fields: FlatFields): HeroDraft => unflattenFields<HeroDraft>(fields);

/** Top-level fields, by the control that edits them. */
const TOP: Record<string, PlainEditorKey> = {
  name: 'heroTitleLabel',
  title: 'heroTitleLabel',
  title_translation: 'heroTitleLabel',
  description: 'heroDescriptionLabel',
  description_translation: 'heroDescriptionLabel',
  button: 'heroButtonText',
  button_translation: 'heroButtonText',
  image: 'heroImage',
  animation_element: 'heroAnimation',
  display_order: 'heroLayout',
};

/** Each style, by its toolbar panel. */
const PANELS: Record<string, PlainEditorKey> = {
  title_style: 'heroTitlePanel',
  description_style: 'heroDescriptionPanel',
  image_style: 'heroImageStyle',
  background_style: 'heroLayout',
  button_style: 'heroButtonPanel',
};

/** A style's settings, by the control that edits them (`style.setting`, or any style's `setting`). */
const SETTINGS: Record<string, PlainEditorKey> = {
  color: 'heroColor',
  'background_style.color': 'backgroundColor',
  'size.desktop': 'heroSizeDesktop',
  'size.mobile': 'heroSizeMobile',
  alignment: 'heroAlignment',
  blockWidth: 'heroContentWidth',
  blockColumns: 'heroColumns',
  column: 'heroColumns',
  'title_style.is_gradient': 'heroTitleGradient',
  'title_style.gradient': 'heroTitleGradient',
  'background_style.is_gradient': 'heroBackgroundGradient',
  'background_style.gradient': 'heroBackgroundGradient',
  'button_style.gradient': 'heroButtonGradient',
  weight: 'heroWeight',
  position: 'heroPosition',
  fullPage: 'heroFull',
  width: 'heroWidth',
  height: 'heroHeight',
  seo_title: 'heroSeoBadge',
  seo_title_translation: 'heroSeoBadge',
  aboveDescription: 'heroButtonAbove',
  isVideo: 'heroButtonVideo',
  url: 'heroButtonUrl',
};

/** Values from a closed list, by the labels the controls show for them. */
const CHOICES: Record<string, Record<string, PlainEditorKey>> = {
  alignment: { left: 'alignLeft', center: 'alignCenter', right: 'alignRight' },
  position: { left: 'heroLeft', right: 'heroRight', background: 'heroBackgroundPos', inline: 'heroInline', full: 'heroFull' },
  weight: { normal: 'heroWeightNormal', medium: 'heroWeightMedium', semibold: 'heroWeightSemibold', bold: 'heroWeightBold' },
  animation_element: { '': 'heroNone' },
};

function labelOf(key: string, labels: EditorLabels): string {
  const [style, ...rest] = key.split('.');
  if (!rest.length || !PANELS[style]) return conflictLabel(key, labels[TOP[key] ?? PANELS[key] ?? 'heroLayout'], labels);
  const setting = rest.join('.');
  const control = SETTINGS[key] ?? SETTINGS[setting];
  const base = control ? `${labels[PANELS[style]]}: ${labels[control]}` : labels[PANELS[style]];
  return conflictLabel(setting, base, labels);
}

export function heroConflictRows(keys: string[], mine: FlatFields, theirs: FlatFields, labels: EditorLabels): ConflictRow[] {
  return keys.map((key) => {
    const list = CHOICES[key.split('.').pop()!];
    const choice = (value: string) => (list?.[value] ? labels[list[value]] : undefined);
    return { key, label: labelOf(key, labels), mine: conflictValue(mine[key], labels, choice), theirs: conflictValue(theirs[key], labels, choice) };
  });
}

/** The hero's fields in its History panel: a style's settings compared one by one, as in the conflict view. */
export const heroHistoryFields: HistoryFields = {
  label: (field, labels) => ((FIELDS as readonly string[]).includes(field) ? labelOf(field, labels) : null),
  rows: (changes, labels) => {
    const { keys, before, after } = partialStates(changes, (field) => (FIELDS as readonly string[]).includes(field));
    const flatBefore = flattenFields(before, keys);
    const flatAfter = flattenFields(after, keys);
    const changed = [...new Set([...Object.keys(flatBefore), ...Object.keys(flatAfter)])].filter((key) => !sameJson(flatBefore[key], flatAfter[key]));
    return heroConflictRows(changed, flatBefore, flatAfter, labels);
  },
};
