import 'server-only';
// An upload read as it arrives, never held whole: busboy splits the multipart body, the one file
// part goes to a temporary file, its first bytes decide its type, and the limit of that type stops
// the reading as soon as it is passed (an image is refused at 15 MB, not after 100). What is left of
// a refused body is not read at all: the client gets its answer while it is still sending. Every
// way out (refusal, broken body, client gone) removes the temporary file (docs/decisions/051).
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import Busboy from 'busboy';
import { ApiError } from '@/server/http/api';
import { MEDIA_LIMITS, MEDIA_MESSAGES } from '@/schemas/media';
import { fieldError } from './errors';
import { sniffMedia, type SniffedType } from './sniff';

/** Enough of the start for every signature we accept (file-type's own minimum is 4100 bytes). */
const SNIFF_BYTES = 64 * 1024;

/** The text fields beside the file are a few short words; more than this is not our form. */
const FORM_LIMITS = { fieldNameSize: 100, fieldSize: 8 * 1024, fields: 16, files: 1, parts: 20, headerPairs: 20 } as const;

export type ReceivedFile = { path: string; size: number; name: string; type: SniffedType };

export type ReceivedUpload = {
  file: ReceivedFile;
  /** The text fields, the first of a repeated name kept (as FormData.get does). */
  fields: Readonly<Record<string, string>>;
  /** Removes the temporary file; harmless to call twice. */
  discard: () => Promise<void>;
};

type Holder = { directory?: string };
const holder: Holder = ((globalThis as { __sitewrightUploads?: Holder }).__sitewrightUploads ??= {});

/** Where partial uploads are written: a folder of the system's temporary directory unless a test sets one. */
export function uploadDirectory(): string {
  return holder.directory ?? path.join(tmpdir(), 'sitewright-uploads');
}

/** For tests that watch the temporary files of their own uploads. */
export function setUploadDirectory(directory: string): void {
  holder.directory = directory;
}

const unreadable = (reason: string) => new ApiError(400, MEDIA_MESSAGES.multipartRequired, { body: [reason] });


/**
 * Passes the file's bytes on once its type is known, counting them against that type's limit. The
 * first SNIFF_BYTES are held back until they can be sniffed (or the file ends sooner).
 */
function typedLimit(onType: (type: SniffedType) => void, onSize: (size: number) => void): Transform {
  let head: Buffer[] = [];
  let headSize = 0;
  let size = 0;
  let limit = 0;
  let type: SniffedType | undefined;
  const tooLarge = () => fieldError(413, 'file', type!.kind === 'image' ? MEDIA_MESSAGES.imageTooLarge : MEDIA_MESSAGES.videoTooLarge);
  async function decide(stream: Transform): Promise<void> {
    const start = Buffer.concat(head, headSize);
    head = [];
    type = await sniffMedia(start);
    limit = type.kind === 'image' ? MEDIA_LIMITS.imageBytes : MEDIA_LIMITS.videoBytes;
    onType(type);
    if (size > limit) throw tooLarge();
    stream.push(start);
  }
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.byteLength;
      onSize(size);
      if (type) {
        if (size > limit) return callback(tooLarge());
        return callback(null, chunk);
      }
      head.push(chunk);
      headSize += chunk.byteLength;
      if (headSize < SNIFF_BYTES) return callback();
      decide(this).then(() => callback(), callback);
    },
    flush(callback) {
      if (type) return callback();
      if (size === 0) return callback(fieldError(400, 'file', MEDIA_MESSAGES.fileRequired));
      decide(this).then(() => callback(), callback);
    },
  });
}

/** A file system failure is ours (a full disk); anything else on the way in is the body's fault. */
function isOwnFailure(error: unknown): boolean {
  return typeof (error as NodeJS.ErrnoException | null)?.syscall === 'string';
}

/**
 * Reads a multipart upload from the stream: exactly one file part named `file`, and text fields.
 * Throws an ApiError (400, 413, 415) for anything else, with the temporary file already removed.
 */
export async function receiveUpload(body: ReadableStream<Uint8Array> | null, contentType: string | null): Promise<ReceivedUpload> {
  if (!/^multipart\/form-data\s*;/i.test(contentType ?? '')) throw new ApiError(415, MEDIA_MESSAGES.multipartRequired, { body: [MEDIA_MESSAGES.multipartRequired] });
  if (!body) throw fieldError(400, 'file', MEDIA_MESSAGES.fileRequired);
  let parser: Busboy.Busboy;
  try {
    // File names arrive as UTF-8 from every browser; busboy would read them as Latin-1.
    parser = Busboy({ headers: { 'content-type': contentType! }, defParamCharset: 'utf8', limits: FORM_LIMITS });
  } catch {
    throw unreadable('The multipart boundary is missing');
  }

  const directory = uploadDirectory();
  await mkdir(directory, { recursive: true, mode: 0o700 });
  const temporary = path.join(directory, `${randomUUID()}.part`);
  const discard = () => rm(temporary, { force: true });

  // The first failure is the answer; it also stops the reading of the body.
  const stop = new AbortController();
  let failure: unknown;
  const fail = (error: unknown) => {
    if (failure !== undefined) return;
    failure = error;
    stop.abort();
  };
  const stopped = new Promise<never>((_, reject) => stop.signal.addEventListener('abort', () => reject(failure), { once: true }));
  stopped.catch(() => undefined);

  const fields: Record<string, string> = {};
  let file: ReceivedFile | undefined;
  let written: Promise<void> = Promise.resolve();
  // The temporary file's stream. An aborted pipeline settles at once, while the stream may still be
  // opening its file: the file is removed only after the stream has closed, or it would reappear.
  let sink: ReturnType<typeof createWriteStream> | undefined;
  parser.on('field', (name, value, info) => {
    if (info.nameTruncated || info.valueTruncated) return fail(unreadable(`The field ${name.slice(0, 100)} is too long`));
    if (!(name in fields)) fields[name] = value;
  });
  parser.on('file', (name, stream, info) => {
    if (name !== 'file') {
      stream.resume();
      return fail(fieldError(400, 'file', MEDIA_MESSAGES.oneFile));
    }
    if (failure !== undefined) return void stream.resume();
    let type: SniffedType | undefined;
    let size = 0;
    const limit = typedLimit(
      (sniffed) => (type = sniffed),
      (count) => (size = count),
    );
    sink = createWriteStream(temporary, { flags: 'wx', mode: 0o600 });
    written = pipeline(stream, limit, sink, { signal: stop.signal })
      .then(() => void (file = { path: temporary, size, name: info.filename ?? '', type: type! }))
      .catch((error: unknown) => fail(error instanceof ApiError || isOwnFailure(error) ? error : unreadable('The file part ended early')));
  });
  parser.on('filesLimit', () => fail(fieldError(400, 'file', MEDIA_MESSAGES.oneFile)));
  parser.on('partsLimit', () => fail(unreadable('Too many parts')));
  parser.on('fieldsLimit', () => fail(unreadable('Too many fields')));
  parser.on('error', () => fail(unreadable('The multipart body is incomplete or malformed')));
  const parsed = new Promise<void>((resolve) => parser.once('close', resolve));

  // Bytes go to the parser only as fast as it (and the disk behind it) takes them.
  const reader = body.getReader();
  async function pump(): Promise<void> {
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (error) {
        // The client went away, or the wrapper's ceiling (an ApiError) was passed.
        throw error instanceof ApiError ? error : unreadable('The upload was interrupted');
      }
      if (chunk.done) {
        parser.end();
        return;
      }
      if (!parser.write(chunk.value)) await once(parser, 'drain', { signal: stop.signal });
    }
  }

  const reading = pump()
    .then(() => parsed)
    .then(() => written);
  // Whichever of the two settles first decides; the other must not surface as an unhandled rejection.
  reading.catch(() => undefined);
  try {
    await Promise.race([reading, stopped]);
    if (failure !== undefined) throw failure;
    if (!file) throw fieldError(400, 'file', MEDIA_MESSAGES.fileRequired);
    return { file, fields, discard };
  } catch (error) {
    fail(error);
    // The rest of a refused body is left unread (not cancelled): cancelling would close the
    // connection under the answer. The server drops it when the client stops sending.
    try {
      reader.releaseLock();
    } catch {
      // An older stream implementation refuses while a read is pending; the stream is dropped anyway.
    }
    parser.destroy();
    await written.catch(() => undefined);
    const opened = sink;
    if (opened && !opened.closed) await new Promise<void>((closed) => opened.once('close', () => closed()));
    await discard();
    throw failure;
  }
}
