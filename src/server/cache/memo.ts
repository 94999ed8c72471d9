import 'server-only';
// A small in-process cache of computed values, keyed by organisation and a key, dropped per
// organisation on every write to it (the `org-{id}` tag) or after its time to live.

type Entry = { value: unknown; expires: number };
type Store = { entries: Map<string, Map<string, Entry>> };
const store: Store = ((globalThis as { __sitewrightMemo?: Store }).__sitewrightMemo ??= { entries: new Map() });

const MAX_KEYS_PER_ORG = 500;

export async function memo<T>(organizationId: string, key: string, ttlMs: number, compute: () => Promise<T>): Promise<T> {
  let perOrg = store.entries.get(organizationId);
  const hit = perOrg?.get(key);
  if (hit && hit.expires > Date.now()) return hit.value as T;
  const value = await compute();
  if (!perOrg) store.entries.set(organizationId, (perOrg = new Map()));
  if (perOrg.size >= MAX_KEYS_PER_ORG) perOrg.clear();
  perOrg.set(key, { value, expires: Date.now() + ttlMs });
  return value;
}

/** Drops everything cached for one organisation. */
export function invalidateOrganization(organizationId: string): void {
  store.entries.delete(organizationId);
}

export function tagFor(organizationId: string): string {
  return `org-${organizationId}`;
}

/** Drops everything for every organisation (tests, and a full reload). */
export function clearAllMemo(): void {
  store.entries.clear();
}
