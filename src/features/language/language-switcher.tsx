'use client';
// The header's language menu: the organisation's languages by their native names, the default one
// marked. Choosing one remembers it and loads the same page in that language.
import { useCallback, useId, useRef, useState } from 'react';
import { Check, Globe } from 'lucide-react';
import { NATIVE_NAMES, type Locale } from '@/lib/i18n/locales';
import { handleListKeys, moveFocus } from '@/features/site-chrome/focus';
import { useDismiss } from '@/features/site-chrome/use-dismiss';
import { storeLocaleChoice } from './locale-choice';
import { useLocaleHref } from './use-locale-href';

type Props = { locales: Locale[]; locale: Locale; defaultLocale: Locale; labels: { changeLanguage: string; defaultLanguage: string } };

export function LanguageSwitcher({ locales, locale, defaultLocale, labels }: Props) {
  const hrefFor = useLocaleHref(defaultLocale);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, root, button);
  if (locales.length < 2) return null;

  return (
    <div ref={root} className="relative hidden md:block">
      <button
        ref={button}
        type="button"
        className="inline-flex h-10 items-center gap-1.5 rounded-full px-2.5 text-sm font-semibold hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-current"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(e) => {
          if (e.key !== 'ArrowDown') return;
          e.preventDefault();
          setOpen(true);
          window.requestAnimationFrame(() => moveFocus(document.getElementById(listId), 'first'));
        }}
      >
        <Globe className="size-4" aria-hidden="true" />
        <span className="sr-only">{labels.changeLanguage}: </span>
        <span>{locale.toUpperCase()}</span>
      </button>
      <ul
        id={listId}
        hidden={!open}
        onKeyDown={(e) => handleListKeys(e, e.currentTarget)}
        className="absolute right-0 top-full z-50 mt-2 w-56 rounded-xl border border-gray-200 bg-white p-2 text-gray-900 shadow-xl"
      >
        {locales.map((code) => (
          <li key={code}>
            <a
              href={hrefFor(code)}
              hrefLang={code}
              lang={code}
              aria-current={code === locale ? 'true' : undefined}
              onClick={() => storeLocaleChoice(code)}
              className="flex items-center gap-2 rounded-lg px-3 py-2 text-sm hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-sky-600"
            >
              <span className="flex-1">
                {NATIVE_NAMES[code]}
                {code === defaultLocale && <span className="ml-2 text-xs text-gray-600">({labels.defaultLanguage})</span>}
              </span>
              {code === locale && <Check className="size-4 text-gray-700" aria-hidden="true" />}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
