// POST /api/template-sections/{id}/metrics { metric_id }: adds a library metric at the end of the section.
// DELETE /api/template-sections/{id}/metrics?metric_id={id}: takes the metric out of the section (it stays in the library).
// PUT /api/template-sections/{id}/metrics { metric_ids }: puts the section's metrics in this order (exactly its current set).
// Each answers the section as it now is, in the shape of GET /api/template-sections. Each may name the
// section's version (`version` in the body, `?version=` on DELETE): an older one is a 409.
import { route } from '@/server/http/route';
import { uuidParam } from '@/server/http/params';
import { addMetricToSection, removeMetricFromSection, reorderSectionMetrics } from '@/server/sections/section-metrics';
import { templateSectionResponse } from '@/server/sections/serialize';
import {
  addSectionMetricSchema,
  removeSectionMetricQuerySchema,
  reorderSectionMetricsSchema,
  SECTION_METRICS_MAX_BODY_BYTES,
} from '@/schemas/metric';
import { TEMPLATE_SECTION_MESSAGES } from '@/schemas/template-section';
import { can } from '@/lib/permissions';

const sectionOf = (params: Readonly<Record<string, string | string[] | undefined>>) => uuidParam(params.id, TEMPLATE_SECTION_MESSAGES.notFound);

export const POST = route(
  { access: can('sections.write'), body: addSectionMetricSchema, maxBytes: SECTION_METRICS_MAX_BODY_BYTES },
  async ({ db, tenant, params, user, body }) => {
    const section = await addMetricToSection(db, { organizationId: tenant.id, sectionId: sectionOf(params), authorId: user.id, version: body.version, metricId: body.metric_id });
    return Response.json(templateSectionResponse(section), { status: 201 });
  },
);

export const DELETE = route({ access: can('sections.write'), query: removeSectionMetricQuerySchema }, async ({ db, tenant, params, user, query }) => {
  const section = await removeMetricFromSection(db, { organizationId: tenant.id, sectionId: sectionOf(params), authorId: user.id, version: query.version, metricId: query.metric_id });
  return Response.json(templateSectionResponse(section));
});

export const PUT = route(
  { access: can('sections.write'), body: reorderSectionMetricsSchema, maxBytes: SECTION_METRICS_MAX_BODY_BYTES },
  async ({ db, tenant, params, user, body }) => {
    const section = await reorderSectionMetrics(db, { organizationId: tenant.id, sectionId: sectionOf(params), authorId: user.id, version: body.version, metricIds: body.metric_ids });
    return Response.json(templateSectionResponse(section));
  },
);
