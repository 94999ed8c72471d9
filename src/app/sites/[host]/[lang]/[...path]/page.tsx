// Any other path: a page or post by its slug (/{slug}), or a path that only has sections.
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getDb } from '@/server/db/client';
import { getSiteContext } from '@/server/site/context';
import { getPostBySlug } from '@/server/site/queries';
import { listSections } from '@/server/sections/service';
import { PageSectionList } from '@/features/sections/page-sections';
import { PostArticle } from '@/features/posts/post-article';
import { translate } from '@/lib/i18n/locales';
import { toPlainText } from '@/lib/sanitize';

type Params = Promise<{ host: string; lang: string; path: string[] }>;

async function load(params: Params) {
  const { host, lang, path } = await params;
  const site = await getSiteContext(host, lang);
  if (!site) notFound();
  const segments = path.map((segment) => decodeURIComponent(segment));
  if (site.misplacedPrefix) redirect(`/${segments.map(encodeURIComponent).join('/')}`);
  const urlPage = `/${segments.join('/')}`;
  const db = await getDb();
  const organizationId = site.tenant.id;
  const post = segments.length === 1 ? await getPostBySlug(db, { organizationId, slug: segments[0] }) : null;
  const sections = await listSections(db, { organizationId, urlPage });
  const visiblePost = post && post.displayThisPost ? post : null;
  if (!visiblePost && sections.template.length === 0 && sections.heading.length === 0) notFound();
  return { site, post: visiblePost, sections };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { site, post } = await load(params);
  if (!post) return {};
  return {
    title: translate(post.title, post.titleTranslation, site.locale),
    description: toPlainText(post.metadescriptionForPage || translate(post.description, post.descriptionTranslation, site.locale)) || undefined,
  };
}

export default async function SitePage({ params }: { params: Params }) {
  const { site, post, sections } = await load(params);
  return (
    <>
      {post && <PostArticle post={post} locale={site.locale} />}
      <PageSectionList sections={sections} hero={null} locale={site.locale} defaultLocale={site.tenant.defaultLocale} />
    </>
  );
}
