// Metrics, the organisation's library of cards (editing-layer spec §3–§5), and their places in
// template sections: one schema each for the metric list in the Template Section modal (client) and
// /api/metrics, /api/template-sections/{id}/metrics (server). Pure: the modal bundles this file.
import { z } from 'zod';
import { UUID_PATTERN } from '@/lib/patterns';
import {
  colorTokenSchema,
  CONTENT_LIMITS,
  gradientSchema,
  isBlankText,
  richTextSchema,
  safeUrlSchema,
  translationsSchema,
} from './template-section';
import { optionalVersion, optionalVersionParam } from './version';

/** A metric with its translations; the same for a section's metric list (ids only). */
export const METRIC_MAX_BODY_BYTES = 32 * 1024;
export const SECTION_METRICS_MAX_BODY_BYTES = 32 * 1024;
/** More metrics than this in one section is no longer a section anyone reads to the end. */
export const MAX_METRICS_PER_SECTION = 500;

/**
 * PATCH carries title and description on every keystroke: one person may send this many a minute
 * (ten a second), far above typing speed and far below what would strain the database.
 */
export const METRIC_PATCH_RATE_LIMIT = { max: 600, windowSeconds: 60 } as const;

export const METRIC_MESSAGES = {
  required: 'Title and description are required',
  patchEmpty: 'Send at least one field to change',
  metricIdRequired: 'Please choose a metric',
  metricIdsRequired: 'Please send the metric ids in their new order',
  metricIdsRepeat: 'A metric can appear only once in the order',
  notFound: 'Metric not found',
  notInSection: 'This metric is not in the section',
  alreadyInSection: 'This metric is already in the section',
  orderMismatch: 'The new order must list exactly the metrics of the section',
  inUse: (sections: number) =>
    `This metric is used in ${sections} section${sections === 1 ? '' : 's'}. Remove it from ${sections === 1 ? 'that section' : 'them'} first, or delete it permanently.`,
} as const;

const title = richTextSchema(CONTENT_LIMITS.title);
const description = richTextSchema(CONTENT_LIMITS.description);
const requiredText = (schema: z.ZodString) => z.string(METRIC_MESSAGES.required).pipe(schema).refine((value) => !isBlankText(value), METRIC_MESSAGES.required);

const metricFields = {
  title: requiredText(title),
  description: requiredText(description),
  title_translation: translationsSchema(title).optional(),
  description_translation: translationsSchema(description).optional(),
  image: safeUrlSchema.optional(),
  is_card_type: z.boolean().optional(),
  is_title_displayed: z.boolean().optional(),
  is_image_rounded_full: z.boolean().optional(),
  background_color: colorTokenSchema.nullish(),
  is_gradient: z.boolean().optional(),
  gradient: gradientSchema.nullish(),
};

/** Spec §3 defaults of a new metric; the form's initial state and the server's fill-ins. */
export const METRIC_DEFAULTS = {
  image: null,
  is_card_type: false,
  is_title_displayed: true,
  is_image_rounded_full: false,
  background_color: null,
  is_gradient: false,
  gradient: null,
} as const;

/** POST /api/metrics: title and description are required, the rest falls back to the defaults. */
export const createMetricSchema = z.object(metricFields);

/**
 * PATCH /api/metrics/{id}: any of the fields, at least one (the version alone changes nothing); a
 * title or description sent may not be blank.
 */
export const updateMetricSchema = z
  .object({ ...metricFields, title: metricFields.title.optional(), description: metricFields.description.optional(), ...optionalVersion })
  .refine(({ version: _version, ...fields }) => Object.values(fields).some((value) => value !== undefined), METRIC_MESSAGES.patchEmpty);

// Ids as the database writes them (lower case), so an upper-case copy still names the same metric.
const metricId = z
  .string(METRIC_MESSAGES.metricIdRequired)
  .regex(UUID_PATTERN, METRIC_MESSAGES.metricIdRequired)
  .transform((id) => id.toLowerCase());

// A section's metric list is part of the section: these calls name the section's version.

/** POST /api/template-sections/{id}/metrics: adds a library metric at the end of the section. */
export const addSectionMetricSchema = z.object({ metric_id: metricId, ...optionalVersion });

/** DELETE /api/template-sections/{id}/metrics?metric_id=: removes it from the section only. */
export const removeSectionMetricQuerySchema = z.object({ metric_id: metricId, ...optionalVersionParam });

/** PUT /api/template-sections/{id}/metrics: the section's metrics, every one exactly once, in the new order. */
export const reorderSectionMetricsSchema = z.object({
  metric_ids: z
    .array(metricId, METRIC_MESSAGES.metricIdsRequired)
    .max(MAX_METRICS_PER_SECTION)
    .refine((ids) => new Set(ids).size === ids.length, METRIC_MESSAGES.metricIdsRepeat),
  ...optionalVersion,
});

/** DELETE /api/metrics/{id}: `force=true` deletes a metric still used by sections, and its places in them. */
export const deleteMetricQuerySchema = z.object({ force: z.enum(['true', 'false']).optional(), ...optionalVersionParam });

export type CreateMetricInput = z.infer<typeof createMetricSchema>;
export type UpdateMetricInput = z.infer<typeof updateMetricSchema>;
