'use client';
// An open editor learns within seconds that someone else saved the record (issue 20 item 2): while
// it is open and its tab is in view it asks for the newest save every OTHERS_POLL_MS, and when the
// record's version has moved past the one its next save is based on, by someone else's hand, it
// says who saved, when and which fields, above the form. Nothing is taken in here: the next save
// merges their fields and asks about the ones both changed (decision 064). The realtime bus of
// ARCHITECTURE will push the same news; this poll is what stays when it cannot.
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getFormatter } from '@/lib/i18n/format';
import { labelText } from '@/lib/i18n/island-labels';
import { queryKeys } from '@/features/server-state/query-keys';
import { useMe } from '@/features/site-chrome/use-me';
import { editorApi } from '../editor-api';
import { useEditorContext } from '../editor-labels';
import type { HistoryEntityName, HistoryFields, RevisionList } from './history-panel';
import { OTHERS_POLL_MS } from './others-poll';

type Options = { entity: HistoryEntityName; id: string | null | false; version: () => number | undefined; fields: HistoryFields };

/** A record's newest save: what an open editor polls, and what the post editor's 5-minute warning reads. */
export function newestSave(entity: HistoryEntityName, id: string) {
  return {
    queryKey: queryKeys.revisions.newest(entity, id),
    queryFn: () => editorApi<RevisionList>('GET', `/api/revisions?entity=${entity}&id=${id}&limit=1`),
  };
}

export function useOthersSaves({ entity, id, version, fields }: Options): ReactNode {
  const { editor: labels, locale } = useEditorContext();
  const me = useMe();
  const head = useQuery({
    ...newestSave(entity, id || ''),
    enabled: Boolean(id) && me?.user != null,
    refetchInterval: OTHERS_POLL_MS,
    staleTime: 0,
  });
  const newest = head.data?.revisions[0];
  const basis = version();
  const current = head.data?.current;
  // A record gone (deleted elsewhere) has no current version; its newest save was the delete.
  // "Moved" is "differs": a version may be a counter or, for a page layout, a hash of its order.
  // A record whose history keeps part of a larger one (a header's style, on the settings' version)
  // moves with saves of the rest too: only a save that replaced the version it is based on, or a
  // later one, is news about it.
  const since = typeof basis !== 'number' || typeof newest?.version !== 'number' || newest.version >= basis;
  const moved = current ? basis !== undefined && current.version !== basis && since : newest?.change === 'delete';
  if (!newest || !moved || newest.author?.id === me?.user?.id) return null;
  const name = newest.author?.name ?? labels.historyFormerMember;
  const time = getFormatter(locale).dateTime(new Date(newest.created_at), { timeStyle: 'short' });
  const names = [...new Set(newest.changed.map((field) => fields.label(field, labels)).filter((label) => label !== null))];
  const text =
    newest.change === 'delete'
      ? labelText(labels.othersDeleted, { name, time })
      : labelText(labels.othersSaved, { name, time, fields: names.length ? names.join(', ') : labels.historyNoFields });
  return (
    <div role="status" data-others-saved="" className="border-b border-sky-200 bg-sky-50 px-5 py-2 text-sm text-sky-950">
      <p>
        <strong className="font-semibold">{text}</strong> {newest.change === 'delete' ? labels.othersDeletedNext : labels.othersSavedNext}
      </p>
    </div>
  );
}
