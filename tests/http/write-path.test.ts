// Every write that changes a public page shows on the next anonymous request, even when the page
// was in the HTML cache. Today those writes are: POST /api/revalidate (after a change made outside
// the application), and the platform's `npm run org -- create | add-domain`. Every other write
// endpoint is private (tests/integration/write-path-guard.test.ts lists each with its reason).
// The test changes content in the database the server uses, so it needs PostgreSQL.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, request, startServer, type RunningServer } from './support/server';
import { org, renameSection, revalidateHarbour } from './support/site';

const postgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!postgres)('writes on a running server (PostgreSQL; skipped without TEST_DATABASE_URL)', () => {
  let database: { url: string; drop: () => Promise<void> };
  let server: RunningServer;
  const home = (host?: string) => request(server.port, { path: '/', host });

  beforeAll(async () => {
    database = (await createPostgresDatabase())!;
    server = await startServer({ databaseUrl: database.url });
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it('shows a changed section on the next anonymous request once an editor revalidates', async () => {
    const first = await home();
    expect(first.status).toBe(200);
    expect(first.body).toContain('What we help with');
    expect((await home()).headers['x-sitewright-cache']).toBe('HIT');

    const title = `Fresh from the database ${randomUUID().slice(0, 8)}`;
    await renameSection(database.url, { slug: 'harbour-law', from: 'What we help with', to: title });
    // Changed behind the application's back: the cached page stands until someone says so.
    const stale = await home();
    expect(stale.headers['x-sitewright-cache']).toBe('HIT');
    expect(stale.body).not.toContain(title);

    const revalidated = await revalidateHarbour(server.port, database.url);
    expect(revalidated.status, revalidated.body).toBe(200);

    const next = await home();
    expect(next.headers['x-sitewright-cache']).toBe('MISS');
    expect(next.body).toContain(title);
    expect(next.body).not.toContain('What we help with');
  });

  it('serves a host added with `npm run org -- add-domain` as soon as it is committed', async () => {
    const host = `www-${randomUUID().slice(0, 8)}.test`;
    // Asked before it exists: "no such site" is now in the server's host cache.
    expect((await home(host)).status).toBe(404);
    expect(await org(database.url, 'add-domain', '--slug', 'harbour-law', '--host', host)).toContain(`${host} now serves`);
    // Another process wrote it: the server hears of it over PostgreSQL, a moment after the commit.
    await expect.poll(async () => (await home(host)).status, { timeout: 5000, interval: 50 }).toBe(200);
    expect((await home(host)).body).toContain('Harbour &amp; Finch');
  });

  it('serves an organisation created with `npm run org -- create` as soon as it is committed', async () => {
    const slug = `acme-${randomUUID().slice(0, 6)}`;
    expect((await home(`${slug}.localhost`)).status).toBe(404);
    expect(await org(database.url, 'create', '--slug', slug, '--name', 'Acme Ltd')).toContain(`Created Acme Ltd (${slug})`);
    await expect.poll(async () => (await home(`${slug}.localhost`)).status, { timeout: 5000, interval: 50 }).toBe(200);
  });
});
