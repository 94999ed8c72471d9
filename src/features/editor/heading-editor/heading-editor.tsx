'use client';
// The Heading Section editor (editing-layer spec §2, §3, §5): create, edit or delete a heading with a
// live preview drawn by the public page's own component. The schema the server uses checks the
// copy before it is sent. Undo and redo cover this editor's changes; the unsaved copy is journalled
// and offered back after a crash or reload, as in the section editor. On a multilingual site a
// picker chooses the language its texts are edited and previewed in.
import { useMemo, useState } from 'react';
import { Dialog, DialogDescription } from '@/components/ui/dialog';
import { useEditorContext } from '../editor-labels';
import { editorQueries, useFreshRead, useHeadingWrites } from '../editor-queries';
import type { EditorTarget } from '../editor-store';
import { useEditorSession } from '../kit/use-editor-session';
import { reason } from '../editor-api';
import { EditedLanguageProvider, useLanguageChoice } from '../edited-language';
import { LanguagePicker } from '../language-picker';
import { completenessOf, TranslationStatusProvider, useTranslationStatus } from '../translation-status';
import { RestoreBanner } from '../restore-banner';
import { EditorDialogContent } from '../shared/editor-dialog';
import { draftFromHeading, headingPayload, newHeading, type HeadingDraft, type HeadingResponse } from './heading-draft';
import { headingConflictRows, headingHistoryFields } from './heading-conflicts';
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
  const language = useLanguageChoice();
  const store = useMemo(() => createHeadingStore(newHeading(target.urlPage)), [target.urlPage]);
  const headingId = target.mode === 'edit' ? target.id : null;
  const [savedName, setSavedName] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [tab, setTab] = useState<HeadingTab>('content');
  const read = useFreshRead();
  const writes = useHeadingWrites();
  // Loaded by id through the page's headings; every save names the version it is based on, a stale
  // one merged or shown side by side (decision 064).
  const session = useEditorSession({
    journalKey: headingId ? `heading:${headingId}` : `heading:new:${target.urlPage}`,
    store,
    load:
      target.mode === 'edit'
        ? async () => {
            const heading = (await read(editorQueries.headingSections(target.urlPage))).find((entry) => entry.id === target.id);
            if (!heading) throw new Error();
            return heading;
          }
        : null,
    loadFailed: labels.headingLoadFailed,
    fromRecord: (heading: HeadingResponse) => ({ draft: draftFromHeading(heading) }),
    version: (heading) => heading.version,
    send: (body, version) => writes.save.mutateAsync({ id: headingId, body: { ...headingPayload(body), version } }) as Promise<HeadingResponse>,
    rows: (keys, mine, theirs) => headingConflictRows(keys, mine, theirs, labels),
    saveAgain: (body) => void save(body),
    history: { entity: 'heading', id: headingId, fields: headingHistoryFields },
    onRecord: (heading) => setSavedName(heading.name),
    focusFirstField: '[data-heading-editor]',
  });
  const { draft, update, start, versioned, history, guard, busy: saving, run, finish } = session;
  const { loading } = start;
  const pageSections = usePageTemplateSections(draft.url_page, draft.is_included_templatesection);

  const { locale, defaultLocale, languages, setLocale } = language;
  const errors = useMemo(() => (showErrors ? headingErrors(draft, labels, { locale, defaultLocale }) : {}), [showErrors, draft, labels, locale, defaultLocale]);

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
    await run(
      async () => {
        if (headingId) {
          if (await versioned.saveBased(body)) await finish(labels.headingUpdated);
        } else {
          await writes.save.mutateAsync({ id: null, body: headingPayload(body) });
          await finish(labels.headingCreated);
        }
      },
      (error) => ({ message: labels.headingSaveFailed, description: reason(error) }),
    );
  };

  const remove = async () => {
    if (!headingId) return;
    await run(
      async () => {
        await writes.remove.mutateAsync({ id: headingId, version: versioned.version() });
        setDeleting(false);
        await finish(labels.headingDeleted);
      },
      (error) => ({ message: labels.headingDeleteFailed, description: reason(error) }),
    );
  };

  const cancel = guard.request;

  const travel = useTravel(store);
  const onKeyDown = undoKeys(travel.onTravel);

  const translation = useTranslationStatus('heading', headingId ?? false);
  const translated = completenessOf(
    (['name', 'name_part_2', 'name_part_3', 'description_text', 'button_text'] as const).map((field) => ({ base: draft[field], translations: draft[`${field}_translation`] })),
    language.languages,
  );
  return (
    <EditedLanguageProvider value={language}>
      <TranslationStatusProvider value={translation}>
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
                  <LanguagePicker completeness={translated} />
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
      </TranslationStatusProvider>
    </EditedLanguageProvider>
  );
}
