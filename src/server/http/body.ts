import 'server-only';
// The one body parser and the one query reader of the API. Bytes are counted as they arrive, so a
// missing or lying Content-Length cannot make the server hold more than the route allows; text is
// decoded strictly, because a replacement character silently stored is worse than a clear 400; and
// no string may hold a NUL, which PostgreSQL refuses (a 500 we would rather never reach) and which
// truncates text in C-based tools further down the line.
import { ApiError } from './api';

export type ParsedBody = { bytes: Uint8Array; value: unknown };

/** Form posts (a contact form before its script loaded) and JSON; nothing else is read. */
type BodyKind = 'json' | 'form';

const ACCEPTED = 'Send application/json or application/x-www-form-urlencoded';
/** Deeper than any form or API object of ours; a deeper body is an attack on whoever walks it next. */
const MAX_DEPTH = 32;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function tooLarge(maxBytes: number): ApiError {
  return new ApiError(413, 'Request body is too large', { body: [`At most ${maxBytes} bytes are accepted`] });
}

/** Refuses a request whose declared length is over the limit, before anything else is done for it. */
export function checkDeclaredLength(request: Request, maxBytes: number): void {
  const declared = request.headers.get('content-length');
  if (declared === null) return;
  const size = Number(declared);
  if (!Number.isFinite(size) || size < 0) throw new ApiError(400, 'Invalid Content-Length', { body: ['Content-Length must be a number of bytes'] });
  if (size > maxBytes) throw tooLarge(maxBytes);
}

/** Every byte of the body, stopping (and answering 413) as soon as there are more than maxBytes. */
export async function readBytes(request: Request, maxBytes: number): Promise<Uint8Array> {
  checkDeclaredLength(request, maxBytes);
  const reader = request.body?.getReader();
  if (!reader) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  return chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
}

/**
 * The body left unread, for a route that streams it (uploads): a stream that pulls from the request
 * only when its reader asks, and fails with the same 413 as readBytes once more than maxBytes came.
 */
export function countedBody(request: Request, maxBytes: number): ReadableStream<Uint8Array> | null {
  const source = request.body;
  if (!source) return null;
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  let size = 0;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        reader ??= source.getReader();
        const { done, value } = await reader.read();
        if (done) return controller.close();
        size += value.byteLength;
        if (size > maxBytes) {
          await reader.cancel().catch(() => undefined);
          return controller.error(tooLarge(maxBytes));
        }
        controller.enqueue(value);
      },
      cancel(reason) {
        return (reader ?? source).cancel(reason);
      },
    },
    // Nothing is read ahead of the handler: no queue, a pull per read.
    { highWaterMark: 0 },
  );
}

function kindOf(request: Request): BodyKind {
  const type = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (type === 'application/json') return 'json';
  if (type === 'application/x-www-form-urlencoded') return 'form';
  throw new ApiError(415, 'Unsupported content type', { body: [ACCEPTED] });
}

function decodeUtf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ApiError(400, 'Request body is not valid UTF-8 text', { body: ['The body must be UTF-8 encoded'] });
  }
}

/** One `%xx` escape sequence decoded strictly: a malformed one or invalid UTF-8 behind it is null. */
function decodeComponent(text: string): string | null {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/** name=value pairs decoded strictly (URLSearchParams would quietly turn bad escapes into U+FFFD). */
export function decodePairs(text: string): [string, string][] | null {
  const pairs: [string, string][] = [];
  for (const part of text.split('&')) {
    if (part === '') continue;
    const at = part.indexOf('=');
    const name = decodeComponent(at === -1 ? part : part.slice(0, at));
    const value = decodeComponent(at === -1 ? '' : part.slice(at + 1));
    if (name === null || value === null) return null;
    pairs.push([name, value]);
  }
  return pairs;
}

/**
 * Where a value holds text no field may hold (NUL, or half of a surrogate pair that no UTF-8 can
 * carry), as `{ formErrors, fieldErrors }` like a schema's answer; null when every string is clean.
 */
function textProblems(value: unknown): { formErrors: string[]; fieldErrors: Record<string, string[]> } | null {
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  // A stack instead of recursion: a hostile body must not decide how deep our call stack goes.
  const stack: { value: unknown; field: string | null; depth: number }[] = [{ value, field: null, depth: 0 }];
  const report = (field: string | null, problem: string) => {
    if (field === null) formErrors.push(problem);
    else (fieldErrors[field] ??= []).push(problem);
  };
  while (stack.length > 0) {
    const { value: current, field, depth } = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\0')) report(field, 'Must not contain a NUL character');
      else if (LONE_SURROGATE.test(current)) report(field, 'Must be valid Unicode text');
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth >= MAX_DEPTH) throw new ApiError(400, 'Request body is nested too deeply', { body: [`At most ${MAX_DEPTH} levels of nesting`] });
    for (const [key, item] of Object.entries(current)) {
      const name = field ?? (Array.isArray(current) ? null : key);
      stack.push({ value: key, field: name, depth: depth + 1 }, { value: item, field: name, depth: depth + 1 });
    }
  }
  if (formErrors.length === 0 && Object.keys(fieldErrors).length === 0) return null;
  for (const key of Object.keys(fieldErrors)) fieldErrors[key] = [...new Set(fieldErrors[key])];
  return { formErrors: [...new Set(formErrors)], fieldErrors };
}

function assertCleanText(value: unknown, message: string): void {
  const problems = textProblems(value);
  if (problems) throw new ApiError(400, message, problems);
}

/**
 * The body read within maxBytes and parsed by its content type, with every string checked. An empty
 * body is `undefined` whatever its type says (a POST without a body is common and harmless).
 */
export async function readBody(request: Request, maxBytes: number): Promise<ParsedBody> {
  const bytes = await readBytes(request, maxBytes);
  if (bytes.byteLength === 0) return { bytes, value: undefined };
  const kind = kindOf(request);
  const text = decodeUtf8(bytes);
  let value: unknown;
  if (kind === 'form') {
    const pairs = decodePairs(text);
    if (!pairs) throw new ApiError(400, 'Request body is not valid form data', { body: ['Every field must be URL-encoded UTF-8'] });
    value = Object.fromEntries(pairs);
  } else {
    try {
      value = JSON.parse(text);
    } catch {
      throw new ApiError(400, 'Request body must be JSON', { body: ['The body is not valid JSON'] });
    }
  }
  assertCleanText(value, 'Text must not contain NUL or invalid characters');
  return { bytes, value };
}

/** The query string's parameters, strictly decoded and checked like a body; the last of a repeated name wins. */
export function readQuery(request: Request): Record<string, string> {
  const search = new URL(request.url).search.slice(1);
  const pairs = decodePairs(search);
  if (!pairs) throw new ApiError(400, 'The query string is not valid UTF-8 text', { query: ['Every parameter must be URL-encoded UTF-8'] });
  const query = Object.fromEntries(pairs);
  assertCleanText(query, 'Query parameters must not contain NUL or invalid characters');
  return query;
}

/** Path parameters arrive decoded; `%00` in a path is refused like one in a body. */
export function assertCleanParams(params: Record<string, unknown>): void {
  assertCleanText(params, 'The path must not contain NUL or invalid characters');
}
