import 'server-only';
// The password-reset e-mail. The link is built here from the request's own host (never from a
// configured base URL: every organisation answers on its own host) and points at the site's
// /reset-password page, in the language of the page the request came from. See docs/decisions/011.
import { sendTemplateEmail } from '@/server/mail/send';
import { getDb } from '@/server/db/client';
import { resolveOrganizationByHost, type Tenant } from '@/server/tenancy/resolve';
import { safeLocalPath } from '@/lib/auth/redirect';
import { localizePath, splitLocalePrefix, type Locale } from '@/lib/i18n/locales';
import { requestOrigin } from './origin';

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
  const origin = requestOrigin(request);
  if (!tenant || !origin) return;
  const locale = resetLocale(url, tenant);
  const result = await sendTemplateEmail(await getDb(), {
    organizationId: tenant.id,
    template: 'password_reset',
    to: user.email,
    locale,
    userId: user.id,
    data: { name: user.name, resetUrl: resetPageUrl(origin, token, locale, tenant.defaultLocale) },
    siteUrl: origin,
  });
  if (result.status === 'failed') console.error('Password reset e-mail failed', { id: result.id, error: result.error });
}

/**
 * The library's sendResetPassword hook. The mail goes out after the answer: an address with an
 * account would otherwise answer noticeably slower than one without, which tells the two apart.
 * A failed delivery is recorded by the mail module and logged; it is not reported to the visitor,
 * for the same reason (see docs/decisions/011).
 */
export async function sendResetPassword(data: ResetRequest, request?: Request): Promise<void> {
  if (!request) return;
  const task = deliver(data, request).catch((error: unknown) => console.error('Password reset e-mail failed', error));
  pending.add(task);
  void task.finally(() => pending.delete(task));
}
