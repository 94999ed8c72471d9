// General: the section's metrics as a grid of cards (or the slider), with every layout option.
import { translate } from '@/lib/i18n/locales';
import { MetricCard } from '../metric-card';
import { MetricCollection } from '../metric-collection';
import type { SectionViewProps } from '../section-props';

export function GeneralSection({ section, locale, style, labels, media }: SectionViewProps) {
  const items = section.metrics.map((metric) => ({
    key: metric.id,
    node: <MetricCard metric={metric} section={section} locale={locale} style={style} media={media} />,
  }));
  return (
    <MetricCollection
      items={items}
      columns={section.gridColumns}
      slider={section.isSlider}
      label={translate(section.sectionTitle, section.sectionTitleTranslation, locale)}
      labels={labels}
      tone={style.tone}
      className="gap-x-8 gap-y-10"
    />
  );
}
