// GET /api/document-sets?organization_id=: the organisation's document sets ([{ slug, title }] by title),
// for the post editor's picker. An organization_id naming another organisation than the Host's is a 403.
import { route } from '@/server/http/route';
import { ApiError } from '@/server/http/api';
import { PRIVATE_HEADERS } from '@/server/sections/access';
import { listDocumentSets } from '@/server/content/post-write';
import { documentSetQuerySchema, POST_MESSAGES } from '@/schemas/post';
import { can } from '@/lib/permissions';

export const GET = route({ access: can('posts.write'), query: documentSetQuerySchema }, async ({ db, tenant, query }) => {
  if (query.organization_id !== undefined && query.organization_id !== tenant.id) {
    throw new ApiError(403, POST_MESSAGES.otherOrganization, { organization_id: [POST_MESSAGES.otherOrganization] });
  }
  return Response.json(await listDocumentSets(db, { organizationId: tenant.id }), { headers: PRIVATE_HEADERS });
});
