// Where a menu entry's `url_name` takes a visitor. The header, the footer and the site map read it
// the same way: an address with its own scheme is followed as it is, anything else is a path of
// the site, one leading slash or none.

/** Addresses visitors leave the site by: web links, e-mail and telephone. */
export function isExternalAddress(urlName: string): boolean {
  return /^(https?:|mailto:|tel:)/i.test(urlName);
}

/** The link for a stored `url_name` in the site's default language: the address itself, or `/{path}`. */
export function menuAddress(urlName: string): string {
  if (isExternalAddress(urlName)) return urlName;
  return `/${urlName.replace(/^\/+/, '')}`;
}
