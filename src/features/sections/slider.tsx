'use client';
// The section slider (public spec §4): columns = grid_columns − 1 (1 under 768 px), autoplay every
// 5 s with more than one slide off mobile, paused on hover and focus, 75 px swipes, wrap-around,
// dots and previous/next buttons. The slides arrive server-rendered as children.
import { Children, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import {
  clampIndex,
  MOBILE_BREAKPOINT_PX,
  positionCount,
  shouldAutoplay,
  SLIDER_INTERVAL_MS,
  stepIndex,
  swipeDelta,
  visibleColumns,
} from './slider-math';
import { formatLabel, type LabelTemplate } from '@/lib/i18n/island-labels';

export type SliderLabels = { previous: string; next: string; goToSlide: LabelTemplate; slideOf: LabelTemplate };

type Props = { children: ReactNode; gridColumns: number; label: string; labels: SliderLabels; tone?: 'light' | 'dark' };

function useMedia(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}

export function Slider({ children, gridColumns, label, labels, tone = 'light' }: Props) {
  const slides = Children.toArray(children);
  const isMobile = useMedia(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`);
  const reducedMotion = useMedia('(prefers-reduced-motion: reduce)');
  const columns = visibleColumns(gridColumns, isMobile);
  const positions = positionCount(slides.length, columns);
  const [rawIndex, setIndex] = useState(0);
  const index = clampIndex(rawIndex, positions);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // A ref, not state: the end of a quick swipe can arrive before a re-render.
  const touchStart = useRef<number | null>(null);
  const id = useId();

  const autoplay = positions > 1 && shouldAutoplay({ slides: slides.length, isMobile, reducedMotion }) && !hovered && !focused;
  useEffect(() => {
    if (!autoplay) return;
    const timer = window.setInterval(() => setIndex((i) => stepIndex(clampIndex(i, positions), 1, positions)), SLIDER_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [autoplay, positions]);

  const go = (delta: number) => setIndex(stepIndex(index, delta, positions));
  const button =
    tone === 'dark'
      ? 'border-white/40 bg-white/10 text-white hover:bg-white/20'
      : 'border-gray-300 bg-white text-gray-800 shadow-sm hover:bg-gray-50';
  const dot = (active: boolean) =>
    tone === 'dark' ? (active ? 'w-6 bg-white' : 'w-2.5 bg-white/50 hover:bg-white/80') : active ? 'w-6 bg-gray-900' : 'w-2.5 bg-gray-300 hover:bg-gray-500';

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-slider
      data-index={index}
      data-columns={columns}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div
        className="-mx-3 -my-4 overflow-hidden py-4"
        onTouchStart={(event) => {
          touchStart.current = event.touches[0]?.clientX ?? null;
        }}
        onTouchEnd={(event) => {
          const end = event.changedTouches[0]?.clientX;
          if (touchStart.current !== null && end !== undefined) {
            const delta = swipeDelta(touchStart.current, end);
            if (delta !== 0) go(delta);
          }
          touchStart.current = null;
        }}
      >
        <div
          id={id}
          aria-live={autoplay ? 'off' : 'polite'}
          className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
          // Widths come from CSS (one column under md) so the server HTML already has the right layout.
          style={{ transform: `translateX(-${(index * 100) / columns}%)`, ['--slide-basis' as string]: `${100 / visibleColumns(gridColumns, false)}%` }}
        >
          {slides.map((slide, i) => {
            const visible = i >= index && i < index + columns;
            return (
              <div
                key={i}
                role="group"
                aria-roledescription="slide"
                aria-label={formatLabel(labels.slideOf, { n: i + 1, total: slides.length })}
                inert={!visible}
                className="shrink-0 basis-full px-3 md:basis-(--slide-basis)"
              >
                {slide}
              </div>
            );
          })}
        </div>
      </div>
      {positions > 1 && (
        <div className="mt-8 flex items-center justify-center gap-4">
          <button type="button" onClick={() => go(-1)} aria-controls={id} aria-label={labels.previous} className={`grid size-10 place-items-center rounded-full border transition ${button}`}>
            <ChevronLeft aria-hidden className="size-5" />
          </button>
          <div className="flex items-center gap-1">
            {Array.from({ length: positions }, (_, i) => (
              <button
                key={i}
                type="button"
                onClick={() => setIndex(i)}
                aria-controls={id}
                aria-label={formatLabel(labels.goToSlide, { n: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                className="grid h-6 min-w-6 place-items-center"
              >
                <span aria-hidden className={`block h-2.5 rounded-full transition-all ${dot(i === index)}`} />
              </button>
            ))}
          </div>
          <button type="button" onClick={() => go(1)} aria-controls={id} aria-label={labels.next} className={`grid size-10 place-items-center rounded-full border transition ${button}`}>
            <ChevronRight aria-hidden className="size-5" />
          </button>
        </div>
      )}
    </div>
  );
}
