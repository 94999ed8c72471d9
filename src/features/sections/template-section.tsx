// A template section: title, description and its metrics laid out for the section's type.
import { RichText } from '@/features/site-chrome/rich-text';
import { Media } from '@/features/site-chrome/media';
import { deriveSectionType } from '@/lib/sections';
import { colorClass, gradientClasses, IMAGE_HEIGHTS, imageHeight } from '@/lib/tokens';
import { translate, type Locale } from '@/lib/i18n/locales';
import type { MetricRow, TemplateSectionWithMetrics } from '@/server/sections/queries';
import { TEXT_STYLES } from './text-styles';

const GRID_COLUMNS: Record<number, string> = {
  1: 'md:grid-cols-1',
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-2 lg:grid-cols-3',
  4: 'md:grid-cols-2 lg:grid-cols-4',
  5: 'md:grid-cols-3 lg:grid-cols-5',
  6: 'md:grid-cols-3 lg:grid-cols-6',
};

type Props = { section: TemplateSectionWithMetrics; locale: Locale };

function MetricCard({ metric, section, locale }: { metric: MetricRow; section: TemplateSectionWithMetrics; locale: Locale }) {
  const style = TEXT_STYLES[section.textStyleVariant];
  const title = translate(metric.title, metric.titleTranslation, locale);
  const height = imageHeight(section.imageMetricsHeight);
  const media = metric.image ? (
    <Media
      src={metric.image}
      alt={title}
      height={IMAGE_HEIGHTS[height].px}
      width={metric.isImageRoundedFull ? IMAGE_HEIGHTS[height].px : 640}
      className={`${height} ${metric.isImageRoundedFull ? 'mx-auto aspect-square w-auto rounded-full' : 'w-full rounded-lg'} object-cover`}
    />
  ) : null;
  const background = metric.isGradient ? gradientClasses(metric.gradient) : colorClass('bg', metric.backgroundColor);
  return (
    <article className={`flex flex-col gap-4 ${metric.isCardType ? 'rounded-2xl border border-gray-200 p-6 shadow-sm' : ''} ${background}`}>
      {!section.isImageBottom && media}
      <div>
        {metric.isTitleDisplayed && title && <h3 className={style.cardTitle}>{title}</h3>}
        <RichText html={translate(metric.description, metric.descriptionTranslation, locale)} className={`mt-2 ${style.body}`} />
      </div>
      {section.isImageBottom && media}
    </article>
  );
}

function FaqList({ section, locale }: Props) {
  const style = TEXT_STYLES[section.textStyleVariant];
  return (
    <div className="mx-auto max-w-3xl divide-y divide-gray-200 rounded-2xl border border-gray-200">
      {section.metrics.map((metric) => (
        <details key={metric.id} className="group p-5">
          <summary className={`cursor-pointer list-none ${style.cardTitle}`}>{translate(metric.title, metric.titleTranslation, locale)}</summary>
          <RichText html={translate(metric.description, metric.descriptionTranslation, locale)} className={`mt-3 ${style.body}`} />
        </details>
      ))}
    </div>
  );
}

export function TemplateSection({ section, locale }: Props) {
  const type = deriveSectionType(section);
  const style = TEXT_STYLES[section.textStyleVariant];
  const title = translate(section.sectionTitle, section.sectionTitleTranslation, locale);
  const description = translate(section.sectionDescription, section.sectionDescriptionTranslation, locale);
  const align = section.isSectionTitleAlignedRight ? 'text-right' : section.isSectionTitleAlignedCenter ? 'text-center mx-auto' : 'text-left';
  const background = section.isGradient ? gradientClasses(section.gradient) : colorClass('bg', section.backgroundColor, 'bg-white');
  const columns = GRID_COLUMNS[Math.min(6, Math.max(1, section.gridColumns))] ?? GRID_COLUMNS[3];
  return (
    <section className={`${background} py-16`} data-section-type={type} aria-label={title || undefined}>
      <div className={section.isFullWidth ? 'px-4 sm:px-8' : 'mx-auto max-w-7xl px-4 sm:px-6'}>
        {(title || description) && (
          <header className={`mb-10 max-w-3xl ${align} ${section.isSectionTitleAlignedRight ? 'ml-auto' : ''}`}>
            {title && <h2 className={style.title}>{title}</h2>}
            <RichText html={description} className={`mt-4 ${style.description}`} />
          </header>
        )}
        {type === 'faq' ? (
          <FaqList section={section} locale={locale} />
        ) : (
          <div className={`grid grid-cols-1 gap-8 ${type === 'brand' ? 'items-center' : ''} ${columns}`}>
            {section.metrics.map((metric) => (
              <MetricCard key={metric.id} metric={metric} section={section} locale={locale} />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
