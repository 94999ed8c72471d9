'use client';
// The only part of the help widget every page loads: a round button at the bottom right, the saved
// state's restore after a language switch, and a lazy import of the panel on first open. Keep it
// small (5 kB compressed at most, docs/decisions/042): views, data and their libraries live in
// help-panel.tsx and load when someone opens the widget.
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import { usePathname } from 'next/navigation';
import { MessageCircleQuestionMark } from 'lucide-react';
import { visitorPath } from '@/lib/breadcrumbs';
import { splitLocalePrefix, type Locale } from '@/lib/i18n/locales';
import { LANGUAGE_SWITCH_EVENT } from '@/features/language/switch-event';
import type { WidgetLabels } from './labels';
import { CLOSED, hiddenOn, MOBILE_BREAKPOINT, openingSize, restorableState, savedState, STORAGE_KEY, type WidgetState } from './widget-state';

const HelpPanel = lazy(() => import('./help-panel'));

type Props = { labels: WidgetLabels; locale: Locale; accentColor: string };

const onPhone = () => window.innerWidth < MOBILE_BREAKPOINT;

export function HelpLauncher({ labels, locale, accentColor }: Props) {
  const hidden = hiddenOn(splitLocalePrefix(visitorPath(usePathname())).rest);
  const [state, setState] = useState<WidgetState>(CLOSED);
  // The panel's code is fetched on the first open and then kept mounted, so reopening is instant
  // and a conversation or an assistant chat survives closing the panel.
  const [opened, setOpened] = useState(false);
  const wanted = opened || state.isOpen;
  const launcher = useRef<HTMLButtonElement>(null);
  const current = useRef(state);
  useEffect(() => {
    current.current = state;
  }, [state]);

  useEffect(() => {
    let raw: string | null = null;
    try {
      raw = window.sessionStorage.getItem(STORAGE_KEY);
      window.sessionStorage.removeItem(STORAGE_KEY);
    } catch {
      // Storage can be off (private mode): there is simply nothing to restore.
    }
    const restored = restorableState(raw, Date.now());
    if (!restored?.isOpen) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- storage is only readable after hydration (the server HTML is the same for everyone), so the saved state can only be applied here
    setState(restored);
  }, []);

  useEffect(() => {
    // Saved just before the browser leaves for the page in the other language (see switch-event.ts).
    const save = () => {
      try {
        window.sessionStorage.setItem(STORAGE_KEY, savedState(current.current, Date.now()));
      } catch {
        // Without storage the widget simply starts closed on the next page.
      }
    };
    window.addEventListener(LANGUAGE_SWITCH_EVENT, save);
    return () => window.removeEventListener(LANGUAGE_SWITCH_EVENT, save);
  }, []);

  const change = useCallback((patch: Partial<WidgetState>) => setState((previous) => ({ ...previous, ...patch })), []);

  if (hidden) return null;
  const toggle = () => {
    setOpened(true);
    change(state.isOpen ? { isOpen: false } : { isOpen: true, size: openingSize(onPhone()) });
  };
  return (
    <>
      <button
        ref={launcher}
        type="button"
        onClick={toggle}
        aria-haspopup="dialog"
        aria-expanded={state.isOpen}
        aria-label={labels.open}
        title={labels.open}
        data-help-launcher
        style={{ '--accent': accentColor } as CSSProperties}
        className="fixed right-4 bottom-[calc(1rem+var(--sw-banner-bottom,0px))] z-30 inline-flex size-14 items-center justify-center rounded-full bg-[var(--accent)] text-white shadow-lg ring-1 ring-black/10 hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--accent)] print:hidden"
      >
        <MessageCircleQuestionMark className="size-7" aria-hidden="true" />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <HelpPanel state={state} onChange={change} labels={labels} locale={locale} accentColor={accentColor} launcher={launcher} />
        </Suspense>
      )}
    </>
  );
}
