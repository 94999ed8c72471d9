// PATCH /api/metrics/{id} { any of title, description, image, is_title_displayed, ..., version? }: changes a metric; sent on every toggle and keystroke.
// DELETE /api/metrics/{id}?force=true&version=: deletes a metric; without force only one no section uses (409 otherwise).
// A version older than the metric's is a 409 with the metric as the library lists it (docs/decisions/061).
import { route } from '@/server/http/route';
import { uuidParam } from '@/server/http/params';
import { deleteMetric, updateMetric } from '@/server/sections/metrics';
import { metricResponse } from '@/server/sections/serialize';
import { deleteMetricQuerySchema, METRIC_MAX_BODY_BYTES, METRIC_MESSAGES, METRIC_PATCH_RATE_LIMIT, updateMetricSchema } from '@/schemas/metric';
import { can } from '@/lib/permissions';

export const PATCH = route(
  {
    access: can('sections.write'),
    body: updateMetricSchema,
    maxBytes: METRIC_MAX_BODY_BYTES,
    rateLimit: { name: 'metric-patch', per: 'user', ...METRIC_PATCH_RATE_LIMIT },
  },
  async ({ db, tenant, params, user, body }) => {
    const metricId = uuidParam(params.id, METRIC_MESSAGES.notFound);
    const metric = await updateMetric(db, { organizationId: tenant.id, metricId, authorId: user.id, version: body.version, input: body });
    return Response.json(metricResponse(metric));
  },
);

export const DELETE = route({ access: can('sections.write'), query: deleteMetricQuerySchema }, async ({ db, tenant, params, user, query }) => {
  const metricId = uuidParam(params.id, METRIC_MESSAGES.notFound);
  const result = await deleteMetric(db, { organizationId: tenant.id, metricId, authorId: user.id, version: query.version, force: query.force === 'true' });
  return Response.json({ success: true, ...result });
});
