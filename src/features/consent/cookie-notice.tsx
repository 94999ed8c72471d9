'use client';
// The cookie notice (public spec §4): a card at the bottom of the page until a decision is recorded.
// Accept all and Reject all look exactly alike, so neither is the easy way out; Settings opens the
// dialog; the privacy and cookie policies are one click away before any choice. Below the large
// breakpoint the card sits above the help widget's round launcher instead of over it. Loaded by the consent island only when the notice is due. It does not trap focus (the
// page stays usable), but takes it when nothing else has it, so a keyboard user starts here.
import { useEffect, useId, useRef, useState } from 'react';
import { Cookie } from 'lucide-react';
import { acceptAllServices, rejectAllServices } from '@/lib/consent-rules';
import { useConsent } from './consent-provider';

const DECISION_BUTTON =
  'min-h-11 flex-1 rounded-lg bg-gray-900 px-4 py-2 text-sm font-semibold text-white hover:bg-gray-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 disabled:opacity-60 sm:flex-none sm:min-w-36';

const POLICY_LINK =
  'inline-flex min-h-6 items-center font-medium text-gray-800 underline underline-offset-4 hover:text-gray-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600';

export function CookieNotice() {
  const consent = useConsent();
  const [busy, setBusy] = useState<'accept' | 'reject' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const card = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    // The buttons should answer at once: start loading the catalogue as the notice shows.
    consent?.categories().catch(() => undefined);
    if (!document.activeElement || document.activeElement === document.body) card.current?.focus({ preventScroll: true });
  }, [consent]);

  if (!consent) return null;
  const { config, categories, record, openSettings } = consent;
  const { labels } = config;

  const decide = async (kind: 'accept' | 'reject') => {
    if (!config.organizationId) return setError(labels.errorOrganization);
    setBusy(kind);
    setError(null);
    try {
      if (kind === 'accept') {
        await record({ consentGiven: true, services: acceptAllServices(await categories()) });
      } else {
        // The server keeps only the essential services of a refusal, even from an empty list, so a
        // refusal still goes through when the catalogue could not be read.
        const list = await categories().catch(() => []);
        await record({ consentGiven: false, services: rejectAllServices(list) });
      }
    } catch {
      setError(labels.errorSaveConsent);
      setBusy(null);
    }
  };

  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-40 p-3 max-lg:bottom-[calc(4.5rem+var(--sw-banner-bottom,0px))] sm:p-4">
      <div
        ref={card}
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        tabIndex={-1}
        data-testid="cookie-notice"
        className="pointer-events-auto mx-auto max-w-3xl rounded-2xl bg-white p-4 text-gray-900 shadow-2xl ring-1 ring-black/10 focus:outline-none sm:p-5"
      >
        <div className="flex gap-3">
          <Cookie className="mt-0.5 hidden size-5 shrink-0 text-gray-700 sm:block" aria-hidden="true" />
          <div className="min-w-0">
            <h2 id={titleId} className="text-base font-semibold">
              {labels.noticeTitle}
            </h2>
            <p id={bodyId} className="mt-1 text-sm leading-6 text-gray-700">
              {labels.noticeBody}
            </p>
            <p className="mt-1 flex flex-wrap gap-x-4 text-sm">
              <a href={config.privacyPolicyHref} className={POLICY_LINK}>
                {labels.privacyPolicy}
              </a>
              <a href={config.cookiePolicyHref} className={POLICY_LINK}>
                {labels.cookiePolicy}
              </a>
            </p>
          </div>
        </div>
        {error && (
          <p role="alert" className="mt-3 rounded-md bg-rose-50 px-3 py-2 text-sm font-medium text-rose-800">
            {error}
          </p>
        )}
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <button
            type="button"
            onClick={openSettings}
            className="order-last min-h-11 w-full rounded-lg px-3 py-2 text-sm font-medium text-gray-800 underline underline-offset-4 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-sky-600 sm:order-first sm:mr-auto sm:w-auto"
          >
            {labels.settings}
          </button>
          <button type="button" className={DECISION_BUTTON} disabled={busy !== null} onClick={() => void decide('reject')}>
            {busy === 'reject' ? labels.saving : labels.rejectAll}
          </button>
          <button type="button" className={DECISION_BUTTON} disabled={busy !== null} onClick={() => void decide('accept')}>
            {busy === 'accept' ? labels.saving : labels.acceptAll}
          </button>
        </div>
      </div>
    </div>
  );
}
