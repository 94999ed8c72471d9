import 'server-only';
// What a media row looks like to the API, to a public page, and to the file route: the files an
// asset has, which of them may be served, and with which type.
import { largestVariant, mediaFileUrl, variantName, type MediaImageView } from '@/lib/media-files';
import type { MediaAssetResponse } from '@/schemas/media';
import type { MediaRow } from './queries';

/** The address a section stores: the largest WebP of an image, the file of a video. */
export function assetUrl(row: MediaRow): string {
  const largest = largestVariant(row.variants, 'webp');
  return mediaFileUrl(row.id, largest ? variantName(largest) : row.sourceName);
}

export function toMediaResponse(row: MediaRow): MediaAssetResponse {
  return {
    id: row.id,
    kind: row.kind,
    mime_type: row.mimeType,
    file_name: row.fileName,
    byte_size: row.byteSize,
    width: row.width,
    height: row.height,
    alt: row.alt,
    is_decorative: row.isDecorative,
    focal_x: row.focalX,
    focal_y: row.focalY,
    url: assetUrl(row),
    variants: row.variants.map((v) => ({ format: v.format, width: v.width, height: v.height, bytes: v.bytes, url: mediaFileUrl(row.id, variantName(v)) })),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toImageView(row: MediaRow): MediaImageView {
  return {
    id: row.id,
    url: assetUrl(row),
    width: row.width ?? 0,
    height: row.height ?? 0,
    alt: row.alt,
    isDecorative: row.isDecorative,
    focalX: row.focalX,
    focalY: row.focalY,
    variants: row.variants.map(({ format, width, height }) => ({ format, width, height })),
  };
}

/** Every file the asset has in storage, the kept image source included. */
export function storedNames(row: MediaRow): string[] {
  return [row.sourceName, ...row.variants.map(variantName)];
}

/**
 * A file of this asset that visitors may fetch, with its type and size; null for any other name.
 * An image's uploaded source is never served: it may carry the camera's metadata (GPS included).
 */
export function servedFile(row: MediaRow, name: string): { type: string; size: number } | null {
  if (row.kind === 'video') return name === row.sourceName ? { type: row.mimeType, size: row.byteSize } : null;
  const variant = row.variants.find((v) => variantName(v) === name);
  return variant ? { type: `image/${variant.format}`, size: variant.bytes } : null;
}
