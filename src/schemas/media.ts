// The media library: what an upload may be, the changes an editor makes to an asset, the list
// query, and the asset as the API answers it. Shared by the library's client (which checks size
// and alt text before sending) and the route handlers; zod/mini keeps the picker island small.
import * as z from 'zod/mini';

/** How many bytes and pixels one upload may have, and how long its texts may be (docs/decisions/030). */
export const MEDIA_LIMITS = {
  imageBytes: 15 * 1024 * 1024,
  videoBytes: 100 * 1024 * 1024,
  /** A decompression bomb is small on the wire and huge in memory: 50 MP covers a 48 MP phone photo. */
  imagePixels: 50_000_000,
  alt: 500,
  fileName: 200,
  search: 200,
} as const;

/** The whole multipart upload: the largest file plus its framing and the small text fields. */
export const MEDIA_UPLOAD_MAX_BYTES = MEDIA_LIMITS.videoBytes + 64 * 1024;
/** A PATCH body: alt text and a few numbers. */
export const MEDIA_MAX_BODY_BYTES = 4 * 1024;

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

export const MEDIA_MESSAGES = {
  fileRequired: 'Choose a file to upload',
  oneFile: 'Send one file per upload, in the field named file',
  tooManyUploads: 'Several uploads to this site are already running. Please try again in a few seconds.',
  multipartRequired: 'Send the file as multipart/form-data with a field named file',
  unsupportedType: 'This file type is not supported. Upload a JPEG, PNG, WebP, AVIF or GIF image, or an MP4, WebM, Ogg, MOV, AVI, WMV, FLV or MKV video.',
  svgRefused: 'SVG images are not accepted because they can carry scripts. Export the image as PNG or WebP and upload that.',
  imageTooLarge: `The image is too large. Images can be at most ${megabytes(MEDIA_LIMITS.imageBytes)}.`,
  videoTooLarge: `The video is too large. Videos can be at most ${megabytes(MEDIA_LIMITS.videoBytes)}.`,
  tooManyPixels: `The image has too many pixels. Images can be at most ${MEDIA_LIMITS.imagePixels / 1_000_000} megapixels.`,
  unreadableImage: 'The image could not be read. It may be damaged.',
  altRequired: 'Please describe the image in its alt text, or mark it as decorative',
  altTooLong: `Please keep the alt text under ${MEDIA_LIMITS.alt} characters`,
  badText: 'Text must not contain NUL or invalid characters',
  decorativeInvalid: 'Decorative must be true or false',
  focalInvalid: 'The focal point must be between 0 and 100',
  nothingToChange: 'Nothing to change',
  notFound: 'Media not found',
} as const;

export const MEDIA_KINDS = ['image', 'video'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

const cleanText = z.refine<string>((value) => !value.includes('\0'), MEDIA_MESSAGES.badText);
const altText = z.string().check(z.trim(), z.maxLength(MEDIA_LIMITS.alt, MEDIA_MESSAGES.altTooLong), cleanText);
const focal = z.number(MEDIA_MESSAGES.focalInvalid).check(z.gte(0, MEDIA_MESSAGES.focalInvalid), z.lte(100, MEDIA_MESSAGES.focalInvalid));

/** The text fields beside `file` in the multipart upload; a form checkbox sends "on". */
export const uploadFieldsSchema = z.object({
  alt: z._default(altText, ''),
  decorative: z.pipe(
    z._default(z.enum(['true', 'false', 'on', '1', '0', ''], MEDIA_MESSAGES.decorativeInvalid), ''),
    z.transform((value) => value === 'true' || value === 'on' || value === '1'),
  ),
});

export const updateMediaSchema = z
  .object({
    alt: z.optional(altText),
    is_decorative: z.optional(z.boolean(MEDIA_MESSAGES.decorativeInvalid)),
    focal_x: z.optional(focal),
    focal_y: z.optional(focal),
  })
  .check(z.refine((value) => Object.values(value).some((field) => field !== undefined), MEDIA_MESSAGES.nothingToChange));

const wholeNumber = (min: number, max: number) =>
  z.coerce.number().check(
    z.refine((value) => Number.isInteger(value), 'Must be a whole number'),
    z.gte(min),
    z.lte(max),
  );

export const mediaListQuerySchema = z.object({
  /** Matched against the file name and the alt text. */
  q: z.optional(z.string().check(z.trim(), z.maxLength(MEDIA_LIMITS.search))),
  kind: z.optional(z.enum(MEDIA_KINDS)),
  limit: z._default(wholeNumber(1, 100), 50),
  offset: z._default(wholeNumber(0, 1_000_000), 0),
});

export type UpdateMediaInput = z.infer<typeof updateMediaSchema>;
export type MediaListQuery = z.infer<typeof mediaListQuerySchema>;

export type MediaVariantResponse = { format: 'avif' | 'webp'; width: number; height: number; bytes: number; url: string };

/** One asset as the API answers it. `url` is what a section stores: the largest WebP, or the video file. */
export type MediaAssetResponse = {
  id: string;
  kind: MediaKind;
  mime_type: string;
  file_name: string;
  byte_size: number;
  width: number | null;
  height: number | null;
  alt: string;
  is_decorative: boolean;
  focal_x: number;
  focal_y: number;
  url: string;
  variants: MediaVariantResponse[];
  created_at: string;
  updated_at: string;
};

export type MediaListResponse = { items: MediaAssetResponse[]; total: number };
