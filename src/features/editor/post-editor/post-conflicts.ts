// The post editor's fields as the conflict view and the History panel name them (decision 064).
// A post's revisions are stored in the API's grouped shape; `flatChange` reads them as this editor's
// flat fields, so a change to `display_config` shows as the switches it holds.
import type { PlainEditorKey } from '@/lib/i18n/editor-labels';
import type { FieldChange } from '@/lib/field-changes';
import { conflictRowsFor } from '../kit/conflict-values';
import type { HistoryFields } from '../kit/history-panel';
import type { PostDraft } from './post-draft';

const FIELD_LABELS: Record<keyof PostDraft, PlainEditorKey> = {
  title: 'postTitleField',
  title_translation: 'postTitleField',
  slug: 'postSlugField',
  slug_edited: 'postSlugField',
  description: 'postDescriptionField',
  description_translation: 'postDescriptionField',
  content: 'postBodyLabel',
  content_translation: 'postBodyLabel',
  metadescription_for_page: 'postMetaField',
  created_on: 'postCreatedOn',
  type: 'postTypeField',
  display_this_post: 'postDisplayThisPost',
  display_as_blog_post: 'postDisplayAsBlogPost',
  is_displayed_first_page: 'postDisplayedFirstPage',
  is_help_center: 'postHelpCenter',
  help_center_order: 'postHelpCenterOrder',
  is_numbered: 'postNumbered',
  section_id: 'postSubsection',
  subsection: 'postSubsection',
  order: 'postOrder',
  doc_set: 'postDocSetField',
  doc_set_title: 'postDocSetNewName',
  doc_set_order: 'postDocSetOrder',
  is_with_author: 'postAuthorField',
  is_company_author: 'postAuthorField',
  author_name: 'postAuthorName',
  main_photo: 'postMainPhoto',
};

const CHOICES: Partial<Record<keyof PostDraft, Record<string, PlainEditorKey>>> = {
  type: { default: 'postTypeDefault', minimal: 'postTypeMinimal', landing: 'postTypeLanding', doc_set: 'postTypeDocSet' },
  is_company_author: { true: 'postAuthorCompany', false: 'postAuthorPerson' },
};

export const postConflictRows = conflictRowsFor<PostDraft>(FIELD_LABELS, CHOICES);

/** The API's grouped fields, each a group of this editor's flat ones. */
const GROUPS: Record<string, Record<string, keyof PostDraft>> = {
  display_config: {
    display_this_post: 'display_this_post', display_as_blog_post: 'display_as_blog_post', is_displayed_first_page: 'is_displayed_first_page',
    is_help_center: 'is_help_center', help_center_order: 'help_center_order', type: 'type', is_numbered: 'is_numbered',
  },
  organization_config: { section_id: 'section_id', subsection: 'subsection', order: 'order', doc_set: 'doc_set', doc_set_order: 'doc_set_order', doc_set_title: 'doc_set_title' },
  author_config: { is_with_author: 'is_with_author', is_company_author: 'is_company_author' },
  media_config: { main_photo: 'main_photo' },
};

const asRecord = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});

/** A revision's changes as flat fields: a group split into the members that differ. */
export function flatChanges(changes: FieldChange[]): FieldChange[] {
  return changes.flatMap((change) => {
    const group = GROUPS[change.field];
    if (!group) return Object.hasOwn(FIELD_LABELS, change.field) ? [change] : [];
    const before = asRecord(change.before);
    const after = asRecord(change.after);
    return Object.entries(group)
      .filter(([member]) => JSON.stringify(before[member]) !== JSON.stringify(after[member]))
      .map(([member, field]) => ({ ...change, field, before: before[member], after: after[member] }));
  });
}

export const postHistoryFields: HistoryFields = {
  label: (field, labels) => {
    const group = GROUPS[field];
    if (group) return labels[FIELD_LABELS[Object.values(group)[0]!]];
    return Object.hasOwn(FIELD_LABELS, field) ? labels[FIELD_LABELS[field as keyof PostDraft]] : null;
  },
  rows: (changes, labels) => {
    const flat = flatChanges(changes);
    const before = Object.fromEntries(flat.map((change) => [change.field, change.before])) as PostDraft;
    const after = Object.fromEntries(flat.map((change) => [change.field, change.after])) as PostDraft;
    return postConflictRows(flat.map((change) => change.field as keyof PostDraft), before, after, labels);
  },
};
