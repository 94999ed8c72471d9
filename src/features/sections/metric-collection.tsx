// A section's items laid out as its grid (1 to 6 columns) or, when is_slider is on, as the slider.
import type { ReactNode } from 'react';
import type { SectionLabels } from '@/lib/i18n/section-labels';
import { Slider as SliderComponent, type SliderLabels } from './slider';
import type { Tone } from '@/lib/accent';
import { island } from '@/islands/island';

const Slider = island('slider', SliderComponent);

const GRID_COLUMNS: Record<number, string> = {
  1: 'grid-cols-1',
  2: 'grid-cols-1 md:grid-cols-2',
  3: 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3',
  4: 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-4',
  5: 'grid-cols-2 md:grid-cols-3 lg:grid-cols-5',
  6: 'grid-cols-2 md:grid-cols-3 lg:grid-cols-6',
};

export function gridColumnsClass(columns: number): string {
  return GRID_COLUMNS[Math.min(6, Math.max(1, Math.round(columns) || 3))];
}

export function sliderLabels({ blocks }: SectionLabels): SliderLabels {
  return { previous: blocks.previous, next: blocks.next, goToSlide: blocks.goToSlide, slideOf: blocks.slideOf };
}

type Props = {
  items: { key: string; node: ReactNode }[];
  columns: number;
  slider: boolean;
  label: string;
  labels: SectionLabels;
  tone: Tone;
  /** Extra grid classes (gaps, alignment). */
  className?: string;
};

export function MetricCollection({ items, columns, slider, label, labels, tone, className = 'gap-8' }: Props) {
  if (items.length === 0) return null;
  if (slider) {
    return (
      <Slider gridColumns={columns} label={label} labels={sliderLabels(labels)} tone={tone}>
        {items.map((item) => (
          <div key={item.key} className="h-full">
            {item.node}
          </div>
        ))}
      </Slider>
    );
  }
  return (
    <div className={`grid ${gridColumnsClass(columns)} ${className}`}>
      {items.map((item) => (
        <div key={item.key} className="min-w-0">
          {item.node}
        </div>
      ))}
    </div>
  );
}
