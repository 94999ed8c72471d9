import 'server-only';
// Staff ask for their site's cached pages and data to be rebuilt on the next request. The tag they
// name must be their own organisation's: one site's staff never flush another's caches.
import { tagFor } from '@/server/cache/memo';
import { revalidateOrganization } from '@/server/write';
import { ApiError } from '@/server/http/api';

export async function revalidateOwnSite(organizationId: string, tag: string): Promise<void> {
  if (tag !== tagFor(organizationId)) throw new ApiError(403, 'You can only revalidate your own site.');
  await revalidateOrganization(organizationId);
}
