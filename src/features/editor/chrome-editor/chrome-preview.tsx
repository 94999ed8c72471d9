'use client';
// The live preview of the header and footer editors: the site's own drawings (header-view.tsx,
// footer-view.tsx) given the style and menu being edited, the staff page's words for them, and
// their interactive parts as plain components. It is a picture: inert, so nothing in it takes the
// focus or follows a link, and a frame for the header's fixed bar, which stays inside it.
import { Menu } from 'lucide-react';
import { LanguageLinks } from '@/features/language/language-links';
import { LanguageSwitcher } from '@/features/language/language-switcher';
import { BasketLink } from '@/features/site-chrome/basket-link';
import { DesktopNav } from '@/features/site-chrome/desktop-nav';
import { FooterAccountLinks } from '@/features/site-chrome/footer-account-links';
import { FooterView, type FooterParts } from '@/features/site-chrome/footer-view';
import { HeaderFrame } from '@/features/site-chrome/header-frame';
import { HeaderView, type HeaderParts } from '@/features/site-chrome/header-view';
import { PrivacySettingsButton } from '@/features/site-chrome/privacy-settings-button';
import { ProfileMenu } from '@/features/site-chrome/profile-menu';
import { LogoImage } from '@/features/site-chrome/site-logo';
import type { NavItem } from '@/features/site-chrome/menu';
import { accentClasses } from '@/lib/accent';
import type { Locale } from '@/lib/i18n/locales';
import { useEditorContext } from '../editor-labels';
import { footerStyleFrom, headerStyleFrom, type Placement, type StyleView } from './chrome-draft';

/** The phone menu's button only: its panel names ids the page's own header already uses. */
function PreviewMobileMenu() {
  return (
    <div className="md:hidden">
      <span className="inline-flex size-10 items-center justify-center rounded-full">
        <Menu className="size-6" aria-hidden="true" />
      </span>
    </div>
  );
}

const HEADER_PARTS: HeaderParts = { HeaderFrame, LogoImage, DesktopNav, MobileMenu: PreviewMobileMenu, LanguageSwitcher, LanguageLinks, BasketLink, ProfileMenu };
const FOOTER_PARTS: FooterParts = { FooterAccountLinks, PrivacySettingsButton, LanguageLinks };

export type PreviewSite = { name: string; logo: string | null; description: string; withLanguageSwitch: boolean };

type Props = { placement: Placement; style: StyleView; items: NavItem[]; site: PreviewSite; locale: Locale };

export function ChromePreview({ placement, style, items, site, locale }: Props) {
  const { chrome, languages, defaultLocale, siteAccent, editor: labels } = useEditorContext();
  return (
    <figure className="space-y-1.5" data-chrome-preview={placement}>
      <figcaption className="text-sm font-medium text-gray-800">{labels.chromePreview}</figcaption>
      {placement === 'header' ? (
        // The bar is fixed to its frame: a transformed box is the frame of its fixed children.
        <div inert className="relative h-36 overflow-hidden rounded-xl border border-gray-200 bg-gradient-to-br from-slate-200 via-white to-sky-100 transform-gpu">
          <HeaderView
            siteName={site.name}
            logo={site.logo}
            items={items}
            style={headerStyleFrom(style)}
            locale={locale}
            defaultLocale={defaultLocale}
            locales={languages}
            accent={accentClasses(siteAccent)}
            labels={chrome.header}
            parts={HEADER_PARTS}
          />
        </div>
      ) : (
        <div inert className="overflow-hidden rounded-xl border border-gray-200">
          <FooterView
            siteName={site.name}
            description={site.description}
            items={items}
            style={footerStyleFrom(style)}
            locales={languages}
            locale={locale}
            defaultLocale={defaultLocale}
            withLanguageSwitch={site.withLanguageSwitch}
            labels={chrome.footer}
            parts={FOOTER_PARTS}
          />
        </div>
      )}
    </figure>
  );
}
