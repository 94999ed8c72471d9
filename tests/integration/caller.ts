// Who calls a route handler in an integration test, and the headers a browser or API client of
// that caller would send: the site's host, a session cookie or a bearer token, and the page's Origin
// on writes (tests name another origin, or none, on purpose), and the checks of its answer.
import { expect } from 'vitest';
export type Who = { cookie?: string; bearer?: string | null; origin?: string | null };

export function headersFor(host: string, who: Who, json = false): Record<string, string> {
  const headers: Record<string, string> = { host };
  if (json) headers['content-type'] = 'application/json';
  if (who.cookie) headers.cookie = who.cookie;
  if (who.bearer) headers.authorization = `Bearer ${who.bearer}`;
  const origin = who.origin === undefined ? `http://${host}` : who.origin;
  if (origin) headers.origin = origin;
  return headers;
}

/** The JSON of an answer that must have this status (its body shown when it has another). */
export async function answered<T>(pending: Promise<Response>, status = 200): Promise<T> {
  const response = await pending;
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
}

/** An error answer `{ error, details }` that must have this status, and this message when one is given. */
export async function refusedWith(pending: Promise<Response>, status: number, error?: string): Promise<{ error: string; details?: Record<string, unknown> }> {
  const response = await pending;
  const body = (await response.json()) as { error: string; details?: Record<string, unknown> };
  expect(response.status, JSON.stringify(body).slice(0, 300)).toBe(status);
  if (error !== undefined) expect(body.error).toBe(error);
  return body;
}
