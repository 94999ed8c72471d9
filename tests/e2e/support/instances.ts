// Several app instances on one PostgreSQL database, for the tests of what must work when two people
// reach different servers (issue 23: a call's signalling and waiting room across instances). Each
// instance is the production server (`front/serve.mjs`, the build the e2e run made) with a port of
// its own; all share the database and the auth secret, as instances behind one load balancer do.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export type Instances = {
  ports: number[];
  /** A site's address on instance `index` (`harbour-law` → http://harbour-law.localhost:port/path). */
  url: (index: number, site: string, path?: string) => string;
  stop: () => Promise<void>;
};

type Server = { child: ChildProcess; output: string[] };

/** Resolves when the server says it is serving (its log line), then answers its health check; rejects if it stops first. */
async function healthy(port: number, server: Server, deadline: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const fail = (why: string) => reject(new Error(`An instance on ${port} ${why}:\n${server.output.join('')}`));
    const timer = setTimeout(() => fail('did not start in time'), deadline - Date.now());
    const serving = () => {
      if (!server.output.join('').includes('is serving on')) return;
      clearTimeout(timer);
      resolve();
    };
    server.child.stdout?.on('data', serving);
    serving();
    server.child.once('exit', () => {
      clearTimeout(timer);
      fail('stopped at start');
    });
  });
  const response = await fetch(`http://127.0.0.1:${port}/api/health`);
  if (!response.ok) throw new Error(`An instance on ${port} answers its health check with ${response.status}`);
}

/**
 * Migrates and seeds the database at `databaseUrl` (as `npm start` does), then starts `count`
 * instances on it with `env` added. Resolves once every instance answers its health check.
 */
export async function startInstances({ databaseUrl, count, env = {} }: { databaseUrl: string; count: number; env?: Record<string, string> }): Promise<Instances> {
  const shared = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
    HTML_CACHE: 'on',
    ...env,
    // Each instance's start is known by its "serving" line (healthy, below).
    LOG_LEVEL: 'info',
  } as NodeJS.ProcessEnv;
  delete shared.SMTP_URL;
  delete shared.PORT;
  const prepare = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', '--conditions=react-server', 'scripts/prepare.ts'], { cwd: root, env: shared, encoding: 'utf8' });
  if (prepare.status !== 0) throw new Error(`Preparing the shared database failed:\n${prepare.stdout}\n${prepare.stderr}`);
  const ports: number[] = [];
  const servers: Server[] = [];
  for (let index = 0; index < count; index++) {
    const port = await freePort();
    const child = spawn(process.execPath, ['front/serve.mjs'], { cwd: root, env: { ...shared, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
    const server = { child, output: [] as string[] };
    child.stdout?.on('data', (chunk: Buffer) => server.output.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => server.output.push(chunk.toString()));
    ports.push(port);
    servers.push(server);
  }
  const deadline = Date.now() + 90_000;
  try {
    await Promise.all(ports.map((port, index) => healthy(port, servers[index]!, deadline)));
  } catch (error) {
    for (const { child } of servers) child.kill('SIGTERM');
    throw error;
  }
  return {
    ports,
    url: (index, site, pathname = '/') => `http://${site}.localhost:${ports[index]}${pathname}`,
    stop: async () => {
      await Promise.all(
        servers.map(
          ({ child }) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null) return resolve();
              child.once('exit', () => resolve());
              child.kill('SIGTERM');
            }),
        ),
      );
    },
  };
}
