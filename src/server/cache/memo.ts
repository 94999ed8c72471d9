import 'server-only';
// A small in-process cache of computed values, keyed by organisation and a key, dropped per
// organisation on every write to it (the `org-{id}` tag) or after its time to live. Only the write
// path (cache/invalidate.ts) drops entries; a test guards that (tests/integration/write-path-guard.test.ts).

type Entry = { value: unknown; expires: number };
type Store = {
  entries: Map<string, Map<string, Entry>>;
  /** Bumped per organisation on every drop, so a value computed across a drop is not kept. */
  generations: Map<string, number>;
  /** Bumped when everything is dropped. */
  epoch: number;
};
const store: Store = ((globalThis as { __sitewrightMemo?: Store }).__sitewrightMemo ??= {
  entries: new Map(),
  generations: new Map(),
  epoch: 0,
});
// An older process-wide store (kept on globalThis across reloads) may lack the newer fields.
store.generations ??= new Map();
store.epoch ??= 0;

const MAX_KEYS_PER_ORG = 500;

function stamp(organizationId: string): string {
  return `${store.epoch}:${store.generations.get(organizationId) ?? 0}`;
}

export async function memo<T>(organizationId: string, key: string, ttlMs: number, compute: () => Promise<T>): Promise<T> {
  const hit = store.entries.get(organizationId)?.get(key);
  if (hit && hit.expires > Date.now()) return hit.value as T;
  const before = stamp(organizationId);
  const value = await compute();
  // A write committed while this was computing may not be in the value: use it, but do not keep
  // it, or the next request would show the old content until the time to live runs out.
  if (stamp(organizationId) !== before) return value;
  let perOrg = store.entries.get(organizationId);
  if (!perOrg) store.entries.set(organizationId, (perOrg = new Map()));
  if (perOrg.size >= MAX_KEYS_PER_ORG) perOrg.clear();
  perOrg.set(key, { value, expires: Date.now() + ttlMs });
  return value;
}

/** Drops everything cached for one organisation (the write path calls this). */
export function invalidateOrganization(organizationId: string): void {
  store.entries.delete(organizationId);
  store.generations.set(organizationId, (store.generations.get(organizationId) ?? 0) + 1);
}

/** The cache tag of an organisation's pages and data, as POST /api/revalidate names it. */
export function tagFor(organizationId: string): string {
  return `org-${organizationId}`;
}

/** Drops everything for every organisation (a missed change notification; tests). */
export function clearAllMemo(): void {
  store.entries.clear();
  store.generations.clear();
  store.epoch += 1;
}
