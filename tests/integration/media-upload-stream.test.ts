// Uploads as a stream, through the real route handler, database and storage: hostile multipart
// bodies get a 4xx `{ error, details }` and leave no temporary file behind, an image over its limit
// is refused once the limit is passed with most of its body never read, a client that goes away
// leaves nothing, and an organisation has at most four uploads running at once.
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as uploadPost } from '@/app/api/media/route';
import { mediaAssets, rateLimits } from '@/server/db/schema';
import { createOrganization } from '@/server/organizations/service';
import { ensureAccount } from '@/server/people/accounts';
import { saveProfile } from '@/server/account/profiles';
import { DirectoryStorage } from '@/server/media/directory-storage';
import { setUploadDirectory } from '@/server/media/receive';
import { setMediaStorage } from '@/server/media/storage';
import { UPLOAD_RETRY_SECONDS, UPLOADS_PER_ORGANIZATION } from '@/server/media/upload-slots';
import { MEDIA_LIMITS, MEDIA_MESSAGES, MEDIA_UPLOAD_MAX_BYTES, type MediaAssetResponse } from '@/schemas/media';
import { signIn } from '../support/auth';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases';

const A = 'stream-a.localhost';
const B = 'stream-b.localhost';
const BOUNDARY = '----sitewright-test-boundary';
const CHUNK = 64 * 1024;

type Part = { name: string; filename?: string; type?: string; data: Uint8Array | string };

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

const text = (value: string) => new TextEncoder().encode(value);
function partHead(part: Omit<Part, 'data'>): Uint8Array {
  const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
  return text(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`);
}
const CLOSE = text(`--${BOUNDARY}--\r\n`);
/** A whole multipart body, written by hand so it can say what a browser's FormData never would. */
function multipart(parts: Part[], close = true): Uint8Array {
  const pieces = parts.flatMap((part) => [partHead(part), typeof part.data === 'string' ? text(part.data) : part.data, text('\r\n')]);
  return Buffer.concat(close ? [...pieces, CLOSE] : pieces);
}

/**
 * A body produced as it is read: `head`, then `fill` bytes of filler, then `tail`. Counts what the
 * server pulled; can wait before the filler (`hold`) or fail part-way, as a client that goes away.
 */
function generatedBody(options: { head: Uint8Array; fill: number; tail?: Uint8Array; hold?: Promise<void>; failAfter?: number }) {
  const stats = { pulled: 0, started: deferred() };
  const filler = Buffer.alloc(CHUNK, 0x2a);
  let sent = 0;
  const total = options.head.byteLength + options.fill + (options.tail?.byteLength ?? 0);
  const stream = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        stats.started.resolve();
        if (sent === 0) {
          controller.enqueue(options.head);
          sent = stats.pulled = options.head.byteLength;
          return;
        }
        await options.hold;
        if (options.failAfter !== undefined && sent >= options.failAfter) return controller.error(new Error('The client went away'));
        const fillLeft = options.head.byteLength + options.fill - sent;
        const chunk = fillLeft > 0 ? filler.subarray(0, Math.min(CHUNK, fillLeft)) : options.tail;
        if (!chunk || sent >= total) return controller.close();
        controller.enqueue(chunk);
        sent += chunk.byteLength;
        stats.pulled = sent;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, stats, total };
}

const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#3a7' } }).png().toBuffer();
const mp4Header = () => Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isommp41'), Buffer.from([0, 0, 0, 0x10]), Buffer.from('mdat')]);

describe.each(DATABASE_KINDS)('streamed media uploads on %s', (kind) => {
  let database: TestDatabase;
  let mediaDir: string;
  let partsDir: string;
  let orgA: string;
  let cookieA = '';
  let cookieB = '';

  function post(host: string, cookie: string, body: BodyInit | Uint8Array, headers: Record<string, string> = {}): Promise<Response> {
    const request = new Request(`http://${host}/api/media`, {
      method: 'POST',
      headers: { host, origin: `http://${host}`, cookie, 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...headers },
      body: body as BodyInit,
      duplex: 'half',
    } as RequestInit);
    return uploadPost(request, { params: Promise.resolve({}) });
  }
  const assetFolders = async () => (existsSync(path.join(mediaDir, orgA)) ? await readdir(path.join(mediaDir, orgA)) : []);
  let foldersBefore: string[] = [];
  /** Temporary files, and stored files of this test that no row names. */
  const leftovers = async () => [...(await readdir(partsDir)), ...(await assetFolders()).filter((folder) => !foldersBefore.includes(folder))];
  async function refusal(response: Response, status: number, error: string) {
    const body = (await response.json()) as { error: string; details?: unknown };
    expect([response.status, body.error]).toEqual([status, error]);
    expect(body.details).toEqual(expect.any(Object));
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    mediaDir = await mkdtemp(path.join(tmpdir(), 'sitewright-stream-media-'));
    partsDir = await mkdtemp(path.join(tmpdir(), 'sitewright-stream-parts-'));
    setMediaStorage(new DirectoryStorage(mediaDir));
    setUploadDirectory(partsDir);
    orgA = (await createOrganization(database.db, { slug: 'stream-a', name: 'Stream A' })).id;
    const orgB = (await createOrganization(database.db, { slug: 'stream-b', name: 'Stream B' })).id;
    for (const [email, organizationId, host] of [['editor@stream-a.example', orgA, A], ['admin@stream-b.example', orgB, B]] as const) {
      const { userId } = await ensureAccount(database.db, { email, password: 'Passw0rdOK', name: email });
      await saveProfile(database.db, { organizationId, userId, username: email.split('@')[0], email, fullName: email, role: organizationId === orgA ? 'editor' : 'admin' });
      const { cookie } = await signIn(host, email, 'Passw0rdOK');
      if (host === A) cookieA = cookie;
      else cookieB = cookie;
    }
  });
  afterAll(async () => {
    await database.dispose();
    await rm(mediaDir, { recursive: true, force: true });
    await rm(partsDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await database.db.delete(mediaAssets);
    await database.db.delete(rateLimits);
    foldersBefore = await assetFolders();
  });
  afterEach(async () => {
    // Whatever happened to the upload, its temporary file is gone.
    expect(await readdir(partsDir)).toEqual([]);
  });

  it('stores a video from its temporary file, byte for byte, and an image with its name cleaned', async () => {
    const size = 3 * 1024 * 1024;
    const { stream } = generatedBody({ head: Buffer.concat([partHead({ name: 'file', filename: 'tour.mp4', type: 'video/mp4' }), mp4Header()]), fill: size - mp4Header().byteLength, tail: Buffer.concat([text('\r\n'), CLOSE]) });
    const video = await post(A, cookieA, stream);
    expect(video.status, await video.clone().text()).toBe(201);
    const asset = (await video.json()) as MediaAssetResponse;
    expect(asset).toMatchObject({ kind: 'video', mime_type: 'video/mp4', file_name: 'tour.mp4' });
    expect((await stat(path.join(mediaDir, orgA, asset.id, 'video.mp4'))).size).toBe(size);
    // A NUL (or any other control character) in the file name: raw in the part's header it breaks
    // the header's grammar (400); escaped as RFC 5987 allows, it is dropped, the name being only shown.
    const raw = await post(A, cookieA, multipart([{ name: 'file', filename: 'har\u0000bour.png', type: 'image/png', data: await png(64, 48) }, { name: 'alt', data: 'The harbour' }]));
    await refusal(raw, 400, MEDIA_MESSAGES.multipartRequired);
    const escaped = multipart([{ name: 'file', filename: 'x', type: 'image/png', data: await png(64, 48) }, { name: 'alt', data: 'The harbour' }]);
    const named = Buffer.from(Buffer.from(escaped).toString('latin1').replace('filename="x"', "filename*=utf-8''har%00bour%07%C3%A9.png"), 'latin1');
    const image = await post(A, cookieA, named);
    expect(image.status, await image.clone().text()).toBe(201);
    expect(await image.json()).toMatchObject({ kind: 'image', file_name: 'harbouré.png', width: 64, alt: 'The harbour' });
  });

  it('decides the type from the bytes, whatever the name and the declared type say', async () => {
    const zip = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(200, 1)]);
    const html = text('<!doctype html><html><body><script>alert(1)</script></body></html>');
    for (const [data, filename, type] of [[zip, 'holiday.jpg', 'image/jpeg'], [html, 'clip.mp4', 'video/mp4']] as const) {
      const response = await post(A, cookieA, multipart([{ name: 'file', filename, type, data }, { name: 'alt', data: 'x' }]));
      await refusal(response, 400, MEDIA_MESSAGES.unsupportedType);
    }
    expect(await database.db.select().from(mediaAssets)).toEqual([]);
    expect(await leftovers()).toEqual([]);
  });

  it('refuses an image over its limit as soon as the limit is passed, leaving the rest of a 100 MB body unread', async () => {
    const head = Buffer.concat([partHead({ name: 'file', filename: 'huge.png', type: 'image/png' }), await png(16, 16)]);
    const body = generatedBody({ head, fill: MEDIA_UPLOAD_MAX_BYTES - head.byteLength - 64 });
    const response = await post(A, cookieA, body.stream, { 'content-length': String(body.total) });
    await refusal(response, 413, MEDIA_MESSAGES.imageTooLarge);
    // Read up to the 15 MB limit and a few chunks of slack, not the 100 MB sent.
    expect(body.stats.pulled).toBeGreaterThan(MEDIA_LIMITS.imageBytes);
    expect(body.stats.pulled).toBeLessThan(MEDIA_LIMITS.imageBytes + 1024 * 1024);
    expect(body.total).toBeGreaterThan(6 * body.stats.pulled);
    expect(await leftovers()).toEqual([]);
  });

  it('answers 400 to a truncated body, a missing file, two files, a file under another name and bad text', async () => {
    const image = await png(32, 32);
    const cases: [string, Uint8Array, string][] = [
      ['truncated', multipart([{ name: 'file', filename: 'cut.png', type: 'image/png', data: image }], false).subarray(0, 400), MEDIA_MESSAGES.multipartRequired],
      ['no file part', multipart([{ name: 'alt', data: 'Nothing' }]), MEDIA_MESSAGES.fileRequired],
      ['an empty file', multipart([{ name: 'file', filename: 'empty.png', type: 'image/png', data: new Uint8Array(0) }]), MEDIA_MESSAGES.fileRequired],
      ['two file parts', multipart([{ name: 'file', filename: 'a.png', type: 'image/png', data: image }, { name: 'file', filename: 'b.png', type: 'image/png', data: image }, { name: 'alt', data: 'Two' }]), MEDIA_MESSAGES.oneFile],
      ['a file under another name', multipart([{ name: 'image', filename: 'a.png', type: 'image/png', data: image }]), MEDIA_MESSAGES.oneFile],
      ['a NUL in the alt text', multipart([{ name: 'file', filename: 'a.png', type: 'image/png', data: image }, { name: 'alt', data: 'a\u0000b' }]), MEDIA_MESSAGES.badText],
      ['not multipart at all', text('just some text'), MEDIA_MESSAGES.multipartRequired],
    ];
    for (const [label, body, error] of cases) {
      const response = await post(A, cookieA, body);
      const answer = (await response.json()) as { error: string; details: unknown };
      expect([label, response.status, answer.error]).toEqual([label, 400, error]);
      expect(answer.details, label).toEqual(expect.any(Object));
    }
    // Without a boundary the body cannot be split; with another type it is not an upload.
    await refusal(await post(A, cookieA, text('x'), { 'content-type': 'multipart/form-data' }), 415, MEDIA_MESSAGES.multipartRequired);
    await refusal(await post(A, cookieA, text('{}'), { 'content-type': 'application/json' }), 415, MEDIA_MESSAGES.multipartRequired);
    expect(await database.db.select().from(mediaAssets)).toEqual([]);
    expect(await leftovers()).toEqual([]);
  });

  it('leaves nothing behind when the client goes away mid-file', async () => {
    const head = Buffer.concat([partHead({ name: 'file', filename: 'tour.mp4', type: 'video/mp4' }), mp4Header()]);
    const body = generatedBody({ head, fill: 50 * 1024 * 1024, failAfter: 2 * 1024 * 1024 });
    const response = await post(A, cookieA, body.stream);
    expect(response.status).toBe(400);
    expect(body.stats.pulled).toBeLessThan(3 * 1024 * 1024);
    expect(await database.db.select().from(mediaAssets)).toEqual([]);
    expect(await leftovers()).toEqual([]);
  });

  it(`runs at most ${UPLOADS_PER_ORGANIZATION} uploads per organisation at once and says when to come back`, async () => {
    const gate = deferred();
    const head = Buffer.concat([partHead({ name: 'file', filename: 'clip.mp4', type: 'video/mp4' }), mp4Header()]);
    const held = Array.from({ length: UPLOADS_PER_ORGANIZATION }, () => generatedBody({ head, fill: 256 * 1024, tail: Buffer.concat([text('\r\n'), CLOSE]), hold: gate.promise }));
    const running = held.map((body) => post(A, cookieA, body.stream));
    // Each has begun reading its body, so each holds a slot.
    await Promise.all(held.map((body) => body.stats.started.promise));

    const extra = generatedBody({ head, fill: 1024, tail: Buffer.concat([text('\r\n'), CLOSE]) });
    const refused = await post(A, cookieA, extra.stream);
    expect([refused.status, refused.headers.get('retry-after')]).toEqual([429, String(UPLOAD_RETRY_SECONDS)]);
    expect(await refused.json()).toMatchObject({ error: MEDIA_MESSAGES.tooManyUploads });
    expect(extra.stats.pulled, 'a refused upload is not read').toBe(0);
    // Another organisation has its own slots.
    const other = await post(B, cookieB, multipart([{ name: 'file', filename: 'b.mp4', type: 'video/mp4', data: mp4Header() }]));
    expect(other.status).toBe(201);

    gate.resolve();
    expect((await Promise.all(running)).map((response) => response.status)).toEqual(Array(UPLOADS_PER_ORGANIZATION).fill(201));
    // The slots are given back, refusals included.
    const after = await post(A, cookieA, multipart([{ name: 'file', filename: 'c.mp4', type: 'video/mp4', data: mp4Header() }]));
    expect(after.status).toBe(201);
  });
});
