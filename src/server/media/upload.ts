import 'server-only';
// One upload into the library: read the multipart body the route wrapper has already counted,
// decide the type from the bytes, apply the size limits and the alt-text rule before any costly
// work, convert an image into its variants, then store the files and only then write the row.
// Files first: a failure afterwards removes them, and a crash in between leaves unreferenced files,
// never a row whose files are missing (docs/decisions/030).
import { randomUUID } from 'node:crypto';
import type { Db } from '@/server/db/client';
import { writeOrganization } from '@/server/write';
import { ApiError } from '@/server/http/api';
import { validate } from '@/server/http/route';
import { log } from '@/server/log';
import { variantName } from '@/lib/media-files';
import { MEDIA_LIMITS, MEDIA_MESSAGES, uploadFieldsSchema, type MediaAssetResponse } from '@/schemas/media';
import { fieldError } from './errors';
import { processImage } from './images';
import { insertMediaRow } from './queries';
import { sniffMedia } from './sniff';
import { mediaKey, mediaStorage } from './storage';
import { toMediaResponse } from './views';

type UploadInput = { organizationId: string; userId: string; contentType: string | null; bytes: Uint8Array };
type StoredFile = { name: string; data: Uint8Array; type: string };

async function readForm(contentType: string | null, bytes: Uint8Array): Promise<FormData> {
  if (!/^multipart\/form-data\s*;/i.test(contentType ?? '')) throw new ApiError(415, MEDIA_MESSAGES.multipartRequired, { body: [MEDIA_MESSAGES.multipartRequired] });
  try {
    return await new Response(bytes as BodyInit, { headers: { 'content-type': contentType! } }).formData();
  } catch {
    throw new ApiError(400, MEDIA_MESSAGES.multipartRequired, { body: ['The multipart body could not be read'] });
  }
}

const textField = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : undefined;
};

/** The uploaded name without any folder or control characters, for the library's list and search. */
function displayName(name: string, ext: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, MEDIA_LIMITS.fileName);
  return clean || `upload.${ext}`;
}

export async function uploadMedia(db: Db, input: UploadInput): Promise<MediaAssetResponse> {
  const form = await readForm(input.contentType, input.bytes);
  const file = form.get('file');
  if (!(file instanceof Blob) || file.size === 0) throw fieldError(400, 'file', MEDIA_MESSAGES.fileRequired);
  const fields = validate(uploadFieldsSchema, { alt: textField(form, 'alt'), decorative: textField(form, 'decorative') });
  const data = new Uint8Array(await file.arrayBuffer());

  const type = await sniffMedia(data);
  if (type.kind === 'image' && data.byteLength > MEDIA_LIMITS.imageBytes) throw fieldError(413, 'file', MEDIA_MESSAGES.imageTooLarge);
  if (type.kind === 'video' && data.byteLength > MEDIA_LIMITS.videoBytes) throw fieldError(413, 'file', MEDIA_MESSAGES.videoTooLarge);
  if (type.kind === 'image' && !fields.decorative && fields.alt === '') throw fieldError(400, 'alt', MEDIA_MESSAGES.altRequired);

  const image = type.kind === 'image' ? await processImage(data) : null;
  const sourceName = `${type.kind === 'image' ? 'source' : 'video'}.${type.ext}`;
  const files: StoredFile[] = [
    { name: sourceName, data, type: type.mime },
    ...(image?.variants ?? []).map((v) => ({ name: variantName(v), data: v.data, type: `image/${v.format}` })),
  ];

  const id = randomUUID();
  const keys = files.map((f) => mediaKey(input.organizationId, id, f.name));
  const storage = mediaStorage();
  try {
    await Promise.all(files.map((f, i) => storage.put(keys[i], f.data, f.type)));
    const row = await writeOrganization(db, input.organizationId, (tx) =>
      insertMediaRow(tx, {
        // Chosen here rather than by the database: the files are named after it before the row exists.
        id,
        organizationId: input.organizationId,
        kind: type.kind,
        mimeType: type.mime,
        fileName: displayName(file instanceof File ? file.name : '', type.ext),
        sourceName,
        byteSize: data.byteLength,
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
