// Template sections (editing-layer spec §3–§5): one schema for the Template Section modal (client) and
// POST/PUT /api/template-sections (server). The field checks every content editor shares (colour
// tokens, gradients, media URLs, translations, page paths) live here too, so a value one editor
// accepts is never refused by another. Pure: no server imports, the modal bundles this file.
import { z } from 'zod';
import { SECTION_TYPES, TEXT_STYLE_VARIANTS, type SectionType } from '@/lib/enums';
import { LOCALES, splitLocalePrefix, urlPageFor } from '@/lib/i18n/locales';
import { deriveSectionType } from '@/lib/sections';
import { COLOR_TOKENS, IMAGE_HEIGHTS } from '@/lib/tokens';
import { optionalVersion } from './version';

export const CONTENT_LIMITS = { title: 500, description: 5000, label: 200, url: 2048, urlPage: 300 } as const;
/** A section with every translation filled in stays well under this. */
export const SECTION_MAX_BODY_BYTES = 64 * 1024;

export const CONTENT_MESSAGES = {
  colorUnknown: 'Please choose a colour from the list',
  urlInvalid: 'Please enter a valid URL',
  urlPageRequired: 'Please enter a page URL (e.g., "/about" or "/")',
  urlPageInvalid: 'A page URL starts with "/" and uses letters, digits, "-", "_", "." or "/"',
  labelHtml: 'Please remove the HTML from this text',
  tooLong: (max: number) => `Please keep this under ${max} characters`,
} as const;

export const TEMPLATE_SECTION_MESSAGES = {
  titleRequired: 'Please enter a section title',
  gridColumns: 'Grid columns must be between 1 and 6',
  imageHeight: 'Please choose a metric image height from the list',
  notFound: 'Section not found',
} as const;

// ---- Shared content fields ----------------------------------------------------------------------

export const colorTokenSchema = z.string().refine((value) => COLOR_TOKENS.includes(value), CONTENT_MESSAGES.colorUnknown);

/** A two- or three-stop gradient of bare colour tokens (`blue-400`), as sections and metrics store it. */
export const gradientSchema = z
  .object({ from: colorTokenSchema, via: colorTokenSchema.nullish(), to: colorTokenSchema })
  .transform(({ from, via, to }) => (via ? { from, via, to } : { from, to }));

/**
 * An address a page may load or link to: http(s), or a path on this site. A protocol-relative `//`
 * or a backslash (which browsers read as `/`) would leave the site; other schemes (javascript:,
 * data:, vbscript:) never reach a src or href.
 */
export function isSafeUrl(value: string): boolean {
  if (value === '' || /[\s\\\u0000-\u001f\u007f]/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** An image, video or link address, or null; a blank input clears it. */
export const safeUrlSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() || null : value),
  z.string().max(CONTENT_LIMITS.url, CONTENT_MESSAGES.tooLong(CONTENT_LIMITS.url)).refine(isSafeUrl, CONTENT_MESSAGES.urlInvalid).nullable(),
);

/** Rich text (titles, descriptions): the server sanitises it to the spec's allowlist on write. */
export const richTextSchema = (max: number) => z.string().max(max, CONTENT_MESSAGES.tooLong(max));

/** Plain text shown as-is (button labels, names): markup has no place in it, so it is refused, not mangled. */
export const labelSchema = z
  .string()
  .trim()
  .max(CONTENT_LIMITS.label, CONTENT_MESSAGES.tooLong(CONTENT_LIMITS.label))
  .refine((value) => !/<[a-z!/?]/i.test(value), CONTENT_MESSAGES.labelHtml);

/** Text per language; only the product's language codes are keys (a missing one falls back to the base text). */
export const translationsSchema = (text: z.ZodType<string>) => z.partialRecord(z.enum(LOCALES), text);

/** Text with nothing a reader would see: empty, spaces, or only empty tags. */
export function isBlankText(value: string | null | undefined): boolean {
  return !value || value.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;|\u00a0/g, ' ').trim() === '';
}

/**
 * A page as sections store it: the path without a locale prefix, no trailing slash, `/home` for
 * the home page (what GET ?url_page= reads back for the same input).
 */
export const urlPageSchema = z
  .string(CONTENT_MESSAGES.urlPageRequired)
  .trim()
  .min(1, CONTENT_MESSAGES.urlPageRequired)
  .max(CONTENT_LIMITS.urlPage, CONTENT_MESSAGES.tooLong(CONTENT_LIMITS.urlPage))
  .regex(/^\/[A-Za-z0-9\-._~/%]*$/, CONTENT_MESSAGES.urlPageInvalid)
  .transform((path) => urlPageFor(splitLocalePrefix(path).rest));

// ---- Template section ---------------------------------------------------------------------------

/** Spec §4: what a new section starts with; the modal's initial state and the server's fill-ins. */
export const TEMPLATE_SECTION_DEFAULTS = {
  section_type: 'general',
  text_style_variant: 'default',
  grid_columns: 3,
  is_slider: false,
  is_full_width: false,
  is_image_bottom: false,
  image_metrics_height: 'h-48',
  is_gradient: false,
  gradient: null,
  background_color: 'white',
  is_section_title_aligned_center: true,
  is_section_title_aligned_right: false,
} as const;

const IMAGE_HEIGHT_KEYS = Object.keys(IMAGE_HEIGHTS) as [keyof typeof IMAGE_HEIGHTS, ...(keyof typeof IMAGE_HEIGHTS)[]];
const title = richTextSchema(CONTENT_LIMITS.title);
const description = richTextSchema(CONTENT_LIMITS.description);

/** Every editable field, each optional: a PUT changes only what it sends. */
const sectionFields = {
  section_title: title.nullish(),
  section_title_translation: translationsSchema(title).optional(),
  section_description: description.nullish(),
  section_description_translation: translationsSchema(description).optional(),
  section_type: z.enum(SECTION_TYPES).optional(),
  text_style_variant: z.enum(TEXT_STYLE_VARIANTS).optional(),
  grid_columns: z.number().int(TEMPLATE_SECTION_MESSAGES.gridColumns).min(1, TEMPLATE_SECTION_MESSAGES.gridColumns).max(6, TEMPLATE_SECTION_MESSAGES.gridColumns).optional(),
  is_slider: z.boolean().optional(),
  is_full_width: z.boolean().optional(),
  is_image_bottom: z.boolean().optional(),
  image_metrics_height: z.enum(IMAGE_HEIGHT_KEYS, TEMPLATE_SECTION_MESSAGES.imageHeight).optional(),
  is_gradient: z.boolean().optional(),
  gradient: gradientSchema.nullish(),
  background_color: colorTokenSchema.optional(),
  is_section_title_aligned_center: z.boolean().optional(),
  is_section_title_aligned_right: z.boolean().optional(),
  is_reviews_section: z.boolean().optional(),
  is_help_center_section: z.boolean().optional(),
  is_real_estate_modal: z.boolean().optional(),
  is_brand: z.boolean().optional(),
  is_article_slider: z.boolean().optional(),
  is_contact_section: z.boolean().optional(),
  is_faq_section: z.boolean().optional(),
  is_pricingplans_section: z.boolean().optional(),
};

/** The legacy flags (spec §3), older than section_type; still accepted and stored. */
type LegacyFlags = {
  is_reviews_section?: boolean;
  is_help_center_section?: boolean;
  is_real_estate_modal?: boolean;
  is_brand?: boolean;
  is_article_slider?: boolean;
  is_contact_section?: boolean;
  is_faq_section?: boolean;
  is_pricingplans_section?: boolean;
};

/** Spec §3: without a type, the first legacy flag that is set decides; with none, general. */
export function sectionTypeOf(input: { section_type?: SectionType | null } & LegacyFlags): SectionType {
  return deriveSectionType({
    sectionType: input.section_type ?? null,
    isReviewsSection: input.is_reviews_section,
    isHelpCenterSection: input.is_help_center_section,
    isRealEstateModal: input.is_real_estate_modal,
    isBrand: input.is_brand,
    isArticleSlider: input.is_article_slider,
    isContactSection: input.is_contact_section,
    isFaqSection: input.is_faq_section,
    isPricingplansSection: input.is_pricingplans_section,
  });
}

function requireTitleForGeneral(input: { section_title?: string | null }, ctx: z.RefinementCtx) {
  if (isBlankText(input.section_title)) ctx.addIssue({ code: 'custom', path: ['section_title'], message: TEMPLATE_SECTION_MESSAGES.titleRequired });
}

/** POST: the full section; `url_page` names its page, the rest falls back to the spec's defaults. */
export const createTemplateSectionSchema = z.object({ ...sectionFields, url_page: urlPageSchema }).superRefine((input, ctx) => {
  if (sectionTypeOf(input) === 'general') requireTitleForGeneral(input, ctx);
});

/**
 * PUT: the listed fields, without `url_page` (a section stays on its page; one sent is ignored), and
 * the version they were based on if the client knows it. The title rule is checked here when the
 * type is sent, and by the server against the stored type otherwise.
 */
export const updateTemplateSectionSchema = z.object({ ...sectionFields, ...optionalVersion }).superRefine((input, ctx) => {
  if (input.section_type === 'general' && input.section_title !== undefined) requireTitleForGeneral(input, ctx);
});

export type CreateTemplateSectionInput = z.infer<typeof createTemplateSectionSchema>;
export type UpdateTemplateSectionInput = z.infer<typeof updateTemplateSectionSchema>;
