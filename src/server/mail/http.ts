import 'server-only';
// What the mail and free-trial endpoints share: the rule that a person writes only to their own
// address, the rate limits, and the language an e-mail is written in.
import type { RouteRateLimit } from '@/server/http/route';
import type { Tenant } from '@/server/tenancy/resolve';
import { isLocale, splitLocalePrefix, type Locale } from '@/lib/i18n/locales';

export const SAME_ADDRESS_MESSAGE = 'You can only use your own e-mail address.';

export function sameAddress(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** Five e-mails per person per hour and organisation: the welcome and trial mails with room for retries. */
export const SEND_EMAIL_RATE_LIMIT = { name: 'send-email', per: 'user', max: 5, windowSeconds: 3600 } as const satisfies RouteRateLimit;
/** Starting a trial is one call per registration; ten an hour leaves room for retries only. */
export const FREE_TRIAL_RATE_LIMIT = { name: 'free-trial', per: 'user', max: 10, windowSeconds: 3600 } as const satisfies RouteRateLimit;

/**
 * The language to write in: the one the caller names, else the prefix of the page that called
 * (Referer), when the site offers it; otherwise the site's default language.
 */
export function mailLocaleFor(request: Request, tenant: Pick<Tenant, 'defaultLocale' | 'locales'>, asked?: string): Locale {
  if (asked && isLocale(asked) && tenant.locales.includes(asked)) return asked;
  const referer = request.headers.get('referer');
  if (referer) {
    try {
      const { prefix } = splitLocalePrefix(new URL(referer).pathname);
      if (prefix && tenant.locales.includes(prefix)) return prefix;
    } catch {
      // An unreadable Referer says nothing about the language.
    }
  }
  return tenant.defaultLocale;
}
