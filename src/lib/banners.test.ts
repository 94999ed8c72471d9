// The banner rules a visitor notices: how long a dismissal lasts, on which pages a banner shows,
// where none does, and where an expanded panel sits for each open state.
import { describe, expect, it } from 'vitest';
import { BANNER_OPEN_STATES } from '@/lib/enums';
import { bannerPath, bannerTone, countdownParts, DEFAULT_DISMISSAL_MS, isBannerFreeRoute, matchesPagePaths, panelLayout, panelStyle, parseDismissalDuration } from './banners';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('parseDismissalDuration', () => {
  it.each([
    ['1 minute', MIN],
    ['5 minutes', 5 * MIN],
    ['1 hour', HOUR],
    ['12 hours', 12 * HOUR],
    ['1 day', DAY],
    ['7 days', 7 * DAY],
    ['1 month', 30 * DAY],
    ['3 months', 90 * DAY],
    ['1 year', 365 * DAY],
    ['2 years', 730 * DAY],
    ['  30 Days ', 30 * DAY],
    ['10minutes', 10 * MIN],
  ])('reads %j', (text, ms) => {
    expect(parseDismissalDuration(text)).toBe(ms);
  });

  it.each([null, undefined, '', 'soon', '2 weeks', '1.5 days', '-1 day', '0 days', 'day', '7', '7 days please', '1e3 days'])(
    'falls back to 60 seconds for %j',
    (text) => {
      expect(parseDismissalDuration(text)).toBe(60_000);
      expect(DEFAULT_DISMISSAL_MS).toBe(60_000);
    },
  );
});

describe('page paths', () => {
  it('reduces a visitor path to the form page_paths use', () => {
    expect(bannerPath('/es/pricing/')).toBe('/pricing');
    expect(bannerPath('/de')).toBe('/');
    expect(bannerPath('/home')).toBe('/');
    expect(bannerPath('/Blog/Post?x=1#top')).toBe('/blog/post');
    // Only the product's locale codes are prefixes.
    expect(bannerPath('/xx/pricing')).toBe('/xx/pricing');
  });

  it('shows a banner with no paths everywhere', () => {
    expect(matchesPagePaths([], '/')).toBe(true);
    expect(matchesPagePaths(['', '  '], '/anything')).toBe(true);
  });

  it('matches an exact page with or without a locale prefix, slash or case', () => {
    expect(matchesPagePaths(['/pricing'], '/pricing')).toBe(true);
    expect(matchesPagePaths(['/pricing/'], '/fr/Pricing')).toBe(true);
    expect(matchesPagePaths(['/pricing'], '/pricing/enterprise')).toBe(false);
    expect(matchesPagePaths(['/pricing'], '/')).toBe(false);
    expect(matchesPagePaths(['/', '/contact'], '/es')).toBe(true);
    expect(matchesPagePaths(['/home'], '/')).toBe(true);
  });

  it('matches a page and everything below it for an entry ending in /*', () => {
    expect(matchesPagePaths(['/blog/*'], '/blog')).toBe(true);
    expect(matchesPagePaths(['/blog/*'], '/de/blog/a-post')).toBe(true);
    expect(matchesPagePaths(['/blog/*'], '/blogger')).toBe(false);
    expect(matchesPagePaths(['/*'], '/any/page')).toBe(true);
  });

  it('keeps banners off the routes the spec lists, prefixed or not, and what is below them', () => {
    for (const path of ['/login', '/es/login', '/admin', '/admin/tickets', '/account/profile/tickets', '/account/edupro/', '/help-center/article', '/signup', '/register', '/pt/reset-password']) {
      expect(isBannerFreeRoute(path), path).toBe(true);
    }
    for (const path of ['/', '/account', '/account/profile', '/pricing', '/administration', '/es/blog']) {
      expect(isBannerFreeRoute(path), path).toBe(false);
    }
  });
});

describe('panelLayout', () => {
  it('gives every open state a place', () => {
    const layouts = Object.fromEntries(BANNER_OPEN_STATES.map((state) => [state, panelLayout(state)]));
    expect(layouts).toEqual({
      full: { kind: 'full' },
      'left-half': { kind: 'edge', edge: 'left', percent: 50 },
      'right-half': { kind: 'edge', edge: 'right', percent: 50 },
      'top-half': { kind: 'edge', edge: 'top', percent: 50 },
      'bottom-half': { kind: 'edge', edge: 'bottom', percent: 50 },
      'left-30': { kind: 'edge', edge: 'left', percent: 30 },
      'left-70': { kind: 'edge', edge: 'left', percent: 70 },
      'right-30': { kind: 'edge', edge: 'right', percent: 30 },
      'right-70': { kind: 'edge', edge: 'right', percent: 70 },
      'top-30': { kind: 'edge', edge: 'top', percent: 30 },
      'top-70': { kind: 'edge', edge: 'top', percent: 70 },
      'bottom-30': { kind: 'edge', edge: 'bottom', percent: 30 },
      'bottom-70': { kind: 'edge', edge: 'bottom', percent: 70 },
      absent: { kind: 'none' },
    });
    expect(panelLayout(null)).toEqual({ kind: 'full' });
  });

  it('turns a layout into a box against its edge', () => {
    expect(panelStyle(panelLayout('full'))).toEqual({ inset: '0' });
    expect(panelStyle(panelLayout('left-30'))).toEqual({ top: '0', bottom: '0', left: '0', width: 'min(100vw, max(20rem, 30vw))' });
    expect(panelStyle(panelLayout('bottom-70'))).toEqual({ bottom: '0', left: '0', right: '0', height: 'min(100dvh, max(12rem, 70dvh))' });
  });
});

describe('countdownParts', () => {
  it('splits the time left and ends at zero', () => {
    const end = Date.UTC(2027, 0, 1);
    expect(countdownParts(end, end - (2 * DAY + 3 * HOUR + 4 * MIN + 5_000))).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(countdownParts(end, end - 999)).toBeNull();
    expect(countdownParts(end, end + 1)).toBeNull();
  });
});

describe('bannerTone', () => {
  it('puts readable text on the stored background', () => {
    expect(bannerTone('sky-700', null)).toBe('bg-sky-700 text-white');
    expect(bannerTone('white', null)).toBe('bg-white text-gray-900 ring-1 ring-black/10');
    expect(bannerTone('bg-amber-200', null)).toBe('bg-amber-200 text-gray-900 ring-1 ring-black/10');
    expect(bannerTone('slate-900', 'amber-300')).toBe('bg-slate-900 text-amber-300');
    expect(bannerTone('not-a-colour"><script>', 'nope')).toBe('bg-sky-700 text-white');
  });
});
