'use client';
// The Hero Section editor (editing-layer spec §2–§5, §8, §9): create, edit or delete the home
// page's hero, previewed live by the public page's own view. A toolbar of dropdown panels holds
// the style controls; the title, which is required, stays in view above the preview. Undo and
// redo cover this editor's changes, and the unsaved copy is journalled as in the heading editor.
// On a multilingual site a picker above the title chooses the language its texts are edited in.
import { useId, useMemo, useRef, useState } from 'react';
import { Dialog, DialogDescription } from '@/components/ui/dialog';
import { isBlankText } from '@/schemas/template-section';
import { useEditorContext } from '../editor-labels';
import { editorQueries, useFreshRead, useHeroWrites } from '../editor-queries';
import type { EditorTarget } from '../editor-store';
import { useEditorSession } from '../kit/use-editor-session';
import { EditedLanguageProvider, useLanguageChoice } from '../edited-language';
import { LanguagePicker } from '../language-picker';
import { completenessOf, TranslationStatusProvider, useTranslationStatus } from '../translation-status';
import { RestoreBanner } from '../restore-banner';
import { EditorDialogContent, useNarrowScreen } from '../shared/editor-dialog';
import { DeleteConfirm, undoKeys, useTravel } from '../kit/editor-frame';
import { draftFromHero, heroPayload, newHero, type HeroResponse } from './hero-draft';
import { heroConflictRows, heroFields, heroFromFields, heroHistoryFields } from './hero-conflicts';
import { createHeroStore } from './hero-draft-store';
import { HeroEditorFooter, HeroEditorHeader } from './hero-editor-chrome';
import type { MediaImages } from '@/lib/media-files';
import { imageView } from '../media/media-types';
import { HeroPreview } from './hero-preview';
import { HeroTitleField } from './hero-title-field';
import { HeroToolbar } from './hero-toolbar';
import { useHeroActions } from './use-hero-actions';
import { useAccentStyle } from './use-site-accent';
import { useWindowDrag } from './use-window-drag';

type Props = { target: Extract<EditorTarget, { kind: 'hero' }> };

export default function HeroEditor({ target }: Props) {
  const { editor: labels } = useEditorContext();
  const language = useLanguageChoice();
  const store = useMemo(() => createHeroStore(newHero()), []);
  const [editing, setEditing] = useState(target.mode === 'edit');
  const [showErrors, setShowErrors] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  // Below the md breakpoint the editor fills the screen anyway: no window to move or to enlarge.
  const narrow = useNarrowScreen();
  const dialog = useRef<HTMLDivElement>(null);
  const mover = useWindowDrag(dialog, !fullscreen && !narrow);
  const accent = useAccentStyle();
  const [media, setMedia] = useState<MediaImages>({});
  const titleId = useId();
  const read = useFreshRead();
  const writes = useHeroWrites();
  // Loaded through its GET (one per organisation; deleted elsewhere, this becomes a create). A save
  // of the existing hero names the version it is based on; a stale one is merged setting by setting,
  // or shown side by side where both people changed the same one (decision 064).
  const { draft, update, start, versioned, history, guard, finish } = useEditorSession({
    journalKey: target.mode === 'edit' ? `hero:${target.id}` : 'hero:new',
    store,
    load:
      target.mode === 'edit'
        ? async (isLive) => {
            const hero = await read(editorQueries.hero());
            if (!hero && isLive()) setEditing(false);
            return hero;
          }
        : null,
    loadFailed: labels.heroLoadFailed,
    fromRecord: (hero: HeroResponse) => ({ draft: draftFromHero(hero) }),
    version: (hero) => hero.version,
    send: (body, version) => writes.save.mutateAsync({ ...heroPayload(body), version }) as Promise<HeroResponse>,
    basis: { to: heroFields, from: heroFromFields },
    rows: (keys, mine, theirs) => heroConflictRows(keys, mine, theirs, labels),
    saveAgain: (body) => void save(body),
    history: { entity: 'hero', id: target.mode === 'edit' && editing && target.id, fields: heroHistoryFields },
  });
  const { loading } = start;

  const titleBlank = isBlankText(draft.title);
  const titleError = showErrors && titleBlank ? labels.heroTitleRequired : null;

  const { saving, saveError, deleting, setDeleting, save, remove } = useHeroActions({
    draft,
    finish,
    editing,
    saveBased: versioned.saveBased,
    version: versioned.version,
    // The rule is the default language's: show its title field, with the error, and focus it.
    onBlankTitle: () => {
      setShowErrors(true);
      language.setLocale(language.defaultLocale);
      requestAnimationFrame(() => document.getElementById(titleId)?.focus());
    },
  });

  const cancel = guard.request;

  const onKeyDown = undoKeys(useTravel(store).onTravel);

  // Full screen takes the whole window; `!` wins over the dialog's own width, corners and padding.
  const size = fullscreen ? 'h-dvh max-w-none! rounded-none!' : 'h-[min(92vh,56rem)]';
  // Which translations are out of date, read from the hero's history (decision 077).
  const translation = useTranslationStatus('hero', target.mode === 'edit' && editing && target.id);
  const translated = completenessOf(
    (['title', 'description', 'button'] as const).map((field) => ({ base: draft[field], translations: draft[`${field}_translation`] })),
    language.languages,
  );
  return (
    <EditedLanguageProvider value={language}>
      <TranslationStatusProvider value={translation}>
        <Dialog open onOpenChange={(open) => !open && !saving && cancel()}>
          <EditorDialogContent
            ref={dialog}
            data-hero-editor=""
            aria-describedby={undefined}
            onKeyDown={onKeyDown}
            // Escape in the preview's text area ends that edit, not the editor.
            onEscapeKeyDown={(event) => {
              if (event.target instanceof Element && event.target.closest('[data-hero-inline-text]')) event.preventDefault();
            }}
            overlayClassName={fullscreen ? 'p-0!' : undefined}
            className={size}
            style={{ ...accent, ...mover.style }}
          >
            <HeroEditorHeader store={store} editing={editing} fullscreen={fullscreen || narrow} onFullscreen={narrow ? null : setFullscreen} mover={mover} history={history.button} />
            <RestoreBanner offer={start} />
            {history.othersSaved}
            {loading ? (
              <p className="p-6 text-sm text-gray-600">{labels.loading}</p>
            ) : (
              <>
                <HeroToolbar draft={draft} update={update} onAsset={(asset) => asset.kind === 'image' && setMedia((current) => ({ ...current, [asset.url]: imageView(asset) }))} />
                <LanguagePicker className="px-5" completeness={translated} />
                <HeroTitleField id={titleId} draft={draft} update={update} error={titleError} onLeaveBlank={() => titleBlank && setShowErrors(true)} />
                <HeroPreview draft={draft} update={update} fullscreen={fullscreen} media={media} />
              </>
            )}
            <DialogDescription className="sr-only">{labels.historyScope}</DialogDescription>
            <HeroEditorFooter
              editing={editing}
              saving={saving}
              loading={loading}
              canSave={!titleBlank}
              error={saveError}
              onDelete={() => setDeleting(true)}
              onCancel={cancel}
              onSave={() => void save()}
            />
            <DeleteConfirm open={deleting} onOpenChange={setDeleting} title={labels.heroDeleteTitle} body={labels.heroDeleteBody} confirmLabel={labels.heroDeleteConfirm} busyLabel={labels.heroDeleting} busy={saving} onConfirm={() => void remove()} />
            {versioned.dialog}
            {guard.confirm}
          </EditorDialogContent>
        </Dialog>
      </TranslationStatusProvider>
    </EditedLanguageProvider>
  );
}
