// The islands an anonymous visitor's page can wake: the name the server writes into the page and
// the key of the browser's registry (registry.ts). One list, so the two cannot drift apart.
export const ISLAND_NAMES = [
  'header-frame', 'site-logo', 'desktop-nav', 'mobile-menu', 'language-switcher', 'language-links',
  'basket-link', 'profile-menu', 'footer-account-links', 'privacy-settings-button', 'banners',
  'auth-modals', 'tickets-dialog', 'language-suggestion', 'help-launcher', 'contact-form', 'slider',
  'sale-countdown', 'add-to-basket', 'consent-embed', 'hero-animation', 'table-of-contents', 'help-center-browser',
  'login-form', 'register-form', 'reset-password', 'basket-view', 'booking-view',
] as const;
export type IslandName = (typeof ISLAND_NAMES)[number];

/** Providers wrap every island of a page, as they wrap the whole page for React. */
export const PROVIDER_NAMES = ['toast', 'consent'] as const;
export type ProviderName = (typeof PROVIDER_NAMES)[number];

/** A prop that was a server-rendered element travels as a reference to its copy in the page. */
export type SlotRef = { $slot: string };
export const SLOT_KEY = '$slot';
