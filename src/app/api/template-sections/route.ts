// GET /api/template-sections?url_page=/about: the template sections of one page, with their metrics.
import { route } from '@/server/http/route';
import { listSections } from '@/server/sections/service';
import { templateSectionResponse } from '@/server/sections/serialize';
import { readSectionsQuery, sectionsCacheHeaders } from '@/server/sections/read-api';

export const GET = route({ access: 'anyone' }, async ({ request, db, tenant }) => {
  const query = readSectionsQuery(request);
  const sections = await listSections(db, { organizationId: tenant.id, urlPage: query.urlPage, fresh: query.fresh });
  return Response.json(sections.template.map(templateSectionResponse), { headers: sectionsCacheHeaders(query.fresh) });
});
