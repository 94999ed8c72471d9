// The post editor's working copy, checks and History reading, without a browser.
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import type { EditorLabels } from '@/lib/i18n/editor-labels';
import { createPostSchema, updatePostSchema, type PostView } from '@/schemas/post';
import { targetFromParam } from '../kit/editor-url';
import { flatChanges, postHistoryFields } from './post-conflicts';
import { draftFromPost, NEW_DOC_SET, newPost, parseOrder, postPayload, withTitle } from './post-draft';
import { firstProblem, postProblems } from './post-validation';

const labels = en.editor as unknown as EditorLabels;

const view: PostView = {
  id: '2f1c3d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  version: 4,
  url: '/hello-world',
  title: 'Hello world',
  title_translation: { fr: 'Bonjour' },
  description: null,
  description_translation: {},
  content: '<h2>One</h2><p>Text</p>',
  content_translation: {},
  slug: 'hello-world',
  author_name: 'Ada',
  metadescription_for_page: null,
  created_on: '2026-03-04T00:00:00.000Z',
  updated_at: '2026-03-05T10:00:00.000Z',
  display_config: { display_this_post: true, display_as_blog_post: true, is_displayed_first_page: false, is_help_center: true, help_center_order: 3, type: 'doc_set', is_numbered: true },
  organization_config: { section_id: null, subsection: null, order: 2, doc_set: 'guides', doc_set_order: 1, doc_set_title: 'Guides' },
  author_config: { is_with_author: true, is_company_author: false, author_id: null },
  media_config: { main_photo: null },
};

describe('the post draft', () => {
  it('reads a post and sends it back as the API takes it', () => {
    const draft = draftFromPost(view);
    expect(draft).toMatchObject({ created_on: '2026-03-04', order: '2', help_center_order: '3', doc_set: 'guides', doc_set_title: '', slug_edited: true, author_name: 'Ada' });
    const payload = postPayload(draft);
    expect(payload.organization_config).toEqual({ section_id: null, subsection: null, order: 2, doc_set: 'guides', doc_set_order: 1, doc_set_title: null });
    expect(payload.display_config.help_center_order).toBe(3);
    expect(updatePostSchema.safeParse({ ...payload, version: 4 }).success).toBe(true);
  });

  it('names a new document set by its title, and leaves the set when the type is not doc_set', () => {
    const draft = { ...newPost(), title: 'A', slug: 'a', type: 'doc_set' as const, doc_set: NEW_DOC_SET, doc_set_title: ' Handbook ' };
    expect(postPayload(draft).organization_config).toMatchObject({ doc_set: null, doc_set_title: 'Handbook' });
    expect(postPayload({ ...draft, type: 'default' }).organization_config).toMatchObject({ doc_set: null, doc_set_title: null });
    expect(createPostSchema.safeParse(postPayload(draft)).success).toBe(true);
  });

  it('lets the slug follow the title in create mode until it is edited', () => {
    const draft = newPost();
    expect(withTitle(draft, "Don't panic_now!", true)).toEqual({ title: "Don't panic_now!", slug: 'dont-panic-now' });
    expect(withTitle({ ...draft, slug_edited: true }, 'Other', true)).toEqual({ title: 'Other' });
    expect(withTitle(draft, 'Other', false)).toEqual({ title: 'Other' });
  });

  it('parses orders as whole numbers, 0 when empty', () => {
    expect(parseOrder('')).toBe(0);
    expect(parseOrder(' 12 ')).toBe(12);
    expect(parseOrder('-1')).toBe(-1);
    expect(parseOrder('1.5')).toBeNaN();
  });
});

describe('the post checks', () => {
  it("say the spec's words, first problem first", () => {
    const problems = postProblems({ ...newPost(), title: '  ', slug: 'Bad Slug', type: 'doc_set', doc_set: '', order: '-2', metadescription_for_page: 'x'.repeat(161) }, labels);
    expect(problems).toEqual({
      title: 'Title is required',
      slug: 'Slug can only contain lowercase letters, numbers, and hyphens',
      doc_set: 'Choose a document set or name a new one',
      order: 'Order must be a whole number, 0 or more',
      metadescription_for_page: 'Meta description must be at most 160 characters',
    });
    expect(firstProblem(problems)).toBe('title');
    expect(postProblems({ ...newPost(), title: 'Fine', slug: 'fine' }, labels)).toEqual({});
    expect(postProblems({ ...newPost(), title: 'Fine', slug: '' }, labels).slug).toBe('Post slug is required');
    expect(postProblems({ ...newPost(), title: 'A', slug: 'a', type: 'doc_set', doc_set: NEW_DOC_SET, doc_set_title: ' ' }, labels).doc_set).toBeDefined();
  });
});

describe("the post's History", () => {
  it('reads a grouped change as the switches and fields it holds', () => {
    const changes = [
      { field: 'display_config', before: { type: 'default', is_numbered: false }, after: { type: 'landing', is_numbered: false } },
      { field: 'title', before: 'A', after: 'B' },
      { field: 'anchors', before: null, after: {} },
    ];
    expect(flatChanges(changes).map((change) => change.field)).toEqual(['type', 'title']);
    const rows = postHistoryFields.rows(changes, labels);
    expect(rows).toEqual([
      { key: 'type', label: 'Post type', mine: 'Default', theirs: 'Landing' },
      { key: 'title', label: 'Title', mine: 'A', theirs: 'B' },
    ]);
    expect(postHistoryFields.label('anchors', labels)).toBeNull();
  });
});

describe('the post editor in the address', () => {
  it('opens a new post or an existing one by its slug, and ignores anything else', () => {
    expect(targetFromParam('post', '/about')).toEqual({ kind: 'post', mode: 'create' });
    expect(targetFromParam('post:hello-world', '/about')).toEqual({ kind: 'post', mode: 'edit', id: 'hello-world' });
    expect(targetFromParam('post:Hello World', '/about')).toBeNull();
    expect(targetFromParam('post:a:b', '/about')).toBeNull();
  });
});
