// Reviews: each metric is a testimonial, the description the quote and the title the person
// ("Name, role"), with a round portrait when the metric asks for one.
import { Quote } from 'lucide-react';
import { Media } from '@/features/site-chrome/media';
import { RichText } from '@/features/site-chrome/rich-text';
import { translate } from '@/lib/i18n/locales';
import type { MetricView } from '@/schemas/section-views';
import { MetricMedia, metricSurface } from '../metric-card';
import { MetricCollection } from '../metric-collection';
import { splitAttribution } from '../format';
import type { SectionViewProps } from '../section-props';
import { RICH_TEXT, textStyle } from '../text-styles';

function Review({ metric, section, locale, style, media }: Pick<SectionViewProps, 'section' | 'locale' | 'style' | 'media'> & { metric: MetricView }) {
  const title = translate(metric.title, metric.titleTranslation, locale);
  const { name, role } = splitAttribution(title);
  const surface = metricSurface({ ...metric, isCardType: true }, style);
  const own = textStyle(section.textStyleVariant, surface.tone);
  const portrait = metric.image && metric.isImageRoundedFull;
  return (
    <figure className={`flex h-full flex-col ${surface.className}`} data-metric-id={metric.id}>
      {!portrait && <MetricMedia metric={metric} section={section} alt="" style={style} media={media} />}
      <Quote aria-hidden className={`size-8 shrink-0 opacity-30 ${own.c.title} ${portrait ? '' : 'mt-5'}`} />
      <blockquote className="mt-3 flex-1">
        <RichText html={translate(metric.description, metric.descriptionTranslation, locale)} className={`${RICH_TEXT} ${own.body} text-base leading-7 ${own.c.title}`} />
      </blockquote>
      {metric.isTitleDisplayed && title && (
        <figcaption className="mt-6 flex items-center gap-4 border-t border-current/10 pt-5">
          {portrait && <Media src={metric.image} alt="" width={48} height={48} className="size-12 shrink-0 rounded-full object-cover" />}
          <span className="min-w-0">
            <span className={`block font-semibold ${own.cardTitle} text-base! ${own.c.cardTitle}`}>{name}</span>
            {role && <span className={`block text-sm ${own.c.muted}`}>{role}</span>}
          </span>
        </figcaption>
      )}
    </figure>
  );
}

export function ReviewsSection({ section, locale, style, labels, media }: SectionViewProps) {
  const items = section.metrics.map((metric) => ({ key: metric.id, node: <Review metric={metric} section={section} locale={locale} style={style} media={media} /> }));
  return (
    <MetricCollection
      items={items}
      columns={section.gridColumns}
      slider={section.isSlider}
      label={translate(section.sectionTitle, section.sectionTitleTranslation, locale)}
      labels={labels}
      tone={style.tone}
    />
  );
}
