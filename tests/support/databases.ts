// Real databases for integration tests: an in-memory PGlite always, and a throwaway database on
// the PostgreSQL server named by TEST_DATABASE_URL when it is set. Each test file gets its own
// database, so runs never collide.
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { migrateDatabase, openDatabase, setDatabase, type DatabaseHandle } from '@/server/db/client';
import { resetAuth } from '@/server/auth/auth';
import { invalidateTenantCache } from '@/server/tenancy/resolve';
import { clearAllMemo } from '@/server/cache/memo';

export type DatabaseKind = 'pglite' | 'postgres';

export const DATABASE_KINDS: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export type TestDatabase = DatabaseHandle & { dispose: () => Promise<void> };

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Opens a fresh, migrated database and makes it the one the application code uses. */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  let handle: DatabaseHandle;
  let drop = async () => {};
  if (kind === 'pglite') {
    handle = await openDatabase({});
  } else {
    const serverUrl = process.env.TEST_DATABASE_URL as string;
    const name = `sitewright_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    const admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    handle = await openDatabase({ url: withDatabase(serverUrl, name) });
    drop = async () => {
      const client = new Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    };
  }
  await migrateDatabase(handle);
  setDatabase(handle);
  resetAuth();
  invalidateTenantCache();
  clearAllMemo();
  return {
    ...handle,
    dispose: async () => {
      await handle.close();
      await drop();
    },
  };
}
