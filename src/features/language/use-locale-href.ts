'use client';
// The current page in another language: only the first path segment changes, and the site's
// default language has no prefix.
import { usePathname } from 'next/navigation';
import { visitorPath } from '@/lib/breadcrumbs';
import { localizePath, splitLocalePrefix, type Locale } from '@/lib/i18n/locales';

export function useLocaleHref(defaultLocale: Locale): (code: Locale) => string {
  const { rest } = splitLocalePrefix(visitorPath(usePathname()));
  return (code) => localizePath(rest, code, defaultLocale);
}
