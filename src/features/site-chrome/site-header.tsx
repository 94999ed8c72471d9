// The site header of the public page: the drawing (header-view.tsx) with its words from the message
// catalogue and its interactive parts as small islands, which receive their labels, already in the
// page's language, as props.
import type { Translator } from '@/lib/i18n/messages';
import { areaLabels, labelTemplate } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';
import { LanguageLinks } from '@/features/language/language-links';
import { LanguageSwitcher } from '@/features/language/language-switcher';
import { BasketLink } from './basket-link';
import { DesktopNav } from './desktop-nav';
import { HeaderFrame } from './header-frame';
import { HeaderView, type HeaderLabels, type HeaderParts, type HeaderViewProps } from './header-view';
import { MobileMenu } from './mobile-menu';
import { ProfileMenu } from './profile-menu';
import { LogoImage } from './site-logo';
import { island } from '@/islands/island';

/** On the public page each interactive part is an island, woken on its own for anonymous visitors. */
const ISLAND_PARTS: HeaderParts = {
  HeaderFrame: island('header-frame', HeaderFrame),
  LogoImage: island('site-logo', LogoImage),
  DesktopNav: island('desktop-nav', DesktopNav),
  MobileMenu: island('mobile-menu', MobileMenu),
  LanguageSwitcher: island('language-switcher', LanguageSwitcher),
  LanguageLinks: island('language-links', LanguageLinks),
  BasketLink: island('basket-link', BasketLink),
  ProfileMenu: island('profile-menu', ProfileMenu),
};

type Props = Omit<HeaderViewProps, 'labels' | 'parts'> & { t: Translator };

/** The header's words in `locale`, from the message catalogue. */
export function headerLabels(t: Translator, locale: Locale): HeaderLabels {
  const labels = areaLabels('chrome', locale);
  return {
    skipToContent: t('nav.skipToContent'),
    noLogo: t('nav.noLogo'),
    mainNavigation: t('nav.mainNavigation'),
    noMenuItems: t('nav.noMenuItems'),
    overview: labels.overview,
    options: labelTemplate('chrome.options', locale),
    language: t('footer.language'),
    changeLanguage: labels.changeLanguage,
    defaultLanguage: labels.defaultLanguage,
    basket: labels.basket,
    basketCount: labelTemplate('chrome.basketCount', locale),
    signIn: labels.signIn,
    accountMenu: labels.accountMenu,
    account: labels.account,
    contact: labels.contact,
    logout: labels.logout,
    dashboard: labels.dashboard,
    tickets: labels.tickets,
    meetings: labels.meetings,
    aiAgents: labels.aiAgents,
    signedInAs: labelTemplate('chrome.signedInAs', locale),
    adminHeading: labels.adminHeading,
    openMenu: labels.openMenu,
    closeMenu: labels.closeMenu,
  };
}

export function SiteHeader({ t, ...props }: Props) {
  return <HeaderView {...props} labels={headerLabels(t, props.locale)} parts={ISLAND_PARTS} />;
}
