// A throwaway PostgreSQL cluster for one test file: its own data folder, port and sockets, so a test
// may stop and restart it while other files keep using the machine's shared server. Plain Node (no
// Vitest), so Playwright files can use it too. It needs the server's binaries (initdb, pg_ctl); as
// root, PostgreSQL refuses to run, so they run as the `postgres` account through runuser.
import { execFile, execFileSync } from 'node:child_process';
import { accessSync, appendFileSync, chownSync, constants, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from 'pg';

export type PrivatePostgres = {
  /** The address of one of its databases (`postgres` unless named), as the superuser, without a password. */
  url: (database?: string) => string;
  port: number;
  /** Stops the server and deletes its folder. Safe to call twice. */
  stop: () => Promise<void>;
  /**
   * Stops the server as an operator's restart would (fast: sessions are ended, nothing waits for
   * them), keeps it down for `downMs` and for as long as `whileDown` runs, then starts it again and
   * resolves once it accepts connections.
   */
  restart: (options?: { downMs?: number; whileDown?: () => unknown }) => Promise<void>;
  createDatabase: (name: string) => Promise<void>;
};

const ROOT = '/usr/lib/postgresql';
const SUPERUSER = 'postgres';

/** The newest installed server's bin folder with initdb and pg_ctl, if any. */
function binFolder(): string | undefined {
  if (!existsSync(ROOT)) return undefined;
  const versions = readdirSync(ROOT)
    .filter((name) => /^\d+(\.\d+)?$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  return versions.map((version) => path.join(ROOT, version, 'bin')).find((bin) => ['initdb', 'pg_ctl', 'postgres'].every((tool) => executable(path.join(bin, tool))));
}

function executable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

const isRoot = () => process.getuid?.() === 0;

function runuserPath(): string | undefined {
  return ['/usr/sbin/runuser', '/sbin/runuser', '/usr/bin/runuser'].find(executable);
}

/** The uid and gid of the account the server runs as when the tests run as root. */
function serverAccount(): { uid: number; gid: number } | undefined {
  try {
    const uid = Number(execFileSync('id', ['-u', SUPERUSER], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', SUPERUSER], { encoding: 'utf8' }).trim());
    return Number.isInteger(uid) && Number.isInteger(gid) ? { uid, gid } : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a private cluster can be started here: the binaries, and (as root) runuser and the postgres account. */
export function privatePostgresAvailable(): boolean {
  if (!binFolder()) return false;
  return !isRoot() || (Boolean(runuserPath()) && Boolean(serverAccount()));
}

/** A port nobody listens on right now (the server takes it a moment later; a clash fails the start). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No port was given'))));
    });
  });
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binFolder();
  if (!bin) throw new Error(`No PostgreSQL server binaries under ${ROOT}`);
  const account = isRoot() ? serverAccount() : undefined;
  const runuser = isRoot() ? runuserPath() : undefined;
  if (isRoot() && (!account || !runuser)) throw new Error('Running as root needs runuser and a postgres account to start PostgreSQL');

  const folder = mkdtempSync(path.join(tmpdir(), 'sitewright-pg-'));
  if (account) chownSync(folder, account.uid, account.gid);
  const dataDir = path.join(folder, 'data');
  const logFile = path.join(folder, 'server.log');

  /** Runs one of the server's tools as the account that owns the cluster. */
  const tool = (name: string, args: string[]): Promise<void> =>
    new Promise((resolve, reject) => {
      const [command, argv] = runuser ? [runuser, ['-u', SUPERUSER, '--', path.join(bin, name), ...args]] : [path.join(bin, name), args];
      execFile(command, argv, { encoding: 'utf8', timeout: 60_000 }, (error, stdout, stderr) => {
        if (!error) return resolve();
        let log = '';
        try {
          log = readFileSync(logFile, 'utf8').split('\n').slice(-15).join('\n');
        } catch {
          // No log yet: initdb failed before the server ever ran.
        }
        reject(new Error(`${name} failed: ${error.message}\n${stderr || stdout}${log ? `\nserver log:\n${log}` : ''}`));
      });
    });

  const pgCtl = (args: string[]) => tool('pg_ctl', ['-D', dataDir, ...args]);
  const start = () => pgCtl(['-l', logFile, '-w', '-t', '60', 'start']);
  const halt = () => pgCtl(['-m', 'fast', '-w', '-t', '60', 'stop']);

  let port = 0;
  let running = false;
  // A test process that dies without stopping it would leave the server running on its port.
  const onExit = () => {
    if (!running) return;
    try {
      const argv = ['-D', dataDir, '-m', 'immediate', 'stop'];
      if (runuser) execFileSync(runuser, ['-u', SUPERUSER, '--', path.join(bin, 'pg_ctl'), ...argv], { stdio: 'ignore' });
      else execFileSync(path.join(bin, 'pg_ctl'), argv, { stdio: 'ignore' });
    } catch {
      // Nothing more can be done while the process exits.
    }
    rmSync(folder, { recursive: true, force: true });
  };

  try {
    await tool('initdb', ['-D', dataDir, '-U', SUPERUSER, '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync', '--no-instructions']);
    // A test database: losing it in a crash costs nothing, so it never waits for the disk.
    const settings = { listen_addresses: "'127.0.0.1'", unix_socket_directories: `'${folder}'`, fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off', shared_buffers: "'32MB'" };
    // The port is picked just before each try: another process may take a free port first.
    for (let attempt = 1; ; attempt++) {
      port = await freePort();
      const lines = Object.entries({ ...settings, port: String(port) }).map(([key, value]) => `${key} = ${value}`);
      // Appended lines win over earlier ones, so a retry's port replaces the last try's.
      appendFileSync(path.join(dataDir, 'postgresql.conf'), `\n${lines.join('\n')}\n`);
      try {
        await start();
        break;
      } catch (error) {
        if (attempt >= 3) throw error;
      }
    }
    running = true;
    process.once('exit', onExit);
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }

  const url = (database = SUPERUSER) => `postgresql://${SUPERUSER}@127.0.0.1:${port}/${encodeURIComponent(database)}`;

  return {
    url,
    port,
    async stop() {
      process.removeListener('exit', onExit);
      if (running) {
        running = false;
        await halt().catch(() => {});
      }
      rmSync(folder, { recursive: true, force: true });
    },
    async restart({ downMs = 0, whileDown } = {}) {
      if (!running) throw new Error('The private PostgreSQL server is not running');
      await halt();
      running = false;
      // Whatever the test does while the server is down, the server comes back before its failure is told.
      let failure: { error: unknown } | undefined;
      await Promise.all([sleep(downMs), Promise.resolve().then(whileDown).catch((error: unknown) => (failure = { error }))]);
      await start();
      running = true;
      if (failure) throw failure.error;
    },
    async createDatabase(name) {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new TypeError(`Not a plain database name: ${name}`);
      const client = new Client({ connectionString: url() });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE "${name}"`);
      } finally {
        await client.end();
      }
    },
  };
}
