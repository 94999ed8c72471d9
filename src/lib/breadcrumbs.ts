// Breadcrumbs of a public page (public spec §2): 'Home' plus one label per path segment,
// capitalised with hyphens as spaces and cut at 20 characters; 'products' and 'blog' take the
// organisation type's own words. The product's own routes (sign-in, account, admin...) take words
// from the dictionaries, so a German visitor reads "Anmelden", not "Login" (docs/decisions/015).
// Links keep the language prefix of the page.
import type { OrganizationType } from '@/lib/enums';
import { isLocale, splitLocalePrefix } from '@/lib/i18n/locales';
import { isUuid } from '@/lib/patterns';

export const BREADCRUMB_LABEL_LIMIT = 20;

export type Crumb = { label: string; href: string; current: boolean };
/** Path segments of the product's own routes, each with a `chrome.route_<segment>` label. */
export const ROUTE_SEGMENTS = [
  'login', 'register', 'signup', 'reset-password', 'account', 'join', 'profile', 'tickets', 'edupro',
  'admin', 'outbox', 'basket', 'help-center', 'privacy-policy', 'cookie-policy', 'orders', 'consent', 'ai', 'management', 'meetings',
] as const;
export type RouteSegment = (typeof ROUTE_SEGMENTS)[number];

/** `detail` names a segment that is a record's id (an outbox message, say) instead of its raw uuid. */
export type CrumbLabels = { home: string; products: string; blog: string; routes?: Partial<Record<RouteSegment, string>>; detail?: string };

/** The chrome label keys holding one organisation type's words for the two special segments. */
export function typeLabelKeys(type: OrganizationType): { products: `products_${OrganizationType}`; blog: `blog_${OrganizationType}` } {
  return { products: `products_${type}`, blog: `blog_${type}` };
}

export function truncateLabel(label: string, limit = BREADCRUMB_LABEL_LIMIT): string {
  const chars = Array.from(label);
  return chars.length > limit ? `${chars.slice(0, limit).join('').trimEnd()}…` : label;
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function segmentLabel(segment: string, labels: CrumbLabels): string {
  const word = decode(segment);
  if (word === 'products') return truncateLabel(labels.products);
  if (word === 'blog') return truncateLabel(labels.blog);
  const route = labels.routes?.[word as RouteSegment];
  if (route) return route;
  if (labels.detail && isUuid(word)) return labels.detail;
  const spaced = word.replace(/-+/g, ' ').trim();
  return truncateLabel(spaced.charAt(0).toLocaleUpperCase() + spaced.slice(1));
}

/**
 * The visitor's path. Pages are served from an internal /sites/{host}/{lang}/... rewrite; should a
 * path of that form ever reach the client, it is turned back into what the visitor typed.
 */
export function visitorPath(pathname: string | null | undefined): string {
  const path = pathname || '/';
  const match = /^\/sites\/[^/]+\/([^/]+)(\/.*)?$/.exec(path);
  if (!match) return path;
  const rest = match[2] || '/';
  // The 'default' segment stands for no prefix; a locale segment is the visitor's own prefix.
  return isLocale(match[1]) ? `/${match[1]}${rest === '/' ? '' : rest}` : rest;
}

/** The trail for a path, or null on the home page (which shows none). */
export function buildBreadcrumbs(pathname: string, labels: CrumbLabels): Crumb[] | null {
  const { prefix, rest } = splitLocalePrefix(visitorPath(pathname));
  const segments = rest.split('/').filter(Boolean);
  if (segments.length === 0) return null;
  const base = prefix ? `/${prefix}` : '';
  const crumbs: Crumb[] = [{ label: labels.home, href: base || '/', current: false }];
  segments.forEach((segment, index) => {
    crumbs.push({
      label: segmentLabel(segment, labels),
      href: `${base}/${segments.slice(0, index + 1).join('/')}`,
      current: index === segments.length - 1,
    });
  });
  return crumbs;
}
