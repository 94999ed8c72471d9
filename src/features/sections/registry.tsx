// section_type → component. The public page and every editor's live preview render a template
// section through this one table, so what an editor shows is what visitors get. Each entry names
// its skeleton (the loading placeholder) and the extra data it needs beyond its metrics, which the
// caller loads: the server on the public page, the editor through the read APIs.
import type { ComponentType } from 'react';
import { SECTION_TYPES, type SectionType } from '@/lib/enums';
import type { TemplateSectionView } from '@/schemas/section-views';
import { deriveSectionType } from '@/lib/sections';
import type { ExtraKind, SectionExtras } from '@/server/sections/section-extras';
import type { SectionViewProps, SkeletonProps } from './section-props';
import { SectionShell } from './section-shell';
import { SECTION_SKELETONS } from './skeletons';
import { textStyle } from './text-styles';
import { DEFAULT_ACCENT, type AccentColor } from '@/lib/accent';
import { backgroundTone } from './theme';
import { ArticleSliderSection } from './types/article-slider';
import { BrandSection } from './types/brand';
import { ContactSection } from './types/contact';
import { FaqSection } from './types/faq';
import { GeneralSection } from './types/general';
import { HelpCenterSection } from './types/help-center';
import { PricingPlansSection } from './types/pricing-plans';
import { RealEstateSection } from './types/real-estate';
import { ReviewsSection } from './types/reviews';

export type SectionEntry = {
  View: ComponentType<SectionViewProps>;
  Skeleton: ComponentType<SkeletonProps>;
  /** The extra data this section needs, if any. */
  needs: (section: TemplateSectionView) => ExtraKind | null;
};

const none = () => null;

export const SECTION_REGISTRY: Record<SectionType, SectionEntry> = {
  general: { View: GeneralSection, Skeleton: SECTION_SKELETONS.general, needs: none },
  reviews: { View: ReviewsSection, Skeleton: SECTION_SKELETONS.reviews, needs: none },
  // Decision: a FAQ section's own metrics win; without any, it shows the organisation's FAQ list.
  faq: { View: FaqSection, Skeleton: SECTION_SKELETONS.faq, needs: (section) => (section.metrics.length > 0 ? null : 'faqs') },
  contact: { View: ContactSection, Skeleton: SECTION_SKELETONS.contact, needs: none },
  brand: { View: BrandSection, Skeleton: SECTION_SKELETONS.brand, needs: none },
  article_slider: { View: ArticleSliderSection, Skeleton: SECTION_SKELETONS.article_slider, needs: () => 'articles' },
  pricing_plans: { View: PricingPlansSection, Skeleton: SECTION_SKELETONS.pricing_plans, needs: () => 'plans' },
  help_center: { View: HelpCenterSection, Skeleton: SECTION_SKELETONS.help_center, needs: () => 'help' },
  real_estate: { View: RealEstateSection, Skeleton: SECTION_SKELETONS.real_estate, needs: none },
};

/** The entry for a stored type; an unknown value renders as the general layout. */
export function sectionEntry(type: string | null | undefined): SectionEntry {
  return (SECTION_TYPES as readonly string[]).includes(type ?? '') ? SECTION_REGISTRY[type as SectionType] : SECTION_REGISTRY.general;
}

type PreviewProps = Omit<SectionViewProps, 'style' | 'extras' | 'accent'> & { extras?: SectionExtras; accent?: AccentColor };

/**
 * One section, framed and laid out, from data already at hand: what an editor's live preview
 * renders (it fetches the extras through the read APIs). The public page uses TemplateSection,
 * which loads the extras on the server and streams them in.
 */
export function SectionView({ section, locale, defaultLocale, accent = DEFAULT_ACCENT, extras = {}, labels, media }: PreviewProps) {
  const type = deriveSectionType(section);
  const { View } = sectionEntry(type);
  const style = textStyle(section.textStyleVariant, backgroundTone(section));
  return (
    <SectionShell section={section} type={type} locale={locale} style={style}>
      <View section={section} locale={locale} defaultLocale={defaultLocale} accent={accent} style={style} extras={extras} labels={labels} media={media} />
    </SectionShell>
  );
}
