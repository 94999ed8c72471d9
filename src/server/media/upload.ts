import 'server-only';
// One upload into the library: receive the multipart body as it streams in (the type decided from
// the first bytes, the limit of that type applied while reading, the file kept in a temporary file,
// src/server/media/receive.ts), apply the alt-text rule before any costly work, convert an image
// into its variants, then store the files and only then write the row. Files first: a failure
// afterwards removes them, and a crash in between leaves unreferenced files, never a row whose
// files are missing (docs/decisions/030). At most a few uploads per organisation run at once
// (src/server/media/upload-slots.ts).
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Db } from '@/server/db/client';
import { writeOrganization } from '@/server/write';
import { validate } from '@/server/http/route';
import { log } from '@/server/log';
import { variantName } from '@/lib/media-files';
import { MEDIA_LIMITS, MEDIA_MESSAGES, uploadFieldsSchema, type MediaAssetResponse } from '@/schemas/media';
import { fieldError } from './errors';
import { processImage } from './images';
import { insertMediaRow } from './queries';
import { receiveUpload } from './receive';
import { mediaKey, mediaStorage } from './storage';
import { takeUploadSlot } from './upload-slots';
import { toMediaResponse } from './views';

type UploadInput = { organizationId: string; userId: string; contentType: string | null; body: ReadableStream<Uint8Array> | null };
/** A file to store: small bytes in memory (image variants) or the upload's temporary file (the source). */
type StoredFile = { name: string; type: string } & ({ data: Uint8Array } | { path: string });

/** The uploaded name without any folder or control characters, for the library's list and search. */
function displayName(name: string, ext: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, MEDIA_LIMITS.fileName);
  return clean || `upload.${ext}`;
}

export async function uploadMedia(db: Db, input: UploadInput): Promise<MediaAssetResponse> {
  // Taken before a byte of the body is read, so a refused upload costs nothing.
  const release = takeUploadSlot(input.organizationId);
  try {
    const upload = await receiveUpload(input.body, input.contentType);
    try {
      return await storeUpload(db, input, upload);
    } finally {
      await upload.discard();
    }
  } finally {
    release();
  }
}

async function storeUpload(db: Db, input: UploadInput, { file, fields: form }: Awaited<ReturnType<typeof receiveUpload>>): Promise<MediaAssetResponse> {
  const { type } = file;
  const fields = validate(uploadFieldsSchema, { alt: form.alt, decorative: form.decorative });
  if (type.kind === 'image' && !fields.decorative && fields.alt === '') throw fieldError(400, 'alt', MEDIA_MESSAGES.altRequired);

  // An image is at most 15 MB and sharp decodes it whole anyway; a video is never read into memory.
  const image = type.kind === 'image' ? await processImage(await readFile(file.path)) : null;
  const sourceName = `${type.kind === 'image' ? 'source' : 'video'}.${type.ext}`;
  const files: StoredFile[] = [
    { name: sourceName, path: file.path, type: type.mime },
    ...(image?.variants ?? []).map((v) => ({ name: variantName(v), data: v.data, type: `image/${v.format}` })),
  ];

  const id = randomUUID();
  const keys = files.map((f) => mediaKey(input.organizationId, id, f.name));
  const storage = mediaStorage();
  try {
    await Promise.all(files.map((f, i) => ('path' in f ? storage.putFile(keys[i], f.path, f.type) : storage.put(keys[i], f.data, f.type))));
    const row = await writeOrganization(db, input.organizationId, (tx) =>
      insertMediaRow(tx, {
        // Chosen here rather than by the database: the files are named after it before the row exists.
        id,
        organizationId: input.organizationId,
        kind: type.kind,
        mimeType: type.mime,
        fileName: displayName(file.name, type.ext),
        sourceName,
        byteSize: file.size,
        width: image?.width ?? null,
        height: image?.height ?? null,
        alt: fields.alt,
        isDecorative: fields.decorative,
        variants: (image?.variants ?? []).map(({ format, width, height, bytes }) => ({ format, width, height, bytes })),
        uploadedBy: input.userId,
      }),
    );
    return toMediaResponse(row);
  } catch (error) {
    await storage.remove(keys).catch((err: unknown) => log.warn({ err, keys }, 'Media files of a failed upload could not be removed'));
    throw error;
  }
}
