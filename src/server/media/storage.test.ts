import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEDIA_S3_INCOMPLETE_MESSAGE, parseConfig } from '@/config';
import { DirectoryStorage } from './directory-storage';
import { mediaKey } from './storage';

const org = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b';
const asset = '9c1d2e3f-4a5b-4c6d-8e7f-0a1b2c3d4e5f';

describe('media storage keys', () => {
  it('are built from our ids and names only', () => {
    expect(mediaKey(org, asset, '640.webp')).toBe(`${org}/${asset}/640.webp`);
    for (const name of ['../x', 'a/b', '', '.hidden', 'a..b']) expect(() => mediaKey(org, asset, name)).toThrow(/Not a media key/);
    expect(() => mediaKey('..', asset, '640.webp')).toThrow(/Not a media key/);
  });

  it('never leave the media directory', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'sitewright-keys-'));
    try {
      const storage = new DirectoryStorage(dir);
      await expect(storage.put('../outside.txt', new Uint8Array([1]))).rejects.toThrow(/outside the media directory/);
      await storage.put(mediaKey(org, asset, '1.webp'), new Uint8Array([1, 2, 3]));
      const body = await storage.read(mediaKey(org, asset, '1.webp'), { start: 1, end: 2 });
      expect([...new Uint8Array(await new Response(body).arrayBuffer())]).toEqual([2, 3]);
      expect(await storage.read(mediaKey(org, asset, '2.webp'))).toBeNull();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('media configuration', () => {
  const s3 = { MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9000', MEDIA_S3_BUCKET: 'media', MEDIA_S3_ACCESS_KEY_ID: 'key', MEDIA_S3_SECRET_ACCESS_KEY: 'secret' };

  it('takes all four S3 settings together, or none', () => {
    expect(parseConfig(s3)).toMatchObject({ ...s3, MEDIA_S3_REGION: 'us-east-1', MEDIA_S3_ADDRESSING: 'path' });
    expect(parseConfig({}).MEDIA_S3_BUCKET).toBeUndefined();
    expect(() => parseConfig({ ...s3, MEDIA_S3_SECRET_ACCESS_KEY: '' })).toThrow(MEDIA_S3_INCOMPLETE_MESSAGE);
    expect(() => parseConfig({ ...s3, MEDIA_S3_ENDPOINT: 'ftp://x' })).toThrow(/MEDIA_S3_ENDPOINT/);
  });
});
