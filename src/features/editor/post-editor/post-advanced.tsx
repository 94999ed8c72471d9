'use client';
// Advanced Settings (editing-layer spec §2, reached by More): where and how the post is listed, its
// orders (whole numbers, 0 when left empty, spec §5) and its meta description, whose counter turns
// orange past 140 characters and stops at 160 (spec §9).
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Switch } from '@/components/ui/switch';
import { labelText } from '@/lib/i18n/island-labels';
import { POST_LIMITS } from '@/schemas/post';
import { useEditorContext } from '../editor-labels';
import { Field, INPUT } from '../shared/field';
import type { PostDraft } from './post-draft';
import { Remaining } from './remaining';
import type { PostField, PostProblems } from './post-validation';

type Props = { id: string; draft: PostDraft; update: (patch: Partial<PostDraft>) => void; problems: PostProblems; onBack: () => void };

type SwitchField = 'display_this_post' | 'display_as_blog_post' | 'is_displayed_first_page' | 'is_help_center' | 'is_numbered';

export function PostAdvanced({ id, draft, update, problems, onBack }: Props) {
  const { editor: labels } = useEditorContext();
  const meta = draft.metadescription_for_page;
  const toggle = (field: SwitchField, label: string, hint?: string): ReactNode => (
    <div className="flex items-start justify-between gap-4 py-2">
      <div>
        <label htmlFor={`${id}-${field}`} className="text-sm font-medium text-gray-800">
          {label}
        </label>
        {hint && (
          <p id={`${id}-${field}-hint`} className="text-xs text-gray-600">
            {hint}
          </p>
        )}
      </div>
      <Switch id={`${id}-${field}`} checked={draft[field]} aria-describedby={hint ? `${id}-${field}-hint` : undefined} onCheckedChange={(on) => update({ [field]: on })} />
    </div>
  );
  const order = (field: Extract<PostField, 'order' | 'help_center_order'>, label: string) => (
    <Field label={label} htmlFor={`${id}-${field}`} error={problems[field]} errorId={`${id}-${field}-error`}>
      <input
        id={`${id}-${field}`}
        type="number"
        min={0}
        step={1}
        inputMode="numeric"
        className={INPUT}
        value={draft[field]}
        aria-invalid={problems[field] ? true : undefined}
        aria-describedby={problems[field] ? `${id}-${field}-error` : undefined}
        onChange={(event) => update({ [field]: event.target.value })}
      />
    </Field>
  );

  return (
    <section className="mx-auto max-w-2xl space-y-6 p-5" aria-labelledby={`${id}-advanced-title`} data-post-advanced="">
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" onClick={onBack} className="inline-flex min-h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-gray-800 ring-1 ring-gray-300 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-sky-600">
          <ArrowLeft className="size-4" aria-hidden="true" />
          {labels.postBackToPost}
        </button>
        <h3 id={`${id}-advanced-title`} className="text-base font-semibold text-gray-900">
          {labels.postAdvancedTitle}
        </h3>
      </div>
      <div className="divide-y divide-gray-100">
        {toggle('display_this_post', labels.postDisplayThisPost)}
        {toggle('display_as_blog_post', labels.postDisplayAsBlogPost, labels.postDisplayAsBlogPostHint)}
        {toggle('is_displayed_first_page', labels.postDisplayedFirstPage)}
        {toggle('is_help_center', labels.postHelpCenter)}
        {draft.type === 'doc_set' && toggle('is_numbered', labels.postNumbered)}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {order('order', labels.postOrder)}
        {draft.is_help_center && order('help_center_order', labels.postHelpCenterOrder)}
      </div>
      <Field label={labels.postSubsection} htmlFor={`${id}-subsection`}>
        <input id={`${id}-subsection`} className={INPUT} value={draft.subsection} maxLength={POST_LIMITS.docSetTitle} aria-describedby={`${id}-subsection-count`} onChange={(event) => update({ subsection: event.target.value })} />
        <Remaining value={draft.subsection} max={POST_LIMITS.docSetTitle} id={`${id}-subsection-count`} />
      </Field>
      <Field label={labels.postMetaField} htmlFor={`${id}-metadescription_for_page`} error={problems.metadescription_for_page} errorId={`${id}-metadescription_for_page-error`}>
        <textarea
          id={`${id}-metadescription_for_page`}
          className={`${INPUT} min-h-24`}
          value={meta}
          maxLength={POST_LIMITS.metaDescription}
          aria-invalid={problems.metadescription_for_page ? true : undefined}
          aria-describedby={`${id}-meta-hint ${id}-meta-count`}
          onChange={(event) => update({ metadescription_for_page: event.target.value })}
        />
        <div className="flex justify-between gap-3 text-xs">
          <p id={`${id}-meta-hint`} className="text-gray-600">
            {labels.postMetaHint}
          </p>
          <p id={`${id}-meta-count`} className={`shrink-0 tabular-nums ${meta.length > POST_LIMITS.metaDescriptionWarnAbove ? 'font-semibold text-orange-700' : 'text-gray-600'}`} data-meta-count="">
            {labelText(labels.pageDescriptionCount, { count: meta.length, max: POST_LIMITS.metaDescription })}
          </p>
        </div>
      </Field>
    </section>
  );
}
