import 'server-only';
// Which banners a visitor gets on a page, and a signed-in visitor's dismissals (public spec §3, §4,
// §5; docs/decisions/039). An organisation's enabled banners are read, translated and sanitised once
// per language and kept with the site's other cached data (the write path drops them); the page,
// the time and the person are applied per request, so the shared part is the same for everyone.
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { bannerDismissals, banners } from '@/server/db/schema';
import { memo } from '@/server/cache/memo';
import { ApiError } from '@/server/http/api';
import { bannerTone, isBannerFreeRoute, matchesPagePaths, parseDismissalDuration } from '@/lib/banners';
import { translate, type Locale } from '@/lib/i18n/locales';
import { colorToken } from '@/lib/tokens';
import { safeUrl, sanitizePostHtml, sanitizeRichText } from '@/lib/sanitize';
import { BANNER_MESSAGES, type BannerResponse, type DismissalResponse } from '@/schemas/banners';

type BannerRow = typeof banners.$inferSelect;
type Prepared = { response: BannerResponse; pagePaths: string[]; ends: number | null };

/** A stored link, if its address is one a visitor may follow (no javascript: and the like). */
function publicLink(link: BannerRow['content']['link'], locale: Locale): BannerResponse['content']['link'] {
  const url = safeUrl(link?.url);
  if (!link || !url) return null;
  return { url, label: translate(link.label, link.label_translation, locale), isExternal: link.isExternal === true };
}

export function bannerResponse(row: BannerRow, locale: Locale): BannerResponse {
  const content = row.content ?? {};
  return {
    id: row.id,
    position: row.position,
    type: row.type,
    openState: row.openState,
    is_fixed_above_navbar: row.isFixedAboveNavbar,
    dismissal_duration: row.dismissalDuration,
    dismissal_ms: parseDismissalDuration(row.dismissalDuration),
    end_date_promotion: row.endDatePromotion?.toISOString() ?? null,
    end_date_promotion_is_displayed: row.endDatePromotionIsDisplayed,
    content: {
      text: translate(content.text, content.text_translation, locale),
      icon: typeof content.icon === 'string' ? content.icon : null,
      link: publicLink(content.link, locale),
      customContent: sanitizeRichText(content.customContent),
      banner_background: colorToken(content.banner_background),
      banner_content_style: colorToken(content.banner_content_style),
    },
    landing_content: sanitizePostHtml(translate(row.landingContent, row.landingContentTranslation, locale)),
  };
}

function preparedBanners(db: Db, organizationId: string, locale: Locale): Promise<Prepared[]> {
  return memo(organizationId, `banners:${locale}`, 60_000, async () => {
    const rows = await db
      .select()
      .from(banners)
      .where(and(eq(banners.organizationId, organizationId), eq(banners.isEnabled, true)))
      .orderBy(asc(banners.createdAt), asc(banners.id));
    // A banner without an id cannot be dismissed or told apart: skipped (spec §4).
    return rows.filter((row) => row.id).map((row) => ({ response: bannerResponse(row, locale), pagePaths: row.pagePaths, ends: row.endDatePromotion?.getTime() ?? null }));
  });
}

/**
 * The banners of `path` for this visitor: enabled, targeting the page, not past their end date, and
 * not dismissed by the signed-in person (a guest's dismissals live in their browser). None on the
 * routes the spec keeps free of banners.
 */
export async function bannersForPage(
  db: Db,
  { organizationId, path, locale, userId, now = new Date() }: { organizationId: string; path: string; locale: Locale; userId: string | null; now?: Date },
): Promise<BannerResponse[]> {
  if (isBannerFreeRoute(path)) return [];
  const candidates = (await preparedBanners(db, organizationId, locale)).filter(
    (banner) => matchesPagePaths(banner.pagePaths, path) && (banner.ends === null || banner.ends > now.getTime()),
  );
  if (!userId || candidates.length === 0) return candidates.map((banner) => banner.response);
  const dismissed = await db
    .select({ bannerId: bannerDismissals.bannerId })
    .from(bannerDismissals)
    .where(and(eq(bannerDismissals.organizationId, organizationId), eq(bannerDismissals.userId, userId), gt(bannerDismissals.dismissedUntil, now)));
  const hidden = new Set(dismissed.map((row) => row.bannerId));
  return candidates.filter((banner) => !hidden.has(banner.response.id)).map((banner) => banner.response);
}

/**
 * How many strips the top of a page keeps room for in its first paint: the anonymous visitor's top
 * banners, fixed above the header or in the page. The page's HTML is the same for every visitor of
 * a path, so it can hold this; the banners themselves arrive with the island after load, into room
 * already made for them instead of pushing the page down (layout shift).
 */
export async function bannerRoom(db: Db, where: { organizationId: string; path: string; locale: Locale }): Promise<{ stack: number; flow: number }> {
  const top = (await bannersForPage(db, { ...where, userId: null })).filter((banner) => banner.position === 'top');
  const stack = top.filter((banner) => banner.is_fixed_above_navbar).length;
  return { stack, flow: top.length - stack };
}

/**
 * The colour classes of every banner the site may show on any page (bannerTone of each). An
 * anonymous visitor's copy of a page carries the CSS of the classes it names and no more
 * (docs/decisions/048), while banners arrive after load: the page names these for its banners.
 */
export async function bannerTones(db: Db, where: { organizationId: string; locale: Locale }): Promise<string[]> {
  const all = await preparedBanners(db, where.organizationId, where.locale);
  return [...new Set(all.map(({ response }) => bannerTone(response.content.banner_background, response.content.banner_content_style)))].sort();
}

/**
 * Keeps a `closed` banner away from this person until now + its own dismissal duration. Another
 * site's banner is nobody's here: 404, as an unknown or switched-off one (decision 028; row-level
 * security would hide it anyway, decision 050); a permanent one 409.
 */
export async function dismissBanner(
  db: Db,
  { organizationId, bannerId, userId, now = new Date() }: { organizationId: string; bannerId: string; userId: string; now?: Date },
): Promise<DismissalResponse> {
  const [banner] = await db.select().from(banners).where(and(eq(banners.organizationId, organizationId), eq(banners.id, bannerId))).limit(1);
  if (!banner) throw new ApiError(404, BANNER_MESSAGES.notFound);
  if (!banner.isEnabled) throw new ApiError(404, BANNER_MESSAGES.notFound);
  if (banner.type !== 'closed') throw new ApiError(409, BANNER_MESSAGES.notDismissible);
  const dismissedUntil = new Date(now.getTime() + parseDismissalDuration(banner.dismissalDuration));
  await db
    .insert(bannerDismissals)
    .values({ organizationId, bannerId, userId, dismissedUntil })
    .onConflictDoUpdate({ target: [bannerDismissals.organizationId, bannerDismissals.bannerId, bannerDismissals.userId], set: { dismissedUntil } });
  return { banner_id: bannerId, dismissed_until: dismissedUntil.toISOString() };
}
