import 'server-only';
// Creating, changing and deleting template sections (editing-layer spec §3–§5, §7). Every change
// goes through the one write path, so the organisation's public pages drop their cached copies,
// keeps the section's previous state as a revision and raises its version; a change based on an
// older version is refused (docs/decisions/061).
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '@/server/db/client';
import { writeOrganization } from '@/server/write';
import { metrics, templateSectionMetrics, templateSections } from '@/server/db/schema';
import { ApiError } from '@/server/http/api';
import { deriveSectionType } from '@/lib/sections';
import {
  isBlankText,
  sectionTypeOf,
  TEMPLATE_SECTION_MESSAGES,
  type CreateTemplateSectionInput,
  type UpdateTemplateSectionInput,
} from '@/schemas/template-section';
import { optionalRichText, optionalTitleText, richTranslations, titleTranslations } from './content-text';
import { endOfPage } from './page-order';
import { metricsForSections, type TemplateSectionRow, type TemplateSectionWithMetrics } from './queries';
import { recordRevision } from '@/server/revisions/record';
import { basedOn, nextVersion, versionConflict, type Basis } from '@/server/revisions/versions';
import { templateSectionResponse } from './serialize';

type SectionChanges = Partial<Omit<typeof templateSections.$inferInsert, 'id' | 'organizationId' | 'urlPage' | 'layoutOrder' | 'version' | 'createdAt'>>;
type Scope = { organizationId: string };

/** The fields sent, as columns; what is not sent is left out (the database's defaults are the spec's). */
function sectionColumns(input: UpdateTemplateSectionInput): SectionChanges {
  const out: SectionChanges = {};
  const set = <K extends keyof SectionChanges>(key: K, value: SectionChanges[K] | undefined) => {
    if (value !== undefined) out[key] = value;
  };
  set('sectionTitle', optionalTitleText(input.section_title));
  set('sectionTitleTranslation', titleTranslations(input.section_title_translation));
  set('sectionDescription', optionalRichText(input.section_description));
  set('sectionDescriptionTranslation', richTranslations(input.section_description_translation));
  set('sectionType', input.section_type);
  set('textStyleVariant', input.text_style_variant);
  set('gridColumns', input.grid_columns);
  set('isSlider', input.is_slider);
  set('isFullWidth', input.is_full_width);
  set('isImageBottom', input.is_image_bottom);
  set('imageMetricsHeight', input.image_metrics_height);
  set('isGradient', input.is_gradient);
  set('gradient', input.gradient);
  set('backgroundColor', input.background_color);
  set('isSectionTitleAlignedCenter', input.is_section_title_aligned_center);
  set('isSectionTitleAlignedRight', input.is_section_title_aligned_right);
  set('isReviewsSection', input.is_reviews_section);
  set('isHelpCenterSection', input.is_help_center_section);
  set('isRealEstateModal', input.is_real_estate_modal);
  set('isBrand', input.is_brand);
  set('isArticleSlider', input.is_article_slider);
  set('isContactSection', input.is_contact_section);
  set('isFaqSection', input.is_faq_section);
  set('isPricingplansSection', input.is_pricingplans_section);
  return out;
}

/** Spec §5 again after sanitising: a title of nothing but a script tag is no title. */
function assertTitle(section: Pick<TemplateSectionRow, 'sectionTitle'> & Parameters<typeof deriveSectionType>[0]): void {
  if (deriveSectionType(section) === 'general' && isBlankText(section.sectionTitle)) {
    const message = TEMPLATE_SECTION_MESSAGES.titleRequired;
    throw new ApiError(400, message, { formErrors: [], fieldErrors: { section_title: [message] } });
  }
}

/** The section's state as a revision keeps it: the API's shape, with its metrics as ids in order. */
export function sectionRevision(section: TemplateSectionWithMetrics): Record<string, unknown> {
  const { website_metric: metrics, ...fields } = templateSectionResponse(section);
  return { ...fields, metric_ids: metrics.map((metric) => metric.id) };
}

/** The section with its metrics, locked until the transaction ends; another organisation's is not found. */
export async function lockSection(tx: Tx, { organizationId, sectionId }: Scope & { sectionId: string }): Promise<TemplateSectionWithMetrics> {
  const [row] = await tx
    .select()
    .from(templateSections)
    .where(and(eq(templateSections.organizationId, organizationId), eq(templateSections.id, sectionId)))
    .for('update');
  if (!row) throw new ApiError(404, TEMPLATE_SECTION_MESSAGES.notFound);
  const metrics = await metricsForSections(tx, { organizationId, sectionIds: [row.id] });
  return { ...row, metrics: metrics.get(row.id) ?? [] };
}

/** A new section at the end of its page. */
export async function createTemplateSection(db: Db, { organizationId, input }: Scope & { input: CreateTemplateSectionInput }): Promise<TemplateSectionWithMetrics> {
  const columns: SectionChanges = { ...sectionColumns(input), sectionType: sectionTypeOf(input) };
  assertTitle({ sectionTitle: columns.sectionTitle ?? null, sectionType: columns.sectionType ?? null });
  return writeOrganization(db, organizationId, async (tx) => {
    const layoutOrder = await endOfPage(tx, organizationId, input.url_page);
    const [row] = await tx
      .insert(templateSections)
      .values({ ...columns, organizationId, urlPage: input.url_page, layoutOrder })
      .returning();
    return { ...row, metrics: [] };
  });
}

/**
 * Keeps the locked section's state as a revision and raises its version, on the condition that it
 * is still the version the writer was based on; `change` runs in between (its own writes roll back
 * with a refusal). Every change of a section, its metric list included, goes through here.
 */
export async function changeLockedSection(
  tx: Tx,
  current: TemplateSectionWithMetrics,
  basis: Basis,
  set: SectionChanges = {},
): Promise<TemplateSectionRow> {
  const { organizationId, id } = current;
  const { authorId, version, restoredFrom } = basis;
  await recordRevision(tx, { organizationId, entityType: 'template_section', entityId: id, data: sectionRevision(current), version: current.version, authorId, restoredFrom });
  const [row] = await tx
    .update(templateSections)
    .set({ ...set, ...nextVersion(templateSections.version), updatedAt: new Date() })
    .where(and(eq(templateSections.organizationId, organizationId), eq(templateSections.id, id), basedOn(templateSections.version, version)))
    .returning();
  if (!row) throw versionConflict(version, templateSectionResponse(current));
  return row;
}

export async function updateTemplateSection(
  db: Db,
  { organizationId, sectionId, input, ...basis }: Scope & Basis & { sectionId: string; input: UpdateTemplateSectionInput },
): Promise<TemplateSectionWithMetrics> {
  const changes = sectionColumns(input);
  return writeOrganization(db, organizationId, async (tx) => {
    const current = await lockSection(tx, { organizationId, sectionId });
    assertTitle({ ...current, ...changes });
    const row = await changeLockedSection(tx, current, basis, changes);
    return { ...row, metrics: current.metrics };
  });
}

/**
 * Puts a section back as a revision kept it, inside the write path's transaction: its fields, and
 * its metric list in that order (those metrics still in the library; one deleted since is gone from
 * the section too). Its page and place on the page stay as they are: they belong to the layout.
 */
export async function restoreTemplateSection(
  tx: Tx,
  { organizationId, sectionId, input, metricIds, ...basis }: Scope & Basis & { sectionId: string; input: UpdateTemplateSectionInput; metricIds: string[] },
): Promise<TemplateSectionWithMetrics> {
  const changes = sectionColumns(input);
  const current = await lockSection(tx, { organizationId, sectionId });
  assertTitle({ ...current, ...changes });
  const row = await changeLockedSection(tx, current, basis, changes);
  await tx
    .delete(templateSectionMetrics)
    .where(and(eq(templateSectionMetrics.organizationId, organizationId), eq(templateSectionMetrics.sectionId, sectionId)));
  const kept =
    metricIds.length === 0
      ? []
      : await tx
          .select({ id: metrics.id })
          .from(metrics)
          .where(and(eq(metrics.organizationId, organizationId), inArray(metrics.id, metricIds)))
          // Held until commit, as when a metric is added: a permanent delete running now waits, or finishes first.
          .for('share');
  const present = new Set(kept.map((metric) => metric.id));
  const links = metricIds.filter((id) => present.has(id)).map((metricId, position) => ({ organizationId, sectionId, metricId, position }));
  if (links.length > 0) await tx.insert(templateSectionMetrics).values(links);
  const now = await metricsForSections(tx, { organizationId, sectionIds: [sectionId] });
  return { ...row, metrics: now.get(sectionId) ?? [] };
}

/** Deletes the section and its places for metrics; the metrics stay in the library. */
export async function deleteTemplateSection(db: Db, { organizationId, sectionId, authorId, version }: Scope & Basis & { sectionId: string }): Promise<{ id: string }> {
  return writeOrganization(db, organizationId, async (tx) => {
    const current = await lockSection(tx, { organizationId, sectionId });
    await recordRevision(tx, { organizationId, entityType: 'template_section', entityId: sectionId, data: sectionRevision(current), version: current.version, authorId });
    const gone = await tx
      .delete(templateSections)
      .where(and(eq(templateSections.organizationId, organizationId), eq(templateSections.id, sectionId), basedOn(templateSections.version, version)))
      .returning({ id: templateSections.id });
    if (gone.length === 0) throw versionConflict(version, templateSectionResponse(current));
    return { id: sectionId };
  });
}
