// PUT /api/template-heading-sections/{id} { heading fields, version? }: an admin or editor changes a heading section.
// DELETE /api/template-heading-sections/{id}?version=: deletes the heading section.
// A version older than the heading's is a 409 with the heading as it now is (docs/decisions/061).
import { route } from '@/server/http/route';
import { uuidParam } from '@/server/http/params';
import { deleteHeadingSection, updateHeadingSection } from '@/server/sections/heading-write';
import { headingSectionResponse } from '@/server/sections/serialize';
import { HEADING_MAX_BODY_BYTES, HEADING_MESSAGES, updateHeadingSectionSchema } from '@/schemas/heading-section';
import { versionQuerySchema } from '@/schemas/version';
import { can } from '@/lib/permissions';

export const PUT = route({ access: can('sections.write'), body: updateHeadingSectionSchema, maxBytes: HEADING_MAX_BODY_BYTES }, async ({ db, tenant, params, user, body }) => {
  const headingId = uuidParam(params.id, HEADING_MESSAGES.notFound);
  const heading = await updateHeadingSection(db, { organizationId: tenant.id, headingId, authorId: user.id, version: body.version, input: body });
  return Response.json(headingSectionResponse(heading));
});

export const DELETE = route({ access: can('sections.write'), query: versionQuerySchema }, async ({ db, tenant, params, user, query }) => {
  const headingId = uuidParam(params.id, HEADING_MESSAGES.notFound);
  const { id } = await deleteHeadingSection(db, { organizationId: tenant.id, headingId, authorId: user.id, version: query.version });
  return Response.json({ success: true, id });
});
