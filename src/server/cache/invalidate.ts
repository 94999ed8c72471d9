import 'server-only';
// One call after every write to an organisation's data: its cached page data, host answers and
// HTML are dropped here, and every other instance is told to do the same (see channel.ts).
import { invalidateTenantCache } from '@/server/tenancy/resolve';
import { invalidateOrganization } from './memo';

type Listener = (organizationId: string) => void | Promise<void>;
type Registry = { listeners: Set<Listener>; broadcast?: (organizationId: string) => Promise<void> };
const registry: Registry = ((globalThis as { __sitewrightInvalidation?: Registry }).__sitewrightInvalidation ??= {
  listeners: new Set(),
});

/** Other caches (the HTML response cache) subscribe here. */
export function onOrganizationChanged(listener: Listener): () => void {
  registry.listeners.add(listener);
  return () => registry.listeners.delete(listener);
}

/** How other instances hear of a change (set by channel.ts when there is more than one). */
export function setBroadcast(broadcast: (organizationId: string) => Promise<void>): void {
  registry.broadcast = broadcast;
}

/** Drops this process's caches for the organisation without telling other instances. */
export async function dropLocalCaches(organizationId: string): Promise<void> {
  invalidateOrganization(organizationId);
  invalidateTenantCache();
  await Promise.all([...registry.listeners].map((listener) => listener(organizationId)));
}

/** Call after any write that changes what an organisation's public pages show; resolves once dropped. */
export async function organizationChanged(organizationId: string): Promise<void> {
  await dropLocalCaches(organizationId);
  await registry.broadcast?.(organizationId).catch((error) => console.error('Could not tell other instances of a change', error));
}
