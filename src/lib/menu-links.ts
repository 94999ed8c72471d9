// Where a menu entry's `url_name` takes a visitor. The header, the footer and the site map read it
// the same way: an address with its own scheme is followed as it is, anything else is a path of
// the site, one leading slash or none.
import { splitLocalePrefix } from '@/lib/i18n/locales';

/** Addresses visitors leave the site by: web links, e-mail and telephone. */
export function isExternalAddress(urlName: string): boolean {
  return /^(https?:|mailto:|tel:)/i.test(urlName);
}

/** The link for a stored `url_name` in the site's default language: the address itself, or `/{path}`. */
export function menuAddress(urlName: string): string {
  if (isExternalAddress(urlName)) return urlName;
  return `/${urlName.replace(/^\/+/, '')}`;
}

/**
 * The one slug a stored `url_name` names as a path of the site, read the way the public site finds a
 * page (/{slug}, a language prefix, slashes, a query and a fragment aside); null for an address
 * elsewhere, the home page or a deeper path.
 */
export function menuSlug(urlName: string): string | null {
  if (isExternalAddress(urlName)) return null;
  const path = menuAddress(urlName).split(/[?#]/, 1)[0];
  const bare = splitLocalePrefix(path).rest.replace(/^\/+|\/+$/g, '');
  if (bare === '' || bare.includes('/')) return null;
  try {
    // The public site looks a page up by its decoded segment, so /caf%C3%A9 reaches "café".
    return decodeURIComponent(bare);
  } catch {
    return null;
  }
}

/**
 * The address of an entry that refers to a page or post by id: its stored `url_name` while that
 * still names the record's slug, otherwise the record's current path with the language prefix, the
 * query and the fragment the stored address had. A stale address cannot send visitors astray.
 */
export function pageAddress(urlName: string, slug: string): string {
  if (menuSlug(urlName) === slug) return urlName;
  const external = isExternalAddress(urlName);
  const suffix = external ? '' : (/[?#].*$/s.exec(urlName)?.[0] ?? '');
  const prefix = external ? null : splitLocalePrefix(menuAddress(urlName).split(/[?#]/, 1)[0]).prefix;
  return `${prefix ? `/${prefix}` : ''}/${slug}${suffix}`;
}
