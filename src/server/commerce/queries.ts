import 'server-only';
// What the pricing and FAQ sections show: the organisation's displayed plans and questions, in
// their stored order. Cached per organisation, dropped on every write to it.
import { and, asc, eq } from 'drizzle-orm';
import { memo } from '@/server/cache/memo';
import type { DbOrTx } from '@/server/db/client';
import { faqs, pricingPlans } from '@/server/db/schema';

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
