'use client';
// The Blog tab: the site's posts and pages with how each is shown: on the site at all, among the
// blog's posts, on the first page, in the help centre and at which place there, and its place in
// lists. Those settings are saved with the rest; a post's own content is edited in the post editor,
// which its Edit button opens in place of this one (unsaved changes here are asked about first).
import { Pencil } from 'lucide-react';
import { labelText } from '@/lib/i18n/island-labels';
import { useEditorContext } from '../editor-labels';
import { plainText } from '../translations';
import { Badge } from './record-list';
import { SwitchField, TabHeading, TextField } from './settings-controls';
import { useSettings } from './settings-context';
import type { PostDisplayDraft } from './settings-draft';
import type { BlogPostRow } from './settings-types';

export function BlogTab() {
  const { editor: labels } = useEditorContext();
  const { draft, data } = useSettings();
  const rows = new Map((data.blog_posts ?? []).map((post) => [post.id, post]));
  return (
    <div>
      <TabHeading title={labels.gsTabBlog} subtitle={labels.gsBlogSubtitle} />
      {draft.blog_posts.length === 0 ? (
        <p className="rounded-xl border border-dashed border-gray-300 p-4 text-center text-sm text-gray-600">{labels.gsBlogEmpty}</p>
      ) : (
        <ul className="space-y-2" aria-label={labels.gsTabBlog}>
          {draft.blog_posts.map((post) => {
            const row = rows.get(post.key);
            return row ? <PostRow key={post.key} post={post} row={row} /> : null;
          })}
        </ul>
      )}
    </div>
  );
}

function PostRow({ post, row }: { post: PostDisplayDraft; row: BlogPostRow }) {
  const { editor: labels } = useEditorContext();
  const { record, leaveTo } = useSettings();
  const at = `blog_posts.${post.key}`;
  const title = plainText(row.title) || labels.gsUntitled;
  const patch = (next: Partial<PostDisplayDraft>, typing = false) => record('blog_posts', post.key, next, typing);
  return (
    <li className="rounded-xl border border-gray-200 p-3" data-settings-post={row.slug}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-0 font-medium break-words text-gray-900">{title}</span>
        <code className="text-xs text-gray-600">/{row.slug}</code>
        {post.display_as_blog_post ? <Badge tone="emerald">{labels.gsKindPost}</Badge> : <Badge>{labels.gsKindPage}</Badge>}
        <button
          type="button"
          className="ml-auto inline-flex min-h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-gray-800 ring-1 ring-gray-300 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-sky-600"
          onClick={() => leaveTo({ kind: 'post', mode: 'edit', id: row.slug })}
          aria-label={labelText(labels.gsEditNamed, { title })}
        >
          <Pencil className="size-4" aria-hidden="true" />
          {labels.gsEdit}
        </button>
      </div>
      <div className="mt-2 grid gap-x-6 sm:grid-cols-2">
        <SwitchField path={`${at}.display_this_post`} label={labels.gsPostShown} checked={post.display_this_post} onChange={(display_this_post) => patch({ display_this_post })} />
        <SwitchField path={`${at}.display_as_blog_post`} label={labels.gsPostAsBlog} checked={post.display_as_blog_post} onChange={(display_as_blog_post) => patch({ display_as_blog_post })} />
        <SwitchField path={`${at}.is_displayed_first_page`} label={labels.gsPostOnFirstPage} checked={post.is_displayed_first_page} onChange={(is_displayed_first_page) => patch({ is_displayed_first_page })} />
        <SwitchField path={`${at}.is_help_center`} label={labels.gsPostHelpCenter} checked={post.is_help_center} onChange={(is_help_center) => patch({ is_help_center })} />
      </div>
      <div className="mt-2 grid gap-4 sm:grid-cols-2">
        <TextField path={`${at}.order`} label={labels.gsPosition} inputMode="numeric" value={post.order} onChange={(order) => patch({ order }, true)} />
        <TextField path={`${at}.help_center_order`} label={labels.gsPostHelpCenterOrder} inputMode="numeric" value={post.help_center_order} onChange={(help_center_order) => patch({ help_center_order }, true)} />
      </div>
    </li>
  );
}
