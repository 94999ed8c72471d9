// The media library as GET /api/media answers it, and how an asset becomes the view a page draws.
import type { MediaImageView, MediaVariant } from '@/lib/media-files';

export type MediaAsset = {
  id: string;
  kind: 'image' | 'video';
  file_name: string;
  width: number | null;
  height: number | null;
  alt: string;
  is_decorative: boolean;
  focal_x: number;
  focal_y: number;
  url: string;
  variants: (MediaVariant & { url: string })[];
};

export function imageView(asset: MediaAsset): MediaImageView {
  return {
    id: asset.id,
    url: asset.url,
    width: asset.width ?? 0,
    height: asset.height ?? 0,
    alt: asset.alt,
    isDecorative: asset.is_decorative,
    focalX: asset.focal_x,
    focalY: asset.focal_y,
    variants: asset.variants.map(({ format, width, height }) => ({ format, width, height })),
  };
}

/** The smallest WebP, for thumbnails in the picker. */
export function thumbnail(asset: MediaAsset): string {
  const webp = asset.variants.filter((variant) => variant.format === 'webp').sort((a, b) => a.width - b.width);
  return webp[0]?.url ?? asset.url;
}
