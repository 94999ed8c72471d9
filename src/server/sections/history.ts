import 'server-only';
// Template sections, heading sections and metrics in the revision history (docs/decisions/061):
// how each is read as it now is, and how a kept state is written back through its own write path.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { headingSections, metrics, templateSections } from '@/server/db/schema';
import { BOOKKEEPING, restorableInput, type HistoryEntity } from '@/server/revisions/entity';
import { HEADING_MESSAGES, updateHeadingSectionSchema } from '@/schemas/heading-section';
import { METRIC_MESSAGES, updateMetricSchema } from '@/schemas/metric';
import { TEMPLATE_SECTION_MESSAGES, updateTemplateSectionSchema } from '@/schemas/template-section';
import { isUuid } from '@/lib/patterns';
import { changeHeadingSection } from './heading-write';
import { changeMetric, libraryMetric } from './metrics';
import { getTemplateSectionsByIds } from './queries';
import { headingSectionResponse, metricResponse, templateSectionResponse } from './serialize';
import { restoreTemplateSection, sectionRevision } from './write';

export const sectionHistory: HistoryEntity = {
  type: 'template_section',
  permission: 'sections.write',
  notFound: TEMPLATE_SECTION_MESSAGES.notFound,
  bookkeeping: BOOKKEEPING,
  async load(db, { organizationId, id }) {
    const [section] = await getTemplateSectionsByIds(db, { organizationId, ids: [id] });
    if (!section) return null;
    return { version: section.version, updatedAt: section.updatedAt, record: templateSectionResponse(section), state: sectionRevision(section) };
  },
  async restore(tx, { organizationId, id, data, ...basis }) {
    const input = restorableInput(updateTemplateSectionSchema, data, BOOKKEEPING);
    const metricIds = Array.isArray(data.metric_ids) ? data.metric_ids.filter(isUuid) : [];
    const section = await restoreTemplateSection(tx, { organizationId, sectionId: id, input, metricIds, ...basis });
    return templateSectionResponse(section);
  },
};

async function sectionExists(db: DbOrTx, organizationId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: templateSections.id })
    .from(templateSections)
    .where(and(eq(templateSections.organizationId, organizationId), eq(templateSections.id, id)));
  return Boolean(row);
}

export const headingHistory: HistoryEntity = {
  type: 'heading_section',
  permission: 'sections.write',
  notFound: HEADING_MESSAGES.notFound,
  bookkeeping: BOOKKEEPING,
  async load(db, { organizationId, id }) {
    const [heading] = await db
      .select()
      .from(headingSections)
      .where(and(eq(headingSections.organizationId, organizationId), eq(headingSections.id, id)));
    if (!heading) return null;
    const record = headingSectionResponse(heading);
    return { version: heading.version, updatedAt: heading.updatedAt, record, state: record };
  },
  async restore(tx, { organizationId, id, data, ...basis }) {
    let input = restorableInput(updateHeadingSectionSchema, data, BOOKKEEPING);
    // A section deleted since leaves the heading without one, as deleting it did at the time.
    if (input.template_section_id && !(await sectionExists(tx, organizationId, input.template_section_id))) input = { ...input, template_section_id: null };
    const heading = await changeHeadingSection(tx, { organizationId, headingId: id, input, ...basis });
    return headingSectionResponse(heading);
  },
};

/** The sections a metric was in when it was deleted are kept with it; they are not its content. */
const METRIC_BOOKKEEPING = [...BOOKKEEPING, 'section_ids', 'section_count'];

export const metricHistory: HistoryEntity = {
  type: 'metric',
  permission: 'sections.write',
  notFound: METRIC_MESSAGES.notFound,
  bookkeeping: METRIC_BOOKKEEPING,
  async load(db, { organizationId, id }) {
    const [metric] = await db
      .select()
      .from(metrics)
      .where(and(eq(metrics.organizationId, organizationId), eq(metrics.id, id)));
    if (!metric) return null;
    return { version: metric.version, updatedAt: metric.updatedAt, record: await libraryMetric(db, metric), state: metricResponse(metric) };
  },
  async restore(tx, { organizationId, id, data, ...basis }) {
    const input = restorableInput(updateMetricSchema, data, METRIC_BOOKKEEPING);
    const metric = await changeMetric(tx, { organizationId, metricId: id, input, ...basis });
    return libraryMetric(tx, metric);
  },
};
