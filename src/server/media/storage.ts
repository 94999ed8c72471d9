import 'server-only';
// Where media files live, behind one small interface: a directory by default (DATA_DIR/media or
// MEDIA_DIR), an S3-compatible bucket when MEDIA_S3_* is configured. Keys are always built here
// from ids we generated, `{organization id}/{asset id}/{file name}`, so one organisation's files
// sit under its own prefix and no key ever comes from a request as it is.
import path from 'node:path';
import { config } from '@/config';
import { isUuid } from '@/lib/patterns';
import { DirectoryStorage } from './directory-storage';
import { S3Storage } from './s3-storage';

/** Bytes `start` to `end`, both included, as HTTP ranges count them. */
export type ByteRange = { start: number; end: number };

export interface MediaStorage {
  /** Stores a whole file; a reader never sees it half written. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Stores a copy of a file on this machine (an upload's temporary file), streamed, never held whole. */
  putFile(key: string, file: string, contentType: string): Promise<void>;
  /** The file's bytes (or one range of them), or null when there is no such file. */
  read(key: string, range?: ByteRange): Promise<ReadableStream<Uint8Array> | null>;
  /** Removes files; a file already gone is not an error. */
  remove(keys: readonly string[]): Promise<void>;
}

const FILE_NAME = /^[a-z0-9][a-z0-9.]{0,40}$/;

/** The storage key of one file of an asset. Refuses anything but our own ids and names. */
export function mediaKey(organizationId: string, assetId: string, fileName: string): string {
  if (!isUuid(organizationId) || !isUuid(assetId) || !FILE_NAME.test(fileName) || fileName.includes('..')) {
    throw new Error(`Not a media key: ${organizationId}/${assetId}/${fileName}`);
  }
  return `${organizationId.toLowerCase()}/${assetId.toLowerCase()}/${fileName}`;
}

type Holder = { storage?: MediaStorage };
// One per process, like the database handle, across the module copies of `next dev`.
const holder: Holder = ((globalThis as { __sitewrightMedia?: Holder }).__sitewrightMedia ??= {});

function fromConfig(): MediaStorage {
  const c = config();
  if (c.MEDIA_S3_BUCKET && c.MEDIA_S3_ENDPOINT && c.MEDIA_S3_ACCESS_KEY_ID && c.MEDIA_S3_SECRET_ACCESS_KEY) {
    return new S3Storage({
      endpoint: c.MEDIA_S3_ENDPOINT,
      bucket: c.MEDIA_S3_BUCKET,
      region: c.MEDIA_S3_REGION,
      accessKeyId: c.MEDIA_S3_ACCESS_KEY_ID,
      secretAccessKey: c.MEDIA_S3_SECRET_ACCESS_KEY,
      addressing: c.MEDIA_S3_ADDRESSING,
    });
  }
  return new DirectoryStorage(c.MEDIA_DIR ?? path.join(c.DATA_DIR, 'media'));
}

/** The process's media storage, chosen from the configuration on first use. */
export function mediaStorage(): MediaStorage {
  holder.storage ??= fromConfig();
  return holder.storage;
}

/** For tests and scripts that keep media somewhere of their own. */
export function setMediaStorage(storage: MediaStorage): void {
  holder.storage = storage;
}
