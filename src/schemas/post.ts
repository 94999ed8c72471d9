// The post editor (editing-layer spec §2 "Post editor", §3 "Post", §5 Post, §7 /api/posts): one schema
// for the editor (client) and POST /api/posts, PATCH /api/posts/{slug} (server). The payload is
// grouped as the spec sends it: display_config, organization_config, author_config, media_config.
// Pages are posts too (display_as_blog_post false), so the editor can change a page's fields here.
// Pure: the editor bundles this file.
import { z } from 'zod';
import { POST_TYPES } from '@/lib/enums';
import { UUID_PATTERN } from '@/lib/patterns';
import { PAGE_LIMITS, PAGE_MESSAGES, PAGE_SLUG_PATTERN } from './page';
import { CONTENT_LIMITS, labelSchema, safeUrlSchema, translationsSchema } from './template-section';
import { MAX_VERSION, optionalVersion } from './version';

export const POST_LIMITS = {
  title: PAGE_LIMITS.title,
  slug: PAGE_LIMITS.slug,
  description: CONTENT_LIMITS.description,
  /** A long article with its markup; every translation may be as long. */
  content: 200_000,
  metaDescription: 160,
  metaDescriptionWarnAbove: 140,
  docSetTitle: 200,
} as const;

/** A post with its content in every language stays under this. */
export const POST_MAX_BODY_BYTES = 3 * 1024 * 1024;

export const POST_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${POST_LIMITS.title} characters`,
  slugRequired: 'Post slug is required',
  /** A title with no letter or digit to build an address from ("!!!"). */
  slugUnderivable: 'Enter a slug: the title has no letters or digits to make one from',
  slugInvalid: PAGE_MESSAGES.slugInvalid,
  slugTooLong: `Post slug must be at most ${POST_LIMITS.slug} characters`,
  slugReserved: PAGE_MESSAGES.slugReserved,
  slugTaken: 'A post with this slug already exists',
  metaDescriptionTooLong: `Meta description must be at most ${POST_LIMITS.metaDescription} characters`,
  descriptionTooLong: `Description must be at most ${POST_LIMITS.description} characters`,
  contentTooLong: `Content must be at most ${POST_LIMITS.content} characters`,
  orderInvalid: 'Order must be a whole number, 0 or more',
  typeInvalid: 'Post type is default, minimal, landing or doc_set',
  docSetRequired: 'Choose a document set or name a new one',
  docSetNotFound: 'Document set not found',
  docSetTitleTooLong: `Document set name must be at most ${POST_LIMITS.docSetTitle} characters`,
  authorNotFound: 'The author must be a person of this site',
  sectionInvalid: 'section_id must be a section id',
  createdOnInvalid: 'created_on must be a date',
  organizationInvalid: 'organization_id must be an organisation id',
  otherOrganization: 'This organisation is not the one of this site',
  notFound: 'Post not found',
  redirectNotFound: 'Redirect not found',
  saveFailed: 'Failed to save post. Please try again.',
} as const;

/**
 * The slug a title suggests in create mode (spec §5): lowercase, accents dropped, punctuation
 * stripped ("Don't" is "dont"), spaces and underscores to hyphens, no hyphen twice or at either end.
 */
export function postSlugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, POST_LIMITS.slug)
    .replace(/-+$/, '');
}

const order = z.number(POST_MESSAGES.orderInvalid).int(POST_MESSAGES.orderInvalid).min(0, POST_MESSAGES.orderInvalid).max(MAX_VERSION, POST_MESSAGES.orderInvalid);
const title = z.string(POST_MESSAGES.titleRequired).trim().min(1, POST_MESSAGES.titleRequired).max(POST_LIMITS.title, POST_MESSAGES.titleTooLong);
const slug = z
  .string(POST_MESSAGES.slugRequired)
  .trim()
  .min(1, POST_MESSAGES.slugRequired)
  .max(POST_LIMITS.slug, POST_MESSAGES.slugTooLong)
  .regex(PAGE_SLUG_PATTERN, POST_MESSAGES.slugInvalid);
const description = z.string().max(POST_LIMITS.description, POST_MESSAGES.descriptionTooLong);
const content = z.string().max(POST_LIMITS.content, POST_MESSAGES.contentTooLong);
const metaDescription = z.string().trim().max(POST_LIMITS.metaDescription, POST_MESSAGES.metaDescriptionTooLong);
const createdOn = z
  .string(POST_MESSAGES.createdOnInvalid)
  .max(40, POST_MESSAGES.createdOnInvalid)
  .regex(/^\d{4}-\d{2}-\d{2}([T ][0-9:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, POST_MESSAGES.createdOnInvalid)
  .refine((value) => !Number.isNaN(Date.parse(value)), POST_MESSAGES.createdOnInvalid);
/** Plain words (a subsection, a document set's name, an author's name): markup is refused. */
const label = labelSchema;

export const displayConfigSchema = z
  .object({
    display_this_post: z.boolean(),
    display_as_blog_post: z.boolean(),
    is_displayed_first_page: z.boolean(),
    is_help_center: z.boolean(),
    help_center_order: order,
    type: z.enum(POST_TYPES, POST_MESSAGES.typeInvalid),
    is_numbered: z.boolean(),
  })
  .partial();

export const organizationConfigSchema = z
  .object({
    section_id: z.string(POST_MESSAGES.sectionInvalid).regex(UUID_PATTERN, POST_MESSAGES.sectionInvalid).transform((id) => id.toLowerCase()).nullable(),
    subsection: label.nullable(),
    order,
    /** An existing set's slug; with doc_set_title and no such set, a new set is made. */
    doc_set: z.string().trim().max(POST_LIMITS.slug, POST_MESSAGES.docSetNotFound).nullable(),
    doc_set_order: order,
    doc_set_title: label.pipe(z.string().max(POST_LIMITS.docSetTitle, POST_MESSAGES.docSetTitleTooLong)).nullable(),
  })
  .partial();

export const authorConfigSchema = z
  .object({
    is_with_author: z.boolean(),
    is_company_author: z.boolean(),
    author_id: z.string(POST_MESSAGES.authorNotFound).min(1, POST_MESSAGES.authorNotFound).max(100, POST_MESSAGES.authorNotFound).nullable(),
  })
  .partial();

export const mediaConfigSchema = z.object({ main_photo: safeUrlSchema }).partial();

const postFields = {
  title,
  title_translation: translationsSchema(z.string().max(POST_LIMITS.title, POST_MESSAGES.titleTooLong)).optional(),
  description: description.nullish(),
  description_translation: translationsSchema(description).optional(),
  content: content.nullish(),
  content_translation: translationsSchema(content).optional(),
  slug,
  author_name: label.nullish(),
  metadescription_for_page: metaDescription.nullish(),
  created_on: createdOn.nullish(),
  display_config: displayConfigSchema.optional(),
  organization_config: organizationConfigSchema.optional(),
  author_config: authorConfigSchema.optional(),
  media_config: mediaConfigSchema.optional(),
};

/** POST /api/posts: a title; without a slug, one is made from the title. */
export const createPostSchema = z.object({ ...postFields, slug: slug.optional() });

/** PATCH /api/posts/{slug}: any of the fields, and the version they were based on. */
export const updatePostSchema = z.object(postFields).partial().extend(optionalVersion);

export type CreatePostInput = z.infer<typeof createPostSchema>;
export type UpdatePostInput = z.infer<typeof updatePostSchema>;

/** GET /api/document-sets?organization_id= */
export const documentSetQuerySchema = z.object({
  organization_id: z.string(POST_MESSAGES.organizationInvalid).regex(UUID_PATTERN, POST_MESSAGES.organizationInvalid).transform((id) => id.toLowerCase()).optional(),
});

/** A post as GET /api/posts/{slug} answers it, grouped as the editor sends it back. */
export type PostView = {
  id: string;
  version: number;
  url: string;
  title: string;
  title_translation: Partial<Record<string, string>>;
  description: string | null;
  description_translation: Partial<Record<string, string>>;
  content: string | null;
  content_translation: Partial<Record<string, string>>;
  slug: string;
  author_name: string | null;
  metadescription_for_page: string | null;
  created_on: string;
  updated_at: string;
  display_config: Required<z.infer<typeof displayConfigSchema>>;
  organization_config: {
    section_id: string | null;
    subsection: string | null;
    order: number;
    doc_set: string | null;
    doc_set_order: number;
    doc_set_title: string | null;
  };
  author_config: { is_with_author: boolean; is_company_author: boolean; author_id: string | null };
  media_config: { main_photo: string | null };
};

export type DocumentSetView = { slug: string; title: string };

/** A moved address, as GET /api/redirects lists it. */
export type RedirectView = { id: string; from_path: string; to_path: string; created_at: string };
