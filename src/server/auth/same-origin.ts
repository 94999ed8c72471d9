import 'server-only';
// Cross-site request protection for cookie-authenticated writes. A browser attaches the session
// cookie to a form or fetch another site triggers; it also says where the request came from in the
// Origin header (Referer as a fallback), which that other site cannot forge. Bearer-token callers
// carry no ambient credential, so they are not at risk and are not checked. The route wrapper
// applies this to every request that may change something; reads (GET, HEAD, OPTIONS) change
// nothing, and a cross-site page cannot read their answers.
import { ApiError } from '@/server/http/api';
import { requestOrigin } from './origin';

export const CROSS_SITE_MESSAGE = 'Cross-site request refused';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string | null): string | null {
  if (!value || value === 'null') return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/** True when the request does not ride on a cookie, or comes from a page of the host it addresses. */
export function isSameOrigin(request: Request): boolean {
  const usesCookie = (request.headers.get('cookie') ?? '').trim() !== '';
  if (!usesCookie) return true;
  const expected = requestOrigin(request);
  const claimed = originOf(request.headers.get('origin')) ?? originOf(request.headers.get('referer'));
  return expected !== undefined && claimed === expected;
}

/** Throws a 403 for a cookie-carrying write that another site's page sent. */
export function assertSameOriginWrite(request: Request): void {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return;
  if (!isSameOrigin(request)) throw new ApiError(403, CROSS_SITE_MESSAGE);
}
