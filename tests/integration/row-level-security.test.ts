// Row-level security, the second wall behind the organisation filter (migration 0008,
// docs/decisions/050-row-level-security.md): a query run as the tenant role sees and writes only the
// rows of the organisation its connection is set to, and nothing without one; the owner's plain path
// sees everything; the per-connection memory of "what is set" never lends one organisation's scope
// to another request. The tables are read from the database itself, so a table added later without
// its policy fails here.
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb, tenantDb, type Db, type DbOrTx } from '@/server/db/client';
import * as schema from '@/server/db/schema';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases';

type Row = Record<string, unknown>;

async function all<T extends Row>(db: DbOrTx, query: SQL): Promise<T[]> {
  return (await db.execute(query)).rows as T[];
}

/** Rows an UPDATE or DELETE touched, on either driver. */
async function affected(db: DbOrTx, query: SQL): Promise<number> {
  const result = (await db.execute(query)) as unknown as { rowCount?: number | null; affectedRows?: number };
  return result.rowCount ?? result.affectedRows ?? 0;
}

/** The SQLSTATE of a refused statement (drizzle wraps the driver's error). */
async function refusal(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return cause?.code ?? (error as { code?: string }).code ?? String(error);
  }
  return 'accepted';
}

/** Runs `body` and rolls everything back, so probing writes leave no trace whatever they did. */
async function rolledBack(db: Db, body: (tx: DbOrTx) => Promise<void>): Promise<void> {
  const undo = new Error('roll back');
  await db
    .transaction(async (tx) => {
      await body(tx);
      throw undo;
    })
    .catch((error: unknown) => {
      if (error !== undo) throw error;
    });
}

/** One statement that may be refused, inside a savepoint so the surrounding transaction goes on. */
function attempt(tx: DbOrTx, query: SQL): Promise<string> {
  return refusal(() => tx.transaction((inner) => inner.execute(query)));
}

const t = (name: string) => sql.identifier(name);

/** A copy of one of the table's rows, with a new id where it has one, for probing inserts. */
function copyOf(table: string, hasId: boolean, where: SQL): SQL {
  const record = hasId ? sql`to_jsonb(src) || jsonb_build_object('id', gen_random_uuid())` : sql`to_jsonb(src)`;
  return sql`select (jsonb_populate_record(null::${t(table)}, ${record})).* from ${t(table)} src where ${where} limit 1`;
}

const ORGANIZATION_SETTING = 'sitewright.organization_id';

describe.each(DATABASE_KINDS)('row-level security on %s', (kind) => {
  let database: TestDatabase;
  /** Tables with organization_id, read from the database, each with whether it has an id column. */
  let tenantTables: { name: string; hasId: boolean }[];
  let orgA: string;
  let orgB: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind, { seed: 'demo' });
    tenantTables = await all<{ name: string; hasId: boolean }>(
      database.db,
      sql`select c.table_name as name, exists (select 1 from information_schema.columns i where i.table_schema = 'public' and i.table_name = c.table_name and i.column_name = 'id') as "hasId"
          from information_schema.columns c join information_schema.tables x using (table_schema, table_name)
          where c.table_schema = 'public' and c.column_name = 'organization_id' and x.table_type = 'BASE TABLE' order by 1`,
    );
    const busiest = await all<{ id: string }>(database.db, sql`select organization_id as id from template_sections group by 1 order by count(*) desc, 1 limit 2`);
    [orgA, orgB] = busiest.map((row) => row.id);
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('has a policy on every table that carries organization_id, the schema and the database agreeing', async () => {
    const declared = (Object.values(schema) as unknown[])
      .filter((value): value is PgTable => value instanceof PgTable)
      .map((table) => getTableConfig(table))
      .filter((table) => table.columns.some((column) => column.name === 'organization_id'))
      .map((table) => table.name)
      .sort();
    expect(tenantTables.map((table) => table.name).sort()).toEqual(declared);
    expect(declared.length).toBeGreaterThanOrEqual(30);

    const guarded = await all<{ name: string; rls: boolean; using: string | null; check: string | null; roles: string; command: string }>(
      database.db,
      sql`select c.relname as name, c.relrowsecurity as rls, p.qual as using, p.with_check as check, p.roles::text as roles, p.cmd as command
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
          left join pg_policies p on p.schemaname = n.nspname and p.tablename = c.relname
          where n.nspname = 'public' and c.relkind = 'r'`,
    );
    for (const name of [...declared, 'organizations']) {
      const policies = guarded.filter((row) => row.name === name);
      expect(policies[0]?.rls, `${name}: row-level security enabled`).toBe(true);
      const policy = policies.find((row) => row.roles.includes('sitewright_tenant'));
      expect(policy, `${name}: a policy for sitewright_tenant`).toBeTruthy();
      expect(policy!.command).toBe('ALL');
      expect(policy!.using, `${name}: USING`).toContain(ORGANIZATION_SETTING);
      expect(policy!.check, `${name}: WITH CHECK`).toContain(ORGANIZATION_SETTING);
    }
  });

  /** A real row of each table that has one, with a new id, as the owner reads it: material for inserts. */
  async function sampleRows(where: SQL): Promise<Map<string, string>> {
    const samples = new Map<string, string>();
    for (const { name, hasId } of tenantTables) {
      const [row] = await all<{ row: Row }>(database.db, sql`select to_jsonb(c) as row from (${copyOf(name, hasId, where)}) c`);
      if (row) samples.set(name, JSON.stringify(row.row));
    }
    return samples;
  }

  const insertFrom = (name: string, json: string) =>
    sql`insert into ${t(name)} select * from jsonb_populate_record(null::${t(name)}, ${json}::jsonb)`;

  it('reads nothing and writes nothing as the tenant role without an organisation', async () => {
    const samples = await sampleRows(sql`true`);
    expect(samples.size, 'the demo data fills most tenant tables').toBeGreaterThanOrEqual(20);
    await rolledBack(database.db, async (tx) => {
      await tx.execute(sql`select set_config('role', 'sitewright_tenant', true)`);
      const [who] = await all<{ role: string; organization: string | null }>(tx, sql`select current_user as role, current_setting('sitewright.organization_id', true) as organization`);
      expect(who.role).toBe('sitewright_tenant');
      expect(who.organization ?? '').toBe('');
      expect(await all(tx, sql`select * from organizations`)).toEqual([]);
      for (const { name } of tenantTables) {
        expect(await all(tx, sql`select * from ${t(name)}`), `${name}: read`).toEqual([]);
        expect(await affected(tx, sql`update ${t(name)} set organization_id = organization_id`), `${name}: update`).toBe(0);
        expect(await affected(tx, sql`delete from ${t(name)}`), `${name}: delete`).toBe(0);
        const sample = samples.get(name);
        if (sample) expect(await attempt(tx, insertFrom(name, sample)), `${name}: insert`).toBe('42501');
      }
    });
    for (const name of samples.keys()) {
      const [row] = await all<{ n: number }>(database.db, sql`select count(*)::int as n from ${t(name)}`);
      expect(row.n, `${name}: the owner still sees its rows`).toBeGreaterThan(0);
    }
  });

  it("reads only its organisation's rows and cannot write into another's", async () => {
    const db = database.tenant(orgA);
    const fromB = await sampleRows(sql`organization_id = ${orgB}`);
    const fromA = await sampleRows(sql`organization_id = ${orgA}`);
    expect(fromA.size).toBeGreaterThanOrEqual(15);
    expect(await all(db, sql`select id from organizations`)).toEqual([{ id: orgA }]);
    for (const { name } of tenantTables) {
      const [own] = await all<{ n: number }>(database.db, sql`select count(*)::int as n from ${t(name)} where organization_id = ${orgA}`);
      const [seen] = await all<{ n: number; foreign: number }>(
        db,
        sql`select count(*)::int as n, count(*) filter (where organization_id <> ${orgA})::int as foreign from ${t(name)}`,
      );
      expect(seen, `${name}: read`).toEqual({ n: own.n, foreign: 0 });
    }
    await rolledBack(db, async (tx) => {
      for (const { name, hasId } of tenantTables) {
        expect(await affected(tx, sql`update ${t(name)} set organization_id = organization_id where organization_id = ${orgB}`), `${name}: update B`).toBe(0);
        expect(await affected(tx, sql`delete from ${t(name)} where organization_id = ${orgB}`), `${name}: delete B`).toBe(0);
        const sampleB = fromB.get(name);
        if (sampleB) expect(await attempt(tx, insertFrom(name, sampleB)), `${name}: insert into B`).toBe('42501');
        if (fromA.has(name)) {
          const one = hasId ? sql`id = (select id from ${t(name)} limit 1)` : sql`ctid = (select ctid from ${t(name)} limit 1)`;
          expect(await attempt(tx, sql`update ${t(name)} set organization_id = ${orgB} where ${one}`), `${name}: move to B`).toBe('42501');
        }
      }
    });
    const [still] = await all<{ n: number }>(database.db, sql`select count(*)::int as n from template_sections where organization_id = ${orgB}`);
    expect(still.n).toBeGreaterThan(0);
  });

  it("never lends one organisation's scope to another request, nor to the owner", async () => {
    const expected = new Map<string, number>();
    for (const org of [orgA, orgB]) {
      const [row] = await all<{ n: number }>(database.db, sql`select count(*)::int as n from template_sections where organization_id = ${org}`);
      expected.set(org, row.n);
    }
    const [total] = await all<{ n: number }>(database.db, sql`select count(*)::int as n from template_sections`);
    expect(total.n).toBeGreaterThan(expected.get(orgA)! + expected.get(orgB)!);
    const probe = sql`select current_user as role, current_setting('sitewright.organization_id', true) as organization, (select count(*)::int from template_sections) as sections`;
    const plain = await getDb();
    const calls = Array.from({ length: 240 }, (_, i) => {
      const org = [orgA, orgB, null][i % 3];
      const db = org ? database.tenant(org) : plain;
      // Single queries and transactions, each transaction awaiting between its statements, so that
      // requests interleave on the pool's connections and on PGlite's one connection.
      const run = async () => {
        if (i % 2 === 0) return (await all<Row>(db, probe))[0];
        return db.transaction(async (tx) => {
          const first = (await all<Row>(tx, probe))[0];
          await new Promise((resolve) => setImmediate(resolve));
          const second = (await all<Row>(tx, probe))[0];
          expect(second).toEqual(first);
          return first;
        });
      };
      return run().then((answer) => ({ org, answer }));
    });
    for (const { org, answer } of await Promise.all(calls)) {
      if (org) expect(answer).toEqual({ role: 'sitewright_tenant', organization: org, sections: expected.get(org) });
      else expect({ ...answer, organization: answer.organization ?? '' }).toMatchObject({ role: expect.not.stringMatching('sitewright_tenant'), organization: '', sections: total.n });
    }
    // The public entry point hands out the same per-organisation instance.
    expect(await tenantDb(orgA)).toBe(database.tenant(orgA));
    await expect(tenantDb('not-a-uuid')).rejects.toThrow(/UUID/);
  });

  it('keeps a plain query inside a tenant transaction from waiting for ever', async () => {
    const plain = await getDb();
    const inside = database.tenant(orgA).transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      return all<{ n: number }>(plain, sql`select count(*)::int as n from organizations`);
    });
    if (kind === 'pglite') {
      // One connection: the plain query would queue behind the transaction it runs in. Refused at once.
      const error = await inside.then(() => null, (refused: Error) => refused);
      expect((error?.cause as Error | undefined)?.message ?? error?.message).toMatch(/wait for ever on the embedded database/);
    } else {
      // A pool: the plain query takes another connection and answers as the owner.
      const [row] = await inside;
      expect(row.n).toBeGreaterThan(2);
    }
    // Once the transaction is over, the same code is fine.
    expect((await all<{ n: number }>(plain, sql`select count(*)::int as n from organizations`))[0].n).toBeGreaterThan(2);
  });
});
