// Uploads against the production server, measured from outside: four videos of the largest size
// sent at once keep the server's memory (its resident set, read from /proc) within 100 MB of what it
// held idle; an image over its limit is answered 413 while the client is still sending, most of its
// body never read; a client that goes away mid-file leaves no temporary file. The bodies are made as
// they are sent, so the test process holds none of the 400 MB either.
import { once } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MEDIA_LIMITS } from '@/schemas/media';
import { startServer, type RunningServer } from './support/server';
import { signIn } from './support/site';

const BOUNDARY = '----sitewright-memory-test';
const CHUNK = Buffer.alloc(256 * 1024, 0x2a);
const MB = 1024 * 1024;

const MP4_HEADER = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isommp41'), Buffer.from([0, 0, 0, 0x10]), Buffer.from('mdat')]);
// The header of a 1 × 1 PNG: enough for the type to be known, followed by filler the size check stops.
const PNG_HEADER = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

/** Kilobytes of one field of /proc/{pid}/status (VmRSS, VmHWM). */
function memoryKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`No ${field} for process ${pid}`);
  return Number(match[1]);
}

type Sent = { status: number; body: string; written: number };

/**
 * One multipart upload of a file of `fileBytes`, made chunk by chunk as the socket takes it; stops
 * sending as soon as an answer arrives, or after `abortAfter` bytes as a client that goes away.
 */
function upload(port: number, cookie: string, options: { header: Buffer; fileBytes: number; name: string; abortAfter?: number }): Promise<Sent> {
  const head = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${options.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const length = head.length + options.fileBytes + tail.length;
  const host = `localhost:${port}`;
  return new Promise((resolve, reject) => {
    let written = 0;
    let answered = false;
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/media',
        agent: false,
        headers: { host, origin: `http://${host}`, cookie, 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': String(length) },
      },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), written });
          req.destroy();
        });
      },
    );
    req.on('error', (error) => {
      if (!answered && options.abortAfter === undefined) reject(error);
    });
    const send = async () => {
      const write = async (chunk: Buffer) => {
        written += chunk.length;
        if (req.write(chunk)) return;
        // Whichever comes first; the other wait is called off, so no listener is left on the request.
        const waits = new AbortController();
        await Promise.race([once(req, 'drain', { signal: waits.signal }), once(req, 'close', { signal: waits.signal })]).finally(() => waits.abort());
      };
      await write(head);
      await write(options.header);
      let left = options.fileBytes - options.header.length;
      while (left > 0 && !answered && !req.destroyed) {
        if (options.abortAfter !== undefined && written >= options.abortAfter) {
          req.destroy();
          resolve({ status: 0, body: '', written });
          return;
        }
        const piece = left >= CHUNK.length ? CHUNK : CHUNK.subarray(0, left);
        left -= piece.length;
        await write(piece);
      }
      if (!answered && !req.destroyed) req.end(tail);
    };
    send().catch(reject);
  });
}

describe('uploads against the production server', () => {
  let server: RunningServer;
  let temporary: string;
  let cookie: string;
  const parts = () => readdirSync(path.join(temporary, 'sitewright-uploads'));

  beforeAll(async () => {
    // The server's system temporary directory is ours, so its upload files can be watched.
    temporary = mkdtempSync(path.join(tmpdir(), 'sitewright-upload-tmp-'));
    server = await startServer({ env: { TMPDIR: temporary } });
    cookie = await signIn(server.port, 'admin@harbour-law.example', 'DemoAdmin123');
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(temporary, { recursive: true, force: true });
  });

  it('keeps its memory within 100 MB of idle while four of the largest videos arrive at once', async () => {
    // Warm up: the upload path's modules are loaded and its first allocations made before "idle".
    const warm = await upload(server.port, cookie, { header: MP4_HEADER, fileBytes: 2 * MB, name: 'warm.mp4' });
    expect(warm.status, warm.body).toBe(201);
    const idleKb = memoryKb(server.pid, 'VmRSS');
    // The peak from here on: the kernel's high-water mark, reset (where allowed) and sampled too.
    let resetPeak = true;
    try {
      writeFileSync(`/proc/${server.pid}/clear_refs`, '5');
    } catch {
      resetPeak = false;
    }
    let sampledKb = idleKb;
    const sampler = setInterval(() => (sampledKb = Math.max(sampledKb, memoryKb(server.pid, 'VmRSS'))), 25);
    const started = Date.now();
    let answers: Sent[];
    try {
      answers = await Promise.all([1, 2, 3, 4].map((n) => upload(server.port, cookie, { header: MP4_HEADER, fileBytes: MEDIA_LIMITS.videoBytes, name: `big-${n}.mp4` })));
    } finally {
      clearInterval(sampler);
    }
    const peakKb = Math.max(sampledKb, resetPeak ? memoryKb(server.pid, 'VmHWM') : 0);
    const growthMb = (peakKb - idleKb) / 1024;
    console.log(`upload memory: idle ${(idleKb / 1024).toFixed(0)} MB, peak ${(peakKb / 1024).toFixed(0)} MB (+${growthMb.toFixed(1)} MB) for 4 × 100 MB in ${Date.now() - started} ms`);
    for (const answer of answers) {
      expect(answer.status, answer.body).toBe(201);
      expect(JSON.parse(answer.body)).toMatchObject({ kind: 'video', byte_size: MEDIA_LIMITS.videoBytes });
    }
    expect(growthMb).toBeLessThan(100);
    expect(parts()).toEqual([]);
  });

  it('answers 413 to an image over its limit while the client is still sending', async () => {
    const answer = await upload(server.port, cookie, { header: PNG_HEADER, fileBytes: 90 * MB, name: 'huge.png' });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ error: expect.stringContaining('The image is too large'), details: { fieldErrors: { file: expect.any(Array) } } });
    // Sent: the 15 MB limit plus what the sockets buffer on both sides, far from the 90 MB body.
    expect(answer.written).toBeLessThan(40 * MB);
    await vi.waitFor(() => expect(parts()).toEqual([]), { timeout: 10_000, interval: 100 });
  });

  it('removes the temporary file of a client that goes away mid-file', async () => {
    await upload(server.port, cookie, { header: MP4_HEADER, fileBytes: MEDIA_LIMITS.videoBytes, name: 'gone.mp4', abortAfter: 20 * MB });
    await vi.waitFor(() => expect(parts()).toEqual([]), { timeout: 10_000, interval: 100 });
    // The server is still well: the next upload goes through.
    const next = await upload(server.port, cookie, { header: MP4_HEADER, fileBytes: MB, name: 'after.mp4' });
    expect(next.status, next.body).toBe(201);
  });
});
