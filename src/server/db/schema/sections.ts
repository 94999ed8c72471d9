// What a page is made of: the hero, template sections holding library metrics, and heading
// sections. Hero, template and heading rows share one ordering per page through layout_order.
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, organizationId, translations, updatedAt, version } from './_columns';
import { headingStyleVariant, sectionType, textStyleVariant } from './enums';
import type { Gradient } from './organizations';
import type { HeroBackgroundStyle, HeroButtonStyle, HeroDescriptionStyle, HeroImageStyle, HeroTitleStyle } from '../../../schemas/section-views';

export const templateSections = pgTable(
  'template_sections',
  {
    id: id(),
    organizationId: organizationId(),
    urlPage: text('url_page').notNull(),
    layoutOrder: integer('layout_order').notNull().default(0),
    sectionTitle: text('section_title'),
    sectionTitleTranslation: translations('section_title_translation'),
    sectionDescription: text('section_description'),
    sectionDescriptionTranslation: translations('section_description_translation'),
    // Null for legacy rows: the type is then derived from the first legacy flag that is set.
    sectionType: sectionType('section_type'),
    textStyleVariant: textStyleVariant('text_style_variant').notNull().default('default'),
    gridColumns: integer('grid_columns').notNull().default(3),
    isSlider: boolean('is_slider').notNull().default(false),
    isFullWidth: boolean('is_full_width').notNull().default(false),
    isImageBottom: boolean('is_image_bottom').notNull().default(false),
    imageMetricsHeight: text('image_metrics_height').notNull().default('h-48'),
    isGradient: boolean('is_gradient').notNull().default(false),
    gradient: jsonb('gradient').$type<Gradient | null>(),
    backgroundColor: text('background_color').notNull().default('white'),
    isSectionTitleAlignedCenter: boolean('is_section_title_aligned_center').notNull().default(true),
    isSectionTitleAlignedRight: boolean('is_section_title_aligned_right').notNull().default(false),
    isReviewsSection: boolean('is_reviews_section').notNull().default(false),
    isHelpCenterSection: boolean('is_help_center_section').notNull().default(false),
    isRealEstateModal: boolean('is_real_estate_modal').notNull().default(false),
    isBrand: boolean('is_brand').notNull().default(false),
    isArticleSlider: boolean('is_article_slider').notNull().default(false),
    isContactSection: boolean('is_contact_section').notNull().default(false),
    isFaqSection: boolean('is_faq_section').notNull().default(false),
    isPricingplansSection: boolean('is_pricingplans_section').notNull().default(false),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('template_sections_org_page_idx').on(t.organizationId, t.urlPage, t.layoutOrder)],
);

/** The organisation's metric library: cards with media, title and description. */
export const metrics = pgTable(
  'metrics',
  {
    id: id(),
    organizationId: organizationId(),
    title: text('title').notNull().default(''),
    titleTranslation: translations('title_translation'),
    description: text('description').notNull().default(''),
    descriptionTranslation: translations('description_translation'),
    image: text('image'),
    isCardType: boolean('is_card_type').notNull().default(false),
    isTitleDisplayed: boolean('is_title_displayed').notNull().default(true),
    isImageRoundedFull: boolean('is_image_rounded_full').notNull().default(false),
    backgroundColor: text('background_color'),
    isGradient: boolean('is_gradient').notNull().default(false),
    gradient: jsonb('gradient').$type<Gradient | null>(),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('metrics_org_idx').on(t.organizationId, t.createdAt)],
);

/** Which metrics a section shows, in which order; removing a link keeps the metric in the library. */
export const templateSectionMetrics = pgTable(
  'template_section_metrics',
  {
    organizationId: organizationId(),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => templateSections.id, { onDelete: 'cascade' }),
    metricId: uuid('metric_id')
      .notNull()
      .references(() => metrics.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.sectionId, t.metricId] }),
    index('template_section_metrics_org_section_idx').on(t.organizationId, t.sectionId, t.position),
    index('template_section_metrics_org_metric_idx').on(t.organizationId, t.metricId),
  ],
);

export const headingSections = pgTable(
  'heading_sections',
  {
    id: id(),
    organizationId: organizationId(),
    urlPage: text('url_page').notNull(),
    layoutOrder: integer('layout_order').notNull().default(0),
    name: text('name').notNull(),
    nameTranslation: translations('name_translation'),
    namePart2: text('name_part_2'),
    namePart2Translation: translations('name_part_2_translation'),
    namePart3: text('name_part_3'),
    namePart3Translation: translations('name_part_3_translation'),
    descriptionText: text('description_text').notNull().default(''),
    descriptionTextTranslation: translations('description_text_translation'),
    buttonText: text('button_text'),
    buttonTextTranslation: translations('button_text_translation'),
    url: text('url'),
    isTextLink: boolean('is_text_link').notNull().default(false),
    image: text('image'),
    imageFirst: boolean('image_first').notNull().default(false),
    isIncludedTemplatesection: boolean('is_included_templatesection').notNull().default(false),
    /** The template section shown below the heading when is_included_templatesection is on. */
    templateSectionId: uuid('template_section_id').references(() => templateSections.id, { onDelete: 'set null' }),
    styleVariant: headingStyleVariant('style_variant').notNull().default('default'),
    textStyleVariant: textStyleVariant('text_style_variant').notNull().default('default'),
    titleAlignment: text('title_alignment').notNull().default('left'),
    backgroundColor: text('background_color').notNull().default('white'),
    isGradient: boolean('is_gradient').notNull().default(false),
    gradient: jsonb('gradient').$type<Gradient | null>(),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('heading_sections_org_page_idx').on(t.organizationId, t.urlPage, t.layoutOrder)],
);

// The hero's style objects are the view model's (src/schemas/section-views.ts): stored as drawn.
export type { HeroBackgroundStyle, HeroButtonStyle, HeroDescriptionStyle, HeroImageStyle, HeroTitleStyle } from '../../../schemas/section-views';

/** The home page hero: one per organisation. */
export const heroes = pgTable(
  'heroes',
  {
    id: id(),
    organizationId: organizationId(),
    urlPage: text('url_page').notNull().default('/home'),
    layoutOrder: integer('layout_order').notNull().default(0),
    name: text('name'),
    title: text('title').notNull(),
    titleTranslation: translations('title_translation'),
    description: text('description'),
    descriptionTranslation: translations('description_translation'),
    button: text('button').notNull().default('Get Started'),
    buttonTranslation: translations('button_translation'),
    image: text('image'),
    animationElement: text('animation_element').notNull().default(''),
    displayOrder: integer('display_order').notNull().default(0),
    titleStyle: jsonb('title_style').$type<HeroTitleStyle>().notNull().default({}),
    descriptionStyle: jsonb('description_style').$type<HeroDescriptionStyle>().notNull().default({}),
    imageStyle: jsonb('image_style').$type<HeroImageStyle>().notNull().default({}),
    backgroundStyle: jsonb('background_style').$type<HeroBackgroundStyle>().notNull().default({}),
    buttonStyle: jsonb('button_style').$type<HeroButtonStyle>().notNull().default({}),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('heroes_org_key').on(t.organizationId)],
);
