'use client';
// An editor's History (issue 20 item 5, decision 065): every save of the record, newest first, each
// with who made it, when, and which of the fields edited here it changed; any save compared with
// the record as it is now, or two saves with each other, field by field; and a restore of the
// version from before a save, written as a new save through the record's own write path (so it has
// a version, a revision and an undo of its own). A restore never drops unsaved work: while the
// editor holds changes the server does not have, it is refused with the reason.
// One panel for every editor: each says how its fields read (`fields`) and takes the restored
// record back into its working copy (`onRestored`).
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, History } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { Dialog, DialogCloseButton, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast';
import { getFormatter } from '@/lib/i18n/format';
import { labelText } from '@/lib/i18n/island-labels';
import type { FieldChange } from '@/lib/field-changes';
import type { EditorLabels } from '@/lib/i18n/editor-labels';
import { queryKeys } from '@/features/server-state/query-keys';
import { editorApi, reason } from '../editor-api';
import { useEditorContext } from '../editor-labels';
import type { ConflictRow } from './conflict-dialog';
import { useOthersSaves } from './others-saves';

export type HistoryEntityName =
  | 'section' | 'heading' | 'hero' | 'post' | 'menu-item' | 'submenu-item'
  // The header's and the footer's style, each named by the organisation's id (decision 078).
  | 'header-style' | 'footer-style'
  // The Global Settings tabs of records, each named by the organisation's id (decision 074).
  | 'settings-faqs' | 'settings-features' | 'settings-banners' | 'settings-products' | 'settings-cookies' | 'settings-meeting-types'
  // A page's order of sections, named by the `history_id` GET /api/page-layout answers (decision 067).
  | 'layout';

type RevisionItem = {
  id: string;
  version: number | null;
  created_at: string;
  author: { id: string; name: string | null } | null;
  change: 'edit' | 'restore' | 'delete';
  changed: string[];
};
/** One page of a record's saves, newest first; `next_before` asks for the page after it. */
export type RevisionList = { revisions: RevisionItem[]; current: { version: number } | null; next_before: string | null };
type Comparison = { changes: FieldChange[] };

/** How an editor reads its own fields; a field it does not edit (null label, no row) is left out. */
export type HistoryFields = {
  /** A field's name as the editor's controls say it. */
  label: (field: string, labels: EditorLabels) => string | null;
  /** Changes as rows of label, before and after. */
  rows: (changes: FieldChange[], labels: EditorLabels) => ConflictRow[];
};

type Props = {
  entity: HistoryEntityName;
  id: string;
  /** Whether the working copy holds changes the server does not have (asked at the moment of a restore). */
  isDirty: () => boolean;
  /** The version the editor's next save is based on: the one a restore replaces. */
  version: () => number | undefined;
  fields: HistoryFields;
  /** The record as its GET answers it, after a restore. */
  onRestored: (record: unknown) => void;
  /** The button's accessible name where "History" alone would not say whose (a menu entry's). */
  label?: string;
};

const BUTTON = 'inline-flex min-h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold ring-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 disabled:opacity-50';
const PLAIN = `${BUTTON} text-gray-800 ring-gray-300 hover:bg-gray-50`;
const ICON = 'inline-flex size-9 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-sky-600';

/** The header's History button and the panel it opens. */
export function HistoryButton(props: Props) {
  const { editor: labels } = useEditorContext();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={ICON} onClick={() => setOpen(true)} aria-label={props.label ?? labels.historyOpen} title={labels.historyOpen} data-history-open="">
        <History className="size-4" aria-hidden="true" />
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        {open && <HistoryPanel {...props} onDone={() => setOpen(false)} />}
      </Dialog>
    </>
  );
}

type HistoryOptions<T> = {
  entity: HistoryEntityName;
  /** The record's id; nothing to show until it exists. */
  id: string | null | false;
  fields: HistoryFields;
  /** The editor's start (use-editor-load.ts): its dirty check, clean copy and journal. */
  start: { isDirty: () => boolean; markSaved: (draft: T) => void; journal: { clear: () => Promise<unknown> } };
  /** The basis of the editor's next save (use-versioned-save.tsx), in the working copy's shape. */
  versioned: { rebase: (draft: T, version: number | undefined) => void; version: () => number | undefined };
  update: (draft: T) => void;
  /** A restored record (as its GET answers it) as the working copy, with anything else the editor keeps of it. */
  restored: (record: never) => { draft: T; version: number | undefined };
};

/**
 * The History button for an editor's header, and the notice that someone else saved the record
 * (others-saves.tsx) for under it. A restored record becomes the working copy (one step
 * undo can take back, which then reads as an unsaved change), the clean copy and the basis of the
 * next save; the journal is spent and the page behind is drawn again.
 */
export function useHistory<T>({ entity, id, fields, start, versioned, update, restored }: HistoryOptions<T>): { button: ReactNode; othersSaved: ReactNode } {
  const router = useRouter();
  const take = (record: unknown) => {
    const { draft, version } = restored(record as never);
    versioned.rebase(draft, version);
    start.markSaved(draft);
    update(draft);
    void start.journal.clear();
    router.refresh();
  };
  const othersSaved = useOthersSaves({ entity, id, version: versioned.version, fields });
  if (!id) return { button: null, othersSaved };
  return { button: <HistoryButton entity={entity} id={id} isDirty={start.isDirty} version={versioned.version} fields={fields} onRestored={take} />, othersSaved };
}

type Compared = { from: RevisionItem; to: RevisionItem | null };

function HistoryPanel({ entity, id, isDirty, version, fields, onRestored, onDone }: Props & { onDone: () => void }) {
  const { editor: labels, locale } = useEditorContext();
  const { toast } = useToast();
  const client = useQueryClient();
  // Fifty saves at a time, newest first; older ones on request.
  const list = useInfiniteQuery({
    queryKey: queryKeys.revisions.of(entity, id),
    queryFn: ({ pageParam }) => editorApi<RevisionList>('GET', `/api/revisions?entity=${entity}&id=${id}${pageParam ? `&before=${pageParam}` : ''}`),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_before ?? undefined,
    staleTime: 0,
  });
  const revisions = list.data?.pages.flatMap((page) => page.revisions) ?? [];
  const [selected, setSelected] = useState<string[]>([]);
  const [compared, setCompared] = useState<Compared | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [restoring, setRestoring] = useState<string | null>(null);
  const format = getFormatter(locale);
  const when = (item: RevisionItem) => format.dateTime(new Date(item.created_at), { dateStyle: 'medium', timeStyle: 'short' });
  const fieldNames = (item: RevisionItem) => [...new Set(item.changed.map((field) => fields.label(field, labels)).filter((name) => name !== null))];

  const toggle = (revision: string) =>
    setSelected((current) => (current.includes(revision) ? current.filter((other) => other !== revision) : [...current.slice(-1), revision]));

  const compareSelected = () => {
    const items = revisions.filter((item) => selected.includes(item.id));
    if (items.length !== 2) return setNotice(labels.historyPickTwo);
    // Newest first in the list: the later of the two is the "after".
    setCompared({ from: items[1]!, to: items[0]! });
  };

  const restore = async (item: RevisionItem) => {
    if (isDirty()) return setNotice(labels.historyRestoreDirty);
    setRestoring(item.id);
    setNotice(null);
    try {
      const record = await editorApi<unknown>('POST', `/api/revisions/${item.id}/restore`, { version: version() });
      onRestored(record);
      void client.invalidateQueries({ queryKey: queryKeys.revisions.of(entity, id) });
      toast({ type: 'success', message: labels.historyRestored });
      onDone();
    } catch (error) {
      setNotice([labels.historyRestoreFailed, reason(error)].filter(Boolean).join(' '));
      void list.refetch();
    } finally {
      setRestoring(null);
    }
  };

  let body: ReactNode;
  if (compared) {
    body = <ComparisonView compared={compared} fields={fields} when={when} onBack={() => setCompared(null)} />;
  } else if (list.isPending) {
    body = <p role="status" className="py-6 text-sm text-gray-700">{labels.historyLoading}</p>;
  } else if (list.isError) {
    body = <p role="alert" className="py-6 text-sm text-rose-800">{labels.historyFailed}</p>;
  } else if (revisions.length === 0) {
    body = <p className="py-6 text-sm text-gray-700">{labels.historyEmpty}</p>;
  } else {
    body = (
      <>
        <ol className="min-h-0 flex-1 divide-y divide-gray-200 overflow-y-auto" data-history-list="">
          {revisions.map((item) => {
            const names = fieldNames(item);
            const changeLabel = item.change === 'restore' ? labels.historyRestoredChange : item.change === 'delete' ? labels.historyDeleted : labels.historyEdited;
            return (
              <li key={item.id} className="flex flex-col gap-2 py-3" data-revision={item.id}>
                <div className="flex items-start gap-3">
                  <input
                    type="checkbox"
                    className="mt-1 size-4 shrink-0 accent-sky-700"
                    checked={selected.includes(item.id)}
                    onChange={() => toggle(item.id)}
                    aria-label={labelText(labels.historySelect, { time: when(item) })}
                  />
                  <div className="min-w-0 flex-1 text-sm">
                    <p className="font-semibold text-gray-900">
                      {item.author?.name ?? labels.historyFormerMember}
                      {' · '}
                      <time dateTime={item.created_at} className="font-normal text-gray-700">
                        {when(item)}
                      </time>
                    </p>
                    <p className="text-gray-700">
                      {changeLabel}
                      {item.change !== 'delete' && `: ${names.length ? names.join(', ') : labels.historyNoFields}`}
                    </p>
                  </div>
                </div>
                <div className="flex flex-wrap gap-2 pl-7">
                  <button type="button" className={PLAIN} onClick={() => setCompared({ from: item, to: null })}>
                    {labels.historyCompareNow}
                  </button>
                  <button type="button" className={PLAIN} disabled={restoring !== null} onClick={() => void restore(item)}>
                    {labels.historyRestore}
                  </button>
                </div>
              </li>
            );
          })}
          {list.hasNextPage && (
            <li className="py-3">
              <button type="button" className={PLAIN} disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
                {list.isFetchingNextPage ? labels.historyLoadingOlder : labels.historyOlder}
              </button>
            </li>
          )}
        </ol>
        <div className="border-t border-gray-200 pt-3">
          <button type="button" className={PLAIN} disabled={selected.length !== 2} onClick={compareSelected}>
            {labels.historyCompareSelected}
          </button>
        </div>
      </>
    );
  }

  return (
    <DialogContent size="lg" data-history-panel="" overlayClassName="max-md:p-0" className="flex max-h-[92vh] flex-col p-5 max-md:h-dvh max-md:max-h-none max-md:max-w-none max-md:rounded-none">
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <DialogTitle size="md">{labels.historyTitle}</DialogTitle>
          <DialogDescription className="mt-1 text-sm text-gray-700">{labels.historyIntro}</DialogDescription>
        </div>
        <DialogCloseButton label={labels.close} />
      </div>
      {notice && (
        <p role="alert" className="mt-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          {notice}
        </p>
      )}
      <div className="mt-3 flex min-h-0 flex-1 flex-col">{body}</div>
    </DialogContent>
  );
}

type ComparisonProps = { compared: Compared; fields: HistoryFields; when: (item: RevisionItem) => string; onBack: () => void };

function ComparisonView({ compared, fields, when, onBack }: ComparisonProps) {
  const { editor: labels } = useEditorContext();
  const { from, to } = compared;
  const comparison = useQuery({
    queryKey: queryKeys.revisions.compare(from.id, to?.id ?? 'current'),
    queryFn: () => editorApi<Comparison>('GET', `/api/revisions/compare?from=${from.id}&to=${to?.id ?? 'current'}`),
    staleTime: 0,
  });
  const rows = comparison.data ? fields.rows(comparison.data.changes, labels) : [];
  const sideName = (item: RevisionItem | null) => (item ? when(item) : labels.historyNow);
  return (
    <div className="flex min-h-0 flex-1 flex-col" data-history-compare="">
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" className={PLAIN} onClick={onBack}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          {labels.historyBack}
        </button>
        <h3 className="text-base font-semibold text-gray-900">{labels.historyCompareTitle}</h3>
      </div>
      {comparison.isPending && <p role="status" className="py-6 text-sm text-gray-700">{labels.historyLoading}</p>}
      {comparison.isError && <p role="alert" className="py-6 text-sm text-rose-800">{labels.historyFailed}</p>}
      {comparison.data && rows.length === 0 && <p className="py-6 text-sm text-gray-700">{labels.historySame}</p>}
      {rows.length > 0 && (
        <div className="mt-3 min-h-0 flex-1 overflow-auto">
          <table className="w-full table-fixed border-collapse text-left text-sm">
            <thead>
              <tr className="border-b border-gray-300 text-gray-900">
                <th scope="col" className="w-1/4 py-2 pr-3 font-semibold">{labels.historyField}</th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  {labels.historyBefore} <span className="font-normal text-gray-700">({sideName(from)})</span>
                </th>
                <th scope="col" className="py-2 font-semibold">
                  {labels.historyAfter} <span className="font-normal text-gray-700">({sideName(to)})</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} className="border-b border-gray-200 align-top" data-compare-field={row.key}>
                  <th scope="row" className="py-2 pr-3 font-medium text-gray-900">{row.label}</th>
                  <td className="py-2 pr-3 break-words whitespace-pre-wrap text-gray-900" data-compare-side="before">{row.mine || labels.valueEmpty}</td>
                  <td className="py-2 break-words whitespace-pre-wrap text-gray-900" data-compare-side="after">{row.theirs || labels.valueEmpty}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
