// What every section type's component receives, on the public page and in editor previews alike.
import type { Locale } from '@/lib/i18n/locales';
import type { SectionExtras } from '@/server/sections/section-extras';
import type { TemplateSectionView } from '@/schemas/section-views';
import type { ResolvedTextStyle } from './text-styles';
import type { AccentColor } from '@/lib/accent';
import type { SectionLabels } from '@/lib/i18n/section-labels';
import type { MediaImages } from '@/lib/media-files';

export type SectionViewProps = {
  section: TemplateSectionView;
  locale: Locale;
  defaultLocale: Locale;
  accent: AccentColor;
  style: ResolvedTextStyle;
  extras: SectionExtras;
  /** Every label the component shows, in the page's language. */
  labels: SectionLabels;
  /** The media-library images among the section's stored addresses (drawn from their variants). */
  media?: MediaImages;
};

export type SkeletonProps = { section: TemplateSectionView; label: string };
