'use client';
// A banner as visitors will see it, drawn by the site's own banner view (features/banners) from the
// working copy, in the language being edited, with its countdown running. Only a picture: nothing
// in it can be pressed or focused (inert), so a click never leaves the editor.
import { sanitizeRichText } from '#sanitize';
import { BannerStrip, BannerTab, type BannerLabels } from '@/features/banners/banner-view';
import { parseDismissalDuration } from '@/lib/banners';
import { colorToken } from '@/lib/tokens';
import type { BannerResponse } from '@/schemas/banners';
import { useEditorContext } from '../editor-labels';
import { useEditedLanguage } from '../edited-language';
import { textFor } from '../translations';
import type { BannerDraft } from './settings-draft';

export function bannerView(banner: BannerDraft, language: ReturnType<typeof useEditedLanguage>): BannerResponse {
  const url = banner.link_url.trim();
  return {
    id: banner.key,
    position: banner.position as BannerResponse['position'],
    type: banner.type as BannerResponse['type'],
    openState: banner.open_state as BannerResponse['openState'],
    is_fixed_above_navbar: banner.is_fixed_above_navbar,
    dismissal_duration: banner.dismissal_duration || null,
    dismissal_ms: parseDismissalDuration(banner.dismissal_duration),
    end_date_promotion: banner.end_date_promotion || null,
    end_date_promotion_is_displayed: banner.end_date_promotion_is_displayed,
    content: {
      text: textFor(banner.text, banner.text_translation, language) || banner.text,
      icon: banner.icon || null,
      link: url ? { url, label: textFor(banner.link_label, banner.link_label_translation, language) || banner.link_label, isExternal: banner.link_external } : null,
      customContent: sanitizeRichText(banner.custom_content),
      banner_background: colorToken(banner.background),
      banner_content_style: colorToken(banner.text_color),
    },
    landing_content: textFor(banner.landing_content, banner.landing_content_translation, language) || banner.landing_content,
  };
}

export function BannerPreview({ banner }: { banner: BannerDraft }) {
  const { editor: labels, locale } = useEditorContext();
  const language = useEditedLanguage();
  const view = bannerView(banner, language);
  const words = {
    region: labels.gsBannerPreview,
    dismiss: labels.gsBannerDismiss,
    more: labels.gsBannerMore,
    closePanel: labels.close,
    endsIn: labels.gsBannerEndsIn,
    saleEnded: labels.gsBannerSaleEnded,
    newTab: labels.gsBannerNewTab,
  } satisfies BannerLabels;
  const side = view.position === 'left' || view.position === 'right';
  const props = { banner: view, labels: words, locale: language.locale, expanded: false, onExpand: () => undefined, onDismiss: () => undefined };
  return (
    <figure className="space-y-1.5" lang={language.locale === locale ? undefined : language.locale}>
      <figcaption className="text-sm font-medium text-gray-800">{labels.gsBannerPreview}</figcaption>
      <div inert className={`overflow-hidden rounded-lg bg-gray-50 ring-1 ring-gray-200 ${side ? `flex min-h-40 items-center ${view.position === 'left' ? 'justify-start' : 'justify-end'}` : ''}`} data-banner-preview="">
        {side ? <BannerTab {...props} /> : <BannerStrip {...props} fixed={view.is_fixed_above_navbar} />}
      </div>
    </figure>
  );
}
