// Banners (public spec §3, §4, §7): the banners call for a page and the dismissal call.
// Pure: the banner island imports the response types. See docs/decisions/039.
import { z } from 'zod';
import { LOCALES } from '@/lib/i18n/locales';
import type { BANNER_OPEN_STATES, BANNER_POSITIONS, BANNER_TYPES } from '@/lib/enums';

export const BANNER_MESSAGES = {
  path: 'path must be a page path starting with /',
  locale: 'Unknown language',
  notFound: 'Banner not found',
  notDismissible: 'Only banners of type closed can be dismissed',
  noFields: 'A dismissal takes no fields: the banner’s own duration applies',
} as const;

/** Longer than any page path a site has; a longer one is not a page. */
export const BANNER_PATH_MAX_LENGTH = 512;

/** GET /api/banners?path=/pricing&locale=es */
export const bannersQuerySchema = z.object({
  path: z.string(BANNER_MESSAGES.path).max(BANNER_PATH_MAX_LENGTH, BANNER_MESSAGES.path).regex(/^\//, BANNER_MESSAGES.path).default('/'),
  locale: z.enum(LOCALES, BANNER_MESSAGES.locale).optional(),
});

/** POST /api/banners/{id}/dismissals: an empty object; the length comes from the banner, not the caller. */
export const dismissBannerSchema = z.strictObject({}, BANNER_MESSAGES.noFields);
export const DISMISSAL_MAX_BODY_BYTES = 1024;

export type BannerLinkResponse = { url: string; label: string; isExternal: boolean };

/** One banner as a visitor receives it: texts in their language, rich text already sanitised. */
export type BannerResponse = {
  id: string;
  position: (typeof BANNER_POSITIONS)[number];
  type: (typeof BANNER_TYPES)[number];
  openState: (typeof BANNER_OPEN_STATES)[number];
  is_fixed_above_navbar: boolean;
  /** The stored text ("7 days") and what it means in milliseconds (60 s when unreadable). */
  dismissal_duration: string | null;
  dismissal_ms: number;
  end_date_promotion: string | null;
  end_date_promotion_is_displayed: boolean;
  content: {
    text: string;
    icon: string | null;
    link: BannerLinkResponse | null;
    customContent: string;
    banner_background: string | null;
    banner_content_style: string | null;
  };
  landing_content: string;
};

export type BannersResponse = { banners: BannerResponse[]; signed_in: boolean };

export type DismissalResponse = { banner_id: string; dismissed_until: string };
