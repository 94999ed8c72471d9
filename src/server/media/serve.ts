import 'server-only';
// Serves one media file on the organisation's own host. The asset is looked up for the
// organisation of the Host header and the storage key is built from that organisation's id, so
// another organisation's file is a 404 here whatever the path says. A file's bytes never change
// under its address (a new upload is a new asset), hence the year-long immutable caching; the type
// is the sniffed one with nosniff, so no browser reads an upload as a page.
import type { Db } from '@/server/db/client';
import { memo } from '@/server/cache/memo';
import { log } from '@/server/log';
import { MEDIA_MESSAGES } from '@/schemas/media';
import { fieldError } from './errors';
import { getMediaRow } from './queries';
import { mediaKey, mediaStorage, type ByteRange } from './storage';
import { servedFile } from './views';

/** Rows change only through the write path, which drops these entries; the time limit is a backstop. */
const ROW_TTL_MS = 10 * 60_000;

type Where = { organizationId: string; assetId: string; name: string };

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` within the file; 'unsatisfiable' past its end; null for no (or several) ranges. */
export function parseRange(header: string | null, size: number): ByteRange | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size) return 'unsatisfiable';
  return start <= end ? { start, end } : null;
}

export async function serveMediaFile(db: Db, where: Where, request: Request): Promise<Response> {
  const row = await memo(where.organizationId, `media:asset:${where.assetId}`, ROW_TTL_MS, () =>
    getMediaRow(db, { organizationId: where.organizationId, id: where.assetId }),
  );
  const file = row ? servedFile(row, where.name) : null;
  if (!row || !file) throw fieldError(404, 'file', MEDIA_MESSAGES.notFound);

  const etag = `"${row.id}/${where.name}"`;
  const headers = new Headers({
    'Content-Type': file.type,
    'Cache-Control': 'public, max-age=31536000, immutable',
    // Also set by the custom server on every answer (with its static CSP); said here so the route holds on its own.
    'X-Content-Type-Options': 'nosniff',
    'Accept-Ranges': 'bytes',
    ETag: etag,
  });
  if (request.headers.get('if-none-match')?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    return new Response(null, { status: 304, headers });
  }

  const range = parseRange(request.headers.get('range'), file.size);
  if (range === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${file.size}`);
    return new Response(null, { status: 416, headers });
  }
  if (range) headers.set('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`);
  headers.set('Content-Length', String(range ? range.end - range.start + 1 : file.size));
  const status = range ? 206 : 200;
  if (request.method === 'HEAD') return new Response(null, { status, headers });

  const body = await mediaStorage().read(mediaKey(where.organizationId, row.id, where.name), range ?? undefined);
  if (!body) {
    log.warn({ organizationId: where.organizationId, assetId: row.id, name: where.name }, 'A media file is missing from storage');
    throw fieldError(404, 'file', MEDIA_MESSAGES.notFound);
  }
  return new Response(body, { status, headers });
}
