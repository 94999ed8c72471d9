// The media library: one row per uploaded file of an organisation. The files themselves live in
// the media storage (a directory, or an S3-compatible bucket) under {organization id}/{asset id}/;
// the row says which of them exist and what a page needs to show them (docs/decisions/030).
import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { MediaVariant } from '../../../lib/media-files';
import { createdAt, id, organizationId, updatedAt } from './_columns';
import { user } from './auth';

/** One generated size of an image, with what it weighs. */
export type StoredVariant = MediaVariant & { bytes: number };

export const mediaAssets = pgTable(
  'media_assets',
  {
    id: id(),
    organizationId: organizationId(),
    /** image or video, decided from the file's bytes. */
    kind: text('kind').$type<'image' | 'video'>().notNull(),
    /** The type sniffed from the bytes (never the one the browser declared). */
    mimeType: text('mime_type').notNull(),
    /** The name it was uploaded with, for the library's list and search only. */
    fileName: text('file_name').notNull(),
    /** The uploaded file in the asset's folder: source.{ext} for an image (kept, never served), video.{ext} for a video. */
    sourceName: text('source_name').notNull(),
    byteSize: integer('byte_size').notNull(),
    /** Upright pixel size (EXIF orientation applied) for images; null for videos. */
    width: integer('width'),
    height: integer('height'),
    alt: text('alt').notNull().default(''),
    isDecorative: boolean('is_decorative').notNull().default(false),
    focalX: doublePrecision('focal_x').notNull().default(50),
    focalY: doublePrecision('focal_y').notNull().default(50),
    variants: jsonb('variants').$type<StoredVariant[]>().notNull().default([]),
    uploadedBy: text('uploaded_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('media_assets_org_created_idx').on(t.organizationId, t.createdAt),
    check('media_assets_kind_check', sql`${t.kind} in ('image', 'video')`),
    check('media_assets_focal_check', sql`${t.focalX} between 0 and 100 and ${t.focalY} between 0 and 100`),
  ],
);
