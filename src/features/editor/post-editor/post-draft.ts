// The post editor's working copy (editing-layer spec §3 "Post", §5 Post): one flat record, so that
// the kit's merge, conflict view and History read it field by field; what it starts with for a new
// post, what it takes from GET /api/posts/{slug}, and the grouped payload of POST and PATCH.
// Orders are kept as the inputs hold them and parsed as integers when sent (spec §5: default 0).
import type { POST_TYPES } from '@/lib/enums';
import { postSlugFromTitle, type PostView } from '@/schemas/post';
import type { Translations } from '../translations';

export type PostType = (typeof POST_TYPES)[number];

/** The document-set choice that names a new set (spec §5: "a selection or a new name"). */
export const NEW_DOC_SET = '__new__';

export type PostDraft = {
  title: string;
  title_translation: Translations;
  /** Create mode: follows the title until edited by hand (spec §5). */
  slug: string;
  slug_edited: boolean;
  description: string;
  description_translation: Translations;
  content: string;
  content_translation: Translations;
  metadescription_for_page: string;
  /** A day, YYYY-MM-DD, as the date input holds it. */
  created_on: string;
  type: PostType;
  display_this_post: boolean;
  display_as_blog_post: boolean;
  is_displayed_first_page: boolean;
  is_help_center: boolean;
  help_center_order: string;
  is_numbered: boolean;
  section_id: string | null;
  subsection: string;
  order: string;
  /** An existing set's slug, NEW_DOC_SET for a new one, '' for none. */
  doc_set: string;
  doc_set_title: string;
  doc_set_order: string;
  is_with_author: boolean;
  is_company_author: boolean;
  author_name: string;
  main_photo: string | null;
};

/** Text fields: typing in them groups into one undo step per burst. */
export const POST_TEXT_FIELDS: readonly (keyof PostDraft)[] = [
  'title', 'title_translation', 'slug', 'description', 'description_translation', 'content', 'content_translation',
  'metadescription_for_page', 'help_center_order', 'subsection', 'order', 'doc_set_title', 'doc_set_order', 'author_name',
];

/** Today in the organisation's calendar as the date input writes it; UTC, as stored dates are read. */
export function today(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export function newPost(now = new Date()): PostDraft {
  return {
    title: '',
    title_translation: {},
    slug: '',
    slug_edited: false,
    description: '',
    description_translation: {},
    content: '',
    content_translation: {},
    metadescription_for_page: '',
    created_on: today(now),
    type: 'default',
    display_this_post: true,
    display_as_blog_post: true,
    is_displayed_first_page: false,
    is_help_center: false,
    help_center_order: '0',
    is_numbered: false,
    section_id: null,
    subsection: '',
    order: '0',
    doc_set: '',
    doc_set_title: '',
    doc_set_order: '0',
    is_with_author: true,
    is_company_author: true,
    author_name: '',
    main_photo: null,
  };
}

export function draftFromPost(post: PostView): PostDraft {
  const config = post.organization_config;
  return {
    title: post.title,
    title_translation: post.title_translation ?? {},
    slug: post.slug,
    slug_edited: true,
    description: post.description ?? '',
    description_translation: post.description_translation ?? {},
    content: post.content ?? '',
    content_translation: post.content_translation ?? {},
    metadescription_for_page: post.metadescription_for_page ?? '',
    created_on: post.created_on.slice(0, 10),
    type: post.display_config.type,
    display_this_post: post.display_config.display_this_post,
    display_as_blog_post: post.display_config.display_as_blog_post,
    is_displayed_first_page: post.display_config.is_displayed_first_page,
    is_help_center: post.display_config.is_help_center,
    help_center_order: String(post.display_config.help_center_order),
    is_numbered: post.display_config.is_numbered,
    section_id: config.section_id,
    subsection: config.subsection ?? '',
    order: String(config.order),
    doc_set: config.doc_set ?? '',
    doc_set_title: '',
    doc_set_order: String(config.doc_set_order),
    is_with_author: post.author_config.is_with_author,
    is_company_author: post.author_config.is_company_author,
    author_name: post.author_name ?? '',
    main_photo: post.media_config.main_photo,
  };
}

/** The title's slug, while the slug has not been edited by hand (create mode only). */
export function withTitle(draft: PostDraft, title: string, creating: boolean): Partial<PostDraft> {
  return creating && !draft.slug_edited ? { title, slug: postSlugFromTitle(title) } : { title };
}

/** An order as typed: a whole number, or 0 when left empty (spec §5). NaN when it is not one. */
export function parseOrder(text: string): number {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  return /^-?\d+$/.test(trimmed) ? Number.parseInt(trimmed, 10) : Number.NaN;
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The body of POST /api/posts and PATCH /api/posts/{slug}, grouped as the spec sends it (§7). */
export function postPayload(draft: PostDraft) {
  const docSet = draft.type === 'doc_set' ? draft.doc_set : '';
  return {
    title: draft.title.trim(),
    title_translation: draft.title_translation,
    slug: draft.slug.trim(),
    // Landing posts show no description (spec §2): what was there is kept, not shown.
    description: orNull(draft.description),
    description_translation: draft.description_translation,
    content: draft.content,
    content_translation: draft.content_translation,
    author_name: orNull(draft.author_name),
    metadescription_for_page: orNull(draft.metadescription_for_page),
    created_on: draft.created_on || null,
    display_config: {
      display_this_post: draft.display_this_post,
      display_as_blog_post: draft.display_as_blog_post,
      is_displayed_first_page: draft.is_displayed_first_page,
      is_help_center: draft.is_help_center,
      help_center_order: parseOrder(draft.help_center_order),
      type: draft.type,
      is_numbered: draft.is_numbered,
    },
    organization_config: {
      section_id: draft.section_id,
      subsection: orNull(draft.subsection),
      order: parseOrder(draft.order),
      doc_set: docSet && docSet !== NEW_DOC_SET ? docSet : null,
      doc_set_order: parseOrder(draft.doc_set_order),
      doc_set_title: docSet === NEW_DOC_SET ? orNull(draft.doc_set_title) : null,
    },
    author_config: { is_with_author: draft.is_with_author, is_company_author: draft.is_company_author },
    media_config: { main_photo: draft.main_photo },
  };
}
