import 'server-only';
// Connects cache drops to the HTML cache of the custom server (front/serve.mjs): an organisation's
// change drops every page tagged with it (`org-{id}`), whichever host it was stored under.
import { eq } from 'drizzle-orm';
import { config } from '@/config';
import { getDb } from '@/server/db/client';
import { organizationDomains, organizations } from '@/server/db/schema';
import { onCachesDropped } from './invalidate';
import { tagFor } from './memo';

type HtmlCache = { dropHosts: (hosts: string[]) => void; dropTag?: (tag: string) => void; dropAll: () => void };

function htmlCache(): HtmlCache | undefined {
  return (globalThis as { __sitewrightHtmlCache?: HtmlCache }).__sitewrightHtmlCache;
}

/** Every host name an organisation's pages are served on. */
export async function hostsOf(organizationId: string): Promise<string[]> {
  const db = await getDb();
  const [org] = await db.select({ slug: organizations.slug }).from(organizations).where(eq(organizations.id, organizationId)).limit(1);
  if (!org) return [];
  const domains = await db
    .select({ host: organizationDomains.host })
    .from(organizationDomains)
    .where(eq(organizationDomains.organizationId, organizationId));
  const hosts = [`${org.slug}.localhost`, ...domains.map((d) => d.host)];
  if (org.slug === config().DEFAULT_ORG_SLUG) hosts.push('localhost', '127.0.0.1', '[::1]');
  return hosts;
}

type Bridge = { connected: boolean };
// On globalThis: however many bundles import this module, the cache gets one subscription.
const bridge: Bridge = ((globalThis as { __sitewrightHtmlBridge?: Bridge }).__sitewrightHtmlBridge ??= { connected: false });

export function connectHtmlCache(): void {
  if (bridge.connected) return;
  bridge.connected = true;
  onCachesDropped((scope) => {
    const cache = htmlCache();
    if (!cache) return;
    if ('everything' in scope) return cache.dropAll();
    // Every stored page carries its organisation's tag: dropping by tag needs no query, so it is done
    // before the write returns (or the notice is handled), and it reaches a host the write took away.
    if (cache.dropTag) return cache.dropTag(tagFor(scope.organizationId));
    // A cache without tags: drop the hosts the organisation answers on.
    return hostsOf(scope.organizationId).then(
      (hosts) => cache.dropHosts(hosts),
      // Not knowing the hosts must not leave stale pages behind.
      () => cache.dropAll(),
    );
  });
}
