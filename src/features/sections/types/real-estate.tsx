// Real estate: each metric is a listing card with a large photo; "View details" opens the full
// description in a native popover (no script needed).
import { Maximize2, X } from 'lucide-react';
import { Media } from '@/features/site-chrome/media';
import { RichText } from '@/features/site-chrome/rich-text';
import { translate } from '@/lib/i18n/locales';
import { toPlainText } from '#sanitize';
import { IMAGE_HEIGHTS, imageHeight } from '@/lib/tokens';
import type { MetricView } from '@/schemas/section-views';
import { MetricCollection } from '../metric-collection';
import type { SectionViewProps } from '../section-props';
import { RICH_TEXT } from '../text-styles';
import { accentClasses } from '@/lib/accent';

function Listing({ metric, props }: { metric: MetricView; props: SectionViewProps }) {
  const { section, locale, style, accent, labels } = props;
  const title = translate(metric.title, metric.titleTranslation, locale);
  const description = translate(metric.description, metric.descriptionTranslation, locale);
  const height = imageHeight(section.imageMetricsHeight);
  const px = IMAGE_HEIGHTS[height].px;
  const popoverId = `listing-${section.id}-${metric.id}`;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white text-gray-900 shadow-sm ring-1 ring-gray-200" data-metric-id={metric.id}>
      {metric.image && <Media src={metric.image} alt={title} width={Math.round(px * 1.33)} height={px} className={`${height} w-full object-cover`} />}
      <div className="flex flex-1 flex-col p-6">
        <h3 className={`${style.cardTitle} text-gray-900`}>{title}</h3>
        <p className={`mt-2 line-clamp-2 flex-1 ${style.body} text-gray-600`}>{toPlainText(description)}</p>
        <button
          type="button"
          popoverTarget={popoverId}
          className={`mt-5 inline-flex items-center gap-2 self-start text-sm font-semibold ${accentClasses(accent).text} hover:underline`}
        >
          <Maximize2 aria-hidden className="size-4" />
          {labels.blocks.viewDetails}
        </button>
      </div>
      <div
        id={popoverId}
        popover="auto"
        role="dialog"
        aria-label={title}
        className="m-auto max-h-[90vh] w-[min(42rem,calc(100vw-2rem))] overflow-auto rounded-2xl bg-white p-0 text-gray-900 shadow-2xl backdrop:bg-black/60"
      >
        {metric.image && <Media src={metric.image} alt={title} width={Math.round(px * 1.6)} height={px * 1.2} className="h-72 w-full object-cover" />}
        <div className="p-6 sm:p-8">
          <div className="flex items-start justify-between gap-4">
            <h4 className={`${style.cardTitle} text-2xl! text-gray-900`}>{title}</h4>
            <button type="button" popoverTarget={popoverId} popoverTargetAction="hide" aria-label={labels.blocks.close} className="grid size-9 shrink-0 place-items-center rounded-full bg-gray-100 hover:bg-gray-200">
              <X aria-hidden className="size-5" />
            </button>
          </div>
          <RichText html={description} className={`mt-4 ${RICH_TEXT} ${style.body} text-gray-700`} />
        </div>
      </div>
    </article>
  );
}

export function RealEstateSection(props: SectionViewProps) {
  const { section, locale, style, labels } = props;
  const items = section.metrics.map((metric) => ({ key: metric.id, node: <Listing metric={metric} props={props} /> }));
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
