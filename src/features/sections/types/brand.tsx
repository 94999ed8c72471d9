// Brand: a strip of logos, quiet in grey until hovered; the section's image height sets the logo
// size (scaled down: a 192 px logo would shout).
import { Media } from '@/features/site-chrome/media';
import { translate } from '@/lib/i18n/locales';
import { imageHeight, type ImageHeight } from '@/lib/tokens';
import { gridColumnsClass } from '../metric-collection';
import type { SectionViewProps } from '../section-props';

const LOGO_HEIGHT: Record<ImageHeight, { className: string; px: number }> = {
  'h-32': { className: 'h-12 sm:h-16', px: 64 },
  'h-40': { className: 'h-14 sm:h-20', px: 80 },
  'h-48': { className: 'h-16 sm:h-24', px: 96 },
  'h-56': { className: 'h-16 sm:h-28', px: 112 },
  'h-64': { className: 'h-20 sm:h-32', px: 128 },
  'h-72': { className: 'h-20 sm:h-36', px: 144 },
  'h-80': { className: 'h-24 sm:h-40', px: 160 },
  'h-96': { className: 'h-24 sm:h-48', px: 192 },
};

export function BrandSection({ section, locale, style }: SectionViewProps) {
  const size = LOGO_HEIGHT[imageHeight(section.imageMetricsHeight)];
  const logos = section.metrics.filter((metric) => metric.image);
  if (logos.length === 0) return null;
  const dark = style.tone === 'dark';
  return (
    <ul className={`grid items-center gap-x-8 gap-y-10 ${gridColumnsClass(Math.min(section.gridColumns, logos.length))}`} role="list">
      {logos.map((metric) => {
        const name = translate(metric.title, metric.titleTranslation, locale);
        return (
          <li key={metric.id} className="flex flex-col items-center gap-2" data-metric-id={metric.id}>
            <Media
              src={metric.image}
              alt={name}
              width={Math.round(size.px * 2.5)}
              height={size.px}
              className={`${size.className} w-auto max-w-full object-contain opacity-70 grayscale transition duration-300 hover:opacity-100 hover:grayscale-0 motion-reduce:transition-none ${dark ? 'brightness-0 invert' : ''}`}
            />
            {metric.isTitleDisplayed && name && <span className={`text-sm ${style.c.muted}`}>{name}</span>}
          </li>
        );
      })}
    </ul>
  );
}
