// The rules banners share between the server (which banners a page gets) and the island (how they
// are laid out and how long a dismissal lasts): public spec §2, §4, §5, §9; docs/decisions/039.
import { splitLocalePrefix } from '@/lib/i18n/locales';
import { colorClass, colorToken } from '@/lib/tokens';

/** Each banner fixed above the navigation bar is this tall, and they stack (spec §9). */
export const BANNER_HEIGHT_PX = 56;
/** The header bar below the stack. */
export const HEADER_HEIGHT_PX = 64;
/** The height of the banners fixed above the header, which the header and its spacer move down by. */
export const BANNER_STACK_VARIABLE = '--sw-banner-stack';
/** Banners are refetched this long after the last path or session change (spec §9). */
export const BANNER_REFETCH_DEBOUNCE_MS = 1000;
/** Used when a dismissal duration is missing or unreadable (spec §5: 60 seconds, §9: one minute). */
export const DEFAULT_DISMISSAL_MS = 60_000;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const UNIT_MS: Record<string, number> = { minute: MINUTE, hour: HOUR, day: DAY, month: 30 * DAY, year: 365 * DAY };
const DURATION = /^\s*(\d{1,6})\s*(minute|hour|day|month|year)s?\s*$/i;

/**
 * "7 days", "1 month", "2 hours" → milliseconds. Anything else (another unit, a fraction, no number,
 * zero) is 60 seconds: a banner nobody configured properly comes back soon rather than never.
 */
export function parseDismissalDuration(text: string | null | undefined): number {
  const match = typeof text === 'string' ? DURATION.exec(text) : null;
  if (!match) return DEFAULT_DISMISSAL_MS;
  const amount = Number(match[1]);
  return amount > 0 ? amount * UNIT_MS[match[2].toLowerCase()] : DEFAULT_DISMISSAL_MS;
}

/** A visitor's path without its locale prefix, query or trailing slash; the home page is '/'. */
export function bannerPath(pathname: string): string {
  const bare = pathname.split(/[?#]/)[0] || '/';
  const rest = splitLocalePrefix(bare.startsWith('/') ? bare : `/${bare}`).rest.replace(/\/+$/, '');
  const lower = rest.toLowerCase();
  return lower === '' || lower === '/home' ? '/' : lower;
}

/** Routes where no banner shows (spec §2), each with everything below it, with or without a locale prefix. */
export const BANNER_FREE_ROUTES = ['/account/profile/tickets', '/account/edupro', '/help-center', '/admin', '/login', '/signup', '/register', '/reset-password'] as const;

export function isBannerFreeRoute(pathname: string): boolean {
  const path = bannerPath(pathname);
  return BANNER_FREE_ROUTES.some((route) => path === route || path.startsWith(`${route}/`));
}

/**
 * Whether a banner targeting `pagePaths` shows on `pathname`. An empty list is every page. An entry
 * is one page (`/pricing`, compared without locale prefix, case or trailing slash; `/` and `/home`
 * are the home page), or a page and everything below it when it ends in `/*` (`/blog/*`; `/*` is
 * every page).
 */
export function matchesPagePaths(pagePaths: readonly string[], pathname: string): boolean {
  const entries = pagePaths.map((entry) => entry.trim()).filter(Boolean);
  if (entries.length === 0) return true;
  const path = bannerPath(pathname);
  return entries.some((entry) => {
    if (entry.endsWith('/*')) {
      const base = bannerPath(entry.slice(0, -2) || '/');
      return base === '/' || path === base || path.startsWith(`${base}/`);
    }
    return bannerPath(entry) === path;
  });
}

export type PanelEdge = 'left' | 'right' | 'top' | 'bottom';
/**
 * Where the expanded panel sits: against one edge of the window, taking `percent` of its width
 * (left, right) or height (top, bottom); `full` covers the whole window; `absent` has no panel.
 */
export type PanelLayout = { kind: 'none' } | { kind: 'full' } | { kind: 'edge'; edge: PanelEdge; percent: number };

export function panelLayout(openState: string | null | undefined): PanelLayout {
  if (openState === 'absent') return { kind: 'none' };
  const match = /^(left|right|top|bottom)-(half|30|70)$/.exec(openState ?? '');
  if (!match) return { kind: 'full' };
  return { kind: 'edge', edge: match[1] as PanelEdge, percent: match[2] === 'half' ? 50 : Number(match[2]) };
}

/**
 * The panel's box as inline style. Side panels never get narrower than 20 rem (nor wider than the
 * window), so a 30 % panel stays readable on a phone; top and bottom panels at least 12 rem high.
 */
export function panelStyle(layout: PanelLayout): Record<string, string> {
  if (layout.kind !== 'edge') return { inset: '0' };
  const { edge, percent } = layout;
  const across = edge === 'left' || edge === 'right';
  const size = across ? `min(100vw, max(20rem, ${percent}vw))` : `min(100dvh, max(12rem, ${percent}dvh))`;
  const place: Record<PanelEdge, Record<string, string>> = {
    left: { top: '0', bottom: '0', left: '0' },
    right: { top: '0', bottom: '0', right: '0' },
    top: { top: '0', left: '0', right: '0' },
    bottom: { bottom: '0', left: '0', right: '0' },
  };
  return { ...place[edge], [across ? 'width' : 'height']: size };
}

/** Days, hours, minutes and seconds left until `end`; null once it has passed. */
export function countdownParts(end: number, now: number): { days: number; hours: number; minutes: number; seconds: number } | null {
  const left = Math.floor((end - now) / 1000);
  if (left <= 0) return null;
  return { days: Math.floor(left / 86_400), hours: Math.floor((left % 86_400) / 3600), minutes: Math.floor((left % 3600) / 60), seconds: left % 60 };
}

/**
 * The classes of a banner's colours: its background token (sky-700 by default) and its text colour
 * token, or, without one, dark text on white and light shades (≤ 300) and white text on the rest.
 */
export function bannerTone(background: string | null | undefined, textColor: string | null | undefined): string {
  const bg = colorToken(background) ?? 'sky-700';
  const shade = Number(/-(\d+)$/.exec(bg)?.[1] ?? (bg === 'black' ? 950 : 0));
  const light = shade <= 300;
  const text = colorClass('text', textColor, light ? 'text-gray-900' : 'text-white');
  return `${colorClass('bg', bg)} ${text}${light ? ' ring-1 ring-black/10' : ''}`;
}
