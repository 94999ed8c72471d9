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
  /** A strip fixed above the header is exactly 56 px (spec §9), its text clamped to two lines. */
  fixed?: boolean;
};

const FOCUS = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current';

function hasPanel(banner: BannerResponse): boolean {
  return banner.landing_content !== '' && panelLayout(banner.openState).kind !== 'none';
}

function DismissButton({ banner, labels, onDismiss, size = 'size-9' }: Pick<Props, 'banner' | 'labels' | 'onDismiss'> & { size?: string }) {
  if (banner.type !== 'closed') return null;
  const label = formatLabel(labels.dismiss, { text: banner.content.text });
  return (
    <button type="button" onClick={onDismiss} aria-label={label} title={label} className={`inline-flex ${size} shrink-0 items-center justify-center rounded-full hover:bg-black/10 ${FOCUS}`} data-banner-dismiss>
      <X className="size-4" aria-hidden="true" />
    </button>
  );
}

export function BannerStrip({ banner, labels, locale, expanded, onExpand, onDismiss, fixed = false }: Props) {
  const { content } = banner;
  const { link } = content;
  const external = link?.isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  const newTab = link?.isExternal && <span className="sr-only"> ({labels.newTab})</span>;
  return (
    <div
      className={`flex items-center gap-2 px-3 sm:gap-3 sm:px-6 ${fixed ? 'h-14' : 'min-h-14 py-2'} ${bannerTone(content.banner_background, content.banner_content_style)}`}
      data-banner-id={banner.id}
      data-banner-position={banner.position}
    >
      <BannerIcon name={content.icon} className="hidden size-5 shrink-0 sm:block" />
      <div className={`min-w-0 flex-1 text-xs leading-snug sm:text-sm ${fixed ? 'line-clamp-2' : ''}`}>
        {/* On a phone the text itself is the link: the label would leave it no room. */}
        {link && (
          <a href={link.url} {...external} className={`font-medium underline underline-offset-2 sm:hidden ${FOCUS}`}>
            {content.text}
            {newTab}
          </a>
        )}
        <span className={`font-medium ${link ? 'hidden sm:inline' : ''}`}>{content.text}</span>
        {content.customContent && <span className="ml-1 [&_p]:inline" dangerouslySetInnerHTML={{ __html: content.customContent }} />}
      </div>
      {banner.end_date_promotion && banner.end_date_promotion_is_displayed && (
        <BannerCountdown end={banner.end_date_promotion} locale={locale} endsIn={labels.endsIn} ended={labels.saleEnded} />
      )}
      {link && (
        <a href={link.url} {...external} className={`hidden shrink-0 rounded-md px-2 py-1 text-sm font-semibold underline underline-offset-2 sm:inline ${FOCUS}`}>
          {link.label}
          {newTab}
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
  // Vertical text reads bottom-up on the left (the face is turned), top-down on the right; the icon
  // is turned back so it stands upright on both.
  const face = `flex items-center gap-2 px-1.5 py-3 text-xs font-semibold sm:px-2 sm:py-4 sm:text-sm [writing-mode:vertical-rl] ${left ? 'rotate-180' : ''} ${FOCUS}`;
  const inner = (
    <>
      <BannerIcon name={content.icon} className={`size-4 shrink-0 ${left ? 'rotate-180' : ''}`} />
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
      <DismissButton banner={banner} labels={labels} onDismiss={onDismiss} size="size-8" />
    </div>
  );
}
