import 'server-only';
// Host → organisation, without a database round trip on every request: answers (including "no
// such site") are cached per host for TENANT_CACHE_TTL_MS and dropped by the write path
// (src/server/write.ts) when any organisation changes, on every instance.
import { eq } from 'drizzle-orm';
import { config } from '@/config';
import { getDb, type DbOrTx } from '@/server/db/client';
import { organizationDomains, organizations, organizationSettings } from '@/server/db/schema';
import { classifyHost, normalizeHost } from '@/lib/hosts';
import type { OrganizationType } from '@/lib/enums';
import { isLocale, type Locale } from '@/lib/i18n/locales';

export type Tenant = {
  id: string;
  slug: string;
  name: string;
  type: OrganizationType;
  defaultLocale: Locale;
  locales: Locale[];
};

type Entry = { value: Tenant | null; expires: number };
type Cache = { byHost: Map<string, Entry>; generation: number };
const cache: Cache = ((globalThis as { __sitewrightTenants?: Cache }).__sitewrightTenants ??= {
  byHost: new Map(),
  generation: 0,
});

/** Forgets every cached host answer. Only the write path calls this (cache/invalidate.ts); tests reset with it. */
export function invalidateTenantCache(): void {
  cache.byHost.clear();
  cache.generation += 1;
}

export async function loadTenant(db: DbOrTx, where: { id?: string; slug?: string }): Promise<Tenant | null> {
  const condition = where.id ? eq(organizations.id, where.id) : where.slug ? eq(organizations.slug, where.slug) : null;
  if (!condition) return null;
  const [row] = await db
    .select({
      id: organizations.id,
      slug: organizations.slug,
      name: organizations.name,
      type: organizations.type,
      language: organizationSettings.language,
      supportedLocales: organizationSettings.supportedLocales,
    })
    .from(organizations)
    .leftJoin(organizationSettings, eq(organizationSettings.organizationId, organizations.id))
    .where(condition)
    .limit(1);
  if (!row) return null;
  const defaultLocale: Locale = row.language && isLocale(row.language) ? row.language : 'en';
  const locales = (row.supportedLocales ?? []).filter(isLocale);
  if (!locales.includes(defaultLocale)) locales.unshift(defaultLocale);
  return { id: row.id, slug: row.slug, name: row.name, type: row.type, defaultLocale, locales };
}

async function lookup(db: DbOrTx, host: string): Promise<Tenant | null> {
  const kind = classifyHost(host);
  if (kind.kind === 'default') return loadTenant(db, { slug: config().DEFAULT_ORG_SLUG });
  if (kind.kind === 'slug') return loadTenant(db, { slug: kind.slug });
  const [domain] = await db
    .select({ organizationId: organizationDomains.organizationId })
    .from(organizationDomains)
    .where(eq(organizationDomains.host, kind.host))
    .limit(1);
  return domain ? loadTenant(db, { id: domain.organizationId }) : null;
}

/** The organisation a Host header names, or null for an unknown or malformed host. */
export async function resolveOrganizationByHost(hostHeader: string | null | undefined): Promise<Tenant | null> {
  const host = normalizeHost(hostHeader);
  if (!host) return null;
  const now = Date.now();
  const hit = cache.byHost.get(host);
  if (hit && hit.expires > now) return hit.value;
  const generation = cache.generation;
  const value = await lookup(await getDb(), host);
  // An invalidation during the lookup means the answer may be stale: use it, but do not keep it.
  if (generation === cache.generation) {
    cache.byHost.set(host, { value, expires: now + config().TENANT_CACHE_TTL_MS });
  }
  return value;
}
