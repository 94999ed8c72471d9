// Where a visitor goes after signing in (public spec §2): an explicit target, then the `redirectTo`
// query parameter, then the stored return address, then the page they are on, then /account. Every
// candidate must be a path on this same site; the sign-in, registration and reset pages never count.
import { localizePath, splitLocalePrefix, type Locale } from '@/lib/i18n/locales';

/** The query parameter other pages use when they send a guest to /login. */
export const REDIRECT_PARAM = 'redirectTo';

/** Pages a visitor is never sent back to after signing in (with or without a language prefix). */
const AUTH_PAGES = new Set(['/login', '/register', '/signup', '/reset-password']);

const PROBE_ORIGIN = 'http://sitewright.invalid';

/** Backslashes and control characters (URL parsers drop tabs and newlines, or read `\` as `/`). */
const UNSAFE_CHARACTERS = /[\\\u0000-\u001f\u007f]/;

/** A path a browser would read as another host: `//host` or `/\host`. */
function leavesSite(path: string): boolean {
  return !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\');
}

/** True when some layer of percent-decoding, read again as a URL, turns the path into a jump to another site. */
function hidesAJump(path: string): boolean {
  let current = path.split(/[?#]/)[0];
  // Three layers cover double and triple encoding; a path still encoded after that is refused.
  for (let layer = 0; layer < 3; layer++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return true;
    }
    if (decoded === current) return false;
    if (UNSAFE_CHARACTERS.test(decoded) || leavesSite(decoded)) return true;
    try {
      if (leavesSite(new URL(decoded, PROBE_ORIGIN).pathname)) return true;
    } catch {
      return true;
    }
    current = decoded;
  }
  return true;
}

/**
 * The value as a same-site path with its query and fragment, or null. The value is judged after
 * the browser's own normalisation, because that is what navigation uses: `/.//evil.example`,
 * `/a/..//x` and `/%2e//x` all normalise to `//host`, which a browser follows to another site.
 * Refused: anything not starting with a single `/`, backslashes, control characters (tabs and
 * newlines inside a URL are silently dropped by parsers), and any form whose normalised or decoded
 * path starts with `//` or `/\`.
 */
export function safeLocalPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return null;
  if (UNSAFE_CHARACTERS.test(value) || leavesSite(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  const normalised = `${url.pathname}${url.search}${url.hash}`;
  if (leavesSite(normalised) || hidesAJump(normalised)) return null;
  return normalised;
}

/** The path without its language prefix, lower-cased and without a trailing slash. */
function barePath(path: string): string {
  const pathname = path.split(/[?#]/)[0];
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape is compared as written.
  }
  const { rest } = splitLocalePrefix(decoded);
  return rest.replace(/\/+$/, '').toLowerCase() || '/';
}

/** True for the sign-in, registration, sign-up and reset pages, and anything beneath them. */
export function isAuthPage(path: string): boolean {
  const bare = barePath(path);
  return [...AUTH_PAGES].some((page) => bare === page || bare.startsWith(`${page}/`));
}

/** True for the home page in any language ('/', '/es', '/home'). */
export function isHomePage(path: string): boolean {
  const bare = barePath(path);
  return bare === '/' || bare === '/home';
}

/** A usable redirect target: a same-site path that is not a sign-in, registration or reset page. */
export function usableTarget(value: unknown): string | null {
  const path = safeLocalPath(value);
  return path && !isAuthPage(path) ? path : null;
}

export type RedirectSources = {
  /** A target the caller names itself (e.g. the account area sending a guest to sign in). */
  explicit?: string | null;
  /** The page's query string, or its `redirectTo` value. */
  search?: string | URLSearchParams | null;
  /** The stored return address. */
  stored?: string | null;
  /** The page the visitor is on (path and query). */
  current?: string | null;
  locale: Locale;
  defaultLocale: Locale;
};

/** The first usable target in the spec's order; /account (in the page's language) when none is. */
export function loginRedirectTarget(sources: RedirectSources): string {
  const params = typeof sources.search === 'string' ? new URLSearchParams(sources.search) : sources.search;
  const candidates = [sources.explicit, params?.get(REDIRECT_PARAM), sources.stored, sources.current];
  for (const candidate of candidates) {
    const target = usableTarget(candidate);
    if (target) return target;
  }
  return localizePath('/account', sources.locale, sources.defaultLocale);
}

/** The /login address that brings a guest back to `path` afterwards (for pages that need a session). */
export function loginPathFor(path: string, locale: Locale, defaultLocale: Locale): string {
  const login = localizePath('/login', locale, defaultLocale);
  const target = usableTarget(path);
  return target ? `${login}?${REDIRECT_PARAM}=${encodeURIComponent(target)}` : login;
}
