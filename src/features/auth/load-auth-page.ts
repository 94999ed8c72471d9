import 'server-only';
// What every auth page needs: the site (404 for an unknown host), its labels and accent colour.
import { notFound } from 'next/navigation';
import type { Metadata } from 'next';
import { getSiteContext, type SiteParams } from '@/server/site/context';
import { areaLabels } from '@/lib/i18n/messages';
import { siteAccentColor } from './site-accent';

export async function loadAuthPage(params: SiteParams) {
  const { host, lang } = await params;
  const site = await getSiteContext(host, lang);
  if (!site) notFound();
  return {
    locale: site.locale,
    defaultLocale: site.tenant.defaultLocale,
    labels: areaLabels('auth', site.locale),
    accentColor: await siteAccentColor(site.tenant.id),
  };
}

/** Auth pages are not search results, and a reset token must never leak through a Referer. */
export function authMetadata(title: string): Metadata {
  return { title, robots: { index: false, follow: false }, referrer: 'no-referrer' };
}
