// Dates, numbers and prices in visible text, through next-intl's createFormatter: one memoised
// formatter per language. Light enough (no messages, no ICU parser) for a lazily loaded island too.
import { createFormatter } from 'use-intl/core';
import type { Locale } from './locales';

/**
 * The time zone dates are written in unless a call names one (stored UTC days do): the process's
 * own, as Intl used before, so server pages read the same and an island writes the visitor's.
 */
export const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

export type Formatter = ReturnType<typeof createFormatter>;

const formatters = new Map<string, Formatter>();

/** `getFormatter('de').dateTime(date, { dateStyle: 'long' })`; any BCP 47 code works, not only UI languages. */
export function getFormatter(locale: Locale | string): Formatter {
  let format = formatters.get(locale);
  if (!format) {
    // Dates and numbers follow the page's own language even where its labels fall back to English.
    format = createFormatter({ locale: locale as Locale, timeZone: TIME_ZONE });
    formatters.set(locale, format);
  }
  return format;
}
