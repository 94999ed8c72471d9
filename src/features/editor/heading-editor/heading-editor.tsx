'use client';
// The Heading Section editor (editing-layer spec §2, §3, §5): create, edit or delete a heading with a
// live preview drawn by the public page's own component. The schema the server uses checks the
// copy before it is sent. Undo and redo cover this editor's changes; the unsaved copy is journalled
// and offered back after a crash or reload, as in the section editor. On a multilingual site a
// picker chooses the language its texts are edited and previewed in.
import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { Dialog, DialogDescription } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast';
import { useEditorContext } from '../editor-labels';
import { editorQueries, useFreshRead, useHeadingWrites } from '../editor-queries';
import { useEditorStore, type EditorTarget } from '../editor-store';
import { EditedLanguageProvider, useLanguageChoice } from '../edited-language';
import { LanguagePicker } from '../language-picker';
import { RestoreBanner } from '../restore-banner';
import { useGuardedClose } from '../shared/close-guard';
import { EditorDialogContent } from '../shared/editor-dialog';
import { useEditorLoad } from '../use-editor-load';
import { draftFromHeading, headingPayload, newHeading, type HeadingDraft, type HeadingResponse } from './heading-draft';
import { headingConflictRows, headingHistoryFields } from './heading-conflicts';
import { useHistory } from '../kit/history-panel';
import { useVersionedSave } from '../kit/use-versioned-save';
import { createHeadingStore } from './heading-draft-store';
import { labelText } from '@/lib/i18n/island-labels';
import { DeleteConfirm, EditorFooter, EditorHeader, undoKeys, useTravel } from '../kit/editor-frame';
import { HeadingFields, type HeadingTab } from './heading-fields';
import { HeadingPreview } from './heading-preview';
import { FIELD_TAB, firstProblem, headingErrors, type HeadingField } from './heading-validation';
import { usePageTemplateSections } from './use-page-template-sections';

type Props = { target: Extract<EditorTarget, { kind: 'heading' }> };

/** Focuses the control of a field once its tab is shown. */
function focusField(field: HeadingField) {
  requestAnimationFrame(() => {
    const element = document.querySelector<HTMLElement>(`[data-heading-editor] [data-field="${field}"]`);
    const control = element?.matches('input, select') ? element : element?.querySelector<HTMLElement>('[tabindex], input, select');
    control?.focus();
  });
}

export default function HeadingEditor({ target }: Props) {
  const { editor: labels } = useEditorContext();
  const { toast } = useToast();
  const router = useRouter();
  const language = useLanguageChoice();
  const close = useEditorStore((state) => state.closeEditor);
  const store = useMemo(() => createHeadingStore(newHeading(target.urlPage)), [target.urlPage]);
  const draft = useStore(store, (state) => state.draft);
  const update = useStore(store, (state) => state.update);
  const headingId = target.mode === 'edit' ? target.id : null;
  const [savedName, setSavedName] = useState('');
  const [saving, setSaving] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [tab, setTab] = useState<HeadingTab>('content');
  const read = useFreshRead();
  const writes = useHeadingWrites();
  const pageSections = usePageTemplateSections(draft.url_page, draft.is_included_templatesection);
  // Every save of an existing heading names the version it is based on; a stale one is merged or
  // shown side by side (decision 064).
  const versioned = useVersionedSave<HeadingDraft>({
    send: (body, version) => writes.save.mutateAsync({ id: headingId, body: { ...headingPayload(body), version } }) as Promise<HeadingResponse>,
    fromRecord: (record: HeadingResponse) => draftFromHeading(record),
    update,
    rows: (keys, mine, theirs) => headingConflictRows(keys, mine, theirs, labels),
    saveAgain: (body) => void save(body),
  });
  // Load the heading (edit) and any journalled copy left by a crash or reload.
  const start = useEditorLoad(headingId ? `heading:${headingId}` : `heading:new:${target.urlPage}`, store, {
    load:
      target.mode === 'edit'
        ? async (isLive) => {
            const list = await read(editorQueries.headingSections(target.urlPage));
            const heading = list.find((entry) => entry.id === target.id);
            if (!heading) throw new Error();
            const loaded = draftFromHeading(heading);
            versioned.rebase(loaded, heading.version);
            if (isLive()) setSavedName(heading.name);
            return { draft: loaded };
          }
        : null,
    loadFailed: labels.headingLoadFailed,
  });
  const { loading, journal } = start;
  const history = useHistory<HeadingDraft>({
    entity: 'heading', id: headingId, fields: headingHistoryFields, start, versioned, update,
    restored: (heading: HeadingResponse) => {
      setSavedName(heading.name);
      return { draft: draftFromHeading(heading), version: heading.version };
    },
  });

  const { locale, defaultLocale, languages, setLocale } = language;
  const errors = useMemo(() => (showErrors ? headingErrors(draft, labels, { locale, defaultLocale }) : {}), [showErrors, draft, labels, locale, defaultLocale]);

  const finish = async (message: string) => {
    toast({ type: 'success', message });
    await journal.clear();
    router.refresh();
    close();
  };

  const save = async (body: HeadingDraft = draft) => {
    // A refused save shows the first field in trouble, in its language and on its tab.
    const problem = firstProblem(body, labels, languages, defaultLocale);
    if (problem) {
      setShowErrors(true);
      setLocale(problem.locale);
      setTab(FIELD_TAB[problem.field]);
      focusField(problem.field);
      return;
    }
    setSaving(true);
    try {
      if (headingId) {
        if (await versioned.saveBased(body)) await finish(labels.headingUpdated);
      } else {
        await writes.save.mutateAsync({ id: null, body: headingPayload(body) });
        await finish(labels.headingCreated);
      }
    } catch (error) {
      toast({ type: 'error', message: labels.headingSaveFailed, description: error instanceof Error && error.message ? error.message : undefined });
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    if (!headingId) return;
    setSaving(true);
    try {
      await writes.remove.mutateAsync({ id: headingId, version: versioned.version() });
      setDeleting(false);
      await finish(labels.headingDeleted);
    } catch (error) {
      toast({ type: 'error', message: labels.headingDeleteFailed, description: error instanceof Error && error.message ? error.message : undefined });
    } finally {
      setSaving(false);
    }
  };

  // Cancel, Escape, the close button: asked first when there are unsaved changes.
  const guard = useGuardedClose(start, close);
  const cancel = guard.request;

  const travel = useTravel(store);
  const onKeyDown = undoKeys(travel.onTravel);

  return (
    <EditedLanguageProvider value={language}>
      <Dialog open onOpenChange={(open) => !open && !saving && cancel()}>
        <EditorDialogContent data-heading-editor="" aria-describedby={undefined} onKeyDown={onKeyDown} className="h-[min(92vh,56rem)]">
          <EditorHeader {...travel} editing={headingId !== null} title={{ create: labels.headingCreateTitle, edit: labels.headingEditTitle }} history={history.button} />
          <RestoreBanner offer={start} />
          {history.othersSaved}
          {loading ? (
            <p className="p-6 text-sm text-gray-600">{labels.loading}</p>
          ) : (
            <div className="grid min-h-0 flex-1 grid-rows-[minmax(0,1fr)_minmax(0,1fr)] md:grid-cols-[26rem_minmax(0,1fr)] md:grid-rows-1">
              <div className="min-h-0 overflow-y-auto border-b border-gray-200 md:border-r md:border-b-0">
                <LanguagePicker />
                <HeadingFields tab={tab} onTab={setTab} draft={draft} update={update} errors={errors} pageSections={pageSections} />
              </div>
              <HeadingPreview draft={draft} headingId={headingId} sections={pageSections.sections} />
            </div>
          )}
          <DialogDescription className="sr-only">{labels.historyScope}</DialogDescription>
          <EditorFooter editing={headingId !== null} saving={saving} loading={loading} onDelete={() => setDeleting(true)} onCancel={cancel} onSave={() => void save()} />
          {versioned.dialog}
          <DeleteConfirm
            open={deleting}
            onOpenChange={setDeleting}
            title={labels.headingDeleteTitle}
            body={labelText(labels.headingDeleteBody, { name: savedName || labels.headingUntitled })}
            confirmLabel={labels.headingDeleteConfirm}
            busyLabel={labels.headingDeleting}
            busy={saving}
            onConfirm={() => void remove()}
          />
          {guard.confirm}
        </EditorDialogContent>
      </Dialog>
    </EditedLanguageProvider>
  );
}
