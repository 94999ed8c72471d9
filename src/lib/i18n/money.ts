// Money as people read it: stored minor units divided by 100, formatted for a language in the
// plan's currency through next-intl's formatter. Shared by the pages (src/features/sections/price.ts)
// and the server's e-mails, so an order e-mail shows the very amounts its confirmation page did.
import { getFormatter } from './format';

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
