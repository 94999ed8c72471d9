// GET /api/revisions/{id}: one revision, with the whole state of the record it kept (docs/decisions/061).
import { route } from '@/server/http/route';
import { uuidParam } from '@/server/http/params';
import { readRevision } from '@/server/revisions/service';
import { PRIVATE_HEADERS } from '@/server/sections/access';
import { REVISION_MESSAGES } from '@/schemas/revision';
import { can } from '@/lib/permissions';

export const GET = route({ access: can('revisions.use') }, async ({ db, tenant, role, params }) => {
  const id = uuidParam(params.id, REVISION_MESSAGES.notFound);
  return Response.json(await readRevision(db, { organizationId: tenant.id, role, id }), { headers: PRIVATE_HEADERS });
});
