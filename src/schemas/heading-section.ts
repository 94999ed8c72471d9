// Heading sections (editing-layer spec §3, §5): one schema for the Heading Section modal (client) and
// POST/PUT /api/template-heading-sections (server). Pure: the modal bundles this file.
import { z } from 'zod';
import { HEADING_STYLE_VARIANTS, HEADING_TEXT_STYLE_VARIANTS } from '@/lib/enums';
import { UUID_PATTERN } from '@/lib/patterns';
import {
  colorTokenSchema,
  CONTENT_LIMITS,
  gradientSchema,
  isBlankText,
  labelSchema,
  richTextSchema,
  safeUrlSchema,
  translationsSchema,
  urlPageSchema,
} from './template-section';
import { optionalVersion } from './version';

export const HEADING_MAX_BODY_BYTES = 64 * 1024;

export const HEADING_MESSAGES = {
  nameRequired: 'Please enter a heading name',
  descriptionRequired: 'Please enter a description text',
  textStyle: 'Heading sections use the default, apple or codedharmony text style',
  alignment: 'Title alignment is left, center or right',
  templateSection: 'Please choose a template section',
  notFound: 'Heading section not found',
  templateSectionNotFound: 'Template section not found',
} as const;

export const TITLE_ALIGNMENTS = ['left', 'center', 'right'] as const;

const title = richTextSchema(CONTENT_LIMITS.title);
const description = richTextSchema(CONTENT_LIMITS.description);
const required = (schema: z.ZodString, message: string) => z.string(message).pipe(schema).refine((value) => !isBlankText(value), message);

/** Spec defaults of a new heading section; the modal's initial state and the server's fill-ins. */
export const HEADING_DEFAULTS = {
  name_part_2: null,
  name_part_3: null,
  button_text: null,
  url: null,
  image: null,
  image_first: false,
  is_included_templatesection: false,
  template_section_id: null,
  style_variant: 'default',
  text_style_variant: 'default',
  is_text_link: false,
  title_alignment: 'left',
  background_color: 'white',
  is_gradient: false,
  gradient: null,
} as const;

const headingFields = {
  name: required(title, HEADING_MESSAGES.nameRequired),
  name_translation: translationsSchema(title).optional(),
  name_part_2: title.nullish(),
  name_part_2_translation: translationsSchema(title).optional(),
  name_part_3: title.nullish(),
  name_part_3_translation: translationsSchema(title).optional(),
  description_text: required(description, HEADING_MESSAGES.descriptionRequired),
  description_text_translation: translationsSchema(description).optional(),
  button_text: labelSchema.nullish(),
  button_text_translation: translationsSchema(labelSchema).optional(),
  url_page: urlPageSchema,
  url: safeUrlSchema.optional(),
  image: safeUrlSchema.optional(),
  image_first: z.boolean().optional(),
  is_included_templatesection: z.boolean().optional(),
  template_section_id: z.string().regex(UUID_PATTERN, HEADING_MESSAGES.templateSection).transform((id) => id.toLowerCase()).nullish(),
  style_variant: z.enum(HEADING_STYLE_VARIANTS).optional(),
  text_style_variant: z.enum(HEADING_TEXT_STYLE_VARIANTS, HEADING_MESSAGES.textStyle).optional(),
  is_text_link: z.boolean().optional(),
  title_alignment: z.enum(TITLE_ALIGNMENTS, HEADING_MESSAGES.alignment).optional(),
  background_color: colorTokenSchema.optional(),
  is_gradient: z.boolean().optional(),
  gradient: gradientSchema.nullish(),
};

/** POST: name, description text and page URL are required; the rest falls back to the defaults. */
export const createHeadingSectionSchema = z.object(headingFields);

/** PUT: any of the fields (a heading may move to another page), and the version they were based on. */
export const updateHeadingSectionSchema = z.object(headingFields).partial().extend(optionalVersion);

export type CreateHeadingSectionInput = z.infer<typeof createHeadingSectionSchema>;
export type UpdateHeadingSectionInput = z.infer<typeof updateHeadingSectionSchema>;
