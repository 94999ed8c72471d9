// What the public page's sections, headings and hero are drawn from: view models, named here, not
// the database's rows. The page's server code passes its rows (which hold these fields and more);
// the editors' live previews build the same shapes from their working copies, without inventing the
// fields a row has and a drawing never reads (an organisation, a creation date).
import type { HEADING_STYLE_VARIANTS, SectionType, TextStyleVariant } from '@/lib/enums';

/** A text in other languages than the site's default, by locale; a missing one falls back. */
export type TextMap = Partial<Record<string, string>>;
export type GradientView = { from: string; via?: string; to: string };

/** A card of a template section. */
export type MetricView = {
  id: string;
  title: string;
  titleTranslation: TextMap;
  description: string;
  descriptionTranslation: TextMap;
  image: string | null;
  isCardType: boolean;
  isTitleDisplayed: boolean;
  isImageRoundedFull: boolean;
  backgroundColor: string | null;
  isGradient: boolean;
  gradient: GradientView | null;
};

/** A template section with its cards, in order. */
export type TemplateSectionView = {
  id: string;
  urlPage: string;
  sectionTitle: string | null;
  sectionTitleTranslation: TextMap;
  sectionDescription: string | null;
  sectionDescriptionTranslation: TextMap;
  sectionType: SectionType | null;
  textStyleVariant: TextStyleVariant;
  gridColumns: number;
  isSlider: boolean;
  isFullWidth: boolean;
  isImageBottom: boolean;
  imageMetricsHeight: string;
  isGradient: boolean;
  gradient: GradientView | null;
  backgroundColor: string;
  isSectionTitleAlignedCenter: boolean;
  isSectionTitleAlignedRight: boolean;
  // The type flags of older records (spec §3); sectionType wins where both are set.
  isReviewsSection: boolean;
  isHelpCenterSection: boolean;
  isRealEstateModal: boolean;
  isBrand: boolean;
  isArticleSlider: boolean;
  isContactSection: boolean;
  isFaqSection: boolean;
  isPricingplansSection: boolean;
  metrics: MetricView[];
};

/** A heading section: a headline in up to three parts, text, a button or link, an image. */
export type HeadingView = {
  id: string;
  urlPage: string;
  name: string;
  nameTranslation: TextMap;
  namePart2: string | null;
  namePart2Translation: TextMap;
  namePart3: string | null;
  namePart3Translation: TextMap;
  descriptionText: string;
  descriptionTextTranslation: TextMap;
  buttonText: string | null;
  buttonTextTranslation: TextMap;
  url: string | null;
  isTextLink: boolean;
  image: string | null;
  imageFirst: boolean;
  isIncludedTemplatesection: boolean;
  templateSectionId: string | null;
  styleVariant: (typeof HEADING_STYLE_VARIANTS)[number];
  textStyleVariant: TextStyleVariant;
  titleAlignment: string;
  backgroundColor: string;
  isGradient: boolean;
  gradient: GradientView | null;
};

export type HeroTitleStyle = {
  color?: string;
  size?: { desktop?: string; mobile?: string };
  alignment?: 'left' | 'center' | 'right';
  blockWidth?: string;
  blockColumns?: number;
  is_gradient?: boolean;
  gradient?: { from?: string; via?: string; to?: string };
};
export type HeroDescriptionStyle = { color?: string; size?: { desktop?: string; mobile?: string }; weight?: string };
export type HeroImageStyle = {
  position?: 'left' | 'right' | 'background' | 'inline' | 'full';
  fullPage?: boolean;
  width?: number | null;
  height?: number | null;
};
export type HeroBackgroundStyle = {
  column?: number;
  color?: string;
  is_gradient?: boolean;
  gradient?: { from?: string; via?: string; to?: string };
  seo_title?: string;
  /** The badge text per language; a missing language falls back to seo_title. */
  seo_title_translation?: Partial<Record<string, string>>;
};
export type HeroButtonStyle = {
  aboveDescription?: boolean;
  isVideo?: boolean;
  url?: string;
  color?: string;
  gradient?: { from?: string; via?: string; to?: string };
};

/** The home page's hero. */
export type HeroSectionView = {
  id: string;
  title: string;
  titleTranslation: TextMap;
  description: string | null;
  descriptionTranslation: TextMap;
  button: string;
  buttonTranslation: TextMap;
  image: string | null;
  animationElement: string;
  titleStyle: HeroTitleStyle;
  descriptionStyle: HeroDescriptionStyle;
  imageStyle: HeroImageStyle;
  backgroundStyle: HeroBackgroundStyle;
  buttonStyle: HeroButtonStyle;
};
