// DELETE /api/redirects/{id}: staff remove a redirect; its old address is then not found again.
import { route } from '@/server/http/route';
import { uuidParam } from '@/server/http/params';
import { deleteRedirect } from '@/server/content/redirects';
import { POST_MESSAGES } from '@/schemas/post';
import { can } from '@/lib/permissions';

export const DELETE = route({ access: can('pages.write') }, async ({ db, tenant, params }) => {
  const removed = await deleteRedirect(db, { organizationId: tenant.id, id: uuidParam(params.id, POST_MESSAGES.redirectNotFound) });
  return Response.json({ success: true, id: removed.id });
});
