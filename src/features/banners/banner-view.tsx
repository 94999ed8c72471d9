'use client';
// One banner as a strip (top and bottom: 56 px high) or as a tab on the side of the window (left and
// right). A strip holds the icon, the text, the countdown, the link, a button that expands it into
// its panel and, for type `closed`, a dismiss button. A side tab opens the panel (or follows the
// link when there is no panel); docs/decisions/039.
import { X } from 'lucide-react';
import { bannerTone, panelLayout } from '@/lib/banners';
import { formatLabel, type AreaLabels } from '@/lib/i18n/island-labels';
import type { BannerResponse } from '@/schemas/banners';
import { BannerCountdown } from './banner-countdown';
import { BannerIcon } from './banner-icon';

export type BannerLabels = AreaLabels<'banners', 'dismiss'>;

type Props = {
  banner: BannerResponse;
  labels: BannerLabels;
  locale: string;
  expanded: boolean;
  onExpand: () => void;
  onDismiss: () => void;
};

const FOCUS = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current';

function hasPanel(banner: BannerResponse): boolean {
  return banner.landing_content !== '' && panelLayout(banner.openState).kind !== 'none';
}

function DismissButton({ banner, labels, onDismiss }: Pick<Props, 'banner' | 'labels' | 'onDismiss'>) {
  if (banner.type !== 'closed') return null;
  const label = formatLabel(labels.dismiss, { text: banner.content.text });
  return (
    <button type="button" onClick={onDismiss} aria-label={label} title={label} className={`inline-flex size-9 shrink-0 items-center justify-center rounded-full hover:bg-black/10 ${FOCUS}`} data-banner-dismiss>
      <X className="size-4" aria-hidden="true" />
    </button>
  );
}

export function BannerStrip({ banner, labels, locale, expanded, onExpand, onDismiss }: Props) {
  const { content } = banner;
  const external = content.link?.isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <div className={`flex h-14 items-center gap-2 px-3 sm:gap-3 sm:px-6 ${bannerTone(content.banner_background, content.banner_content_style)}`} data-banner-id={banner.id} data-banner-position={banner.position}>
      <BannerIcon name={content.icon} className="hidden size-5 shrink-0 sm:block" />
      <div className="line-clamp-2 min-w-0 flex-1 text-xs leading-snug sm:text-sm">
        <span className="font-medium">{content.text}</span>
        {content.customContent && <span className="ml-1 [&_p]:inline" dangerouslySetInnerHTML={{ __html: content.customContent }} />}
      </div>
      {banner.end_date_promotion && banner.end_date_promotion_is_displayed && (
        <BannerCountdown end={banner.end_date_promotion} locale={locale} endsIn={labels.endsIn} ended={labels.saleEnded} />
      )}
      {content.link && (
        <a href={content.link.url} {...external} className={`shrink-0 rounded-md px-2 py-1 text-xs font-semibold underline underline-offset-2 sm:text-sm ${FOCUS}`}>
          {content.link.label}
          {content.link.isExternal && <span className="sr-only"> ({labels.newTab})</span>}
        </a>
      )}
      {hasPanel(banner) && (
        <button type="button" onClick={onExpand} aria-expanded={expanded} aria-haspopup="dialog" className={`shrink-0 rounded-md bg-black/15 px-2 py-1 text-xs font-semibold hover:bg-black/25 sm:text-sm ${FOCUS}`}>
          {labels.more}
        </button>
      )}
      <DismissButton banner={banner} labels={labels} onDismiss={onDismiss} />
    </div>
  );
}

export function BannerTab({ banner, labels, expanded, onExpand, onDismiss }: Props) {
  const { content } = banner;
  const left = banner.position === 'left';
  const face = `flex items-center gap-2 px-2 py-4 text-sm font-semibold [writing-mode:vertical-rl] ${left ? 'rotate-180' : ''} ${FOCUS}`;
  const inner = (
    <>
      <BannerIcon name={content.icon} className="size-4 shrink-0 rotate-90" />
      {content.text}
    </>
  );
  return (
    <div
      className={`pointer-events-auto flex flex-col items-center shadow-lg ${left ? 'rounded-r-xl' : 'rounded-l-xl'} ${bannerTone(content.banner_background, content.banner_content_style)}`}
      data-banner-id={banner.id}
      data-banner-position={banner.position}
    >
      {hasPanel(banner) ? (
        <button type="button" onClick={onExpand} aria-expanded={expanded} aria-haspopup="dialog" className={face}>
          {inner}
        </button>
      ) : content.link ? (
        <a href={content.link.url} className={face}>
          {inner}
        </a>
      ) : (
        <p className={face}>{inner}</p>
      )}
      <DismissButton banner={banner} labels={labels} onDismiss={onDismiss} />
    </div>
  );
}
