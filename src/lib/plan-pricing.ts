// Which price a plan sells at now: the one rule the pricing section, the basket and checkout share.

export type PlanPricing = {
  /** What the visitor pays now, in minor units. */
  current: number;
  /** The regular price, struck through, when a promotion applies. */
  regular: number | null;
  /** When the promotion ends, if it has an end. */
  endsAt: Date | null;
};

type PlanPriceFields = { price: number; isPromotion: boolean; promotionPrice: number | null; promotionEndsAt: Date | null };

/** A promotion counts only with a lower price set and while its end date is in the future. */
export function planPricing(plan: PlanPriceFields, now: Date): PlanPricing {
  const active =
    plan.isPromotion &&
    typeof plan.promotionPrice === 'number' &&
    plan.promotionPrice < plan.price &&
    (!plan.promotionEndsAt || plan.promotionEndsAt.getTime() > now.getTime());
  if (!active) return { current: plan.price, regular: null, endsAt: null };
  return { current: plan.promotionPrice as number, regular: plan.price, endsAt: plan.promotionEndsAt };
}
