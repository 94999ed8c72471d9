// /cookie-policy: the organisation's cookie policy text, the cookie categories and services it uses,
// and the cookies and storage keys the site itself sets (decision 054).
import type { Metadata } from 'next';
import { getDb } from '@/server/db/client';
import type { SiteParams } from '@/server/site/context';
import { listCookieCatalogue, type CookieCategoryWithServices } from '@/server/content/cookies';
import { loadPolicy } from '@/server/content/policies';
import { siteStorage } from '@/server/consent/site-storage';
import { pageMetadata, sharedPage, siteSeo } from '@/server/site/seo';
import { log } from '@/server/log';
import { accentClasses, accentFromSettings } from '@/lib/accent';
import { CookieTable } from '@/features/posts/cookie-table';
import { PolicyPage } from '@/features/posts/policy-page';
import { SiteStorageTable } from '@/features/consent/site-storage-table';
import { getTranslator } from '@/lib/i18n/messages';

export async function generateMetadata({ params }: { params: SiteParams }): Promise<Metadata> {
  const { site, summary } = await loadPolicy(params, 'cookie');
  const base = await siteSeo(site);
  return { ...pageMetadata({ ...base, path: '/cookie-policy', title: getTranslator(site.locale)('content.cookieTitle'), description: summary || base.siteDescription }), ...sharedPage(site) };
}

export default async function CookiePolicyPage({ params }: { params: SiteParams }) {
  const { site, settings, siteName, html, otherHref } = await loadPolicy(params, 'cookie');
  const t = getTranslator(site.locale);
  let categories: CookieCategoryWithServices[] = [];
  try {
    categories = await listCookieCatalogue(await getDb(), { organizationId: site.tenant.id });
  } catch (error) {
    // The policy text is still worth showing without the table (spec §8: categories failure → empty list).
    log.error({ err: error, organizationId: site.tenant.id }, 'Cookie categories could not be loaded for the cookie policy');
  }
  return (
    <PolicyPage
      title={t('content.cookieTitle')}
      html={html}
      siteName={siteName}
      contactEmail={settings?.contactEmail ?? null}
      other={{ title: t('content.privacyTitle'), href: otherHref }}
      accent={accentClasses(accentFromSettings(settings))}
      t={t}
    >
      <CookieTable categories={categories} locale={site.locale} t={t} />
      <SiteStorageTable
        items={siteStorage(site.locale)}
        labels={{
          heading: t('consent.storageHeading'),
          intro: t('consent.storageIntro'),
          name: t('consent.storageName'),
          type: t('consent.storageType'),
          purpose: t('consent.storagePurpose'),
          lifetime: t('consent.storageLifetime'),
          whyEssential: t('consent.storageWhyEssential'),
          staffOnly: t('consent.storageStaffOnly'),
        }}
      />
    </PolicyPage>
  );
}
