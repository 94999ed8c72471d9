// /blog: the organisation's displayed blog posts, newest first, then any sections stored under /blog.
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getDb } from '@/server/db/client';
import { getSiteContext, type SiteContext, type SiteParams } from '@/server/site/context';
import { getSiteChrome } from '@/server/site/queries';
import { listBlogPosts } from '@/server/content/posts';
import { loadPageSections } from '@/server/content/page-sections';
import { menuLabelFor } from '@/server/content/page-label';
import { pageMetadata, sharedPage, siteSeo } from '@/server/site/seo';
import { BlogList } from '@/features/blog/blog-list';
import { accentClasses, accentFromSettings } from '@/lib/accent';
import { PageIntro } from '@/features/posts/page-intro';
import { PageSectionList } from '@/features/sections/page-sections';
import { sectionListSupport } from '@/server/sections/page-support';
import { getTranslator } from '@/lib/i18n/messages';

async function siteFor(params: SiteParams): Promise<SiteContext> {
  const { host, lang } = await params;
  const site = await getSiteContext(host, lang);
  if (!site) notFound();
  if (site.misplacedPrefix) redirect('/blog');
  return site;
}

async function blogTitle(site: SiteContext) {
  const { settings, menu } = await getSiteChrome(await getDb(), { organizationId: site.tenant.id });
  const siteName = settings?.site || site.tenant.name;
  const t = getTranslator(site.locale);
  return { title: menuLabelFor(menu, 'blog', site.locale) || t('content.blogTitle'), intro: t('content.blogIntro', { site: siteName }), settings, siteName, t };
}

export async function generateMetadata({ params }: { params: SiteParams }): Promise<Metadata> {
  const site = await siteFor(params);
  const [base, { title, intro }] = await Promise.all([siteSeo(site), blogTitle(site)]);
  return { ...pageMetadata({ ...base, path: '/blog', title, description: intro }), ...sharedPage(site) };
}

export default async function BlogPage({ params }: { params: SiteParams }) {
  const site = await siteFor(params);
  const db = await getDb();
  const organizationId = site.tenant.id;
  const [{ title, intro, settings, siteName, t }, posts, sections] = await Promise.all([
    blogTitle(site),
    listBlogPosts(db, { organizationId }),
    loadPageSections(db, { organizationId, urlPage: '/blog' }),
  ]);
  const accent = accentClasses(accentFromSettings(settings));
  return (
    <>
      <PageIntro title={title} intro={intro} accentText={accent.text} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
        <BlogList posts={posts} locale={site.locale} defaultLocale={site.tenant.defaultLocale} siteName={siteName} accent={accent} t={t} />
      </div>
      <PageSectionList {...await sectionListSupport(site.tenant.id)} sections={sections} hero={null} locale={site.locale} defaultLocale={site.tenant.defaultLocale} urlPage="/blog" />
    </>
  );
}
