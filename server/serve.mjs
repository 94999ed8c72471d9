#!/usr/bin/env node
// The production server: Next.js behind the anonymous HTML cache (server/html-cache.mjs).
// `npm start` runs this after the build; PORT chooses the port.
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { chooseEncoding, createHtmlCache, hostnameOf, isCacheableRequest, replayableHeaders } from './html-cache.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const port = Number(process.env.PORT || 3000);
const cacheEnabled = process.env.HTML_CACHE !== 'off';

const cache = createHtmlCache();
// The application reaches the cache through this handle to drop an organisation's hosts on edits.
globalThis.__sitewrightHtmlCache = cache;

const app = next({ dev: false, dir: root, port, hostname: 'localhost' });
const handle = app.getRequestHandler();
await app.prepare();

function send(req, res, entry, status) {
  const encoding = chooseEncoding(req.headers['accept-encoding']);
  const body = encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : entry.body;
  const headers = { ...entry.headers, 'content-length': body.length, vary: 'Accept-Encoding', 'x-sitewright-cache': status };
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  res.writeHead(entry.status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** Lets Next render into memory while streaming nothing, then stores and sends the page. */
async function renderAndStore(req, res, host, key) {
  const generation = cache.generation;
  // The cache compresses once per page itself; Next must hand over plain bytes.
  const acceptEncoding = req.headers['accept-encoding'];
  delete req.headers['accept-encoding'];
  const chunks = [];
  let status = 200;
  let headers = {};
  const original = { writeHead: res.writeHead, write: res.write, end: res.end, setHeader: res.setHeader, flushHeaders: res.flushHeaders };
  // Nothing reaches the socket while Next renders: headers are sent once, with the stored copy.
  res.flushHeaders = function flushHeaders() {};
  const capture = { ended: false };
  res.writeHead = function writeHead(code, ...rest) {
    status = code;
    const given = rest.find((arg) => arg && typeof arg === 'object');
    if (Array.isArray(given)) {
      // Raw form: [name, value, name, value, ...] or [[name, value], ...].
      const pairs = Array.isArray(given[0]) ? given : given.flatMap((v, i) => (i % 2 ? [] : [[v, given[i + 1]]]));
      for (const [k, v] of pairs) res.setHeader(k, v);
    } else if (given) {
      for (const [k, v] of Object.entries(given)) res.setHeader(k, v);
    }
    return res;
  };
  res.write = function write(chunk, encoding, callback) {
    if (chunk) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'));
    if (typeof callback === 'function') callback();
    return true;
  };
  const done = new Promise((resolve) => {
    res.end = function end(chunk, encoding, callback) {
      if (chunk && typeof chunk !== 'function') res.write(chunk, encoding);
      capture.ended = true;
      resolve();
      if (typeof callback === 'function') callback();
      else if (typeof encoding === 'function') encoding();
      else if (typeof chunk === 'function') chunk();
      return res;
    };
  });
  // Route handlers (sitemap.xml, robots.txt) wait for the response's 'finish' event after ending it,
  // which only the real end below emits: wait for the captured end, not for Next's handler.
  const handled = Promise.resolve(handle(req, res));
  handled.catch((error) => console.error('Request failed', error));
  await Promise.race([
    done,
    handled.then(() => {
      if (!capture.ended) throw new Error('Next.js returned without ending the response');
    }),
  ]);
  Object.assign(res, original);
  status = res.statusCode === 200 ? status : res.statusCode;
  headers = replayableHeaders(res.getHeaders());
  const body = Buffer.concat(chunks);
  const setCookie = res.getHeader('set-cookie');
  const stored = status === 200 && !setCookie && cache.set(host, key, { status, headers, body }, generation);
  req.headers['accept-encoding'] = acceptEncoding;
  if (stored) {
    send(req, res, cache.get(host, key), 'MISS');
  } else {
    for (const name of res.getHeaderNames()) if (name === 'content-length') res.removeHeader(name);
    res.writeHead(status, { ...res.getHeaders(), 'x-sitewright-cache': 'BYPASS' });
    res.end(req.method === 'HEAD' ? undefined : body);
  }
}

const trustProxy = process.env.TRUST_PROXY === '1' || process.env.TRUST_PROXY === 'true';

/** The visitor's address for rate limits, set here so a client cannot pick its own. */
function stampClientAddress(req) {
  const forwarded = trustProxy ? String(req.headers['x-forwarded-for'] ?? '').split(',')[0].trim() : '';
  req.headers['x-sitewright-client-ip'] = forwarded || req.socket.remoteAddress || 'unknown';
}

const server = createServer(async (req, res) => {
  try {
    stampClientAddress(req);
    if (!cacheEnabled || !isCacheableRequest(req)) {
      await handle(req, res);
      return;
    }
    const host = hostnameOf(req.headers.host);
    const key = req.url ?? '/';
    const hit = cache.get(host, key);
    if (hit) {
      cache.stats.hits += 1;
      send(req, res, hit, 'HIT');
      return;
    }
    cache.stats.misses += 1;
    await renderAndStore(req, res, host, key);
  } catch (error) {
    console.error('Request failed', error);
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
    res.end('Internal server error');
  }
});

server.listen(port, () => {
  console.log(`Sitewright is serving on http://localhost:${port} (HTML cache ${cacheEnabled ? 'on' : 'off'})`);
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close();
    process.exit(0);
  });
}
