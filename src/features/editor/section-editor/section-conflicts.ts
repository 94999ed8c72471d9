// The section editor's fields as the conflict view names and shows them (decision 064).
import type { PlainEditorKey } from '@/lib/i18n/editor-labels';
import { conflictRowsFor } from '../kit/conflict-values';
import { flatHistoryFields, withListField } from '../kit/history-fields';
import type { SectionDraft } from './section-draft';
import { HEIGHT_LABELS, STYLE_LABELS, TYPE_LABELS } from './section-field-labels';

/** The label of the control that edits each field. */
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

/** Values from a closed list, by the label the editor shows for them. */
const CHOICES: Partial<Record<keyof SectionDraft, Record<string, PlainEditorKey>>> = {
  section_type: TYPE_LABELS,
  text_style_variant: STYLE_LABELS,
  image_metrics_height: HEIGHT_LABELS,
};

export const sectionConflictRows = conflictRowsFor<SectionDraft>(FIELD_LABELS, CHOICES);

/** The section's fields in its History panel; its cards (`metric_ids`) as how many there were. */
export const sectionHistoryFields = withListField(
  flatHistoryFields(FIELD_LABELS, (keys, before, after, labels) => sectionConflictRows(keys as (keyof SectionDraft)[], before as SectionDraft, after as SectionDraft, labels)),
  'metric_ids',
  'metrics',
);
