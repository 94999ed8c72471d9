import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { log as serverLog } from '@/server/log';
import { answerError, ApiError } from './api';
import { readBody, readQuery } from './body';

const post = (body: BodyInit, type = 'application/json', headers: Record<string, string> = {}) =>
  new Request('http://firm-a.localhost/api/x', { method: 'POST', headers: { 'content-type': type, ...headers }, body });

async function refusal(promise: Promise<unknown> | (() => unknown)): Promise<ApiError> {
  try {
    await (typeof promise === 'function' ? promise() : promise);
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('readBody', () => {
  it('reads JSON and form bodies as the same fields; an empty body is no body', async () => {
    expect((await readBody(post('{"name":"Ada"}'), 100)).value).toEqual({ name: 'Ada' });
    expect((await readBody(post('name=Ada+B%C3%BCrne&name=Ada&x=', 'application/x-www-form-urlencoded; charset=UTF-8'), 100)).value).toEqual({ name: 'Ada', x: '' });
    expect((await readBody(post('', 'text/plain'), 100)).value).toBeUndefined();
    const { bytes } = await readBody(post('{"a":1}'), 100);
    expect(new TextDecoder().decode(bytes)).toBe('{"a":1}');
  });

  it('stops at the limit whether or not the length was declared, and refuses a bad declaration', async () => {
    expect((await refusal(readBody(post('x'.repeat(11), 'application/json', { 'content-length': '11' }), 10))).status).toBe(413);
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(1024).fill(32));
      },
    });
    const streamed = new Request('http://x/api', { method: 'POST', headers: { 'content-type': 'application/json' }, body: endless, duplex: 'half' } as RequestInit);
    expect((await refusal(readBody(streamed, 4096))).status).toBe(413);
    expect(pulled).toBeLessThan(10);
    expect((await refusal(readBody(post('{}', 'application/json', { 'content-length': 'lots' }), 10))).status).toBe(400);
  });

  it('refuses other content types with 415, and bad text with 400', async () => {
    expect((await refusal(readBody(post('{}', 'text/plain'), 100))).status).toBe(415);
    expect((await refusal(readBody(post('{}', 'application/jsonp'), 100))).status).toBe(415);
    expect((await refusal(readBody(post(new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x7d])), 100))).message).toBe('Request body is not valid UTF-8 text');
    expect((await refusal(readBody(post('a=%E0%A4', 'application/x-www-form-urlencoded'), 100))).message).toBe('Request body is not valid form data');
    expect((await refusal(readBody(post('{"a":'), 100))).message).toBe('Request body must be JSON');
  });

  it('finds a NUL or a lone surrogate anywhere, keys included, and names the top-level field', async () => {
    const nested = await refusal(readBody(post(JSON.stringify({ ok: 'x', deep: { list: ['fine', 'b\u0000d'] } })), 1000));
    expect(nested.status).toBe(400);
    expect(nested.details).toEqual({ formErrors: [], fieldErrors: { deep: ['Must not contain a NUL character'] } });
    expect((await refusal(readBody(post('{"a\\u0000":1}'), 100))).details).toMatchObject({ fieldErrors: { 'a\u0000': expect.any(Array) } });
    expect((await refusal(readBody(post('{"a":"\\ud800"}'), 100))).details).toMatchObject({ fieldErrors: { a: ['Must be valid Unicode text'] } });
    expect((await refusal(readBody(post('["\\u0000"]'), 100))).details).toMatchObject({ formErrors: [expect.any(String)] });
    expect((await refusal(readBody(post('name=a%00b', 'application/x-www-form-urlencoded'), 100))).status).toBe(400);
    expect((await readBody(post('{"a":"\\ud83d\\ude00"}'), 100)).value).toEqual({ a: '😀' });
  });

  it('refuses a body nested deeper than any real one without walking all of it', async () => {
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    expect((await refusal(readBody(post(deep), 50_000))).message).toBe('Request body is nested too deeply');
  });
});

describe('readQuery', () => {
  const query = (search: string) => readQuery(new Request(`http://firm-a.localhost/api/x${search}`));

  it('decodes strictly and keeps the last of a repeated name', () => {
    expect(query('?scope=all&status=open&status=closed&q=a+b%20c')).toEqual({ scope: 'all', status: 'closed', q: 'a b c' });
    expect(query('')).toEqual({});
  });

  it('refuses NUL, bad escapes and invalid UTF-8', async () => {
    for (const search of ['?q=%00', '?q=%', '?q=%FF', '?%00=x', '?q=%ED%A0%80']) expect((await refusal(() => query(search))).status, search).toBe(400);
  });
});

describe('answerError', () => {
  it('answers a typed error with its status, words and details, and a 429 with Retry-After', async () => {
    const response = answerError(new ApiError(429, 'Too many attempts. Please try again later.', { retryAfterSeconds: 30 }));
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(await response.json()).toEqual({ error: 'Too many attempts. Please try again later.', details: { retryAfterSeconds: 30 } });
  });

  it('answers a schema error inside a service as 400 with its first message', async () => {
    const result = z.safeParse(z.object({ a: z.string('a is needed') }), {});
    const response = answerError(result.error);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'a is needed', details: { fieldErrors: { a: ['a is needed'] } } });
  });

  it('answers anything else 500 without a word of its internals, and logs it', async () => {
    const log = vi.spyOn(serverLog, 'error').mockImplementation(() => undefined);
    const response = answerError(new Error('relation "secrets" does not exist at /srv/app/db.ts:12'));
    expect(response.status).toBe(500);
    expect(await response.text()).toBe('{"error":"Internal server error"}');
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
