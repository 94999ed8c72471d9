// POST /api/revisions/{id}/restore { version }: brings the record back to this revision as a new save, replacing
// `version` (a newer save since is a 409 with the record as it now is); answers the record as its GET does (docs/decisions/061).
import { route } from '@/server/http/route';
import { uuidParam } from '@/server/http/params';
import { restoreRevision } from '@/server/revisions/service';
import { REVISION_MESSAGES, revisionRestoreSchema } from '@/schemas/revision';
import { can } from '@/lib/permissions';

export const POST = route({ access: can('revisions.use'), body: revisionRestoreSchema }, async ({ db, tenant, role, user, params, body }) => {
  const id = uuidParam(params.id, REVISION_MESSAGES.notFound);
  return Response.json(await restoreRevision(db, { organizationId: tenant.id, role, id, authorId: user.id, version: body.version }));
});
