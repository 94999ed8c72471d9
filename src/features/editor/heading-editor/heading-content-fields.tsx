'use client';
// What the heading says: its name in up to three parts, the description, the hero image; and its
// action: the button's text, where it leads, and whether it is a button or a text link. The texts
// are edited in the language the editor's picker chose (the default text is the placeholder).
import { ImagePlus } from 'lucide-react';
import { useId } from 'react';
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';
import { CONTENT_LIMITS } from '@/schemas/template-section';
import { useEditorContext } from '../editor-labels';
import { useEditedLanguage } from '../edited-language';
import { isDefaultLanguage, localizedPatch, plainText, textFor, type Translations } from '../translations';
import { TranslationMark } from '../translation-status';
import { Field, INPUT } from '../shared/field';
import { MediaUrlPopover } from '../shared/media-url-popover';
import { RichTextInput } from '../shared/rich-text-input';
import type { HeadingDraft } from './heading-draft';
import type { HeadingErrors, HeadingField } from './heading-validation';

type FieldsProps = { draft: HeadingDraft; update: (patch: Partial<HeadingDraft>) => void; errors: HeadingErrors };

type TextKey = Extract<HeadingField, 'name' | 'name_part_2' | 'name_part_3' | 'button_text' | 'url' | 'url_page'>;

type TextProps = { field: TextKey; label: string; hint?: string; max: number; type?: 'text' | 'url' } & FieldsProps;

/** The texts that have translations, and their maps. */
const TRANSLATED = {
  name: 'name_translation',
  name_part_2: 'name_part_2_translation',
  name_part_3: 'name_part_3_translation',
  button_text: 'button_text_translation',
} as const satisfies Partial<Record<TextKey, keyof HeadingDraft>>;

type TranslatedKey = keyof typeof TRANSLATED;
const isTranslated = (field: TextKey): field is TranslatedKey => field in TRANSLATED;

/** A one-line text field with its hint and, once a save was refused, its error. */
export function TextField({ field, label, hint, max, type = 'text', draft, update, errors }: TextProps) {
  const language = useEditedLanguage();
  const translated = isTranslated(field) && !isDefaultLanguage(language);
  const value = isTranslated(field) ? textFor(draft[field], draft[TRANSLATED[field]] as Translations, language) : draft[field];
  const id = useId();
  const error = errors[field] ?? null;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <Field
      label={label}
      htmlFor={id}
      error={error}
      errorId={`${id}-error`}
      mark={isTranslated(field) ? <TranslationMark field={field} base={draft[field]} translations={draft[TRANSLATED[field]] as Translations} /> : undefined}
    >
      <input
        id={id}
        type={type}
        className={INPUT}
        value={value}
        placeholder={translated ? draft[field] : undefined}
        lang={isTranslated(field) ? language.locale : undefined}
        maxLength={max}
        data-field={field}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) =>
          update(isTranslated(field) ? localizedPatch(draft, field, TRANSLATED[field], language, event.target.value) : ({ [field]: event.target.value } as Pick<HeadingDraft, TextKey>))
        }
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-gray-600">
          {hint}
        </p>
      )}
    </Field>
  );
}

export function HeadingContentFields({ draft, update, errors }: FieldsProps) {
  const { editor: labels } = useEditorContext();
  const language = useEditedLanguage();
  const id = useId();
  const descriptionError = errors.description_text ?? null;
  const common = { draft, update, errors };
  return (
    <div className="space-y-5">
      <TextField {...common} field="name" label={labels.headingName} max={CONTENT_LIMITS.title} />
      <TextField {...common} field="name_part_2" label={labels.headingNamePart2} max={CONTENT_LIMITS.title} />
      <TextField {...common} field="name_part_3" label={labels.headingNamePart3} hint={labels.headingPartsHint} max={CONTENT_LIMITS.title} />
      <div className="space-y-1.5">
        <span id={`${id}-description-label`} className="block text-sm font-medium text-gray-800">
          {labels.headingDescription}
        </span>
        <div data-field="description_text">
          <RichTextInput
            id={`${id}-description`}
            labelledBy={`${id}-description-label`}
            describedBy={descriptionError ? `${id}-description-error` : undefined}
            invalid={Boolean(descriptionError)}
            lang={language.locale}
            value={textFor(draft.description_text, draft.description_text_translation, language)}
            placeholder={isDefaultLanguage(language) ? undefined : plainText(draft.description_text)}
            onChange={(html) => update(localizedPatch(draft, 'description_text', 'description_text_translation', language, html))}
          />
        </div>
        <TranslationMark field="description_text" base={draft.description_text} translations={draft.description_text_translation} />
        {descriptionError && (
          <p id={`${id}-description-error`} role="alert" className="text-sm text-rose-700">
            {descriptionError}
          </p>
        )}
      </div>
      <div className="space-y-1.5">
        <span id={`${id}-image`} className="block text-sm font-medium text-gray-800">
          {labels.headingImage}
        </span>
        <div className="flex items-center gap-3">
          <p className="min-w-0 flex-1 truncate text-sm text-gray-700" title={draft.image ?? undefined}>
            {draft.image ?? labels.headingNoImage}
          </p>
          <MediaUrlPopover current={draft.image} onChange={(image) => update({ image })}>
            <button type="button" aria-describedby={`${id}-image`} className="inline-flex shrink-0 items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-medium text-gray-800 ring-1 ring-gray-300 hover:bg-gray-50">
              <ImagePlus className="size-4" aria-hidden="true" />
              {draft.image ? labels.headingChangeImage : labels.headingAddImage}
            </button>
          </MediaUrlPopover>
        </div>
        {errors.image && (
          <p role="alert" className="text-sm text-rose-700">
            {errors.image}
          </p>
        )}
      </div>
    </div>
  );
}

export function HeadingButtonFields({ draft, update, errors }: FieldsProps) {
  const { editor: labels } = useEditorContext();
  const common = { draft, update, errors };
  return (
    <div className="space-y-5">
      <TextField {...common} field="button_text" label={labels.headingButtonText} hint={labels.headingButtonTextHint} max={CONTENT_LIMITS.label} />
      <TextField {...common} field="url" type="url" label={labels.headingButtonUrl} hint={labels.headingButtonUrlHint} max={CONTENT_LIMITS.url} />
      <Field label={labels.headingShowAs}>
        <ToggleGroup type="single" aria-label={labels.headingShowAs} value={draft.is_text_link ? 'link' : 'button'} onValueChange={(value) => value && update({ is_text_link: value === 'link' })}>
          <ToggleGroupItem value="button">{labels.headingAsButton}</ToggleGroupItem>
          <ToggleGroupItem value="link">{labels.headingAsLink}</ToggleGroupItem>
        </ToggleGroup>
      </Field>
    </div>
  );
}
