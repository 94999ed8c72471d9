// Real databases for integration tests: an in-memory PGlite always, and a throwaway database on
// the PostgreSQL server named by TEST_DATABASE_URL when it is set. Each test file gets its own
// database, so runs never collide. Each starts from an image the global setup built once
// (support/database-images.ts): migrated, or migrated with the demo organisations seeded.
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { inject } from 'vitest';
import { migrateDatabase, openDatabase, setDatabase, type DatabaseHandle } from '@/server/db/client';
import { resetAuth } from '@/server/auth/auth';
import { seedDemo } from '@/server/seed/seed';
import { invalidateTenantCache } from '@/server/tenancy/resolve';
import { clearAllMemo } from '@/server/cache/memo';

export type DatabaseKind = 'pglite' | 'postgres';

export const DATABASE_KINDS: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export type TestDatabase = DatabaseHandle & { dispose: () => Promise<void> };

/** Where the images are: PGlite dumps by file, PostgreSQL templates by database name. */
export type DatabaseImages = {
  pglite: { migrated: string; seeded: string };
  postgres?: { migrated: string; seeded: string };
};

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** The images of this run; none when a configuration without the global setup runs the file. */
function images(): DatabaseImages | undefined {
  try {
    return inject('databaseImages');
  } catch {
    return undefined;
  }
}

const dumps = new Map<string, Blob>();
function dump(file: string): Blob {
  let blob = dumps.get(file);
  if (!blob) dumps.set(file, (blob = new Blob([readFileSync(file)])));
  return blob;
}

/**
 * Opens a fresh, migrated database and makes it the one the application code uses. `seed: 'demo'`
 * gives it the demo organisations too (as `seedDemo` would).
 */
export async function createTestDatabase(kind: DatabaseKind, options: { seed?: 'demo' } = {}): Promise<TestDatabase> {
  const image = images();
  const which = options.seed === 'demo' ? 'seeded' : 'migrated';
  let handle: DatabaseHandle;
  let ready = false;
  let drop = async () => {};
  if (kind === 'pglite') {
    handle = image ? await openDatabase({ image: dump(image.pglite[which]) }) : await openDatabase({});
    ready = Boolean(image);
  } else {
    const serverUrl = process.env.TEST_DATABASE_URL as string;
    const name = `sitewright_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    const template = image?.postgres?.[which];
    const admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(template ? `CREATE DATABASE "${name}" TEMPLATE "${template}"` : `CREATE DATABASE "${name}"`);
    await admin.end();
    handle = await openDatabase({ url: withDatabase(serverUrl, name) });
    ready = Boolean(template);
    drop = async () => {
      const client = new Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    };
  }
  if (!ready) await migrateDatabase(handle);
  setDatabase(handle);
  resetAuth();
  invalidateTenantCache();
  clearAllMemo();
  if (!ready && options.seed === 'demo') await seedDemo(handle.db);
  return {
    ...handle,
    dispose: async () => {
      await handle.close();
      await drop();
    },
  };
}
