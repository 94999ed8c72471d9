// The custom server's request handling, around Next.js's own handler: the gate (request-gate.mjs),
// the shared HTML cache (html-cache.mjs) and the security headers (security-headers.mjs). Kept apart
// from serve.mjs so tests can drive it over real HTTP with a stand-in for Next.js.
import { ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { normalizeHost } from '../src/lib/host-name.mjs';
import { log as serverLog } from '../src/server/logger.mjs';
import {
  cacheKeyOf,
  chooseEncoding,
  isCacheableRequest,
  isRouterRequest,
  replayableHeaders,
  SHARE_MARKER,
  sharedCacheHeaders,
  parseShareMarker,
  readShareMarker,
} from './html-cache.mjs';
import { serveIslandFile } from './islands-files.mjs';
import { sitePreloads } from './font-preload.mjs';
import { ISLANDS_AUDIENCE_HEADER } from './islands.mjs';
import { toPublicPage } from './public-page.mjs';
import { bodyLimitFor, checkRequest, DEFAULT_MAX_BODY_BYTES, tooLarge } from './request-gate.mjs';
import {
  baseSecurityHeaders,
  documentPolicy,
  inlineScriptHashes,
  isInternalRequestHeader,
  isInternalResponseHeader,
  policyForScheme,
  STATIC_POLICY,
} from './security-headers.mjs';

// Public files and build assets: streamed by Next.js as they are, never a page (the proxy's matcher
// in src/proxy.ts leaves the same extensions alone).
const STATIC_FILE = /\.(?:svg|png|jpe?g|gif|webp|avif|ico|css|js|map|woff2?)$/i;
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|xml|javascript|manifest\+json|rss\+xml|atom\+xml)|image\/svg\+xml)/i;
/** A closed connection whose body was never read stays half-open this long, so the answer arrives. */
const CLOSE_GRACE_MS = 1000;

const isHtml = (contentType) => /^text\/html\b/i.test(String(contentType ?? ''));

/** GET and HEAD page requests: answered with a whole document this server can inspect before sending. */
function isDocumentRequest(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (isRouterRequest(req)) return false;
  const pathname = (req.url ?? '/').split('?')[0];
  return !pathname.startsWith('/api/') && !pathname.startsWith('/_next/') && !pathname.startsWith('/demo/') && !STATIC_FILE.test(pathname);
}

/** Sets headers given to writeHead (an object, or Node's raw [name, value, …] forms) on the response. */
function applyHeaders(res, given) {
  if (!given || typeof given !== 'object') return;
  const pairs = Array.isArray(given)
    ? Array.isArray(given[0])
      ? given
      : given.flatMap((value, index) => (index % 2 ? [] : [[value, given[index + 1]]]))
    : Object.entries(given);
  const grouped = new Map();
  for (const [name, value] of pairs) {
    const lower = String(name).toLowerCase();
    grouped.set(lower, [...(grouped.get(lower) ?? []), ...(Array.isArray(value) ? value : [value])]);
  }
  for (const [name, values] of grouped) res.setHeader(name, values.length === 1 ? values[0] : values);
}

function mergeVary(existing, name) {
  const values = String(existing ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (!values.some((v) => v.toLowerCase() === name.toLowerCase())) values.push(name);
  return values.join(', ');
}

export function createRequestHandler({ handle, cache, cacheEnabled = true, trustProxy = false, maxBodyBytes = DEFAULT_MAX_BODY_BYTES, log = serverLog }) {
  const isHttps = (req) => {
    if (req.socket?.encrypted) return true;
    return trustProxy && String(req.headers['x-forwarded-proto'] ?? '').split(',')[0].trim().toLowerCase() === 'https';
  };

  /** Headers only Next.js or this server may set are dropped, and the visitor's address stamped. */
  function cleanRequestHeaders(req) {
    for (const name of Object.keys(req.headers)) if (isInternalRequestHeader(name)) delete req.headers[name];
    const forwarded = trustProxy ? String(req.headers['x-forwarded-for'] ?? '').split(',')[0].trim() : '';
    req.headers['x-sitewright-client-ip'] = forwarded || req.socket?.remoteAddress || 'unknown';
  }

  /**
   * Refuses a request: before any route runs, or while one reads a body that passed the ceiling.
   * Node's own methods write the answer, past any wrapper of this server; whatever the route still
   * writes afterwards goes nowhere.
   */
  function refuse(req, res, { status, error, details }, https) {
    const body = Buffer.from(JSON.stringify({ error, details }));
    // Node would read and discard the rest of the body after this answer, then close at once, and a
    // client still sending would often see the connection reset before reading the answer. Instead:
    // mark the body as taken (nothing reads it past the socket's small buffer), answer, half-close,
    // and cut the connection a moment later, once the client has had time to read.
    req.read(0);
    const socket = req.socket;
    socket.destroySoon = function closeAfterGrace() {
      socket.end();
      setTimeout(() => socket.destroy(), CLOSE_GRACE_MS).unref();
    };
    res.shouldKeepAlive = false;
    ServerResponse.prototype.writeHead.call(res, status, {
      ...baseSecurityHeaders({ https }),
      'content-security-policy': STATIC_POLICY,
      'content-type': 'application/json; charset=utf-8',
      'content-length': body.length,
      'cache-control': 'no-store',
      connection: 'close',
    });
    ServerResponse.prototype.end.call(res, req.method === 'HEAD' ? undefined : body);
    const ignore = () => res;
    Object.assign(res, { writeHead: ignore, setHeader: ignore, appendHeader: ignore, removeHeader: ignore, flushHeaders: ignore, end: ignore, write: () => true });
  }

  /**
   * A body without a declared length goes on to its route, which counts it against its own limit
   * (src/server/http/body.ts). This counts it too, as it arrives, against the server-wide ceiling:
   * past it, nothing more reaches the route and the request is answered 413 if nothing has been yet.
   */
  function countUndeclaredBody(req, res, https) {
    const push = req.push;
    const limit = bodyLimitFor(req, maxBodyBytes);
    let received = req.readableLength;
    let over = false;
    req.push = function countedPush(chunk, encoding) {
      if (chunk === null) return over ? false : push.call(this, chunk, encoding);
      if (over) return false;
      received += chunk.length;
      if (received <= limit) return push.call(this, chunk, encoding);
      over = true;
      if (res.headersSent) req.socket.destroy();
      else refuse(req, res, { status: 413, ...tooLarge(limit) }, https);
      return false;
    };
  }

  /** Headers of responses Next.js streams itself: internal ones out, security ones in. */
  function guardStreamedHeaders(req, res, https) {
    const writeHead = res.writeHead;
    const routerRequest = isRouterRequest(req);
    res.writeHead = function guardedWriteHead(statusCode, ...rest) {
      const message = typeof rest[0] === 'string' ? rest.shift() : undefined;
      applyHeaders(res, rest[0]);
      for (const name of res.getHeaderNames()) if (isInternalResponseHeader(name, { routerRequest })) res.removeHeader(name);
      for (const [name, value] of Object.entries(baseSecurityHeaders({ https }))) res.setHeader(name, value);
      res.setHeader('content-security-policy', STATIC_POLICY);
      // Only documents that went through serveDocument may be shared; any other HTML is personal.
      if (isHtml(res.getHeader('content-type'))) res.setHeader('cache-control', 'private, no-store');
      return message === undefined ? writeHead.call(this, statusCode) : writeHead.call(this, statusCode, message);
    };
  }

  /**
   * Lets Next.js render into memory, streaming nothing: the whole document is needed to hash its
   * inline scripts for the CSP and to decide whether it may be shared. HEAD renders as GET, so it
   * is answered with exactly the headers (and length) of the GET. An answer that turns out to be
   * neither HTML nor opted in (a file, a download) is streamed as Next.js writes it instead: the
   * decision is taken when its headers are written. Resolves to null once such an answer is sent.
   */
  async function renderCaptured(req, res, https) {
    const method = req.method;
    const acceptEncoding = req.headers['accept-encoding'];
    // Compression happens here, once, after the bytes are final: Next must hand over plain bytes.
    delete req.headers['accept-encoding'];
    if (method === 'HEAD') req.method = 'GET';
    const restoreRequest = () => {
      req.method = method;
      if (acceptEncoding !== undefined) req.headers['accept-encoding'] = acceptEncoding;
    };
    const chunks = [];
    let status = null;
    let mode = null;
    let settle;
    const settled = new Promise((resolve) => (settle = resolve));
    const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders };
    /** 'capture' for documents and opted-in answers; otherwise hands the response back to Next.js. */
    const decide = () => {
      if (mode) return mode;
      mode = isHtml(res.getHeader('content-type')) || res.hasHeader(SHARE_MARKER) ? 'capture' : 'stream';
      if (mode === 'stream') {
        Object.assign(res, original);
        restoreRequest();
        guardStreamedHeaders(req, res, https);
        res.setHeader('x-sitewright-cache', 'BYPASS');
        if (status !== null) res.statusCode = status;
        settle();
      }
      return mode;
    };
    res.flushHeaders = function flushHeaders() {
      if (decide() === 'stream') res.flushHeaders();
    };
    res.writeHead = function writeHead(code, ...rest) {
      status = code;
      applyHeaders(res, rest.find((arg) => arg && typeof arg === 'object'));
      return decide() === 'stream' ? res.writeHead(code) : res;
    };
    res.write = function write(chunk, encoding, callback) {
      if (decide() === 'stream') return res.write(chunk, encoding, callback);
      if (chunk && typeof chunk !== 'function') chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'));
      const done = [encoding, callback].find((arg) => typeof arg === 'function');
      if (done) done();
      return true;
    };
    res.end = function end(chunk, encoding, callback) {
      if (decide() === 'stream') return res.end(chunk, encoding, callback);
      if (chunk && typeof chunk !== 'function') res.write(chunk, typeof encoding === 'string' ? encoding : undefined);
      settle();
      const done = [chunk, encoding, callback].find((arg) => typeof arg === 'function');
      if (done) done();
      return res;
    };
    try {
      // Route handlers (sitemap.xml, robots.txt) wait for the response's 'finish' event after ending
      // it, which only the real end emits: wait for the captured end, not for Next's handler.
      const handled = Promise.resolve(handle(req, res));
      handled.catch((error) => log.error({ err: error, url: req.url }, 'Request failed'));
      let gone = false;
      await Promise.race([
        settled,
        handled.then(() => {
          if (mode !== null) return;
          // The visitor went away mid-render (a closed tab, a cancelled prefetch): Next.js stops
          // without an answer, and there is no one to send one to. Not an error of the server's.
          if (req.destroyed || res.destroyed || req.socket?.destroyed) gone = true;
          else throw new Error('Next.js returned without ending the response');
        }),
      ]);
      if (gone) {
        log.debug({ url: req.url }, 'The client went away before the page was ready');
        return null;
      }
      if (mode === 'stream') {
        await handled;
        return null;
      }
    } finally {
      if (mode !== 'stream') {
        Object.assign(res, original);
        restoreRequest();
      }
    }
    const headers = {};
    for (const name of res.getHeaderNames()) {
      headers[name] = res.getHeader(name);
      res.removeHeader(name);
    }
    return { status: status ?? res.statusCode, headers, body: Buffer.concat(chunks) };
  }

  /**
   * Turns Next.js's answer into what is sent and possibly stored: internal headers out, the page's
   * opt-in read, the CSP computed from the final bytes, the cache headers decided.
   */
  function prepare(page, { anonymous }) {
    const html = isHtml(page.headers['content-type']);
    const text = html ? page.body.toString('utf8') : null;
    const marker = html ? readShareMarker(text) : parseShareMarker(page.headers[SHARE_MARKER]);
    const headers = {};
    for (const [name, value] of Object.entries(page.headers)) if (!isInternalResponseHeader(name)) headers[name] = value;
    const shareable = Boolean(anonymous && marker && page.status === 200 && headers['set-cookie'] === undefined);
    if (shareable) Object.assign(headers, sharedCacheHeaders(marker));
    else if (html || marker) headers['cache-control'] = 'private, no-store';
    // The copy every anonymous visitor shares is the light one: no React runtime, only the page's CSS.
    const finalText = shareable && html ? toPublicPage(text) : text;
    const body = finalText === text ? page.body : Buffer.from(finalText);
    // The light copy preloads the face its first screen is set in (Inter unless the site chose another).
    if (finalText !== text && typeof headers.link === 'string') headers.link = sitePreloads(headers.link, finalText);
    headers['content-security-policy'] = html ? documentPolicy(inlineScriptHashes(finalText)) : STATIC_POLICY;
    headers.vary = mergeVary(headers.vary, 'Accept-Encoding');
    // A public page is one the application marked as shared, whoever asks (a signed-in visitor
    // included), so a URL always carries the same headers.
    const publicPage = Boolean(html && marker);
    return { status: page.status, headers, body, shareable, marker, publicPage };
  }

  function finalHeaders(headers, https, publicPage) {
    const all = { ...headers, ...baseSecurityHeaders({ https, publicPage }) };
    all['content-security-policy'] = policyForScheme(headers['content-security-policy'], https);
    return all;
  }

  /** A stored page's headers as sent over HTTP or HTTPS: worked out once per entry, not on every hit. */
  const sentHeaders = new WeakMap();
  function entryHeaders(entry, https) {
    let pair = sentHeaders.get(entry);
    if (!pair) sentHeaders.set(entry, (pair = {}));
    const scheme = https ? 'https' : 'http';
    // Only opted-in answers are stored, so a stored document is a public page.
    pair[scheme] ??= finalHeaders(entry.headers, https, isHtml(entry.headers['content-type']));
    return pair[scheme];
  }

  function sendEntry(req, res, entry, cacheStatus, https) {
    const encoding = chooseEncoding(req.headers['accept-encoding']);
    const body = encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : entry.body;
    const headers = { ...entryHeaders(entry, https), 'content-length': body.length, 'x-sitewright-cache': cacheStatus };
    // Shared caches in front subtract what this copy has already spent of its s-maxage.
    headers.age = String(Math.max(0, Math.floor((Date.now() - entry.storedAt) / 1000)));
    if (encoding !== 'identity') headers['content-encoding'] = encoding;
    res.writeHead(entry.status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  function sendFresh(req, res, prepared, https) {
    let body = prepared.body;
    const headers = { ...finalHeaders(prepared.headers, https, prepared.publicPage), 'x-sitewright-cache': 'BYPASS' };
    const encoding = body.length >= 1024 && COMPRESSIBLE.test(String(headers['content-type'] ?? '')) ? chooseEncoding(req.headers['accept-encoding']) : 'identity';
    if (encoding === 'br') body = brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } });
    else if (encoding === 'gzip') body = gzipSync(body, { level: 5 });
    if (encoding !== 'identity') headers['content-encoding'] = encoding;
    // No body on these statuses, and Node refuses a length for them.
    if (prepared.status !== 204 && prepared.status !== 304) headers['content-length'] = body.length;
    res.writeHead(prepared.status, headers);
    res.end(req.method === 'HEAD' || prepared.status === 204 || prepared.status === 304 ? undefined : body);
  }

  async function serveDocument(req, res, host, https) {
    // Anonymous, plain document requests may get shared-cache headers even with HTML_CACHE=off.
    const anonymous = isCacheableRequest(req);
    // Tells the app this page is drawn for the shared anonymous copy: islands then also write the
    // server HTML of their element props (src/islands/island.tsx). Clients cannot send it: every
    // x-sitewright-* request header is dropped on arrival.
    if (anonymous) req.headers[ISLANDS_AUDIENCE_HEADER] = '1';
    const useCache = cacheEnabled && anonymous;
    const { key, canonical } = cacheKeyOf(req.url);
    if (useCache) {
      const hit = cache.get(host, key);
      if (hit) {
        cache.stats.hits += 1;
        sendEntry(req, res, hit, 'HIT', https);
        return;
      }
      cache.stats.misses += 1;
    }
    const generation = cache.generation;
    const page = await renderCaptured(req, res, https);
    if (!page) return;
    const prepared = prepare(page, { anonymous });
    const stored =
      useCache &&
      canonical &&
      prepared.shareable &&
      cache.set(
        host,
        key,
        { status: prepared.status, headers: replayableHeaders(prepared.headers), body: prepared.body, tags: prepared.marker.tags, maxAgeMs: prepared.marker.sMaxAge * 1000 },
        generation,
      );
    if (stored) sendEntry(req, res, cache.get(host, key), 'MISS', https);
    else sendFresh(req, res, prepared, https);
  }

  async function onRequest(req, res) {
    const https = isHttps(req);
    try {
      const refusal = checkRequest(req, { maxBodyBytes });
      if (refusal) {
        refuse(req, res, refusal, https);
        return;
      }
      cleanRequestHeaders(req);
      if (req.headers['content-length'] === undefined && req.headers['transfer-encoding'] !== undefined) countUndeclaredBody(req, res, https);
      if (serveIslandFile(req, res, { ...baseSecurityHeaders({ https }), 'content-security-policy': STATIC_POLICY })) return;
      if (isDocumentRequest(req)) {
        await serveDocument(req, res, normalizeHost(req.headers.host), https);
        return;
      }
      guardStreamedHeaders(req, res, https);
      await handle(req, res);
    } catch (error) {
      log.error({ err: error, url: req.url }, 'Request failed');
      if (!res.headersSent) {
        res.writeHead(500, { ...baseSecurityHeaders({ https }), 'content-security-policy': STATIC_POLICY, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
      }
      res.end('Internal server error');
    }
  }

  /** `Expect: 100-continue`: a body that would be refused is refused before the client sends it. */
  function onCheckContinue(req, res) {
    const refusal = checkRequest(req, { maxBodyBytes });
    if (refusal) {
      refuse(req, res, refusal, isHttps(req));
      return;
    }
    res.writeContinue();
    return onRequest(req, res);
  }

  return { onRequest, onCheckContinue };
}
