import 'server-only';
// The address an organisation's links are built on when no visitor's request may be trusted to say
// it: links in e-mail above all. It comes from the organisation's configuration only (its primary
// domain, else <slug>.localhost for development), never from a request's Host, X-Forwarded-Host or
// X-Forwarded-Proto, so nobody can make a site e-mail a link to a host of their choosing.
import { and, eq } from 'drizzle-orm';
import { config } from '@/config';
import type { DbOrTx } from '@/server/db/client';
import { organizationDomains, organizations } from '@/server/db/schema';

/** Host names that only resolve on a developer's machine: plain HTTP, on the server's own port. */
const LOCAL = /(^|\.)(localhost|test)$/;

export function originForHost(host: string): string {
  if (!LOCAL.test(host)) return `https://${host}`;
  const { PORT } = config();
  return `http://${host}${PORT === 80 ? '' : `:${PORT}`}`;
}

/** The organisation's own origin, e.g. https://www.harbourfinch.co.uk or http://brightstack.localhost:3000. */
export async function siteOrigin(db: DbOrTx, organizationId: string): Promise<string | null> {
  const [primary] = await db
    .select({ host: organizationDomains.host })
    .from(organizationDomains)
    .where(and(eq(organizationDomains.organizationId, organizationId), eq(organizationDomains.isPrimary, true)))
    .orderBy(organizationDomains.createdAt)
    .limit(1);
  if (primary) return originForHost(primary.host);
  const [org] = await db.select({ slug: organizations.slug }).from(organizations).where(eq(organizations.id, organizationId)).limit(1);
  return org ? originForHost(`${org.slug}.localhost`) : null;
}
