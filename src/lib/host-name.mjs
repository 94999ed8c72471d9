// How a Host header names a site. One function for tenancy (src/lib/hosts.ts re-exports it) and for
// the shared HTML cache (front/html-cache.mjs): if the two spelled a host differently, a page could
// be stored under a spelling that an organisation's invalidation never names.

const NAME = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;
const IPV6 = /^\[[0-9a-f:.]+\]$/;

/**
 * The host name of a Host header: lower-cased, without its port and without the trailing dot of a
 * fully qualified name (`Example.COM.:443` is `example.com`). Null for anything that is not a host
 * name or bracketed IPv6 address with an optional port: an `@`, a path, spaces, an empty name.
 */
export function normalizeHost(hostHeader) {
  if (typeof hostHeader !== 'string') return null;
  let host = hostHeader.trim().toLowerCase();
  if (host.startsWith('[')) {
    const match = /^(\[[^\]]*\])(?::\d{1,5})?$/.exec(host);
    if (!match) return null;
    host = match[1];
    return IPV6.test(host) ? host : null;
  }
  host = host.replace(/:\d{1,5}$/, '').replace(/\.$/, '');
  if (host.length === 0 || host.length > 253) return null;
  return NAME.test(host) ? host : null;
}
