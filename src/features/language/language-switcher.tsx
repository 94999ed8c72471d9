'use client';
// The header's language menu: the organisation's languages by their native names, the default one
// marked. Choosing one remembers it and loads the same page, query and hash included, in that
// language. The menu (language-menu.tsx, with the dropdown primitive) is fetched when the visitor
// reaches for the button (pointer over it, focus, a press), so pages where nobody switches do not
// carry it; until then this button stands in, looking and named the same.
import { useState, type ComponentType } from 'react';
import { Globe } from 'lucide-react';
import type { Locale } from '@/lib/i18n/locales';

type MenuProps = LanguageSwitcherProps & { defaultOpen: boolean; takeFocus: boolean; focusFirstItem: boolean };
/** The real menu, once fetched: a page that already used it starts with it. */
let loadedMenu: ComponentType<MenuProps> | null = null;

export type LanguageSwitcherProps = {
  locales: Locale[];
  locale: Locale;
  defaultLocale: Locale;
  labels: { changeLanguage: string; defaultLanguage: string };
};

export const switcherButton =
  'inline-flex h-10 items-center gap-1.5 rounded-full px-2.5 text-sm font-semibold hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-current';

/** What the button shows: a globe and the current code; its name is 'Change language: EN'. */
export function SwitcherFace({ locale, label }: { locale: Locale; label: string }) {
  return (
    <>
      <Globe className="size-4" aria-hidden="true" />
      <span className="sr-only">{label}: </span>
      <span>{locale.toUpperCase()}</span>
    </>
  );
}

export function LanguageSwitcher(props: LanguageSwitcherProps) {
  const [Menu, setMenu] = useState<ComponentType<MenuProps> | null>(() => loadedMenu);
  const [openAtOnce, setOpenAtOnce] = useState(false);
  const [focused, setFocused] = useState(false);
  // Opened from the keyboard (Enter, Space, ArrowDown): the first language takes focus, as the
  // real button would do; a mouse press leaves focus on the menu itself.
  const [fromKeyboard, setFromKeyboard] = useState(false);
  if (props.locales.length < 2) return null;
  // This button stays on screen (and keeps focus, clicks and keys) until the menu's code is here; a
  // Suspense fallback in between would take the focused button away while it loads.
  const fetchMenu = () => {
    if (!Menu) void import('./language-menu').then((module) => setMenu(() => (loadedMenu = module.LanguageMenu)));
  };
  const press = () => {
    setOpenAtOnce(true);
    fetchMenu();
  };

  return (
    <div className="relative hidden md:block">
      {Menu ? (
        <Menu {...props} defaultOpen={openAtOnce} takeFocus={focused} focusFirstItem={fromKeyboard} />
      ) : (
        <button
          type="button"
          className={switcherButton}
          aria-haspopup="menu"
          aria-expanded={false}
          onPointerEnter={fetchMenu}
          onFocus={() => {
            setFocused(true);
            fetchMenu();
          }}
          onBlur={() => setFocused(false)}
          // Like Radix's own button, a mouse presses on pointerdown: the press counts even if the
          // menu replaces this button before the click completes.
          onPointerDown={(event) => event.button === 0 && press()}
          onClick={(event) => {
            // A click with no pointer behind it (detail 0) is Enter or Space.
            if (event.detail === 0) setFromKeyboard(true);
            press();
          }}
          onKeyDown={(event) => {
            if (event.key !== 'ArrowDown') return;
            event.preventDefault();
            setFromKeyboard(true);
            press();
          }}
        >
          <SwitcherFace locale={props.locale} label={props.labels.changeLanguage} />
        </button>
      )}
    </div>
  );
}
