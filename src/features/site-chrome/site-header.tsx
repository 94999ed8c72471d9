// The site header: logo, the organisation's menu, language switch, basket and the visitor's menu,
// in one of five styles. Server-rendered; the interactive parts are small islands that receive
// their labels, already in the page's language, as props.
import Link from 'next/link';
import type { Translator } from '@/lib/i18n/messages';
import { areaLabels, labelTemplate } from '@/lib/i18n/messages';
import { localizePath, type Locale } from '@/lib/i18n/locales';
import { surfaceClass, textClasses, type HeaderStyle, type LogoHeight } from '@/lib/header-style';
import { LOGO_HEIGHTS, MENU_WIDTHS } from '@/lib/tokens';
import { LanguageLinks as LanguageLinksComponent } from '@/features/language/language-links';
import { LanguageSwitcher as LanguageSwitcherComponent } from '@/features/language/language-switcher';
import { BasketLink as BasketLinkComponent } from './basket-link';
import { DesktopNav as DesktopNavComponent } from './desktop-nav';
import { HeaderFrame as HeaderFrameComponent } from './header-frame';
import type { NavItem } from './menu';
import { MenuIcon } from './menu-icon';
import { MobileMenu as MobileMenuComponent } from './mobile-menu';
import { ProfileMenu as ProfileMenuComponent } from './profile-menu';
import { LogoImage as LogoImageComponent } from './site-logo';
import { island } from '@/islands/island';

const HeaderFrame = island('header-frame', HeaderFrameComponent);
const LogoImage = island('site-logo', LogoImageComponent);
const DesktopNav = island('desktop-nav', DesktopNavComponent);
const MobileMenu = island('mobile-menu', MobileMenuComponent);
const LanguageSwitcher = island('language-switcher', LanguageSwitcherComponent);
const LanguageLinks = island('language-links', LanguageLinksComponent);
const BasketLink = island('basket-link', BasketLinkComponent);
const ProfileMenu = island('profile-menu', ProfileMenuComponent);

type Props = {
  siteName: string;
  logo: string | null;
  items: NavItem[];
  style: HeaderStyle;
  locale: Locale;
  defaultLocale: Locale;
  locales: Locale[];
  accent: { text: string; bg: string };
  t: Translator;
};

/** From 1024 px the stored logo height applies; below it the logo is 32 px so the menu fits. */
const LOGO_CLASS: Record<LogoHeight, string> = { 'h-8': 'lg:h-8', 'h-10': 'lg:h-10', 'h-12': 'lg:h-12', 'h-16': 'lg:h-16' };

export function SiteHeader({ siteName, logo, items, style, locale, defaultLocale, locales, accent, t }: Props) {
  const labels = areaLabels('chrome', locale);
  const tone = textClasses(style);
  const href = (path: string) => localizePath(path, locale, defaultLocale);
  const pill = style.type === 'mini' || style.type === 'ring_card_mini';
  // The floating styles are 56 px tall: their logo stays at most 40 px.
  const logoHeight: LogoHeight = pill && LOGO_HEIGHTS[style.logoHeight] > 40 ? 'h-10' : style.logoHeight;
  const navLabels = { mainNavigation: t('nav.mainNavigation'), noMenuItems: t('nav.noMenuItems'), overview: labels.overview };
  const icons = Object.fromEntries(items.map((item) => [item.id, <MenuIcon key={item.id} name={item.icon} />]));
  const optionLabels = Object.fromEntries(
    items.filter((item) => item.children.length > 0).map((item) => [item.id, t('chrome.options', { count: item.children.length })]),
  );

  return (
    <HeaderFrame type={style.type} surface={surfaceClass(style)} tone={tone.text} maxWidth={MENU_WIDTHS[style.menuWidth]}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:text-gray-900 focus:shadow"
      >
        {t('nav.skipToContent')}
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
            <span className="sr-only" data-no-logo>{t('nav.noLogo')}</span>
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
        <BasketLink href={href('/basket')} label={labels.basket} countLabel={labelTemplate('chrome.basketCount', locale)} badge={accent.bg} />
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
            signedInAs: labelTemplate('chrome.signedInAs', locale), adminHeading: labels.adminHeading,
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
              <LanguageLinks locales={locales} locale={locale} defaultLocale={defaultLocale} label={t('footer.language')} defaultLabel={labels.defaultLanguage} inMenu />
            </div>
          )}
        </MobileMenu>
      </div>
    </HeaderFrame>
  );
}
