// /help-center: the organisation's help-centre articles grouped by document set, with a search box
// that filters by title and description (?q= on the server, live in the browser).
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getDb } from '@/server/db/client';
import { getSiteContext, type SiteContext, type SiteParams } from '@/server/site/context';
import { getSiteChrome } from '@/server/site/queries';
import { listHelpCenter } from '@/server/content/posts';
import { loadPageSections } from '@/server/content/page-sections';
import { menuLabelFor } from '@/server/content/page-label';
import { pageMetadata, sharedPage, siteSeo } from '@/server/site/seo';
import { HelpCenterBrowser as HelpCenterBrowserComponent, type HelpCenterLabels } from '@/features/help-center/help-center-browser';
import type { HelpGroup } from '@/features/help-center/search';
import { accentClasses, accentFromSettings } from '@/lib/accent';
import { PageIntro } from '@/features/posts/page-intro';
import { PageSectionList } from '@/features/sections/page-sections';
import { sectionListSupport } from '@/server/sections/page-support';
import { areaLabels, getTranslator } from '@/lib/i18n/messages';
import { localizePath, translate } from '@/lib/i18n/locales';
import { toPlainText } from '@/lib/sanitize';
import { island } from '@/islands/island';

const HelpCenterBrowser = island('help-center-browser', HelpCenterBrowserComponent);

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

async function siteFor(params: SiteParams): Promise<SiteContext> {
  const { host, lang } = await params;
  const site = await getSiteContext(host, lang);
  if (!site) notFound();
  if (site.misplacedPrefix) redirect('/help-center');
  return site;
}

async function intro(site: SiteContext) {
  const { settings, menu } = await getSiteChrome(await getDb(), { organizationId: site.tenant.id });
  const t = getTranslator(site.locale);
  const siteName = settings?.site || site.tenant.name;
  return { title: menuLabelFor(menu, 'help-center', site.locale) || t('content.helpTitle'), intro: t('content.helpIntro', { site: siteName }), settings, t };
}

export async function generateMetadata({ params }: { params: SiteParams }): Promise<Metadata> {
  const site = await siteFor(params);
  const [base, { title, intro: description }] = await Promise.all([siteSeo(site), intro(site)]);
  // Shared per ?q= too: the server's cache keys this page by q (front/html-cache.mjs QUERY_ALLOW_LIST).
  return { ...pageMetadata({ ...base, path: '/help-center', title, description }), ...sharedPage(site) };
}

export default async function HelpCenterPage({ params, searchParams }: { params: SiteParams; searchParams: SearchParams }) {
  const site = await siteFor(params);
  const { q } = await searchParams;
  const db = await getDb();
  const organizationId = site.tenant.id;
  const { locale } = site;
  const defaultLocale = site.tenant.defaultLocale;
  const [{ title, intro: introText, settings, t }, stored, sections] = await Promise.all([
    intro(site),
    listHelpCenter(db, { organizationId }),
    loadPageSections(db, { organizationId, urlPage: '/help-center' }),
  ]);
  const accent = accentClasses(accentFromSettings(settings));
  const groups: HelpGroup[] = stored.map((group) => ({
    id: group.set?.slug ?? 'other',
    title: group.set ? translate(group.set.title, group.set.titleTranslation, locale) : t('content.otherArticles'),
    articles: group.posts.map((post) => ({
      id: post.id,
      title: translate(post.title, post.titleTranslation, locale),
      description: toPlainText(translate(post.description, post.descriptionTranslation, locale)),
      href: localizePath(`/${post.slug}`, locale, defaultLocale),
    })),
  }));
  const all = areaLabels('content', locale, ['searchNoResults', 'searchResults']);
  const labels: HelpCenterLabels = {
    searchLabel: all.searchLabel,
    searchPlaceholder: all.searchPlaceholder,
    searchSubmit: all.searchSubmit,
    searchClear: all.searchClear,
    searchNoResults: all.searchNoResults,
    searchResults: all.searchResults,
  };
  return (
    <>
      <PageIntro title={title} intro={introText} accentText={accent.text} centered />
      {groups.length === 0 ? (
        <p className="mx-auto my-16 max-w-xl rounded-2xl border border-dashed border-gray-300 px-6 py-12 text-center text-gray-600">{t('content.helpEmpty')}</p>
      ) : (
        <HelpCenterBrowser groups={groups} initialQuery={typeof q === 'string' ? q : ''} labels={labels} accentText={accent.text} accentBg={`${accent.bg} ${accent.hoverBg}`} />
      )}
      <PageSectionList {...await sectionListSupport(site.tenant.id)} sections={sections} hero={null} locale={locale} defaultLocale={defaultLocale} urlPage="/help-center" />
    </>
  );
}
