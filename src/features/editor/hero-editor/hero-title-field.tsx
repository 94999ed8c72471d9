'use client';
// The hero's title, the one required field (spec §5), kept in view above the preview: blank, it
// says why once the field is left or a save is tried. It edits the language the picker chose; the
// rule is the default language's (a blank translation shows the default title, its placeholder).
import { useEditorContext } from '../editor-labels';
import { labelText } from '@/lib/i18n/island-labels';
import { isBlankText } from '@/schemas/template-section';
import { useEditedLanguage, useLanguageName } from '../edited-language';
import { INPUT } from '../shared/field';
import { isDefaultLanguage, localizedPatch, plainText, textFor } from '../translations';
import { TranslationMark } from '../translation-status';
import type { HeroDraft } from './hero-draft';

type Props = { id: string; draft: HeroDraft; update: (patch: Partial<HeroDraft>) => void; error: string | null; onLeaveBlank: () => void };

export function HeroTitleField({ id, draft, update, error: titleError, onLeaveBlank }: Props) {
  const { editor: labels } = useEditorContext();
  const language = useEditedLanguage();
  const base = isDefaultLanguage(language);
  const nameOf = useLanguageName();
  const error = base ? titleError : null;
  // Save stays off while the default title is blank; in another language, say where it is missing.
  const neededInDefault = !base && isBlankText(draft.title) ? labelText(labels.heroTitleNeededInDefault, { language: nameOf(language.defaultLocale) }) : null;
  const value = textFor(draft.title, draft.title_translation, language);
  return (
    <div className="space-y-1 border-b border-gray-200 px-5 py-3">
      <label htmlFor={id} className="block text-sm font-medium text-gray-800">
        {labels.heroTitleLabel}
      </label>
      <input
        id={id}
        className={INPUT}
        value={value}
        required={base}
        lang={language.locale}
        placeholder={base ? labels.heroTitlePlaceholder : plainText(draft.title)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => update(localizedPatch(draft, 'title', 'title_translation', language, event.target.value))}
        // Save is disabled while the title is blank, so leaving the field is what shows why.
        onBlur={() => base && onLeaveBlank()}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-rose-700">
          {error}
        </p>
      )}
      <TranslationMark field="title" base={draft.title} translations={draft.title_translation} />
      {/* The description and the button are written in the preview: their markers are listed here. */}
      <div className="flex flex-col gap-0.5" data-hero-translation-marks="">
        <TranslationMark field="description" base={draft.description} translations={draft.description_translation} name={labels.heroDescriptionPanel} />
        <TranslationMark field="button" base={draft.button} translations={draft.button_translation} name={labels.heroButtonPanel} />
      </div>
      {neededInDefault && (
        <p role="status" className="text-sm text-rose-700">
          {neededInDefault}
        </p>
      )}
    </div>
  );
}
