'use client';
// How far the record in an editor is translated (issue 22 item 3; docs/decisions/077). In another
// language than the default, each translatable field says when it is not translated yet, or when
// its default text changed after the translation was written (stale, read from the record's
// history by GET /api/translations), with "Still right" to say the translation holds. The Language
// picker gives each language's share of translated fields, counted from the working copy as one
// types. A translation typed into the field is touched: it is no longer marked stale.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { labelText } from '@/lib/i18n/island-labels';
import type { Locale } from '@/lib/i18n/locales';
import { isBlankText } from '@/schemas/template-section';
import { editorApi } from './editor-api';
import { useEditorContext } from './editor-labels';
import { useEditedLanguage, useLanguageName } from './edited-language';
import { isDefaultLanguage, type Translations } from './translations';

export type FieldState = 'missing' | 'stale' | 'done';

/** GET /api/translations: each translatable field's state per language, and each language's share done. */
export type TranslationStatus = {
  default_locale: Locale;
  locales: Locale[];
  fields: Record<string, Partial<Record<Locale, FieldState>>>;
  completeness: Partial<Record<Locale, number>>;
};

/** A translatable text of the working copy: its default text and its translations. */
export type TranslatedText = { base: string | null | undefined; translations: Translations | null | undefined };

/**
 * Each language's share (0–100) of the texts that say something in the default language and have a
 * translation in that language; null where there is nothing to translate.
 */
export function completenessOf(texts: readonly TranslatedText[], locales: readonly Locale[]): Partial<Record<Locale, number | null>> {
  const counted = texts.filter((text) => !isBlankText(text.base ?? ''));
  return Object.fromEntries(
    locales.map((locale) => {
      if (counted.length === 0) return [locale, null];
      const done = counted.filter((text) => !isBlankText(text.translations?.[locale] ?? '')).length;
      return [locale, Math.floor((100 * done) / counted.length)];
    }),
  );
}

type StatusValue = { status: TranslationStatus | null; review: (field: string, locale: Locale) => void; reviewing: boolean };

const StatusContext = createContext<StatusValue | null>(null);

/** For an editor of a saved record: the record's status, read once it opens and after each review. */
export function useTranslationStatus(entity: string, id: string | null | false): StatusValue {
  const client = useQueryClient();
  const key = ['translations', entity, id] as const;
  const query = useQuery({
    queryKey: key,
    queryFn: () => editorApi<TranslationStatus>('GET', `/api/translations?entity=${encodeURIComponent(entity)}&id=${encodeURIComponent(String(id))}`),
    enabled: Boolean(id),
    refetchOnMount: 'always',
  });
  const mutation = useMutation({
    mutationFn: ({ field, locale }: { field: string; locale: Locale }) => editorApi<TranslationStatus>('POST', '/api/translations/reviews', { entity, id, field, locale }),
    onSuccess: (status) => client.setQueryData(key, status),
  });
  return useMemo(
    () => ({ status: query.data ?? null, review: (field: string, locale: Locale) => mutation.mutate({ field, locale }), reviewing: mutation.isPending }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the mutation object changes every render; its state is what matters
    [query.data, mutation.isPending],
  );
}

export function TranslationStatusProvider({ value, children }: { value: StatusValue; children: ReactNode }) {
  return <StatusContext.Provider value={value}>{children}</StatusContext.Provider>;
}

/**
 * The marker of one translatable field in the language being edited (`name` says which, where the
 * marker is not beside the field): nothing in the default
 * language or for a field with no default text; "not translated yet" while its translation is
 * blank; "out of date" while the saved translation is stale and untouched.
 */
export function TranslationMark({ field, base, translations, name }: TranslatedText & { field: string; name?: string }) {
  const { editor: labels } = useEditorContext();
  const language = useEditedLanguage();
  const nameOf = useLanguageName();
  const status = useContext(StatusContext);
  const text = translations?.[language.locale] ?? '';
  // The translation as it was when this language was chosen: typing in it touches it.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- taken once per language on purpose
  const first = useMemo(() => text, [language.locale]);
  if (isDefaultLanguage(language) || isBlankText(base ?? '')) return null;
  const words = { language: nameOf(language.locale), default: nameOf(language.defaultLocale) };
  if (isBlankText(text)) {
    return (
      <p className="flex items-center gap-1.5 text-xs font-medium text-amber-800" data-translation-mark="missing" data-field={field}>
        <span className="size-2 shrink-0 rounded-full bg-amber-500" aria-hidden="true" />
        {name && <span className="font-semibold">{name}:</span>}{name && ' '}
        {labelText(labels.translationMissing, words)}
      </p>
    );
  }
  const stale = status?.status?.fields[field]?.[language.locale] === 'stale' && first === text;
  if (!stale) return null;
  return (
    <p className="flex flex-wrap items-center gap-1.5 text-xs font-medium text-rose-800" data-translation-mark="stale" data-field={field}>
      <span className="size-2 shrink-0 rounded-full bg-rose-600" aria-hidden="true" />
      {name && <span className="font-semibold">{name}:</span>}{name && ' '}
      {labelText(labels.translationStale, words)}
      <button
        type="button"
        disabled={status?.reviewing}
        onClick={() => status?.review(field, language.locale)}
        className="rounded-md px-1.5 py-0.5 text-xs font-semibold text-gray-900 underline underline-offset-2 hover:bg-gray-100 disabled:opacity-50"
      >
        {labels.translationStillRight}
      </button>
    </p>
  );
}
