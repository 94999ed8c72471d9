// Money as visitors read it: stored minor units divided by 100, formatted for the page's language
// in the plan's currency, through next-intl's formatter.
import { getFormatter } from '@/lib/i18n/format';

/** Intl refuses a currency code that is not three letters; any three letters format. */
const WELL_FORMED_CURRENCY = /^[A-Za-z]{3}$/;

/** `formatPrice(145000, 'EUR', 'de')` → "1.450 €"; whole amounts drop their ".00". */
export function formatPrice(minor: number, currency: string, locale: string, symbol = '$'): string {
  const amount = minor / 100;
  const digits = { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 };
  const format = getFormatter(locale);
  if (WELL_FORMED_CURRENCY.test(currency)) return format.number(amount, { style: 'currency', currency, ...digits });
  // A malformed currency code: still show a readable price with the stored symbol.
  return `${symbol}${format.number(amount, digits)}`;
}

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
