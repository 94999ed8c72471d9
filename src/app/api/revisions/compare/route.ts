// GET /api/revisions/compare?from={revisionId}&to={revisionId|current}: two states of one record, only the
// fields that differ, each before and after; without `to`, against the record as it now is (docs/decisions/061).
import { route } from '@/server/http/route';
import { compareRevisions } from '@/server/revisions/service';
import { PRIVATE_HEADERS } from '@/server/sections/access';
import { revisionCompareQuerySchema } from '@/schemas/revision';
import { can } from '@/lib/permissions';

export const GET = route({ access: can('revisions.use'), query: revisionCompareQuerySchema }, async ({ db, tenant, role, query }) => {
  const to = query.to === undefined || query.to === 'current' ? null : query.to;
  return Response.json(await compareRevisions(db, { organizationId: tenant.id, role, from: query.from, to }), { headers: PRIVATE_HEADERS });
});
