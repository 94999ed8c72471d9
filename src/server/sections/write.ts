import 'server-only';
// Creating, changing and deleting template sections (editing-layer spec §3–§5, §7). Every change
// goes through the one write path, so the organisation's public pages drop their cached copies,
// and keeps the section's previous state as a revision.
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '@/server/db/client';
import { writeOrganization } from '@/server/write';
import { templateSections } from '@/server/db/schema';
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
import { recordRevision } from './revisions';
import { templateSectionResponse } from './serialize';

type SectionChanges = Partial<Omit<typeof templateSections.$inferInsert, 'id' | 'organizationId' | 'urlPage' | 'layoutOrder' | 'createdAt'>>;
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

export async function updateTemplateSection(
  db: Db,
  { organizationId, sectionId, authorId, input }: Scope & { sectionId: string; authorId: string; input: UpdateTemplateSectionInput },
): Promise<TemplateSectionWithMetrics> {
  const changes = sectionColumns(input);
  return writeOrganization(db, organizationId, async (tx) => {
    const current = await lockSection(tx, { organizationId, sectionId });
    assertTitle({ ...current, ...changes });
    await recordRevision(tx, { organizationId, entityType: 'template_section', entityId: sectionId, data: sectionRevision(current), authorId });
    const [row] = await tx
      .update(templateSections)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(templateSections.organizationId, organizationId), eq(templateSections.id, sectionId)))
      .returning();
    return { ...row, metrics: current.metrics };
  });
}

/** Deletes the section and its places for metrics; the metrics stay in the library. */
export async function deleteTemplateSection(db: Db, { organizationId, sectionId, authorId }: Scope & { sectionId: string; authorId: string }): Promise<{ id: string }> {
  return writeOrganization(db, organizationId, async (tx) => {
    const current = await lockSection(tx, { organizationId, sectionId });
    await recordRevision(tx, { organizationId, entityType: 'template_section', entityId: sectionId, data: sectionRevision(current), authorId });
    await tx.delete(templateSections).where(and(eq(templateSections.organizationId, organizationId), eq(templateSections.id, sectionId)));
    return { id: sectionId };
  });
}
