import 'server-only';
// Media in a directory on this machine (the default): one folder per organisation and asset. A file
// is written beside its final name and renamed into place, so a reader never gets half of one; a
// folder emptied by a delete is removed with its last file.
import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { copyFile, mkdir, open, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ByteRange, MediaStorage } from './storage';

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';
}

export class DirectoryStorage implements MediaStorage {
  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** The file of a key, never outside the root (keys are ours, but a path is checked where it is used). */
  private fileOf(key: string): string {
    const file = path.resolve(this.root, key);
    if (!file.startsWith(this.root + path.sep)) throw new Error(`Media key outside the media directory: ${key}`);
    return file;
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    await this.writeInPlace(key, (temporary) => writeFile(temporary, bytes));
  }

  async putFile(key: string, source: string): Promise<void> {
    // A copy-on-write clone where the file system has them, an ordinary (streamed) copy elsewhere.
    await this.writeInPlace(key, (temporary) => copyFile(source, temporary, constants.COPYFILE_FICLONE));
  }

  /** Writes beside the final name, then renames into place. */
  private async writeInPlace(key: string, write: (temporary: string) => Promise<void>): Promise<void> {
    const file = this.fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await write(temporary);
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<ReadableStream<Uint8Array> | null> {
    let handle;
    try {
      handle = await open(this.fileOf(key), 'r');
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    const stream = handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    return Readable.toWeb(stream) as ReadableStream<Uint8Array>;
  }

  async remove(keys: readonly string[]): Promise<void> {
    const files = keys.map((key) => this.fileOf(key));
    await Promise.all(files.map((file) => rm(file, { force: true })));
    for (const folder of new Set(files.map((file) => path.dirname(file)))) {
      // Only an empty folder goes; another file still in it (or a concurrent upload) keeps it.
      await rmdir(folder).catch(() => undefined);
    }
  }
}
