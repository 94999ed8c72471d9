// The browser's half of names.ts: each island's component, fetched when the island wakes. Only the
// islands runtime (runtime.tsx, bundled by scripts/build-islands.mjs) imports this file.
import type { ComponentType } from 'react';
import type { IslandName } from './names';

// Props arrive as JSON from the page, checked by the server that wrote them: typed loosely here.
type Loader = () => Promise<ComponentType<Record<string, unknown>>>;
const pick = <M, K extends keyof M>(key: K) => (module: M) => module[key] as unknown as ComponentType<Record<string, unknown>>;

export const ISLANDS: Record<IslandName, Loader> = {
  'header-frame': () => import('@/features/site-chrome/header-frame').then(pick('HeaderFrame')),
  'site-logo': () => import('@/features/site-chrome/site-logo').then(pick('LogoImage')),
  'desktop-nav': () => import('@/features/site-chrome/desktop-nav').then(pick('DesktopNav')),
  'mobile-menu': () => import('@/features/site-chrome/mobile-menu').then(pick('MobileMenu')),
  'language-switcher': () => import('@/features/language/language-switcher').then(pick('LanguageSwitcher')),
  'language-links': () => import('@/features/language/language-links').then(pick('LanguageLinks')),
  'basket-link': () => import('@/features/site-chrome/basket-link').then(pick('BasketLink')),
  'profile-menu': () => import('@/features/site-chrome/profile-menu').then(pick('ProfileMenu')),
  'footer-account-links': () => import('@/features/site-chrome/footer-account-links').then(pick('FooterAccountLinks')),
  'privacy-settings-button': () => import('@/features/site-chrome/privacy-settings-button').then(pick('PrivacySettingsButton')),
  breadcrumbs: () => import('@/features/breadcrumbs/breadcrumbs').then(pick('Breadcrumbs')),
  banners: () => import('@/features/banners/banners-island').then(pick('BannersIsland')),
  'auth-modals': () => import('@/features/auth/auth-modals-mount').then(pick('AuthModalsMount')),
  'tickets-dialog': () => import('@/features/account/tickets-dialog-mount').then(pick('TicketsDialogMount')),
  'language-suggestion': () => import('@/features/language/language-suggestion').then(pick('LanguageSuggestion')),
  'help-launcher': () => import('@/features/help-widget/help-launcher').then(pick('HelpLauncher')),
  'contact-form': () => import('@/features/sections/contact-form').then(pick('ContactForm')),
  slider: () => import('@/features/sections/slider').then(pick('Slider')),
  'sale-countdown': () => import('@/features/sections/sale-countdown').then(pick('SaleCountdown')),
  'add-to-basket': () => import('@/features/basket/add-to-basket-button').then(pick('AddToBasketButton')),
  'consent-embed': () => import('@/features/consent/consent-embed').then(pick('ConsentEmbed')),
  'hero-animation': () => import('@/features/hero/hero-animation').then(pick('HeroAnimation')),
  'table-of-contents': () => import('@/features/posts/table-of-contents').then(pick('TableOfContents')),
  'help-center-browser': () => import('@/features/help-center/help-center-browser').then(pick('HelpCenterBrowser')),
};
