import 'server-only';
// The organisation's metric library (editing-layer spec §3, §7): listing it for the editors, creating
// metrics, the small edits the metric cards send on every toggle and keystroke, and deleting. A
// metric may sit in several sections; deleting one still in use needs `force`. Each edit raises the
// metric's version, and one based on an older version is refused (docs/decisions/061).
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '@/server/db/client';
import { writeOrganization } from '@/server/write';
import { metrics, templateSectionMetrics, templateSections } from '@/server/db/schema';
import { ApiError } from '@/server/http/api';
import { METRIC_MESSAGES, type CreateMetricInput, type UpdateMetricInput } from '@/schemas/metric';
import { isBlankText } from '@/schemas/template-section';
import { richText, richTranslations, titleText, titleTranslations } from './content-text';
import type { MetricRow } from './queries';
import { recordRevision } from '@/server/revisions/record';
import { basedOn, nextVersion, versionConflict, type Basis } from '@/server/revisions/versions';
import { metricResponse } from './serialize';

type Scope = { organizationId: string };
type MetricChanges = Partial<Omit<typeof metrics.$inferInsert, 'id' | 'organizationId' | 'version' | 'createdAt'>>;

/** A burst of keystrokes on one card keeps one revision: the state before the burst. */
const PATCH_REVISION_WINDOW_SECONDS = 60;

export type LibraryMetric = ReturnType<typeof metricResponse> & { section_ids: string[]; section_count: number };

function metricColumns(input: UpdateMetricInput): MetricChanges {
  const out: MetricChanges = {};
  const set = <K extends keyof MetricChanges>(key: K, value: MetricChanges[K] | undefined) => {
    if (value !== undefined) out[key] = value;
  };
  set('title', input.title === undefined ? undefined : titleText(input.title));
  set('titleTranslation', titleTranslations(input.title_translation));
  set('description', input.description === undefined ? undefined : richText(input.description));
  set('descriptionTranslation', richTranslations(input.description_translation));
  set('image', input.image);
  set('isCardType', input.is_card_type);
  set('isTitleDisplayed', input.is_title_displayed);
  set('isImageRoundedFull', input.is_image_rounded_full);
  set('backgroundColor', input.background_color);
  set('isGradient', input.is_gradient);
  set('gradient', input.gradient);
  return out;
}

/** Sanitising can empty a title or description that only held markup: the spec's rule applies again. */
function assertText(changes: MetricChanges): void {
  for (const field of ['title', 'description'] as const) {
    if (changes[field] !== undefined && isBlankText(changes[field])) {
      throw new ApiError(400, METRIC_MESSAGES.required, { formErrors: [], fieldErrors: { [field]: [METRIC_MESSAGES.required] } });
    }
  }
}

/** The ids of the sections a metric is in, oldest place first. */
async function sectionsUsing(tx: DbOrTx, { organizationId, metricId }: Scope & { metricId: string }): Promise<string[]> {
  const rows = await tx
    .select({ sectionId: templateSectionMetrics.sectionId })
    .from(templateSectionMetrics)
    .where(and(eq(templateSectionMetrics.organizationId, organizationId), eq(templateSectionMetrics.metricId, metricId)));
  return rows.map((row) => row.sectionId);
}

export async function lockMetric(tx: Tx, { organizationId, metricId }: Scope & { metricId: string }): Promise<MetricRow> {
  const [row] = await tx
    .select()
    .from(metrics)
    .where(and(eq(metrics.organizationId, organizationId), eq(metrics.id, metricId)))
    .for('update');
  if (!row) throw new ApiError(404, METRIC_MESSAGES.notFound);
  return row;
}

/** A metric as the library lists it (GET /api/metrics): with the sections that show it. */
export async function libraryMetric(tx: DbOrTx, metric: MetricRow): Promise<LibraryMetric> {
  const sectionIds = await sectionsUsing(tx, { organizationId: metric.organizationId, metricId: metric.id });
  return { ...metricResponse(metric), section_ids: sectionIds, section_count: sectionIds.length };
}

/** The whole library, oldest first, each metric with the sections that show it. */
export async function listMetricLibrary(db: DbOrTx, { organizationId }: Scope): Promise<LibraryMetric[]> {
  const rows = await db
    .select({
      metric: metrics,
      sectionIds: sql<string[]>`coalesce(json_agg(${templateSectionMetrics.sectionId}) filter (where ${templateSectionMetrics.sectionId} is not null), '[]'::json)`,
    })
    .from(metrics)
    .leftJoin(templateSectionMetrics, and(eq(templateSectionMetrics.metricId, metrics.id), eq(templateSectionMetrics.organizationId, organizationId)))
    .where(eq(metrics.organizationId, organizationId))
    .groupBy(metrics.id)
    .orderBy(asc(metrics.createdAt), asc(metrics.id));
  return rows.map(({ metric, sectionIds }) => ({ ...metricResponse(metric), section_ids: sectionIds, section_count: sectionIds.length }));
}

export async function createMetric(db: Db, { organizationId, input }: Scope & { input: CreateMetricInput }): Promise<MetricRow> {
  const columns = metricColumns(input);
  assertText(columns);
  return writeOrganization(db, organizationId, async (tx) => {
    const [row] = await tx.insert(metrics).values({ ...columns, organizationId }).returning();
    return row;
  });
}

type MetricChange = Scope & Basis & { metricId: string; input: UpdateMetricInput };

/** Changes the fields sent, inside the write path's transaction (an edit, or a restore of a kept state). */
export async function changeMetric(tx: Tx, { organizationId, metricId, input, authorId, version, restoredFrom }: MetricChange): Promise<MetricRow> {
  const changes = metricColumns(input);
  assertText(changes);
  const current = await lockMetric(tx, { organizationId, metricId });
  const data = metricResponse(current);
  await recordRevision(tx, {
    organizationId, entityType: 'metric', entityId: metricId, data, version: current.version, authorId, restoredFrom, coalesceSeconds: PATCH_REVISION_WINDOW_SECONDS,
  });
  const [row] = await tx
    .update(metrics)
    .set({ ...changes, ...nextVersion(metrics.version), updatedAt: new Date() })
    .where(and(eq(metrics.organizationId, organizationId), eq(metrics.id, metricId), basedOn(metrics.version, version)))
    .returning();
  if (!row) throw versionConflict(version, await libraryMetric(tx, current));
  return row;
}

export async function updateMetric(db: Db, change: MetricChange): Promise<MetricRow> {
  return writeOrganization(db, change.organizationId, (tx) => changeMetric(tx, change));
}

/**
 * Deletes a metric from the library. One still shown by a section is refused (409, with those
 * sections' ids) unless `force`, which also takes it out of them.
 */
export async function deleteMetric(
  db: Db,
  { organizationId, metricId, authorId, version, force }: Scope & Basis & { metricId: string; force: boolean },
): Promise<{ id: string; removed_from: string[] }> {
  return writeOrganization(db, organizationId, async (tx) => {
    // The sections showing it are locked first, as every change of a section's cards locks the
    // section before the metric: a delete and an add running at once wait, they never deadlock.
    const shownIn = await sectionsUsing(tx, { organizationId, metricId });
    if (shownIn.length > 0) {
      await tx
        .select({ id: templateSections.id })
        .from(templateSections)
        .where(and(eq(templateSections.organizationId, organizationId), inArray(templateSections.id, shownIn)))
        .orderBy(asc(templateSections.id))
        .for('update');
    }
    const current = await lockMetric(tx, { organizationId, metricId });
    const sectionIds = await sectionsUsing(tx, { organizationId, metricId });
    const gone = await tx
      .delete(metrics)
      .where(and(eq(metrics.organizationId, organizationId), eq(metrics.id, metricId), basedOn(metrics.version, version)))
      .returning({ id: metrics.id });
    if (gone.length === 0) throw versionConflict(version, { ...metricResponse(current), section_ids: sectionIds, section_count: sectionIds.length });
    // Checked after the version: a stale card learns first that the metric changed under it.
    if (sectionIds.length > 0 && !force) throw new ApiError(409, METRIC_MESSAGES.inUse(sectionIds.length), { section_ids: sectionIds });
    await recordRevision(tx, { organizationId, entityType: 'metric', entityId: metricId, data: { ...metricResponse(current), section_ids: sectionIds }, version: current.version, authorId });
    // The sections lose a card: an editor holding one of them as it was must reload it before saving.
    if (sectionIds.length > 0) {
      await tx
        .update(templateSections)
        .set({ ...nextVersion(templateSections.version), updatedAt: new Date() })
        .where(and(eq(templateSections.organizationId, organizationId), inArray(templateSections.id, sectionIds)));
    }
    return { id: metricId, removed_from: sectionIds };
  });
}
