// Checks the working copy with the schema the server uses (spec §5), so a refusal shows at once and
// says what the server would say, in the editor's language. The fields show one language at a time,
// so the errors are those of the language being edited: the required texts are the default
// language's, and a translation can only be too long or carry markup.
import type { EditorLabels } from '@/lib/i18n/editor-labels';
import { labelText } from '@/lib/i18n/island-labels';
import type { Locale } from '@/lib/i18n/locales';
import { isDefaultLanguage, type EditedLanguage } from '../translations';
import { createHeadingSectionSchema, HEADING_MESSAGES } from '@/schemas/heading-section';
import { CONTENT_MESSAGES } from '@/schemas/template-section';
import { headingPayload, type HeadingDraft } from './heading-draft';

export type HeadingField = 'name' | 'name_part_2' | 'name_part_3' | 'description_text' | 'button_text' | 'url' | 'url_page' | 'image' | 'template_section_id';
export type HeadingErrors = Partial<Record<HeadingField, string>>;

/** Which tab holds each field, so a refused save can show the first problem. */
export const FIELD_TAB: Record<HeadingField, 'content' | 'button' | 'layout'> = {
  name: 'content',
  name_part_2: 'content',
  name_part_3: 'content',
  description_text: 'content',
  image: 'content',
  button_text: 'button',
  url: 'button',
  url_page: 'layout',
  template_section_id: 'layout',
};

/** The order the fields appear in, for focusing the first one in trouble. */
export const FIELD_ORDER = Object.keys(FIELD_TAB) as HeadingField[];

function localized(message: string, labels: EditorLabels): string {
  const known: Record<string, string> = {
    [HEADING_MESSAGES.nameRequired]: labels.headingNameRequired,
    [HEADING_MESSAGES.descriptionRequired]: labels.headingDescriptionRequired,
    [HEADING_MESSAGES.templateSection]: labels.headingChooseSectionError,
    [CONTENT_MESSAGES.urlPageRequired]: labels.headingUrlPageRequired,
    [CONTENT_MESSAGES.urlPageInvalid]: labels.headingUrlPageInvalid,
    [CONTENT_MESSAGES.urlInvalid]: labels.invalidUrl,
    [CONTENT_MESSAGES.labelHtml]: labels.headingNoHtml,
  };
  return known[message] ?? message;
}

/** The field an issue belongs to in `language`: `name` in the default one, `name_translation.es` in Spanish. */
function fieldOf(path: readonly PropertyKey[], language: EditedLanguage): HeadingField | null {
  const [key, locale] = path;
  if (typeof key !== 'string') return null;
  if (isDefaultLanguage(language)) return key in FIELD_TAB ? (key as HeadingField) : null;
  const base = key.replace(/_translation$/, '');
  return base !== key && locale === language.locale && base in FIELD_TAB ? (base as HeadingField) : null;
}

export function headingErrors(draft: HeadingDraft, labels: EditorLabels, language: EditedLanguage): HeadingErrors {
  const errors: HeadingErrors = {};
  const result = createHeadingSectionSchema.safeParse(headingPayload(draft));
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = fieldOf(issue.path, language);
      if (!field || errors[field]) continue;
      errors[field] = issue.code === 'too_big' ? labelText(labels.headingTooLong, { max: Number(issue.maximum) }) : localized(issue.message, labels);
    }
  }
  if (!isDefaultLanguage(language)) return errors;
  // Beyond the schema: a section shown below must be chosen (the page would show nothing there).
  if (draft.is_included_templatesection && !draft.template_section_id && !errors.template_section_id) errors.template_section_id = labels.headingChooseSectionError;
  return errors;
}

/** The first field in trouble, the default language's first, then each other language's in turn. */
export function firstProblem(draft: HeadingDraft, labels: EditorLabels, languages: readonly Locale[], defaultLocale: Locale): { locale: Locale; field: HeadingField } | null {
  for (const locale of [defaultLocale, ...languages.filter((code) => code !== defaultLocale)]) {
    const errors = headingErrors(draft, labels, { locale, defaultLocale });
    const field = FIELD_ORDER.find((candidate) => errors[candidate]);
    if (field) return { locale, field };
  }
  return null;
}
