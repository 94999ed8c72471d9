// PUT /api/template-sections/{id} { listed fields }: an admin or editor changes a section (url_page is ignored).
// DELETE /api/template-sections/{id}: deletes the section; its metrics stay in the library.
import { route } from '@/server/http/route';
import { uuidParam } from '@/server/http/params';
import { EDITOR_ROLES } from '@/server/sections/access';
import { templateSectionResponse } from '@/server/sections/serialize';
import { deleteTemplateSection, updateTemplateSection } from '@/server/sections/write';
import { SECTION_MAX_BODY_BYTES, TEMPLATE_SECTION_MESSAGES, updateTemplateSectionSchema } from '@/schemas/template-section';

export const PUT = route(
  { access: EDITOR_ROLES, body: updateTemplateSectionSchema, maxBytes: SECTION_MAX_BODY_BYTES },
  async ({ db, tenant, params, user, body }) => {
    const sectionId = uuidParam(params.id, TEMPLATE_SECTION_MESSAGES.notFound);
    const section = await updateTemplateSection(db, { organizationId: tenant.id, sectionId, authorId: user.id, input: body });
    return Response.json(templateSectionResponse(section));
  },
);

export const DELETE = route({ access: EDITOR_ROLES }, async ({ db, tenant, params, user }) => {
  const sectionId = uuidParam(params.id, TEMPLATE_SECTION_MESSAGES.notFound);
  const { id } = await deleteTemplateSection(db, { organizationId: tenant.id, sectionId, authorId: user.id });
  return Response.json({ success: true, id });
});
