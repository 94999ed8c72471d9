// Addresses of media-library files and what a page needs to render one image responsively. Pure,
// so the server (answers, the page lookup), the public components and the editor's picker agree
// on one address scheme: /api/media/file/{asset id}/{width}.{avif|webp} for image variants and
// /api/media/file/{asset id}/video.{ext} for videos, always on the organisation's own host.
import { UUID_SOURCE } from './patterns';

export const MEDIA_FILE_PATH = '/api/media/file';
export const MEDIA_IMAGE_FORMATS = ['avif', 'webp'] as const;
export type MediaImageFormat = (typeof MEDIA_IMAGE_FORMATS)[number];

/** One generated size of an image, as stored and as a page needs it. */
export type MediaVariant = { format: MediaImageFormat; width: number; height: number };

/** A media-library image as a page renders it: serialisable, so it can be handed to any component. */
export type MediaImageView = {
  id: string;
  /** The largest WebP: the fallback `src`, and the address sections store. */
  url: string;
  width: number;
  height: number;
  alt: string;
  isDecorative: boolean;
  /** Percent of width and height where the subject is; cropped views keep it in frame. */
  focalX: number;
  focalY: number;
  variants: MediaVariant[];
};

/** A page's library images by stored address; null for an address whose asset no longer exists here. */
export type MediaImages = Record<string, MediaImageView | null>;

const SERVED_NAME = /^(?:[1-9]\d{0,4}\.(?:avif|webp)|video\.[a-z0-9]{2,4})$/;
const FILE_URL = new RegExp(`^${MEDIA_FILE_PATH}/(${UUID_SOURCE})/([^/?#]+)$`, 'i');

export function variantName(variant: Pick<MediaVariant, 'format' | 'width'>): string {
  return `${variant.width}.${variant.format}`;
}

/** Whether `name` has the shape of a file the file route may serve (the asset's row still decides). */
export function isServedName(name: string): boolean {
  return SERVED_NAME.test(name);
}

export function mediaFileUrl(assetId: string, name: string): string {
  return `${MEDIA_FILE_PATH}/${assetId}/${name}`;
}

/**
 * The asset and file a stored address names, or null for anything else. Only paths on the
 * page's own host count: an absolute URL may point at another site, whose assets are not ours.
 */
export function parseMediaFileUrl(value: string | null | undefined): { assetId: string; name: string } | null {
  const path = value?.trim().split(/[?#]/)[0];
  if (!path) return null;
  const match = FILE_URL.exec(path);
  if (!match || !isServedName(match[2])) return null;
  return { assetId: match[1].toLowerCase(), name: match[2] };
}

/** The largest variant of one format, the fallback for browsers that skip `<source>`. */
export function largestVariant(variants: readonly MediaVariant[], format: MediaImageFormat): MediaVariant | undefined {
  return variants.filter((v) => v.format === format).reduce<MediaVariant | undefined>((best, v) => (!best || v.width > best.width ? v : best), undefined);
}

/** `url 320w, url 640w, …` for one format, narrowest first; empty when the image has none of it. */
export function srcSetFor(image: Pick<MediaImageView, 'id' | 'variants'>, format: MediaImageFormat): string {
  return image.variants
    .filter((v) => v.format === format)
    .sort((a, b) => a.width - b.width)
    .map((v) => `${mediaFileUrl(image.id, variantName(v))} ${v.width}w`)
    .join(', ');
}

/** CSS object-position for the focal point, clamped so a bad value can never escape the image. */
export function focalPosition(image: Pick<MediaImageView, 'focalX' | 'focalY'>): string {
  const clamp = (n: number) => (Number.isFinite(n) ? Math.min(100, Math.max(0, n)) : 50);
  return `${clamp(image.focalX)}% ${clamp(image.focalY)}%`;
}
