// A guest's banner dismissals, kept in this browser as banner id → the time (ms) it may show again.
// Whatever is stored is checked on read: a storage another script or an old version wrote is
// dropped entry by entry, never trusted.

export const GUEST_DISMISSALS_KEY = 'sw_banner_dismissals';

export type GuestDismissals = Record<string, number>;

export function parseGuestDismissals(raw: string | null): GuestDismissals {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, number] => typeof entry[1] === 'number' && Number.isFinite(entry[1])));
  } catch {
    return {};
  }
}

export function dropExpired(dismissals: GuestDismissals, now: number): GuestDismissals {
  return Object.fromEntries(Object.entries(dismissals).filter(([, until]) => until > now));
}

export function readGuestDismissals(): GuestDismissals {
  try {
    return parseGuestDismissals(window.localStorage.getItem(GUEST_DISMISSALS_KEY));
  } catch {
    // Storage switched off: nothing was kept.
    return {};
  }
}

export function rememberGuestDismissal(id: string, until: number): void {
  try {
    const kept = dropExpired(readGuestDismissals(), Date.now());
    window.localStorage.setItem(GUEST_DISMISSALS_KEY, JSON.stringify({ ...kept, [id]: until }));
  } catch {
    // Storage full or switched off: the banner is gone for this page view only.
  }
}
