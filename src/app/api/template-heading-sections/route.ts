// GET /api/template-heading-sections?url_page=/about: the heading sections of one page.
// POST /api/template-heading-sections { heading fields }: an admin or editor creates a heading section at the end of its page.
import { route } from '@/server/http/route';
import { listSections } from '@/server/sections/service';
import { headingSectionResponse } from '@/server/sections/serialize';
import { readSectionsQuery, sectionsCacheHeaders } from '@/server/sections/read-api';
import { createHeadingSection } from '@/server/sections/heading-write';
import { createHeadingSectionSchema, HEADING_MAX_BODY_BYTES } from '@/schemas/heading-section';
import { can } from '@/lib/permissions';

export const GET = route({ access: 'anyone' }, async ({ request, db, tenant }) => {
  const query = readSectionsQuery(request);
  const sections = await listSections(db, { organizationId: tenant.id, urlPage: query.urlPage, fresh: query.fresh });
  return Response.json(sections.heading.map(headingSectionResponse), { headers: sectionsCacheHeaders(query.fresh) });
});

export const POST = route({ access: can('sections.write'), body: createHeadingSectionSchema, maxBytes: HEADING_MAX_BODY_BYTES }, async ({ db, tenant, body }) => {
  const heading = await createHeadingSection(db, { organizationId: tenant.id, input: body });
  return Response.json(headingSectionResponse(heading), { status: 201 });
});
