// POST /api/revalidate { tag: "org-{id}" }: staff ask for the site's cached pages and data to be
// rebuilt on the next request (the editors call it after saving sections and posts).
import { z } from 'zod';
import { ApiError, memberRoute, parseInput } from '@/server/http/api';
import { organizationChanged } from '@/server/cache/invalidate';
import { tagFor } from '@/server/cache/memo';

const revalidateSchema = z.object({ tag: z.string().regex(/^org-[0-9a-f-]{36}$/, 'tag must look like org-{organisation id}') });

export const POST = memberRoute(['admin', 'editor'], async ({ request, tenant }) => {
  const body = parseInput(revalidateSchema, await request.json().catch(() => null));
  if (body.tag !== tagFor(tenant.id)) throw new ApiError(403, 'You can only revalidate your own site.');
  await organizationChanged(tenant.id);
  return Response.json({ revalidated: true, tag: body.tag });
});
