// The browser's three consent calls (public spec §7). The session cookie travels with them
// (same origin), which is how a signed-in visitor's decision is recorded for the account.
import type { ConsentRecordResponse, ConsentStateResponse, CookieCategoryResponse } from '@/schemas/consent';

/** A failed call, with the HTTP status when there was an answer (spec §7: "carrying the HTTP status"). */
export class ConsentCallError extends Error {
  constructor(readonly status: number | null) {
    super(status === null ? 'Network error' : `HTTP ${status}`);
  }
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new ConsentCallError(response.status);
  return (await response.json()) as T;
}

export async function fetchCategories(locale: string, signal?: AbortSignal): Promise<CookieCategoryResponse[]> {
  const response = await fetch(`/api/cookies/categories?locale=${encodeURIComponent(locale)}`, { signal, credentials: 'same-origin' });
  return json<CookieCategoryResponse[]>(response);
}

export async function fetchConsentState(organizationId: string, signal?: AbortSignal): Promise<ConsentStateResponse> {
  const response = await fetch(`/api/cookies/consent?organization_id=${encodeURIComponent(organizationId)}`, { signal, credentials: 'same-origin', cache: 'no-store' });
  return json<ConsentStateResponse>(response);
}

export type Decision = { consentGiven: boolean; services: string[] };

export async function postConsent(organizationId: string, locale: string, { consentGiven, services }: Decision): Promise<ConsentRecordResponse> {
  const response = await fetch('/api/cookies/consent', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ consent_given: consentGiven, services, organization_id: organizationId, locale }),
  });
  return json<ConsentRecordResponse>(response);
}
