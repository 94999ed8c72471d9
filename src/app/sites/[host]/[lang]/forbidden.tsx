// 403 inside a site: what forbidden() renders (with the 403 status) when a signed-in person opens an
// account or admin page without the role it needs on this organisation, or without any profile here.
// Like not-found.tsx it gets no params, so the site and language come from the request's headers.
import { headers } from 'next/headers';
import { readSession } from '@/server/auth/auth';
import { getDb } from '@/server/db/client';
import { getProfile } from '@/server/account/queries';
import { getSiteChrome } from '@/server/site/queries';
import { resolveOrganizationByHost } from '@/server/tenancy/resolve';
import { AccessDenied } from '@/features/account/access-denied';
import { accentClasses, accentFromSettings } from '@/lib/accent';
import { areaLabels, getTranslator } from '@/lib/i18n/messages';
import { localizePath, splitLocalePrefix } from '@/lib/i18n/locales';

export default async function Forbidden() {
  const requestHeaders = await headers();
  const tenant = await resolveOrganizationByHost(requestHeaders.get('host'));
  const { prefix } = splitLocalePrefix(requestHeaders.get('x-sitewright-path') ?? '/');
  const locale = tenant && prefix && tenant.locales.includes(prefix) ? prefix : tenant?.defaultLocale ?? 'en';
  const labels = areaLabels('account', locale);
  const href = (path: string) => (tenant ? localizePath(path, locale, tenant.defaultLocale) : path);
  let siteName = tenant?.name ?? '';
  let accentBg = accentClasses(accentFromSettings(null)).bg;
  let reason: 'role' | 'profile' = 'role';
  if (tenant) {
    const db = await getDb();
    const [chrome, session] = await Promise.all([
      getSiteChrome(db, { organizationId: tenant.id }),
      readSession(requestHeaders).catch(() => null),
    ]);
    siteName = chrome.settings?.site || tenant.name;
    accentBg = accentClasses(accentFromSettings(chrome.settings)).bg;
    if (session && !(await getProfile(db, { organizationId: tenant.id, userId: session.user.id }))) reason = 'profile';
  }
  const body = getTranslator(locale)(reason === 'role' ? 'account.forbiddenBody' : 'account.forbiddenNoProfile', { site: siteName });
  return <AccessDenied reason={reason} labels={labels} body={body} accountHref={href('/account')} homeHref={href('/')} accentBg={accentBg} />;
}
