// Where a visitor goes after signing in (public spec §2): an explicit target, then the `redirectTo`
// query parameter, then the stored return address, then the page they are on, then /account. Every
// candidate must be a path on this same site; the sign-in, registration and reset pages never count.
import { localizePath, splitLocalePrefix, type Locale } from '@/lib/i18n/locales';

/** The query parameter other pages use when they send a guest to /login. */
export const REDIRECT_PARAM = 'redirectTo';

/** Pages a visitor is never sent back to after signing in (with or without a language prefix). */
const AUTH_PAGES = new Set(['/login', '/register', '/signup', '/reset-password']);

const PROBE_ORIGIN = 'http://sitewright.invalid';

/**
 * The value as a same-site path with its query and fragment, or null. Only a single leading slash is
 * accepted: `//host`, `/\host`, absolute URLs, other schemes and control characters are refused,
 * because browsers read several of those as a jump to another site.
 */
export function safeLocalPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // Backslashes and control characters (tabs and newlines are dropped by URL parsers) never belong here.
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  return `${url.pathname}${url.search}${url.hash}`;
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
