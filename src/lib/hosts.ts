// How a request's host names an organisation, before any database is involved.

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** The host name of a Host header, lower-cased, without port; null when it is not a plausible host. */
export function normalizeHost(hostHeader: string | null | undefined): string | null {
  if (!hostHeader) return null;
  let host = hostHeader.trim().toLowerCase();
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    host = end > 0 ? host.slice(0, end + 1) : host;
  } else {
    host = host.replace(/:\d+$/, '');
  }
  host = host.replace(/\.$/, '');
  if (host.length === 0 || host.length > 253) return null;
  if (!/^(\[[0-9a-f:]+\]|[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*)$/.test(host)) return null;
  return host;
}

export type HostLookup =
  | { kind: 'default' }
  | { kind: 'slug'; slug: string }
  | { kind: 'domain'; host: string };

/**
 * localhost and 127.0.0.1 serve the default demo organisation; <slug>.localhost serves an
 * organisation by slug; every other host is looked up among the custom domains.
 */
export function classifyHost(host: string): HostLookup {
  if (LOOPBACK.has(host)) return { kind: 'default' };
  const match = /^([a-z0-9-]+)\.localhost$/.exec(host);
  if (match) return { kind: 'slug', slug: match[1] };
  return { kind: 'domain', host };
}
