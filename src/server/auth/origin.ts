import 'server-only';

/**
 * The origin the browser addressed: the Host header with the request's scheme. Next.js hands route
 * handlers a URL built from its own listening address, not from the Host header, so the library's
 * own derivation would trust only `localhost` and refuse every organisation's host.
 */
/** True when the browser reached us over HTTPS (directly, or through a proxy that says so). */
export function isHttpsRequest(request: Request): boolean {
  return request.headers.get('x-forwarded-proto') === 'https' || new URL(request.url).protocol === 'https:';
}

/**
 * The library's cookies with `Secure` added when the visitor came over HTTPS. The library can only
 * decide that once for every request, and a Secure cookie sent over plain HTTP is dropped by the
 * browser, which would make signing in impossible on an http:// custom domain in development.
 */
export function secureCookiesForHttps(request: Request, response: Response): Response {
  const cookies = response.headers.getSetCookie();
  if (cookies.length === 0 || !isHttpsRequest(request)) return response;
  const headers = new Headers(response.headers);
  headers.delete('set-cookie');
  for (const cookie of cookies) headers.append('set-cookie', /;\s*secure\b/i.test(cookie) ? cookie : `${cookie}; Secure`);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

export function requestOrigin(request: Request | undefined): string | undefined {
  if (!request) return undefined;
  const host = request.headers.get('host');
  if (!host) return undefined;
  const protocol = isHttpsRequest(request) ? 'https:' : new URL(request.url).protocol;
  try {
    return new URL(`${protocol}//${host}`).origin;
  } catch {
    return undefined;
  }
}
