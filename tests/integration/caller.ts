// Who calls a route handler in an integration test, and the headers a browser or API client of
// that caller would send: the site's host, a session cookie or a bearer token, and the page's Origin
// on writes (tests name another origin, or none, on purpose).
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
