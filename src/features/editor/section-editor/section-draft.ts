// The Template Section editor's working copy, in the API's field names (spec §3), and how it becomes
// the row the section registry renders, so the live preview is drawn by the public page's code.
import type { SectionType, TextStyleVariant } from '@/lib/enums';
import type { ImageHeight } from '@/lib/tokens';
import type { MetricView, TemplateSectionView } from '@/schemas/section-views';
import type { Translations } from '../translations';

export type Gradient = { from: string; via?: string | null; to: string };

export type MetricData = {
  id: string;
  title: string;
  title_translation?: Translations;
  description: string;
  description_translation?: Translations;
  image: string | null;
  is_card_type: boolean;
  is_title_displayed: boolean;
  is_image_rounded_full: boolean;
  background_color: string | null;
  is_gradient: boolean;
  gradient: Gradient | null;
  /** The card's own version, raised by every change; each PATCH names it (decision 064). */
  version?: number;
};

/** What the section editor changes on a card itself (PATCH /api/metrics/{id}). */
export const CARD_FIELDS = ['title', 'description', 'title_translation', 'description_translation', 'image', 'is_title_displayed', 'is_image_rounded_full', 'is_card_type', 'background_color'] as const;
export type CardField = (typeof CARD_FIELDS)[number];
export type CardFields = Pick<MetricData, CardField>;
export type CardPatch = Partial<CardFields>;

export function cardFields(card: MetricData): CardFields {
  return Object.fromEntries(CARD_FIELDS.map((field) => [field, card[field]])) as CardFields;
}

/** The translations are part of the working copy: undo, the journal and PUT carry them with the base text. */
export type SectionDraft = {
  section_title: string;
  section_title_translation: Translations;
  section_description: string;
  section_description_translation: Translations;
  section_type: SectionType;
  text_style_variant: TextStyleVariant;
  background_color: string;
  is_gradient: boolean;
  gradient: Gradient | null;
  grid_columns: number;
  is_full_width: boolean;
  is_section_title_aligned_center: boolean;
  is_section_title_aligned_right: boolean;
  is_image_bottom: boolean;
  is_slider: boolean;
  image_metrics_height: ImageHeight;
};

/** A section as GET /api/template-sections answers it. */
export type SectionResponse = SectionDraft & {
  id: string;
  url_page: string;
  organization_id: string;
  section_title: string | null;
  section_description: string | null;
  section_title_translation?: Translations | null;
  section_description_translation?: Translations | null;
  website_metric: MetricData[];
  /** Raised by every save; a save sends the version it was based on (docs/decisions/061). */
  version?: number;
};

/** A new section's defaults (spec §4): white, three columns, title centred, type general. */
export const NEW_SECTION: SectionDraft = {
  section_title: '',
  section_title_translation: {},
  section_description: '',
  section_description_translation: {},
  section_type: 'general',
  text_style_variant: 'default',
  background_color: 'white',
  is_gradient: false,
  gradient: null,
  grid_columns: 3,
  is_full_width: false,
  is_section_title_aligned_center: true,
  is_section_title_aligned_right: false,
  is_image_bottom: false,
  is_slider: false,
  image_metrics_height: 'h-48',
};

export function draftFromSection(section: SectionResponse): SectionDraft {
  const draft = { ...NEW_SECTION };
  for (const key of Object.keys(NEW_SECTION) as (keyof SectionDraft)[]) {
    const value = section[key];
    if (value !== undefined && value !== null) (draft as Record<string, unknown>)[key] = value;
  }
  return draft;
}

export type TitleAlignment = 'left' | 'center' | 'right';

export function titleAlignment(draft: SectionDraft): TitleAlignment {
  if (draft.is_section_title_aligned_right) return 'right';
  return draft.is_section_title_aligned_center ? 'center' : 'left';
}

export function withTitleAlignment(alignment: TitleAlignment): Pick<SectionDraft, 'is_section_title_aligned_center' | 'is_section_title_aligned_right'> {
  return { is_section_title_aligned_center: alignment === 'center', is_section_title_aligned_right: alignment === 'right' };
}

/** The title rule of spec §5: required for the general type only, in the default language (a translation may be blank). */
export function needsTitle(draft: SectionDraft): boolean {
  return draft.section_type === 'general' && draft.section_title.trim() === '';
}


export function metricView(metric: MetricData): MetricView {
  return {
    id: metric.id,
    title: metric.title,
    titleTranslation: metric.title_translation ?? {},
    description: metric.description,
    descriptionTranslation: metric.description_translation ?? {},
    image: metric.image,
    isCardType: metric.is_card_type,
    isTitleDisplayed: metric.is_title_displayed,
    isImageRoundedFull: metric.is_image_rounded_full,
    backgroundColor: metric.background_color,
    isGradient: metric.is_gradient,
    gradient: metric.gradient ? { from: metric.gradient.from, to: metric.gradient.to, ...(metric.gradient.via ? { via: metric.gradient.via } : {}) } : null,
  };
}

/**
 * The view model the registry draws, translations included: drawn in the language being edited, the
 * preview shows what that language's visitors will see (a blank translation falls back, as there).
 */
export function previewRow(draft: SectionDraft, metrics: MetricData[], meta: { id: string; urlPage: string }): TemplateSectionView {
  return {
    id: meta.id,
    urlPage: meta.urlPage,
    sectionTitle: draft.section_title,
    sectionTitleTranslation: draft.section_title_translation,
    sectionDescription: draft.section_description,
    sectionDescriptionTranslation: draft.section_description_translation,
    sectionType: draft.section_type,
    textStyleVariant: draft.text_style_variant,
    gridColumns: draft.grid_columns,
    isSlider: draft.is_slider,
    isFullWidth: draft.is_full_width,
    isImageBottom: draft.is_image_bottom,
    imageMetricsHeight: draft.image_metrics_height,
    isGradient: draft.is_gradient,
    gradient: draft.is_gradient && draft.gradient ? { from: draft.gradient.from, to: draft.gradient.to, ...(draft.gradient.via ? { via: draft.gradient.via } : {}) } : null,
    backgroundColor: draft.background_color,
    isSectionTitleAlignedCenter: draft.is_section_title_aligned_center,
    isSectionTitleAlignedRight: draft.is_section_title_aligned_right,
    isReviewsSection: false,
    isHelpCenterSection: false,
    isRealEstateModal: false,
    isBrand: false,
    isArticleSlider: false,
    isContactSection: false,
    isFaqSection: false,
    isPricingplansSection: false,
    metrics: metrics.map(metricView),
  };
}
