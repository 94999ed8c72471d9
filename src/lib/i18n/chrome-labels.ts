// The words of the site header and footer, in one language: the public page fills them from the
// message catalogue (features/site-chrome/site-header.tsx, site-footer.tsx), and the editors' setup
// sends them for the header and footer editors' previews (editor-labels.ts).
import type { LabelTemplate } from './island-labels';

/** Every word the header shows, in the page's language. */
export type HeaderLabels = {
  skipToContent: string;
  noLogo: string;
  mainNavigation: string;
  noMenuItems: string;
  overview: string;
  /** "{count} option(s)", for a menu entry with sub-entries in the phone menu. */
  options: LabelTemplate;
  language: string;
  changeLanguage: string;
  defaultLanguage: string;
  basket: string;
  basketCount: LabelTemplate;
  signIn: string;
  accountMenu: string;
  account: string;
  contact: string;
  logout: string;
  dashboard: string;
  tickets: string;
  meetings: string;
  aiAgents: string;
  signedInAs: LabelTemplate;
  adminHeading: string;
  openMenu: string;
  closeMenu: string;
};

/** Every word the footer shows, in the page's language; the copyright line already filled in. */
export type FooterLabels = {
  copyright: string;
  privacySettings: string;
  language: string;
  defaultLanguage: string;
  footer: string;
  quickLinks: string;
  yourAccount: string;
  signIn: string;
  register: string;
  account: string;
  logout: string;
  dashboard: string;
  aiAgents: string;
};
