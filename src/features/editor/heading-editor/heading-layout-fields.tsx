'use client';
// Where the heading's parts go and what comes with it: title alignment, image before or after the
// text, the style variant, a template section of the page shown below it, and the page it is on.
import { useId } from 'react';
import { Switch } from '@/components/ui/switch';
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';
import { CONTENT_LIMITS } from '@/schemas/template-section';
import { useEditorContext } from '../editor-labels';
import { Field, INPUT, SwitchRow } from '../shared/field';
import type { HeadingAlignment, HeadingDraft, HeadingStyleVariant } from './heading-draft';
import { TextField } from './heading-content-fields';
import type { HeadingErrors } from './heading-validation';
import type { PageTemplateSections } from './use-page-template-sections';

type Props = { draft: HeadingDraft; update: (patch: Partial<HeadingDraft>) => void; errors: HeadingErrors; pageSections: PageTemplateSections };

export function HeadingLayoutFields({ draft, update, errors, pageSections }: Props) {
  const { editor: labels } = useEditorContext();
  const id = useId();
  const sectionError = errors.template_section_id ?? null;
  const { sections, status } = pageSections;
  return (
    <div className="space-y-5">
      <Field label={labels.titleAlignment}>
        <ToggleGroup type="single" aria-label={labels.titleAlignment} value={draft.title_alignment} onValueChange={(value) => value && update({ title_alignment: value as HeadingAlignment })}>
          <ToggleGroupItem value="left">{labels.alignLeft}</ToggleGroupItem>
          <ToggleGroupItem value="center">{labels.alignCenter}</ToggleGroupItem>
          <ToggleGroupItem value="right">{labels.alignRight}</ToggleGroupItem>
        </ToggleGroup>
      </Field>
      <Field label={labels.headingImagePosition}>
        <ToggleGroup type="single" aria-label={labels.headingImagePosition} aria-describedby={`${id}-image-hint`} value={draft.image_first ? 'first' : 'after'} onValueChange={(value) => value && update({ image_first: value === 'first' })}>
          <ToggleGroupItem value="first">{labels.headingImageFirst}</ToggleGroupItem>
          <ToggleGroupItem value="after">{labels.headingImageAfter}</ToggleGroupItem>
        </ToggleGroup>
        <p id={`${id}-image-hint`} className="text-xs text-gray-600">
          {labels.headingImagePositionHint}
        </p>
      </Field>
      <Field label={labels.headingStyleVariant}>
        <ToggleGroup type="single" aria-label={labels.headingStyleVariant} value={draft.style_variant} onValueChange={(value) => value && update({ style_variant: value as HeadingStyleVariant })}>
          <ToggleGroupItem value="default">{labels.headingVariantDefault}</ToggleGroupItem>
          <ToggleGroupItem value="clean">{labels.headingVariantClean}</ToggleGroupItem>
        </ToggleGroup>
      </Field>
      <SwitchRow label={<label htmlFor={`${id}-include`} className="text-sm font-medium text-gray-800">{labels.headingIncludeSection}</label>}>
        <Switch id={`${id}-include`} checked={draft.is_included_templatesection} onCheckedChange={(on) => update({ is_included_templatesection: on })} />
      </SwitchRow>
      {draft.is_included_templatesection && (
        <Field label={labels.headingIncludedSection} htmlFor={`${id}-section`} error={sectionError} errorId={`${id}-section-error`}>
          <select
            id={`${id}-section`}
            className={INPUT}
            data-field="template_section_id"
            value={draft.template_section_id ?? ''}
            aria-invalid={sectionError ? true : undefined}
            aria-describedby={sectionError ? `${id}-section-error` : `${id}-section-status`}
            onChange={(event) => update({ template_section_id: event.target.value || null })}
          >
            <option value="">{labels.headingChooseSection}</option>
            {sections.map((section) => (
              <option key={section.id} value={section.id}>
                {section.section_title?.trim() || labels.untitledSection}
              </option>
            ))}
          </select>
          <p id={`${id}-section-status`} className="text-xs text-gray-600" aria-live="polite">
            {status === 'loading' ? labels.loading : status === 'failed' ? labels.headingSectionsFailed : status === 'ready' && sections.length === 0 ? labels.headingNoSections : ''}
          </p>
        </Field>
      )}
      <TextField draft={draft} update={update} errors={errors} field="url_page" label={labels.headingUrlPage} hint={labels.headingUrlPageHint} max={CONTENT_LIMITS.urlPage} />
    </div>
  );
}
