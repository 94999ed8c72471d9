// The name of each section type, a key of the editor's labels: the section editor's type picker and
// the page layout manager's list say them the same way.
import type { SectionType } from '@/lib/enums';
import type { PlainEditorKey } from '@/lib/i18n/editor-labels';

export const TYPE_LABELS: Record<SectionType, PlainEditorKey> = {
  general: 'typeGeneral',
  brand: 'typeBrand',
  article_slider: 'typeArticleSlider',
  contact: 'typeContact',
  faq: 'typeFaq',
  reviews: 'typeReviews',
  help_center: 'typeHelpCenter',
  real_estate: 'typeRealEstate',
  pricing_plans: 'typePricingPlans',
};
