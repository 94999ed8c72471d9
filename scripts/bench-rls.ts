// What row-level security costs per query (docs/decisions/050-row-level-security.md): the same
// section list read and the same editor save (a transactional write through the write path) run N
// times through getDb()'s owner path and through tenantDb(), alternating rounds so that the machine's
// drift falls on both. Prints a Markdown table for docs/benchmarks.md.
//   npx tsx --conditions=react-server scripts/bench-rls.ts                      embedded PGlite, in memory
//   BENCH_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres npx tsx ...  a throwaway database there
// BENCH_READS and BENCH_WRITES set N (default 400 and 150), BENCH_ROUNDS the rounds (default 3).
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { migrateDatabase, openDatabase, setDatabase, type Db } from '../src/server/db/client';
import { seedDemo } from '../src/server/seed/seed';
import { listTemplateSections } from '../src/server/sections/queries';
import { updateTemplateSection } from '../src/server/sections/write';
import { runScript } from './run-script';

const READS = Number(process.env.BENCH_READS ?? 400);
const WRITES = Number(process.env.BENCH_WRITES ?? 150);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SERVER = process.env.BENCH_DATABASE_URL;

async function throwawayDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `sitewright_bench_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

/** Mean milliseconds per operation of `times` sequential runs of `op`. */
async function perOperation(times: number, op: (i: number) => Promise<unknown>): Promise<number> {
  const start = performance.now();
  for (let i = 0; i < times; i += 1) await op(i);
  return (performance.now() - start) / times;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

await runScript(async () => {
  const server = SERVER ? await throwawayDatabase(SERVER) : undefined;
  const handle = await openDatabase(server ? { url: server.url } : {});
  try {
    await migrateDatabase(handle);
    setDatabase(handle);
    await seedDemo(handle.db);
    const [target] = (
      await handle.db.execute<{ organizationId: string; sectionId: string; urlPage: string; authorId: string }>(
        sql`select s.organization_id as "organizationId", s.id as "sectionId", s.url_page as "urlPage", (select id from "user" limit 1) as "authorId"
            from template_sections s order by s.organization_id, s.url_page limit 1`,
      )
    ).rows;
    const { organizationId, sectionId, urlPage, authorId } = target;
    const paths: [string, Db][] = [
      ['getDb() (owner)', handle.db],
      ['tenantDb() (row-level security)', handle.tenant(organizationId)],
    ];
    const read = (db: Db) => () => listTemplateSections(db, { organizationId, urlPage });
    const save = (db: Db) => (i: number) =>
      updateTemplateSection(db, { organizationId, sectionId, authorId, input: { section_title: `Bench title ${i}` } });
    // Warm both paths (connections, prepared plans, the per-organisation instance) before timing.
    for (const [, db] of paths) {
      await perOperation(20, read(db));
      await perOperation(5, save(db));
    }
    const results = new Map<string, { reads: number[]; writes: number[] }>(paths.map(([name]) => [name, { reads: [], writes: [] }]));
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [name, db] of round % 2 === 0 ? paths : [...paths].reverse()) {
        results.get(name)!.reads.push(await perOperation(READS, read(db)));
        results.get(name)!.writes.push(await perOperation(WRITES, save(db)));
      }
    }
    const [owner, tenant] = paths.map(([name]) => results.get(name)!);
    const row = (label: string, r: { reads: number[]; writes: number[] }) =>
      `| ${handle.kind} | ${label} | ${median(r.reads).toFixed(3)} | ${median(r.writes).toFixed(3)} |`;
    const change = (a: number, b: number) => `${b >= a ? '+' : ''}${(((b - a) / a) * 100).toFixed(0)} %`;
    console.log(`Section list read (2 queries) and editor save (transaction: lock, revision, update, notice), median of ${ROUNDS} rounds of ${READS} reads and ${WRITES} saves, ms per operation`);
    console.log('| database | path | read | save |');
    console.log('| --- | --- | ---: | ---: |');
    console.log(row(paths[0][0], owner));
    console.log(row(paths[1][0], tenant));
    console.log(`| ${handle.kind} | difference | ${change(median(owner.reads), median(tenant.reads))} | ${change(median(owner.writes), median(tenant.writes))} |`);
  } finally {
    await handle.close();
    await server?.drop();
  }
});
