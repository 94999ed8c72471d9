// Security headers of every response the custom server sends (docs/decisions/017-security-headers.md).
// HTML documents get a Content-Security-Policy that lists the SHA-256 hash of each inline script the
// page carries: the hashes are a property of the bytes, so the copy in the shared cache can replay
// the same header to every visitor, which a per-request nonce could not do safely.
import { createHash } from 'node:crypto';

// The providers src/lib/media.ts turns YouTube and Vimeo links into: their players are iframes.
const EMBED_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

/**
 * The LiveKit server a call moves to past four participants (docs/decisions/084), when one is
 * configured: its WebSocket address and the same host over http(s), which its client asks first.
 */
export function sfuOrigins(url) {
  if (!url) return [];
  try {
    const { protocol, host } = new URL(url);
    if (protocol !== 'wss:' && protocol !== 'ws:') return [];
    return protocol === 'wss:' ? [`wss://${host}`, `https://${host}`] : [`ws://${host}`, `http://${host}`];
  } catch {
    return [];
  }
}

/** Everything but the script list, which depends on the page. */
const DOCUMENT_DIRECTIVES = [
  "default-src 'self'",
  // React writes style attributes (widths, focal points, colours chosen in the editors).
  "style-src 'self' 'unsafe-inline'",
  // Organisations may store absolute URLs for images and videos, and e-mail previews show images
  // from an organisation's own host, plain http on a development machine. Images and media run no
  // code; over HTTPS the browser upgrades or blocks http ones anyway. Previews use blob: URLs.
  "img-src 'self' data: blob: https: http:",
  "media-src 'self' blob: https: http:",
  "font-src 'self' data:",
  `connect-src ${["'self'", ...sfuOrigins(process.env.LIVEKIT_URL)].join(' ')}`,
  `frame-src ${EMBED_ORIGINS.join(' ')}`,
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];

/** For responses that are not HTML documents (JSON, files, error texts): nothing may run or load. */
export const STATIC_POLICY = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
// Speculation rules are not code, but a browser applies inline ones only if script-src allows them.
const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript', 'application/ecmascript', 'speculationrules']);

function attribute(attributes, name) {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(attributes);
  if (match) return match[1] ?? match[2] ?? match[3] ?? '';
  return new RegExp(`(?:^|\\s)${name}(?:\\s|$)`, 'i').test(attributes) ? '' : null;
}

/**
 * The CSP source expressions ('sha256-…') of every inline script a browser would run in this HTML:
 * Next.js's bootstrap and flight data, React's streaming helpers, the islands' loader, and the
 * speculation rules. Data blocks (JSON-LD) need none.
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const match of html.matchAll(SCRIPT)) {
    const [, attributes, content] = match;
    if (attribute(attributes, 'src') !== null) continue;
    const type = (attribute(attributes, 'type') ?? '').trim().toLowerCase();
    if (!EXECUTABLE_TYPES.has(type)) continue;
    // Browsers hash the script as parsed, and the HTML parser turns CR LF and lone CR into LF.
    const parsed = content.replace(/\r\n?/g, '\n');
    hashes.add(`'sha256-${createHash('sha256').update(parsed, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The policy of one HTML document: scripts from this origin and exactly the inline ones it carries. */
export function documentPolicy(scriptHashes) {
  return [`script-src 'self'${scriptHashes.length ? ` ${scriptHashes.join(' ')}` : ''}`, ...DOCUMENT_DIRECTIVES].join('; ');
}

/** A stored policy as sent on one request: over HTTPS every subresource must be HTTPS too. */
export function policyForScheme(policy, https) {
  return https && policy.includes("default-src 'self'") ? `${policy}; upgrade-insecure-requests` : policy;
}

// Sent on every answer, so it names only what differs from the browser's defaults: the meeting
// features this site's own pages use, and the powerful ones nothing here needs, off everywhere.
// Fullscreen, autoplay and picture-in-picture keep their default ('self', delegable), which is what
// the video players' iframes ask for with their `allow` attribute.
const PERMISSIONS_POLICY = [
  'camera=(self)',
  'microphone=(self)',
  'display-capture=(self)',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'browsing-topics=()',
].join(', ');

/**
 * The headers every response carries, whatever it is. HSTS only over HTTPS (a plain-HTTP answer
 * cannot set it, and localhost development must stay reachable); no includeSubDomains, because an
 * organisation's custom domain may have subdomains that are not ours to force onto HTTPS.
 *
 * `publicPage`: a document the application marked as the same for every visitor (its shared-cache
 * opt-in). Such a page goes without `Cross-Origin-Opener-Policy`: it shows nothing personal that a
 * window holding a reference to it could probe, and the policy makes Chromium open the page in a
 * fresh browsing-context group, which delayed its first paint by about 100 ms on every arrival
 * (measured, decision 017). Everything else, the account and admin areas included, keeps
 * `same-origin`.
 */
export function baseSecurityHeaders({ https, publicPage = false }) {
  const headers = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    'x-frame-options': 'DENY',
  };
  if (!publicPage) headers['cross-origin-opener-policy'] = 'same-origin';
  if (https) headers['strict-transport-security'] = 'max-age=31536000';
  return headers;
}

// What the App Router reads from its own RSC fetches (client/route-params.js, segment cache, server
// actions). They describe the visitor's own request and are needed for client navigation to work.
const ROUTER_RESPONSE_HEADERS = new Set([
  'x-nextjs-rewritten-path',
  'x-nextjs-rewritten-query',
  'x-nextjs-stale-time',
  'x-nextjs-postponed',
  'x-nextjs-prerender',
  'x-nextjs-action-not-found',
]);

/**
 * Whether a response header is Next.js's internal routing state (rewrite targets, matched routes,
 * cache status), which no client needs; the App Router's own headers survive on its RSC fetches.
 */
export function isInternalResponseHeader(name, { routerRequest = false } = {}) {
  const lower = name.toLowerCase();
  if (lower.startsWith('x-middleware-') || lower === 'x-matched-path' || lower === 'x-powered-by' || lower.startsWith('x-invoke-')) return true;
  // A route handler's opt-in into shared caching is an instruction to this server (html-cache.mjs).
  if (lower === 'sitewright-cache') return true;
  if (lower.startsWith('x-nextjs-')) return !(routerRequest && ROUTER_RESPONSE_HEADERS.has(lower));
  return false;
}

/**
 * Whether a request header is one only Next.js itself, or this server, may set: a client sending
 * `x-middleware-prefetch` got an empty page rendered, `x-middleware-subrequest` skips the proxy, and
 * `x-sitewright-*` are stamped here (client address) or by the proxy (visitor path).
 */
export function isInternalRequestHeader(name) {
  const lower = name.toLowerCase();
  return lower.startsWith('x-middleware-') || lower.startsWith('x-invoke-') || lower === 'x-matched-path' || lower.startsWith('x-sitewright-') || lower === 'x-now-route-matches';
}
