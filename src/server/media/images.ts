import 'server-only';
// Turns an uploaded image into the files pages serve: each responsive width in AVIF and WebP,
// upright (EXIF orientation applied), in sRGB, with every piece of metadata (camera, GPS) left
// out. Done once at upload, so no visitor ever waits for a conversion. Decoding is bounded by a
// pixel limit (a small file can decode to gigabytes) and by how many images one process converts
// at a time, so a burst of uploads cannot take the server's memory.
import sharp, { type Sharp } from 'sharp';
import { MEDIA_LIMITS, MEDIA_MESSAGES } from '@/schemas/media';
import type { StoredVariant } from '@/server/db/schema';
import { fieldError } from './errors';

/** The widths pages ask for; the hero gallery's 1280 (editing spec §9) is one of them. */
export const VARIANT_WIDTHS = [320, 640, 960, 1280, 1920] as const;
const MAX_WIDTH = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1];
/** AVIF at effort 2: effort 4 took 13× longer here for a few percent fewer bytes. */
const AVIF = { quality: 50, effort: 2 } as const;
const WEBP = { quality: 78, effort: 4 } as const;
const PARALLEL_CONVERSIONS = 2;

export type ProcessedImage = { width: number; height: number; variants: (StoredVariant & { data: Buffer })[] };

/** The responsive widths for an image this wide: never wider than the image itself. */
export function variantWidths(width: number): number[] {
  const widths = new Set<number>(VARIANT_WIDTHS.filter((w) => w < width));
  widths.add(Math.min(width, MAX_WIDTH));
  return [...widths].sort((a, b) => a - b);
}

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `work` when one of the process's conversion slots is free; a freed slot passes straight to the next in line. */
async function inSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running < PARALLEL_CONVERSIONS) running += 1;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

async function readMetadata(bytes: Uint8Array) {
  try {
    return await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw fieldError(400, 'file', MEDIA_MESSAGES.unreadableImage);
  }
}

export async function processImage(bytes: Uint8Array): Promise<ProcessedImage> {
  const meta = await readMetadata(bytes);
  const pages = meta.pages ?? 1;
  const pageHeight = meta.pageHeight ?? meta.height;
  // Every frame of an animation is decoded: the limit is on all of them together.
  if (meta.width * pageHeight * pages > MEDIA_LIMITS.imagePixels) throw fieldError(413, 'file', MEDIA_MESSAGES.tooManyPixels);
  const animated = pages > 1;
  // One frame's size, turned upright as EXIF says (metadata reports the first frame of an animation).
  const { width, height } = meta.autoOrient ?? { width: meta.width, height: pageHeight };

  return inSlot(async () => {
    const source: Sharp = sharp(bytes, { limitInputPixels: MEDIA_LIMITS.imagePixels, failOn: 'error', animated }).autoOrient();
    const variants: ProcessedImage['variants'] = [];
    try {
      for (const target of variantWidths(width)) {
        const resized = () => source.clone().resize({ width: target, withoutEnlargement: true });
        // sharp writes no animated AVIF: an animation gets WebP only, which every browser plays.
        const outputs = animated ? [resized().webp(WEBP)] : [resized().avif(AVIF), resized().webp(WEBP)];
        for (const output of outputs) {
          const { data, info } = await output.toBuffer({ resolveWithObject: true });
          const format = info.format === 'heif' || info.format === 'avif' ? 'avif' : 'webp';
          variants.push({ format, width: info.width, height: animated ? (info.pageHeight ?? info.height) : info.height, bytes: data.byteLength, data });
        }
      }
    } catch {
      // Pixel data sharp cannot decode (a truncated or corrupt file) fails here, after the header read.
      throw fieldError(400, 'file', MEDIA_MESSAGES.unreadableImage);
    }
    return { width, height, variants };
  });
}
