import 'server-only';
// Connects organisation changes to the HTML cache of the custom server (server/serve.mjs), which
// keys pages by host name: an organisation's change drops the pages of every host it answers on.
import { eq } from 'drizzle-orm';
import { config } from '@/config';
import { getDb } from '@/server/db/client';
import { organizationDomains, organizations } from '@/server/db/schema';
import { onOrganizationChanged } from './invalidate';

type HtmlCache = { dropHosts: (hosts: string[]) => void; dropAll: () => void };

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

let connected = false;

export function connectHtmlCache(): void {
  if (connected) return;
  connected = true;
  onOrganizationChanged((organizationId) => {
    const cache = htmlCache();
    if (!cache) return;
    return hostsOf(organizationId).then(
      (hosts) => cache.dropHosts(hosts),
      // Not knowing the hosts must not leave stale pages behind.
      () => cache.dropAll(),
    );
  });
}
