'use client';
// Offers the visitor's preferred language 2 s after load, once the cookie notice has been answered
// and no language choice is stored. Keep stores the current language; Switch stores the new one
// and loads the page in it. The texts are in the suggested language: the one the visitor reads.
import { useEffect, useId, useRef, useState } from 'react';
import { Languages } from 'lucide-react';
import type { Locale } from '@/lib/i18n/locales';
import { hasLocaleChoice, storeLocaleChoice } from './locale-choice';
import { CONSENT_COOKIE, hasCookie, SUGGESTION_DELAY_MS, suggestedLocale } from './suggest';
import { useLocaleHref } from './use-locale-href';

export type SuggestionTexts = { title: string; body: string; switchLabel: string; keepLabel: string };
type Props = { locale: Locale; defaultLocale: Locale; locales: Locale[]; texts: Partial<Record<Locale, SuggestionTexts>> };

export function LanguageSuggestion({ locale, defaultLocale, locales, texts }: Props) {
  const [target, setTarget] = useState<Locale | null>(null);
  const hrefFor = useLocaleHref(defaultLocale);
  const switchButton = useRef<HTMLButtonElement>(null);
  const id = useId();

  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (!hasCookie(document.cookie, CONSENT_COOKIE) || hasLocaleChoice()) return;
      setTarget(suggestedLocale(navigator.languages ?? [navigator.language], locales, locale));
    }, SUGGESTION_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [locale, locales]);

  useEffect(() => {
    // Take focus only when nothing else has it: never pull a visitor out of what they are doing.
    if (target && (document.activeElement === document.body || !document.activeElement)) switchButton.current?.focus();
  }, [target]);

  const copy = target ? texts[target] : undefined;
  if (!target || !copy) return null;
  const keep = () => {
    storeLocaleChoice(locale);
    setTarget(null);
  };
  const change = () => {
    storeLocaleChoice(target);
    window.location.assign(hrefFor(target) + window.location.search + window.location.hash);
  };
  return (
    <div
      role="dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      lang={target}
      data-testid="language-suggestion"
      onKeyDown={(e) => e.key === 'Escape' && keep()}
      className="fixed bottom-4 right-4 z-50 w-[calc(100%-2rem)] max-w-sm rounded-2xl bg-white p-5 text-gray-900 shadow-2xl ring-1 ring-black/10"
    >
      <div className="flex gap-3">
        <Languages className="mt-0.5 size-5 shrink-0 text-gray-700" aria-hidden="true" />
        <div>
          <p id={`${id}-title`} className="font-semibold">{copy.title}</p>
          <p id={`${id}-body`} className="mt-1 text-sm leading-6 text-gray-600">{copy.body}</p>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <button type="button" onClick={keep} className="rounded-lg px-3 py-2 text-sm font-medium text-gray-700 ring-1 ring-gray-300 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-sky-600">
          {copy.keepLabel}
        </button>
        <button ref={switchButton} type="button" onClick={change} className="rounded-lg bg-gray-900 px-3 py-2 text-sm font-semibold text-white hover:bg-gray-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600">
          {copy.switchLabel}
        </button>
      </div>
    </div>
  );
}
