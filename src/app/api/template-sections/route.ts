// GET /api/template-sections?url_page=/about: the template sections of one page, with their metrics.
// POST /api/template-sections { full section }: an admin or editor creates a section at the end of its page.
import { route } from '@/server/http/route';
import { listSections } from '@/server/sections/service';
import { templateSectionResponse } from '@/server/sections/serialize';
import { readSectionsQuery, sectionsCacheHeaders } from '@/server/sections/read-api';
import { createTemplateSection } from '@/server/sections/write';
import { createTemplateSectionSchema, SECTION_MAX_BODY_BYTES } from '@/schemas/template-section';
import { can } from '@/lib/permissions';

export const GET = route({ access: 'anyone' }, async ({ request, db, tenant }) => {
  const query = readSectionsQuery(request);
  const sections = await listSections(db, { organizationId: tenant.id, urlPage: query.urlPage, fresh: query.fresh });
  return Response.json(sections.template.map(templateSectionResponse), { headers: sectionsCacheHeaders(query.fresh) });
});

export const POST = route(
  { access: can('sections.write'), body: createTemplateSectionSchema, maxBytes: SECTION_MAX_BODY_BYTES },
  async ({ db, tenant, body }) => {
    const section = await createTemplateSection(db, { organizationId: tenant.id, input: body });
    return Response.json(templateSectionResponse(section), { status: 201 });
  },
);
