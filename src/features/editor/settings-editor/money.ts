// Prices are stored in a currency's minor units (cents; yen have none, dinars three) and typed in
// its major units, written the way the editor's language writes numbers ("12,50" in German). The
// digits come from Intl, so every ISO currency works without a table. Integer arithmetic only: a
// price never goes through a binary fraction on its way to the database.

/** The currencies offered first; a stored one outside the list is offered too. */
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'CHF', 'PLN', 'CAD', 'AUD', 'JPY', 'CNY', 'BRL', 'RUB', 'SEK', 'NOK', 'DKK', 'CZK', 'INR'] as const;

/** How many minor-unit digits the currency has (2 for USD, 0 for JPY). */
export function currencyDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** The currency's symbol as a price shows it ($, €, ¥). */
export function currencySymbol(currency: string): string {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).formatToParts(0).find((part) => part.type === 'currency')?.value ?? currency;
  } catch {
    return currency;
  }
}

function separators(locale: string): { decimal: string; group: string } {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  return { decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.', group: parts.find((part) => part.type === 'group')?.value ?? ',' };
}

/** Minor units as the major-unit text a price field shows ("12.50", "12,50"); '' for none. */
export function minorToText(minor: number | null | undefined, currency: string, locale: string): string {
  if (minor === null || minor === undefined || !Number.isFinite(minor)) return '';
  const digits = currencyDigits(currency);
  const negative = minor < 0;
  const whole = Math.trunc(Math.abs(minor) / 10 ** digits);
  const fraction = String(Math.abs(minor) % 10 ** digits).padStart(digits, '0');
  return `${negative ? '-' : ''}${whole}${digits ? separators(locale).decimal + fraction : ''}`;
}

export type ParsedPrice = { ok: true; minor: number | null } | { ok: false };

/**
 * A typed price in minor units: "12.5" and "12,50" are 1250 cents, "1.234,5" in German 123450;
 * blank is no price (null). More decimals than the currency has, a sign or anything else is refused.
 */
export function textToMinor(text: string, currency: string, locale: string): ParsedPrice {
  const { group } = separators(locale);
  let bare = text.replace(/[\s\u00a0\u202f'’]/g, '');
  if (bare === '') return { ok: true, minor: null };
  // The language's group mark between thousands goes ("1.234,50" in German, "1,234.50" in English);
  // any mark left is the decimal one, whichever was typed.
  if (group === '.' || group === ',') bare = bare.replace(new RegExp(`\\${group}(?=\\d{3}(?!\\d))`, 'g'), '');
  bare = bare.replace(',', '.');
  const match = /^(\d{1,9})(?:\.(\d*))?$/.exec(bare);
  if (!match) return { ok: false };
  const digits = currencyDigits(currency);
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return { ok: false };
  return { ok: true, minor: Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0') };
}

/** A major-unit text again for another currency (its digits), keeping the amount where it can. */
export function retypePrice(text: string, from: string, to: string, locale: string): string {
  const parsed = textToMinor(text, from, locale);
  if (!parsed.ok || parsed.minor === null) return text;
  const shift = currencyDigits(to) - currencyDigits(from);
  const minor = shift >= 0 ? parsed.minor * 10 ** shift : Math.round(parsed.minor / 10 ** -shift);
  return minorToText(minor, to, locale);
}
