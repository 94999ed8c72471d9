// The home-page hero (editing-layer spec §3, §5, §9): one schema for the Hero Section editor (client)
// and PUT /api/hero (server). Every style value is checked against the closed lists the public hero
// renders from. Pure: the editor bundles this file.
import { z } from 'zod';
import { HERO_ANIMATIONS } from '@/lib/enums';
import { HERO_PIXEL_SIZES } from '@/lib/hero-text-size';
import { COLOR_TOKENS, TEXT_SIZES } from '@/lib/tokens';
import {
  colorTokenSchema,
  CONTENT_LIMITS,
  CONTENT_MESSAGES,
  isBlankText,
  labelSchema,
  richTextSchema,
  safeUrlSchema,
  translationsSchema,
} from './template-section';
import { optionalVersion } from './version';

export const HERO_MAX_BODY_BYTES = 64 * 1024;

export const HERO_MESSAGES = {
  titleRequired: 'Title is required.',
  size: 'Please choose a text size from the list',
  weight: 'Weight is normal, medium, semibold or bold',
  alignment: 'Alignment is left, center or right',
  blockWidth: 'Content width is 2xl to 7xl or full',
  column: 'Column count is 1, 2 or 3',
  imageSize: 'Image width and height are whole numbers of pixels, or empty for auto',
  animation: 'Animation is none, DotGrid, LetterGlitch or MagicBento',
  notFound: 'Hero not found',
} as const;

export const HERO_TITLE_SIZES = TEXT_SIZES.slice(TEXT_SIZES.indexOf('text-lg')) as [string, ...string[]];
export const HERO_DESCRIPTION_SIZES = TEXT_SIZES as unknown as [string, ...string[]];
export const HERO_WEIGHTS = ['normal', 'medium', 'semibold', 'bold'] as const;
export const HERO_ALIGNMENTS = ['left', 'center', 'right'] as const;
export const HERO_BLOCK_WIDTHS = ['2xl', '3xl', '4xl', '5xl', '6xl', '7xl', 'full'] as const;
export const HERO_IMAGE_POSITIONS = ['left', 'right', 'background', 'inline', 'full'] as const;
/** Larger than any screen the hero is drawn on; the page scales the image down to 400 px high. */
export const HERO_IMAGE_MAX_PX = 4000;

const HERO_GRADIENT_ENDS = 'A gradient needs a start and an end colour';

/**
 * A hero gradient stop is stored with its utility prefix (`from-blue-600`), as the seed and the
 * older editor wrote it; a bare token (`blue-600`) is accepted and given its prefix.
 */
const stop = (prefix: 'from' | 'via' | 'to') =>
  z
    .string()
    .transform((value) => value.replace(new RegExp(`^${prefix}-`), ''))
    .refine((token) => COLOR_TOKENS.includes(token), CONTENT_MESSAGES.colorUnknown)
    .transform((token) => `${prefix}-${token}`);

/** Both ends, or no gradient at all (null, or an empty object from a cleared picker). */
const heroGradientSchema = z
  .object({ from: stop('from').optional(), via: stop('via').nullish(), to: stop('to').optional() })
  .nullable()
  .refine((g) => !g || (g.from === undefined) === (g.to === undefined), HERO_GRADIENT_ENDS)
  .transform((g) => {
    if (!g?.from || !g.to) return undefined;
    return g.via ? { from: g.from, via: g.via, to: g.to } : { from: g.from, to: g.to };
  });

/** A size from the closed list, or a pixel size set by dragging (12–120 px in steps of 4, `text-[52px]`). */
const size = (allowed: [string, ...string[]]) => {
  const choice = z.enum([...allowed, ...HERO_PIXEL_SIZES] as [string, ...string[]], HERO_MESSAGES.size);
  return z.object({ desktop: choice.optional(), mobile: choice.optional() });
};

const pixels = z.number(HERO_MESSAGES.imageSize).int(HERO_MESSAGES.imageSize).min(1, HERO_MESSAGES.imageSize).max(HERO_IMAGE_MAX_PX, HERO_MESSAGES.imageSize).nullable();
const column = z.number(HERO_MESSAGES.column).int(HERO_MESSAGES.column).min(1, HERO_MESSAGES.column).max(3, HERO_MESSAGES.column);

export const heroTitleStyleSchema = z.object({
  color: colorTokenSchema.optional(),
  size: size(HERO_TITLE_SIZES).optional(),
  alignment: z.enum(HERO_ALIGNMENTS, HERO_MESSAGES.alignment).optional(),
  blockWidth: z.enum(HERO_BLOCK_WIDTHS, HERO_MESSAGES.blockWidth).optional(),
  blockColumns: column.optional(),
  is_gradient: z.boolean().optional(),
  gradient: heroGradientSchema.optional(),
});

export const heroDescriptionStyleSchema = z.object({
  color: colorTokenSchema.optional(),
  size: size(HERO_DESCRIPTION_SIZES).optional(),
  weight: z.enum(HERO_WEIGHTS, HERO_MESSAGES.weight).optional(),
});

export const heroImageStyleSchema = z.object({
  position: z.enum(HERO_IMAGE_POSITIONS).optional(),
  fullPage: z.boolean().optional(),
  width: pixels.optional(),
  height: pixels.optional(),
});

const seoTitle = labelSchema;

export const heroBackgroundStyleSchema = z.object({
  column: column.optional(),
  color: colorTokenSchema.optional(),
  is_gradient: z.boolean().optional(),
  gradient: heroGradientSchema.optional(),
  seo_title: seoTitle.optional(),
  seo_title_translation: translationsSchema(seoTitle).optional(),
});

export const heroButtonStyleSchema = z.object({
  aboveDescription: z.boolean().optional(),
  isVideo: z.boolean().optional(),
  url: safeUrlSchema.optional(),
  color: colorTokenSchema.optional(),
  gradient: heroGradientSchema.optional(),
});

const title = richTextSchema(CONTENT_LIMITS.title);
const description = richTextSchema(CONTENT_LIMITS.description);

/** Spec §9 defaults; the editor's initial state in create mode and the server's fill-ins. */
export const HERO_DEFAULTS = {
  name: null,
  description: null,
  button: 'Get Started',
  button_url: '/products',
  image: null,
  animation_element: '',
  display_order: 0,
} as const;

/** PUT /api/hero: the whole hero record; it creates the organisation's hero or replaces it. */
export const heroSchema = z.object({
  name: labelSchema.nullish(),
  title: z.string(HERO_MESSAGES.titleRequired).pipe(title).refine((value) => !isBlankText(value), HERO_MESSAGES.titleRequired),
  title_translation: translationsSchema(title).optional(),
  description: description.nullish(),
  description_translation: translationsSchema(description).optional(),
  button: labelSchema.nullish(),
  button_translation: translationsSchema(labelSchema).optional(),
  image: safeUrlSchema.optional(),
  animation_element: z.enum(HERO_ANIMATIONS, HERO_MESSAGES.animation).optional(),
  display_order: z.number().int().min(0).max(1_000_000).optional(),
  title_style: heroTitleStyleSchema.optional(),
  description_style: heroDescriptionStyleSchema.optional(),
  image_style: heroImageStyleSchema.optional(),
  background_style: heroBackgroundStyleSchema.optional(),
  button_style: heroButtonStyleSchema.optional(),
  /** The version of the hero being replaced, when the editor loaded one (docs/decisions/061). */
  ...optionalVersion,
});

export type HeroInput = z.infer<typeof heroSchema>;
