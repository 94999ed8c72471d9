'use client';
// The visitor's language choice, kept in this browser (localStorage and the `locale` cookie) so the
// suggestion is not offered again.
import type { Locale } from '@/lib/i18n/locales';
import { hasCookie, LOCALE_CHOICE_KEY, LOCALE_COOKIE, localeCookie } from './suggest';

export function storeLocaleChoice(code: Locale): void {
  try {
    window.localStorage.setItem(LOCALE_CHOICE_KEY, code);
  } catch {
    // Storage can be off (private mode); the cookie still remembers the choice.
  }
  document.cookie = localeCookie(code);
}

export function hasLocaleChoice(): boolean {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(LOCALE_CHOICE_KEY);
  } catch {
    stored = null;
  }
  return Boolean(stored) || hasCookie(document.cookie, LOCALE_COOKIE);
}
