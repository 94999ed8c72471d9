// Two instances of the production server against one PostgreSQL, as behind a load balancer: a write
// through one is seen by the other's next anonymous request even when the other had the page
// cached, and a session made on one works on the other. PostgreSQL is what they share, so without
// TEST_DATABASE_URL there is nothing to test.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, request, startServer, type RunningServer } from './support/server';
import { renameSection, revalidateHarbour, signIn, withAdmin } from './support/site';

const postgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!postgres)('two instances on one database (PostgreSQL; skipped without TEST_DATABASE_URL)', () => {
  let database: { url: string; drop: () => Promise<void> };
  let a: RunningServer;
  let b: RunningServer;
  const home = (server: RunningServer) => request(server.port, { path: '/' });

  beforeAll(async () => {
    database = (await createPostgresDatabase())!;
    a = await startServer({ databaseUrl: database.url });
    b = await startServer({ databaseUrl: database.url, skipPrepare: true });
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  });

  it("shows a write made through A on B's next anonymous request, though B had the page cached", async () => {
    for (const server of [a, b]) {
      expect((await home(server)).body).toContain('What our clients say');
      expect((await home(server)).headers['x-sitewright-cache']).toBe('HIT');
    }

    const title = `Said through instance A ${randomUUID().slice(0, 8)}`;
    await renameSection(database.url, { slug: 'harbour-law', from: 'What our clients say', to: title });
    const revalidated = await revalidateHarbour(a.port, database.url);
    expect(revalidated.status, revalidated.body).toBe(200);

    // B hears of it over PostgreSQL NOTIFY, which arrives a moment after A's commit; the first
    // answer from B that is not its old copy must be the new page, never a re-cached old one.
    const deadline = Date.now() + 5000;
    let next = await home(b);
    while (next.headers['x-sitewright-cache'] === 'HIT' && !next.body.includes(title) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      next = await home(b);
    }
    expect(next.headers['x-sitewright-cache']).not.toBe('HIT');
    expect(next.body).toContain(title);
    // A dropped its own copy before it answered.
    expect((await home(a)).body).toContain(title);
    // And B keeps the new page, not the old one.
    await expect.poll(async () => (await home(b)).headers['x-sitewright-cache'], { timeout: 5000, interval: 20 }).toBe('HIT');
    expect((await home(b)).body).toContain(title);
    expect(b.logs()).not.toMatch(/Invalidation channel: lost/);
  });

  it('keeps hearing A after losing its connection to PostgreSQL, and says so in its log', async () => {
    await withAdmin(database.url, (client) =>
      client.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name like 'sitewright-listen-%'"),
    );
    for (const server of [a, b]) {
      await expect.poll(() => server.logs(), { timeout: 10_000, interval: 50 }).toMatch(/Invalidation channel: listening again/);
      expect(server.logs()).toMatch(/Invalidation channel: lost the LISTEN connection/);
    }
    // It dropped everything on reconnecting (it may have missed a change): warm B's page again.
    expect((await home(b)).body).toContain('Recognised by');
    expect((await home(b)).headers['x-sitewright-cache']).toBe('HIT');

    const title = `Heard again ${randomUUID().slice(0, 8)}`;
    await renameSection(database.url, { slug: 'harbour-law', from: 'Recognised by', to: title });
    const revalidated = await revalidateHarbour(a.port, database.url);
    expect(revalidated.status, revalidated.body).toBe(200);
    await expect.poll(async () => (await home(b)).body, { timeout: 5000, interval: 20 }).toContain(title);
  });

  it('accepts on B a session created on A', async () => {
    const cookie = await signIn(a.port, 'admin@harbour-law.example', 'DemoAdmin123');
    const me = await request(b.port, { path: '/api/me', headers: { cookie } });
    expect(me.status).toBe(200);
    expect(JSON.parse(me.body)).toMatchObject({ user: { email: 'admin@harbour-law.example' }, role: 'admin' });
    // And a visitor without it is nobody on B.
    expect(JSON.parse((await request(b.port, { path: '/api/me' })).body)).toMatchObject({ user: null });
  });
});
