import 'server-only';
// Reading what a page is made of. Every function takes the organisation id and filters on it.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { headingSections, heroes, metrics, templateSectionMetrics, templateSections } from '@/server/db/schema';

export type TemplateSectionRow = typeof templateSections.$inferSelect;
export type MetricRow = typeof metrics.$inferSelect;
export type HeadingSectionRow = typeof headingSections.$inferSelect;
export type HeroRow = typeof heroes.$inferSelect;
export type TemplateSectionWithMetrics = TemplateSectionRow & { metrics: MetricRow[] };

/** Metrics of the given sections, each list in its stored position order. */
export async function metricsForSections(
  db: DbOrTx,
  { organizationId, sectionIds }: { organizationId: string; sectionIds: string[] },
): Promise<Map<string, MetricRow[]>> {
  const bySection = new Map<string, MetricRow[]>(sectionIds.map((id) => [id, []]));
  if (sectionIds.length === 0) return bySection;
  const rows = await db
    .select({ sectionId: templateSectionMetrics.sectionId, metric: metrics })
    .from(templateSectionMetrics)
    .innerJoin(metrics, and(eq(metrics.id, templateSectionMetrics.metricId), eq(metrics.organizationId, organizationId)))
    .where(and(eq(templateSectionMetrics.organizationId, organizationId), inArray(templateSectionMetrics.sectionId, sectionIds)))
    .orderBy(asc(templateSectionMetrics.position), asc(metrics.createdAt));
  for (const row of rows) bySection.get(row.sectionId)?.push(row.metric);
  return bySection;
}

export async function listTemplateSections(
  db: DbOrTx,
  { organizationId, urlPage }: { organizationId: string; urlPage: string },
): Promise<TemplateSectionWithMetrics[]> {
  const sections = await db
    .select()
    .from(templateSections)
    .where(and(eq(templateSections.organizationId, organizationId), eq(templateSections.urlPage, urlPage)))
    .orderBy(asc(templateSections.layoutOrder), asc(templateSections.createdAt));
  const bySection = await metricsForSections(db, { organizationId, sectionIds: sections.map((s) => s.id) });
  return sections.map((section) => ({ ...section, metrics: bySection.get(section.id) ?? [] }));
}

/** Template sections by id (those included below heading sections), with their metrics. */
export async function getTemplateSectionsByIds(
  db: DbOrTx,
  { organizationId, ids }: { organizationId: string; ids: string[] },
): Promise<TemplateSectionWithMetrics[]> {
  if (ids.length === 0) return [];
  const sections = await db
    .select()
    .from(templateSections)
    .where(and(eq(templateSections.organizationId, organizationId), inArray(templateSections.id, ids)));
  const bySection = await metricsForSections(db, { organizationId, sectionIds: sections.map((s) => s.id) });
  return sections.map((section) => ({ ...section, metrics: bySection.get(section.id) ?? [] }));
}

export async function listHeadingSections(
  db: DbOrTx,
  { organizationId, urlPage }: { organizationId: string; urlPage: string },
): Promise<HeadingSectionRow[]> {
  return db
    .select()
    .from(headingSections)
    .where(and(eq(headingSections.organizationId, organizationId), eq(headingSections.urlPage, urlPage)))
    .orderBy(asc(headingSections.layoutOrder), asc(headingSections.createdAt));
}

export async function getHero(db: DbOrTx, { organizationId }: { organizationId: string }): Promise<HeroRow | null> {
  const [hero] = await db.select().from(heroes).where(eq(heroes.organizationId, organizationId)).limit(1);
  return hero ?? null;
}
