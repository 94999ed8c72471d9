import 'server-only';
// The plans a visitor's basket names, read fresh: a stored basket's names and prices are never
// trusted, so the basket page and checkout both price from here. Only this organisation's
// displayed plans count; an id that is another organisation's, hidden or gone is simply absent.
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { pricingPlans } from '@/server/db/schema';
import { planPricing } from '@/lib/plan-pricing';
import { translate, type Locale } from '@/lib/i18n/locales';
import type { BasketPlanResponse } from '@/schemas/order';

export type PlanRow = typeof pricingPlans.$inferSelect;

type Where = { organizationId: string; ids: string[] };

/** This organisation's displayed plans among `ids` (any order, each at most once). */
export async function findOfferedPlans(db: DbOrTx, { organizationId, ids }: Where): Promise<PlanRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(pricingPlans)
    .where(and(eq(pricingPlans.organizationId, organizationId), eq(pricingPlans.isDisplayed, true), inArray(pricingPlans.id, ids)));
}

/** One plan as the basket shows it at `now`, its name in `locale`. */
export function basketPlanResponse(plan: PlanRow, locale: Locale, now: Date): BasketPlanResponse {
  const pricing = planPricing(plan, now);
  const promotion = pricing.regular !== null;
  return {
    id: plan.id,
    name: translate(plan.name, plan.nameTranslation, locale),
    price: plan.price,
    is_promotion: promotion,
    promotion_price: promotion ? pricing.current : null,
    promotion_ends_at: promotion && pricing.endsAt ? pricing.endsAt.toISOString() : null,
    currency: plan.currency,
    currency_symbol: plan.currencySymbol,
    recurring_interval: plan.recurringInterval,
  };
}

export async function readBasketPlans(db: DbOrTx, where: Where & { locale: Locale; now?: Date }): Promise<BasketPlanResponse[]> {
  const now = where.now ?? new Date();
  const rows = await findOfferedPlans(db, where);
  const byId = new Map(rows.map((row) => [row.id, row]));
  // In the order the basket asked, so lines keep their places.
  return where.ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [basketPlanResponse(row, where.locale, now)] : [];
  });
}
