// Which language to suggest (decision: the first of the browser's preferred languages that the
// site offers, when it differs from the page's), and where a visitor's choice is kept.
import { isLocale, type Locale } from '@/lib/i18n/locales';

export const SUGGESTION_DELAY_MS = 2000;
export const LOCALE_CHOICE_KEY = 'sitewright.locale';
export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_MAX_AGE = 31_536_000;
/** The suggestion waits until the visitor has answered the cookie notice (public spec §4). */
export const CONSENT_COOKIE = 'cookies_accepted';

/** 'de-AT' → 'de'; codes outside the 11 recognised ones give null. */
export function primaryLocale(tag: string): Locale | null {
  const code = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(code) ? code : null;
}

export function suggestedLocale(browserLanguages: readonly string[], offered: readonly Locale[], current: Locale): Locale | null {
  for (const tag of browserLanguages) {
    const code = primaryLocale(tag);
    if (code && offered.includes(code)) return code === current ? null : code;
  }
  return null;
}

export function hasCookie(cookieHeader: string, name: string): boolean {
  return cookieHeader.split(';').some((part) => part.trim().split('=')[0] === name);
}

export function localeCookie(code: Locale): string {
  return `${LOCALE_COOKIE}=${code}; Max-Age=${LOCALE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`;
}
