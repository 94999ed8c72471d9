// The languages a site can be offered in, and how the optional locale prefix of a path is read.

/** The 11 codes a URL's first segment may carry (public spec §2). */
export const LOCALES = ['en', 'es', 'fr', 'de', 'ru', 'pt', 'it', 'nl', 'pl', 'ja', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];

/**
 * The languages with their own labels: each has a message file, src/messages/<code>.json. Adding
 * one is that file plus its code here; any other language reads English labels.
 */
export const UI_LOCALES = ['en', 'es', 'fr', 'de', 'ru', 'it', 'pt', 'zh', 'ja', 'pl'] as const satisfies readonly Locale[];
export type UiLocale = (typeof UI_LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** The route segment that stands for "no prefix: the organisation's default language". */
export const DEFAULT_LANG_SEGMENT = 'default';

export const NATIVE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  ru: 'Русский',
  pt: 'Português',
  it: 'Italiano',
  nl: 'Nederlands',
  pl: 'Polski',
  ja: '日本語',
  zh: '中文',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function uiLocale(locale: Locale): UiLocale {
  return (UI_LOCALES as readonly string[]).includes(locale) ? (locale as UiLocale) : 'en';
}

/**
 * Splits a path into its locale prefix (only one of the 11 codes counts; any other two-letter
 * segment is just part of the path) and the rest, which always starts with '/'.
 */
export function splitLocalePrefix(pathname: string): { prefix: Locale | null; rest: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  if (match && isLocale(match[1])) return { prefix: match[1], rest: match[2] || '/' };
  return { prefix: null, rest: pathname || '/' };
}

/** The path a visitor sees for `path` in `locale`: the site's default language has no prefix. */
export function localizePath(path: string, locale: Locale, defaultLocale: Locale): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === defaultLocale) return clean;
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`;
}

/** The `url_page` that sections of a path are stored under: the home page is '/home'. */
export function urlPageFor(pathWithoutPrefix: string): string {
  const trimmed = pathWithoutPrefix.replace(/\/+$/, '');
  return trimmed === '' ? '/home' : trimmed;
}

/** A translation is used only when it is a non-empty string; otherwise the base text. */
export function translate(
  base: string | null | undefined,
  translations: Partial<Record<string, unknown>> | null | undefined,
  locale: string,
): string {
  const candidate = translations?.[locale];
  if (typeof candidate === 'string' && candidate.trim() !== '') return candidate;
  return base ?? '';
}
