// GET /api/redirects: the organisation's moved addresses ([{ id, from_path, to_path, created_at }] by old
// address), left by pages and posts whose slug changed (docs/decisions/069), so staff can see them.
import { route } from '@/server/http/route';
import { PRIVATE_HEADERS } from '@/server/sections/access';
import { listRedirects } from '@/server/content/redirects';
import { can } from '@/lib/permissions';

export const GET = route({ access: can('pages.write') }, async ({ db, tenant }) => {
  return Response.json(await listRedirects(db, { organizationId: tenant.id }), { headers: PRIVATE_HEADERS });
});
