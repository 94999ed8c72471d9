// POST /api/revalidate { tag: "org-{id}" }: staff ask for the site's cached pages and data to be
// rebuilt on the next request (the editors call it after saving sections and posts).
import { route } from '@/server/http/route';
import { revalidateOwnSite } from '@/server/organizations/revalidate';
import { REVALIDATE_MAX_BODY_BYTES, revalidateSchema } from '@/schemas/revalidate';
import { can } from '@/lib/permissions';

export const POST = route({ access: can('site.revalidate'), body: revalidateSchema, maxBytes: REVALIDATE_MAX_BODY_BYTES }, async ({ tenant, body }) => {
  await revalidateOwnSite(tenant.id, body.tag);
  return Response.json({ revalidated: true, tag: body.tag });
});
