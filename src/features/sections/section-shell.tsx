// The frame every template section shares: background or gradient, width, vertical rhythm, and the
// h2 title with its description, aligned left, centre or right.
import type { ReactNode } from 'react';
import { RichText } from '@/features/site-chrome/rich-text';
import { translate, type Locale } from '@/lib/i18n/locales';
import { colorClass, gradientClasses } from '@/lib/tokens';
import type { SectionType } from '@/lib/enums';
import type { TemplateSectionView } from '@/schemas/section-views';
import type { ResolvedTextStyle } from './text-styles';

type Props = {
  section: TemplateSectionView;
  type: SectionType;
  locale: Locale;
  style: ResolvedTextStyle;
  children: ReactNode;
};

export function sectionBackground(section: Pick<TemplateSectionView, 'isGradient' | 'gradient' | 'backgroundColor'>): string {
  return (section.isGradient && gradientClasses(section.gradient)) || colorClass('bg', section.backgroundColor, 'bg-white');
}

export function titleAlignment(section: Pick<TemplateSectionView, 'isSectionTitleAlignedCenter' | 'isSectionTitleAlignedRight'>): string {
  if (section.isSectionTitleAlignedRight) return 'ml-auto text-right';
  if (section.isSectionTitleAlignedCenter) return 'mx-auto text-center';
  return 'text-left';
}

export function SectionShell({ section, type, locale, style, children }: Props) {
  const title = translate(section.sectionTitle, section.sectionTitleTranslation, locale);
  const description = translate(section.sectionDescription, section.sectionDescriptionTranslation, locale);
  const titleId = `section-title-${section.id}`;
  const width = section.isFullWidth ? 'px-4 sm:px-8 lg:px-12' : 'mx-auto max-w-7xl px-4 sm:px-6 lg:px-8';
  return (
    <section
      className={`${sectionBackground(section)} py-16 sm:py-20 ${style.faceWait}`}
      data-section-type={type}
      data-text-style={section.textStyleVariant}
      aria-labelledby={title ? titleId : undefined}
    >
      <div className={width}>
        {(title || description) && (
          <header className={`mb-10 max-w-3xl sm:mb-14 ${titleAlignment(section)}`}>
            {title && (
              <h2 id={titleId} className={`text-balance ${style.titleClass}`}>
                {title}
              </h2>
            )}
            <RichText html={description} className={`mt-4 text-pretty ${style.descriptionClass}`} />
          </header>
        )}
        {children}
      </div>
    </section>
  );
}
