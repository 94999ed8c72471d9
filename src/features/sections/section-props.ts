// What every section type's component receives, on the public page and in editor previews alike.
import type { Locale } from '@/lib/i18n/locales';
import type { FaqRow, PricingPlanRow } from '@/server/commerce/queries';
import type { ArticleCard, HelpGroup } from '@/server/sections/extras';
import type { TemplateSectionWithMetrics } from '@/server/sections/queries';
import type { ResolvedTextStyle } from './text-styles';
import type { Accent } from './theme';

/** Data a type shows beyond its metrics; absent when not needed or when it failed to load. */
export type SectionExtras = {
  articles?: ArticleCard[];
  plans?: PricingPlanRow[];
  faqs?: FaqRow[];
  help?: HelpGroup[];
};

export type ExtraKind = keyof SectionExtras;

export type SectionViewProps = {
  section: TemplateSectionWithMetrics;
  locale: Locale;
  defaultLocale: Locale;
  accent: Accent;
  style: ResolvedTextStyle;
  extras: SectionExtras;
};

export type SkeletonProps = { section: TemplateSectionWithMetrics; label: string };
