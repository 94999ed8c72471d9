import 'server-only';
// The media library's rules beyond upload: listing and searching, one asset, editing its alt text,
// decorative flag and focal point, and deleting it with its files. Edits and deletes change what
// public pages show (alt text, crop, the image itself), so they go through the one write path.
import type { Db } from '@/server/db/client';
import { writeOrganization } from '@/server/write';
import { log } from '@/server/log';
import { MEDIA_MESSAGES, type MediaAssetResponse, type MediaListQuery, type MediaListResponse, type UpdateMediaInput } from '@/schemas/media';
import { fieldError } from './errors';
import { deleteMediaRow, getMediaRow, listMediaRows, lockMediaRow, updateMediaRow } from './queries';
import { mediaKey, mediaStorage } from './storage';
import { storedNames, toMediaResponse } from './views';

type Scope = { organizationId: string };

const notFound = () => fieldError(404, 'id', MEDIA_MESSAGES.notFound);

export async function listMedia(db: Db, where: Scope & MediaListQuery): Promise<MediaListResponse> {
  const { rows, total } = await listMediaRows(db, where);
  return { items: rows.map(toMediaResponse), total };
}

export async function getMedia(db: Db, where: Scope & { id: string }): Promise<MediaAssetResponse> {
  const row = await getMediaRow(db, where);
  if (!row) throw notFound();
  return toMediaResponse(row);
}

export async function updateMedia(db: Db, where: Scope & { id: string }, input: UpdateMediaInput): Promise<MediaAssetResponse> {
  const row = await writeOrganization(db, where.organizationId, async (tx) => {
    const current = await lockMediaRow(tx, where);
    if (!current) throw notFound();
    const next = {
      alt: input.alt ?? current.alt,
      isDecorative: input.is_decorative ?? current.isDecorative,
      focalX: input.focal_x ?? current.focalX,
      focalY: input.focal_y ?? current.focalY,
    };
    // The rule of the upload holds for every later state: an image says what it shows or is marked decorative.
    if (current.kind === 'image' && !next.isDecorative && next.alt === '') throw fieldError(400, 'alt', MEDIA_MESSAGES.altRequired);
    return updateMediaRow(tx, where, next);
  });
  return toMediaResponse(row);
}

/**
 * Deletes the row, then the files once the delete has committed: a rolled-back delete keeps its
 * files, and a file that cannot be removed is only logged (no row points at it any more, so it is
 * never served again).
 */
export async function deleteMedia(db: Db, where: Scope & { id: string }): Promise<void> {
  const row = await writeOrganization(db, where.organizationId, async (tx) => {
    const deleted = await deleteMediaRow(tx, where);
    if (!deleted) throw notFound();
    return deleted;
  });
  const keys = storedNames(row).map((name) => mediaKey(where.organizationId, row.id, name));
  await mediaStorage()
    .remove(keys)
    .catch((err: unknown) => log.warn({ err, keys }, 'Files of a deleted media asset could not be removed'));
}
