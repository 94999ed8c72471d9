// GET /api/template-heading-sections?url_page=/about: the heading sections of one page.
import { route } from '@/server/http/route';
import { listSections } from '@/server/sections/service';
import { headingSectionResponse } from '@/server/sections/serialize';
import { readSectionsQuery, sectionsCacheHeaders } from '@/server/sections/read-api';

export const GET = route({ access: 'anyone' }, async ({ request, db, tenant }) => {
  const query = readSectionsQuery(request);
  const sections = await listSections(db, { organizationId: tenant.id, urlPage: query.urlPage, fresh: query.fresh });
  return Response.json(sections.heading.map(headingSectionResponse), { headers: sectionsCacheHeaders(query.fresh) });
});
