'use client';
// The Template Section editor (editing-layer spec §2–§5): create or edit a section with a live
// preview drawn by the public page's registry. Cards can be added once the section exists. Undo and
// redo cover this editor's changes; the unsaved copy is journalled and offered back after a crash.
import { Redo2, Undo2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { Dialog, DialogCloseButton, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast';
import { labelText } from '@/lib/i18n/island-labels';
import { editorApi } from '../editor-api';
import { useEditorContext } from '../editor-labels';
import { useEditorStore, type EditorTarget } from '../editor-store';
import type { MediaImages } from '@/lib/media-files';
import { imageView } from '../media/media-types';
import { createDraftStore, forgetMetric } from './draft-store';
import { syncMetrics } from './metric-sync';
import { MetricList } from './metric-list';
import { draftFromSection, NEW_SECTION, needsTitle, type MetricData, type SectionDraft, type SectionResponse } from './section-draft';
import { SectionFields } from './section-fields';
import { SectionPreview } from './section-preview';
import { TypedConfirm } from './typed-confirm';
import { useMetricSaves } from './use-metric-saves';
import { useJournal, type JournalEntry } from './use-journal';

type Props = { target: Extract<EditorTarget, { kind: 'section' }> };

const PRIMARY = 'rounded-lg bg-gray-900 px-4 py-2 text-sm font-semibold text-white hover:bg-gray-800 disabled:cursor-not-allowed disabled:opacity-50';
const SECONDARY = 'rounded-lg px-4 py-2 text-sm font-semibold text-gray-700 ring-1 ring-gray-300 hover:bg-gray-50 disabled:opacity-50';
const ICON = 'inline-flex size-9 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100 disabled:opacity-40';

export default function SectionEditor({ target }: Props) {
  const { editor: labels } = useEditorContext();
  const { toast } = useToast();
  const router = useRouter();
  const close = useEditorStore((state) => state.closeEditor);
  const store = useMemo(() => createDraftStore(NEW_SECTION), []);
  const draft = useStore(store, (state) => state.draft);
  const update = useStore(store, (state) => state.update);
  const metrics = useStore(store, (state) => state.metrics);
  const saves = useMetricSaves();
  const setMetrics = useStore(store, (state) => state.setMetrics);
  const canUndo = useStore(store.temporal, (state) => state.pastStates.length > 0);
  const canRedo = useStore(store.temporal, (state) => state.futureStates.length > 0);
  const [sectionId, setSectionId] = useState<string | null>(target.mode === 'edit' ? target.id : null);
  const [savedTitle, setSavedTitle] = useState('');
  const [loading, setLoading] = useState(target.mode === 'edit');
  const [saving, setSaving] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [restorable, setRestorable] = useState<JournalEntry<SectionDraft> | null>(null);
  // Library images chosen here, so the preview draws them from their variants as the page will.
  const [media, setMedia] = useState<MediaImages>({});
  const journal = useJournal<SectionDraft>(target.mode === 'edit' ? `section:${target.id}` : `section:new:${target.urlPage}`);
  const baseline = useRef<SectionDraft>(NEW_SECTION);

  // Load the section (edit) and any journalled copy left by a crash or reload.
  useEffect(() => {
    let live = true;
    const start = async () => {
      let loaded = NEW_SECTION;
      let loadedMetrics: MetricData[] = [];
      if (target.mode === 'edit') {
        try {
          const list = await editorApi<SectionResponse[]>('GET', `/api/template-sections?url_page=${encodeURIComponent(target.urlPage)}&t=${Date.now()}`);
          const section = list.find((entry) => entry.id === target.id);
          if (section && live) {
            loaded = draftFromSection(section);
            setSavedTitle(section.section_title ?? '');
            loadedMetrics = section.website_metric ?? [];
          }
        } catch (error) {
          toast({ type: 'error', message: labels.sectionSaveFailed, description: error instanceof Error ? error.message : undefined });
        }
      }
      if (!live) return;
      baseline.current = loaded;
      store.setState({ draft: loaded, metrics: loadedMetrics });
      store.temporal.getState().clear();
      setLoading(false);
      const entry = await journal.read();
      if (live && entry && JSON.stringify(entry.value) !== JSON.stringify(loaded)) setRestorable(entry);
    };
    void start();
    return () => {
      live = false;
    };
    // Runs once per opened editor: the key of the editor host remounts it for another section.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Journal every change made here; a clean copy needs no journal.
  useEffect(() => {
    if (loading) return;
    if (JSON.stringify(draft) === JSON.stringify(baseline.current)) return;
    journal.write(draft);
  }, [draft, loading, journal]);

  const titleError = showErrors && needsTitle(draft) ? labels.requiredTitle : null;

  const save = async () => {
    if (needsTitle(draft)) {
      setShowErrors(true);
      document.querySelector<HTMLInputElement>('[data-section-editor] input[aria-invalid="true"]')?.focus();
      return;
    }
    setSaving(true);
    try {
      if (sectionId) {
        await editorApi('PUT', `/api/template-sections/${sectionId}`, draft);
        toast({ type: 'success', message: labels.sectionUpdated });
        await journal.clear();
        router.refresh();
        close();
      } else {
        const created = await editorApi<SectionResponse>('POST', '/api/template-sections', { ...draft, url_page: target.urlPage });
        toast({ type: 'success', message: labels.sectionCreated });
        await journal.clear();
        baseline.current = draft;
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

  const remove = async () => {
    if (!sectionId) return;
    setSaving(true);
    try {
      await editorApi('DELETE', `/api/template-sections/${sectionId}`);
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

  const cancel = () => {
    void journal.clear();
    close();
  };

  // One step back or forward; cards already saved are written back to match.
  const travel = (direction: 'undo' | 'redo') => {
    const before = store.getState().metrics;
    const history = store.temporal.getState();
    if (direction === 'undo') history.undo();
    else history.redo();
    const after = store.getState().metrics;
    if (sectionId && before !== after) {
      syncMetrics(sectionId, before, after, saves.save).catch((error) => toast({ type: 'error', message: labels.updateFailed, description: error instanceof Error ? error.message : undefined }));
    }
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (!(event.metaKey || event.ctrlKey) || event.key.toLowerCase() !== 'z') return;
    event.preventDefault();
    travel(event.shiftKey ? 'redo' : 'undo');
  };

  const editing = sectionId !== null;
  return (
    <Dialog open onOpenChange={(open) => !open && cancel()}>
      <DialogContent
        data-section-editor=""
        aria-describedby={undefined}
        onKeyDown={onKeyDown}
        size="editor"
        className="flex h-[min(92vh,56rem)] flex-col overflow-hidden p-0"
      >
        <header className="flex items-center gap-3 border-b border-gray-200 px-5 py-3">
          <DialogTitle size="sm" className="flex items-center gap-2">
            {editing ? labels.editSectionTitle : labels.createSection}
            <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${editing ? 'bg-sky-100 text-sky-900' : 'bg-emerald-100 text-emerald-900'}`}>{editing ? labels.badgeEdit : labels.badgeNew}</span>
          </DialogTitle>
          <div className="ml-auto flex items-center gap-1" role="group" aria-label={labels.historyScope}>
            <button type="button" className={ICON} disabled={!canUndo} onClick={() => travel('undo')} aria-label={labels.undo} title={`${labels.undo} · ${labels.historyScope}`} aria-keyshortcuts="Control+Z Meta+Z">
              <Undo2 className="size-4" aria-hidden="true" />
            </button>
            <button type="button" className={ICON} disabled={!canRedo} onClick={() => travel('redo')} aria-label={labels.redo} title={`${labels.redo} · ${labels.historyScope}`} aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z">
              <Redo2 className="size-4" aria-hidden="true" />
            </button>
          </div>
          <DialogCloseButton label={labels.close} />
        </header>
        {restorable && (
          <div role="status" className="flex flex-wrap items-center gap-3 border-b border-amber-200 bg-amber-50 px-5 py-2 text-sm text-amber-950">
            <p className="flex-1">
              <strong className="font-semibold">{labels.restoreTitle}.</strong> {labels.restoreBody}
            </p>
            <button type="button" className={SECONDARY} onClick={() => { update(restorable.value); setRestorable(null); }}>{labels.restore}</button>
            <button type="button" className={SECONDARY} onClick={() => { void journal.clear(); setRestorable(null); }}>{labels.discard}</button>
          </div>
        )}
        {loading ? (
          <p className="p-6 text-sm text-gray-600">{labels.loading}</p>
        ) : (
          <div className="grid min-h-0 flex-1 grid-cols-[minmax(0,1fr)] grid-rows-[minmax(0,1fr)_minmax(0,1fr)] md:grid-cols-[26rem_minmax(0,1fr)] md:grid-rows-1">
            <div className="min-h-0 overflow-y-auto border-b border-gray-200 md:border-r md:border-b-0">
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
        <footer className="flex flex-wrap items-center gap-2 border-t border-gray-200 px-5 py-3">
          {editing && (
            <button type="button" className="rounded-lg px-4 py-2 text-sm font-semibold text-rose-700 ring-1 ring-rose-200 hover:bg-rose-50" disabled={saving} onClick={() => setDeleting(true)}>
              {labels.delete}
            </button>
          )}
          <div className="ml-auto flex gap-2">
            <button type="button" className={SECONDARY} onClick={cancel} disabled={saving}>{labels.cancel}</button>
            <button type="button" className={PRIMARY} onClick={() => void save()} disabled={saving || loading}>
              {saving ? labels.saving : editing ? labels.update : labels.create}
            </button>
          </div>
        </footer>
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
      </DialogContent>
    </Dialog>
  );
}
