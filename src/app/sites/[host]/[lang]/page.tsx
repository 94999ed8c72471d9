// The home page: its sections are stored under url_page '/home' in every language.
import { notFound, redirect } from 'next/navigation';
import { getDb } from '@/server/db/client';
import { getSiteContext, type SiteParams } from '@/server/site/context';
import { listSections } from '@/server/sections/service';
import { getHero } from '@/server/sections/queries';
import { PageSectionList } from '@/features/sections/page-sections';

export default async function HomePage({ params }: { params: SiteParams }) {
  const { host, lang } = await params;
  const site = await getSiteContext(host, lang);
  if (!site) notFound();
  if (site.misplacedPrefix) redirect('/');
  const db = await getDb();
  const organizationId = site.tenant.id;
  const [sections, hero] = await Promise.all([listSections(db, { organizationId, urlPage: '/home' }), getHero(db, { organizationId })]);
  return <PageSectionList sections={sections} hero={hero} locale={site.locale} defaultLocale={site.tenant.defaultLocale} />;
}
