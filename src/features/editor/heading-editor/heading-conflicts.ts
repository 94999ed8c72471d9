// The heading editor's fields as the conflict view names and shows them (decision 064).
import type { PlainEditorKey } from '@/lib/i18n/editor-labels';
import { conflictRowsFor } from '../kit/conflict-values';
import { flatHistoryFields } from '../kit/history-fields';
import type { HeadingDraft } from './heading-draft';

/** The label of the control that edits each field. */
const FIELD_LABELS: Record<keyof HeadingDraft, PlainEditorKey> = {
  name: 'headingName',
  name_translation: 'headingName',
  name_part_2: 'headingNamePart2',
  name_part_2_translation: 'headingNamePart2',
  name_part_3: 'headingNamePart3',
  name_part_3_translation: 'headingNamePart3',
  description_text: 'headingDescription',
  description_text_translation: 'headingDescription',
  button_text: 'headingButtonText',
  button_text_translation: 'headingButtonText',
  url: 'headingButtonUrl',
  url_page: 'headingUrlPage',
  image: 'headingImage',
  image_first: 'headingImagePosition',
  is_text_link: 'headingShowAs',
  is_included_templatesection: 'headingIncludeSection',
  template_section_id: 'headingIncludedSection',
  style_variant: 'headingStyleVariant',
  text_style_variant: 'textStyle',
  title_alignment: 'titleAlignment',
  background_color: 'backgroundColor',
  is_gradient: 'gradient',
  gradient: 'gradient',
};

/** Values from a closed list (and two switches with words of their own), by the editor's labels. */
const CHOICES: Partial<Record<keyof HeadingDraft, Record<string, PlainEditorKey>>> = {
  style_variant: { default: 'headingVariantDefault', clean: 'headingVariantClean' },
  text_style_variant: { default: 'styleDefault', apple: 'styleApple', codedharmony: 'styleCodedharmony' },
  title_alignment: { left: 'alignLeft', center: 'alignCenter', right: 'alignRight' },
  image_first: { true: 'headingImageFirst', false: 'headingImageAfter' },
  is_text_link: { true: 'headingAsLink', false: 'headingAsButton' },
};

export const headingConflictRows = conflictRowsFor<HeadingDraft>(FIELD_LABELS, CHOICES);

/** The heading's fields in its History panel. */
export const headingHistoryFields = flatHistoryFields(FIELD_LABELS, (keys, before, after, labels) =>
  headingConflictRows(keys as (keyof HeadingDraft)[], before as HeadingDraft, after as HeadingDraft, labels),
);
