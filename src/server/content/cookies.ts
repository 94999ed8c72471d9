import 'server-only';
// The organisation's cookie categories with their active services, for the cookie policy page.
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { cookieCategories, cookieServices } from '@/server/db/schema';
import { memo } from '@/server/cache/memo';

export type CookieCategoryRow = typeof cookieCategories.$inferSelect;
export type CookieServiceRow = typeof cookieServices.$inferSelect;
export type CookieCategoryWithServices = CookieCategoryRow & { services: CookieServiceRow[] };

export function listCookieCatalogue(db: DbOrTx, { organizationId }: { organizationId: string }): Promise<CookieCategoryWithServices[]> {
  return memo(organizationId, 'content:cookie-catalogue', 60_000, async () => {
    const [categories, services] = await Promise.all([
      db.select().from(cookieCategories).where(eq(cookieCategories.organizationId, organizationId)).orderBy(asc(cookieCategories.order), asc(cookieCategories.createdAt)),
      // A switched-off service sets no cookies, so the policy does not list it.
      db
        .select()
        .from(cookieServices)
        .where(and(eq(cookieServices.organizationId, organizationId), eq(cookieServices.active, true)))
        .orderBy(asc(cookieServices.createdAt), asc(cookieServices.name)),
    ]);
    return categories.map((category) => ({ ...category, services: services.filter((s) => s.categoryId === category.id) }));
  });
}

/** The essential category (its name, case-insensitively) cannot be switched off (public spec §4). */
export { isEssentialCategory } from '@/lib/consent-rules';
