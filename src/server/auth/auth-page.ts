import 'server-only';
// What every auth page (login, register, reset password, join) starts with: the site (404 for an
// unknown host), its labels and its accent colour.
import { notFound } from 'next/navigation';
import type { Metadata } from 'next';
import { getSiteContext, type SiteParams } from '@/server/site/context';
import { siteAccentColor } from '@/server/site/accent';
import { areaLabels } from '@/lib/i18n/messages';
import { AUTH_TEMPLATES } from '@/lib/auth/label-templates';

export async function loadAuthPage(params: SiteParams) {
  const { host, lang } = await params;
  const site = await getSiteContext(host, lang);
  if (!site) notFound();
  return {
    locale: site.locale,
    defaultLocale: site.tenant.defaultLocale,
    labels: areaLabels('auth', site.locale, AUTH_TEMPLATES),
    accentColor: await siteAccentColor(site.tenant.id),
  };
}

/** Auth pages are not search results, and a reset token must never leak through a Referer. */
export function authMetadata(title: string): Metadata {
  return { title, robots: { index: false, follow: false }, referrer: 'no-referrer' };
}
