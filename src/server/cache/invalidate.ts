import 'server-only';
// Dropping this process's caches: the memo of page data, the host → organisation answers, and
// (through html-cache-bridge.ts) the rendered HTML. Internal to the write path: application code
// writes through src/server/write.ts, which calls this after commit, and never calls it itself.
// tests/integration/write-path-guard.test.ts fails if anything else imports this module.
import { invalidateTenantCache } from '@/server/tenancy/resolve';
import { clearAllMemo, invalidateOrganization } from './memo';

/** What was dropped: one organisation, or everything (a change notification may have been missed). */
export type DropScope = { organizationId: string } | { everything: true };
type Listener = (scope: DropScope) => void | Promise<void>;
type Registry = { listeners: Set<Listener> };
// On globalThis: the instrumentation bundle subscribes, route bundles drop; both must see one set.
const registry: Registry = ((globalThis as { __sitewrightInvalidation?: Registry }).__sitewrightInvalidation ??= {
  listeners: new Set(),
});

/** Other caches (the HTML response cache) subscribe here. */
export function onCachesDropped(listener: Listener): () => void {
  registry.listeners.add(listener);
  return () => registry.listeners.delete(listener);
}

async function tellListeners(scope: DropScope): Promise<void> {
  await Promise.all([...registry.listeners].map((listener) => listener(scope)));
}

/** Drops this process's caches for one organisation, without telling other instances. */
export async function dropLocalCaches(organizationId: string): Promise<void> {
  invalidateOrganization(organizationId);
  // Host answers are cached per host, not per organisation, and a write may add or move a host.
  invalidateTenantCache();
  await tellListeners({ organizationId });
}

/** Drops this process's caches for every organisation (after the change channel was down). */
export async function dropAllLocalCaches(): Promise<void> {
  clearAllMemo();
  invalidateTenantCache();
  await tellListeners({ everything: true });
}
