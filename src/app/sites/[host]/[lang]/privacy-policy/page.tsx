// /privacy-policy: the organisation's privacy policy (organization_settings.privacy_policy).
import type { Metadata } from 'next';
import type { SiteParams } from '@/server/site/context';
import { loadPolicy } from '@/server/content/policies';
import { pageMetadata, sharedPage, siteSeo } from '@/server/site/seo';
import { accentClasses, accentFromSettings } from '@/lib/accent';
import { PolicyPage } from '@/features/posts/policy-page';
import { getTranslator } from '@/lib/i18n/messages';

export async function generateMetadata({ params }: { params: SiteParams }): Promise<Metadata> {
  const { site, summary } = await loadPolicy(params, 'privacy');
  const base = await siteSeo(site);
  return { ...pageMetadata({ ...base, path: '/privacy-policy', title: getTranslator(site.locale)('content.privacyTitle'), description: summary || base.siteDescription }), ...sharedPage(site) };
}

export default async function PrivacyPolicyPage({ params }: { params: SiteParams }) {
  const { site, settings, siteName, html, otherHref } = await loadPolicy(params, 'privacy');
  const t = getTranslator(site.locale);
  return (
    <PolicyPage
      title={t('content.privacyTitle')}
      html={html}
      siteName={siteName}
      contactEmail={settings?.contactEmail ?? null}
      other={{ title: t('content.cookieTitle'), href: otherHref }}
      accent={accentClasses(accentFromSettings(settings))}
      t={t}
    />
  );
}
