import 'server-only';
// Media in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Backblaze B2, ...), for
// deployments with more than one machine. Objects are private: the file route reads them and
// serves them on the organisation's own host, so the bucket needs no public access and no CORS.
// Tested against an S3 emulator when TEST_S3_ENDPOINT is set, and its signer against Amazon's
// worked examples; the directory storage stays the default (docs/decisions/030).
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ByteRange, MediaStorage } from './storage';
import { EMPTY_PAYLOAD_HASH, sha256Hex, signRequest, awsEncode, type SigningKey } from './s3-signature';

export type S3Options = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  addressing: 'path' | 'virtual';
};

/** Reads and deletes answer quickly or not at all; an upload of the largest video gets longer. */
const SHORT_TIMEOUT_MS = 30_000;
const UPLOAD_TIMEOUT_MS = 300_000;

export class S3Storage implements MediaStorage {
  private readonly key: SigningKey;

  constructor(private readonly options: S3Options) {
    this.key = { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey, region: options.region };
  }

  private urlOf(key: string): URL {
    const url = new URL(this.options.endpoint);
    const encodedKey = key.split('/').map(awsEncode).join('/');
    const base = url.pathname.replace(/\/+$/, '');
    if (this.options.addressing === 'virtual') {
      url.hostname = `${this.options.bucket}.${url.hostname}`;
      url.pathname = `${base}/${encodedKey}`;
    } else {
      url.pathname = `${base}/${awsEncode(this.options.bucket)}/${encodedKey}`;
    }
    return url;
  }

  private async send(
    method: string,
    key: string,
    init: { body?: Uint8Array | ReadableStream<Uint8Array>; payloadHash?: string; headers?: Record<string, string>; timeoutMs?: number } = {},
  ): Promise<Response> {
    const url = this.urlOf(key);
    const payloadHash = init.payloadHash ?? (init.body instanceof Uint8Array ? sha256Hex(init.body) : EMPTY_PAYLOAD_HASH);
    const { host: _host, ...headers } = signRequest(this.key, { method, url, headers: init.headers, payloadHash, date: new Date() });
    return fetch(url, {
      method,
      headers,
      body: init.body as BodyInit | undefined,
      // A streamed body (a file) goes out as it is read; fetch requires saying so.
      ...(init.body instanceof ReadableStream ? { duplex: 'half' } : {}),
      signal: AbortSignal.timeout(init.timeoutMs ?? SHORT_TIMEOUT_MS),
    } as RequestInit);
  }

  private async failure(response: Response, what: string): Promise<Error> {
    const text = await response.text().catch(() => '');
    // S3 answers errors as XML with a Code element; that is the useful part for a log line.
    const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? text.slice(0, 200);
    return new Error(`S3 ${what} failed: ${response.status} ${code}`);
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const response = await this.send('PUT', key, { body: bytes, headers: { 'content-type': contentType }, timeoutMs: UPLOAD_TIMEOUT_MS });
    if (!response.ok) throw await this.failure(response, `PUT ${key}`);
    await response.body?.cancel();
  }

  async putFile(key: string, file: string, contentType: string): Promise<void> {
    // The signature covers the payload's hash, so the file is read twice: once to hash, once to
    // send with its length declared (S3 takes no chunked body), neither time held whole.
    const hash = createHash('sha256');
    await pipeline(createReadStream(file), hash);
    const { size } = await stat(file);
    const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
    const headers = { 'content-type': contentType, 'content-length': String(size) };
    const response = await this.send('PUT', key, { body, payloadHash: hash.digest('hex'), headers, timeoutMs: UPLOAD_TIMEOUT_MS });
    if (!response.ok) throw await this.failure(response, `PUT ${key}`);
    await response.body?.cancel();
  }

  async read(key: string, range?: ByteRange): Promise<ReadableStream<Uint8Array> | null> {
    const headers = range ? { range: `bytes=${range.start}-${range.end}` } : undefined;
    const response = await this.send('GET', key, { headers });
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) throw await this.failure(response, `GET ${key}`);
    return response.body;
  }

  async remove(keys: readonly string[]): Promise<void> {
    // One DELETE per object: an asset has a dozen files at most, and DeleteObjects would need an
    // XML body with a Content-MD5 for what a loop does as well.
    for (const key of keys) {
      const response = await this.send('DELETE', key);
      if (!response.ok && response.status !== 404) throw await this.failure(response, `DELETE ${key}`);
      await response.body?.cancel();
    }
  }
}
