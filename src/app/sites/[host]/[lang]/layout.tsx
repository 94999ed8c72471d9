// The root layout of every public page: <html lang>, the organisation's header and footer.
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import '@/app/globals.css';
import { getDb } from '@/server/db/client';
import { getSiteContext, type SiteParams } from '@/server/site/context';
import { getSiteChrome } from '@/server/site/queries';
import { visibleMenu } from '@/features/site-chrome/menu';
import { SiteHeader } from '@/features/site-chrome/site-header';
import { SiteFooter } from '@/features/site-chrome/site-footer';
import { getTranslator } from '@/lib/i18n/messages';
import { localizePath, translate } from '@/lib/i18n/locales';

export async function generateMetadata({ params }: { params: SiteParams }): Promise<Metadata> {
  const { host, lang } = await params;
  const site = await getSiteContext(host, lang);
  if (!site) return { title: 'Site not found', robots: { index: false } };
  const { settings } = await getSiteChrome(await getDb(), { organizationId: site.tenant.id });
  const name = settings?.site || site.tenant.name;
  return {
    title: { default: name, template: `%s | ${name}` },
    description: translate(settings?.siteDescription, settings?.siteDescriptionTranslation, site.locale) || undefined,
    icons: { icon: settings?.image || '/favicon.svg' },
  };
}

export default async function SiteLayout({ children, params }: { children: ReactNode; params: SiteParams }) {
  const { host, lang } = await params;
  const site = await getSiteContext(host, lang);
  if (!site) {
    return (
      <html lang="en">
        <body className="min-h-screen bg-gray-50 font-sans text-gray-900 antialiased">{children}</body>
      </html>
    );
  }
  const { tenant, locale } = site;
  const { settings, menu } = await getSiteChrome(await getDb(), { organizationId: tenant.id });
  const t = getTranslator(locale);
  const siteName = settings?.site || tenant.name;
  return (
    <html lang={locale}>
      <body className="flex min-h-screen flex-col bg-white font-sans text-gray-900 antialiased">
        <SiteHeader
          siteName={siteName}
          logo={settings?.image ?? null}
          homeHref={localizePath('/', locale, tenant.defaultLocale)}
          items={visibleMenu(menu, 'header', locale, tenant.defaultLocale)}
          t={t}
        />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter
          siteName={siteName}
          description={translate(settings?.siteDescription, settings?.siteDescriptionTranslation, locale)}
          items={visibleMenu(menu, 'footer', locale, tenant.defaultLocale)}
          locales={tenant.locales}
          locale={locale}
          defaultLocale={tenant.defaultLocale}
          withLanguageSwitch={settings?.withLanguageSwitch ?? false}
          t={t}
        />
      </body>
    </html>
  );
}
