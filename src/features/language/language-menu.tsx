'use client';
// The header's language menu itself, loaded by language-switcher.tsx once a visitor reaches for it.
// Its entries are links (each the page in that language), so they work as links too: open in a
// new tab, copy the address.
import { useLayoutEffect, useRef } from 'react';
import { Check } from 'lucide-react';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { NATIVE_NAMES } from '@/lib/i18n/locales';
import { SwitcherFace, switcherButton, type LanguageSwitcherProps } from './language-switcher';
import { storeLocaleChoice } from './locale-choice';
import { keepQueryOnSwitch } from './switch-href';
import { announceLanguageSwitch } from './switch-event';
import { useLocaleHref } from './use-locale-href';

type Props = LanguageSwitcherProps & {
  /** The stand-in button was pressed before this code arrived: open straight away. */
  defaultOpen: boolean;
  /** The stand-in button had focus: this one takes it over. */
  takeFocus: boolean;
  /** The stand-in was opened from the keyboard: the first entry takes focus once the menu shows. */
  focusFirstItem?: boolean;
};

export function LanguageMenu({ locales, locale, defaultLocale, labels, defaultOpen, takeFocus, focusFirstItem = false }: Props) {
  const hrefFor = useLocaleHref(defaultLocale);
  const handedOn = useRef(false);
  const trigger = useRef<HTMLButtonElement>(null);
  // Focus is handed over from the stand-in button this one replaces, in the same task as the swap.
  // Opened at once, Radix moves it into the menu itself. (Not autoFocus: outside React, the
  // browser's own autofocus would run a frame later and pull focus out of the open menu.)
  useLayoutEffect(() => {
    if (takeFocus && !defaultOpen) trigger.current?.focus();
    // Only on the swap: later changes of the props must not move focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    // Not modal: the page stays scrollable and clickable while this small menu is open.
    <DropdownMenu defaultOpen={defaultOpen} modal={false}>
      <DropdownMenuTrigger ref={trigger} className={switcherButton}>
        <SwitcherFace locale={locale} label={labels.changeLanguage} />
      </DropdownMenuTrigger>
      <DropdownMenuContent
        className="w-56"
        onFocus={(event) => {
          // Radix focuses the menu itself when it opens; hand that focus on to the first entry.
          if (!focusFirstItem || event.target !== event.currentTarget || handedOn.current) return;
          handedOn.current = true;
          event.currentTarget.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
        }}
      >
        {locales.map((code) => (
          <DropdownMenuItem key={code} asChild>
            <a
              href={hrefFor(code)}
              hrefLang={code}
              lang={code}
              aria-current={code === locale ? 'true' : undefined}
              onClick={(event) => {
                storeLocaleChoice(code);
                keepQueryOnSwitch(event.currentTarget, hrefFor(code));
                if (code !== locale) announceLanguageSwitch(code);
              }}
            >
              <span className="flex-1">
                {NATIVE_NAMES[code]}
                {code === defaultLocale && <span className="ml-2 text-xs text-gray-600">({labels.defaultLanguage})</span>}
              </span>
              {code === locale && <Check className="size-4 text-gray-700" aria-hidden="true" />}
            </a>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
