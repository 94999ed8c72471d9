'use client';
// The Template Section editor (editing-layer spec §2–§5): create or edit a section with a live
// preview drawn by the public page's registry. Cards can be added once the section exists. Undo and
// redo cover this editor's changes; the unsaved copy is journalled and offered back after a crash.
// On a multilingual site a picker chooses the language its texts are edited (and previewed) in.
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useStore } from 'zustand';
import { Dialog, DialogDescription } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast';
import { labelText } from '@/lib/i18n/island-labels';
import { useEditorContext } from '../editor-labels';
import { editorQueries, useEditorCache, useFreshRead, useSectionWrites } from '../editor-queries';
import type { EditorTarget } from '../editor-store';
import { useEditorSession } from '../kit/use-editor-session';
import { reason } from '../editor-api';
import { EditedLanguageProvider, useLanguageChoice } from '../edited-language';
import { RestoreBanner } from '../restore-banner';
import { LanguagePicker } from '../language-picker';
import { completenessOf, TranslationStatusProvider, useTranslationStatus } from '../translation-status';
import { EditorDialogContent } from '../shared/editor-dialog';
import type { MediaImages } from '@/lib/media-files';
import { imageView } from '../media/media-types';
import { absorbCard, createDraftStore } from './draft-store';
import { writeBackCards } from './metric-sync';
import { MetricList } from './metric-list';
import { draftFromSection, NEW_SECTION, needsTitle, type SectionDraft, type SectionResponse } from './section-draft';
import { sectionConflictRows, sectionHistoryFields } from './section-conflicts';
import { DeleteConfirm, EditorFooter, EditorHeader, undoKeys, useTravel } from '../kit/editor-frame';
import { SectionFields } from './section-fields';
import { SectionPreview } from './section-preview';
import { useCardSaves } from './use-card-saves';
import { useCardList, type CardList } from './use-card-list';
import { OTHERS_POLL_MS } from '../kit/others-poll';

type Props = { target: Extract<EditorTarget, { kind: 'section' }> };

export default function SectionEditor({ target }: Props) {
  const { editor: labels } = useEditorContext();
  const { toast } = useToast();
  const router = useRouter();
  const language = useLanguageChoice();
  const store = useMemo(() => createDraftStore(NEW_SECTION), []);
  const metrics = useStore(store, (state) => state.metrics);
  const saves = useCardSaves({ onTheirs: (id, fields) => absorbCard(store, id, fields) });
  const writes = useSectionWrites();
  const cache = useEditorCache();
  // Undo and redo's state from the kit; the steps themselves are the editor's own (cards written back).
  const { canUndo, canRedo } = useTravel(store);
  const [sectionId, setSectionId] = useState<string | null>(target.mode === 'edit' ? target.id : null);
  const [savedTitle, setSavedTitle] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const read = useFreshRead();
  // Library images chosen here, so the preview draws them from their variants as the page will.
  const [media, setMedia] = useState<MediaImages>({});
  // Loaded with its cards through the page's sections; a section that cannot be read is said so and
  // the editor goes on with a new copy rather than closing. Every save names the version it is based
  // on; a stale one is merged or shown (decision 064).
  // The card list is made after the session (it follows the session's own writes); the loaded
  // section reaches it through this.
  const listRef = useRef<CardList | null>(null);
  const session = useEditorSession({
    journalKey: target.mode === 'edit' ? `section:${target.id}` : `section:new:${target.urlPage}`,
    store,
    load:
      target.mode === 'edit'
        ? async () => {
            try {
              return (await read(editorQueries.templateSections(target.urlPage))).find((entry) => entry.id === target.id) ?? null;
            } catch (error) {
              toast({ type: 'error', message: labels.sectionSaveFailed, description: reason(error) });
              return null;
            }
          }
        : null,
    fromRecord: (section: SectionResponse) => ({ draft: draftFromSection(section), metrics: section.website_metric ?? [] }),
    version: (section) => section.version,
    send: (body, version) => writes.update.mutateAsync({ id: sectionId!, draft: { ...body, version } }) as Promise<SectionResponse>,
    rows: (keys, mine, theirs) => sectionConflictRows(keys, mine, theirs, labels),
    saveAgain: (body) => void save(body),
    history: { entity: 'section', id: sectionId, fields: sectionHistoryFields },
    onRecord: (section) => {
      setSavedTitle(section.section_title ?? '');
      listRef.current?.loaded(section);
    },
    focusFirstField: '[data-section-editor]',
  });
  const { draft, update, start, versioned, history, guard, busy: saving, run, finish } = session;
  const { loading, journal, markSaved } = start;
  // Which cards, in which order: one queue of list changes, each based on the server's list.
  const list = useCardList({ sectionId, store, track: versioned.ownWrites.track, saves });
  useEffect(() => {
    listRef.current = list;
  });

  // Cards as the server has them are what their next change is based on; a look every few seconds
  // shows what someone else changed on them (use-card-saves.tsx, decision 064).
  const { know, absorb } = saves;
  useEffect(() => know(metrics), [know, metrics]);
  const { data: onServer } = useQuery({ ...editorQueries.templateSections(target.urlPage), enabled: sectionId !== null && !loading, refetchInterval: OTHERS_POLL_MS });
  const serverSection = onServer?.find((section) => section.id === sectionId);
  const knowList = list.know;
  useEffect(() => {
    if (!serverSection?.website_metric) return;
    absorb(serverSection.website_metric);
    knowList(serverSection);
  }, [absorb, knowList, serverSection]);

  // The title rule is the default language's: a translation left blank falls back to it.
  const titleError = showErrors && needsTitle(draft) && language.locale === language.defaultLocale ? labels.requiredTitle : null;

  const save = async (body: SectionDraft = draft) => {
    if (needsTitle(body)) {
      setShowErrors(true);
      language.setLocale(language.defaultLocale);
      requestAnimationFrame(() => document.querySelector<HTMLInputElement>('[data-section-editor] input[aria-invalid="true"]')?.focus());
      return;
    }
    await run(
      async () => {
        if (sectionId) {
          if (await versioned.saveBased(body)) await finish(labels.sectionUpdated);
          return;
        }
        const created = await writes.create.mutateAsync({ ...body, url_page: target.urlPage });
        toast({ type: 'success', message: labels.sectionCreated });
        await journal.clear();
        markSaved(body);
        versioned.rebase(body, created.version);
        list.know(created);
        setSectionId(created.id);
        setSavedTitle(created.section_title ?? '');
        router.refresh();
      },
      // The server's reason where it gave one: the section editor's failures say it as the message.
      (error) => ({ message: reason(error) ?? labels.sectionSaveFailed }),
    );
  };

  const remove = async () => {
    if (!sectionId) return;
    await run(
      async () => {
        await writes.remove.mutateAsync({ id: sectionId, version: versioned.version() });
        await finish(labels.sectionDeleted);
      },
      (error) => ({ message: labels.sectionDeleteFailed, description: reason(error) }),
    );
  };

  const cancel = guard.request;

  // One step back or forward; cards already saved are written back to match.
  const travel = (direction: 'undo' | 'redo') => {
    const before = store.getState().metrics;
    const history = store.temporal.getState();
    if (direction === 'undo') history.undo();
    else history.redo();
    const after = store.getState().metrics;
    if (sectionId && before !== after) {
      Promise.all([list.sync(before, after), writeBackCards(before, after, saves.save)])
        .then(() => cache.metricsChanged())
        .catch((error) => toast({ type: 'error', message: labels.updateFailed, description: reason(error) }));
    }
  };

  const onKeyDown = undoKeys(travel);

  const editing = sectionId !== null;
  const translation = useTranslationStatus('section', sectionId ?? false);
  const translated = completenessOf(
    [
      { base: draft.section_title, translations: draft.section_title_translation },
      { base: draft.section_description, translations: draft.section_description_translation },
      ...metrics.flatMap((metric) => [
        { base: metric.title, translations: metric.title_translation },
        { base: metric.description, translations: metric.description_translation },
      ]),
    ],
    language.languages,
  );
  return (
    <EditedLanguageProvider value={language}>
      <TranslationStatusProvider value={translation}>
        <Dialog open onOpenChange={(open) => !open && cancel()}>
          <EditorDialogContent data-section-editor="" aria-describedby={undefined} onKeyDown={onKeyDown} className="h-[min(92vh,56rem)]">
            <EditorHeader editing={editing} title={{ create: labels.createSection, edit: labels.editSectionTitle }} canUndo={canUndo} canRedo={canRedo} onTravel={travel} history={history.button} />
            <RestoreBanner offer={start} />
            {history.othersSaved}
            {loading ? (
              <p className="p-6 text-sm text-gray-600">{labels.loading}</p>
            ) : (
              <div className="grid min-h-0 flex-1 grid-cols-[minmax(0,1fr)] grid-rows-[minmax(0,1fr)_minmax(0,1fr)] md:grid-cols-[26rem_minmax(0,1fr)] md:grid-rows-1">
                <div className="min-h-0 overflow-y-auto border-b border-gray-200 md:border-r md:border-b-0">
                  <LanguagePicker completeness={translated} />
                  <SectionFields
                    draft={draft}
                    update={update}
                    titleError={titleError}
                    metrics={
                      sectionId ? (
                        <MetricList sectionId={sectionId} metrics={metrics} onChange={store.getState().setMetrics} saves={saves} list={list} startWithCreate={target.mode === 'edit' && target.addCard} onAsset={(asset) => asset.kind === 'image' && setMedia((current) => ({ ...current, [asset.url]: imageView(asset) }))} />
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
            <EditorFooter editing={editing} saving={saving} loading={loading} onDelete={() => setDeleting(true)} onCancel={cancel} onSave={() => void save()} />
            {versioned.dialog}
            {saves.dialog}
            <DeleteConfirm
              open={deleting}
              onOpenChange={setDeleting}
              title={labels.deleteSectionTitle}
              body={labelText(labels.deleteSectionBody, { title: savedTitle })}
              typed={{ label: labels.deleteTypeHere, expected: savedTitle }}
              confirmLabel={labels.deleteForever}
              busy={saving}
              onConfirm={() => void remove()}
            />
            {guard.confirm}
          </EditorDialogContent>
        </Dialog>
      </TranslationStatusProvider>
    </EditedLanguageProvider>
  );
}
