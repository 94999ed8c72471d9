import 'server-only';
// One call after every write to an organisation's data: its cached page data, its cached HTML and
// its host answers are dropped, here and (through the response cache's channel) on every instance.
import { invalidateOrganization } from './memo';

type Listener = (organizationId: string) => void;
type Registry = { listeners: Set<Listener> };
const registry: Registry = ((globalThis as { __sitewrightInvalidation?: Registry }).__sitewrightInvalidation ??= {
  listeners: new Set(),
});

/** Other caches (the HTML response cache, the cross-instance channel) subscribe here. */
export function onOrganizationChanged(listener: Listener): () => void {
  registry.listeners.add(listener);
  return () => registry.listeners.delete(listener);
}

/** Drops this process's caches for the organisation without telling other instances. */
export function dropLocalCaches(organizationId: string): void {
  invalidateOrganization(organizationId);
  for (const listener of registry.listeners) listener(organizationId);
}

/** Call after any write that changes what an organisation's public pages show. */
export async function organizationChanged(organizationId: string): Promise<void> {
  dropLocalCaches(organizationId);
}
