// The return address: the last public page a visitor looked at, kept in the browser (the HTML is
// cached and the same for everyone, so the server cannot set it; see docs/decisions/010).
import { isAuthPage, isHomePage, safeLocalPath } from './redirect';

export const RETURN_ADDRESS_KEY = 'sitewright.returnTo';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** The address to keep for a visited page (path and query), or null for pages that are not kept. */
export function returnAddressFor(pathWithQuery: string): string | null {
  const path = safeLocalPath(pathWithQuery);
  if (!path) return null;
  const withoutHash = path.split('#')[0];
  if (isAuthPage(withoutHash) || isHomePage(withoutHash)) return null;
  return withoutHash;
}

function browserStore(): Store | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be switched off; the address is a convenience, not a requirement.
    return null;
  }
}

/** Remembers a visited page when the rules allow it. */
export function recordVisit(pathWithQuery: string, store: Store | null = browserStore()): void {
  const address = returnAddressFor(pathWithQuery);
  if (!address || !store) return;
  try {
    store.setItem(RETURN_ADDRESS_KEY, address);
  } catch {
    // A full or blocked storage just means no return address.
  }
}

/**
 * Remembers the page the login modal was opened on: any page but one whose path contains /login
 * (public spec §4), the home page included, since the visitor asked to sign in right there.
 */
export function recordLoginOrigin(pathWithQuery: string, store: Store | null = browserStore()): void {
  const path = safeLocalPath(pathWithQuery)?.split('#')[0];
  if (!path || !store || path.split('?')[0].includes('/login') || isAuthPage(path)) return;
  try {
    store.setItem(RETURN_ADDRESS_KEY, path);
  } catch {
    // As above.
  }
}

/** The stored return address, if it is still a usable same-site path. */
export function readReturnAddress(store: Store | null = browserStore()): string | null {
  try {
    const value = store?.getItem(RETURN_ADDRESS_KEY) ?? null;
    const path = safeLocalPath(value);
    return path && !isAuthPage(path) ? path : null;
  } catch {
    return null;
  }
}
