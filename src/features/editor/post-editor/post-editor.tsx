'use client';
// The post editor (editing-layer spec §2 "Post editor", §3 "Post" and "Post modal state", §4, §5,
// §7, §8, §9): create or edit a blog post, or edit a page (a post shown without blog furniture).
// - The body is written on Tiptap, limited to the spec's allowlist and h1–h5 (decision 059); a
//   landing post, or a body holding markup the visual editor cannot keep, is edited as HTML.
// - Full screen by default under 768 px (the editor window fills a phone), by a switch above; full
//   screen shows the table of contents beside the body.
// - Advanced Settings behind More; counters on the limited fields; the meta description's counter
//   turns orange past 140.
// - On the editor kit: every keystroke journalled, undo across the title, the settings and the body,
//   saves naming their version (a stale one merged or shown side by side), History, and closing that
//   asks first. On top of it the spec's local draft (use-local-draft.ts) and its 5-minute warning.
import { Maximize2, Minimize2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Dialog, DialogDescription } from '@/components/ui/dialog';
import { cx } from '@/components/ui/cx';
import { POST_MESSAGES, type PostView } from '@/schemas/post';
import { EditorApiError, reason } from '../editor-api';
import { useEditorContext } from '../editor-labels';
import { useToast } from '@/components/ui/toast';
import { localizePath } from '@/lib/i18n/locales';
import { editorQueries, useFreshRead, usePostWrites } from '../editor-queries';
import { useEditorStore, type EditorTarget } from '../editor-store';
import { EditedLanguageProvider, useLanguageChoice } from '../edited-language';
import { createFormHistoryStore } from '../form-history-store';
import { EditorFooter, EditorHeader, FRAME_ICON, undoKeys, useTravel } from '../kit/editor-frame';
import { useEditorSession } from '../kit/use-editor-session';
import { LanguagePicker } from '../language-picker';
import { completenessOf, TranslationStatusProvider, useTranslationStatus } from '../translation-status';
import { RestoreBanner } from '../restore-banner';
import { EditorDialogContent, useNarrowScreen } from '../shared/editor-dialog';
import { PostAdvanced } from './post-advanced';
import { postConflictRows, postHistoryFields } from './post-conflicts';
import { draftFromPost, newPost, POST_TEXT_FIELDS, postPayload, type PostDraft } from './post-draft';
import { PostMain } from './post-main';
import { PostToc } from './post-toc';
import { ADVANCED_FIELDS, firstProblem, postProblems, type PostField, type PostProblems } from './post-validation';
import { RecentEditWarning } from './recent-edit';
import { useLocalDraft } from './use-local-draft';

type Props = { target: Extract<EditorTarget, { kind: 'post' }> };

/** A slug the server refused (taken or reserved): said on the field, not as a failed save. */
class SlugRefused extends Error {
  constructor(readonly field: string) {
    super(field);
  }
}

export default function PostEditor({ target }: Props) {
  const { editor: labels, locale, defaultLocale } = useEditorContext();
  const router = useRouter();
  const { toast } = useToast();
  const closeEditor = useEditorStore((state) => state.closeEditor);
  const language = useLanguageChoice();
  const slug = target.mode === 'edit' ? target.id : null;
  const creating = slug === null;
  const store = useMemo(() => createFormHistoryStore<PostDraft>(newPost(), POST_TEXT_FIELDS), []);
  const read = useFreshRead();
  const writes = usePostWrites();
  const id = useId();
  const [loaded, setLoaded] = useState<PostView | null>(null);
  const [problems, setProblems] = useState<PostProblems>({});
  const [view, setView] = useState<'post' | 'advanced'>('post');
  const [fullScreen, setFullScreen] = useState(false);
  const narrow = useNarrowScreen();
  // Post modal state (spec §3): when this opening began, for the 5-minute warning.
  const [openedAt] = useState(() => Date.now());
  const journalKey = slug ? `post:${slug}` : 'post:new';

  const dirty = useRef<() => boolean>(() => false);
  const local = useLocalDraft<PostDraft>({ key: journalKey, current: () => store.getState().draft, isDirty: () => dirty.current() });

  const send = async (body: PostDraft, version: number | undefined): Promise<PostView> => {
    try {
      return slug
        ? await writes.update.mutateAsync({ slug, body: { ...postPayload(body), version } })
        : await writes.create.mutateAsync(postPayload(body));
    } catch (error) {
      // A slug someone else's post holds is a 409 too, without the record: said on the field.
      const details = error instanceof EditorApiError ? (error.body as { details?: Record<string, string[]> } | null)?.details : undefined;
      if (details?.slug) throw new SlugRefused(details.slug[0] ?? '');
      throw error;
    }
  };

  const session = useEditorSession({
    journalKey,
    store,
    load: slug ? async () => read(editorQueries.post(slug)) : null,
    loadFailed: labels.postLoadFailed,
    fromRecord: (post: PostView) => ({ draft: draftFromPost(post) }),
    version: (post) => post.version,
    send,
    rows: (keys, mine, theirs) => postConflictRows(keys, mine, theirs, labels),
    saveAgain: (body) => void save(body),
    history: { entity: 'post', id: loaded?.id ?? (creating ? null : false), fields: postHistoryFields },
    onRecord: setLoaded,
    backup: local.backup,
    onCloseAsked: local.save,
    words: { conflictTitle: labels.postConflictTitle, merged: labels.postConflictMerged },
  });
  const { draft, update, start, versioned, history, guard, busy, run } = session;
  useEffect(() => {
    dirty.current = start.isDirty;
  }, [start.isDirty]);
  const travel = useTravel(store);

  const isPage = loaded !== null && !loaded.display_config.display_as_blog_post;
  const landing = draft.type === 'landing';
  const showToc = (fullScreen || narrow) && !landing && !isPage;

  const focusField = (field: PostField) => {
    setView(ADVANCED_FIELDS.includes(field) ? 'advanced' : 'post');
    requestAnimationFrame(() => document.getElementById(`${id}-${field}`)?.focus());
  };

  /**
   * A new post, or one whose slug changed, is then at another address: the browser goes there in
   * place of the editor's history entry (no step back over it, which would race the new page).
   */
  const leaveTo = async (path: string, message: string) => {
    await start.journal.clear();
    closeEditor({ fromHistory: true });
    router.replace(localizePath(path, locale, defaultLocale));
    toast({ type: 'success', message });
  };

  const save = async (body: PostDraft = draft) => {
    const found = postProblems(body, labels);
    setProblems(found);
    const first = firstProblem(found);
    if (first) {
      language.setLocale(defaultLocale);
      focusField(first);
      return;
    }
    await run(
      async () => {
        try {
          if (slug) {
            if (!(await versioned.saveBased(body))) return;
            const moved = body.slug.trim() !== slug;
            if (moved) await leaveTo(`/${body.slug.trim()}`, labels.postUpdated);
            else await session.finish(labels.postUpdated);
          } else {
            const post = await send(body, undefined);
            start.markSaved(body);
            await leaveTo(post.url, labels.postCreated);
          }
        } catch (error) {
          if (!(error instanceof SlugRefused)) throw error;
          const reserved = error.field === POST_MESSAGES.slugReserved;
          setProblems({ slug: reserved ? labels.postSlugReserved : labels.postSlugTaken });
          focusField('slug');
        }
      },
      // Spec §8: the server's message, else the fallback.
      (error) => ({ message: reason(error) ?? labels.postSaveFailed }),
    );
  };

  // Closing with unsaved changes asks first and keeps a copy on this device (spec §4: onCloseAsked).
  const close = () => guard.request();

  const title = creating ? labels.postCreateTitle : isPage ? labels.postPageEditTitle : labels.postEditTitle;
  const wide = fullScreen && !narrow;

  const translation = useTranslationStatus('post', loaded?.id ?? false);
  const translated = completenessOf(
    (['title', 'description', 'content'] as const).map((field) => ({ base: draft[field], translations: draft[`${field}_translation`] })),
    language.languages,
  );
  return (
    <EditedLanguageProvider value={language}>
      <TranslationStatusProvider value={translation}>
        <Dialog open onOpenChange={(open) => !open && !busy && close()}>
          <EditorDialogContent
            data-post-editor=""
            aria-describedby={undefined}
            onKeyDown={undoKeys(travel.onTravel)}
            overlayClassName={wide ? 'p-0!' : undefined}
            className={wide ? 'h-dvh max-w-none! rounded-none!' : 'h-[min(92vh,60rem)] md:max-w-6xl'}
            // The first thing to do is the title, not the header's buttons.
            onOpenAutoFocus={(event) => {
              event.preventDefault();
              requestAnimationFrame(() => document.getElementById(`${id}-title`)?.focus());
            }}
          >
            <EditorHeader
              {...travel}
              editing={!creating}
              title={{ create: title, edit: title }}
              history={history.button}
              extra={
                !narrow && (
                  <button type="button" className={FRAME_ICON} aria-pressed={fullScreen} onClick={() => setFullScreen(!fullScreen)} aria-label={fullScreen ? labels.postExitFullScreen : labels.postFullScreen} title={fullScreen ? labels.postExitFullScreen : labels.postFullScreen}>
                    {fullScreen ? <Minimize2 className="size-4" aria-hidden="true" /> : <Maximize2 className="size-4" aria-hidden="true" />}
                  </button>
                )
              }
            />
            <RestoreBanner offer={start} />
            {history.othersSaved}
            {loaded && <RecentEditWarning post={loaded} openedAt={openedAt} />}
            <LanguagePicker completeness={translated} />
            <DialogDescription className="sr-only">{labels.historyScope}</DialogDescription>
            {start.loading ? (
              <p role="status" className="p-6 text-sm text-gray-600">
                {labels.loading}
              </p>
            ) : (
              <div className={cx('grid min-h-0 flex-1 overflow-y-auto', showToc && 'md:grid-cols-[14rem_minmax(0,1fr)] md:overflow-hidden')}>
                {showToc && <PostToc content={draft} title={draft.title} bodyId={`${id}-content`} collapsible={narrow} />}
                <div className={cx('min-h-0', showToc && 'md:overflow-y-auto')}>
                  {view === 'post' ? (
                    <PostMain id={id} draft={draft} update={update} problems={problems} creating={creating} isPage={isPage} onMore={() => setView('advanced')} onTravel={travel.onTravel} />
                  ) : (
                    <PostAdvanced id={id} draft={draft} update={update} problems={problems} onBack={() => setView('post')} />
                  )}
                </div>
              </div>
            )}
            <EditorFooter
              editing={!creating}
              saving={busy}
              loading={start.loading}
              saveLabel={{ create: labels.postPublish, update: labels.update }}
              onCancel={() => close()}
              onSave={() => void save()}
            />
            {versioned.dialog}
            {guard.confirm}
          </EditorDialogContent>
        </Dialog>
      </TranslationStatusProvider>
    </EditedLanguageProvider>
  );
}
