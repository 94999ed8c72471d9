// Loading placeholders, one per section type, shaped like what will appear so nothing jumps when
// the content streams in. Used as Suspense fallbacks and by editor previews while they load.
import type { ComponentType, ReactNode } from 'react';
import type { SectionType } from '@/lib/enums';
import { gridColumnsClass } from './metric-collection';
import type { SkeletonProps } from './section-props';

const bar = 'rounded-md bg-gray-200/80';

function Frame({ label, type, children }: { label: string; type: SectionType; children: ReactNode }) {
  return (
    <div role="status" aria-label={label} data-skeleton={type} className="animate-pulse motion-reduce:animate-none">
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}

function Lines({ count, last = 'w-2/3' }: { count: number; last?: string }) {
  return (
    <div className="space-y-2">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={`h-3 ${bar} ${i === count - 1 ? last : 'w-full'}`} />
      ))}
    </div>
  );
}

function Cards({ section, label, type, media = true, round = false }: SkeletonProps & { type: SectionType; media?: boolean; round?: boolean }) {
  const count = Math.max(1, Math.min(6, section.metrics.length || section.gridColumns || 3));
  return (
    <Frame label={label} type={type}>
      <div className={`grid gap-8 ${gridColumnsClass(section.gridColumns)}`}>
        {Array.from({ length: count }, (_, i) => (
          <div key={i} className="space-y-4 rounded-2xl border border-gray-100 p-6">
            {media && <div className={round ? 'mx-auto size-16 rounded-full bg-gray-200/80' : `h-40 w-full ${bar}`} />}
            <div className={`h-5 w-1/2 ${bar}`} />
            <Lines count={3} />
          </div>
        ))}
      </div>
    </Frame>
  );
}

export function GeneralSkeleton(props: SkeletonProps) {
  return <Cards {...props} type="general" />;
}

export function ReviewsSkeleton(props: SkeletonProps) {
  return <Cards {...props} type="reviews" round />;
}

export function RealEstateSkeleton(props: SkeletonProps) {
  return <Cards {...props} type="real_estate" />;
}

export function ArticleSliderSkeleton(props: SkeletonProps) {
  return <Cards {...props} section={{ ...props.section, gridColumns: Math.max(1, props.section.gridColumns - 1) }} type="article_slider" />;
}

export function FaqSkeleton({ label }: SkeletonProps) {
  return (
    <Frame label={label} type="faq">
      <div className="mx-auto max-w-3xl divide-y divide-gray-100 rounded-2xl border border-gray-100">
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className="flex items-center justify-between px-6 py-5">
            <div className={`h-4 w-2/3 ${bar}`} />
            <div className="size-5 rounded-full bg-gray-200/80" />
          </div>
        ))}
      </div>
    </Frame>
  );
}

export function ContactSkeleton({ label }: SkeletonProps) {
  return (
    <Frame label={label} type="contact">
      <div className="grid gap-10 lg:grid-cols-5 lg:gap-16">
        <div className="space-y-8 lg:col-span-2">
          {Array.from({ length: 3 }, (_, i) => (
            <div key={i} className="flex gap-5">
              <div className="size-16 shrink-0 rounded-2xl bg-gray-200/80" />
              <div className="flex-1 space-y-3">
                <div className={`h-4 w-1/3 ${bar}`} />
                <Lines count={2} />
              </div>
            </div>
          ))}
        </div>
        <div className="space-y-5 rounded-2xl border border-gray-100 p-8 lg:col-span-3">
          <div className="grid gap-5 sm:grid-cols-2">
            <div className={`h-12 ${bar}`} />
            <div className={`h-12 ${bar}`} />
          </div>
          <div className={`h-12 ${bar}`} />
          <div className={`h-36 ${bar}`} />
          <div className={`h-11 w-40 ${bar}`} />
        </div>
      </div>
    </Frame>
  );
}

export function BrandSkeleton({ label, section }: SkeletonProps) {
  return (
    <Frame label={label} type="brand">
      <div className="flex flex-wrap items-center justify-center gap-x-14 gap-y-8">
        {Array.from({ length: Math.max(4, section.metrics.length) }, (_, i) => (
          <div key={i} className={`h-12 w-32 ${bar}`} />
        ))}
      </div>
    </Frame>
  );
}

export function PricingPlansSkeleton({ label }: SkeletonProps) {
  return (
    <Frame label={label} type="pricing_plans">
      <div className="grid gap-8 pt-4 md:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 3 }, (_, i) => (
          <div key={i} className="space-y-6 rounded-2xl border border-gray-100 p-8">
            <div className={`h-5 w-1/3 ${bar}`} />
            <Lines count={2} />
            <div className={`h-10 w-1/2 ${bar}`} />
            <div className="space-y-3 pt-2">
              {Array.from({ length: 4 }, (_, j) => (
                <div key={j} className={`h-3 w-4/5 ${bar}`} />
              ))}
            </div>
            <div className={`h-11 w-full ${bar}`} />
          </div>
        ))}
      </div>
    </Frame>
  );
}

export function HelpCenterSkeleton({ label }: SkeletonProps) {
  return (
    <Frame label={label} type="help_center">
      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 3 }, (_, i) => (
          <div key={i} className="space-y-4 rounded-2xl border border-gray-100 p-6">
            <div className={`h-5 w-1/2 ${bar}`} />
            {Array.from({ length: 3 }, (_, j) => (
              <div key={j} className={`h-3 w-5/6 ${bar}`} />
            ))}
          </div>
        ))}
      </div>
    </Frame>
  );
}

export const SECTION_SKELETONS: Record<SectionType, ComponentType<SkeletonProps>> = {
  general: GeneralSkeleton,
  reviews: ReviewsSkeleton,
  faq: FaqSkeleton,
  contact: ContactSkeleton,
  brand: BrandSkeleton,
  article_slider: ArticleSliderSkeleton,
  pricing_plans: PricingPlansSkeleton,
  help_center: HelpCenterSkeleton,
  real_estate: RealEstateSkeleton,
};
