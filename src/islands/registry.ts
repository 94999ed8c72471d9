// The browser's half of names.ts: each island's component. The site chrome that every page has
// (header, footer, banners, overlays' mounts, help launcher) is bundled with the runtime, one file
// instead of a dozen small ones, each paying a request's round trip and headers on a phone; the
// islands only some pages have are fetched when they wake. Only the islands runtime (runtime.tsx,
// bundled by scripts/build-islands.mjs) imports this file.
import type { ComponentType } from 'react';
import type { IslandName } from './names';
import { HeaderFrame } from '@/features/site-chrome/header-frame';
import { LogoImage } from '@/features/site-chrome/site-logo';
import { DesktopNav } from '@/features/site-chrome/desktop-nav';
import { MobileMenu } from '@/features/site-chrome/mobile-menu';
import { LanguageSwitcher } from '@/features/language/language-switcher';
import { LanguageLinks } from '@/features/language/language-links';
import { BasketLink } from '@/features/site-chrome/basket-link';
import { ProfileMenu } from '@/features/site-chrome/profile-menu';
import { FooterAccountLinks } from '@/features/site-chrome/footer-account-links';
import { PrivacySettingsButton } from '@/features/site-chrome/privacy-settings-button';
import { BannersIsland } from '@/features/banners/banners-island';
import { AuthModalsMount } from '@/features/auth/auth-modals-mount';
import { TicketsDialogMount } from '@/features/account/tickets-dialog-mount';
import { LanguageSuggestion } from '@/features/language/language-suggestion';
import { HelpLauncher } from '@/features/help-widget/help-launcher';

// Props arrive as JSON from the page, checked by the server that wrote them: typed loosely here.
type Loader = () => Promise<ComponentType<Record<string, unknown>>>;
const pick = <M, K extends keyof M>(key: K) => (module: M) => module[key] as unknown as ComponentType<Record<string, unknown>>;
const ready = (component: unknown) => () => Promise.resolve(component as ComponentType<Record<string, unknown>>);

export const ISLANDS: Record<IslandName, Loader> = {
  'header-frame': ready(HeaderFrame),
  'site-logo': ready(LogoImage),
  'desktop-nav': ready(DesktopNav),
  'mobile-menu': ready(MobileMenu),
  'language-switcher': ready(LanguageSwitcher),
  'language-links': ready(LanguageLinks),
  'basket-link': ready(BasketLink),
  'profile-menu': ready(ProfileMenu),
  'footer-account-links': ready(FooterAccountLinks),
  'privacy-settings-button': ready(PrivacySettingsButton),
  banners: ready(BannersIsland),
  'auth-modals': ready(AuthModalsMount),
  'tickets-dialog': ready(TicketsDialogMount),
  'language-suggestion': ready(LanguageSuggestion),
  'help-launcher': ready(HelpLauncher),
  'contact-form': () => import('@/features/sections/contact-form').then(pick('ContactForm')),
  slider: () => import('@/features/sections/slider').then(pick('Slider')),
  'sale-countdown': () => import('@/features/sections/sale-countdown').then(pick('SaleCountdown')),
  'add-to-basket': () => import('@/features/basket/add-to-basket-button').then(pick('AddToBasketButton')),
  'consent-embed': () => import('@/features/consent/consent-embed').then(pick('ConsentEmbed')),
  'hero-animation': () => import('@/features/hero/hero-animation').then(pick('HeroAnimation')),
  'table-of-contents': () => import('@/features/posts/table-of-contents').then(pick('TableOfContents')),
  'help-center-browser': () => import('@/features/help-center/help-center-browser').then(pick('HelpCenterBrowser')),
  'login-form': () => import('@/features/auth/login-form').then(pick('LoginForm')),
  'register-form': () => import('@/features/auth/register-form').then(pick('RegisterForm')),
  'reset-password': () => import('@/features/auth/reset-password-view').then(pick('ResetPasswordView')),
  'basket-view': () => import('@/features/basket/basket-view').then(pick('BasketView')),
  'booking-view': () => import('@/features/meetings/booking-view').then(pick('BookingView')),
};
