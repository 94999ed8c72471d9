import 'server-only';
// The origin the browser addressed: the Host header with the request's scheme. Next.js hands route
// handlers a URL built from its own listening address, not from the Host header, so the library's
// own derivation would trust only `localhost` and refuse every organisation's host.
import { config } from '@/config';

/** Whether a proxy in front of us is trusted to say how the visitor connected (TRUST_PROXY). */
function trustsProxy(): boolean {
  const value = config().TRUST_PROXY;
  return value === '1' || value === 'true';
}

/**
 * True when the browser reached us over HTTPS: directly, or through a proxy that says so, when
 * TRUST_PROXY says there is one (otherwise anybody could claim HTTPS in a header).
 */
export function isHttpsRequest(request: Request, trustProxy = trustsProxy()): boolean {
  if (new URL(request.url).protocol === 'https:') return true;
  return trustProxy && request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
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

function originFrom(protocol: string, host: string | null): string | undefined {
  if (!host) return undefined;
  try {
    return new URL(`${protocol}//${host}`).origin;
  } catch {
    return undefined;
  }
}

export function requestOrigin(request: Request | undefined): string | undefined {
  if (!request) return undefined;
  return originFrom(isHttpsRequest(request) ? 'https:' : new URL(request.url).protocol, request.headers.get('host'));
}

/**
 * The same origin from a page's request headers (no URL to read the scheme from): HTTPS only when
 * a trusted proxy says so, as our own server speaks plain HTTP.
 */
export function headersOrigin(headers: Headers): string | undefined {
  const forwardedHttps = trustsProxy() && headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
  return originFrom(forwardedHttps ? 'https:' : 'http:', headers.get('host'));
}
