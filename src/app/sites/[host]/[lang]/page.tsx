// The home page: its sections are stored under url_page '/home' in every language. If they cannot
// be loaded the page still renders, without them.
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getDb } from '@/server/db/client';
import { getSiteContext, type SiteParams } from '@/server/site/context';
import { getSiteChrome } from '@/server/site/queries';
import { loadHero, loadHeroMedia, loadPageSections } from '@/server/content/page-sections';
import { pageMetadata, sharedPage, siteSeo } from '@/server/site/seo';
import { PageSectionList } from '@/features/sections/page-sections';
import { sectionListSupport } from '@/server/sections/page-support';

export async function generateMetadata({ params }: { params: SiteParams }): Promise<Metadata> {
  const { host, lang } = await params;
  const site = await getSiteContext(host, lang);
  if (!site || site.misplacedPrefix) return {};
  const [base, hero] = await Promise.all([siteSeo(site), loadHero(await getDb(), { organizationId: site.tenant.id })]);
  // The title stays the layout's default (the site name); only the URLs, description and image are set here.
  return { ...pageMetadata({ ...base, path: '/', image: hero?.image || base.logo }), ...sharedPage(site) };
}

export default async function HomePage({ params }: { params: SiteParams }) {
  const { host, lang } = await params;
  const site = await getSiteContext(host, lang);
  if (!site) notFound();
  if (site.misplacedPrefix) redirect('/');
  const db = await getDb();
  const organizationId = site.tenant.id;
  const [sections, hero, { settings }] = await Promise.all([
    loadPageSections(db, { organizationId, urlPage: '/home' }),
    loadHero(db, { organizationId }),
    getSiteChrome(db, { organizationId }),
  ]);
  const heroMedia = await loadHeroMedia(db, { organizationId, hero });
  return (
    <>
      {/* The hero's title is the page's h1; without a hero the page still needs one. */}
      {!hero && <h1 className="sr-only">{settings?.site || site.tenant.name}</h1>}
      <PageSectionList {...await sectionListSupport(site.tenant.id)} sections={{ ...sections, media: { ...sections.media, ...heroMedia } }} hero={hero} locale={site.locale} defaultLocale={site.tenant.defaultLocale} urlPage="/home" />
    </>
  );
}
