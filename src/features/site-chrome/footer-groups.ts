// How footer menu entries are grouped (public spec §2, §9): entries with sub-items become a column
// each, with at most 8 links; plain entries share one 'quick links' column; the compact footer
// shows the first 6 entries; the grid footer has 4 columns.
import type { NavItem, NavLink } from './menu';

export const FOOTER_GROUP_LINKS = 8;
export const COMPACT_FOOTER_LINKS = 6;
export const GRID_FOOTER_COLUMNS = 4;

export type FooterGroup = { id: string; heading: string; href: string | null; links: NavLink[] };

export function footerGroups(items: NavItem[], quickLinksHeading: string): FooterGroup[] {
  const plain = items.filter((item) => item.children.length === 0);
  const groups: FooterGroup[] = items
    .filter((item) => item.children.length > 0)
    .map((item) => ({ id: item.id, heading: item.label, href: item.href, links: item.children.slice(0, FOOTER_GROUP_LINKS) }));
  if (plain.length === 0) return groups;
  return [{ id: 'quick-links', heading: quickLinksHeading, href: null, links: plain.slice(0, FOOTER_GROUP_LINKS) }, ...groups];
}

export function compactLinks(items: NavItem[]): NavLink[] {
  return items.slice(0, COMPACT_FOOTER_LINKS);
}
