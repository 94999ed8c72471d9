// The root layout of every public page: <html lang>, the organisation's header, breadcrumbs and
// footer, the language suggestion, the cookie consent island, banners and the help widget's launcher.
// Everything personal (basket badge, profile menu, stored language choice, consent, dismissed banners,
// the widget's state) is filled in by client islands after load, so this HTML is the same for all.
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import type { CSSProperties, ReactNode } from 'react';
import '@/app/globals.css';
import { getDb } from '@/server/db/client';
import { getSiteContext, type SiteParams } from '@/server/site/context';
import { getSiteChrome } from '@/server/site/queries';
import { ToastProvider as ToastProviderComponent } from '@/components/ui/toast';
import { TicketsOverlay } from '@/features/account/tickets-overlay';
import { AuthOverlays } from '@/features/auth/auth-overlays';
import { BasketProvider } from '@/features/basket/basket-provider';
import { Breadcrumbs } from '@/features/breadcrumbs/breadcrumbs';
import { LanguageSuggestion as LanguageSuggestionComponent, type SuggestionTexts } from '@/features/language/language-suggestion';
import { visibleMenu } from '@/features/site-chrome/menu';
import { SiteHeader } from '@/features/site-chrome/site-header';
import { SiteFooter } from '@/features/site-chrome/site-footer';
import { HydrationMark } from '@/features/site-chrome/hydration-mark';
import { EditorLauncher } from '@/features/editor/editor-launcher';
import { BannersIsland as BannersIslandComponent } from '@/features/banners/banners-island';
import { ConsentProvider as ConsentProviderComponent } from '@/features/consent/consent-provider';
import { consentPageConfig } from '@/server/consent/page-config';
import { HelpWidget } from '@/features/help-widget/help-widget';
import { parseFooterStyle, parseHeaderStyle } from '@/lib/header-style';
import { accentClasses, accentFromSettings } from '@/lib/accent';
import { ROUTE_SEGMENTS, typeLabelKeys } from '@/lib/breadcrumbs';
import { areaLabels, getTranslator } from '@/lib/i18n/messages';
import { NATIVE_NAMES, translate, type Locale } from '@/lib/i18n/locales';
import { normalizeHost } from '@/lib/hosts';
import { siteFontStyle } from '@/lib/fonts';
import { BANNER_HEIGHT_PX, BANNER_STACK_VARIABLE } from '@/lib/banners';
import { bannerRoom, bannerTones } from '@/server/banners/service';
import { fontFaceClassName } from '@/features/site-chrome/font-faces';
import { island, islandProvider } from '@/islands/island';
import '@/islands/audience';

const ToastProvider = islandProvider('toast', ToastProviderComponent);
const ConsentProvider = islandProvider('consent', ConsentProviderComponent);
const BannersIsland = island('banners', BannersIslandComponent);
const LanguageSuggestion = island('language-suggestion', LanguageSuggestionComponent);

/**
 * The proxy writes the request's own host into the route, so a page is only ever rendered for the
 * organisation the Host header names. A request that reaches /sites/{another host}/… directly
 * (a path the proxy's matcher left alone) is answered as a page that does not exist.
 */
async function ownHostOnly(hostParam: string): Promise<void> {
  if (normalizeHost((await headers()).get('host')) !== decodeURIComponent(hostParam)) notFound();
}

export async function generateMetadata({ params }: { params: SiteParams }): Promise<Metadata> {
  const { host, lang } = await params;
  await ownHostOnly(host);
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

/** The suggestion's texts for each language it may offer, written in that language. */
function suggestionTexts(locales: Locale[], current: Locale): Partial<Record<Locale, SuggestionTexts>> {
  return Object.fromEntries(
    locales
      .filter((code) => code !== current)
      .map((code) => {
        const t = getTranslator(code);
        const language = NATIVE_NAMES[code];
        return [
          code,
          {
            title: t('chrome.suggestTitle', { language }),
            body: t('chrome.suggestBody', { language }),
            switchLabel: t('chrome.suggestSwitch', { language }),
            keepLabel: t('chrome.suggestKeep', { language: NATIVE_NAMES[current] }),
          },
        ];
      }),
  );
}

export default async function SiteLayout({ children, params }: { children: ReactNode; params: SiteParams }) {
  const { host, lang } = await params;
  await ownHostOnly(host);
  const site = await getSiteContext(host, lang);
  if (!site) {
    return (
      <html lang="en" className={fontFaceClassName}>
        <body className="min-h-screen bg-gray-50 font-sans text-gray-900 antialiased">
          {children}
          <HydrationMark />
        </body>
      </html>
    );
  }
  const { tenant, locale } = site;
  const db = await getDb();
  const { settings, menu } = await getSiteChrome(db, { organizationId: tenant.id });
  const t = getTranslator(locale);
  const siteName = settings?.site || tenant.name;
  const consent = await consentPageConfig(db, { tenant, locale, siteName });
  // Room for the page's top banners in the first paint, so their arrival shifts nothing.
  const room = await bannerRoom(db, { organizationId: tenant.id, path: (await headers()).get('x-sitewright-path') ?? '/', locale });
  const tones = await bannerTones(db, { organizationId: tenant.id, locale });
  const htmlStyle = { ...siteFontStyle(settings?.fontFamily), ...(room.stack ? { [BANNER_STACK_VARIABLE]: `${room.stack * BANNER_HEIGHT_PX}px` } : {}) } as CSSProperties;
  const accent = accentClasses(accentFromSettings(settings));
  const crumbKeys = typeLabelKeys(tenant.type);
  return (
    <html lang={locale} className={fontFaceClassName} style={htmlStyle}>
      <body className="flex min-h-screen flex-col bg-white font-sans text-gray-900 antialiased">
        <BasketProvider>
          <ToastProvider closeLabel={t('blocks.close')} regionLabel={t('blocks.notifications')}>
            <ConsentProvider config={consent}>
              <SiteHeader
                siteName={siteName}
                logo={settings?.image ?? null}
                items={visibleMenu(menu, 'header', locale, tenant.defaultLocale)}
                style={parseHeaderStyle(settings?.headerStyle)}
                locale={locale}
                defaultLocale={tenant.defaultLocale}
                locales={tenant.locales}
                accent={accent}
                t={t}
              />
              <BannersIsland locale={locale} labels={areaLabels('banners', locale, ['dismiss'])} room={room} tones={tones} />
              <main id="main" className="flex-1">
                {children}
              </main>
              <Breadcrumbs
                navLabel={t('chrome.breadcrumbs')}
                labels={{
                  home: t('nav.home'),
                  products: t(`chrome.${crumbKeys.products}`),
                  blog: t(`chrome.${crumbKeys.blog}`),
                  routes: Object.fromEntries(ROUTE_SEGMENTS.map((segment) => [segment, t(`chrome.route_${segment}`)])),
                  detail: t('chrome.route_detail'),
                }}
              />
              <SiteFooter
                siteName={siteName}
                description={translate(settings?.siteDescription, settings?.siteDescriptionTranslation, locale)}
                items={visibleMenu(menu, 'footer', locale, tenant.defaultLocale)}
                style={parseFooterStyle(settings?.footerStyle)}
                locales={tenant.locales}
                locale={locale}
                defaultLocale={tenant.defaultLocale}
                withLanguageSwitch={settings?.withLanguageSwitch ?? false}
                t={t}
              />
              <AuthOverlays locale={locale} defaultLocale={tenant.defaultLocale} accentColor={accent.cssColor} />
              <TicketsOverlay locale={locale} defaultLocale={tenant.defaultLocale} />
              <LanguageSuggestion locale={locale} defaultLocale={tenant.defaultLocale} locales={tenant.locales} texts={suggestionTexts(tenant.locales, locale)} />
              <EditorLauncher locale={locale} defaultLocale={tenant.defaultLocale} />
              <HelpWidget locale={locale} accentColor={accent.cssColor} />
            </ConsentProvider>
          </ToastProvider>
        </BasketProvider>
        <HydrationMark />
        {/* Fetches the faces of sections in another voice as they come near (decision 046); no React needed. */}
        <script src="/face-wait.js" defer />
      </body>
    </html>
  );
}
