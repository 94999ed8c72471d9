// The Site Map (editing-layer spec §2 "Site Map modal", §8): the organisation's pages, blog posts,
// document sets, and header and footer menu items with their sub-items, as one tree staff can
// follow. GET /api/site-map answers it for the organisation of the Host. A menu entry says which
// page (or post) its address leads to, and a page no menu entry reaches is marked, so that staff
// see what visitors cannot find. Pages and posts (and the menu) say how far each language is
// translated. Pure: the editors bundle this file.
import type { Locale } from '@/lib/i18n/locales';

/**
 * Per language the site offers besides its default one, the share (0–100, rounded down; 100 when
 * there is nothing to translate) of texts with something in the default language that have a
 * translation in that language. Missing translations only: stale ones are the editors' business
 * (docs/decisions/077).
 */
export type SiteMapTranslation = Partial<Record<Locale, number>>;

/** A page or a post, at its public address. */
export type SiteMapDocument = {
  id: string;
  title: string;
  slug: string;
  /** The public path: `/{slug}`. */
  url: string;
  /** False when hidden from visitors (`display_this_post`). */
  visible: boolean;
  /** Its title, description and content, and the sections on its path: the template sections with their cards, the headings, and the hero on /home. */
  translation: SiteMapTranslation;
};

/** A page, and whether any menu entry leads to it. */
export type SiteMapPage = SiteMapDocument & { in_menu: boolean };

export type SiteMapDocumentSet = { id: string; slug: string; title: string; posts: SiteMapDocument[] };

/** Where a menu entry leads: a page or post of the site, another path of the site, or elsewhere. */
export type SiteMapTarget =
  | { kind: 'page' | 'post'; id: string; title: string }
  | { kind: 'path' }
  | { kind: 'external' };

export type SiteMapMenuEntry = {
  id: string;
  name: string;
  /** The address as a link: `/{url_name}` for a path of the site (`/` for a blank one, as the header links it), the address itself when external. */
  url: string;
  visible: boolean;
  target: SiteMapTarget;
};

export type SiteMapMenuItem = SiteMapMenuEntry & { in_header: boolean; in_footer: boolean; submenu: SiteMapMenuEntry[] };

export type SiteMapView = {
  organization: { id: string; name: string };
  menu: SiteMapMenuItem[];
  /** The menu items' names and descriptions and their sub-items' names and descriptions. */
  menu_translation: SiteMapTranslation;
  pages: SiteMapPage[];
  /** Blog posts not in a document set, newest first. */
  posts: SiteMapDocument[];
  document_sets: SiteMapDocumentSet[];
};
