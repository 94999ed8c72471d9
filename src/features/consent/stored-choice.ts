// What the browser keeps of a visitor's cookie decision, and how a page view tells, without asking
// the server, whether it still answers the policy the page was rendered with (decision 037):
// `cookies_accepted` (set by the server on every recorded decision) says a decision was made here;
// localStorage holds the policy revision it answered and its services. The page carries the
// current revision in its HTML (the same for every visitor), so a match needs no request.
import type { ConsentStateResponse } from '@/schemas/consent';

export const CONSENT_COOKIE = 'cookies_accepted';
export const CHOICE_KEY = 'sitewright.consent';
/** Public spec §9: the notice appears 1.5 s after load. */
export const NOTICE_DELAY_MS = 1500;
/** Public spec §8: the dialog gives up loading after 15 s. */
export const LOADING_TIMEOUT_MS = 15_000;

export type StoredChoice = { revision: string; services: string[] };

/**
 * undecided: no decision on this browser (the notice asks). stale: a decision that answered an
 * older policy (asked again; its services apply meanwhile). decided: nothing to ask.
 */
export type ConsentStatus = 'checking' | 'undecided' | 'stale' | 'decided';

export function hasConsentCookie(cookieHeader: string): boolean {
  return cookieHeader.split(';').some((part) => part.trim().split('=')[0] === CONSENT_COOKIE);
}

export function parseStoredChoice(raw: string | null): StoredChoice | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { revision, services } = value as Record<string, unknown>;
    if (typeof revision !== 'string' || !Array.isArray(services) || !services.every((s) => typeof s === 'string')) return null;
    return { revision, services };
  } catch {
    return null;
  }
}

export function readStoredChoice(): StoredChoice | null {
  try {
    return parseStoredChoice(window.localStorage.getItem(CHOICE_KEY));
  } catch {
    // Storage can be switched off; the server's answer then decides on each view.
    return null;
  }
}

export function storeChoice(choice: StoredChoice): void {
  try {
    window.localStorage.setItem(CHOICE_KEY, JSON.stringify(choice));
  } catch {
    // Without storage the next view asks the server once more: slower, never wrong.
  }
}

export type Known = { status: ConsentStatus; services: string[] };

/** What the page knows before any request: enough for everyone whose choice answers `revision`. */
export function knownWithoutServer(cookieHeader: string, stored: StoredChoice | null, revision: string): Known | null {
  if (!hasConsentCookie(cookieHeader)) return { status: 'undecided', services: [] };
  if (stored && stored.revision === revision) return { status: 'decided', services: stored.services };
  return null;
}

/**
 * The server's answer when the browser's copy did not settle it. A decision for an older policy is
 * asked again. No decision at all although the cookie says one was made (it was recorded for an
 * account that has since signed out) is not asked again: only the essential services apply.
 */
export function knownFromServer(state: ConsentStateResponse | null): Known {
  if (!state) return { status: 'decided', services: [] };
  if (state.current) return { status: 'decided', services: state.services };
  if (state.policy_revision === null) return { status: 'decided', services: [] };
  return { status: 'stale', services: state.services };
}
