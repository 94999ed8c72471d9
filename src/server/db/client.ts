import 'server-only';
// The one way to reach the database: embedded PGlite in DATA_DIR when DATABASE_URL is unset, a
// node-postgres pool when it is set. Both run the same migrations and the same queries.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import { config } from '@/config';
import { log } from '@/server/log';
import * as schema from './schema';
import { assertOrganizationId, scopedPglite, scopedPool } from './tenant-scope';

/** Drizzle over either driver: the query API is the same, so the code types against one of them. */
export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle, accepted wherever a Db is. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type DatabaseHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** The same database as seen by one organisation under row-level security (see tenantDb). */
  tenant: (organizationId: string) => Db;
  /** An embedded database's whole data folder as a tar image, which `openDatabase({ image })` opens again. */
  dump?: () => Promise<Blob>;
  /**
   * How a listener hears this database's NOTIFY (src/server/realtime/bus.ts): PostgreSQL's address,
   * for a connection of the listener's own, or the embedded database's own LISTEN on its one connection.
   */
  notices: { kind: 'postgres'; url: string } | { kind: 'pglite'; listen: (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>> };
  /** Runs `hook` when the database is closed, before it closes: a listener stops first rather than retrying for ever. */
  beforeClose: (hook: () => Promise<void>) => void;
};

/** The close of a handle, running its registered hooks first (each at most once, failures ignored). */
function closing(close: () => Promise<void>): Pick<DatabaseHandle, 'close' | 'beforeClose'> {
  const hooks: (() => Promise<void>)[] = [];
  return {
    beforeClose: (hook) => void hooks.push(hook),
    close: async () => {
      await Promise.all(hooks.splice(0).map((hook) => hook().catch(() => {})));
      await close();
    },
  };
}

/** One Drizzle instance per organisation, made on first use and kept with the handle. */
function tenantCache(make: (organizationId: string) => Db): (organizationId: string) => Db {
  const byOrganization = new Map<string, Db>();
  return (organizationId) => {
    let db = byOrganization.get(organizationId);
    if (!db) {
      assertOrganizationId(organizationId);
      db = make(organizationId);
      byOrganization.set(organizationId, db);
    }
    return db;
  };
}

export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'src/server/db/migrations');

/**
 * Opens a database. `url` selects PostgreSQL; otherwise `dataDir` selects a file-backed PGlite,
 * and neither gives an in-memory PGlite (tests), empty or started from `image` (a `dump()`).
 */
export async function openDatabase(options: { url?: string; dataDir?: string; image?: Blob }): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new Pool({ connectionString: options.url, max: 10 });
    // An idle connection the server drops (a restart, a failover) is an 'error' event on the pool:
    // without a listener Node ends the process. The pool opens another on the next query.
    pool.on('error', (err) => log.warn({ err }, 'Database connection lost; the pool will open another'));
    // Fail now with a clear message rather than on the first page view.
    const client = await pool.connect();
    client.release();
    return {
      // The owner's path, too, goes through a facade: it resets a connection a tenant used before.
      db: drizzlePg({ client: scopedPool(pool, null), schema }),
      kind: 'postgres',
      ...closing(() => pool.end()),
      notices: { kind: 'postgres', url: options.url },
      tenant: tenantCache((organizationId) => drizzlePg({ client: scopedPool(pool, organizationId), schema })),
    };
  }
  if (options.dataDir) mkdirSync(path.dirname(path.resolve(options.dataDir)), { recursive: true });
  const pglite = options.dataDir ? await PGlite.create(path.resolve(options.dataDir)) : await PGlite.create(options.image ? { loadDataDir: options.image } : {});
  const db = drizzlePglite({ client: scopedPglite(pglite, null), schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ...closing(() => pglite.close()),
    notices: { kind: 'pglite', listen: (channel, onPayload) => pglite.listen(channel, onPayload) },
    tenant: tenantCache((organizationId) => drizzlePglite({ client: scopedPglite(pglite, organizationId), schema }) as unknown as Db),
    dump: async () => pglite.dumpDataDir('none'),
  };
}

/** Applies every committed migration that has not run yet. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'postgres') {
    await migratePg(handle.db, { migrationsFolder: MIGRATIONS_FOLDER });
  } else {
    await migratePglite(handle.db as unknown as Parameters<typeof migratePglite>[0], { migrationsFolder: MIGRATIONS_FOLDER });
  }
}

/** Where the embedded database lives when no DATABASE_URL is given. */
export function pgliteDataDir(): string {
  return path.join(config().DATA_DIR, 'pglite');
}

type Holder = { handle?: Promise<DatabaseHandle> };
// Kept on globalThis so that development reloads and the several bundles of one server process
// share one connection: PGlite must be opened by one owner only.
const holder: Holder = ((globalThis as { __sitewrightDb?: Holder }).__sitewrightDb ??= {});

/** The process's database, opened (and migrated) on first use, never at import time. */
export function getDatabase(): Promise<DatabaseHandle> {
  holder.handle ??= (async () => {
    const { DATABASE_URL } = config();
    const handle = await openDatabase(DATABASE_URL ? { url: DATABASE_URL } : { dataDir: pgliteDataDir() });
    await migrateDatabase(handle);
    return handle;
  })().catch((error) => {
    holder.handle = undefined;
    throw error;
  });
  return holder.handle;
}

export async function getDb(): Promise<Db> {
  return (await getDatabase()).db;
}

/**
 * The database as one organisation's request sees it: every query and transaction runs as the role
 * sitewright_tenant with sitewright.organization_id set, so row-level security (migration 0008) hides
 * and refuses every other organisation's rows, on top of the organisation filter each query carries.
 * Platform work (migrations, seed, host resolution, jobs, auth) stays on getDb().
 */
export async function tenantDb(organizationId: string): Promise<Db> {
  return (await getDatabase()).tenant(organizationId);
}

/** For scripts and tests that open their own database. */
export function setDatabase(handle: DatabaseHandle): void {
  holder.handle = Promise.resolve(handle);
}
