'use client';
// The editors' "Language" picker: which language the text fields edit. Shown only when the site is
// offered in more than one. In another language than the default, a short hint says what a blank
// field means: the page falls back to the default text, which the field shows as its placeholder.
import { useId } from 'react';
import { Languages } from 'lucide-react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { labelText } from '@/lib/i18n/island-labels';
import type { Locale } from '@/lib/i18n/locales';
import { useEditorContext } from './editor-labels';
import { useEditedLanguage, useLanguageName } from './edited-language';

/** `completeness`: each language's share of translated texts in the working copy (translation-status.tsx). */
export function LanguagePicker({ className = '', completeness }: { className?: string; completeness?: Partial<Record<Locale, number | null>> }) {
  const { editor: labels, locale: uiLocale } = useEditorContext();
  const { locale, defaultLocale, languages, setLocale } = useEditedLanguage();
  const nameOf = useLanguageName();
  const id = useId();
  const percent = (value: number) => new Intl.NumberFormat(uiLocale, { style: 'percent' }).format(value / 100);
  if (languages.length < 2) return null;
  return (
    <div className={`flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-gray-200 bg-gray-50 px-4 py-2.5 ${className}`} data-language-picker="">
      <label htmlFor={id} className="inline-flex items-center gap-1.5 text-sm font-medium text-gray-800">
        <Languages className="size-4 text-gray-600" aria-hidden="true" />
        {labels.editLanguage}
      </label>
      <Select value={locale} onValueChange={(value) => setLocale(value as Locale)}>
        {/* `!`: the trigger's own full width gives way, so the choice sits beside its label. */}
        <SelectTrigger id={id} className="w-auto! min-w-40 py-1.5" aria-describedby={locale === defaultLocale ? undefined : `${id}-hint`} data-edited-locale={locale}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {languages.map((code) => (
            <SelectItem key={code} value={code}>
              {code === defaultLocale ? labelText(labels.languageDefaultName, { language: nameOf(code, 'start') }) : nameOf(code, 'start')}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {locale !== defaultLocale && typeof completeness?.[locale] === 'number' && (
        <span className="text-sm text-gray-700" data-translation-completeness={completeness[locale]}>
          {labelText(labels.languageCompleteness, { language: nameOf(locale, 'start'), percent: percent(completeness[locale]!) })}
        </span>
      )}
      {locale !== defaultLocale && (
        <p id={`${id}-hint`} className="basis-full text-xs text-gray-600">
          {labelText(labels.translationHint, { language: nameOf(defaultLocale) })}
        </p>
      )}
    </div>
  );
}
