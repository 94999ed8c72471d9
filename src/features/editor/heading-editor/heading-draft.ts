// The Heading Section editor's working copy, in the API's field names (spec §3): what it starts
// with, what it sends, and the row the public heading component draws in the live preview.
import type { HEADING_STYLE_VARIANTS, HEADING_TEXT_STYLE_VARIANTS } from '@/lib/enums';
import { HEADING_DEFAULTS, type TITLE_ALIGNMENTS } from '@/schemas/heading-section';
import type { HeadingView } from '@/schemas/section-views';
import type { Gradient } from '../section-editor/section-draft';
import type { Translations } from '../translations';

export type HeadingAlignment = (typeof TITLE_ALIGNMENTS)[number];
export type HeadingTextStyle = (typeof HEADING_TEXT_STYLE_VARIANTS)[number];
export type HeadingStyleVariant = (typeof HEADING_STYLE_VARIANTS)[number];

/** Optional texts are '' here (an input's empty value) and null on the wire; translations travel with them. */
export type HeadingDraft = {
  name: string;
  name_translation: Translations;
  name_part_2: string;
  name_part_2_translation: Translations;
  name_part_3: string;
  name_part_3_translation: Translations;
  description_text: string;
  description_text_translation: Translations;
  button_text: string;
  button_text_translation: Translations;
  url: string;
  url_page: string;
  image: string | null;
  image_first: boolean;
  is_text_link: boolean;
  is_included_templatesection: boolean;
  template_section_id: string | null;
  style_variant: HeadingStyleVariant;
  text_style_variant: HeadingTextStyle;
  title_alignment: HeadingAlignment;
  background_color: string;
  is_gradient: boolean;
  gradient: Gradient | null;
};

/** A heading as GET /api/template-heading-sections answers it (serialize.ts, headingSectionResponse). */
export type HeadingResponse = {
  id: string;
  name: string;
  name_part_2: string | null;
  name_part_3: string | null;
  description_text: string;
  button_text: string | null;
  name_translation?: Translations | null;
  name_part_2_translation?: Translations | null;
  name_part_3_translation?: Translations | null;
  description_text_translation?: Translations | null;
  button_text_translation?: Translations | null;
  url: string | null;
  url_page: string;
  image: string | null;
  image_first: boolean;
  is_text_link: boolean;
  is_included_templatesection: boolean;
  template_section_id: string | null;
  style_variant: HeadingStyleVariant;
  text_style_variant: string;
  title_alignment: string;
  background_color: string;
  is_gradient: boolean;
  gradient: Gradient | null;
  organization_id: string;
  /** Raised by every save; a save sends the version it was based on (docs/decisions/061). */
  version?: number;
};

/** A new heading on `urlPage`, with the schema's defaults (the server fills in the same ones). */
export function newHeading(urlPage: string): HeadingDraft {
  return {
    ...HEADING_DEFAULTS,
    name: '',
    name_translation: {},
    name_part_2: '',
    name_part_2_translation: {},
    name_part_3: '',
    name_part_3_translation: {},
    description_text: '',
    description_text_translation: {},
    button_text: '',
    button_text_translation: {},
    url: '',
    url_page: urlPage,
    gradient: null,
  };
}

const oneOf = <T extends string>(value: string, allowed: readonly T[], fallback: T): T => ((allowed as readonly string[]).includes(value) ? (value as T) : fallback);

export function draftFromHeading(heading: HeadingResponse): HeadingDraft {
  return {
    name: heading.name,
    name_translation: heading.name_translation ?? {},
    name_part_2: heading.name_part_2 ?? '',
    name_part_2_translation: heading.name_part_2_translation ?? {},
    name_part_3: heading.name_part_3 ?? '',
    name_part_3_translation: heading.name_part_3_translation ?? {},
    description_text: heading.description_text,
    description_text_translation: heading.description_text_translation ?? {},
    button_text: heading.button_text ?? '',
    button_text_translation: heading.button_text_translation ?? {},
    url: heading.url ?? '',
    url_page: heading.url_page,
    image: heading.image,
    image_first: heading.image_first,
    is_text_link: heading.is_text_link,
    is_included_templatesection: heading.is_included_templatesection,
    template_section_id: heading.template_section_id,
    style_variant: heading.style_variant,
    // A value stored before heading sections were limited to three styles is shown as the default.
    text_style_variant: oneOf(heading.text_style_variant, ['default', 'apple', 'codedharmony'], 'default'),
    title_alignment: oneOf(heading.title_alignment, ['left', 'center', 'right'], 'left'),
    background_color: heading.background_color,
    is_gradient: heading.is_gradient,
    gradient: heading.gradient,
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text);

/** The body of POST and PUT. A section that is not shown below is not kept either. */
export function headingPayload(draft: HeadingDraft) {
  return {
    ...draft,
    name_part_2: orNull(draft.name_part_2),
    name_part_3: orNull(draft.name_part_3),
    button_text: orNull(draft.button_text),
    url: orNull(draft.url),
    template_section_id: draft.is_included_templatesection ? draft.template_section_id : null,
    gradient: draft.is_gradient ? draft.gradient : null,
  };
}

/** The view model the public heading component draws, translations included: the preview draws the language being edited. */
export function headingPreviewRow(draft: HeadingDraft, id: string): HeadingView {
  const gradient = draft.is_gradient && draft.gradient ? { from: draft.gradient.from, to: draft.gradient.to, ...(draft.gradient.via ? { via: draft.gradient.via } : {}) } : null;
  return {
    id,
    urlPage: draft.url_page,
    name: draft.name,
    nameTranslation: draft.name_translation,
    namePart2: orNull(draft.name_part_2),
    namePart2Translation: draft.name_part_2_translation,
    namePart3: orNull(draft.name_part_3),
    namePart3Translation: draft.name_part_3_translation,
    descriptionText: draft.description_text,
    descriptionTextTranslation: draft.description_text_translation,
    buttonText: orNull(draft.button_text),
    buttonTextTranslation: draft.button_text_translation,
    url: orNull(draft.url),
    isTextLink: draft.is_text_link,
    image: draft.image,
    imageFirst: draft.image_first,
    isIncludedTemplatesection: draft.is_included_templatesection,
    templateSectionId: draft.template_section_id,
    styleVariant: draft.style_variant,
    textStyleVariant: draft.text_style_variant,
    titleAlignment: draft.title_alignment,
    backgroundColor: draft.background_color,
    isGradient: draft.is_gradient,
    gradient,
  };
}
