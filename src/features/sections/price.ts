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

// The promotion rule lives in src/lib so that checkout on the server applies the very same one.
export { planPricing, type PlanPricing } from '@/lib/plan-pricing';
