// Vitest's global setup: builds, once per run, the databases the test files start from, so that no
// file pays for PGlite's initdb, the migrations or the demo seed again. For PGlite an image is a
// dump of its data folder (a tar file that PGlite.create loads); for PostgreSQL a template database
// that CREATE DATABASE … TEMPLATE copies. Two of each: migrated, and migrated with the demo
// organisations seeded. support/databases.ts starts every test database from one of them.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase, setDatabase } from '@/server/db/client';
import { seedDemo } from '@/server/seed/seed';
import type { DatabaseImages } from './databases';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseImages: DatabaseImages;
  }
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function onServer<T>(serverUrl: string, run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

type Built = { images: DatabaseImages; teardown: () => Promise<void>; users: number };
const shared = globalThis as typeof globalThis & { __sitewrightDatabaseImages?: Promise<Built> };

/**
 * Vitest runs a global setup once per project, and both projects of vitest.config.ts inherit this
 * one: the images are built by the first and shared with the second (the same process), and
 * dropped when the last one tears down. Building them twice cost about 8 s of one core.
 */
export default async function setup(project: TestProject) {
  shared.__sitewrightDatabaseImages ??= build();
  const built = await shared.__sitewrightDatabaseImages;
  built.users += 1;
  project.provide('databaseImages', built.images);
  return async () => {
    built.users -= 1;
    if (built.users === 0) {
      shared.__sitewrightDatabaseImages = undefined;
      await built.teardown();
    }
  };
}

async function build(): Promise<Built> {
  const folder = mkdtempSync(path.join(tmpdir(), 'sitewright-db-images-'));
  const images: DatabaseImages = { pglite: { migrated: path.join(folder, 'migrated.tar'), seeded: path.join(folder, 'seeded.tar') } };

  const pglite = await openDatabase({});
  await migrateDatabase(pglite);
  // The seed's write path drops caches through the process's database: this one.
  setDatabase(pglite);
  writeFileSync(images.pglite.migrated, Buffer.from(await (await pglite.dump!()).arrayBuffer()));
  await seedDemo(pglite.db);
  writeFileSync(images.pglite.seeded, Buffer.from(await (await pglite.dump!()).arrayBuffer()));
  await pglite.close();

  const serverUrl = process.env.TEST_DATABASE_URL;
  const templates: string[] = [];
  if (serverUrl) {
    const prefix = `sitewright_image_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
    images.postgres = { migrated: `${prefix}_migrated`, seeded: `${prefix}_seeded` };
    templates.push(images.postgres.migrated, images.postgres.seeded);
    await onServer(serverUrl, (client) => client.query(`CREATE DATABASE "${images.postgres!.migrated}"`));
    const migrated = await openDatabase({ url: withDatabase(serverUrl, images.postgres.migrated) });
    await migrateDatabase(migrated);
    await migrated.close();
    await onServer(serverUrl, (client) => client.query(`CREATE DATABASE "${images.postgres!.seeded}" TEMPLATE "${images.postgres!.migrated}"`));
    const seeded = await openDatabase({ url: withDatabase(serverUrl, images.postgres.seeded) });
    setDatabase(seeded);
    await seedDemo(seeded.db);
    await seeded.close();
  }
  const teardown = async () => {
    rmSync(folder, { recursive: true, force: true });
    if (serverUrl) {
      await onServer(serverUrl, async (client) => {
        for (const name of templates) await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      });
    }
  };
  return { images, teardown, users: 0 };
}
