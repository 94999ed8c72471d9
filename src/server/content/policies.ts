import 'server-only';
// What the privacy and cookie policy pages need: the site, its settings and the policy text in the
// page's language. Shared by both pages and their metadata.
import { notFound, redirect } from 'next/navigation';
import { getDb } from '@/server/db/client';
import { getSiteContext, type SiteContext, type SiteParams } from '@/server/site/context';
import { getSiteChrome, type SettingsRow } from '@/server/site/queries';
import { localizePath, translate } from '@/lib/i18n/locales';
import { toPlainText } from '@/lib/sanitize';

export type PolicyKind = 'privacy' | 'cookie';
export const POLICY_PATHS: Record<PolicyKind, string> = { privacy: '/privacy-policy', cookie: '/cookie-policy' };

export type PolicyContext = { site: SiteContext; settings: SettingsRow | null; siteName: string; html: string; summary: string; otherHref: string };

export async function loadPolicy(params: SiteParams, kind: PolicyKind): Promise<PolicyContext> {
  const { host, lang } = await params;
  const site = await getSiteContext(host, lang);
  if (!site) notFound();
  if (site.misplacedPrefix) redirect(POLICY_PATHS[kind]);
  const { settings } = await getSiteChrome(await getDb(), { organizationId: site.tenant.id });
  const html =
    kind === 'privacy'
      ? translate(settings?.privacyPolicy, settings?.privacyPolicyTranslation, site.locale)
      : translate(settings?.cookiePolicy, settings?.cookiePolicyTranslation, site.locale);
  const other = kind === 'privacy' ? 'cookie' : 'privacy';
  const summary = toPlainText(html);
  return {
    site,
    settings,
    siteName: settings?.site || site.tenant.name,
    html,
    summary: summary.length > 160 ? `${summary.slice(0, 157).trimEnd()}…` : summary,
    otherHref: localizePath(POLICY_PATHS[other], site.locale, site.tenant.defaultLocale),
  };
}
