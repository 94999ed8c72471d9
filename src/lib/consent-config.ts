// What every public page hands the cookie consent island: the same for every visitor of a site, so
// it can sit in the cached HTML. Built on the server (server/consent/page-config.ts), read in the
// browser (features/consent).
import type { Locale } from '@/lib/i18n/locales';

export type EmbedProvider = 'youtube' | 'vimeo';

/** How one kind of embed is gated: by the service of the site's catalogue it is named after (decision 038). */
export type EmbedGate = {
  /** The active service named after the provider, or null when the site lists none. */
  serviceId: string | null;
  /** The services of that service's category: what "accept this category" records. */
  categoryServices: string[];
  /** In the essential category: never held back. */
  essential: boolean;
  heading: string;
  body: string;
  /** "Accept Marketing and play", or "Load video" when there is no service to consent to. */
  accept: string;
};

export type ConsentLabels = {
  noticeLabel: string;
  noticeTitle: string;
  noticeBody: string;
  acceptAll: string;
  rejectAll: string;
  settings: string;
  saving: string;
  dialogTitle: string;
  dialogIntro: string;
  moveDialog: string;
  moveHint: string;
  close: string;
  reload: string;
  loading: string;
  tabCategories: string;
  tabServices: string;
  alwaysOn: string;
  noServices: string;
  saveSettings: string;
  privacyPolicy: string;
  cookiePolicy: string;
  errorTitle: string;
  errorCategories: string;
  errorTimeout: string;
  errorSaveConsent: string;
  errorSaveSettings: string;
  errorOrganization: string;
  embedSettings: string;
  storageHeading: string;
  storageLifetime: string;
  storageWhyEssential: string;
  storageStaffOnly: string;
};

export type ConsentConfig = {
  organizationId: string;
  /** The policy revision the page was rendered with (decision 037). */
  revision: string;
  locale: Locale;
  privacyPolicyHref: string;
  cookiePolicyHref: string;
  labels: ConsentLabels;
  embeds: Record<EmbedProvider, EmbedGate>;
};
