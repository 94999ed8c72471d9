import { describe, expect, it } from 'vitest';
import { bodyLimitFor, checkRequest, DEFAULT_MAX_BODY_BYTES, maxBodyBytesFrom, UPLOAD_ROUTES } from './request-gate.mjs';

const req = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({ url, method, headers: { host: 'localhost:3000', ...headers } });

describe('the request gate', () => {
  it('lets ordinary requests through', () => {
    expect(checkRequest(req('/'))).toBeNull();
    expect(checkRequest(req('/es/blog?q=%C3%A9'))).toBeNull();
    expect(checkRequest(req('/api/x', { 'content-length': '100' }, 'POST'))).toBeNull();
    expect(checkRequest(req('/', { host: '[::1]:3000' }))).toBeNull();
    expect(checkRequest(req('/', { host: 'Example.COM.' }))).toBeNull();
  });
  it.each(['a@b.com', 'evil.com/x', 'a b.com', 'a.com:port', '', 'a.com:1:2', '[::1]x'])('refuses the Host %j', (host) => {
    expect(checkRequest(req('/', { host }))).toMatchObject({ status: 400, error: 'Invalid Host header' });
  });
  it('refuses a missing Host header', () => {
    expect(checkRequest({ url: '/', headers: {} })).toMatchObject({ status: 400 });
  });
  it.each(['/%', '/a%zz', '/%E0%A4%A', '/%00', '/a?x=%00', 'http://other.example/', '//x', '*'])('refuses the target %j', (url) => {
    expect(checkRequest(req(url))).toMatchObject({ status: 400, error: 'Invalid URL' });
  });
  it('refuses a declared body over the limit, and leaves a body of unknown length to be counted', () => {
    expect(checkRequest(req('/api/x', { 'content-length': String(DEFAULT_MAX_BODY_BYTES + 1) }, 'POST'))).toMatchObject({ status: 413, close: true });
    expect(checkRequest(req('/api/x', { 'content-length': '11' }, 'POST'), { maxBodyBytes: 10 })).toMatchObject({
      status: 413,
      details: { body: ['At most 10 bytes are accepted'] },
    });
    expect(checkRequest(req('/api/x', { 'transfer-encoding': 'chunked' }, 'POST'))).toBeNull();
  });
  it('reads MAX_BODY_BYTES', () => {
    expect(maxBodyBytesFrom(undefined)).toBe(DEFAULT_MAX_BODY_BYTES);
    expect(maxBodyBytesFrom('1024')).toBe(1024);
    expect(() => maxBodyBytesFrom('ten')).toThrow(/MAX_BODY_BYTES/);
  });

  it('lets only the media upload route take bodies past the server-wide ceiling, up to its own', () => {
    const upload = UPLOAD_ROUTES['POST /api/media'];
    expect(bodyLimitFor(req('/api/media', {}, 'POST'))).toBe(upload);
    expect(checkRequest(req('/api/media', { 'content-length': String(20 * 1024 * 1024) }, 'POST'))).toBeNull();
    expect(checkRequest(req('/api/media', { 'content-length': String(upload + 1) }, 'POST'))).toMatchObject({ status: 413 });
    expect(checkRequest(req('/api/media/x', { 'content-length': String(20 * 1024 * 1024) }, 'POST'))).toMatchObject({ status: 413 });
    expect(checkRequest(req('/api/media', { 'content-length': String(20 * 1024 * 1024) }, 'PUT'))).toMatchObject({ status: 413 });
  });
});
