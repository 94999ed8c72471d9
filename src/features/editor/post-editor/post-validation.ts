// The post editor's checks before a save (editing-layer spec §5 Post), in the editor's language:
// the same rules the server applies (src/schemas/post.ts), so a refused save is rare and says which
// field is wrong. Pure: tested in Node.
import type { EditorLabels } from '@/lib/i18n/editor-labels';
import { PAGE_SLUG_PATTERN } from '@/schemas/page';
import { POST_LIMITS } from '@/schemas/post';
import { NEW_DOC_SET, parseOrder, type PostDraft } from './post-draft';

export type PostField = 'title' | 'slug' | 'metadescription_for_page' | 'order' | 'help_center_order' | 'doc_set' | 'doc_set_order';
export type PostProblems = Partial<Record<PostField, string>>;

/** Fields in the order the form shows them: the first in trouble gets the focus. */
export const FIELD_ORDER: readonly PostField[] = ['title', 'slug', 'doc_set', 'doc_set_order', 'metadescription_for_page', 'order', 'help_center_order'];

/** Which of the editor's two views holds a field. */
export const ADVANCED_FIELDS: readonly PostField[] = ['metadescription_for_page', 'order', 'help_center_order'];

const badOrder = (text: string) => {
  const value = parseOrder(text);
  return !Number.isInteger(value) || value < 0;
};

export function postProblems(draft: PostDraft, labels: EditorLabels): PostProblems {
  const slug = draft.slug.trim();
  const docSet = draft.type === 'doc_set';
  return {
    ...(!draft.title.trim() && { title: labels.postTitleRequired }),
    ...(!slug ? { slug: labels.postSlugRequired } : !PAGE_SLUG_PATTERN.test(slug) && { slug: labels.postSlugInvalid }),
    ...(docSet && (!draft.doc_set || (draft.doc_set === NEW_DOC_SET && !draft.doc_set_title.trim())) && { doc_set: labels.postDocSetRequired }),
    ...(docSet && badOrder(draft.doc_set_order) && { doc_set_order: labels.postOrderInvalid }),
    ...(draft.metadescription_for_page.trim().length > POST_LIMITS.metaDescription && { metadescription_for_page: labels.postMetaTooLong }),
    ...(badOrder(draft.order) && { order: labels.postOrderInvalid }),
    ...(badOrder(draft.help_center_order) && { help_center_order: labels.postOrderInvalid }),
  };
}

export function firstProblem(problems: PostProblems): PostField | null {
  return FIELD_ORDER.find((field) => problems[field]) ?? null;
}
