// /basket: the visitor's basket and checkout. The HTML is the same for everyone (and may be shared
// by caches): the basket lives in the browser, so an island fills the page in after load.
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getDb } from '@/server/db/client';
import { findPricingPath } from '@/server/commerce/queries';
import { paymentProviders } from '@/server/commerce/payments';
import { getSiteContext, type SiteContext, type SiteParams } from '@/server/site/context';
import { getSiteChrome } from '@/server/site/queries';
import { pageMetadata, sharedPage, siteSeo } from '@/server/site/seo';
import { BasketView as BasketViewComponent } from '@/features/basket/basket-view';
import { island } from '@/islands/island';
import { BASKET_PAGE_TEMPLATES, ORDERS_PAGE_TEMPLATES } from '@/features/basket/labels';
import { PageIntro } from '@/features/posts/page-intro';
import { accentClasses, accentFromSettings } from '@/lib/accent';
import { loginPathFor } from '@/lib/auth/redirect';
import { areaLabels, getTranslator } from '@/lib/i18n/messages';
import { localizePath } from '@/lib/i18n/locales';

const BasketView = island('basket-view', BasketViewComponent);

const PATH = '/basket';

async function siteFor(params: SiteParams): Promise<SiteContext> {
  const { host, lang } = await params;
  const site = await getSiteContext(host, lang);
  if (!site) notFound();
  if (site.misplacedPrefix) redirect(PATH);
  return site;
}

export async function generateMetadata({ params }: { params: SiteParams }): Promise<Metadata> {
  const site = await siteFor(params);
  const t = getTranslator(site.locale);
  const base = await siteSeo(site);
  // A basket is nobody's search result; the page is still shared, being the same for everyone.
  return { ...pageMetadata({ ...base, path: PATH, title: t('basket.pageTitle') }), robots: { index: false }, ...sharedPage(site) };
}

export default async function BasketPage({ params }: { params: SiteParams }) {
  const site = await siteFor(params);
  const { locale } = site;
  const defaultLocale = site.tenant.defaultLocale;
  const db = await getDb();
  const [pricingPath, { settings }] = await Promise.all([findPricingPath(db, { organizationId: site.tenant.id }), getSiteChrome(db, { organizationId: site.tenant.id })]);
  const t = getTranslator(locale);
  const accent = accentClasses(accentFromSettings(settings));
  const href = (path: string) => localizePath(path, locale, defaultLocale);
  const here = href(PATH);
  return (
    <>
      <PageIntro title={t('basket.pageTitle')} intro={t('basket.pageIntro')} accentText={accent.text} />
      <div className="mx-auto min-h-[24rem] max-w-7xl px-4 py-10 sm:px-6">
        <BasketView
          locale={locale}
          labels={areaLabels('basket', locale, BASKET_PAGE_TEMPLATES)}
          orderLabels={areaLabels('orders', locale, ORDERS_PAGE_TEMPLATES)}
          links={{
            browse: href(pricingPath ?? '/'),
            browseIsPricing: pricingPath !== null,
            login: loginPathFor(here, locale, defaultLocale),
            join: `${href('/account/join')}?redirectTo=${encodeURIComponent(here)}`,
            account: href('/account'),
          }}
          payments={paymentProviders().map((provider) => ({ id: provider.id, label: t(provider.label), hint: t(provider.hint) }))}
          accent={{ button: accent.button, link: `${accent.text} ${accent.hoverText}` }}
        />
      </div>
    </>
  );
}
