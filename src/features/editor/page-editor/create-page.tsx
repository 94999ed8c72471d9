'use client';
// Create Page (editing-layer spec §2, §4, §5, §8, §9): a title, the slug after '/', which follows
// the title until it is edited and then stays, and a meta description with its counter (orange past
// 140, at most 160). The server checks everything again and answers a taken slug on the slug field;
// after success the browser goes to the new page about 300 ms later. On the editor kit, like every
// editor: what is typed is journalled and offered back, and closing asks before it goes.
import { useRouter } from 'next/navigation';
import { useId, useMemo, useState } from 'react';
import { Dialog, DialogDescription } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast';
import { labelText } from '@/lib/i18n/island-labels';
import { PAGE_LIMITS, PAGE_MESSAGES, PAGE_SLUG_PATTERN, slugFromTitle, type PageView } from '@/schemas/page';
import { EditorApiError, editorApi, reason } from '../editor-api';
import { useEditorContext } from '../editor-labels';
import { useEditorStore, type EditorTarget } from '../editor-store';
import { createFormHistoryStore } from '../form-history-store';
import { EditorFooter, EditorHeader, undoKeys, useTravel } from '../kit/editor-frame';
import { useEditorSession } from '../kit/use-editor-session';
import { RestoreBanner } from '../restore-banner';
import { EditorDialogContent } from '../shared/editor-dialog';
import { Field, INPUT, SlugInput } from '../shared/field';

/** Spec §9: how long after the page is created the browser goes to it. */
export const PAGE_REDIRECT_MS = 300;

type Props = { target: Extract<EditorTarget, { kind: 'page' }> };

type PageDraft = { title: string; slug: string; description: string; slugEdited: boolean };
type Problems = Partial<Record<'title' | 'slug', string>>;

const EMPTY: PageDraft = { title: '', slug: '', description: '', slugEdited: false };

export default function CreatePage(_props: Props) {
  const { editor: labels, locale, defaultLocale } = useEditorContext();
  const { toast } = useToast();
  const router = useRouter();
  const closeEditor = useEditorStore((state) => state.closeEditor);
  const store = useMemo(() => createFormHistoryStore<PageDraft>(EMPTY, ['title', 'slug', 'description']), []);
  const [problems, setProblems] = useState<Problems>({});
  const [done, setDone] = useState(false);
  const id = useId();
  const session = useEditorSession({
    journalKey: 'page:new',
    store,
    load: null,
    fromRecord: (page: PageView) => ({ draft: { title: page.title, slug: page.slug, description: page.description ?? '', slugEdited: true } }),
    version: () => undefined,
    // A page is only created here; nothing is saved on a version.
    send: () => Promise.reject(new Error(labels.pageCreateFailed)),
    rows: () => [],
    saveAgain: () => undefined,
  });
  const { draft, update, start, guard, busy, run } = session;
  const travel = useTravel(store);

  const setTitle = (title: string) => update(draft.slugEdited ? { title } : { title, slug: slugFromTitle(title) });
  const check = (page: PageDraft): Problems => ({
    ...(!page.title.trim() && { title: labels.pageTitleRequired }),
    ...(!page.slug.trim() ? { slug: labels.pageSlugRequired } : !PAGE_SLUG_PATTERN.test(page.slug.trim()) && { slug: labels.pageSlugInvalid }),
  });

  const create = async () => {
    const found = check(draft);
    setProblems(found);
    if (found.title || found.slug) {
      document.getElementById(`${id}-${found.title ? 'title' : 'slug'}`)?.focus();
      return;
    }
    await run(
      async () => {
        try {
          const page = await editorApi<PageView>('POST', '/api/pages', { title: draft.title.trim(), slug: draft.slug.trim(), description: draft.description.trim() || null });
          setDone(true);
          start.markSaved(draft);
          await start.journal.clear();
          toast({ type: 'success', message: labels.pageCreated });
          const address = locale === defaultLocale ? page.url : `/${locale}${page.url}`;
          setTimeout(() => {
            // The address moves on from this editor's entry to the new page: no step back over it.
            closeEditor({ fromHistory: true });
            router.replace(address);
          }, PAGE_REDIRECT_MS);
        } catch (error) {
          if (!(error instanceof EditorApiError)) throw error;
          const slugProblem = (error.body as { details?: { slug?: string[] } } | null)?.details?.slug?.[0];
          if (error.status === 409) {
            setProblems({ slug: labels.pageSlugTakenField });
            toast({ type: 'error', message: labels.pageSlugTaken });
          } else if (slugProblem === PAGE_MESSAGES.slugReserved) {
            setProblems({ slug: labels.pageSlugReserved });
          } else throw error;
          document.getElementById(`${id}-slug`)?.focus();
        }
      },
      (error) => ({ message: labels.pageCreateFailed, description: reason(error) }),
    );
  };

  const count = draft.description.length;
  return (
    <Dialog open onOpenChange={(open) => !open && !busy && !done && guard.request()}>
      <EditorDialogContent
        data-page-editor=""
        onKeyDown={undoKeys(travel.onTravel)}
        className="md:h-auto md:max-w-xl"
        // The first thing to do is name the page: its field has the focus, not the header's buttons.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          document.getElementById(`${id}-title`)?.focus();
        }}
      >
        <EditorHeader {...travel} editing={false} title={{ create: labels.pageCreateTitle, edit: labels.pageCreateTitle }} />
        <RestoreBanner offer={start} />
        <form
          className="min-h-0 flex-1 space-y-4 overflow-y-auto p-5"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void create();
          }}
        >
          <DialogDescription className="text-sm text-gray-700">{labels.pageHint}</DialogDescription>
          <Field label={labels.pageTitleField} htmlFor={`${id}-title`} error={problems.title} errorId={`${id}-title-error`}>
            <input
              id={`${id}-title`}
              className={INPUT}
              value={draft.title}
              maxLength={PAGE_LIMITS.title}
              placeholder={labels.pageTitlePlaceholder}
              aria-invalid={problems.title ? true : undefined}
              aria-describedby={problems.title ? `${id}-title-error` : undefined}
              onChange={(event) => setTitle(event.target.value)}
            />
          </Field>
          <Field label={labels.pageSlugField} htmlFor={`${id}-slug`} error={problems.slug} errorId={`${id}-slug-error`}>
            <SlugInput
              id={`${id}-slug`}
              value={draft.slug}
              maxLength={PAGE_LIMITS.slug}
              aria-invalid={problems.slug ? true : undefined}
              aria-describedby={problems.slug ? `${id}-slug-error` : undefined}
              onChange={(event) => update({ slug: event.target.value, slugEdited: true })}
            />
          </Field>
          <Field label={labels.pageDescriptionField} htmlFor={`${id}-description`}>
            <textarea
              id={`${id}-description`}
              className={`${INPUT} min-h-24`}
              value={draft.description}
              maxLength={PAGE_LIMITS.description}
              aria-describedby={`${id}-description-hint ${id}-description-count`}
              onChange={(event) => update({ description: event.target.value })}
            />
            <div className="flex justify-between gap-3 text-xs">
              <p id={`${id}-description-hint`} className="text-gray-600">{labels.pageDescriptionHint}</p>
              <p id={`${id}-description-count`} className={`shrink-0 tabular-nums ${count > PAGE_LIMITS.descriptionWarnAbove ? 'font-semibold text-orange-700' : 'text-gray-600'}`} data-description-count="">
                {labelText(labels.pageDescriptionCount, { count, max: PAGE_LIMITS.description })}
              </p>
            </div>
          </Field>
          {/* Enter in a field creates the page, as the footer's button does. */}
          <button type="submit" className="hidden" tabIndex={-1} aria-hidden="true" />
        </form>
        <EditorFooter editing={false} saving={busy || done} loading={false} saveLabel={{ create: labels.pageCreateTitle, update: labels.pageCreateTitle }} onCancel={guard.request} onSave={() => void create()} />
        {guard.confirm}
      </EditorDialogContent>
    </Dialog>
  );
}
