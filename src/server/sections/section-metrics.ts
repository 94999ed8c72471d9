import 'server-only';
// Which library metrics a template section shows, and in which order (editing-layer spec §3, §4, §7).
// Each change locks the section's row first, so two editors adding or reordering at once are served
// one after the other and positions never collide; the list is part of the section, so the
// previous one becomes a revision and the section's version goes up (docs/decisions/061).
import { and, eq, max, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/server/db/client';
import { writeOrganization } from '@/server/write';
import { metrics, templateSectionMetrics } from '@/server/db/schema';
import { ApiError } from '@/server/http/api';
import { METRIC_MESSAGES } from '@/schemas/metric';
import { metricsForSections, type TemplateSectionWithMetrics } from './queries';
import type { Basis } from '@/server/revisions/versions';
import { changeLockedSection, lockSection } from './write';

type Change = Basis & { organizationId: string; sectionId: string };

/**
 * Runs `change` on the locked section once its revision is kept and its version raised (a stale
 * version is refused before anything else is checked); answers the section as it now is.
 */
function changeSection(db: Db, scope: Change, change: (tx: Tx, section: TemplateSectionWithMetrics) => Promise<void>) {
  const { organizationId, sectionId, ...basis } = scope;
  return writeOrganization(db, organizationId, async (tx): Promise<TemplateSectionWithMetrics> => {
    const section = await lockSection(tx, { organizationId, sectionId });
    const row = await changeLockedSection(tx, section, basis);
    await change(tx, section);
    const now = await metricsForSections(tx, { organizationId, sectionIds: [sectionId] });
    return { ...row, metrics: now.get(sectionId) ?? [] };
  });
}

/** Adds a library metric at the end of the section. */
export function addMetricToSection(db: Db, scope: Change & { metricId: string }) {
  const { organizationId, sectionId, metricId } = scope;
  return changeSection(db, scope, async (tx, section) => {
    const [metric] = await tx
      .select({ id: metrics.id })
      .from(metrics)
      .where(and(eq(metrics.organizationId, organizationId), eq(metrics.id, metricId)))
      // Held until commit: a permanent delete of this metric running now waits, or finishes first.
      .for('share');
    if (!metric) throw new ApiError(404, METRIC_MESSAGES.notFound);
    if (section.metrics.some((m) => m.id === metricId)) throw new ApiError(409, METRIC_MESSAGES.alreadyInSection);
    const [last] = await tx
      .select({ position: max(templateSectionMetrics.position) })
      .from(templateSectionMetrics)
      .where(and(eq(templateSectionMetrics.organizationId, organizationId), eq(templateSectionMetrics.sectionId, sectionId)));
    const position = last?.position === null || last?.position === undefined ? 0 : last.position + 1;
    await tx.insert(templateSectionMetrics).values({ organizationId, sectionId, metricId, position });
  });
}

/** Takes a metric out of the section; it stays in the library and in other sections. */
export function removeMetricFromSection(db: Db, scope: Change & { metricId: string }) {
  const { organizationId, sectionId, metricId } = scope;
  return changeSection(db, scope, async (tx) => {
    const removed = await tx
      .delete(templateSectionMetrics)
      .where(
        and(
          eq(templateSectionMetrics.organizationId, organizationId),
          eq(templateSectionMetrics.sectionId, sectionId),
          eq(templateSectionMetrics.metricId, metricId),
        ),
      )
      .returning({ metricId: templateSectionMetrics.metricId });
    if (removed.length === 0) throw new ApiError(404, METRIC_MESSAGES.notInSection);
  });
}

/** Puts the section's metrics in the order given, which must name each of them exactly once. */
export function reorderSectionMetrics(db: Db, scope: Change & { metricIds: string[] }) {
  const { organizationId, sectionId, metricIds } = scope;
  return changeSection(db, scope, async (tx, section) => {
    const current = new Set(section.metrics.map((m) => m.id));
    const sent = new Set(metricIds);
    const missing = [...current].filter((id) => !sent.has(id));
    const unexpected = metricIds.filter((id) => !current.has(id));
    if (missing.length || unexpected.length || sent.size !== metricIds.length) {
      throw new ApiError(400, METRIC_MESSAGES.orderMismatch, { missing, unexpected });
    }
    if (metricIds.length === 0) return;
    // One statement: every position is rewritten together, 0 for the first metric.
    await tx.execute(sql`
      update template_section_metrics as t set position = v.position - 1
      from unnest(array[${sql.join(metricIds.map((id) => sql`${id}`), sql`, `)}]::uuid[]) with ordinality as v(metric_id, position)
      where t.organization_id = ${organizationId} and t.section_id = ${sectionId} and t.metric_id = v.metric_id
    `);
  });
}
