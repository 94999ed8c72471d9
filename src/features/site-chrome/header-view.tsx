// The site header as it is drawn: logo, the organisation's menu, language switch, basket and the
// visitor's menu, in one of five styles. Pure: its interactive parts and its words come in as props,
// so the public page passes the parts as islands and its labels from the message catalogue
// (site-header.tsx), and an editor's live preview passes the same parts as plain components with the
// labels it fetched. Either way it is one drawing of the header.
import Link from 'next/link';
import type { ComponentType, ReactNode } from 'react';
import { labelText } from '@/lib/i18n/island-labels';
import type { HeaderLabels } from '@/lib/i18n/chrome-labels';
import { localizePath, type Locale } from '@/lib/i18n/locales';
import { surfaceClass, textClasses, type HeaderStyle, type LogoHeight } from '@/lib/header-style';
import { LOGO_HEIGHTS, MENU_WIDTHS } from '@/lib/tokens';
import type { LanguageLinks } from '@/features/language/language-links';
import type { LanguageSwitcher } from '@/features/language/language-switcher';
import type { BasketLink } from './basket-link';
import type { DesktopNav } from './desktop-nav';
import type { HeaderFrame } from './header-frame';
import type { NavItem } from './menu';
import { MenuIcon } from './menu-icon';
import type { MobileMenu } from './mobile-menu';
import type { ProfileMenu } from './profile-menu';
import type { LogoImage } from './site-logo';

/** The header's interactive parts: islands on the public page, the components themselves in a preview. */
export type HeaderParts = {
  HeaderFrame: ComponentType<Parameters<typeof HeaderFrame>[0]>;
  LogoImage: ComponentType<Parameters<typeof LogoImage>[0]>;
  DesktopNav: ComponentType<Parameters<typeof DesktopNav>[0]>;
  MobileMenu: ComponentType<Parameters<typeof MobileMenu>[0]>;
  LanguageSwitcher: ComponentType<Parameters<typeof LanguageSwitcher>[0]>;
  LanguageLinks: ComponentType<Parameters<typeof LanguageLinks>[0]>;
  BasketLink: ComponentType<Parameters<typeof BasketLink>[0]>;
  ProfileMenu: ComponentType<Parameters<typeof ProfileMenu>[0]>;
};

export type { HeaderLabels };

export type HeaderViewProps = {
  siteName: string;
  logo: string | null;
  items: NavItem[];
  style: HeaderStyle;
  locale: Locale;
  defaultLocale: Locale;
  locales: Locale[];
  accent: { text: string; bg: string };
  labels: HeaderLabels;
  parts: HeaderParts;
};

/** From 1024 px the stored logo height applies; below it the logo is 32 px so the menu fits. */
const LOGO_CLASS: Record<LogoHeight, string> = { 'h-8': 'lg:h-8', 'h-10': 'lg:h-10', 'h-12': 'lg:h-12', 'h-16': 'lg:h-16' };

export function HeaderView({ siteName, logo, items, style, locale, defaultLocale, locales, accent, labels, parts }: HeaderViewProps) {
  const { HeaderFrame, LogoImage, DesktopNav, MobileMenu, LanguageSwitcher, LanguageLinks, BasketLink, ProfileMenu } = parts;
  const tone = textClasses(style);
  const href = (path: string) => localizePath(path, locale, defaultLocale);
  const pill = style.type === 'mini' || style.type === 'ring_card_mini';
  // The floating styles are 56 px tall: their logo stays at most 40 px.
  const logoHeight: LogoHeight = pill && LOGO_HEIGHTS[style.logoHeight] > 40 ? 'h-10' : style.logoHeight;
  const navLabels = { mainNavigation: labels.mainNavigation, noMenuItems: labels.noMenuItems, overview: labels.overview };
  const icons: Record<string, ReactNode> = Object.fromEntries(items.map((item) => [item.id, <MenuIcon key={item.id} name={item.icon} />]));
  const optionLabels = Object.fromEntries(
    items.filter((item) => item.children.length > 0).map((item) => [item.id, labelText(labels.options, { count: item.children.length })]),
  );

  return (
    <HeaderFrame type={style.type} surface={surfaceClass(style)} tone={tone.text} maxWidth={MENU_WIDTHS[style.menuWidth]}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:text-gray-900 focus:shadow"
      >
        {labels.skipToContent}
      </a>
      <Link
        href={href('/')}
        className="flex shrink-0 items-center gap-2 rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current"
      >
        {logo ? (
          <>
            <LogoImage src={logo} heightPx={LOGO_HEIGHTS[logoHeight]} className={`h-8 w-auto max-w-[11rem] sm:max-w-none ${LOGO_CLASS[logoHeight]}`} />
            <span className="sr-only">{siteName}</span>
          </>
        ) : (
          <>
            <span className={`text-lg font-semibold ${tone.strong}`}>{siteName}</span>
            <span className="sr-only" data-no-logo>{labels.noLogo}</span>
          </>
        )}
      </Link>
      <DesktopNav items={items} icons={icons} showIcons={!style.menuItemsAreText} tone={tone} accent={accent.text} labels={navLabels} />
      <div className="ml-auto flex shrink-0 items-center gap-0.5 md:ml-0">
        <LanguageSwitcher
          locales={locales}
          locale={locale}
          defaultLocale={defaultLocale}
          labels={{ changeLanguage: labels.changeLanguage, defaultLanguage: labels.defaultLanguage }}
        />
        <BasketLink href={href('/basket')} label={labels.basket} countLabel={labels.basketCount} badge={accent.bg} />
        <ProfileMenu
          badge={accent.bg}
          links={{
            login: href('/login'),
            account: href('/account'),
            contact: href('/account/profile/tickets'),
            dashboard: href('/admin'),
            tickets: href('/admin/tickets'),
            meetings: href('/admin'),
            aiAgents: href('/admin/ai/management'),
          }}
          labels={{
            signIn: labels.signIn, accountMenu: labels.accountMenu, account: labels.account, contact: labels.contact, logout: labels.logout,
            dashboard: labels.dashboard, tickets: labels.tickets, meetings: labels.meetings, aiAgents: labels.aiAgents,
            signedInAs: labels.signedInAs, adminHeading: labels.adminHeading,
          }}
        />
        <MobileMenu
          items={items}
          icons={icons}
          optionLabels={optionLabels}
          accent={accent.text}
          labels={{ ...navLabels, openMenu: labels.openMenu, closeMenu: labels.closeMenu }}
        >
          {locales.length > 1 && (
            <div className="mt-6 border-t border-gray-200 px-2 pt-6">
              <LanguageLinks locales={locales} locale={locale} defaultLocale={defaultLocale} label={labels.language} defaultLabel={labels.defaultLanguage} inMenu />
            </div>
          )}
        </MobileMenu>
      </div>
    </HeaderFrame>
  );
}
