// The anonymous HTML cache in front of Next.js. Public pages are the same for every visitor, so a
// rendered page is kept per host and path (the locale is the path's first segment) and served
// without rendering until the organisation behind that host changes. Plain JavaScript: it runs in
// the custom server, outside the Next.js bundles, and is reached from them through globalThis.
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'date', 'set-cookie']);

/** Whether a request may be answered from, and stored in, the shared cache. */
export function isCacheableRequest(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const url = req.url ?? '/';
  if (url.startsWith('/api/') || url.startsWith('/_next/') || url.startsWith('/demo/')) return false;
  // Client-side navigations fetch RSC payloads whose shape depends on router headers: let Next answer.
  if (req.headers.rsc || req.headers['next-router-prefetch'] || req.headers['next-action']) return false;
  // Signed-in and editing visitors never share a copy.
  if (SESSION_COOKIE.test(req.headers.cookie ?? '')) return false;
  if (req.headers.authorization) return false;
  return true;
}

export function hostnameOf(hostHeader) {
  return String(hostHeader ?? '').toLowerCase().replace(/:\d+$/, '');
}

export function createHtmlCache({ maxEntries = 5000, maxBytes = 256 * 1024 * 1024, maxAgeMs = 10 * 60 * 1000 } = {}) {
  /** hostname → (path → entry); Map order doubles as least-recently-used order. */
  const byHost = new Map();
  let entries = 0;
  let bytes = 0;
  let generation = 0;
  const stats = { hits: 0, misses: 0, stores: 0, drops: 0 };

  function remove(host, path) {
    const paths = byHost.get(host);
    const entry = paths?.get(path);
    if (!entry) return;
    paths.delete(path);
    if (paths.size === 0) byHost.delete(host);
    entries -= 1;
    bytes -= entry.size;
  }

  function evict() {
    while (entries > maxEntries || bytes > maxBytes) {
      const [host, paths] = byHost.entries().next().value ?? [];
      if (!host) return;
      remove(host, paths.keys().next().value);
    }
  }

  return {
    stats,
    get generation() {
      return generation;
    },
    get(host, path) {
      const paths = byHost.get(host);
      const entry = paths?.get(path);
      if (!entry) return undefined;
      if (Date.now() - entry.storedAt > maxAgeMs) {
        remove(host, path);
        return undefined;
      }
      // Refresh recency.
      byHost.delete(host);
      byHost.set(host, paths);
      return entry;
    },
    /** Stores a rendered page unless the cache was invalidated while it rendered. */
    set(host, path, { status, headers, body }, renderGeneration) {
      if (renderGeneration !== generation) return false;
      remove(host, path);
      const entry = {
        status,
        headers,
        body,
        gzip: gzipSync(body, { level: 6 }),
        br: brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }),
        storedAt: Date.now(),
      };
      entry.size = body.length + entry.gzip.length + entry.br.length;
      let paths = byHost.get(host);
      if (!paths) byHost.set(host, (paths = new Map()));
      paths.set(path, entry);
      entries += 1;
      bytes += entry.size;
      stats.stores += 1;
      evict();
      return true;
    },
    /** Drops every page of these host names (an organisation changed). */
    dropHosts(hosts) {
      generation += 1;
      for (const host of hosts) {
        const paths = byHost.get(host);
        if (!paths) continue;
        for (const path of [...paths.keys()]) remove(host, path);
        stats.drops += 1;
      }
    },
    dropAll() {
      generation += 1;
      byHost.clear();
      entries = 0;
      bytes = 0;
    },
    size() {
      return { entries, bytes };
    },
  };
}

/** Response headers worth replaying from a stored page. */
export function replayableHeaders(headers) {
  const kept = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!HOP_BY_HOP.has(name.toLowerCase())) kept[name] = value;
  }
  return kept;
}

/** Picks the best stored encoding the client accepts. */
export function chooseEncoding(acceptEncoding) {
  const accept = String(acceptEncoding ?? '');
  if (/\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return 'identity';
}
