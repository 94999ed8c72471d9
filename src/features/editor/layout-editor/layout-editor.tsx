'use client';
// The page layout manager (editing-layer spec §2, §3 "Page layout section", §4, §7, §8): the page's
// hero, template and heading sections in the order visitors see them, reordered by dragging or from
// the keyboard and saved together with Save Layout (PUT /api/page-layout, steps of 10). It stands on
// the editor kit like every editor: the order is journalled, offered back after a reload, undone and
// redone, asked about before Cancel or Escape throws it away, and saved on the version of the
// layout it was based on; a layout someone else saved meanwhile is merged or shown side by side.
// Its History lists the orders it had, each comparable and restorable (decision 067).
import { useMemo, useRef, useState } from 'react';
import { Dialog, DialogDescription } from '@/components/ui/dialog';
import { labelText } from '@/lib/i18n/island-labels';
import type { PageLayoutSection, PageLayoutView } from '@/schemas/page-layout';
import { editorApi } from '../editor-api';
import { useEditorContext } from '../editor-labels';
import type { EditorTarget } from '../editor-store';
import { createFormHistoryStore } from '../form-history-store';
import { EditorFooter, EditorHeader, undoKeys, useTravel } from '../kit/editor-frame';
import { useEditorSession } from '../kit/use-editor-session';
import type { HistoryFields } from '../kit/history-panel';
import { RestoreBanner } from '../restore-banner';
import { EditorDialogContent } from '../shared/editor-dialog';
import { countKinds, draftFromLayout, keyOf, layoutPayload, reconcile, type LayoutDraft } from './layout-draft';
import { LayoutList, sectionName } from './layout-list';

type Props = { target: Extract<EditorTarget, { kind: 'layout' }> };

export default function LayoutEditor({ target }: Props) {
  const { editor: labels } = useEditorContext();
  const store = useMemo(() => createFormHistoryStore<LayoutDraft>({ order: [] }, []), []);
  const address = `/api/page-layout?url_page=${encodeURIComponent(target.urlPage)}`;
  // Every section seen (loaded, or in someone else's layout), to name it; and the page's sections
  // as the server last listed them, which a save is fitted to.
  const [sections, setSections] = useState<ReadonlyMap<string, PageLayoutSection>>(new Map());
  const onServer = useRef<string[]>([]);
  const [failed, setFailed] = useState(false);
  // The id the page's layout keeps its history under (GET /api/revisions?entity=layout&id=).
  const [historyId, setHistoryId] = useState<string | null>(null);
  const seen = (view: PageLayoutView) => {
    setHistoryId(view.history_id);
    onServer.current = view.sections.map(keyOf);
    setSections((known) => new Map([...known, ...view.sections.map((section) => [keyOf(section), section] as const)]));
  };

  // A kept order as the History panel shows it: the sections by name, in their places.
  const historyFields = useMemo<HistoryFields>(() => {
    const listed = (value: unknown) =>
      (Array.isArray(value) ? (value as Pick<PageLayoutSection, 'id' | 'type'>[]) : []).map((section, index) => `${index + 1}. ${sectionName(sections.get(keyOf(section)), labels)}`).join('\n');
    return {
      label: (field, words) => (field === 'sections' ? words.layoutOrderField : null),
      rows: (changes, words) =>
        changes.filter((change) => change.field === 'sections').map((change) => ({ key: 'sections', label: words.layoutOrderField, mine: listed(change.before), theirs: listed(change.after) })),
    };
  }, [sections, labels]);

  const session = useEditorSession({
    journalKey: `layout:${target.urlPage}`,
    store,
    load: () => editorApi<PageLayoutView>('GET', address),
    loadFailed: labels.layoutOpenFailed,
    fromRecord: (view: PageLayoutView) => {
      seen(view);
      return { draft: draftFromLayout(view) };
    },
    version: (view) => view.version,
    send: (body, version) =>
      editorApi<PageLayoutView>('PUT', '/api/page-layout', { url_page: target.urlPage, sections: layoutPayload(reconcile(body.order, onServer.current)), version }),
    rows: (_keys, mine, theirs) => [
      {
        key: 'order',
        label: labels.layoutOrderField,
        mine: mine.order.map((key, index) => `${index + 1}. ${sectionName(sections.get(key), labels)}`).join('\n'),
        theirs: theirs.order.map((key, index) => `${index + 1}. ${sectionName(sections.get(key), labels)}`).join('\n'),
      },
    ],
    saveAgain: (body) => void save(body),
    onRecord: seen,
    history: { entity: 'layout', id: historyId, fields: historyFields },
    words: { conflictTitle: labels.layoutConflictTitle, merged: labels.layoutConflictMerged },
  });
  const { draft, update, start, versioned, history, guard, busy: saving, run, finish } = session;
  const { loading } = start;
  const travel = useTravel(store);

  const save = async (body: LayoutDraft = draft) => {
    setFailed(false);
    await run(
      async () => {
        try {
          if (await versioned.saveBased(body)) await finish(labels.layoutSaved);
        } catch {
          // Said in the manager itself, which stays open with the order as it was (spec §8).
          setFailed(true);
        }
      },
      () => ({ message: labels.layoutSaveFailed }),
    );
  };

  const shown = draft.order.flatMap((key) => sections.get(key) ?? []);
  const counts = countKinds(shown);
  return (
    <Dialog open onOpenChange={(open) => !open && !saving && guard.request()}>
      <EditorDialogContent data-layout-editor="" onKeyDown={undoKeys(travel.onTravel)} className="h-[min(92vh,48rem)] md:max-w-2xl">
        <EditorHeader {...travel} editing title={{ create: labels.cmdPageLayout, edit: labels.cmdPageLayout }} history={history.button} />
        <RestoreBanner offer={start} />
        {history.othersSaved}
        <div className="min-h-0 flex-1 overflow-y-auto p-5">
          <DialogDescription className="mb-3 text-sm text-gray-700">{labels.layoutHint}</DialogDescription>
          {loading ? (
            <p className="text-sm text-gray-600" role="status">{labels.layoutLoading}</p>
          ) : shown.length === 0 ? (
            <p className="py-8 text-center font-medium text-gray-900">{labels.layoutEmpty}</p>
          ) : (
            <>
              <p className="mb-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-700" data-layout-counts="">
                <span className="font-semibold text-gray-900">{labelText(labels.layoutTotal, { count: shown.length })}</span>
                <span>{labelText(labels.layoutCountHero, { count: counts.hero })}</span>
                <span>{labelText(labels.layoutCountTemplate, { count: counts.template_section })}</span>
                <span>{labelText(labels.layoutCountHeading, { count: counts.heading_section })}</span>
              </p>
              <LayoutList order={draft.order} sections={sections} onOrder={(order) => update({ order })} />
            </>
          )}
        </div>
        <EditorFooter editing={false} saving={saving} loading={loading} canSave={shown.length > 0} saveLabel={{ create: labels.layoutSave, update: labels.layoutSave }} onCancel={guard.request} onSave={() => void save()}>
          {failed && (
            <p role="alert" className="mt-2 text-sm font-medium text-rose-700">
              {labels.layoutSaveFailed}
            </p>
          )}
        </EditorFooter>
        {versioned.dialog}
        {guard.confirm}
      </EditorDialogContent>
    </Dialog>
  );
}
