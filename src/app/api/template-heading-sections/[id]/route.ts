// PUT /api/template-heading-sections/{id} { heading fields }: an admin or editor changes a heading section.
// DELETE /api/template-heading-sections/{id}: deletes the heading section.
import { route } from '@/server/http/route';
import { uuidParam } from '@/server/http/params';
import { deleteHeadingSection, updateHeadingSection } from '@/server/sections/heading-write';
import { headingSectionResponse } from '@/server/sections/serialize';
import { HEADING_MAX_BODY_BYTES, HEADING_MESSAGES, updateHeadingSectionSchema } from '@/schemas/heading-section';
import { can } from '@/lib/permissions';

export const PUT = route({ access: can('sections.write'), body: updateHeadingSectionSchema, maxBytes: HEADING_MAX_BODY_BYTES }, async ({ db, tenant, params, user, body }) => {
  const headingId = uuidParam(params.id, HEADING_MESSAGES.notFound);
  const heading = await updateHeadingSection(db, { organizationId: tenant.id, headingId, authorId: user.id, input: body });
  return Response.json(headingSectionResponse(heading));
});

export const DELETE = route({ access: can('sections.write') }, async ({ db, tenant, params, user }) => {
  const headingId = uuidParam(params.id, HEADING_MESSAGES.notFound);
  const { id } = await deleteHeadingSection(db, { organizationId: tenant.id, headingId, authorId: user.id });
  return Response.json({ success: true, id });
});
