// Serves the islands bundle (scripts/build-islands.mjs) under /_islands/: content-hashed files, so
// cached for a year, compressed once per file and encoding and kept in memory (a few dozen small files).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { chooseEncoding } from './html-cache.mjs';
import { ISLANDS_PREFIX, islandsDir } from './islands.mjs';

const FILE_NAME = /^[A-Za-z0-9_-]+\.js$|^licenses\.txt$/;
const files = new Map();

/** Public scripts every page loads: served like the islands, compressed and with lean headers. */
const PUBLIC_SCRIPTS = new Set(['/face-wait.js']);
const publicDir = () => path.join(path.dirname(islandsDir()), '..', 'public');

function load(name, dir = islandsDir()) {
  const key = `${dir}/${name}`;
  if (files.has(key)) return files.get(key);
  const full = path.join(dir, name);
  const body = FILE_NAME.test(name) && existsSync(full) ? readFileSync(full) : null;
  const entry = body && {
    identity: body,
    br: brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(body, { level: 9 }),
  };
  files.set(key, entry);
  return entry;
}

/** True when the request was for an islands file (answered here, found or not). */
export function serveIslandFile(req, res, securityHeaders) {
  const pathname = (req.url ?? '/').split('?')[0];
  const publicScript = PUBLIC_SCRIPTS.has(pathname);
  if (!pathname.startsWith(ISLANDS_PREFIX) && !publicScript) return false;
  const wanted = req.method === 'GET' || req.method === 'HEAD';
  const entry = wanted && (publicScript ? load(pathname.slice(1), publicDir()) : load(pathname.slice(ISLANDS_PREFIX.length)));
  if (!entry) {
    res.writeHead(404, { ...securityHeaders, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
    res.end(req.method === 'HEAD' ? undefined : 'Not found');
    return true;
  }
  const encoding = chooseEncoding(req.headers['accept-encoding']);
  const body = entry[encoding] ?? entry.identity;
  // A script needs no document policies; every byte of header is paid per file on a phone.
  const headers = {
    'x-content-type-options': 'nosniff',
    'content-type': pathname.endsWith('.txt') ? 'text/plain; charset=utf-8' : 'application/javascript; charset=utf-8',
    // Islands scripts are content-hashed; a public script and the licences file keep their names,
    // so they are checked hourly.
    'cache-control': publicScript || !pathname.endsWith('.js') ? 'public, max-age=3600' : 'public, max-age=31536000, immutable',
    'content-length': body.length,
    vary: 'Accept-Encoding',
  };
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}
