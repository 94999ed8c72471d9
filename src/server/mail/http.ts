import 'server-only';
// What the mail and free-trial endpoints share: the signed-in person (cookie or bearer), the
// cross-site check for cookie-authenticated writes, the rate limits, and the language an e-mail
// is written in.
import { getAuth } from '@/server/auth/auth';
import { assertSameOrigin } from '@/server/auth/same-origin';
import { ApiError, NO_SESSION_MESSAGE } from '@/server/http/api';
import type { Tenant } from '@/server/tenancy/resolve';
import { isLocale, splitLocalePrefix, type Locale } from '@/lib/i18n/locales';

export type SessionUser = { id: string; email: string; name: string };

/** The session's person, or a 401 with the spec's text; then refuses another site's cookie-borne request. */
export async function requireSessionUser(request: Request): Promise<SessionUser> {
  const session = await (await getAuth()).api.getSession({ headers: request.headers }).catch(() => null);
  if (!session) throw new ApiError(401, NO_SESSION_MESSAGE);
  assertSameOrigin(request);
  return { id: session.user.id, email: session.user.email, name: session.user.name };
}

export const SAME_ADDRESS_MESSAGE = 'You can only use your own e-mail address.';

export function sameAddress(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** Five e-mails per person per hour and organisation: the welcome and trial mails with room for retries. */
export const SEND_EMAIL_RATE_LIMIT = { max: 5, windowSeconds: 3600 };
/** Starting a trial is one call per registration; ten an hour leaves room for retries only. */
export const FREE_TRIAL_RATE_LIMIT = { max: 10, windowSeconds: 3600 };

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
