'use client';
// The editors' calls to the API: same-origin JSON, and the server's own message on failure (the
// spec shows it to the user when there is one).
export class EditorApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The answer's JSON: a stale write's 409 carries the record as it now is in `current`. */
    readonly body: unknown = null,
  ) {
    super(message);
  }
}

export async function editorApi<T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    cache: 'no-store',
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const data: unknown = text ? JSON.parse(text) : null;
  if (!response.ok) {
    const message = data && typeof data === 'object' && 'error' in data && typeof data.error === 'string' ? data.error : response.statusText;
    throw new EditorApiError(message, response.status, data);
  }
  return data as T;
}

/** The server's reason for a failed call, where it gave one (the error's message). */
export const reason = (error: unknown): string | undefined => (error instanceof Error && error.message ? error.message : undefined);
