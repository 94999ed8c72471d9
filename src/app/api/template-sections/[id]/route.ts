// PUT /api/template-sections/{id} { listed fields, version? }: an admin or editor changes a section (url_page is ignored).
// DELETE /api/template-sections/{id}?version=: deletes the section; its metrics stay in the library.
// A version older than the section's is a 409 with the section as it now is (docs/decisions/061).
import { route } from '@/server/http/route';
import { uuidParam } from '@/server/http/params';
import { templateSectionResponse } from '@/server/sections/serialize';
import { deleteTemplateSection, updateTemplateSection } from '@/server/sections/write';
import { SECTION_MAX_BODY_BYTES, TEMPLATE_SECTION_MESSAGES, updateTemplateSectionSchema } from '@/schemas/template-section';
import { versionQuerySchema } from '@/schemas/version';
import { can } from '@/lib/permissions';

export const PUT = route(
  { access: can('sections.write'), body: updateTemplateSectionSchema, maxBytes: SECTION_MAX_BODY_BYTES },
  async ({ db, tenant, params, user, body }) => {
    const sectionId = uuidParam(params.id, TEMPLATE_SECTION_MESSAGES.notFound);
    const section = await updateTemplateSection(db, { organizationId: tenant.id, sectionId, authorId: user.id, version: body.version, input: body });
    return Response.json(templateSectionResponse(section));
  },
);

export const DELETE = route({ access: can('sections.write'), query: versionQuerySchema }, async ({ db, tenant, params, user, query }) => {
  const sectionId = uuidParam(params.id, TEMPLATE_SECTION_MESSAGES.notFound);
  const { id } = await deleteTemplateSection(db, { organizationId: tenant.id, sectionId, authorId: user.id, version: query.version });
  return Response.json({ success: true, id });
});
