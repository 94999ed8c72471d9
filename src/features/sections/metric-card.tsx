// One metric as a card: media at the top or bottom at the section's image height (or a round
// portrait), the title when it is displayed, and the rich-text description.
import { Media } from '@/features/site-chrome/media';
import { RichText } from '@/features/site-chrome/rich-text';
import { translate, type Locale } from '@/lib/i18n/locales';
import { colorClass, gradientClasses, IMAGE_HEIGHTS, imageHeight } from '@/lib/tokens';
import type { MetricView, TemplateSectionView } from '@/schemas/section-views';
import type { MediaImages } from '@/lib/media-files';
import { RICH_TEXT, textStyle, type ResolvedTextStyle } from './text-styles';
import { backgroundTone } from './theme';

type Props = { metric: MetricView; section: TemplateSectionView; locale: Locale; style: ResolvedTextStyle; media?: MediaImages };

/** A card's share of the page width, for the browser's choice of image size. */
function cardSizes(section: TemplateSectionView): string {
  const columns = Math.min(6, Math.max(1, section.gridColumns || 3));
  return `(min-width: 1024px) ${Math.ceil(100 / columns)}vw, (min-width: 640px) 50vw, 100vw`;
}

/** Square corners for the voices that draw square cards, soft ones for the rest. */
export function mediaRadius(style: ResolvedTextStyle): string {
  return style.card.includes('rounded-none') ? 'rounded-none' : 'rounded-xl';
}

export function MetricMedia({ metric, section, alt, style, media }: { metric: MetricView; section: TemplateSectionView; alt: string; style: ResolvedTextStyle; media?: MediaImages }) {
  if (!metric.image) return null;
  const height = imageHeight(section.imageMetricsHeight);
  const px = IMAGE_HEIGHTS[height].px;
  if (metric.isImageRoundedFull) {
    return <Media src={metric.image} alt={alt} library={media} sizes={`${px}px`} width={px} height={px} className={`${height} aspect-square w-auto shrink-0 rounded-full object-cover`} />;
  }
  return <Media src={metric.image} alt={alt} library={media} sizes={cardSizes(section)} width={Math.round(px * (4 / 3))} height={px} className={`${height} w-full object-cover ${mediaRadius(style)}`} />;
}

/** A metric's own surface: card type, a background colour or a gradient, each readable. */
export function metricSurface(metric: MetricView, style: ResolvedTextStyle) {
  const gradient = metric.isGradient ? gradientClasses(metric.gradient) : '';
  const color = colorClass('bg', metric.backgroundColor);
  const filled = Boolean(gradient || (color && color !== 'bg-transparent'));
  const tone = filled ? backgroundTone(metric) : style.tone;
  const surface = metric.isCardType ? `${style.card} ${gradient || color || 'bg-white'} p-6` : filled ? `${gradient || color} rounded-2xl p-6` : '';
  // A card on a dark section is white unless it says otherwise, so its text turns dark again.
  const cardTone = metric.isCardType && !filled ? 'light' : tone;
  return { className: surface, tone: cardTone };
}

export function MetricCard({ metric, section, locale, style, media }: Props) {
  const title = translate(metric.title, metric.titleTranslation, locale);
  const surface = metricSurface(metric, style);
  const own = surface.tone === style.tone ? style : textStyle(section.textStyleVariant, surface.tone);
  const picture = <MetricMedia metric={metric} section={section} alt={metric.isTitleDisplayed ? '' : title} style={style} media={media} />;
  const centred = metric.isImageRoundedFull ? 'items-center text-center' : '';
  return (
    <article className={`flex h-full flex-col gap-5 ${centred} ${surface.className}`} data-metric-id={metric.id}>
      {!section.isImageBottom && picture}
      {/* A single wide column would make lines too long to read comfortably. */}
      <div className={`flex-1 ${section.gridColumns <= 1 ? 'max-w-3xl' : ''}`}>
        {metric.isTitleDisplayed && title && <h3 className={own.cardTitleClass}>{title}</h3>}
        <RichText
          html={translate(metric.description, metric.descriptionTranslation, locale)}
          className={`${metric.isTitleDisplayed && title ? 'mt-2' : ''} ${RICH_TEXT} ${own.bodyClass}`}
        />
      </div>
      {section.isImageBottom && picture}
    </article>
  );
}
