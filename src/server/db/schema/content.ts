// Pages and posts share one table (the spec stores a page as a blog-post record), grouped into
// document sets for documentation-style navigation.
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PostAnchors } from '@/lib/heading-anchors';
import { createdAt, id, organizationId, translations, updatedAt, version } from './_columns';
import { user } from './auth';
import { postType } from './enums';

export const documentSets = pgTable(
  'document_sets',
  {
    id: id(),
    organizationId: organizationId(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    titleTranslation: translations('title_translation'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('document_sets_org_slug_key').on(t.organizationId, t.slug)],
);

export const posts = pgTable(
  'posts',
  {
    id: id(),
    organizationId: organizationId(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    titleTranslation: translations('title_translation'),
    description: text('description'),
    descriptionTranslation: translations('description_translation'),
    content: text('content'),
    contentTranslation: translations('content_translation'),
    // Old heading ids of the published post that still lead to its renamed headings, per language of
    // its content (decision 070): written by the post writes only, never taken from a payload.
    anchors: jsonb('anchors').$type<PostAnchors>().notNull().default({}),
    metadescriptionForPage: text('metadescription_for_page'),
    // display_config
    displayThisPost: boolean('display_this_post').notNull().default(true),
    displayAsBlogPost: boolean('display_as_blog_post').notNull().default(true),
    isDisplayedFirstPage: boolean('is_displayed_first_page').notNull().default(false),
    isHelpCenter: boolean('is_help_center').notNull().default(false),
    helpCenterOrder: integer('help_center_order').notNull().default(0),
    type: postType('type').notNull().default('default'),
    isNumbered: boolean('is_numbered').notNull().default(false),
    // organization_config
    sectionId: uuid('section_id'),
    subsection: text('subsection'),
    order: integer('order').notNull().default(0),
    docSetId: uuid('doc_set_id').references(() => documentSets.id, { onDelete: 'set null' }),
    docSetOrder: integer('doc_set_order').notNull().default(0),
    // author_config
    isWithAuthor: boolean('is_with_author').notNull().default(false),
    isCompanyAuthor: boolean('is_company_author').notNull().default(false),
    authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    authorName: text('author_name'),
    // media_config
    mainPhoto: text('main_photo'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('posts_org_slug_key').on(t.organizationId, t.slug),
    index('posts_org_order_idx').on(t.organizationId, t.order),
    index('posts_org_doc_set_idx').on(t.organizationId, t.docSetId, t.docSetOrder),
  ],
);

/**
 * Addresses that moved: a published page or post whose slug changed answers its old path with a
 * permanent redirect to the new one (docs/decisions/069). Paths are without the language prefix.
 * Kept flat: every redirect points at a path that is not itself redirected, so no chain forms.
 */
export const redirects = pgTable(
  'redirects',
  {
    id: id(),
    organizationId: organizationId(),
    fromPath: text('from_path').notNull(),
    toPath: text('to_path').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('redirects_org_from_key').on(t.organizationId, t.fromPath), index('redirects_org_to_idx').on(t.organizationId, t.toPath)],
);
