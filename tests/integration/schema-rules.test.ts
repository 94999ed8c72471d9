// The data model's ground rules, read from the schema itself so a new table cannot slip past them:
// every tenant table carries a non-null organization_id that leads its indexes and unique keys.
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '@/server/db/schema';

// Platform tables: the tenants themselves, the auth library's per-person tables, and the limits
// counted per person across every site (docs/decisions/021).
const PLATFORM_TABLES = new Set(['organizations', 'user', 'session', 'account', 'verification', 'platform_rate_limits']);
// Routing data: a host belongs to one organisation across the platform (docs/decisions/002).
const GLOBAL_UNIQUE = new Set(['organization_domains_host_key']);

const tables = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => value instanceof PgTable)
  .map((table) => getTableConfig(table));

describe('tenant tables', () => {
  const tenantTables = tables.filter((t) => !PLATFORM_TABLES.has(t.name));

  it('cover the whole spec', () => {
    expect(tenantTables.length).toBeGreaterThanOrEqual(28);
  });

  it.each(tenantTables.map((t) => [t.name, t] as const))('%s has a non-null organization_id leading its keys', (_name, table) => {
    const column = table.columns.find((c) => c.name === 'organization_id');
    expect(column, 'organization_id column').toBeTruthy();
    expect(column!.notNull).toBe(true);
    const firstColumns = [
      ...table.indexes.map((i) => ({ name: i.config.name, unique: i.config.unique, first: (i.config.columns[0] as { name?: string }).name })),
      ...table.primaryKeys.map((pk) => ({ name: pk.getName(), unique: true, first: pk.columns[0].name })),
      ...(column!.primary ? [{ name: `${table.name}_pkey`, unique: true, first: 'organization_id' }] : []),
    ];
    expect(firstColumns.some((i) => i.first === 'organization_id'), 'an index led by organization_id').toBe(true);
    for (const key of firstColumns.filter((i) => i.unique && !GLOBAL_UNIQUE.has(i.name ?? ''))) {
      expect(key.first, `unique key ${key.name}`).toBe('organization_id');
    }
  });

  it('keep ids database-generated UUIDs', () => {
    for (const table of tenantTables) {
      const id = table.columns.find((c) => c.name === 'id');
      if (!id) continue;
      expect(id.getSQLType()).toBe('uuid');
      expect(id.hasDefault).toBe(true);
    }
  });
});
