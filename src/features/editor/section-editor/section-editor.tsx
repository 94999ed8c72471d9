'use client';
// The Template Section editor (editing-layer spec §2–§5): create or edit a section with a live
// preview drawn by the public page's registry. Cards can be added once the section exists. Undo and
// redo cover this editor's changes; the unsaved copy is journalled and offered back after a crash.
// On a multilingual site a picker chooses the language its texts are edited (and previewed) in.
import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { Dialog, DialogDescription } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast';
import { labelText } from '@/lib/i18n/island-labels';
import { useEditorContext } from '../editor-labels';
import { useEditorCache, useSectionWrites } from '../editor-queries';
import { useEditorStore, type EditorTarget } from '../editor-store';
import { EditedLanguageProvider, useLanguageChoice } from '../edited-language';
import { RestoreBanner } from '../restore-banner';
import { useGuardedClose } from '../shared/close-guard';
import { LanguagePicker } from '../language-picker';
import { EditorDialogContent } from '../shared/editor-dialog';
import type { MediaImages } from '@/lib/media-files';
import { imageView } from '../media/media-types';
import { createDraftStore, forgetMetric } from './draft-store';
import { syncMetrics } from './metric-sync';
import { MetricList } from './metric-list';
import { draftFromSection, NEW_SECTION, needsTitle, type SectionDraft, type SectionResponse } from './section-draft';
import { sectionConflictRows } from './section-conflicts';
import { ConflictDialog, type Choices } from '../kit/conflict-dialog';
import { mergeDrafts, settle, type MergeResult } from '../kit/merge';
import { EditorApiError } from '../editor-api';
import { SectionEditorFooter, SectionEditorHeader } from './section-editor-chrome';
import { SectionFields } from './section-fields';
import { SectionPreview } from './section-preview';
import { TypedConfirm } from './typed-confirm';
import { useMetricSaves } from './use-metric-saves';
import { useSectionLoad } from './use-section-load';

type Props = { target: Extract<EditorTarget, { kind: 'section' }> };

export default function SectionEditor({ target }: Props) {
  const { editor: labels } = useEditorContext();
  const { toast } = useToast();
  const router = useRouter();
  const language = useLanguageChoice();
  const close = useEditorStore((state) => state.closeEditor);
  const store = useMemo(() => createDraftStore(NEW_SECTION), []);
  const draft = useStore(store, (state) => state.draft);
  const update = useStore(store, (state) => state.update);
  const metrics = useStore(store, (state) => state.metrics);
  const saves = useMetricSaves();
  const writes = useSectionWrites();
  const cache = useEditorCache();
  const setMetrics = useStore(store, (state) => state.setMetrics);
  const canUndo = useStore(store.temporal, (state) => state.pastStates.length > 0);
  const canRedo = useStore(store.temporal, (state) => state.futureStates.length > 0);
  const [sectionId, setSectionId] = useState<string | null>(target.mode === 'edit' ? target.id : null);
  const [saving, setSaving] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // Library images chosen here, so the preview draws them from their variants as the page will.
  const [media, setMedia] = useState<MediaImages>({});
  const start = useSectionLoad(target, store);
  const { loading, savedTitle, setSavedTitle, journal, markSaved, getBasis, setBasis } = start;

  // The title rule is the default language's: a translation left blank falls back to it.
  const titleError = showErrors && needsTitle(draft) && language.locale === language.defaultLocale ? labels.requiredTitle : null;

  // A save names the version it was based on. When someone else has saved meanwhile, the server
  // refuses it with the section as it now is: the fields only they changed are taken in, those only
  // this editor changed are kept, and the fields both changed are put side by side (decision 064).
  const [conflict, setConflict] = useState<{ result: MergeResult<SectionDraft>; theirs: SectionDraft; mine: SectionDraft } | null>(null);

  const saveExisting = async (id: string, body: SectionDraft): Promise<void> => {
    try {
      const saved = await writes.update.mutateAsync({ id, draft: { ...body, version: getBasis()?.version } });
      setBasis({ draft: body, version: saved?.version });
      toast({ type: 'success', message: labels.sectionUpdated });
      await journal.clear();
      router.refresh();
      close();
    } catch (error) {
      if (!(error instanceof EditorApiError) || error.status !== 409) throw error;
      const current = (error.body as { current?: SectionResponse | null } | null)?.current ?? null;
      if (!current) {
        toast({ type: 'error', message: labels.conflictGone });
        return;
      }
      const theirs = draftFromSection(current);
      const result = mergeDrafts(getBasis()?.draft ?? theirs, body, theirs);
      setBasis({ draft: theirs, version: current.version });
      // Their changes show in the form at once, as one step that undo can take back.
      update(result.merged);
      if (result.conflicts.length) return setConflict({ result, theirs, mine: body });
      toast({ type: 'info', message: labels.conflictMerged });
      await saveExisting(id, result.merged);
    }
  };

  const save = async (body: SectionDraft = draft) => {
    if (needsTitle(body)) {
      setShowErrors(true);
      language.setLocale(language.defaultLocale);
      requestAnimationFrame(() => document.querySelector<HTMLInputElement>('[data-section-editor] input[aria-invalid="true"]')?.focus());
      return;
    }
    setSaving(true);
    try {
      if (sectionId) {
        await saveExisting(sectionId, body);
      } else {
        const created = await writes.create.mutateAsync({ ...body, url_page: target.urlPage });
        toast({ type: 'success', message: labels.sectionCreated });
        await journal.clear();
        markSaved(body);
        setBasis({ draft: body, version: created.version });
        setSectionId(created.id);
        setSavedTitle(created.section_title ?? '');
        router.refresh();
      }
    } catch (error) {
      toast({ type: 'error', message: error instanceof Error && error.message ? error.message : labels.sectionSaveFailed });
    } finally {
      setSaving(false);
    }
  };

  const settleConflict = (choices: Choices) => {
    if (!conflict) return;
    const settled = settle(conflict.result, conflict.theirs, choices);
    setConflict(null);
    update(settled);
    void save(settled);
  };

  const remove = async () => {
    if (!sectionId) return;
    setSaving(true);
    try {
      await writes.remove.mutateAsync(sectionId);
      toast({ type: 'success', message: labels.sectionDeleted });
      await journal.clear();
      router.refresh();
      close();
    } catch (error) {
      toast({ type: 'error', message: labels.sectionDeleteFailed, description: error instanceof Error ? error.message : undefined });
    } finally {
      setSaving(false);
    }
  };

  // Cancel, Escape, the close button: asked first when there are unsaved changes.
  const guard = useGuardedClose(start, close);
  const cancel = guard.request;

  // One step back or forward; cards already saved are written back to match.
  const travel = (direction: 'undo' | 'redo') => {
    const before = store.getState().metrics;
    const history = store.temporal.getState();
    if (direction === 'undo') history.undo();
    else history.redo();
    const after = store.getState().metrics;
    if (sectionId && before !== after) {
      syncMetrics(sectionId, before, after, saves.save)
        .then(() => cache.metricsChanged())
        .catch((error) => toast({ type: 'error', message: labels.updateFailed, description: error instanceof Error ? error.message : undefined }));
    }
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (!(event.metaKey || event.ctrlKey) || event.key.toLowerCase() !== 'z') return;
    event.preventDefault();
    travel(event.shiftKey ? 'redo' : 'undo');
  };

  const editing = sectionId !== null;
  return (
    <EditedLanguageProvider value={language}>
      <Dialog open onOpenChange={(open) => !open && cancel()}>
        <EditorDialogContent data-section-editor="" aria-describedby={undefined} onKeyDown={onKeyDown} className="h-[min(92vh,56rem)]">
          <SectionEditorHeader editing={editing} canUndo={canUndo} canRedo={canRedo} onTravel={travel} />
          <RestoreBanner offer={start} />
          {loading ? (
            <p className="p-6 text-sm text-gray-600">{labels.loading}</p>
          ) : (
            <div className="grid min-h-0 flex-1 grid-cols-[minmax(0,1fr)] grid-rows-[minmax(0,1fr)_minmax(0,1fr)] md:grid-cols-[26rem_minmax(0,1fr)] md:grid-rows-1">
              <div className="min-h-0 overflow-y-auto border-b border-gray-200 md:border-r md:border-b-0">
                <LanguagePicker />
                <SectionFields
                  draft={draft}
                  update={update}
                  titleError={titleError}
                  metrics={
                    sectionId ? (
                      <MetricList sectionId={sectionId} metrics={metrics} onChange={setMetrics} saves={saves} startWithCreate={target.mode === 'edit' && target.addCard} onDeleted={(id) => forgetMetric(store, id)} onAsset={(asset) => asset.kind === 'image' && setMedia((current) => ({ ...current, [asset.url]: imageView(asset) }))} />
                    ) : (
                      <p className="rounded-lg bg-gray-50 p-3 text-sm text-gray-700">{labels.metricsAfterSave}</p>
                    )
                  }
                />
              </div>
              <SectionPreview draft={draft} metrics={metrics} sectionId={sectionId} urlPage={target.urlPage} media={media} />
            </div>
          )}
          <DialogDescription className="sr-only">{labels.historyScope}</DialogDescription>
          <SectionEditorFooter editing={editing} saving={saving} loading={loading} onDelete={() => setDeleting(true)} onCancel={cancel} onSave={() => void save()} />
          <ConflictDialog rows={conflict && sectionConflictRows(conflict.result.conflicts, conflict.mine, conflict.theirs, labels)} onSave={settleConflict} onKeepEditing={() => setConflict(null)} />
          <TypedConfirm
            open={deleting}
            onOpenChange={setDeleting}
            title={labels.deleteSectionTitle}
            body={labelText(labels.deleteSectionBody, { title: savedTitle })}
            inputLabel={labels.deleteTypeHere}
            expected={savedTitle}
            confirmLabel={labels.deleteForever}
            cancelLabel={labels.cancel}
            busy={saving}
            onConfirm={() => void remove()}
          />
          {guard.confirm}
        </EditorDialogContent>
      </Dialog>
    </EditedLanguageProvider>
  );
}
