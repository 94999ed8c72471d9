import 'server-only';
// The password-reset e-mail. It is sent only when the account has a profile on the organisation
// whose site was asked (so one organisation's staff cannot have a stranger's reset link written to
// their own outbox), greets the person by their name on that site, and links to the site's
// /reset-password page on the organisation's configured address (never the request's Host), in the
// language of the page the request came from. See docs/decisions/011 and 020.
import { sendTemplateEmail } from '@/server/mail/send';
import { getDb } from '@/server/db/client';
import { resolveOrganizationByHost, type Tenant } from '@/server/tenancy/resolve';
import { safeLocalPath } from '@/lib/auth/redirect';
import { localizePath, splitLocalePrefix, type Locale } from '@/lib/i18n/locales';
import { getProfile } from '@/server/account/queries';
import { siteOrigin } from '@/server/site/origin';
import { clientAddress } from '@/server/http/rate-limit';
import { rememberAddress } from './attempt-limits';
import { log } from '@/server/log';

type ResetRequest = { user: { id: string; email: string; name: string }; url: string; token: string };

/** Sends still under way, so tests (and a graceful shutdown) can wait for them. */
const pending = new Set<Promise<unknown>>();

export function settleResetMails(): Promise<unknown> {
  return Promise.allSettled([...pending]);
}

/**
 * The language of the reset page: the prefix of the `redirectTo` path the form sent along (the
 * library hands it back inside its own link as callbackURL) when the site offers that language.
 */
export function resetLocale(libraryUrl: string, tenant: Pick<Tenant, 'defaultLocale' | 'locales'>): Locale {
  let callback: string | null = null;
  try {
    callback = safeLocalPath(new URL(libraryUrl).searchParams.get('callbackURL'));
  } catch {
    callback = null;
  }
  const { prefix } = splitLocalePrefix(callback?.split('?')[0] ?? '/');
  return prefix && tenant.locales.includes(prefix) ? prefix : tenant.defaultLocale;
}

export function resetPageUrl(origin: string, token: string, locale: Locale, defaultLocale: Locale): string {
  return `${origin}${localizePath('/reset-password', locale, defaultLocale)}?token=${encodeURIComponent(token)}`;
}

async function deliver({ user, url, token }: ResetRequest, request: Request): Promise<void> {
  const tenant = await resolveOrganizationByHost(request.headers.get('host'));
  if (!tenant) return;
  const db = await getDb();
  // The visitor's answer is the same either way (it went out before this runs): nothing is enumerated.
  const profile = await getProfile(db, { organizationId: tenant.id, userId: user.id });
  const origin = profile ? await siteOrigin(db, tenant.id) : null;
  if (!profile || !origin) return;
  const locale = resetLocale(url, tenant);
  const result = await sendTemplateEmail(db, {
    organizationId: tenant.id,
    template: 'password_reset',
    to: user.email,
    locale,
    userId: user.id,
    data: { name: profile.fullName || profile.username, resetUrl: resetPageUrl(origin, token, locale, tenant.defaultLocale) },
  });
  if (result.status === 'failed') log.error({ emailId: result.id, reason: result.error, organizationId: tenant.id }, 'Password reset e-mail failed');
}

/**
 * The library's sendResetPassword hook. The mail goes out after the answer: an address with an
 * account would otherwise answer noticeably slower than one without, which tells the two apart.
 * A failed delivery is recorded by the mail module and logged; it is not reported to the visitor,
 * for the same reason (see docs/decisions/011).
 */
export async function sendResetPassword(data: ResetRequest, request?: Request): Promise<void> {
  if (!request) return;
  const task = deliver(data, request).catch((err: unknown) => log.error({ err }, 'Password reset e-mail failed'));
  pending.add(task);
  void task.finally(() => pending.delete(task));
}

/** The library's onPasswordReset hook: the address that completed the reset is the owner's. */
export async function rememberAddressAfterReset({ user }: { user: { email: string } }, request?: Request): Promise<void> {
  if (!request) return;
  await rememberAddress(await getDb(), user.email, clientAddress(request));
}
