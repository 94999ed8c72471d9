// GET /api/metrics: the organisation's metric library for its admins and editors, each metric with the sections using it.
// POST /api/metrics { title, description, image?, ... }: creates a metric in the library.
import { route } from '@/server/http/route';
import { PRIVATE_HEADERS } from '@/server/sections/access';
import { createMetric, listMetricLibrary } from '@/server/sections/metrics';
import { metricResponse } from '@/server/sections/serialize';
import { createMetricSchema, METRIC_MAX_BODY_BYTES } from '@/schemas/metric';
import { can } from '@/lib/permissions';

export const GET = route({ access: can('sections.write') }, async ({ db, tenant }) => {
  return Response.json(await listMetricLibrary(db, { organizationId: tenant.id }), { headers: PRIVATE_HEADERS });
});

export const POST = route({ access: can('sections.write'), body: createMetricSchema, maxBytes: METRIC_MAX_BODY_BYTES }, async ({ db, tenant, body }) => {
  const metric = await createMetric(db, { organizationId: tenant.id, input: body });
  return Response.json(metricResponse(metric), { status: 201 });
});
