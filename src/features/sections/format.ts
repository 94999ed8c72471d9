// Small pure rules the section components share, kept apart so they can be tested alone.
import { localizePath, type Locale } from '@/lib/i18n/locales';

/** "Rory Maguire, first-time buyer" → the name and the role after the first comma. */
export function splitAttribution(title: string): { name: string; role: string } {
  const comma = title.indexOf(',');
  if (comma < 0) return { name: title.trim(), role: '' };
  return { name: title.slice(0, comma).trim(), role: title.slice(comma + 1).trim() };
}

/** Internal paths get the language prefix; otherwise only web, mail and phone links are kept. */
export function safeHref(url: string | null | undefined, locale: Locale, defaultLocale: Locale): string | null {
  const value = url?.trim();
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//')) return localizePath(value, locale, defaultLocale);
  if (value.startsWith('#')) return value;
  return /^(https?:|mailto:|tel:)/i.test(value) ? value : null;
}
