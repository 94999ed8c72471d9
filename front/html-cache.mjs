// The anonymous HTML cache in front of Next.js (docs/decisions/006 and 016). A page that declares
// itself shareable (the same for every visitor) is kept per host and path, with the query reduced to
// the parameters that change the page, and served without rendering until its organisation changes.
// Plain JavaScript: it runs in the custom server, outside the Next.js bundles, and is reached from
// them through globalThis.
import { brotliCompress, brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { normalizeHost } from '../src/lib/host-name.mjs';

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'date', 'set-cookie', 'age']);

/** Request headers with which Next.js answers something other than the full HTML document. */
export const ROUTER_REQUEST_HEADERS = [
  'rsc',
  'next-router-prefetch',
  'next-router-state-tree',
  'next-router-segment-prefetch',
  'next-action',
  'next-url',
  'next-hmr-refresh',
  'x-middleware-prefetch',
];

/** Whether a request comes from the App Router (RSC payloads, prefetches, server actions). */
export function isRouterRequest(req) {
  return ROUTER_REQUEST_HEADERS.some((name) => req.headers[name] !== undefined) || /[?&]_rsc=/.test(req.url ?? '');
}

/** Whether a request may be answered from the shared cache (and, when its URL is canonical, fill it). */
export function isCacheableRequest(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const url = req.url ?? '/';
  if (url.startsWith('/api/') || url.startsWith('/_next/') || url.startsWith('/demo/')) return false;
  if (isRouterRequest(req)) return false;
  // Signed-in and editing visitors never share a copy.
  if (SESSION_COOKIE.test(req.headers.cookie ?? '')) return false;
  if (req.headers.authorization) return false;
  return true;
}

/**
 * Query parameters that change what a page renders on the server, and the pages they change. Every
 * other parameter (utm_*, redirectTo, token, …) only matters in the browser, so it neither makes a
 * new entry nor misses the stored one. Keep in step with the pages that read `searchParams`.
 */
export const QUERY_ALLOW_LIST = [
  // src/app/sites/[host]/[lang]/help-center/page.tsx renders the search results for ?q= on the server.
  { name: 'q', path: /^(?:\/[a-z]{2})?\/help-center$/ },
];

/**
 * The cache key of a request URL: its path plus the allow-listed parameters in a fixed order. The
 * URL is canonical when it is exactly its key; only a canonical URL's render may be stored, so no
 * stored page was rendered for a query string other visitors did not send.
 */
export function cacheKeyOf(url) {
  const raw = url || '/';
  const question = raw.indexOf('?');
  const pathname = question === -1 ? raw : raw.slice(0, question);
  const kept = new URLSearchParams();
  if (question !== -1) {
    const params = new URLSearchParams(raw.slice(question + 1));
    for (const { name, path } of QUERY_ALLOW_LIST) {
      if (!path.test(pathname)) continue;
      for (const value of params.getAll(name)) if (value !== '') kept.append(name, value);
    }
  }
  const query = kept.toString();
  const key = query ? `${pathname}?${query}` : pathname;
  return { pathname, key, canonical: key === raw, hasQuery: query !== '' };
}

const TAG = /^[a-z0-9][a-z0-9_-]{0,99}$/i;
const DEFAULT_SHARED_SECONDS = 600;

/**
 * Reads a page's opt-in into shared caching: `tags=org-…; s-maxage=600; stale-while-revalidate=60`.
 * Null unless it names at least one well-formed tag.
 */
export function parseShareMarker(value) {
  if (typeof value !== 'string' || value.length > 1000) return null;
  const fields = new Map();
  for (const part of value.split(';')) {
    const at = part.indexOf('=');
    if (at > 0) fields.set(part.slice(0, at).trim().toLowerCase(), part.slice(at + 1).trim());
  }
  const tags = (fields.get('tags') ?? '').split(/\s+/).filter(Boolean);
  if (tags.length === 0 || !tags.every((tag) => TAG.test(tag))) return null;
  const seconds = (name, fallback, max) => {
    const number = Number(fields.get(name));
    return Number.isInteger(number) && number >= 0 ? Math.min(number, max) : fallback;
  };
  return { tags, sMaxAge: seconds('s-maxage', DEFAULT_SHARED_SECONDS, 86400), staleWhileRevalidate: seconds('stale-while-revalidate', 0, 86400) };
}

/** The name of the <meta> (and of the response header, for route handlers) that carries the opt-in. */
export const SHARE_MARKER = 'sitewright-cache';
const MARKER_META = /<meta\s+name="sitewright-cache"\s+content="([^"]*)"\s*\/?>/i;

/**
 * Finds a page's opt-in in its <head>; only the head counts, so text in the body never can. The
 * <meta> stays in the page: React renders the same element from the page's flight data when it
 * hydrates, and the tag it names is public in the Cache-Tag header anyway.
 */
export function readShareMarker(html) {
  const headEnd = html.search(/<\/head\s*>/i);
  const match = headEnd === -1 ? null : MARKER_META.exec(html.slice(0, headEnd));
  return match ? parseShareMarker(match[1].replace(/&amp;/g, '&')) : null;
}

/** The standard shared-cache headers of an opted-in answer, for this server's and any CDN's cache. */
export function sharedCacheHeaders(marker) {
  const swr = marker.staleWhileRevalidate ? `, stale-while-revalidate=${marker.staleWhileRevalidate}` : '';
  return {
    // Browsers revalidate every time (edits show on the next request); shared caches keep it.
    'cache-control': `public, max-age=0, s-maxage=${marker.sMaxAge}${swr}`,
    'cache-tag': marker.tags.join(','),
    'surrogate-key': marker.tags.join(' '),
  };
}

export function createHtmlCache({ maxEntries = 5000, maxBytes = 256 * 1024 * 1024, maxAgeMs = 10 * 60 * 1000, maxVariantsPerPath = 20 } = {}) {
  /** host name → (key → entry); Map order doubles as least-recently-used order. */
  const byHost = new Map();
  /** `host path` → number of stored query variants of that path, bounded against floods of ?q=. */
  const variants = new Map();
  let entries = 0;
  let bytes = 0;
  let generation = 0;
  const stats = { hits: 0, misses: 0, stores: 0, drops: 0 };

  function variantKey(host, entry) {
    return `${host} ${entry.pathname}`;
  }

  function remove(host, key) {
    const paths = byHost.get(host);
    const entry = paths?.get(key);
    if (!entry) return;
    paths.delete(key);
    if (paths.size === 0) byHost.delete(host);
    if (entry.hasQuery) {
      const count = (variants.get(variantKey(host, entry)) ?? 1) - 1;
      if (count > 0) variants.set(variantKey(host, entry), count);
      else variants.delete(variantKey(host, entry));
    }
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
    get(hostName, key) {
      const host = normalizeHost(hostName);
      const paths = host && byHost.get(host);
      const entry = paths?.get(key);
      if (!entry) return undefined;
      if (Date.now() > entry.expiresAt) {
        remove(host, key);
        return undefined;
      }
      // Refresh recency.
      byHost.delete(host);
      byHost.set(host, paths);
      return entry;
    },
    /**
     * Stores a rendered page unless the cache was invalidated while it rendered. `tags` are the
     * page's purge tags; `maxAgeMs` its own shared lifetime, never longer than the cache's.
     */
    set(hostName, key, { status, headers, body, tags = [], maxAgeMs: pageMaxAgeMs }, renderGeneration) {
      const host = normalizeHost(hostName);
      if (!host || renderGeneration !== generation) return false;
      const { pathname, hasQuery } = cacheKeyOf(key);
      remove(host, key);
      if (hasQuery && (variants.get(`${host} ${pathname}`) ?? 0) >= maxVariantsPerPath) return false;
      const storedAt = Date.now();
      const entry = {
        status,
        headers,
        body,
        tags,
        pathname,
        hasQuery,
        gzip: gzipSync(body, { level: 6 }),
        br: brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }),
        storedAt,
        expiresAt: storedAt + Math.min(maxAgeMs, pageMaxAgeMs ?? maxAgeMs),
      };
      entry.size = body.length + entry.gzip.length + entry.br.length;
      let paths = byHost.get(host);
      if (!paths) byHost.set(host, (paths = new Map()));
      paths.set(key, entry);
      if (hasQuery) variants.set(variantKey(host, entry), (variants.get(variantKey(host, entry)) ?? 0) + 1);
      entries += 1;
      bytes += entry.size;
      stats.stores += 1;
      evict();
      // A smaller Brotli copy for every later visitor (about a tenth smaller for a home page), made
      // on libuv's threads, off the request path: its ~50 ms would otherwise delay the visitor who
      // filled the cache, and every request the server handles meanwhile. Paid once per stored page.
      const quality = { [zlib.BROTLI_PARAM_QUALITY]: 10, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length };
      brotliCompress(body, { params: quality }, (error, smaller) => {
        if (error || byHost.get(host)?.get(key) !== entry || smaller.length >= entry.br.length) return;
        const saved = entry.br.length - smaller.length;
        entry.br = smaller;
        entry.size -= saved;
        bytes -= saved;
      });
      return true;
    },
    /** Drops every page of these hosts (an organisation changed), however each is spelled. */
    dropHosts(hosts) {
      generation += 1;
      for (const name of hosts) {
        const host = normalizeHost(name);
        const paths = host && byHost.get(host);
        if (!paths) continue;
        for (const key of [...paths.keys()]) remove(host, key);
        stats.drops += 1;
      }
    },
    /** Drops every page carrying this purge tag (`org-{id}`), on whichever host it was stored. */
    dropTag(tag) {
      generation += 1;
      for (const [host, paths] of [...byHost]) {
        for (const [key, entry] of [...paths]) if (entry.tags.includes(tag)) remove(host, key);
      }
      stats.drops += 1;
    },
    dropAll() {
      generation += 1;
      byHost.clear();
      variants.clear();
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
  if (/\bbr\b(?!;q=0(?:\.0*)?\b)/.test(accept)) return 'br';
  if (/\bgzip\b(?!;q=0(?:\.0*)?\b)/.test(accept)) return 'gzip';
  return 'identity';
}
