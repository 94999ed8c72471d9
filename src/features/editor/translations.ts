// Which text an editor's field edits in the language being edited: the base field in the site's
// default language, that language's entry of the translation map in any other (DATA-MODEL.md). A
// translation is used only when it says something, so a blank one is taken out of the map, and the
// page falls back to the default text.
import type { Locale } from '@/lib/i18n/locales';
import { isBlankText } from '@/schemas/template-section';

export type Translations = Partial<Record<string, string>>;

/** The language an editor's text fields edit, and the site's default. */
export type EditedLanguage = { locale: Locale; defaultLocale: Locale };

export const isDefaultLanguage = ({ locale, defaultLocale }: EditedLanguage) => locale === defaultLocale;

/** What a field shows: the base text in the default language, else the translation ('' when there is none). */
export function textFor(base: string | null | undefined, translations: Translations | null | undefined, language: EditedLanguage): string {
  if (isDefaultLanguage(language)) return base ?? '';
  return translations?.[language.locale] ?? '';
}

/** The map with `locale`'s text set; blank text (spaces, empty tags) removes the entry instead. */
export function withTranslation(translations: Translations | null | undefined, locale: Locale, text: string): Translations {
  const next: Translations = { ...translations };
  if (isBlankText(text)) delete next[locale];
  else next[locale] = text;
  return next;
}

/**
 * The patch that writes `text` into a draft's field for the edited language: `{ title }` in the
 * default language, `{ title_translation }` (the whole map, so the newest map wins) in another.
 */
export function localizedPatch<K extends string, T extends string>(
  draft: Partial<Record<T, Translations | null | undefined>>,
  field: K,
  translationField: T,
  language: EditedLanguage,
  text: string,
): Record<K, string> | Record<T, Translations> {
  if (isDefaultLanguage(language)) return { [field]: text } as Record<K, string>;
  return { [translationField]: withTranslation(draft[translationField], language.locale, text) } as Record<T, Translations>;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ', '#160': ' ' };

/** Rich text as a placeholder shows it: the words only, no tags. */
export function plainText(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/<(br|\/p|\/li|\/div)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp|#160);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}
