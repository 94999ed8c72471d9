// The section editor's side of a refused stale save (decision 064): each field of the working copy
// named and written out as a person reads it, for the conflict view (kit/conflict-dialog.tsx).
import type { EditorLabels, PlainEditorKey } from '@/lib/i18n/editor-labels';
import type { ConflictRow } from '../kit/conflict-dialog';
import type { SectionDraft } from './section-draft';
import { HEIGHT_LABELS, STYLE_LABELS, TYPE_LABELS } from './section-field-labels';

/** The label of the control that edits each field (a translation map: that control in other languages). */
const FIELD_LABELS: Record<keyof SectionDraft, PlainEditorKey> = {
  section_title: 'title',
  section_title_translation: 'title',
  section_description: 'description',
  section_description_translation: 'description',
  section_type: 'sectionType',
  text_style_variant: 'textStyle',
  background_color: 'backgroundColor',
  is_gradient: 'gradient',
  gradient: 'gradient',
  grid_columns: 'gridColumns',
  is_full_width: 'fullWidth',
  is_section_title_aligned_center: 'titleAlignment',
  is_section_title_aligned_right: 'titleAlignment',
  is_image_bottom: 'imagePosition',
  is_slider: 'slider',
  image_metrics_height: 'imageHeight',
};

function written<K extends keyof SectionDraft>(key: K, value: SectionDraft[K], labels: EditorLabels): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? labels.valueOn : labels.valueOff;
  if (key === 'section_type') return labels[TYPE_LABELS[value as SectionDraft['section_type']]];
  if (key === 'text_style_variant') return labels[STYLE_LABELS[value as SectionDraft['text_style_variant']]];
  if (key === 'image_metrics_height') return labels[HEIGHT_LABELS[value as SectionDraft['image_metrics_height']]];
  if (key === 'gradient') {
    const gradient = value as NonNullable<SectionDraft['gradient']>;
    return [gradient.from, gradient.via, gradient.to].filter(Boolean).join(' → ');
  }
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, string>)
      .filter(([, text]) => text)
      .map(([locale, text]) => `${locale}: ${text}`)
      .join('\n');
  }
  return String(value);
}

export function sectionConflictRows(keys: (keyof SectionDraft)[], mine: SectionDraft, theirs: SectionDraft, labels: EditorLabels): ConflictRow[] {
  return keys.map((key) => ({
    key,
    label: key.endsWith('_translation') ? `${labels[FIELD_LABELS[key]]} (${labels.otherLanguages})` : labels[FIELD_LABELS[key]],
    mine: written(key, mine[key], labels),
    theirs: written(key, theirs[key], labels),
  }));
}
