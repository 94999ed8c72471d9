import 'server-only';

/**
 * The origin the browser addressed: the Host header with the request's scheme. Next.js hands route
 * handlers a URL built from its own listening address, not from the Host header, so the library's
 * own derivation would trust only `localhost` and refuse every organisation's host.
 */
export function requestOrigin(request: Request | undefined): string | undefined {
  if (!request) return undefined;
  const host = request.headers.get('host');
  if (!host) return undefined;
  const protocol = request.headers.get('x-forwarded-proto') === 'https' ? 'https:' : new URL(request.url).protocol;
  try {
    return new URL(`${protocol}//${host}`).origin;
  } catch {
    return undefined;
  }
}
