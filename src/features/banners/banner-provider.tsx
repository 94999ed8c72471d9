'use client';
// The banners of the page being shown, fetched after load (the page's HTML is the same for every
// visitor) and again 1 s after the path settles on another page (spec §4, §9). A guest's dismissals
// are kept in this browser with their end time; a signed-in person's go to the server, which leaves
// them out of its answer from then on. A failed fetch is an empty list (spec §8).
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { visitorPath } from '@/lib/breadcrumbs';
import { BANNER_REFETCH_DEBOUNCE_MS, isBannerFreeRoute } from '@/lib/banners';
import type { BannerResponse, BannersResponse } from '@/schemas/banners';
import { dropExpired, readGuestDismissals, rememberGuestDismissal } from './guest-dismissals';

type BannerState = {
  banners: BannerResponse[];
  /** False until the first answer for this page arrived: until then the server's room stands. */
  loaded: boolean;
  /** The banner whose panel is open, if any (spec §4: expanded). */
  expanded: string | null;
  expand: (id: string | null) => void;
  dismiss: (banner: BannerResponse) => void;
};

const BannerContext = createContext<BannerState | null>(null);

async function fetchBanners(path: string, locale: string, signal: AbortSignal): Promise<BannersResponse> {
  try {
    const query = new URLSearchParams({ path, locale });
    const response = await fetch(`/api/banners?${query}`, { credentials: 'same-origin', cache: 'no-store', signal });
    if (!response.ok) return { banners: [], signed_in: false };
    const body = (await response.json()) as BannersResponse;
    return Array.isArray(body.banners) ? body : { banners: [], signed_in: false };
  } catch {
    return { banners: [], signed_in: false };
  }
}

/** What this visitor sees of an answer: banners with an id, not ended, not dismissed here. */
function visible(list: BannerResponse[], signedIn: boolean): BannerResponse[] {
  const now = Date.now();
  const dismissed = signedIn ? {} : dropExpired(readGuestDismissals(), now);
  return list.filter((banner) => {
    if (!banner?.id) return false;
    const ends = banner.end_date_promotion ? Date.parse(banner.end_date_promotion) : null;
    if (ends !== null && ends <= now) return false;
    return !(banner.type === 'closed' && (dismissed[banner.id] ?? 0) > now);
  });
}

export function BannerProvider({ locale, children }: { locale: string; children: ReactNode }) {
  const path = visitorPath(usePathname());
  const [banners, setBanners] = useState<BannerResponse[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);
  const signedIn = useRef(false);
  const first = useRef(true);

  const hidden = isBannerFreeRoute(path);
  useEffect(() => {
    if (hidden) return;
    const controller = new AbortController();
    const load = async () => {
      const answer = await fetchBanners(path, locale, controller.signal);
      if (controller.signal.aborted) return;
      signedIn.current = answer.signed_in;
      setBanners(visible(answer.banners, answer.signed_in));
      setExpanded(null);
      setLoaded(true);
    };
    // The first fetch goes at once; later ones wait until the path has stopped changing for 1 s.
    const delay = first.current ? 0 : BANNER_REFETCH_DEBOUNCE_MS;
    first.current = false;
    const timer = window.setTimeout(() => void load(), delay);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [path, locale, hidden]);

  // The React Compiler keeps these stable between renders; no manual memoisation needed.
  const dismiss = (banner: BannerResponse) => {
    if (banner.type !== 'closed') return;
    setBanners((current) => current.filter((b) => b.id !== banner.id));
    setExpanded((current) => (current === banner.id ? null : current));
    if (signedIn.current) {
      void fetch(`/api/banners/${encodeURIComponent(banner.id)}/dismissals`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      }).catch(() => undefined);
    } else {
      rememberGuestDismissal(banner.id, Date.now() + banner.dismissal_ms);
    }
  };

  const value = { banners: hidden ? [] : banners, loaded: loaded || hidden, expanded, expand: setExpanded, dismiss };
  return <BannerContext.Provider value={value}>{children}</BannerContext.Provider>;
}

export function useBanners(): BannerState {
  const value = useContext(BannerContext);
  if (!value) throw new Error('useBanners must be used within a BannerProvider');
  return value;
}
