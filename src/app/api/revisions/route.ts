// GET /api/revisions?entity=section&id={recordId}&limit=50&before={revisionId}: one record's revisions, newest first,
// each with who replaced that state, when, and which fields the save changed (docs/decisions/061).
import { route } from '@/server/http/route';
import { listRevisions } from '@/server/revisions/service';
import { PRIVATE_HEADERS } from '@/server/sections/access';
import { revisionListQuerySchema } from '@/schemas/revision';
import { can } from '@/lib/permissions';

export const GET = route({ access: can('revisions.use'), query: revisionListQuerySchema }, async ({ db, tenant, role, query }) => {
  return Response.json(await listRevisions(db, { organizationId: tenant.id, role, query }), { headers: PRIVATE_HEADERS });
});
