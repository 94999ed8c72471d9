import { describe, expect, it } from 'vitest';
import { focalPosition, isServedName, largestVariant, mediaFileUrl, parseMediaFileUrl, srcSetFor, type MediaVariant } from './media-files';

const id = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b';
const variants: MediaVariant[] = [
  { format: 'webp', width: 640, height: 360 },
  { format: 'avif', width: 320, height: 180 },
  { format: 'webp', width: 320, height: 180 },
  { format: 'avif', width: 640, height: 360 },
];

describe('media file addresses', () => {
  it('reads back the asset and file of a library address, and nothing else', () => {
    expect(parseMediaFileUrl(mediaFileUrl(id, '640.webp'))).toEqual({ assetId: id, name: '640.webp' });
    expect(parseMediaFileUrl(`/api/media/file/${id.toUpperCase()}/video.mp4?v=1`)).toEqual({ assetId: id, name: 'video.mp4' });
    for (const other of [`https://elsewhere.example/api/media/file/${id}/640.webp`, `/api/media/file/${id}/source.png`, `/api/media/file/${id}/../x`, '/api/media/file/1/640.webp', '', null]) {
      expect(parseMediaFileUrl(other)).toBeNull();
    }
  });

  it('serves variants and videos by name, never the kept source', () => {
    expect(['320.avif', '1920.webp', 'video.webm'].every(isServedName)).toBe(true);
    expect(['source.jpg', '0.webp', '320.png', '.webp', 'video.mp4/'].some(isServedName)).toBe(false);
  });

  it('builds srcsets narrowest first and picks the largest fallback', () => {
    expect(srcSetFor({ id, variants }, 'avif')).toBe(`/api/media/file/${id}/320.avif 320w, /api/media/file/${id}/640.avif 640w`);
    expect(srcSetFor({ id, variants: variants.filter((v) => v.format === 'webp') }, 'avif')).toBe('');
    expect(largestVariant(variants, 'webp')).toEqual({ format: 'webp', width: 640, height: 360 });
  });

  it('turns the focal point into object-position, clamped', () => {
    expect(focalPosition({ focalX: 25, focalY: 80.5 })).toBe('25% 80.5%');
    expect(focalPosition({ focalX: -5, focalY: Number.NaN })).toBe('0% 50%');
  });
});
