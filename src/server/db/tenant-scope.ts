import 'server-only';
// How a connection takes on an organisation for row-level security (migration 0008,
// docs/decisions/050-row-level-security.md): the role sitewright_tenant plus the setting
// sitewright.organization_id. The owner's plain path must never inherit either.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { Pool, PoolClient } from 'pg';

export const TENANT_ROLE = 'sitewright_tenant';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An organisation id is a UUID; anything else is a programming error, not a request to scope by. */
export function assertOrganizationId(organizationId: string): void {
  if (!UUID.test(organizationId)) throw new TypeError(`tenantDb needs an organisation id (a UUID), got ${JSON.stringify(organizationId)}`);
}

// --- PostgreSQL: one shared pool, settings kept on each connection -------------------------------

/** The organisation each pooled connection is set to; a connection absent here is the owner's own. */
const scopeOf = new WeakMap<PoolClient, string>();

/** Brings a checked-out connection to `organizationId` (null: the owner), in one round trip, only if needed. */
async function applyScope(client: PoolClient, organizationId: string | null): Promise<void> {
  if ((scopeOf.get(client) ?? null) === organizationId) return;
  // Forget first: should the statement fail half-way, the connection is not trusted as either.
  scopeOf.delete(client);
  if (organizationId === null) {
    await client.query(`select set_config('role', 'none', false), set_config('sitewright.organization_id', '', false)`);
  } else {
    await client.query(`select set_config('role', $1, false), set_config('sitewright.organization_id', $2, false)`, [TENANT_ROLE, organizationId]);
    scopeOf.set(client, organizationId);
  }
}

/** A server-reported error (it has a SQLSTATE) leaves the connection usable, unless it ended the session; anything else may not. */
function brokenConnection(error: unknown): Error | undefined {
  if (!error) return undefined;
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  // A FATAL (or PANIC) report ends the session: the server is shutting down or restarting
  // (57P01, 57P02, 57P03), and the connection must not go back to the pool (decision 085).
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && severity !== 'FATAL' && severity !== 'PANIC' && !code.startsWith('57P')) return undefined;
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * The shared pool seen through one scope. Drizzle runs single queries with `query` and transactions
 * on a client from `connect` (and only treats the client as a pool when it is `instanceof Pool`, hence
 * a prototype-linked facade rather than a wrapper object). Every checkout is brought to the scope
 * before anything runs on it, so a connection a tenant used cannot answer the owner, nor another tenant.
 */
export function scopedPool(pool: Pool, organizationId: string | null): Pool {
  const facade = Object.create(pool) as Pool;
  const connect = async (): Promise<PoolClient> => {
    const client = await pool.connect();
    try {
      await applyScope(client, organizationId);
    } catch (error) {
      client.release(error instanceof Error ? error : true);
      throw error;
    }
    return client;
  };
  const query = async (...args: unknown[]) => {
    const client = await connect();
    let failure: unknown;
    try {
      return await (client.query as (...a: unknown[]) => Promise<unknown>)(...args);
    } catch (error) {
      failure = error;
      throw error;
    } finally {
      client.release(brokenConnection(failure));
    }
  };
  facade.connect = connect as unknown as Pool['connect'];
  facade.query = query as unknown as Pool['query'];
  return facade;
}

// --- PGlite: one connection shared by every request ----------------------------------------------

/**
 * Marks the code running inside a transaction on the embedded database. PGlite runs one transaction
 * at a time and holds every other query until it ends, so a query there that does not go through the
 * transaction's own handle would wait for ever; it fails at once instead, with a message saying why.
 */
const openTransaction = new AsyncLocalStorage<{ open: boolean }>();

function refuseNestedQuery(): void {
  if (openTransaction.getStore()?.open) {
    throw new Error(
      'A query outside the open transaction would wait for ever on the embedded database: inside db.transaction(), use its tx for every query (getDb() and tenantDb() included).',
    );
  }
}

type PgliteQuery = PGlite['query'];

async function insideTransaction<T>(tx: Transaction, run: (tx: Transaction) => Promise<T>): Promise<T> {
  const marker = { open: true };
  try {
    return await openTransaction.run(marker, () => run(tx));
  } finally {
    // Work the transaction started and left running (fire and forget) may query once it is over.
    marker.open = false;
  }
}

/**
 * The embedded database seen through one scope (null: the owner). Requests interleave on its single
 * connection between any two awaits, so a tenant's settings are made transaction-local and each
 * tenant query runs in its own short transaction: setting the scope and running the query cannot be
 * separated, and nothing is left behind for the next caller.
 */
export function scopedPglite(pglite: PGlite, organizationId: string | null): PGlite {
  const enter = async (tx: Transaction) => {
    if (organizationId !== null) {
      await tx.query(`select set_config('role', $1, true), set_config('sitewright.organization_id', $2, true)`, [TENANT_ROLE, organizationId]);
    }
  };
  const query = ((sql: string, params?: unknown[], options?: Parameters<PgliteQuery>[2]) => {
    refuseNestedQuery();
    if (organizationId === null) return pglite.query(sql, params, options);
    return pglite.transaction(async (tx) => {
      await enter(tx);
      return tx.query(sql, params, options);
    });
  }) as PgliteQuery;
  const transaction = (<T>(run: (tx: Transaction) => Promise<T>) => {
    refuseNestedQuery();
    return pglite.transaction(async (tx) => {
      await enter(tx);
      return insideTransaction(tx, run);
    });
  }) as PGlite['transaction'];
  // Drizzle's PGlite driver calls only these two; PGlite's own methods need the real instance as `this`.
  return { query, transaction } as unknown as PGlite;
}
