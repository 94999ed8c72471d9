// How the account area's forms talk to the API: same-origin JSON, and a failed answer turned into
// the key of a message the form shows in the visitor's language.

export type SendResult<T> = { ok: true; data: T } | { ok: false; status: number; error: string; field?: string };

export async function sendJson<T>(method: 'POST' | 'PATCH', url: string, body: unknown): Promise<SendResult<T>> {
  try {
    const response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const data = (await response.json().catch(() => ({}))) as { error?: string; details?: { fieldErrors?: Record<string, string[]> } };
    if (response.ok) return { ok: true, data: data as T };
    const field = Object.keys(data.details?.fieldErrors ?? {})[0];
    return { ok: false, status: response.status, error: data.error ?? '', field };
  } catch {
    return { ok: false, status: 0, error: '' };
  }
}

export type CommonErrorKey = 'tooManyAttempts' | 'sessionExpired' | 'genericError';

/** The message for a failure no field owns. */
export function commonErrorKey(status: number): CommonErrorKey {
  if (status === 429) return 'tooManyAttempts';
  if (status === 401) return 'sessionExpired';
  return 'genericError';
}
