import 'server-only';
// What the pricing and FAQ sections show: the organisation's displayed plans and questions, in
// their stored order. Cached per organisation, dropped on every write to it.
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import { memo } from '@/server/cache/memo';
import type { DbOrTx } from '@/server/db/client';
import { faqs, pricingPlans, templateSections } from '@/server/db/schema';

const TTL_MS = 60_000;

export type PricingPlanRow = typeof pricingPlans.$inferSelect;
export type FaqRow = typeof faqs.$inferSelect;

export function listDisplayedPlans(db: DbOrTx, { organizationId }: { organizationId: string }): Promise<PricingPlanRow[]> {
  return memo(organizationId, 'commerce:plans', TTL_MS, () =>
    db
      .select()
      .from(pricingPlans)
      .where(and(eq(pricingPlans.organizationId, organizationId), eq(pricingPlans.isDisplayed, true)))
      .orderBy(asc(pricingPlans.order), asc(pricingPlans.createdAt)),
  );
}

export function listDisplayedFaqs(db: DbOrTx, { organizationId }: { organizationId: string }): Promise<FaqRow[]> {
  return memo(organizationId, 'commerce:faqs', TTL_MS, () =>
    db
      .select()
      .from(faqs)
      .where(and(eq(faqs.organizationId, organizationId), eq(faqs.isDisplayed, true)))
      .orderBy(asc(faqs.order), asc(faqs.createdAt)),
  );
}

/**
 * The page that sells this organisation's plans (the first path holding a pricing section,
 * `/pricing` first when it is one), or null when no page does: the basket's and account's
 * "browse plans" links go there, never to a page that does not exist.
 */
export function findPricingPath(db: DbOrTx, { organizationId }: { organizationId: string }): Promise<string | null> {
  return memo(organizationId, 'commerce:pricing-path', TTL_MS, async () => {
    const rows = await db
      .selectDistinct({ urlPage: templateSections.urlPage })
      .from(templateSections)
      .where(
        and(
          eq(templateSections.organizationId, organizationId),
          or(eq(templateSections.sectionType, 'pricing_plans'), and(isNull(templateSections.sectionType), eq(templateSections.isPricingplansSection, true))),
        ),
      )
      .orderBy(asc(templateSections.urlPage));
    const paths = rows.map((row) => (row.urlPage === '/home' ? '/' : row.urlPage)).filter((path) => path.startsWith('/'));
    return paths.find((path) => path === '/pricing') ?? paths[0] ?? null;
  });
}
