import 'server-only';
// The spec's wire shapes (snake_case field names) for sections, headings and metrics, each with the
// version an editor sends back with its next change (docs/decisions/061).
import { deriveSectionType } from '@/lib/sections';
import type { HeadingSectionRow, MetricRow, TemplateSectionWithMetrics } from './queries';

export function metricResponse(m: MetricRow) {
  return {
    id: m.id,
    title: m.title,
    title_translation: m.titleTranslation,
    description: m.description,
    description_translation: m.descriptionTranslation,
    image: m.image,
    is_card_type: m.isCardType,
    is_title_displayed: m.isTitleDisplayed,
    is_image_rounded_full: m.isImageRoundedFull,
    background_color: m.backgroundColor,
    is_gradient: m.isGradient,
    gradient: m.gradient,
    organization_id: m.organizationId,
    version: m.version,
  };
}

export function templateSectionResponse(s: TemplateSectionWithMetrics) {
  return {
    id: s.id,
    section_title: s.sectionTitle,
    section_title_translation: s.sectionTitleTranslation,
    section_description: s.sectionDescription,
    section_description_translation: s.sectionDescriptionTranslation,
    section_type: deriveSectionType(s),
    text_style_variant: s.textStyleVariant,
    grid_columns: s.gridColumns,
    is_slider: s.isSlider,
    is_full_width: s.isFullWidth,
    is_image_bottom: s.isImageBottom,
    image_metrics_height: s.imageMetricsHeight,
    is_gradient: s.isGradient,
    gradient: s.gradient,
    background_color: s.backgroundColor,
    is_section_title_aligned_center: s.isSectionTitleAlignedCenter,
    is_section_title_aligned_right: s.isSectionTitleAlignedRight,
    is_reviews_section: s.isReviewsSection,
    is_help_center_section: s.isHelpCenterSection,
    is_real_estate_modal: s.isRealEstateModal,
    is_brand: s.isBrand,
    is_article_slider: s.isArticleSlider,
    is_contact_section: s.isContactSection,
    is_faq_section: s.isFaqSection,
    is_pricingplans_section: s.isPricingplansSection,
    url_page: s.urlPage,
    order: s.layoutOrder,
    organization_id: s.organizationId,
    version: s.version,
    website_metric: s.metrics.map(metricResponse),
  };
}

export function headingSectionResponse(h: HeadingSectionRow) {
  return {
    id: h.id,
    name: h.name,
    name_translation: h.nameTranslation,
    name_part_2: h.namePart2,
    name_part_2_translation: h.namePart2Translation,
    name_part_3: h.namePart3,
    name_part_3_translation: h.namePart3Translation,
    description_text: h.descriptionText,
    description_text_translation: h.descriptionTextTranslation,
    button_text: h.buttonText,
    button_text_translation: h.buttonTextTranslation,
    url: h.url,
    is_text_link: h.isTextLink,
    image: h.image,
    image_first: h.imageFirst,
    is_included_templatesection: h.isIncludedTemplatesection,
    template_section_id: h.templateSectionId,
    style_variant: h.styleVariant,
    text_style_variant: h.textStyleVariant,
    title_alignment: h.titleAlignment,
    background_color: h.backgroundColor,
    is_gradient: h.isGradient,
    gradient: h.gradient,
    url_page: h.urlPage,
    order: h.layoutOrder,
    organization_id: h.organizationId,
    version: h.version,
  };
}
