// Dates and amounts of the account area, written for the page's language with Intl.

type DateInput = Date | string;

const asDate = (value: DateInput) => (typeof value === 'string' ? new Date(value) : value);

export function formatDate(value: DateInput, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(asDate(value));
}

export function formatDateTime(value: DateInput, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(asDate(value));
}

/** "in 12 days", "tomorrow", "vor 3 Tagen": whole days between now and `value`. */
export function relativeDays(value: DateInput, locale: string, now = new Date()): string {
  const days = Math.round((asDate(value).getTime() - now.getTime()) / 86_400_000);
  return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(days, 'day');
}

export function formatNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(value);
}
