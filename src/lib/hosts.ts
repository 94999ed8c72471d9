// How a request's host names an organisation, before any database is involved.
// normalizeHost lives in plain JavaScript so the custom server keys its HTML cache with the very
// same function tenancy uses (src/lib/host-name.mjs).
export { normalizeHost } from './host-name.mjs';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

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
