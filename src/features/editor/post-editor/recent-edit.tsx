'use client';
// The post editor's edit-conflict warning (editing-layer spec §4, §9): a post someone else saved
// within the 5 minutes before this opening may still be open in their editor. A warning only: the
// kit's merge still keeps both people's changes on save (decision 064), and the news of a save made
// while this editor is open comes from the kit's own poll (kit/others-saves.tsx).
import { useQuery } from '@tanstack/react-query';
import { labelText } from '@/lib/i18n/island-labels';
import type { PostView } from '@/schemas/post';
import { useMe } from '@/features/site-chrome/use-me';
import { useEditorContext } from '../editor-labels';
import { newestSave } from '../kit/others-saves';

/** Spec §9: the edit-conflict window. */
export const RECENT_EDIT_MS = 5 * 60_000;

export function RecentEditWarning({ post, openedAt }: { post: PostView; openedAt: number }) {
  const { editor: labels, locale } = useEditorContext();
  const me = useMe();
  const savedAt = Date.parse(post.updated_at);
  const recent = openedAt - savedAt < RECENT_EDIT_MS;
  // The same read as the kit's poll of the newest save: one request serves both.
  const head = useQuery({ ...newestSave('post', post.id), enabled: recent && me?.user != null });
  const newest = head.data?.revisions[0];
  if (!recent || !newest || !newest.author || newest.author.id === me?.user?.id) return null;
  const minutes = Math.max(1, Math.round((openedAt - savedAt) / 60_000));
  return (
    <div role="status" data-recent-edit="" className="border-b border-amber-200 bg-amber-50 px-5 py-2 text-sm text-amber-950">
      <p>
        <strong className="font-semibold">{labelText(labels.postRecentEdit, { name: newest.author.name ?? labels.historyFormerMember, minutes: minutes.toLocaleString(locale) })}</strong>{' '}
        {labels.postRecentEditNext}
      </p>
    </div>
  );
}
