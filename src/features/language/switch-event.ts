'use client';
// Announces a language switch just before the browser leaves for the page in the other language,
// so an island that keeps its state across the switch (the help widget) can save it in time. The
// event is the interface: the switcher does not know who listens, and listeners import only this.
import type { Locale } from '@/lib/i18n/locales';

export const LANGUAGE_SWITCH_EVENT = 'sitewright:language-switch';

export type LanguageSwitchDetail = { locale: Locale };

export function announceLanguageSwitch(locale: Locale): void {
  window.dispatchEvent(new CustomEvent<LanguageSwitchDetail>(LANGUAGE_SWITCH_EVENT, { detail: { locale } }));
}
