// The Site Map (editing-layer spec §2 "Site Map modal", §8): the organisation's pages, blog posts,
// document sets, and header and footer menu items with their sub-items, as one tree staff can
// follow. GET /api/site-map answers it for the organisation of the Host. A menu entry says which
// page (or post) its address leads to, and a page no menu entry reaches is marked, so that staff
// see what visitors cannot find. Pure: the editors bundle this file.

/** A page or a post, at its public address. */
export type SiteMapDocument = {
  id: string;
  title: string;
  slug: string;
  /** The public path: `/{slug}`. */
  url: string;
  /** False when hidden from visitors (`display_this_post`). */
  visible: boolean;
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
  pages: SiteMapPage[];
  /** Blog posts not in a document set, newest first. */
  posts: SiteMapDocument[];
  document_sets: SiteMapDocumentSet[];
};
