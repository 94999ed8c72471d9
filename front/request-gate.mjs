// What every request must pass before any route runs (docs/decisions/017-security-headers.md, "the
// gate"): a request target that is a path, a Host header that is a host name, a path that decodes,
// and a body the server is willing to take, judged from the declared length. A body without a
// declared length (chunked) goes on and is counted as it arrives (request-handler.mjs).
import { normalizeHost } from '../src/lib/host-name.mjs';

/** The server-wide ceiling on a request body; routes set their own, smaller limits inside it. */
export const DEFAULT_MAX_BODY_BYTES = 10 * 1024 * 1024;

/**
 * Routes that take uploads larger than the server-wide ceiling, with their own ceiling: the media
 * library takes a video of up to 100 MB (src/schemas/media.ts). The route counts the bytes again
 * against its own, per-kind limits; everywhere else the server-wide one holds.
 */
export const UPLOAD_ROUTES = { 'POST /api/media': 100 * 1024 * 1024 + 64 * 1024 };

/** The body ceiling for this request: the server-wide one, raised for the upload routes. */
export function bodyLimitFor(req, maxBodyBytes = DEFAULT_MAX_BODY_BYTES) {
  const url = req.url ?? '';
  const question = url.indexOf('?');
  const upload = UPLOAD_ROUTES[`${req.method ?? 'GET'} ${question === -1 ? url : url.slice(0, question)}`];
  return upload === undefined ? maxBodyBytes : Math.max(maxBodyBytes, upload);
}

/** Reads MAX_BODY_BYTES; a bad value stops start-up rather than silently allowing any size. */
export function maxBodyBytesFrom(value) {
  if (value === undefined || value === '') return DEFAULT_MAX_BODY_BYTES;
  const bytes = Number(value);
  if (!Number.isSafeInteger(bytes) || bytes < 0) throw new Error(`Invalid configuration: MAX_BODY_BYTES must be a whole number of bytes, got "${value}"`);
  return bytes;
}

/** The answer to a body over the limit, in the words the route wrapper uses for its own limits. */
export function tooLarge(maxBytes) {
  return { error: 'Request body is too large', details: { body: [`At most ${maxBytes} bytes are accepted`] } };
}

/**
 * Null when the request may go on; otherwise the answer it gets: `{ status, error, details }`, in
 * the API's error shape (src/server/http/body.ts answers a route's own limit the same way).
 * `close` marks answers after which the connection must close because its body was never read.
 */
export function checkRequest(req, { maxBodyBytes = DEFAULT_MAX_BODY_BYTES } = {}) {
  const url = req.url ?? '';
  // Origin-form only. An absolute target (`GET http://other.example/`) would name a second host
  // next to the Host header; `OPTIONS *` has no route to run.
  if (!url.startsWith('/') || url.startsWith('//')) {
    return { status: 400, error: 'Invalid URL', details: { url: ['The request target must be a path'] }, close: true };
  }
  if (normalizeHost(req.headers.host) === null) {
    return { status: 400, error: 'Invalid Host header', details: { host: ['The Host header must be a host name with an optional port'] }, close: true };
  }
  const question = url.indexOf('?');
  const pathname = question === -1 ? url : url.slice(0, question);
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { status: 400, error: 'Invalid URL', details: { url: ['The path has a malformed percent-encoding'] }, close: true };
  }
  // No page or file name holds a control character, and PostgreSQL refuses NUL in any text value.
  if (/[\u0000-\u001f\u007f]/.test(decoded) || /%00/i.test(url)) {
    return { status: 400, error: 'Invalid URL', details: { url: ['The URL must not hold control characters'] }, close: true };
  }
  const declared = req.headers['content-length'];
  const limit = bodyLimitFor(req, maxBodyBytes);
  if (declared !== undefined && Number(declared) > limit) return { status: 413, ...tooLarge(limit), close: true };
  return null;
}
