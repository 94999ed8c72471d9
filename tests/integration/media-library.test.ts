// The media library through its real route handlers, database and sharp: uploads sniffed from the
// bytes, variants written to storage at the right sizes and formats, alt text required, listing and
// search, focal points, deletes that take the files along, organisations kept apart, the public file
// route (immutable caching, HEAD, ranges), and the responsive <picture> pages render.
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { crc32 } from 'node:zlib';
import path from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GET as listGet, POST as uploadPost } from '@/app/api/media/route';
import { DELETE as assetDelete, GET as assetGet, PATCH as assetPatch } from '@/app/api/media/[id]/route';
import { GET as fileGet, HEAD as fileHead } from '@/app/api/media/file/[id]/[name]/route';
import { mediaAssets, rateLimits } from '@/server/db/schema';
import { createOrganization } from '@/server/organizations/service';
import { ensureAccount } from '@/server/people/accounts';
import { saveProfile } from '@/server/account/profiles';
import { DirectoryStorage } from '@/server/media/directory-storage';
import { S3Storage } from '@/server/media/s3-storage';
import { setMediaStorage, mediaStorage } from '@/server/media/storage';
import { findMediaImages } from '@/server/media/lookup';
import { ResponsiveImage, StoredImage } from '@/features/media/responsive-image';
import { MEDIA_LIMITS, MEDIA_MESSAGES, MEDIA_UPLOAD_MAX_BYTES, type MediaAssetResponse } from '@/schemas/media';
import type { MediaImageView } from '@/lib/media-files';
import { signIn } from '../support/auth';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases';

const A = 'studio-a.localhost';
const B = 'studio-b.localhost';
type Who = { cookie?: string; origin?: string };
type Upload = { bytes: Uint8Array; name?: string; type?: string; alt?: string; decorative?: string };

function headersFor(host: string, who: Who, extra: Record<string, string> = {}): Record<string, string> {
  return { host, origin: who.origin ?? `http://${host}`, ...(who.cookie ? { cookie: who.cookie } : {}), ...extra };
}
const none = { params: Promise.resolve({}) };
const withId = (id: string) => ({ params: Promise.resolve({ id }) });

function upload(host: string, who: Who, file: Upload): Promise<Response> {
  const form = new FormData();
  form.set('file', new Blob([file.bytes as BlobPart], { type: file.type ?? 'image/png' }), file.name ?? 'picture.png');
  if (file.alt !== undefined) form.set('alt', file.alt);
  if (file.decorative !== undefined) form.set('decorative', file.decorative);
  return uploadPost(new Request(`http://${host}/api/media`, { method: 'POST', headers: headersFor(host, who), body: form }), none);
}
const list = (host: string, who: Who, query = '') => listGet(new Request(`http://${host}/api/media${query}`, { headers: headersFor(host, who) }), none);
const show = (host: string, who: Who, id: string) => assetGet(new Request(`http://${host}/api/media/${id}`, { headers: headersFor(host, who) }), withId(id));
const patch = (host: string, who: Who, id: string, body: unknown) =>
  assetPatch(new Request(`http://${host}/api/media/${id}`, { method: 'PATCH', headers: headersFor(host, who, { 'content-type': 'application/json' }), body: JSON.stringify(body) }), withId(id));
const remove = (host: string, who: Who, id: string) => assetDelete(new Request(`http://${host}/api/media/${id}`, { method: 'DELETE', headers: headersFor(host, who) }), withId(id));
function file(host: string, id: string, name: string, init: { method?: string; headers?: Record<string, string> } = {}): Promise<Response> {
  const handler = init.method === 'HEAD' ? fileHead : fileGet;
  return handler(new Request(`http://${host}/api/media/file/${id}/${name}`, { method: init.method ?? 'GET', headers: { host, ...init.headers } }), { params: Promise.resolve({ id, name }) });
}

const png = (width: number, height: number) => sharp({ create: { width, height, channels: 4, background: { r: 20, g: 120, b: 200, alpha: 1 } } }).png().toBuffer();
// A landscape photo whose camera says "rotate 90° clockwise": the upright picture is portrait.
const rotatedJpeg = () => sharp({ create: { width: 800, height: 600, channels: 3, background: '#c84' } }).jpeg().withMetadata({ orientation: 6 }).toBuffer();
// The smallest MP4 that says what it is: an ftyp box, then an empty mdat.
const mp4 = (brand = 'isom') => Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from(`ftyp${brand}`), Buffer.from([0, 0, 2, 0]), Buffer.from(`${brand}mp41`), Buffer.from([0, 0, 0, 0x10]), Buffer.from('mdat'), Buffer.alloc(8, 7)]);

async function created(response: Response): Promise<MediaAssetResponse> {
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as MediaAssetResponse;
}

describe.each(DATABASE_KINDS)('media library on %s', (kind) => {
  let database: TestDatabase;
  let dir: string;
  let orgA: string;
  let orgB: string;
  const who: Record<'admin' | 'editor' | 'customer' | 'adminB', Who & { userId?: string }> = { admin: {}, editor: {}, customer: {}, adminB: {} };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    dir = await mkdtemp(path.join(tmpdir(), 'sitewright-media-'));
    setMediaStorage(new DirectoryStorage(dir));
    orgA = (await createOrganization(database.db, { slug: 'studio-a', name: 'Studio A' })).id;
    orgB = (await createOrganization(database.db, { slug: 'studio-b', name: 'Studio B' })).id;
    const people = [
      ['admin', 'admin@a.example', orgA, 'admin', A],
      ['editor', 'editor@a.example', orgA, 'editor', A],
      ['customer', 'ada@a.example', orgA, 'customer', A],
      ['adminB', 'admin@b.example', orgB, 'admin', B],
    ] as const;
    for (const [key, email, organizationId, role, host] of people) {
      const { userId } = await ensureAccount(database.db, { email, password: 'Passw0rdOK', name: key });
      await saveProfile(database.db, { organizationId, userId, username: key.toLowerCase(), email, fullName: key, role });
      who[key] = { cookie: (await signIn(host, email, 'Passw0rdOK')).cookie, userId };
    }
  });
  afterAll(async () => {
    await database.dispose();
    await rm(dir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await database.db.delete(mediaAssets);
    await database.db.delete(rateLimits);
  });

  const stored = (org: string, id: string, name: string) => path.join(dir, org, id, name);

  it('turns an uploaded PNG into AVIF and WebP variants at every width up to its own', async () => {
    const asset = await created(await upload(A, who.editor, { bytes: await png(1600, 900), name: 'team/../harbour.png', alt: 'The harbour at dawn' }));
    expect(asset).toMatchObject({ kind: 'image', mime_type: 'image/png', file_name: 'harbour.png', width: 1600, height: 900, alt: 'The harbour at dawn', is_decorative: false, focal_x: 50, focal_y: 50 });
    expect(asset.url).toBe(`/api/media/file/${asset.id}/1600.webp`);
    const widths = [320, 640, 960, 1280, 1600];
    expect(asset.variants.map((v) => `${v.width}.${v.format}`).sort()).toEqual(widths.flatMap((w) => [`${w}.avif`, `${w}.webp`]).sort());
    for (const variant of asset.variants) {
      const bytes = await readFile(stored(orgA, asset.id, `${variant.width}.${variant.format}`));
      const meta = await sharp(bytes).metadata();
      expect(meta.format === 'heif' ? 'avif' : meta.format).toBe(variant.format);
      expect([meta.width, meta.height, bytes.byteLength]).toEqual([variant.width, variant.height, variant.bytes]);
      expect(variant.height).toBe(Math.round((variant.width * 9) / 16));
    }
    expect(existsSync(stored(orgA, asset.id, 'source.png'))).toBe(true);
    const [row] = await database.db.select().from(mediaAssets);
    expect(row).toMatchObject({ id: asset.id, organizationId: orgA, uploadedBy: who.editor.userId, sourceName: 'source.png' });
  });

  it('turns a JPEG upright as its EXIF says, strips the metadata, and never enlarges a small image', async () => {
    const asset = await created(await upload(A, who.admin, { bytes: await rotatedJpeg(), name: 'portrait.jpg', type: 'image/jpeg', alt: 'A portrait' }));
    expect([asset.mime_type, asset.width, asset.height]).toEqual(['image/jpeg', 600, 800]);
    expect(asset.variants.map((v) => [v.format, v.width, v.height])).toEqual(
      expect.arrayContaining([['avif', 320, 427], ['webp', 600, 800]]),
    );
    expect(Math.max(...asset.variants.map((v) => v.width))).toBe(600);
    const meta = await sharp(await readFile(stored(orgA, asset.id, '600.webp'))).metadata();
    expect([meta.width, meta.height, meta.exif, meta.orientation]).toEqual([600, 800, undefined, undefined]);
  });

  it('keeps an animated GIF moving: animated WebP variants, no AVIF', async () => {
    const frames = await Promise.all(['#f00', '#0f0', '#00f'].map((c) => sharp({ create: { width: 400, height: 300, channels: 3, background: c } }).png().toBuffer()));
    const gif = await sharp(frames, { join: { animated: true } }).gif().toBuffer();
    const asset = await created(await upload(A, who.admin, { bytes: gif, name: 'spinner.gif', type: 'image/gif', alt: 'Colours' }));
    expect([asset.mime_type, asset.width, asset.height]).toEqual(['image/gif', 400, 300]);
    expect(asset.variants.map((v) => [v.format, v.width, v.height])).toEqual([['webp', 320, 240], ['webp', 400, 300]]);
    expect((await sharp(await readFile(stored(orgA, asset.id, '400.webp'))).metadata()).pages).toBe(3);
  });

  it('decides the type from the bytes: HTML named like a picture, broken images and audio are refused', async () => {
    const folders = async () => (existsSync(path.join(dir, orgA)) ? (await readdir(path.join(dir, orgA))).length : 0);
    const before = await folders();
    const html = new TextEncoder().encode('<!doctype html><script>alert(document.cookie)</script>');
    const refused = await upload(A, who.admin, { bytes: html, name: 'cat.png', type: 'image/png', alt: 'Cat' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: MEDIA_MESSAGES.unsupportedType, details: { fieldErrors: { file: [MEDIA_MESSAGES.unsupportedType] } } });
    const truncated = (await png(400, 300)).subarray(0, 60);
    expect(await (await upload(A, who.admin, { bytes: truncated, alt: 'Broken' })).json()).toMatchObject({ error: MEDIA_MESSAGES.unreadableImage });
    const audio = await upload(A, who.admin, { bytes: mp4('M4A '), name: 'song.mp4', type: 'video/mp4' });
    expect(audio.status).toBe(400);
    expect(await database.db.select().from(mediaAssets)).toEqual([]);
    expect(await folders()).toBe(before);
  });

  it('refuses SVG, whatever it is called, because it can carry scripts', async () => {
    const svg = new TextEncoder().encode('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const name of ['logo.svg', 'logo.png']) {
      const response = await upload(A, who.admin, { bytes: svg, name, type: 'image/svg+xml', alt: 'Logo' });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: MEDIA_MESSAGES.svgRefused });
    }
  });

  it('answers 413 to a body declared too large before reading it, to an image over its limit and to a decompression bomb', async () => {
    const declared = await uploadPost(
      new Request(`http://${A}/api/media`, { method: 'POST', headers: headersFor(A, who.admin, { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(MEDIA_UPLOAD_MAX_BYTES + 1) }), body: 'x' }),
      none,
    );
    expect(declared.status).toBe(413);
    const header = await png(10, 10);
    const heavy = Buffer.concat([header, Buffer.alloc(MEDIA_LIMITS.imageBytes)]);
    expect(await (await upload(A, who.admin, { bytes: heavy, alt: 'Heavy' })).json()).toMatchObject({ error: MEDIA_MESSAGES.imageTooLarge });
    // A tiny PNG whose header claims 20000 × 20000 pixels: refused from the header, never decoded.
    const bomb = Buffer.from(await png(10, 10));
    bomb.writeUInt32BE(20_000, 16);
    bomb.writeUInt32BE(20_000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    const response = await upload(A, who.admin, { bytes: bomb, alt: 'White' });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: MEDIA_MESSAGES.tooManyPixels });
  });

  it('requires alt text for an image unless it is marked decorative; videos need none', async () => {
    const missing = await upload(A, who.admin, { bytes: await png(64, 64), alt: '   ' });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: MEDIA_MESSAGES.altRequired, details: { fieldErrors: { alt: [MEDIA_MESSAGES.altRequired] } } });
    expect(await created(await upload(A, who.admin, { bytes: await png(64, 64), decorative: 'true' }))).toMatchObject({ is_decorative: true, alt: '' });
    const video = await created(await upload(A, who.admin, { bytes: mp4(), name: 'tour.mp4', type: 'video/mp4' }));
    expect(video).toMatchObject({ kind: 'video', mime_type: 'video/mp4', width: null, variants: [], url: `/api/media/file/${video.id}/video.mp4` });
  });

  it('lists newest first, searches file names and alt texts, filters by kind, and pages', async () => {
    const first = await created(await upload(A, who.admin, { bytes: await png(40, 40), name: 'office-front.png', alt: 'Our office' }));
    const second = await created(await upload(A, who.admin, { bytes: await png(40, 40), name: 'team.png', alt: 'The team on the office steps' }));
    const video = await created(await upload(A, who.admin, { bytes: mp4(), name: 'tour.mp4' }));
    const page = async (query: string) => (await (await list(A, who.editor, query)).json()) as { items: MediaAssetResponse[]; total: number };
    expect((await page('')).items.map((i) => i.id)).toEqual([video.id, second.id, first.id]);
    expect((await page('?q=OFFICE')).items.map((i) => i.id)).toEqual([second.id, first.id]);
    expect((await page('?q=front')).items.map((i) => i.id)).toEqual([first.id]);
    expect((await page('?q=100%25')).items).toEqual([]);
    expect((await page('?kind=video')).items.map((i) => i.id)).toEqual([video.id]);
    expect(await page('?limit=1&offset=1')).toMatchObject({ total: 3, items: [{ id: second.id }] });
    expect((await list(A, who.editor, '?limit=0')).status).toBe(400);
  });

  it('edits the focal point, alt text and decorative flag, and keeps the alt rule', async () => {
    const asset = await created(await upload(A, who.admin, { bytes: await png(100, 50), alt: 'Boats' }));
    const moved = await patch(A, who.editor, asset.id, { focal_x: 25, focal_y: 33.3 });
    expect(await moved.json()).toMatchObject({ focal_x: 25, focal_y: 33.3, alt: 'Boats' });
    expect((await patch(A, who.editor, asset.id, { focal_x: 101 })).status).toBe(400);
    const cleared = await patch(A, who.editor, asset.id, { alt: '' });
    expect(cleared.status).toBe(400);
    expect(await cleared.json()).toMatchObject({ error: MEDIA_MESSAGES.altRequired });
    expect(await (await patch(A, who.editor, asset.id, { alt: '', is_decorative: true })).json()).toMatchObject({ alt: '', is_decorative: true });
    expect(await (await patch(A, who.editor, asset.id, {})).json()).toMatchObject({ error: MEDIA_MESSAGES.nothingToChange });
    expect(await (await show(A, who.admin, asset.id)).json()).toMatchObject({ focal_x: 25, focal_y: 33.3, is_decorative: true });
  });

  it('deletes an asset with its files', async () => {
    const asset = await created(await upload(A, who.admin, { bytes: await png(700, 400), alt: 'Gone soon' }));
    expect(existsSync(path.join(dir, orgA, asset.id))).toBe(true);
    expect((await remove(A, who.editor, asset.id)).status).toBe(204);
    expect(existsSync(path.join(dir, orgA, asset.id))).toBe(false);
    expect((await show(A, who.admin, asset.id)).status).toBe(404);
    expect((await file(A, asset.id, '640.webp')).status).toBe(404);
    expect((await remove(A, who.editor, asset.id)).status).toBe(404);
  });

  it('keeps organisations apart and the library to admins and editors', async () => {
    const asset = await created(await upload(A, who.admin, { bytes: await png(50, 50), alt: 'A’s picture' }));
    const other = await created(await upload(B, who.adminB, { bytes: await png(50, 50), alt: 'B’s picture' }));
    for (const [caller, status] of [[{}, 401], [who.customer, 403], [who.adminB, 403]] as const) {
      expect((await list(A, caller)).status).toBe(status);
      expect((await show(A, caller, asset.id)).status).toBe(status);
      expect((await patch(A, caller, asset.id, { focal_x: 1 })).status).toBe(status);
      expect((await remove(A, caller, asset.id)).status).toBe(status);
      expect((await upload(A, caller, { bytes: await png(8, 8), alt: 'x' })).status).toBe(status);
    }
    // A's admin on A's host, naming B's asset: it does not exist here.
    expect((await show(A, who.admin, other.id)).status).toBe(404);
    expect((await patch(A, who.admin, other.id, { focal_x: 1 })).status).toBe(404);
    expect((await remove(A, who.admin, other.id)).status).toBe(404);
    expect((await file(A, other.id, '50.webp')).status).toBe(404);
    expect((await file(B, other.id, '50.webp')).status).toBe(200);
    expect(((await (await list(B, who.adminB)).json()) as { items: { id: string }[] }).items.map((i) => i.id)).toEqual([other.id]);
    // A cookie write from another site is refused before anything else.
    expect((await remove(A, { cookie: who.admin.cookie, origin: `http://${B}` }, asset.id)).status).toBe(403);
    expect(await database.db.select().from(mediaAssets)).toHaveLength(2);
  });

  it('limits uploads per person', async () => {
    await database.db.insert(rateLimits).values({ organizationId: orgA, bucket: `media-upload:${who.editor.userId}`, hits: 60 });
    expect((await upload(A, who.editor, { bytes: await png(8, 8), alt: 'x' })).status).toBe(429);
    expect((await upload(A, who.admin, { bytes: await png(8, 8), alt: 'x' })).status).toBe(201);
  });

  it('serves files with their type, immutable caching, nosniff, HEAD, conditional requests and ranges', async () => {
    const image = await created(await upload(A, who.admin, { bytes: await png(400, 200), alt: 'Served' }));
    for (const format of ['avif', 'webp']) {
      const response = await file(A, image.id, `320.${format}`);
      expect(response.status).toBe(200);
      expect(Object.fromEntries(['content-type', 'cache-control', 'x-content-type-options'].map((h) => [h, response.headers.get(h)]))).toEqual({
        'content-type': `image/${format}`,
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
      });
      const body = Buffer.from(await response.arrayBuffer());
      expect(body.equals(await readFile(stored(orgA, image.id, `320.${format}`)))).toBe(true);
      expect(response.headers.get('content-length')).toBe(String(body.byteLength));
    }
    const head = await file(A, image.id, '400.webp', { method: 'HEAD' });
    expect([head.status, head.headers.get('content-type'), head.body]).toEqual([200, 'image/webp', null]);
    const etag = head.headers.get('etag')!;
    expect((await file(A, image.id, '400.webp', { headers: { 'if-none-match': etag } })).status).toBe(304);
    for (const name of ['source.png', '999.webp', '320.png', '..%2Fsource.png']) expect((await file(A, image.id, name)).status).toBe(404);
    const video = await created(await upload(A, who.admin, { bytes: mp4(), name: 'clip.mp4' }));
    const part = await file(A, video.id, 'video.mp4', { headers: { range: 'bytes=4-7' } });
    expect([part.status, part.headers.get('content-range'), Buffer.from(await part.arrayBuffer()).toString()]).toEqual([206, `bytes 4-7/${mp4().byteLength}`, 'ftyp']);
    expect((await file(A, video.id, 'video.mp4', { headers: { range: 'bytes=9999-' } })).status).toBe(416);
  });

  it('finds library images among a page’s addresses and renders them as a responsive picture', async () => {
    const image = await created(await upload(A, who.admin, { bytes: await png(1000, 500), alt: 'Boats & "nets"' }));
    await patch(A, who.admin, image.id, { focal_x: 30, focal_y: 70 });
    const gone = await created(await upload(A, who.admin, { bytes: await png(40, 40), alt: 'Soon gone' }));
    await remove(A, who.admin, gone.id);
    const other = await created(await upload(B, who.adminB, { bytes: await png(40, 40), alt: 'Not yours' }));
    const images = await findMediaImages(database.db, { organizationId: orgA, urls: [image.url, gone.url, other.url, 'https://cdn.example/x.jpg', null] });
    expect(Object.keys(images).sort()).toEqual([image.url, gone.url, other.url].sort());
    expect(images[gone.url]).toBeNull();
    expect(images[other.url]).toBeNull();
    const view = images[image.url] as MediaImageView;
    const html = renderToString(createElement(ResponsiveImage, { image: view, sizes: '(min-width: 1024px) 50vw, 100vw', loading: 'eager', fetchPriority: 'high' }));
    expect(html).toContain(`<source type="image/avif" srcSet="/api/media/file/${image.id}/320.avif 320w, /api/media/file/${image.id}/640.avif 640w, /api/media/file/${image.id}/960.avif 960w, /api/media/file/${image.id}/1000.avif 1000w" sizes="(min-width: 1024px) 50vw, 100vw"/>`);
    expect(html).toContain(`type="image/webp" srcSet="/api/media/file/${image.id}/320.webp 320w`);
    expect(html).toMatch(new RegExp(`<img src="/api/media/file/${image.id}/1000.webp" alt="Boats &amp; &quot;nets&quot;" width="1000" height="500" loading="eager" decoding="async" fetchPriority="high"`, 'i'));
    expect(html).toContain('object-position:30% 70%');
    const decorative = renderToString(createElement(ResponsiveImage, { image: { ...view, isDecorative: true } }));
    expect(decorative).toContain('alt=""');
    const stored = (src: string) => renderToString(createElement(StoredImage, { src, images, alt: 'Elsewhere', width: 64, height: 64 }));
    expect(stored(image.url)).toContain('<picture>');
    expect(stored(gone.url)).toBe('');
    expect(stored('https://cdn.example/x.jpg')).toBe('<img src="https://cdn.example/x.jpg" alt="Elsewhere" width="64" height="64" loading="lazy" decoding="async"/>');
    expect(stored('constructor')).not.toContain('<picture>');
  });

  // The S3 backend against an S3-compatible emulator, when one is named (e.g. moto_server -p 5009).
  it.skipIf(!process.env.TEST_S3_ENDPOINT)('keeps media in an S3-compatible bucket', async () => {
    const endpoint = process.env.TEST_S3_ENDPOINT!;
    const bucket = `sitewright-${kind}-${Date.now()}`;
    await fetch(`${endpoint}/${bucket}`, { method: 'PUT' });
    const s3 = new S3Storage({ endpoint, bucket, region: 'us-east-1', accessKeyId: 'test', secretAccessKey: 'test', addressing: 'path' });
    const directory = mediaStorage();
    setMediaStorage(s3);
    try {
      const asset = await created(await upload(A, who.admin, { bytes: await png(700, 350), alt: 'In a bucket' }));
      // The source went up streamed from the upload's temporary file, whole.
      const source = await s3.read(`${orgA}/${asset.id}/source.png`);
      expect((await new Response(source).arrayBuffer()).byteLength).toBe(asset.byte_size);
      const served = await file(A, asset.id, '640.webp');
      expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(640);
      const part = await file(A, asset.id, '640.webp', { headers: { range: 'bytes=0-3' } });
      expect(Buffer.from(await part.arrayBuffer()).toString()).toBe('RIFF');
      expect((await remove(A, who.admin, asset.id)).status).toBe(204);
      expect(await s3.read(`${orgA}/${asset.id}/640.webp`)).toBeNull();
    } finally {
      setMediaStorage(directory);
    }
  });
});
