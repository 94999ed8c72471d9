// Starts the production server (front/serve.mjs over the built app) for HTTP-level tests: a fresh
// embedded database in a temporary folder, or a throwaway database on TEST_DATABASE_URL's server,
// migrated and seeded by the same prepare step `npm start` runs. Tests speak raw HTTP to it, so
// they can send what a browser never would (odd Host headers, HEAD, huge bodies, bad escapes).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { inject } from 'vitest';

const root = path.resolve(__dirname, '../../..');

export type RunningServer = {
  port: number;
  /** The server process, e.g. to read its memory from /proc/{pid}/status. */
  pid: number;
  /** Everything the server printed, for assertions and for failure messages. */
  logs: () => string;
  stop: () => Promise<void>;
};

export type ServerOptions = {
  /** A PostgreSQL URL (a database made by createPostgresDatabase); an embedded PGlite otherwise. */
  databaseUrl?: string;
  env?: Record<string, string>;
  /** Skip migrate + seed (a second instance on a database the first one prepared). */
  skipPrepare?: boolean;
};

/** A test secret shared by every instance of one test, so a session made on one works on another. */
export const TEST_AUTH_SECRET = 'http-tests-secret-0123456789-abcdefghijklmnop';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Resolves once the server says it is serving (its start-up log line), then checks it answers. No
 * polling: the line is printed after the listening socket is bound.
 */
async function waitForServing(port: number, child: ChildProcess, logs: () => string): Promise<void> {
  const serving = `Sitewright is serving on http://localhost:${port}`;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => finish(new Error(`The server did not start in time:\n${logs()}`)), 120_000);
    const check = () => logs().includes(serving) && finish();
    const exited = (code: number | null) => finish(new Error(`The server exited with ${code}:\n${logs()}`));
    function finish(error?: Error) {
      clearTimeout(timer);
      child.stdout?.off('data', check);
      child.off('exit', exited);
      if (error) reject(error);
      else resolve();
    }
    child.stdout?.on('data', check);
    child.once('exit', exited);
    check();
  });
  const answer = await request(port, { path: '/api/health' });
  if (answer.status !== 200) throw new Error(`/api/health answered ${answer.status}:\n${logs()}`);
}

/** The template data folder of this run, when the global setup made one. */
function preparedTemplate(): string | null {
  try {
    return inject('preparedDataDir');
  } catch {
    return null;
  }
}

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sitewright-http-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    DATA_DIR: dataDir,
    BETTER_AUTH_SECRET: TEST_AUTH_SECRET,
    // Tests read the server's log (its start-up line, the invalidation channel's notices).
    LOG_LEVEL: 'info',
    ...options.env,
  };
  delete env.DATABASE_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  const template = options.databaseUrl || options.skipPrepare ? null : preparedTemplate();
  if (template) {
    // The embedded database as prepare leaves it, copied from the run's template (prepared-data.ts).
    cpSync(template, dataDir, { recursive: true });
  } else if (!options.skipPrepare) {
    const prepare = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', '--conditions=react-server', 'scripts/prepare.ts'], {
      cwd: root,
      env,
      encoding: 'utf8',
    });
    if (prepare.status !== 0) throw new Error(`prepare failed:\n${prepare.stdout}\n${prepare.stderr}`);
  }
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['front/serve.mjs'], { cwd: root, env: { ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const logs = () => output;
  try {
    await waitForServing(port, child, logs);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    port,
    pid: child.pid ?? 0,
    logs,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A throwaway database on the PostgreSQL server of TEST_DATABASE_URL; null when none is configured. */
export async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return null;
  const name = `sitewright_http_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string; raw: Buffer };

export type RequestOptions = {
  method?: string;
  path?: string;
  /** The Host header; `localhost:{port}` when left out. */
  host?: string;
  headers?: Record<string, string | string[]>;
  body?: string | Buffer;
};

/** One HTTP request with full control over the Host header and the other headers. */
export function request(port: number, options: RequestOptions = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | string[]> = { host: options.host ?? `localhost:${port}`, ...options.headers };
    if (options.body !== undefined && headers['content-length'] === undefined) headers['content-length'] = String(Buffer.byteLength(options.body));
    const req = http.request({ host: '127.0.0.1', port, method: options.method ?? 'GET', path: options.path ?? '/', headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: raw.toString('utf8'), raw });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

/**
 * Writes bytes to the server exactly as given (a request line Node's client would refuse to send)
 * and answers the status line and the whole reply text.
 */
export function rawRequest(port: number, text: string | Buffer, timeoutMs = 10_000): Promise<{ statusLine: string; status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => socket.destroy(new Error('No reply in time')), timeoutMs);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.on('close', () => {
      clearTimeout(timer);
      const reply = Buffer.concat(chunks).toString('utf8');
      const statusLine = reply.split('\r\n')[0] ?? '';
      resolve({ statusLine, status: Number(statusLine.split(' ')[1] ?? 0), text: reply });
    });
    socket.write(text);
  });
}
