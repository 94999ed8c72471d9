// Rules about template sections shared by the API, the public page and the editors.
import type { SectionType } from './enums';

export type LegacySectionFlags = {
  sectionType: SectionType | null;
  isReviewsSection?: boolean;
  isHelpCenterSection?: boolean;
  isRealEstateModal?: boolean;
  isBrand?: boolean;
  isArticleSlider?: boolean;
  isContactSection?: boolean;
  isFaqSection?: boolean;
  isPricingplansSection?: boolean;
};

const LEGACY_FLAG_ORDER: [keyof LegacySectionFlags, SectionType][] = [
  ['isReviewsSection', 'reviews'],
  ['isHelpCenterSection', 'help_center'],
  ['isRealEstateModal', 'real_estate'],
  ['isBrand', 'brand'],
  ['isArticleSlider', 'article_slider'],
  ['isContactSection', 'contact'],
  ['isFaqSection', 'faq'],
  ['isPricingplansSection', 'pricing_plans'],
];

/** The stored type, or for legacy rows the type of the first legacy flag that is set, else general. */
export function deriveSectionType(section: LegacySectionFlags): SectionType {
  if (section.sectionType) return section.sectionType;
  for (const [flag, type] of LEGACY_FLAG_ORDER) if (section[flag]) return type;
  return 'general';
}
