'use client';
// The language an editor's text fields edit (Webflow and Wix localisation work the same way): it
// starts at the language of the page the editor was opened on, and a picker in the editor changes
// it. The editor holds the choice and shares it with its fields, panels and preview through context,
// so the deepest field reads it without every layer in between passing it on.
import { createContext, useContext, useMemo, useState } from 'react';
import { uiLocale, NATIVE_NAMES, type Locale } from '@/lib/i18n/locales';
import { useEditorContext } from './editor-labels';
import type { EditedLanguage } from './translations';

export type LanguageChoice = EditedLanguage & { languages: Locale[]; setLocale: (locale: Locale) => void };

const EditedLanguageContext = createContext<LanguageChoice | null>(null);

export const EditedLanguageProvider = EditedLanguageContext.Provider;

/** For an editor: the language its fields edit, starting at the page's (or the default one, when the page's is not offered). */
export function useLanguageChoice(): LanguageChoice {
  const { locale: pageLocale, defaultLocale, languages: offered } = useEditorContext();
  // An answer cached from before languages were sent has none: then only the default is edited.
  const languages = useMemo(() => (offered?.length ? offered : [defaultLocale]), [offered, defaultLocale]);
  const [locale, setLocale] = useState<Locale>(languages.includes(pageLocale) ? pageLocale : defaultLocale);
  return useMemo(() => ({ locale, defaultLocale, languages, setLocale }), [locale, defaultLocale, languages]);
}

/** For a field, panel or preview inside an editor: the language being edited. */
export function useEditedLanguage(): LanguageChoice {
  const value = useContext(EditedLanguageContext);
  if (!value) throw new Error('useEditedLanguage must be used within an editor');
  return value;
}

/**
 * A language's name in the editor's own language ("español" on a Spanish page, "Spanish" on an
 * English one), as it reads within a sentence or, with `start`, at the start of a line.
 */
export function useLanguageName(): (code: Locale, start?: 'start') => string {
  const { locale } = useEditorContext();
  return useMemo(() => {
    const ui = uiLocale(locale);
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([ui], { type: 'language' });
    } catch {
      names = null;
    }
    // Names come lower case in some languages ("español"): right in a sentence, not as a choice.
    return (code: Locale, start?: 'start') => {
      const name = names?.of(code) ?? NATIVE_NAMES[code];
      return start ? name.charAt(0).toLocaleUpperCase(ui) + name.slice(1) : name;
    };
  }, [locale]);
}
