'use client';
// The post editor's main view: the title, the body and the description in the language being
// edited, and beside them the post's address, type, document set, author, main photo and date, with
// More leading to Advanced Settings. A landing post hides its description and author (spec §2) and is
// written as HTML; a body holding markup the visual editor cannot keep is written as HTML too, with
// a notice, never silently reduced (decision 059).
import { useQuery } from '@tanstack/react-query';
import { ImageIcon, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { POST_TYPES } from '@/lib/enums';
import { PAGE_LIMITS } from '@/schemas/page';
import { POST_LIMITS } from '@/schemas/post';
import { CONTENT_LIMITS } from '@/schemas/template-section';
import { useEditorContext } from '../editor-labels';
import { editorQueries } from '../editor-queries';
import { useEditedLanguage } from '../edited-language';
import { MediaLibraryDialog } from '../media/media-library-dialog';
import { Field, INPUT, SlugInput } from '../shared/field';
import { isDefaultLanguage, localizedPatch, textFor } from '../translations';
import { TranslationMark } from '../translation-status';
import { fitsVisualEditor, PostBodyEditor } from './body/post-body-editor';
import { NEW_DOC_SET, withTitle, type PostDraft } from './post-draft';
import { Remaining } from './remaining';
import type { PostProblems } from './post-validation';

type Props = {
  id: string;
  draft: PostDraft;
  update: (patch: Partial<PostDraft>) => void;
  problems: PostProblems;
  creating: boolean;
  /** A page: no type, set, author or photo of its own (it is shown without blog furniture). */
  isPage: boolean;
  onMore: () => void;
  /** The editor's own undo and redo: the body's keys take the same steps as every field's (decision 059). */
  onTravel: (direction: 'undo' | 'redo') => void;
};

const TYPE_LABELS = { default: 'postTypeDefault', minimal: 'postTypeMinimal', landing: 'postTypeLanding', doc_set: 'postTypeDocSet' } as const;

export function PostMain({ id, draft, update, problems, creating, isPage, onMore, onTravel }: Props) {
  const { editor: labels } = useEditorContext();
  const language = useEditedLanguage();
  const inDefault = isDefaultLanguage(language);
  const landing = draft.type === 'landing';
  const title = textFor(draft.title, draft.title_translation, language);
  const description = textFor(draft.description, draft.description_translation, language);
  const content = textFor(draft.content, draft.content_translation, language);
  // HTML for landing posts (spec §2); otherwise the person's choice, which the body field itself
  // turns to HTML when it meets markup the visual editor cannot hold.
  const [codeChoice, setCodeChoice] = useState(false);
  const beyondVisual = !landing && !fitsVisualEditor(content);
  const error = (field: keyof PostProblems) => (problems[field] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` } : {});

  return (
    <div className="grid gap-6 p-5 lg:grid-cols-[minmax(0,1fr)_19rem]">
      <div className="min-w-0 space-y-5">
        <Field
          label={labels.postTitleField}
          htmlFor={`${id}-title`}
          error={problems.title}
          errorId={`${id}-title-error`}
          mark={<TranslationMark field="title" base={draft.title} translations={draft.title_translation} />}
        >
          <input
            id={`${id}-title`}
            className={`${INPUT} text-lg font-semibold`}
            value={title}
            lang={language.locale}
            maxLength={POST_LIMITS.title}
            placeholder={inDefault ? labels.postTitlePlaceholder : draft.title}
            {...error('title')}
            onChange={(event) =>
              update(inDefault ? withTitle(draft, event.target.value, creating) : localizedPatch(draft, 'title', 'title_translation', language, event.target.value))
            }
          />
          <Remaining value={title} max={POST_LIMITS.title} id={`${id}-title-count`} />
        </Field>
        {!landing && (
          <Field
            label={labels.postDescriptionField}
            htmlFor={`${id}-description`}
            mark={<TranslationMark field="description" base={draft.description} translations={draft.description_translation} />}
          >
            <textarea
              id={`${id}-description`}
              className={`${INPUT} min-h-20`}
              value={description}
              lang={language.locale}
              maxLength={CONTENT_LIMITS.description}
              placeholder={inDefault ? undefined : draft.description}
              aria-describedby={`${id}-description-count`}
              onChange={(event) => update(localizedPatch(draft, 'description', 'description_translation', language, event.target.value))}
            />
            <Remaining value={description} max={CONTENT_LIMITS.description} id={`${id}-description-count`} />
          </Field>
        )}
        <div className="space-y-1.5">
          <span id={`${id}-content-label`} className="block text-sm font-medium text-gray-800">
            {labels.postBodyLabel}
          </span>
          {beyondVisual && (
            <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-200" data-code-only="">
              {labels.postBodyCodeOnly}
            </p>
          )}
          {landing && <p className="text-sm text-gray-600">{labels.postTypeLandingHint}</p>}
          <PostBodyEditor
            id={`${id}-content`}
            labelledBy={`${id}-content-label`}
            value={content}
            lang={language.locale}
            labels={labels}
            codeView={landing || codeChoice}
            codeOnly={landing}
            onCodeViewChange={setCodeChoice}
            onChange={(html) => update(localizedPatch(draft, 'content', 'content_translation', language, html))}
            onUndo={() => onTravel('undo')}
            onRedo={() => onTravel('redo')}
          />
          <TranslationMark field="content" base={draft.content} translations={draft.content_translation} />
        </div>
      </div>

      <aside className="space-y-5 lg:border-l lg:border-gray-200 lg:pl-6" aria-label={labels.postAdvancedTitle}>
        <Field label={labels.postSlugField} htmlFor={`${id}-slug`} error={problems.slug} errorId={`${id}-slug-error`}>
          <SlugInput
            id={`${id}-slug`}
            value={draft.slug}
            maxLength={PAGE_LIMITS.slug}
            disabled={!inDefault}
            {...error('slug')}
            aria-describedby={[problems.slug && `${id}-slug-error`, `${id}-slug-hint`].filter(Boolean).join(' ')}
            onChange={(event) => update({ slug: event.target.value, slug_edited: true })}
          />
          <p id={`${id}-slug-hint`} className="text-xs text-gray-600">
            {labels.postSlugHint}
          </p>
        </Field>

        {!isPage && (
          <>
            <Field label={labels.postTypeField} htmlFor={`${id}-type`}>
              <select id={`${id}-type`} className={INPUT} value={draft.type} onChange={(event) => update({ type: event.target.value as PostDraft['type'] })}>
                {POST_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {labels[TYPE_LABELS[type]]}
                  </option>
                ))}
              </select>
            </Field>
            {draft.type === 'doc_set' && <DocSetFields id={id} draft={draft} update={update} problems={problems} />}
            {!landing && <AuthorFields id={id} draft={draft} update={update} />}
            <MainPhoto draft={draft} update={update} />
            <Field label={labels.postCreatedOn} htmlFor={`${id}-created-on`}>
              <input id={`${id}-created-on`} type="date" className={INPUT} value={draft.created_on} onChange={(event) => update({ created_on: event.target.value })} />
            </Field>
          </>
        )}
        <button
          type="button"
          onClick={onMore}
          className="inline-flex min-h-9 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-gray-800 ring-1 ring-gray-300 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-sky-600"
          data-post-more=""
        >
          <SlidersHorizontal className="size-4" aria-hidden="true" />
          {labels.postMore}
        </button>
      </aside>
    </div>
  );
}

function DocSetFields({ id, draft, update, problems }: Pick<Props, 'id' | 'draft' | 'update' | 'problems'>) {
  const { editor: labels } = useEditorContext();
  const sets = useQuery(editorQueries.documentSets());
  return (
    <>
      <Field label={labels.postDocSetField} htmlFor={`${id}-doc_set`} error={problems.doc_set} errorId={`${id}-doc_set-error`}>
        <select
          id={`${id}-doc_set`}
          className={INPUT}
          value={draft.doc_set}
          aria-invalid={problems.doc_set ? true : undefined}
          aria-describedby={problems.doc_set ? `${id}-doc_set-error` : undefined}
          onChange={(event) => update({ doc_set: event.target.value })}
        >
          <option value="">{sets.isPending ? labels.postDocSetsLoading : labels.postDocSetChoose}</option>
          {sets.data?.map((set) => (
            <option key={set.slug} value={set.slug}>
              {set.title}
            </option>
          ))}
          <option value={NEW_DOC_SET}>{labels.postDocSetNew}</option>
        </select>
      </Field>
      {draft.doc_set === NEW_DOC_SET && (
        <Field label={labels.postDocSetNewName} htmlFor={`${id}-doc_set_title`}>
          <input id={`${id}-doc_set_title`} className={INPUT} value={draft.doc_set_title} maxLength={POST_LIMITS.docSetTitle} aria-describedby={`${id}-doc_set_title-count`} onChange={(event) => update({ doc_set_title: event.target.value })} />
          <Remaining value={draft.doc_set_title} max={POST_LIMITS.docSetTitle} id={`${id}-doc_set_title-count`} />
        </Field>
      )}
      <Field label={labels.postDocSetOrder} htmlFor={`${id}-doc_set_order`} error={problems.doc_set_order} errorId={`${id}-doc_set_order-error`}>
        <input
          id={`${id}-doc_set_order`}
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          className={INPUT}
          value={draft.doc_set_order}
          aria-invalid={problems.doc_set_order ? true : undefined}
          aria-describedby={problems.doc_set_order ? `${id}-doc_set_order-error` : undefined}
          onChange={(event) => update({ doc_set_order: event.target.value })}
        />
      </Field>
    </>
  );
}

type AuthorChoice = 'none' | 'company' | 'person';

function AuthorFields({ id, draft, update }: Pick<Props, 'id' | 'draft' | 'update'>) {
  const { editor: labels } = useEditorContext();
  const choice: AuthorChoice = !draft.is_with_author ? 'none' : draft.is_company_author ? 'company' : 'person';
  const choose = (next: AuthorChoice) => update({ is_with_author: next !== 'none', is_company_author: next === 'company' });
  const options: { value: AuthorChoice; label: string }[] = [
    { value: 'company', label: labels.postAuthorCompany },
    { value: 'person', label: labels.postAuthorPerson },
    { value: 'none', label: labels.postAuthorNone },
  ];
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-gray-800">{labels.postAuthorField}</legend>
      <div className="space-y-1">
        {options.map((option) => (
          <label key={option.value} className="flex min-h-6 items-center gap-2 text-sm text-gray-800">
            <input type="radio" name={`${id}-author`} value={option.value} checked={choice === option.value} onChange={() => choose(option.value)} className="size-4 accent-sky-700" />
            {option.label}
          </label>
        ))}
      </div>
      {choice === 'person' && (
        <Field label={labels.postAuthorName} htmlFor={`${id}-author_name`}>
          <input id={`${id}-author_name`} className={INPUT} value={draft.author_name} maxLength={POST_LIMITS.title} aria-describedby={`${id}-author_name-count`} onChange={(event) => update({ author_name: event.target.value })} />
          <Remaining value={draft.author_name} max={POST_LIMITS.title} id={`${id}-author_name-count`} />
        </Field>
      )}
    </fieldset>
  );
}

function MainPhoto({ draft, update }: Pick<Props, 'draft' | 'update'>) {
  const { editor: labels } = useEditorContext();
  const [browsing, setBrowsing] = useState(false);
  return (
    <div className="space-y-1.5">
      <span className="block text-sm font-medium text-gray-800">{labels.postMainPhoto}</span>
      {draft.main_photo ? (
        // The chosen photo as the library serves it; decorative here, its name is the field's.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={draft.main_photo} alt="" className="aspect-video w-full rounded-lg bg-gray-100 object-cover ring-1 ring-gray-200" data-post-photo="" />
      ) : (
        <p className="flex aspect-video w-full items-center justify-center gap-2 rounded-lg bg-gray-50 text-sm text-gray-600 ring-1 ring-gray-200">
          <ImageIcon className="size-4" aria-hidden="true" />
          {labels.postMainPhotoNone}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={() => setBrowsing(true)} className="min-h-9 rounded-lg px-3 text-sm font-semibold text-gray-800 ring-1 ring-gray-300 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-sky-600">
          {labels.postMainPhotoChoose}
        </button>
        {draft.main_photo && (
          <button type="button" onClick={() => update({ main_photo: null })} className="min-h-9 rounded-lg px-3 text-sm font-semibold text-rose-700 ring-1 ring-rose-200 hover:bg-rose-50 focus-visible:outline-2 focus-visible:outline-sky-600">
            {labels.postMainPhotoRemove}
          </button>
        )}
      </div>
      <MediaLibraryDialog open={browsing} onOpenChange={setBrowsing} onChoose={(asset) => update({ main_photo: asset.url })} />
    </div>
  );
}
