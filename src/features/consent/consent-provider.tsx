'use client';
// The consent island on every public page. What it carries up front is small: the stored-choice
// check, the 1.5 s timer and a listener for the footer's privacy-settings button. The notice and the
// settings dialog (Radix, tabs, switches) are imported only when they are about to show, into state
// rather than through lazy/Suspense, whose reveal throttle would hold them past a frozen test clock.
// Embeds read the visitor's services through the context this provides (consent-embed.tsx).
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ConsentConfig } from '@/lib/consent-config';
import type { CookieCategoryResponse } from '@/schemas/consent';
import { OPEN_PRIVACY_SETTINGS_EVENT } from '@/features/site-chrome/privacy-settings-button';
import { fetchCategories, fetchConsentState, postConsent, type Decision } from './consent-api';
import { knownFromServer, knownWithoutServer, NOTICE_DELAY_MS, readStoredChoice, storeChoice, type Known } from './stored-choice';

type NoticeModule = typeof import('./cookie-notice');
type DialogModule = typeof import('./privacy-dialog');

export type ConsentContextValue = {
  config: ConsentConfig;
  known: Known;
  /** The categories in the page's language, fetched once per page when first needed. */
  categories: () => Promise<CookieCategoryResponse[]>;
  /** Records a decision; throws when the server refuses it (the caller shows which error). */
  record: (decision: Decision) => Promise<void>;
  openSettings: () => void;
};

const ConsentContext = createContext<ConsentContextValue | null>(null);

/** Null outside a site page (then embeds stay behind their link). */
export function useConsent(): ConsentContextValue | null {
  return useContext(ConsentContext);
}

export function ConsentProvider({ config, children }: { config: ConsentConfig; children: ReactNode }) {
  // The server and the first render know nothing of the visitor: the HTML is the same for all.
  const [known, setKnown] = useState<Known>({ status: 'checking', services: [] });
  const [noticeDue, setNoticeDue] = useState(false);
  const [notice, setNotice] = useState<NoticeModule | null>(null);
  const [dialog, setDialog] = useState<DialogModule | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [openings, setOpenings] = useState(0);
  const categoriesRequest = useRef<Promise<CookieCategoryResponse[]> | null>(null);
  const { organizationId, revision, locale } = config;

  useEffect(() => {
    const timer = window.setTimeout(() => setNoticeDue(true), NOTICE_DELAY_MS);
    const local = knownWithoutServer(document.cookie, readStoredChoice(), revision);
    if (local) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- one read of this browser's cookie and storage, after hydration so the HTML stays the same for all
      setKnown(local);
    } else {
      // Only a browser whose stored copy is missing or older than the page's policy asks the server.
      fetchConsentState(organizationId)
        .then((state) => {
          if (state.current && state.policy_revision) storeChoice({ revision: state.policy_revision, services: state.services });
          setKnown(knownFromServer(state));
        })
        .catch(() => setKnown(knownFromServer(null)));
    }
    return () => window.clearTimeout(timer);
  }, [organizationId, revision]);

  const asking = noticeDue && (known.status === 'undecided' || known.status === 'stale');
  useEffect(() => {
    if (asking && !notice) void import('./cookie-notice').then(setNotice);
  }, [asking, notice]);

  const openSettings = useCallback(() => {
    setDialogOpen(true);
    setOpenings((count) => count + 1);
    void import('./privacy-dialog').then(setDialog);
  }, []);

  useEffect(() => {
    window.addEventListener(OPEN_PRIVACY_SETTINGS_EVENT, openSettings);
    return () => window.removeEventListener(OPEN_PRIVACY_SETTINGS_EVENT, openSettings);
  }, [openSettings]);

  const categories = useCallback(() => {
    // A failed load is not kept: the next attempt (a retry, the dialog) asks again.
    categoriesRequest.current ??= fetchCategories(locale).catch((error: unknown) => {
      categoriesRequest.current = null;
      throw error;
    });
    return categoriesRequest.current;
  }, [locale]);

  const record = useCallback(
    async (decision: Decision) => {
      const saved = await postConsent(organizationId, locale, decision);
      storeChoice({ revision: saved.policy_revision, services: saved.services });
      setKnown({ status: 'decided', services: saved.services });
    },
    [organizationId, locale],
  );

  const value = useMemo<ConsentContextValue>(() => ({ config, known, categories, record, openSettings }), [config, known, categories, record, openSettings]);

  return (
    <ConsentContext.Provider value={value}>
      {children}
      {asking && notice && (
        // Out of sight while the settings dialog is open over it, but kept mounted: when the dialog
        // closes undecided, the notice is back and focus returns to its Settings button.
        <div hidden={dialogOpen}>
          <notice.CookieNotice />
        </div>
      )}
      {dialog && <dialog.PrivacyDialog key={openings} open={dialogOpen} onOpenChange={setDialogOpen} />}
    </ConsentContext.Provider>
  );
}
